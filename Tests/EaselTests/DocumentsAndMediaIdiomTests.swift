import XCTest
import SwiftUI
import UIKit
import AVFoundation
import UserNotifications
import UniformTypeIdentifiers
@testable import Easel
@testable import EaselViewer

// What unseen apps wrote and Easel lacked: Xcode's document-app template (`FileDocument`,
// `FileWrapper`, `DocumentGroup`), a music player's file picker, audio delegate and asset
// metadata, a notification with an image, and a password list whose last row cannot be deleted.

extension UTType {
    static var exampleText: UTType { UTType(importedAs: "com.example.plain-text") }
}

/// Xcode's "Document App" template, as generated.
struct TemplateDocument: FileDocument {
    var text: String

    init(text: String = "Hello, world!") {
        self.text = text
    }

    static var readableContentTypes: [UTType] { [.exampleText] }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
              let string = String(data: data, encoding: .utf8)
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = string
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let data = text.data(using: .utf8)!
        return .init(regularFileWithContents: data)
    }
}

struct TemplateDocumentView: View {
    @Binding var document: TemplateDocument
    var body: some View {
        VStack {
            Text(document.text).accessibilityIdentifier("text")
            Button("Shout") { document.text = document.text.uppercased() }.accessibilityIdentifier("shout")
        }
    }
}

struct TemplateDocumentApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TemplateDocument()) { file in
            TemplateDocumentView(document: file.$document)
        }
    }
}

final class Sketch: ReferenceFileDocument {
    @Published var strokes: [String] = []
    static var readableContentTypes: [UTType] { [.json] }
    init() {}
    required init(configuration: ReadConfiguration) throws {
        strokes = try JSONDecoder().decode([String].self, from: configuration.file.regularFileContents ?? Data())
    }
    func snapshot(contentType: UTType) throws -> [String] { strokes }
    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

struct SketchApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Sketch() }) { file in
            Text("\(file.document.strokes.count) strokes").accessibilityIdentifier("strokes")
        }
    }
}

/// A music player's import sheet, as UIKit-era code writes it.
struct ImportFileManager: UIViewControllerRepresentable {
    var singleSelection = true
    var onPick: ([URL]) -> Void = { _ in }

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.audio])
        picker.allowsMultipleSelection = !singleSelection
        picker.shouldShowFileExtensions = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }

    class Coordinator: NSObject, UIDocumentPickerDelegate {
        let onPick: ([URL]) -> Void
        init(onPick: @escaping ([URL]) -> Void) { self.onPick = onPick }
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { onPick(urls) }
    }
}

final class PlayerModel: NSObject, AVAudioPlayerDelegate {
    var audioPlayer: AVAudioPlayer?
    var finished = 0

    func play(_ data: Data) throws {
        audioPlayer = try AVAudioPlayer(data: data)
        audioPlayer?.delegate = self
        audioPlayer?.play()
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { finished += 1 }

    func details(of url: URL) async throws -> (title: String, seconds: Double, artist: String?) {
        let asset = AVAsset(url: url)
        let duration = try await asset.load(.duration)
        let metadata = try await asset.load(.metadata)
        var title = url.lastPathComponent
        var artist: String?
        for item in metadata {
            switch item.commonKey?.rawValue {
            case AVMetadataKey.commonKeyTitle.rawValue:
                title = (try? await item.load(.value) as? String) ?? title
            case AVMetadataKey.commonKeyArtist.rawValue:
                artist = try? await item.load(.value) as? String
            default:
                break
            }
        }
        return (title, CMTimeGetSeconds(duration), artist)
    }
}

struct PasswordList: View {
    @State private var sites = ["apple.com", "github.com"]
    @State private var editMode = EditMode.active
    var body: some View {
        List {
            ForEach(sites, id: \.self) { site in
                Text(site).deleteDisabled(site == "apple.com")
            }
            .onDelete { sites.remove(atOffsets: $0) }
        }
        .environment(\.editMode, $editMode)
    }
}

final class DocumentsAndMediaIdiomTests: XCTestCase {
    func testTheDocumentTemplateOpensOnANewDocumentItsEditorCanChange() throws {
        let root = try XCTUnwrap((TemplateDocumentApp().body as? RootScene)?.rootView)
        let host = phoneHost(root)
        XCTAssertEqual(host.text(of: "text"), "Hello, world!")
        host.tap("shout")
        XCTAssertEqual(host.text(of: "text"), "HELLO, WORLD!", "the editor's binding is the document's state")

        let sketch = try XCTUnwrap((SketchApp().body as? RootScene)?.rootView)
        XCTAssertEqual(phoneHost(sketch).text(of: "strokes"), "0 strokes")
    }

    func testDocumentsReadAndWriteThroughFileWrappers() throws {
        let document = TemplateDocument(text: "Notes")
        let wrapper = try document.fileWrapper(configuration: .init(contentType: .exampleText, existingFile: nil))
        XCTAssertTrue(wrapper.isRegularFile)
        let read = try TemplateDocument(configuration: .init(contentType: .exampleText, file: wrapper))
        XCTAssertEqual(read.text, "Notes")
        XCTAssertThrowsError(try TemplateDocument(configuration: .init(contentType: .exampleText,
                                                                      file: FileWrapper(regularFileWithContents: Data([0xFF, 0xFE, 0xFD])))))

        let folder = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))])
        XCTAssertEqual(folder.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt"), "a 2.txt")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-wrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try folder.write(to: url, options: .atomic, originalContentsURL: nil)
        let reread = try FileWrapper(url: url)
        XCTAssertEqual(Set(reread.fileWrappers?.keys ?? [:].keys), ["a.txt", "a 2.txt"])
        XCTAssertEqual(reread.fileWrappers?["a 2.txt"]?.regularFileContents, Data("B".utf8))
        XCTAssertTrue(folder.matchesContents(of: url))
        XCTAssertThrowsError(try FileWrapper(url: url.appendingPathComponent("missing")))
    }

    @MainActor
    func testAFilePickerAndAPlayerCompileAndLoadNothing() async throws {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.audio, .mp3])
        XCTAssertEqual(picker.contentTypes, [.audio, .mp3])
        XCTAssertFalse(picker.allowsMultipleSelection)
        _ = ImportFileManager()

        let model = PlayerModel()
        try model.play(Data())
        XCTAssertTrue(model.audioPlayer?.delegate === model)
        XCTAssertEqual(model.finished, 0, "a preview plays nothing, so nothing finishes")
        let details = try await model.details(of: URL(fileURLWithPath: "/music/Song.mp3"))
        XCTAssertEqual(details.title, "Song.mp3", "a preview reads no metadata")
        XCTAssertEqual(details.seconds, 0)
        XCTAssertNil(details.artist)
    }

    func testANotificationAttachmentNeedsItsFile() throws {
        let content = UNMutableNotificationContent()
        content.title = "Feeding time"
        XCTAssertThrowsError(try UNNotificationAttachment(identifier: "photo", url: URL(fileURLWithPath: "/no/such/photo.png"), options: .none))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-attachment-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let attachment = try UNNotificationAttachment(identifier: "photo", url: file, options: .none)
        content.attachments = [attachment]
        XCTAssertEqual(content.attachments.first?.type, "public.png")
    }

    func testADeleteDisabledRowHasNoDeleteControl() throws {
        let host = phoneHost(PasswordList())
        XCTAssertNil(host.frame(of: "row-delete-0"), "apple.com cannot be deleted")
        XCTAssertNotNil(host.frame(of: "row-delete-1"))
    }
}
