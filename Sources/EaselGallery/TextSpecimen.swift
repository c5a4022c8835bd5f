import Easel
import Foundation

/// Easel's text specimen: every text style, the weights and designs, the text modifiers apps
/// use, Markdown and attributed text, inline symbols, and the Dynamic Type extremes.
enum TextSpecimen {
    static let styles: [(String, Font)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
    ]

    struct Example: View {
        var terms: AttributedString {
            var string = AttributedString("Read the terms before you start.")
            if let range = string.range(of: "terms") {
                string[range].link = URL(string: "https://example.com/terms")
                string[range].underlineStyle = .single
            }
            return string
        }

        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(TextSpecimen.styles, id: \.0) { name, font in
                        Text(name).font(font)
                    }
                    Divider()
                    HStack(spacing: 12) {
                        Text("Light").fontWeight(.light)
                        Text("Regular")
                        Text("Semibold").fontWeight(.semibold)
                        Text("Bold").bold()
                        Text("Heavy").fontWeight(.heavy)
                    }
                    HStack(spacing: 12) {
                        Text("Default")
                        Text("Serif").fontDesign(.serif)
                        Text("Mono").monospaced()
                        Text("Italic").italic()
                        Text("0123").monospacedDigit()
                    }
                    Text("Rounded: 72° and sunny").font(.system(.title3, design: .rounded, weight: .semibold))
                    HStack(spacing: 12) {
                        Text("Compressed").fontWidth(.compressed)
                        Text("Condensed").fontWidth(.condensed)
                        Text("Standard")
                        Text("Expanded").fontWidth(.expanded)
                    }
                    Text("**Bold**, *italic*, ~~struck~~, `code` and a [link](https://example.com).")
                    Text(Image(systemName: "star.fill")) + Text(" 4.8 · ") + Text(Image(systemName: "heart.fill")) + Text(" 1,204")
                    Text(terms).font(.footnote)
                    Text("TRACKED").font(.caption).tracking(2).foregroundStyle(.secondary)
                    Text("Underlined").underline() + Text(" and ") + Text("struck").strikethrough()
                    Text("This paragraph wraps over several lines, each advancing by the body style's line height, as text does on an iPhone.")
                    Text("Loading placeholder text").redacted(reason: .placeholder)
                    Divider()
                    Text("xSmall body").dynamicTypeSize(.xSmall)
                    Text("AX3 body").dynamicTypeSize(.accessibility3)
                }
                .padding()
            }
        }
    }
}

/// A settings form laid out right to left, in Hebrew, with an Arabic footer: rows start at the
/// right edge, chevrons point left, and each script is set in its own direction.
enum RightToLeftForm {
    struct Example: View {
        @State private var notifications = true
        var body: some View {
            NavigationStack {
                Form {
                    Section("פרופיל") {
                        LabeledContent("שם", value: "עדה לאבלייס")
                        Toggle("התראות", isOn: $notifications)
                        NavigationLink("פרטיות") { Text("פרטיות") }
                    }
                    Section {
                        Label("מועדפים", systemImage: "star")
                        Label("הורדות", systemImage: "arrow.down.circle")
                    } footer: {
                        Text("مرحبا بالعالم — version 2.1")
                    }
                }
                .navigationTitle("הגדרות")
            }
            .environment(\.layoutDirection, .rightToLeft)
        }
    }
}

/// A screen written with string keys, as a localized app writes it; the golden test looks its
/// strings up in German and Russian tables (`Tests/Fixtures/Strings`).
enum LocalizedScreen {
    struct Example: View {
        var count = 3
        var body: some View {
            NavigationStack {
                List {
                    Section("Account") {
                        Text("Signed in as **Ada**")
                        Text("\(count) devices")
                    }
                    Section {
                        Button("Sign Out", role: .destructive) {}
                    } footer: {
                        Text("Changes are saved automatically.")
                    }
                }
                .navigationTitle("Settings")
            }
        }
    }
}

/// Common SF Symbols and their variants, as the stand-in draws them.
enum SymbolsSheet {
    static let names = [
        "house", "house.fill", "magnifyingglass", "gearshape", "gearshape.fill", "person", "person.fill",
        "person.crop.circle", "bell", "bell.fill", "bell.slash", "heart", "heart.fill", "heart.circle.fill",
        "star", "star.fill", "trash", "square.and.arrow.up", "plus", "plus.circle.fill", "minus.circle",
        "xmark", "xmark.circle.fill", "checkmark", "checkmark.circle.fill", "info.circle", "exclamationmark.triangle",
        "chevron.right", "chevron.left", "arrow.clockwise", "doc.on.doc", "folder", "paperplane", "envelope",
        "phone", "camera", "photo", "calendar", "clock", "map", "location", "cart", "creditcard", "lock",
        "lock.open", "wifi", "battery.100", "sun.max", "moon", "cloud", "bolt.fill", "play.fill", "pause.fill",
        "music.note", "mic", "mic.slash", "video", "pencil", "square.and.pencil", "link", "globe", "flag",
        "bookmark", "tag", "gift", "leaf", "flame", "drop", "cup.and.saucer", "car", "airplane", "bicycle",
    ]

    struct Example: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 72))], spacing: 14) {
                    ForEach(SymbolsSheet.names, id: \.self) { name in
                        VStack(spacing: 4) {
                            Image(systemName: name).font(.title2).frame(height: 32)
                            Text(name).font(.caption2).foregroundStyle(.secondary).lineLimit(1).minimumScaleFactor(0.6)
                        }
                    }
                }
                .padding()
            }
        }
    }
}
