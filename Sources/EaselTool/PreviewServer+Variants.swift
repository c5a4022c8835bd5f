import Foundation
@_spi(Frameworks) import Easel
import EaselDevice
import EaselViewer
import EaselRaster

extension PreviewServer {
    /// Every combination of the request's `devices`, `colorSchemes`, `dynamicTypes` and
    /// `locales` lists, drawn side by side in one image, each labelled under it (at 1 pixel per
    /// point unless `scale` says otherwise).
    func variants(_ request: [String: Any]) throws -> [String: Any] {
        func list(_ key: String) -> [String?] {
            let values = (request[key] as? [Any])?.compactMap { $0 as? String } ?? []
            return values.isEmpty ? [nil] : values
        }
        var combinations: [[String: Any]] = []
        for device in list("devices") {
            for scheme in list("colorSchemes") {
                for type in list("dynamicTypes") {
                    for locale in list("locales") {
                        var variant = request
                        variant["device"] = device
                        variant["colorScheme"] = scheme
                        variant["dynamicType"] = type
                        variant["locale"] = locale
                        combinations.append(variant)
                    }
                }
            }
        }
        guard combinations.count <= 48 else { throw Failure(message: "\(combinations.count) combinations: at most 48 in one image.") }
        let scale = CGFloat(request["scale"] as? Double ?? 1)
        guard scale > 0, scale <= 3 else { throw Failure(message: "scale must be above 0 and at most 3 for variants, got \(scale).") }
        var cells: [(image: PixelBuffer, label: String)] = []
        for variant in combinations {
            let screen = try makeScreen(variant)
            let label = [screen.device.id, variant["colorScheme"] as? String, variant["dynamicType"] as? String, variant["locale"] as? String]
                .compactMap { $0 }.joined(separator: " · ")
            cells.append((screen.render(scale: scale), label))
        }
        let labelHeight = Int((28 * scale).rounded()), gap = Int((12 * scale).rounded())
        let columns = min(cells.count, 4), rows = (cells.count + columns - 1) / columns
        let cellWidth = cells.map(\.image.width).max() ?? 1, cellHeight = (cells.map(\.image.height).max() ?? 1) + labelHeight
        let width = columns * cellWidth + (columns + 1) * gap, height = rows * cellHeight + (rows + 1) * gap
        if let problem = PixelBuffer.sizeProblem(width: width, height: height) { throw Failure(message: problem) }
        let sheet = PixelBuffer(width: width, height: height, fill: RasterColor(red: 0.9, green: 0.9, blue: 0.92))
        for (index, cell) in cells.enumerated() {
            let x = gap + (index % columns) * (cellWidth + gap), y = gap + (index / columns) * (cellHeight + gap)
            for row in 0..<cell.image.height {
                let source = row * cell.image.width, target = (y + row) * width + x
                for column in 0..<cell.image.width { sheet.pixels[target + column] = cell.image.pixels[source + column] }
            }
            let caption = PreviewHost(AnyView(Text(cell.label).font(.caption).foregroundStyle(.black).lineLimit(1)),
                                      size: CGSize(width: CGFloat(cell.image.width) / scale, height: 28), safeAreaInsets: EdgeInsets(),
                                      keyboardHeight: 0, colorScheme: .light)
            caption.draw(into: sheet, scale: scale, offset: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y + cell.image.height) / scale))
        }
        return ["png": sheet.pngData().base64EncodedString(), "width": width, "height": height,
                "labels": cells.map(\.label), "columns": columns]
    }
}

/// `PreviewHost.layoutDump()` as nested objects: each view's kind, frame, details and children.
enum LayoutTree {
    private static let line = try! NSRegularExpression(pattern: #"^( *)(\S+) \(([^,]+), ([^,]+), ([^,]+), ([^)]+)\)\s*(.*)$"#)

    private final class Node {
        let fields: [String: Any]
        var children: [Node] = []
        init(_ fields: [String: Any]) { self.fields = fields }
        var dictionary: [String: Any] { fields.merging(["children": children.map(\.dictionary)]) { $1 } }
    }

    static func parse(_ dump: String) -> [String: Any] {
        var stack: [(depth: Int, node: Node)] = []
        var root: Node?
        for text in dump.split(separator: "\n").map(String.init) {
            let range = NSRange(text.startIndex..., in: text)
            guard let match = line.firstMatch(in: text, range: range) else { continue }
            func group(_ index: Int) -> String { Range(match.range(at: index), in: text).map { String(text[$0]) } ?? "" }
            let depth = group(1).count / 2
            var fields: [String: Any] = ["view": group(2), "frame": (3...6).map { Double(group($0)) ?? 0 }]
            let details = group(7)
            if !details.isEmpty { fields["details"] = details }
            let node = Node(fields)
            while let last = stack.last, last.depth >= depth { stack.removeLast() }
            if let parent = stack.last { parent.node.children.append(node) } else if root == nil { root = node }
            stack.append((depth, node))
        }
        return root?.dictionary ?? [:]
    }
}
