import Easel
@testable import EaselGallery

/// Test-side copies of gallery examples with `.accessibilityIdentifier`s added, so tests can
/// ask the host for frames by name. The gallery's own code stays exactly as the articles
/// print it; `GalleryLayoutTests.testMarkedCopiesLayOutLikeTheGallery` checks that each copy
/// lays out exactly like its entry, so the copies cannot drift from the gallery unnoticed.
/// Identifiers are traits of the view they mark and add no views of their own.
enum MarkedExamples {
    /// The `SignInView` content of the four "Adding a background" entries; the text field's
    /// `@State` becomes a constant binding.
    struct SignInContent: View {
        var body: some View {
            VStack {
                Text("Welcome")
                    .font(.title)
                HStack {
                    TextField("Your name?", text: .constant(""))
                        .textFieldStyle(.roundedBorder)
                    Button(action: {}, label: {
                        Image(systemName: "arrow.right.square")
                            .font(.title)
                    })
                }
                .padding()
            }
        }
    }

    /// Each copy, by the name of the gallery entry it copies.
    static let views: [String: AnyView] = [
        "background-gradient": AnyView(
            SignInContent()
                .accessibilityIdentifier("stack")
                .background(backgroundGradient.accessibilityIdentifier("gradient"))),
        "zstack-background": AnyView(
            ZStack {
                backgroundGradient.accessibilityIdentifier("gradient")
                SignInContent().accessibilityIdentifier("stack")
            }),
        "ignores-safe-area": AnyView(
            ZStack {
                backgroundGradient.accessibilityIdentifier("gradient")
                SignInContent().accessibilityIdentifier("stack")
            }
            .ignoresSafeArea()),
        "keyboard-adjusting": AnyView(
            ZStack {
                backgroundGradient
                    .ignoresSafeArea()
                    .accessibilityIdentifier("gradient")
                SignInContent().accessibilityIdentifier("stack")
            }),
        "overlay-stars": AnyView(
            RoundedRectangle(cornerRadius: 8)
                .frame(width: 200, height: 100)
                .accessibilityIdentifier("rectangle")
                .overlay(alignment: .topLeading) { OverlayStars.Star(color: .red).accessibilityIdentifier("red") }
                .overlay(alignment: .topTrailing) { OverlayStars.Star(color: .yellow).accessibilityIdentifier("yellow") }
                .overlay(alignment: .bottomLeading) { OverlayStars.Star(color: .green).accessibilityIdentifier("green") }
                .overlay(alignment: .bottomTrailing) { OverlayStars.Star(color: .blue).accessibilityIdentifier("blue") }),
        "overlay-circle-star": AnyView(
            Color.blue
                .frame(width: 200, height: 200)
                .accessibilityIdentifier("square")
                .overlay {
                    Circle()
                        .frame(width: 100, height: 100)
                        .accessibilityIdentifier("circle")
                    OverlayStars.Star().accessibilityIdentifier("star")
                }),
        "overlay-bottom": AnyView(
            Color.blue
                .frame(width: 200, height: 200)
                .accessibilityIdentifier("square")
                .overlay(alignment: .bottom) {
                    Circle()
                        .frame(width: 100, height: 100)
                        .accessibilityIdentifier("circle")
                    OverlayStars.Star().accessibilityIdentifier("star")
                }),
        "overlay-zstack-bottom": AnyView(
            Color.blue
                .frame(width: 200, height: 200)
                .accessibilityIdentifier("square")
                .overlay(alignment: .bottom) {
                    ZStack(alignment: .bottom) {
                        Circle()
                            .frame(width: 100, height: 100)
                            .accessibilityIdentifier("circle")
                        OverlayStars.Star().accessibilityIdentifier("star")
                    }
                }),
        "background-stars": AnyView(
            Text("ABCDEF")
                .accessibilityIdentifier("text")
                .background(alignment: .leading) { BackgroundStars.Star(color: .red).accessibilityIdentifier("red") }
                .background(alignment: .center) { BackgroundStars.Star(color: .green).accessibilityIdentifier("green") }
                .background(alignment: .trailing) { BackgroundStars.Star(color: .blue).accessibilityIdentifier("blue") }),
        "background-bars": AnyView(
            Color.blue
                .frame(width: 200, height: 10)
                .accessibilityIdentifier("horizontal")
                .background {
                    Color.green
                        .frame(width: 10, height: 100)
                        .accessibilityIdentifier("vertical")
                    Circle()
                        .frame(width: 50, height: 50)
                        .accessibilityIdentifier("circle")
                }),
        "background-leading": AnyView(
            Color.blue
                .frame(width: 200, height: 10)
                .accessibilityIdentifier("horizontal")
                .background(alignment: .leading) {
                    Color.green
                        .frame(width: 10, height: 100)
                        .accessibilityIdentifier("vertical")
                    Circle()
                        .frame(width: 50, height: 50)
                        .accessibilityIdentifier("circle")
                }),
        "background-zstack-leading": AnyView(
            Color.blue
                .frame(width: 200, height: 10)
                .accessibilityIdentifier("horizontal")
                .background(alignment: .leading) {
                    ZStack(alignment: .leading) {
                        Color.green
                            .frame(width: 10, height: 100)
                            .accessibilityIdentifier("vertical")
                        Circle()
                            .frame(width: 50, height: 50)
                            .accessibilityIdentifier("circle")
                    }
                }),
        "modifier-frame-border": AnyView(
            Text("Title")
                .accessibilityIdentifier("text")
                .frame(width: 100)
                .border(Color.gray)
                .accessibilityIdentifier("border")),
        "modifier-border-frame": AnyView(
            Text("Title")
                .accessibilityIdentifier("text")
                .border(Color.gray)
                .accessibilityIdentifier("border")
                .frame(width: 100)
                .accessibilityIdentifier("frame")),
        "font-override": AnyView(
            VStack {
                Text("Title")
                    .font(.title)
                    .accessibilityIdentifier("title")
                Text("First body line.").accessibilityIdentifier("first")
                Text("Second body line.").accessibilityIdentifier("second")
            }
            .font(.body)),
        "bold-text": AnyView(
            Text("Hello, world!")
                .bold()
                .accessibilityIdentifier("text")
                .padding()
                .accessibilityIdentifier("padded")),
        "stack-default-alignment": AnyView(
            HStack {
                Image("microphone").accessibilityIdentifier("image")
                Text("Connecting")
                    .font(.caption)
                    .accessibilityIdentifier("connecting")
                Text("Bryan")
                    .font(.title)
                    .accessibilityIdentifier("bryan")
            }
            .padding()
            .border(Color.blue, width: 1)),
        "stack-first-baseline": AnyView(
            HStack(alignment: .firstTextBaseline) {
                Image("microphone").accessibilityIdentifier("image")
                Text("Connecting")
                    .font(.caption)
                    .accessibilityIdentifier("connecting")
                Text("Bryan")
                    .font(.title)
                    .accessibilityIdentifier("bryan")
            }
            .padding()
            .border(Color.blue, width: 1)),
        "stack-alignment-guide": AnyView(
            HStack(alignment: .firstTextBaseline) {
                Image("microphone")
                    .alignmentGuide(.firstTextBaseline) { context in
                        context[.bottom] - 0.12 * context.height
                    }
                    .accessibilityIdentifier("image")
                Text("Connecting")
                    .font(.caption)
                    .accessibilityIdentifier("connecting")
                Text("Bryan")
                    .font(.title)
                    .accessibilityIdentifier("bryan")
            }
            .padding()
            .border(Color.blue, width: 1)),
        "stack-symbol": AnyView(
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "mic.circle")
                    .font(.title)
                    .accessibilityIdentifier("image")
                Text("Connecting")
                    .font(.caption)
                    .accessibilityIdentifier("connecting")
                Text("Bryan")
                    .font(.title)
                    .accessibilityIdentifier("bryan")
            }
            .padding()
            .border(Color.blue, width: 1)),
    ]
}
