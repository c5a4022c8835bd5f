import Foundation

/// Standard output for the lines scripts wait for ("Saved screenshot: PATH").
package enum StandardOutput {
    /// Flushes each line as it is printed. C's stdout is fully buffered when it is a pipe, so
    /// a script reading the viewer's output would otherwise see nothing until the viewer
    /// exits. Called by every entry point that prints such lines; harmless to call twice.
    package static func flushEachLine() {
        setvbuf(stdout, nil, _IOLBF, 0)
    }
}
