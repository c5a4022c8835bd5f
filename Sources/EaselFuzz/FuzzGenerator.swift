import Foundation

/// Makes random cases from a seed.
///
/// Trees mix every kind in `FuzzCatalog`: mostly small trees a few levels deep, sometimes a
/// deep chain (hundreds of levels) or a wide container (hundreds of children), as real
/// screens and hostile input both produce.
public struct FuzzGenerator: Sendable {
    /// How large the hosts are. `.quick` keeps renders small, for the sample `make test` runs;
    /// `.full` also renders phone screens at 3× and asks for huge ones.
    public enum Profile: String, Sendable, CaseIterable {
        case quick, full
    }

    public var profile: Profile
    public var maximumNodes: Int

    public init(profile: Profile = .full, maximumNodes: Int = 150) {
        self.profile = profile
        self.maximumNodes = maximumNodes
    }

    public func makeCase(seed: UInt64) -> FuzzCase {
        var random = FuzzRandom(seed: seed)
        var budget = maximumNodes
        let tree: FuzzNode
        if random.chance(0.04) {
            tree = deepChain(&random, depth: random.int(40...400))
        } else {
            tree = node(&random, depth: 0, budget: &budget)
        }
        let (width, height) = hostSize(&random)
        let insets = random.chance(0.8) ? [59, 0, 34, 0] : (0..<4).map { _ in random.length() }
        let keyboard = random.chance(0.7) ? 0 : (random.chance(0.7) ? 335 : random.hostileNumber())
        let scale = renderScale(&random)
        var actions: [FuzzAction] = []
        for _ in 0..<random.int(0...8) { actions.append(action(&random)) }
        return FuzzCase(seed: seed, tree: tree, width: width, height: height, insets: insets, keyboardHeight: keyboard,
                        scale: scale, isDark: random.chance(0.3), actions: actions)
    }

    private func node(_ random: inout FuzzRandom, depth: Int, budget: inout Int) -> FuzzNode {
        budget -= 1
        let leafChance = depth == 0 ? 0.1 : Swift.min(0.25 + Double(depth) * 0.12, 1)
        if budget <= 0 || random.chance(leafChance) {
            let kind = random.pick(FuzzCatalog.leaves)
            return FuzzNode(kind.name, kind.generate(&random))
        }
        if random.chance(0.45) {
            let kind = random.pick(FuzzCatalog.containers)
            let count = random.chance(0.04) ? random.int(40...200) : random.int(0...4)
            var children: [FuzzNode] = []
            for _ in 0..<count where budget > 0 {
                children.append(self.node(&random, depth: depth + 1, budget: &budget))
            }
            return FuzzNode(kind.name, kind.generate(&random), children: children)
        }
        let kind = random.pick(FuzzCatalog.modifiers)
        var children = [self.node(&random, depth: depth + 1, budget: &budget)]
        if case .modifier(let secondary) = kind.role {
            for _ in 0..<secondary { children.append(self.node(&random, depth: depth + 2, budget: &budget)) }
        }
        return FuzzNode(kind.name, kind.generate(&random), children: children)
    }

    /// A chain of single-child containers and modifiers around a leaf: deep nesting, as long
    /// real screens and generated code produce, and sibling leaves at some levels.
    private func deepChain(_ random: inout FuzzRandom, depth: Int) -> FuzzNode {
        let leaf = random.pick(FuzzCatalog.leaves)
        var tree = FuzzNode(leaf.name, leaf.generate(&random))
        let containers = FuzzCatalog.containers.filter { ["HStack", "VStack", "ZStack", "Group", "AnyLayout"].contains($0.name) }
        let modifiers = FuzzCatalog.modifiers.filter { [".padding", ".frame", ".offset", ".alignmentGuide(vertical)",
                                                        ".alignmentGuide(horizontal)", ".fixedSize", ".opacity",
                                                        ".background", ".overlay", ".layoutPriority"].contains($0.name) }
        for _ in 0..<depth {
            if random.chance(0.5) {
                let kind = random.pick(containers)
                var children = [tree]
                if random.chance(0.5) {
                    let sibling = random.pick(FuzzCatalog.leaves)
                    children.insert(FuzzNode(sibling.name, sibling.generate(&random)), at: random.int(0...1))
                }
                tree = FuzzNode(kind.name, kind.generate(&random), children: children)
            } else {
                let kind = random.pick(modifiers)
                var children = [tree]
                if case .modifier(let secondary) = kind.role, secondary > 0 { children.append(FuzzNode("Color", [.option(0)])) }
                tree = FuzzNode(kind.name, kind.generate(&random), children: children)
            }
        }
        return tree
    }

    private func hostSize(_ random: inout FuzzRandom) -> (Double, Double) {
        switch profile {
        case .quick:
            if random.chance(0.9) { return random.pick([(200, 120), (320, 240), (120, 300), (0, 0), (1, 1), (393, 200)]) }
        case .full:
            if random.chance(0.85) {
                return random.pick([(393, 852), (320, 568), (852, 393), (1024, 1366), (0, 0), (1, 1), (200, 120), (2000, 40)])
            }
        }
        // Huge hosts render the largest buffer Easel makes (64 megapixels), which a debug
        // build takes a minute to fill: the quick profile keeps to the hostile values that
        // make hosts empty or degenerate.
        func side() -> Double {
            guard random.chance(0.5) else { return 100 }
            return profile == .quick ? random.pick([.nan, -.infinity, -5, 0.001, .leastNonzeroMagnitude, 1e-300, 1])
                : random.hostileNumber()
        }
        return (side(), side())
    }

    private func renderScale(_ random: inout FuzzRandom) -> Double {
        if random.chance(0.9) { return profile == .quick ? random.pick([1, 2, 0.5]) : random.pick([1, 2, 3]) }
        return random.pick([0, -1, .nan, .infinity, 0.001, 1e-300, 9, 400, 1e300])
    }

    private func action(_ random: inout FuzzRandom) -> FuzzAction {
        switch random.int(0...9) {
        case 0...3:
            if random.chance(0.9) { return .tap(x: Double(random.int(0...400)), y: Double(random.int(0...860))) }
            return .tap(x: random.hostileNumber(), y: random.hostileNumber())
        case 4: return .type(random.string())
        case 5: return .press(random.int(0...FuzzAction.keys.count - 1))
        case 6:
            let (width, height) = hostSize(&random)
            return .resize(width: width, height: height)
        case 7: return .keyboard(height: random.chance(0.6) ? random.pick([0, 335, 291]) : random.hostileNumber())
        case 8: return .toggleColorScheme
        default: return .render(scale: renderScale(&random))
        }
    }
}
