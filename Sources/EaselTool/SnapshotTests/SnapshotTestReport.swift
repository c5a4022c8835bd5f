import Foundation

/// One preview variant's outcome in `easel test`.
struct SnapshotTestResult: Codable, Equatable {
    enum Status: String, Codable {
        /// Matched its reference.
        case passed
        /// Differed from its reference beyond the precision asked for.
        case failed
        /// Had no reference: one was recorded, and the run fails (as swift-snapshot-testing's
        /// `.missing` mode does), so a reference is never taken without being looked at.
        case new
        /// Written as the reference (`--record`).
        case recorded
        /// Stopped the program, or did not finish.
        case crashed
    }

    /// The preview's name.
    var preview: String
    /// The PNG's name without extension: "Detail-iphone-16", "Detail-iphone-16-dark".
    var variant: String
    var status: Status
    var message: String?
    var reference: String?
    var new: String?
    var difference: String?

    var isFailure: Bool { [.failed, .new, .crashed].contains(status) }
}

/// What ends an `easel test` run: the results' summary on standard output, the HTML report when
/// one was asked for, and the exit status (1 when anything failed, was new or crashed).
enum SnapshotTestReport {
    /// Set by the tool when it runs the preview host watched: the host appends its results
    /// here as JSON lines and leaves the summary and report to the tool, which adds the
    /// previews that stopped the host.
    static let resultsVariable = "EASEL_TEST_RESULTS"

    static func append(_ result: SnapshotTestResult, toFile path: String) {
        guard var line = try? JSONEncoder().encode(result) else { return }
        line.append(UInt8(ascii: "\n"))
        if let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(line)
            try? handle.close()
        }
    }

    static func read(fromFile path: String) -> [SnapshotTestResult] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? JSONDecoder().decode(SnapshotTestResult.self, from: Data($0)) }
    }

    /// Prints the summary, writes the report (nil: none) and returns the exit status.
    static func finish(_ results: [SnapshotTestResult], reportPath: String?) -> Int32 {
        var counts: [SnapshotTestResult.Status: Int] = [:]
        for result in results { counts[result.status, default: 0] += 1 }
        let order: [(SnapshotTestResult.Status, String)] = [(.passed, "passed"), (.failed, "failed"), (.new, "new (recorded, check and run again)"),
                                                            (.recorded, "recorded"), (.crashed, "stopped the program")]
        let parts = order.compactMap { status, label in counts[status].map { "\($0) \(label)" } }
        print("easel test: " + (parts.isEmpty ? "no previews" : parts.joined(separator: ", ")) + ".")
        if let reportPath {
            let url = URL(fileURLWithPath: reportPath)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(html(results).utf8).write(to: url, options: .atomic)
                print("Report: \(url.path)")
            } catch {
                FileHandle.standardError.write(Data("easel: Could not write the report \(url.path): \((error as NSError).localizedDescription).\n".utf8))
                return 1
            }
        }
        return results.contains(where: \.isFailure) || results.isEmpty ? 1 : 0
    }

    // MARK: The HTML report

    /// A page with no outside references (the images inline), so a CI job can publish the one
    /// file: failures first, each as reference | new | difference and an overlay whose slider
    /// wipes from the reference to the new image.
    static func html(_ results: [SnapshotTestResult]) -> String {
        let ordered = results.filter(\.isFailure) + results.filter { !$0.isFailure }
        let failed = results.filter(\.isFailure).count
        var body = ""
        for (index, result) in ordered.enumerated() {
            body += section(result, index: index)
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>easel test: \(failed) of \(results.count) failed</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #000; }
            h1 { font-size: 22px; } h2 { font-size: 16px; margin: 0 0 6px; }
            section { background: #fff; border-radius: 10px; padding: 14px; margin: 0 0 16px; }
            .failed h2::before, .new h2::before, .crashed h2::before { content: "✗ "; color: #ff3b30; }
            .passed h2::before, .recorded h2::before { content: "✓ "; color: #34c759; }
            .row { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { color: #6c6c70; font-size: 12px; }
            img { max-width: 260px; border: 1px solid #c6c6c8; display: block; }
            .overlay { position: relative; display: inline-block; }
            .overlay img.top { position: absolute; top: 0; left: 0; }
            input[type=range] { display: block; width: 262px; margin: 6px 0 2px; }
            pre { white-space: pre-wrap; color: #c00; margin: 4px 0 10px; }
            </style></head><body>
            <h1>easel test: \(failed) of \(results.count) failed</h1>
            \(body)
            <script>
            for (const range of document.querySelectorAll("input[type=range]")) {
              const top = range.parentElement.querySelector("img.top");
              const update = () => { top.style.clipPath = "inset(0 0 0 " + range.value + "%)"; };
              range.addEventListener("input", update); update();
            }
            </script>
            </body></html>

            """
    }

    private static func section(_ result: SnapshotTestResult, index: Int) -> String {
        var html = "<section class=\"\(result.status.rawValue)\" id=\"r\(index)\"><h2>\(escape(result.variant))</h2>"
        html += "<div>\(escape(result.status.rawValue))</div>"
        if let message = result.message { html += "<pre>\(escape(message))</pre>" }
        let reference = result.reference.flatMap(dataURI), new = result.new.flatMap(dataURI), difference = result.difference.flatMap(dataURI)
        html += "<div class=\"row\">"
        for (caption, uri) in [("reference", reference), ("new", new), ("difference", difference)] {
            guard let uri else { continue }
            html += "<figure><img src=\"\(uri)\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
        }
        if let reference, let new {
            html += "<figure><div class=\"overlay\"><img src=\"\(reference)\" alt=\"reference\"><img class=\"top\" src=\"\(new)\" alt=\"new\"></div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"reference to new\">"
                + "<figcaption>overlay: reference ← → new</figcaption></figure>"
        }
        return html + "</div></section>\n"
    }

    private static func dataURI(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
