import Dispatch
import Foundation

/// Renders a draw list into a pixel buffer.
///
/// 1. Every command is prepared once: paths flattened to device-space edges clipped to the
///    buffer, strokes outlined, paints turned into shaders. Commands are independent, so this
///    is spread over the threads.
/// 2. The buffer is cut into horizontal bands, one per thread; each band (cleared first when a
///    background is given) replays the whole prepared list on its own rows (`BandRenderer`),
///    so threads never touch the same pixel and the result is identical for any thread count.
public enum Rasterizer {
    /// Draws `list` over the current contents of `buffer`, or, with `background`, over that
    /// colour: each band is set to it just before it is drawn.
    public static func render(_ list: DrawList, into buffer: PixelBuffer,
                              threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                              clearingTo background: RasterColor? = nil) {
        render(list, into: buffer, threads: threads, clearingTo: background, blursBackdrops: true)
    }

    /// `blursBackdrops` false: materials fill their paths with their fallback colours, as in
    /// an effect's offscreen group, which has no frame behind it to blur.
    static func render(_ list: DrawList, into buffer: PixelBuffer, threads: Int, clearingTo background: RasterColor?,
                       blursBackdrops: Bool) {
        guard buffer.width > 0, buffer.height > 0 else { return }
        if list.isEmpty {
            if let background { buffer.clear(to: background) }
            return
        }
        if blursBackdrops, needsStages(list.commands) { return renderInStages(list, into: buffer, threads: threads, clearingTo: background) }
        let threadCount = max(1, min(threads, buffer.height))
        let commands = list.commands
        let width = buffer.width, height = buffer.height

        // Step 1.
        let prepared = UnsafeMutableBufferPointer<PreparedCommand>.allocate(capacity: commands.count)
        defer {
            prepared.deinitialize()
            prepared.deallocate()
        }
        commands.withUnsafeBufferPointer { source in
            if threadCount == 1 {
                for index in source.indices {
                    (prepared.baseAddress! + index).initialize(to: PreparedCommand(source[index], width: width, height: height))
                }
            } else {
                // Interleaved so that expensive neighbours (a run of strokes) spread out.
                DispatchQueue.concurrentPerform(iterations: threadCount) { worker in
                    for index in Swift.stride(from: worker, to: source.count, by: threadCount) {
                        (prepared.baseAddress! + index).initialize(to: PreparedCommand(source[index], width: width, height: height))
                    }
                }
            }
        }

        // Step 2.
        let preparedCommands = UnsafeBufferPointer(prepared)
        func renderBand(_ band: Int) {
            let top = height * band / threadCount, bottom = height * (band + 1) / threadCount
            if let background {
                UnsafeMutableBufferPointer(rebasing: buffer.pixels[(top * width)..<(bottom * width)])
                    .update(repeating: background.premultipliedPixel)
            }
            BandRenderer(buffer: buffer, top: top, bottom: bottom).run(preparedCommands)
        }
        if threadCount == 1 {
            renderBand(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: threadCount, execute: renderBand)
        }
    }
}
