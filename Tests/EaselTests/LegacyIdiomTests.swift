import XCTest
import SwiftUI
import SwiftData
import AVFoundation
@testable import Easel

// Spellings that older tutorials and Apple's own samples still use: `presentationMode` to close
// a sheet, `accentColor`, `scenePadding`, a custom `ProgressViewStyle` wrapping
// `ProgressView(configuration)` (Scrumdinger), `NSInteger`, an empty `UIImage()`, system
// sounds, and a SwiftData search with `localizedStandardContains`.

private struct EditSheet: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
            .accessibilityIdentifier("done")
            .accentColor(.orange)
            .scenePadding()
    }
}

private struct Launcher: View {
    @State private var showing = false
    var body: some View {
        Button("Edit") { showing = true }
            .accessibilityIdentifier("edit")
            .sheet(isPresented: $showing) { EditSheet() }
    }
}

private struct ScrumProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10.0)
                .fill(Color.yellow)
                .frame(height: 20.0)
            ProgressView(configuration)
                .tint(.indigo)
                .frame(height: 12.0)
                .padding(.horizontal)
                .accessibilityIdentifier("inner")
        }
    }
}

@Model
private final class LegacyBook {
    var title: String
    init(title: String) { self.title = title }
}

private struct BookSearchResults: View {
    @Query private var books: [LegacyBook]

    init(searchString: String) {
        _books = Query(filter: #Predicate<LegacyBook> { book in
            searchString.isEmpty || book.title.localizedStandardContains(searchString)
        }, sort: \LegacyBook.title)
    }

    var body: some View {
        Text(books.map(\.title).joined(separator: ", ")).accessibilityIdentifier("results")
    }
}

final class LegacyIdiomTests: XCTestCase {
    func testPresentationModeDismissesTheSheet() throws {
        let host = PreviewHost(Launcher(), size: CGSize(width: 390, height: 844))
        host.tap("edit")
        XCTAssertNotNil(host.frame(of: "done"))
        host.tap("done")
        XCTAssertNil(host.frame(of: "done"), "presentationMode.wrappedValue.dismiss() closes the sheet")
        let padded = PreviewHost(EditSheet(), size: CGSize(width: 390, height: 844))
        XCTAssertNotNil(padded.frame(of: "done"))
    }

    func testACustomStyleWrapsTheSystemProgressView() throws {
        let host = PreviewHost(ProgressView(value: 0.5).progressViewStyle(ScrumProgressViewStyle()).padding(),
                               size: CGSize(width: 300, height: 100))
        let inner = try XCTUnwrap(host.frame(of: "inner"), "drawn once, in the system style")
        XCTAssertEqual(inner.height, 12)
        let pixels = host.render(scale: 1)
        let filled = pixels.pixel(x: Int(inner.minX + 20), y: Int(inner.midY))
        XCTAssertGreaterThan(filled.blue, filled.green, "the indigo half of the bar")
    }

    func testSearchingWithLocalizedStandardContains() throws {
        let container = try ModelContainer(for: LegacyBook.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for title in ["Dune", "Emma", "Persuasion", "Émile"] { container.mainContext.insert(LegacyBook(title: title)) }
        let host = PreviewHost(BookSearchResults(searchString: "e").modelContainer(container), size: CGSize(width: 390, height: 200))
        XCTAssertEqual(host.text(of: "results"), "Dune, Emma, Persuasion, Émile", "case and accents ignored")
        let pers = PreviewHost(BookSearchResults(searchString: "PERS").modelContainer(container), size: CGSize(width: 390, height: 200))
        XCTAssertEqual(pers.text(of: "results"), "Persuasion")
    }

    func testSmallerSpellings() {
        let count: NSInteger = 3
        XCTAssertEqual(count + 1, 4)
        XCTAssertEqual(UIImage().size, .zero)
        // A model holding an image is Equatable by synthesis, as with UIKit's NSObject images.
        struct Attachment: Equatable { let name: String; let preview: UIImage? }
        let image = UIImage()
        XCTAssertEqual(Attachment(name: "a", preview: image), Attachment(name: "a", preview: image))
        XCTAssertNotEqual(Attachment(name: "a", preview: image), Attachment(name: "a", preview: UIImage()))
        AudioServicesPlaySystemSound(1005)
        UserDefaults(suiteName: "easel-legacy-\(UUID().uuidString)")?.setValue(true, forKey: "flag")
        let slice = PieSlice(startAngle: .degrees(0), endAngle: .degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(slice.boundingRect.maxX, 100, accuracy: 0.5)
        XCTAssertEqual(slice.boundingRect.maxY, 100, accuracy: 0.5, "clockwise on screen: the bottom-right quarter")
    }

    /// iOS 13's navigation view in a stack style, as apps of that time wrote the root of their scene.
    func testANavigationViewInTheStackStyleIsTheStack() throws {
        struct TodoRoot: View {
            var body: some View {
                NavigationView {
                    List {
                        Text("Buy milk")
                        Text("Walk the dog")
                    }
                    .navigationTitle("Todo List 📝")
                }
                .navigationViewStyle(StackNavigationViewStyle())
            }
        }
        struct Columns: View {
            var body: some View {
                NavigationView { Text("Sidebar") }.navigationViewStyle(.columns)
            }
        }
        let host = phoneHost(TodoRoot())
        XCTAssertTrue(host.shownTexts().contains("Todo List 📝"))
        XCTAssertTrue(host.shownTexts().contains("Walk the dog"))
        let plain = phoneHost(NavigationView { List { Text("Buy milk"); Text("Walk the dog") }.navigationTitle("Todo List 📝") })
        XCTAssertEqual(host.laidOutViews().map(\.frame), plain.laidOutViews().map(\.frame), "the style changes nothing on an iPhone")
        XCTAssertTrue(phoneHost(Columns()).shownTexts().contains("Sidebar"))
    }

    /// Spellings of older tutorials: `GroupBox(label:)`, Xcode's colour literals, a colour's
    /// printed name as Apple's DatePlanner sample lists it.
    func testGroupBoxLabelsColourLiteralsAndColourNames() throws {
        struct Charging: View {
            var body: some View {
                GroupBox(label: Text("Charging Station")) {
                    Text("Battery")
                }
                .foregroundColor(Color(#colorLiteral(red: 0.204610765, green: 0.2861392498, blue: 0.3685011268, alpha: 1)))
            }
        }
        XCTAssertEqual(phoneHost(Charging()).shownTexts(), ["Charging Station", "Battery"])
        let literal = Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(literal, Color(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(Color.red.description, "red")
        XCTAssertEqual([Color.purple, .teal].map { $0.description.capitalized }, ["Purple", "Teal"])
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0).description, "#FF0000FF")
        XCTAssertEqual(Color.blue.opacity(0.5).description, "50% blue")
        UINavigationBarAppearance().backgroundImageContentMode = .scaleAspectFill
    }
}
