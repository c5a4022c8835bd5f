import Foundation

/// The recipes a reader keeps, as view models are often written: against Foundation alone. On
/// Apple's platforms Foundation brings Combine's `ObservableObject` and `@Published` and
/// Observation's `@Observable` with it; `easel` builds the package the same way.
public final class RecipeBook: ObservableObject {
    @Published public private(set) var recipes = Recipe.samples

    public init() {}

    public func toggleFavorite(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index].isFavorite.toggle()
    }
}

/// What the reader searches for.
@Observable
public final class RecipeSearch {
    public var query = ""

    public init() {}

    public func matches(_ recipe: Recipe) -> Bool {
        query.isEmpty || recipe.name.localizedCaseInsensitiveContains(query)
    }
}
