import SwiftUI
import RecipeUI

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var recipes = Recipe.samples

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Recipes")
                .font(.largeTitle.bold())
                .padding(.horizontal)
            ForEach(recipes) { recipe in
                RecipeRow(recipe: recipe)
            }
            Spacer()
        }
    }
}

#Preview("Home") {
    ContentView()
}
