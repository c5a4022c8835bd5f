import Foundation
@_spi(Frameworks) import Easel

/// A UIKit button (Apple: "UIButton"): its titles, title colours and images per state are
/// kept, and its target–action pairs; a preview draws the normal state's image and title, in
/// the title colour (the tint for a system button). Nothing taps it.
open class UIButton: UIControl {
    /// Apple: "UIButton.ButtonType".
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static var roundedRect: ButtonType { .system }
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Apple: "titleLabel"; its font is the title's.
    public private(set) lazy var titleLabel: UILabel? = UILabel()
    /// Apple: "imageView".
    public private(set) lazy var imageView: UIImageView? = UIImageView()
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero

    /// Apple: "init(type:)".
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Apple: "init(type:primaryAction:)"; the action is kept, never performed.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let title = primaryAction?.title, !title.isEmpty { setTitle(title, for: .normal) }
        if let image = primaryAction?.image { setImage(image, for: .normal) }
    }

    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// iOS 15's look of a button (Apple: "UIButton.Configuration"): what it shows and its colours.
    public struct Configuration: Sendable {
        enum Look: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
        let look: Look
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePadding: CGFloat = 4
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?

        public static func plain() -> Configuration { Configuration(look: .plain) }
        public static func tinted() -> Configuration { Configuration(look: .tinted) }
        public static func gray() -> Configuration { Configuration(look: .gray) }
        public static func filled() -> Configuration { Configuration(look: .filled) }
        public static func borderless() -> Configuration { Configuration(look: .borderless) }
        public static func bordered() -> Configuration { Configuration(look: .bordered) }
        public static func borderedTinted() -> Configuration { Configuration(look: .borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(look: .borderedProminent) }
    }

    /// Apple: "configuration".
    open var configuration: Configuration?

    /// Apple: "init(configuration:primaryAction:)".
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    open var currentTitle: String? { configuration?.title ?? title(for: .normal) }
    open var currentTitleColor: UIColor { titleColor(for: .normal) ?? (buttonType == .system ? (tintColor ?? .systemBlue) : .white) }
    open var currentImage: UIImage? { configuration?.image ?? image(for: .normal) }
}

extension UIKitViewPreview {
    /// What a preview draws for a button: its image and title side by side, over its background.
    static func button(_ button: UIButton) -> AnyView {
        if let configuration = button.configuration { return configured(button, configuration) }
        let color = Color(uiColor: button.currentTitleColor)
        return AnyView(HStack(spacing: 4) {
            if let image = button.currentImage { Image(uiImage: image).renderingMode(.template) }
            if let title = button.currentTitle {
                Text(title).font(button.titleLabel?.font.map { Font($0) } ?? .body)
            }
        }
        .foregroundStyle(color)
        .padding(EdgeInsets(top: button.contentEdgeInsets.top, leading: button.contentEdgeInsets.left,
                            bottom: button.contentEdgeInsets.bottom, trailing: button.contentEdgeInsets.right))
        .background(button.backgroundColor.map { Color(uiColor: $0) } ?? Color.clear))
    }
}

extension UIKitViewPreview {
    /// A configured button: a filled or prominent one white on its tint, a tinted or grey one
    /// on a light fill, a plain one in its tint (SwiftUI's button styles are those looks).
    static func configured(_ button: UIButton, _ configuration: UIButton.Configuration) -> AnyView {
        let tint = Color(uiColor: configuration.baseBackgroundColor ?? button.tintColor ?? .systemBlue)
        let filled = [.filled, .borderedProminent].contains(configuration.look)
        let foreground = configuration.baseForegroundColor.map { Color(uiColor: $0) } ?? (filled ? Color.white : tint)
        let fill: Color = filled ? tint : configuration.look == .gray ? Color(uiColor: .systemFill)
            : [.tinted, .bordered, .borderedTinted].contains(configuration.look) ? tint.opacity(0.15) : .clear
        return AnyView(HStack(spacing: configuration.imagePadding) {
            if let image = configuration.image { Image(uiImage: image).renderingMode(.template) }
            VStack(spacing: 2) {
                if let title = configuration.title { Text(title).font(.body.weight(.semibold)) }
                if let subtitle = configuration.subtitle { Text(subtitle).font(.footnote) }
            }
        }
        .foregroundStyle(foreground)
        .padding(.horizontal, 14)
        .padding(.vertical, 7)
        .background(fill, in: RoundedRectangle(cornerRadius: 6)))
    }
}
