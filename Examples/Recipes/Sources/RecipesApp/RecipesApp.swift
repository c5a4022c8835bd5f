import SwiftUI
import RecipeUI

@main
struct RecipesApp: App {
    @State private var search = RecipeSearch()

    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .environment(search)
    }
}

struct ContentView: View {
    @StateObject private var book = RecipeBook()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Recipes")
                .font(.largeTitle.bold())
                .padding(.horizontal)
            ForEach(book.recipes) { recipe in
                RecipeRow(recipe: recipe)
            }
            Spacer()
        }
    }
}

#Preview("Home") {
    ContentView()
}
