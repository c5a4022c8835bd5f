import XCTest
@testable import Easel

/// Hierarchical lists in the idiom of Apple's "OutlineGroup" documentation: a file tree whose
/// folders open as disclosure groups.
final class OutlineGroupTests: XCTestCase {
    struct FileItem: Identifiable {
        let id = UUID()
        let name: String
        var children: [FileItem]?
    }

    struct Files: View {
        let items = [
            FileItem(name: "Documents", children: [
                FileItem(name: "Resume.pdf"),
                FileItem(name: "Letters", children: [FileItem(name: "Letter to Ann.txt")]),
            ]),
            FileItem(name: "Photos", children: []),
            FileItem(name: "Notes.txt"),
        ]

        var body: some View {
            NavigationStack {
                List(items, children: \.children) { item in
                    Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                }
                .navigationTitle("Files")
                .toolbarTitleMenu { Button("Rename") {} }
                .toolbar { ToolbarTitleMenu { Button("Duplicate") {} } }
            }
        }
    }

    func testFoldersOpenToShowTheirChildren() throws {
        let host = phoneHost(Files())
        var texts = host.shownTexts()
        XCTAssertTrue(["Documents", "Photos", "Notes.txt"].allSatisfy(texts.contains))
        XCTAssertFalse(texts.contains("Resume.pdf"), "folders start closed")
        let documents = try XCTUnwrap(host.frameOfText("Documents"))
        host.tap(at: CGPoint(x: documents.midX, y: documents.midY))
        texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Resume.pdf"))
        XCTAssertTrue(texts.contains("Letters"))
        XCTAssertFalse(texts.contains("Letter to Ann.txt"), "a folder inside stays closed")
        XCTAssertEqual(host.shownTexts().filter { $0 == "Files" }.count, 1, "the title, without its menu")
    }

    func testAnOutlineGroupOutsideAList() throws {
        let tree = [FileItem(name: "Root", children: [FileItem(name: "Leaf")])]
        let host = PreviewHost(VStack { OutlineGroup(tree, children: \.children) { Text($0.name) } }, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(host.shownTexts().filter { $0 == "Root" || $0 == "Leaf" }, ["Root"])
    }
}
