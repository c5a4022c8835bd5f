import XCTest
@testable import Easel

/// Split views driven by a list's selection, in the idiom of Apple's "Bringing robust
/// navigation structure to your SwiftUI app": on an iPhone the columns collapse into a stack,
/// and choosing a row selects it and shows the next column.
final class SplitViewIdiomTests: XCTestCase {
    struct Recipe: Identifiable, Hashable {
        let id: Int
        let name: String
        let category: String
    }

    static let recipes = [
        Recipe(id: 1, name: "Pancakes", category: "Breakfast"), Recipe(id: 2, name: "Waffles", category: "Breakfast"),
        Recipe(id: 3, name: "Soup", category: "Dinner"),
    ]

    struct TwoColumns: View {
        @State private var selected: Recipe?
        var body: some View {
            NavigationSplitView {
                List(SplitViewIdiomTests.recipes, selection: $selected) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                .navigationTitle("Recipes")
            } detail: {
                if let selected {
                    Text("Detail of \(selected.name)").accessibilityIdentifier("detail")
                } else {
                    Text("Pick a recipe")
                }
            }
        }
    }

    func testChoosingARowShowsItsDetail() throws {
        let host = phoneHost(TwoColumns())
        XCTAssertFalse(host.shownTexts().contains("Pick a recipe"), "the sidebar shows first")
        let row = try XCTUnwrap(host.frameOfText("Waffles"))
        host.tap(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertEqual(host.text(of: "detail"), "Detail of Waffles")
        host.tap("navigation-back")
        let other = try XCTUnwrap(host.frameOfText("Pancakes"))
        host.tap(at: CGPoint(x: other.midX, y: other.midY))
        XCTAssertEqual(host.text(of: "detail"), "Detail of Pancakes")
    }

    struct ThreeColumns: View {
        @State private var category: String?
        @State private var recipe: Recipe?
        var body: some View {
            NavigationSplitView {
                List(["Breakfast", "Dinner"], id: \.self, selection: $category) { name in
                    NavigationLink(name, value: name)
                }
                .navigationTitle("Categories")
            } content: {
                List(SplitViewIdiomTests.recipes.filter { $0.category == category }, selection: $recipe) { recipe in
                    NavigationLink(recipe.name, value: recipe)
                }
                .navigationTitle(category ?? "Recipes")
            } detail: {
                Text(recipe.map { "Cook \($0.name)" } ?? "Nothing chosen").accessibilityIdentifier("detail")
            }
        }
    }

    func testThreeColumnsShowTheContentThenTheDetail() throws {
        let host = phoneHost(ThreeColumns())
        let dinner = try XCTUnwrap(host.frameOfText("Dinner"))
        host.tap(at: CGPoint(x: dinner.midX, y: dinner.midY))
        XCTAssertTrue(host.shownTexts().contains("Soup"))
        XCTAssertFalse(host.shownTexts().contains("Pancakes"), "the content column of the chosen category")
        let soup = try XCTUnwrap(host.frameOfText("Soup"))
        host.tap(at: CGPoint(x: soup.midX, y: soup.midY))
        XCTAssertEqual(host.text(of: "detail"), "Cook Soup")
    }
}
