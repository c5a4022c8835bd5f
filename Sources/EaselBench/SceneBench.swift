import EaselRaster
import Foundation

/// One text line of the benchmark scene: baseline origin, colour and string.
struct SceneBenchText {
    var x: Double
    var y: Double
    var color: RasterColor
    var string: String
}

/// The hook through which text joins the scene benchmark: given the scene's strings, font file
/// and size, it appends their draw commands (glyph masks). Until EaselText sets it, the text
/// group is skipped and reported as such.
nonisolated(unsafe) var sceneBenchTextGroup: ((_ texts: [SceneBenchText], _ fontPath: String, _ fontSize: Double,
                                               _ list: inout DrawList) -> Void)?

/// `easel-bench scene [FILE] [--frames N] [--png OUT.png]`: renders the shared benchmark scene
/// "ui-mix-1280x800" (`shared/bench/scene.txt`, described in `shared/bench/README.md`) with
/// Easel's rasterizer and prints milliseconds per frame as JSON: the median of `N` frames (20)
/// after 3 warm-ups, single-threaded and with 2 threads, for the whole frame and per group —
/// the same measurement `shared/bench/peers.py` makes for Blend2D, Skia and cairo. Paths are
/// built before timing, as the peers build theirs. `--png` also writes one frame and times the
/// PNG encoding.
func runSceneBench(arguments: [String]) {
    var scenePath = "../shared/bench/scene.txt"
    var frames = 20
    var pngPath: String?
    var onlyGroup: String?
    var threadCounts = [1, 2]
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--frames" where index + 1 < arguments.count:
            frames = max(1, Int(arguments[index + 1]) ?? frames)
            index += 1
        case "--png" where index + 1 < arguments.count:
            pngPath = arguments[index + 1]
            index += 1
        case "--only" where index + 1 < arguments.count:
            // For profiling one group: `perf record easel-bench scene --only rrects --threads 1`.
            onlyGroup = arguments[index + 1]
            index += 1
        case "--threads" where index + 1 < arguments.count:
            threadCounts = [max(1, Int(arguments[index + 1]) ?? 1)]
            index += 1
        case let argument where !argument.hasPrefix("--"):
            scenePath = argument
        default:
            FileHandle.standardError.write(Data("easel-bench scene: ignoring unknown option \(arguments[index])\n".utf8))
        }
        index += 1
    }
    let scene: BenchScene
    do {
        scene = try BenchScene(contentsOf: URL(fileURLWithPath: scenePath))
    } catch {
        FileHandle.standardError.write(Data("easel-bench scene: \(error)\n".utf8))
        exit(1)
    }
    let buffer = PixelBuffer(width: scene.width, height: scene.height)
    var frameList = DrawList()
    for (_, list) in scene.groups { frameList.append(contentsOf: list) }

    func median(threads: Int, _ list: DrawList) -> Double {
        for _ in 0..<3 { Rasterizer.render(list, into: buffer, threads: threads) }
        var times: [Double] = []
        for _ in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            Rasterizer.render(list, into: buffer, threads: threads)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return frames % 2 == 1 ? times[frames / 2] : (times[frames / 2 - 1] + times[frames / 2]) / 2
    }

    var result: [String: Any] = ["scene": scenePath, "frames": frames,
                                 "text": sceneBenchTextGroup == nil ? "skipped (no text hook)" : "included"]
    for threads in threadCounts {
        var groups: [String: Double] = [:]
        for (name, list) in scene.groups where onlyGroup == nil || onlyGroup == name {
            groups[name] = rounded(median(threads: threads, list))
        }
        if onlyGroup != nil {
            result["threads_\(threads)"] = ["groups_ms": groups]
            continue
        }
        result["threads_\(threads)"] = ["frame_ms": rounded(median(threads: threads, frameList)), "groups_ms": groups]
    }
    if let pngPath {
        buffer.clear()
        Rasterizer.render(frameList, into: buffer)
        let url = URL(fileURLWithPath: pngPath)
        // Encoded in memory, as the report times Pillow (into a BytesIO); written once after.
        var times: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = buffer.pngData(text: [(key: "Software", value: "easel-bench scene")])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        do {
            try buffer.writePNG(to: url, text: [(key: "Software", value: "easel-bench scene")])
        } catch {
            FileHandle.standardError.write(Data("easel-bench scene: \(error)\n".utf8))
            exit(1)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        result["png"] = ["path": pngPath, "encode_ms": rounded(times.sorted()[2]), "bytes": size]
    }
    let json = try? JSONSerialization.data(withJSONObject: result, options: [.prettyPrinted, .sortedKeys])
    print(String(decoding: json ?? Data(), as: UTF8.self))
}

private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

/// The benchmark scene parsed from `scene.txt` into one draw list per group, in draw order.
struct BenchScene {
    var width = 0, height = 0
    var groups: [(name: String, list: DrawList)] = []

    struct FormatError: Error, CustomStringConvertible {
        var line: Int
        var text: String
        var description: String { "scene file line \(line) is not in the documented format: \(text)" }
    }

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        var gradient = DrawList(), rrects = DrawList(), circles = DrawList(), stars = DrawList()
        var texts: [SceneBenchText] = []
        var fontPath = "", fontSize = 17.0
        for (number, line) in text.split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let kind = fields.first else { continue }
            let numbers = fields.dropFirst().map { Double($0) }
            func value(_ index: Int) throws -> Double {
                guard index < numbers.count, let number = numbers[index] else {
                    throw FormatError(line: number + 1, text: String(line))
                }
                return number
            }
            func color(at index: Int) throws -> RasterColor {
                RasterColor(red: try value(index), green: try value(index + 1), blue: try value(index + 2),
                            alpha: try value(index + 3))
            }
            switch kind {
            case "W":
                width = Int(try value(0))
                height = Int(try value(1))
            case "F":
                fontSize = try value(0)
                fontPath = fields.dropFirst(2).joined(separator: " ")
            case "G":
                let stopCount = Int(try value(4))
                let stops = try (0..<stopCount).map { stop in
                    GradientStop(color: try color(at: 6 + stop * 5), location: try value(5 + stop * 5))
                }
                var rect = RasterPath()
                rect.addRect(CGRect(x: 0, y: 0, width: width, height: height))
                gradient.fill(rect, with: .linearGradient(stops: stops, start: CGPoint(x: try value(0), y: try value(1)),
                                                          end: CGPoint(x: try value(2), y: try value(3))))
            case "R":
                var path = RasterPath()
                let radius = try value(4)
                path.addRoundedRect(CGRect(x: try value(0), y: try value(1), width: try value(2), height: try value(3)),
                                    cornerWidth: radius, cornerHeight: radius, style: .circular)
                rrects.fill(path, with: .solid(try color(at: 5)))
            case "C":
                let radius = try value(2)
                var path = RasterPath()
                path.addEllipse(in: CGRect(x: try value(0) - radius, y: try value(1) - radius,
                                           width: 2 * radius, height: 2 * radius))
                circles.fill(path, with: .solid(try color(at: 3)))
            case "S":
                let count = Int(try value(0))
                var path = RasterPath()
                for point in 0..<count {
                    let p = CGPoint(x: try value(1 + 2 * point), y: try value(2 + 2 * point))
                    if point == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                path.closeSubpath()
                stars.fill(path, with: .solid(try color(at: 1 + 2 * count)))
            case "T":
                let string = fields.count > 7 ? fields[7...].joined(separator: " ") : ""
                texts.append(SceneBenchText(x: try value(0), y: try value(1), color: try color(at: 2), string: string))
            default:
                throw FormatError(line: number + 1, text: String(line))
            }
        }
        groups = [("gradient", gradient), ("rrects", rrects), ("circles", circles), ("stars", stars)]
        if let textGroup = sceneBenchTextGroup {
            var list = DrawList()
            textGroup(texts, fontPath, fontSize, &list)
            groups.append(("text", list))
        }
    }
}
