import XCTest
import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    static let recipe = UTType(exportedAs: "com.example.recipe")
}

/// Drag and drop, file import and export, sharing, focused values and iOS 18's zoom
/// transitions, written as Apple's sample code writes them: the files compile; what a preview
/// cannot do (other apps, files, a share sheet) says so once and leaves the screen as after a
/// cancel.
final class TransferIdiomTests: XCTestCase {
    struct Recipe: Codable, Identifiable, Transferable {
        var id = UUID()
        var name: String

        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .recipe)
            ProxyRepresentation(exporting: \.name)
        }
    }

    struct RecipeFile: Transferable {
        let url: URL
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .pdf) { file in
                SentTransferredFile(file.url)
            } importing: { received in
                RecipeFile(url: received.file)
            }
            .suggestedFileName("Recipe.pdf")
            DataRepresentation(exportedContentType: .plainText) { file in
                Data(file.url.lastPathComponent.utf8)
            }
        }
    }

    struct NoteKey: FocusedValueKey { typealias Value = Binding<String> }

    struct Board: View {
        @State private var recipes = [Recipe(name: "Soup"), Recipe(name: "Bread")]
        @State private var basket: [String] = []
        @State private var importing = false
        @State private var note = ""
        @State private var log = ""
        @Namespace private var namespace
        @FocusedBinding(\.note) private var focusedNote: String?
        @FocusState private var renaming: Bool

        var body: some View {
            NavigationStack {
                VStack {
                    ForEach(recipes) { recipe in
                        NavigationLink {
                            Text(recipe.name).navigationTransition(.zoom(sourceID: recipe.id, in: namespace))
                        } label: {
                            Text(recipe.name)
                                .draggable(recipe) { Text(recipe.name).padding() }
                                .matchedTransitionSource(id: recipe.id, in: namespace)
                        }
                    }
                    Text("Basket: \(basket.count)")
                        .dropDestination(for: String.self) { items, _ in
                            basket += items
                            return true
                        } isTargeted: { _ in }
                    Button("Import") { importing = true }.accessibilityIdentifier("import")
                    Text(log).accessibilityIdentifier("log")
                    TextField("Note", text: $note).focused($renaming).focusedSceneValue(\.note, $note)
                    RenameButton()
                    ShareLink(item: URL(string: "https://example.com/soup")!,
                              preview: SharePreview("Soup", image: Image(systemName: "fork.knife")))
                }
                .renameAction($renaming)
                .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .plainText, .recipe],
                              allowsMultipleSelection: true) { result in
                    switch result {
                    case .success(let urls): log = "\(urls.count) files"
                    case .failure(let error): log = error.localizedDescription
                    }
                } onCancellation: {
                    log = "cancelled"
                }
            }
        }
    }

    func testAFileImporterCancelsInAPreview() throws {
        Diagnostics.reset()
        let host = PreviewHost(Board(), size: CGSize(width: 393, height: 852))
        XCTAssertTrue(host.shownTexts().contains("Soup"))
        XCTAssertTrue(host.shownTexts().contains("Rename"))
        host.tap("import")
        XCTAssertEqual(host.text(of: "log"), "cancelled")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("fileImporter") })
        // Asked again: the flag was put back, so it is asked again and cancels again.
        host.tap("import")
        XCTAssertEqual(host.text(of: "log"), "cancelled")
    }

    func testUniformTypes() {
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertEqual(UTType(filenameExtension: "jpg"), .jpeg)
        XCTAssertEqual(UTType(filenameExtension: "PDF")?.identifier, "com.adobe.pdf")
        XCTAssertEqual(UTType("public.json"), .json)
        XCTAssertTrue(UTType.recipe.conforms(to: .data))
        XCTAssertEqual(UTType.commaSeparatedText.preferredFilenameExtension, "csv")
        XCTAssertEqual(URL(fileURLWithPath: "/tmp/notes").appendingPathExtension(for: .plainText).lastPathComponent, "notes.txt")
    }
}

extension FocusedValues {
    var note: Binding<String>? {
        get { self[TransferIdiomTests.NoteKey.self] }
        set { self[TransferIdiomTests.NoteKey.self] = newValue }
    }
}
