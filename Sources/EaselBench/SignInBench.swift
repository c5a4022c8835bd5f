import Easel
import EaselGallery
import EaselRaster
import Foundation

/// `easel-bench signin [--png OUT.png] [--repeats N]`: the seed SignIn example (gallery entry
/// `keyboard-adjusting`) on an iPhone 16 at 3× (1179 × 2556 pixels), as a screenshot is made.
/// Prints, as JSON, the median milliseconds of:
/// - `layout_ms`: laying the view out from a fresh host (view graph built beforehand);
/// - `render_ms`: drawing the laid-out view into a new pixel buffer (1 and 2 threads);
/// - `encode_ms` and `bytes`: encoding that buffer as a PNG in memory (written once to `--png`),
///   which `scripts/bench_report.py signin` compares with Pillow's default encoder on the same
///   pixels.
func runSignInBench(arguments: [String]) {
    var pngPath = ".build/bench/easel-signin.png"
    var repeats = 9
    if let index = arguments.firstIndex(of: "--png"), index + 1 < arguments.count { pngPath = arguments[index + 1] }
    if let index = arguments.firstIndex(of: "--repeats"), index + 1 < arguments.count {
        repeats = max(1, Int(arguments[index + 1]) ?? repeats)
    }
    guard let entry = Gallery.entries.first(where: { $0.name == "keyboard-adjusting" }),
          let device = Device.named("iphone-16") else {
        FileHandle.standardError.write(Data("easel-bench signin: the gallery entry or device is missing\n".utf8))
        exit(1)
    }
    func median(_ work: () -> Void) -> Double {
        let times = (0..<repeats).map { _ in benchMilliseconds(work) }.sorted()
        return times[times.count / 2]
    }
    let layout = median {
        let host = PreviewHost(entry.makeView(), device: device)
        _ = host.layoutDump()
    }
    let host = PreviewHost(entry.makeView(), device: device)
    var buffer = host.render(scale: 3)
    let render = median { buffer = host.render(scale: 3) }
    let list = host.drawList(scale: 3)
    let oneThread = median {
        let target = PixelBuffer(width: buffer.width, height: buffer.height, fill: .white)
        Rasterizer.render(list, into: target, threads: 1)
    }
    let url = URL(fileURLWithPath: pngPath)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Encoding in memory, as Pillow is timed (into a BytesIO); then the file is written once.
    let encode = median { _ = buffer.pngData() }
    var failed: Error?
    do { try buffer.writePNG(to: url) } catch { failed = error }
    if let failed {
        FileHandle.standardError.write(Data("easel-bench signin: \(failed)\n".utf8))
        exit(1)
    }
    let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    let result: [String: Any] = [
        "benchmark": "signin", "pixels": "\(buffer.width)x\(buffer.height)", "png": pngPath,
        "layout_ms": layout, "render_ms": render, "render_1_thread_ms": oneThread,
        "encode_ms": encode, "bytes": bytes,
    ]
    let json = try? JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
    print(String(decoding: json ?? Data(), as: UTF8.self))
}
