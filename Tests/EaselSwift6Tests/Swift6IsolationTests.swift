import XCTest
import SwiftUI
import UIKit

// Code written in the Swift 6 language mode, as Swift Playgrounds apps (tools 6.0) and new Xcode
// projects build it: it compiles only where Easel's isolation is SwiftUI's and UIKit's (iOS 18
// SDK). A colour resolved in a plain model, styles whose bodies chain view modifiers, a glass
// style named by its shadow type, a UIKit view that reacts to trait changes on the main actor.

/// A colour stored in a `Codable` model, resolved off the main actor.
struct ColorRepresentation: Codable, Equatable {
    let red: Double
    let green: Double
    let blue: Double
    let opacity: Double

    init(of color: Color, in environment: EnvironmentValues = .init()) {
        let resolved = color.resolve(in: environment)
        red = Double(resolved.red)
        green = Double(resolved.green)
        blue = Double(resolved.blue)
        opacity = Double(resolved.opacity)
    }
}

struct Appearance: Codable {
    var itemColor = ColorRepresentation(of: .black)
}

extension ShapeStyle where Self == _ShadowShapeStyle<_ShadowShapeStyle<Material>> {
    static func glass(shadowRadius: Double = 10) -> some ShapeStyle {
        Material.ultraThinMaterial
            .shadow(.drop(color: .white.opacity(0.25), radius: 0.5, x: -0.4, y: -0.5))
            .shadow(.drop(color: .black.opacity(0.2), radius: shadowRadius, x: 3, y: 3))
    }
}

struct GlassButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(.glass(), in: .buttonBorder)
            .opacity(configuration.isPressed ? 0.7 : 1)
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            HStack {
                configuration.label
                Spacer()
                Button {
                    withAnimation { configuration.isExpanded.toggle() }
                } label: {
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                }
                .buttonBorderShape(.circle)
                .buttonStyle(GlassButtonStyle())
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == ChevronDisclosureStyle {
    static var chevron: Self { .init() }
}

final class TransparentView: UIVisualEffectView {
    init() {
        super.init(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TransparentView, _) in
            Task { @MainActor in view.layer.sublayers?.first?.filters?.removeAll() }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct Steps: View {
    @State private var step = 0
    @State private var expanded = true

    var body: some View {
        TabView(selection: $step) {
            Tab(value: 0) {
                DisclosureGroup("Details", isExpanded: $expanded) {
                    Text("Hidden until expanded")
                }
                .disclosureGroupStyle(.chevron)
                .padding()
            }
            Tab(value: 1) {
                Text("Second step")
            }
        }
        .tabViewStyle(.page)
    }
}

final class Swift6IsolationTests: XCTestCase {
    func testAColourResolvesInAPlainModel() {
        XCTAssertEqual(Appearance().itemColor, ColorRepresentation(of: .black))
        XCTAssertEqual(ColorRepresentation(of: .black).opacity, 1)
        XCTAssertEqual(ColorRepresentation(of: Color(red: 1, green: 0, blue: 0)).red, 1, accuracy: 0.001)
    }

    func testStylesWrittenInSwift6DrawTheirContent() {
        // XCTest runs tests on the main thread.
        MainActor.assumeIsolated {
            let expanded = PreviewHost(Steps(), size: CGSize(width: 300, height: 200))
            expanded.layoutIfNeeded()
            let labels = expanded.accessibilityTree().map(\.label)
            XCTAssertTrue(labels.contains("Hidden until expanded"), "the custom style shows the content: \(labels)")
            XCTAssertTrue(labels.contains("Details"), "\(labels)")
            _ = TransparentView()
        }
    }
}
