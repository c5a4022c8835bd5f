import Foundation
import Easel

/// One fuzzed preview: a view tree, the host it is shown in, and what a person does to it.
public struct FuzzCase: Codable, Equatable, Sendable {
    /// The seed that made the case (for reports; shrinking keeps it).
    public var seed: UInt64
    public var tree: FuzzNode
    public var width: Double
    public var height: Double
    /// Safe-area insets: top, leading, bottom, trailing.
    public var insets: [Double]
    public var keyboardHeight: Double
    public var scale: Double
    public var isDark: Bool
    public var actions: [FuzzAction]

    /// Reads a case written by `json()`.
    public init(json: Data) throws {
        self = try FuzzCase.decoder.decode(FuzzCase.self, from: json)
    }

    init(seed: UInt64, tree: FuzzNode, width: Double, height: Double, insets: [Double], keyboardHeight: Double,
         scale: Double, isDark: Bool, actions: [FuzzAction]) {
        self.seed = seed
        self.tree = tree
        self.width = width
        self.height = height
        self.insets = insets
        self.keyboardHeight = keyboardHeight
        self.scale = scale
        self.isDark = isDark
        self.actions = actions
    }

    public func json() -> Data {
        (try? FuzzCase.encoder.encode(self)) ?? Data()
    }

    // JSON has no NaN or infinities: they travel as strings.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }()

    var insetValues: EdgeInsets {
        func inset(_ index: Int) -> CGFloat { index < insets.count ? CGFloat(insets[index]) : 0 }
        return EdgeInsets(top: inset(0), leading: inset(1), bottom: inset(2), trailing: inset(3))
    }
}

/// Something a person does to a preview.
public enum FuzzAction: Codable, Equatable, Sendable {
    case tap(x: Double, y: Double)
    case type(String)
    /// A key, by its index in `FuzzAction.keys`.
    case press(Int)
    case resize(width: Double, height: Double)
    case keyboard(height: Double)
    case toggleColorScheme
    case render(scale: Double)

    static let keys: [(key: KeyEquivalent, source: String)] = [
        (.return, ".return"), (.delete, ".delete"), (.deleteForward, ".deleteForward"), (.leftArrow, ".leftArrow"),
        (.rightArrow, ".rightArrow"), (.home, ".home"), (.end, ".end"), (.tab, ".tab"), (.escape, ".escape"),
        (.upArrow, ".upArrow"), (KeyEquivalent("é"), "KeyEquivalent(\"é\")"), (.space, ".space"),
    ]
}

extension FuzzCase {
    /// A Swift reproduction: the view, the host and the actions, as a test would write them.
    public var source: String {
        var lines = ["let view = " + FuzzCatalog.source(tree).replacingOccurrences(of: "\n", with: "\n    ")]
        lines.append("let host = PreviewHost(view, size: CGSize(width: \(FuzzValue.source(width)), height: \(FuzzValue.source(height))),")
        let inset = insetValues
        lines.append("                       safeAreaInsets: EdgeInsets(top: \(FuzzValue.source(Double(inset.top))), leading: \(FuzzValue.source(Double(inset.leading))), bottom: \(FuzzValue.source(Double(inset.bottom))), trailing: \(FuzzValue.source(Double(inset.trailing)))),")
        lines.append("                       keyboardHeight: \(FuzzValue.source(keyboardHeight)), colorScheme: \(isDark ? ".dark" : ".light"))")
        lines.append("_ = host.layoutDump()")
        lines.append("_ = host.render(scale: \(FuzzValue.source(scale)))")
        for action in actions {
            switch action {
            case .tap(let x, let y): lines.append("host.tap(at: CGPoint(x: \(FuzzValue.source(x)), y: \(FuzzValue.source(y))))")
            case .type(let text): lines.append("host.type(\(FuzzValue.source(text)))")
            case .press(let index): lines.append("host.press(\(FuzzAction.keys[Swift.min(Swift.max(index, 0), FuzzAction.keys.count - 1)].source))")
            case .resize(let width, let height): lines.append("host.size = CGSize(width: \(FuzzValue.source(width)), height: \(FuzzValue.source(height)))")
            case .keyboard(let height): lines.append("host.keyboardHeight = \(FuzzValue.source(height))")
            case .toggleColorScheme: lines.append("host.colorScheme = host.colorScheme == .dark ? .light : .dark")
            case .render(let scale): lines.append("_ = host.render(scale: \(FuzzValue.source(scale)))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
