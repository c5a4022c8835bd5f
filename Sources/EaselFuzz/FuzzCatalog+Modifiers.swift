import Foundation
import Easel

extension FuzzCatalog {
    /// A modifier with no secondary content, made and spelled from its arguments.
    private static func modifier(_ name: String, _ generate: @escaping (inout FuzzRandom) -> [FuzzValue],
                                 view: @escaping (FuzzArguments, AnyView) -> AnyView,
                                 source: @escaping (FuzzArguments) -> String) -> FuzzKind {
        FuzzKind(name: name, role: .modifier(secondary: 0), generate: generate,
                 view: { a, c in view(a, content(c)) },
                 source: { a, c in chain(content(c), source(a)) })
    }

    /// A modifier with one secondary view (a background, an overlay, an inset).
    private static func layered(_ name: String, _ generate: @escaping (inout FuzzRandom) -> [FuzzValue],
                                view: @escaping (FuzzArguments, AnyView, AnyView) -> AnyView,
                                source: @escaping (FuzzArguments, String) -> String) -> FuzzKind {
        FuzzKind(name: name, role: .modifier(secondary: 1), generate: generate,
                 view: { a, c in view(a, content(c), secondary(c)) },
                 source: { a, c in chain(content(c), source(a, indent(secondary(c)).dropFirst(4).description)) })
    }

    private static func number(_ r: inout FuzzRandom) -> FuzzValue { .number(r.length()) }
    private static func optional(_ r: inout FuzzRandom) -> FuzzValue { r.optionalLength().map(FuzzValue.number) ?? .none }

    static var modifierKinds: [FuzzKind] {
        typealias L = FuzzLists
        return [
            modifier(".frame", { r in [optional(&r), optional(&r), L.alignments.random(&r)] },
                     view: { a, v in AnyView(v.frame(width: a.optionalNumber(0), height: a.optionalNumber(1), alignment: a.option(2, L.alignments))) },
                     source: { a in ".frame(width: \(a.optionalSource(0)), height: \(a.optionalSource(1)), alignment: \(a.optionSource(2, L.alignments)))" }),
            modifier(".frame(min:ideal:max:)", { r in (0..<6).map { _ in optional(&r) } + [L.alignments.random(&r)] },
                     view: { a, v in
                         AnyView(v.frame(minWidth: a.optionalNumber(0), idealWidth: a.optionalNumber(1), maxWidth: a.optionalNumber(2),
                                         minHeight: a.optionalNumber(3), idealHeight: a.optionalNumber(4), maxHeight: a.optionalNumber(5),
                                         alignment: a.option(6, L.alignments)))
                     },
                     source: { a in
                         ".frame(minWidth: \(a.optionalSource(0)), idealWidth: \(a.optionalSource(1)), maxWidth: \(a.optionalSource(2)), "
                             + "minHeight: \(a.optionalSource(3)), idealHeight: \(a.optionalSource(4)), maxHeight: \(a.optionalSource(5)), "
                             + "alignment: \(a.optionSource(6, L.alignments)))"
                     }),
            modifier(".padding", { r in [L.edges.random(&r), optional(&r)] },
                     view: { a, v in AnyView(v.padding(a.option(0, L.edges), a.optionalNumber(1))) },
                     source: { a in ".padding(\(a.optionSource(0, L.edges)), \(a.optionalSource(1)))" }),
            modifier(".padding(EdgeInsets)", { r in (0..<4).map { _ in number(&r) } },
                     view: { a, v in AnyView(v.padding(EdgeInsets(top: a.number(0), leading: a.number(1), bottom: a.number(2), trailing: a.number(3)))) },
                     source: { a in ".padding(EdgeInsets(top: \(a.numberSource(0)), leading: \(a.numberSource(1)), bottom: \(a.numberSource(2)), trailing: \(a.numberSource(3))))" }),
            modifier(".offset", { r in [number(&r), number(&r)] },
                     view: { a, v in AnyView(v.offset(x: a.number(0), y: a.number(1))) },
                     source: { a in ".offset(x: \(a.numberSource(0)), y: \(a.numberSource(1)))" }),
            modifier(".position", { r in [number(&r), number(&r)] },
                     view: { a, v in AnyView(v.position(x: a.number(0), y: a.number(1))) },
                     source: { a in ".position(x: \(a.numberSource(0)), y: \(a.numberSource(1)))" }),
            modifier(".opacity", { r in [.number(r.factor())] },
                     view: { a, v in AnyView(v.opacity(Double(a.number(0)))) },
                     source: { a in ".opacity(\(a.numberSource(0)))" }),
            modifier(".transaction", { _ in [] },
                     view: { _, v in AnyView(v.transaction { $0.animation = nil }) },
                     source: { _ in ".transaction { $0.animation = nil }" }),
            modifier(".gesture(pinch)", { r in [.number(r.factor())] },
                     view: { a, v in AnyView(v.gesture(MagnifyGesture(minimumScaleDelta: a.number(0)).simultaneously(with: RotateGesture()))) },
                     source: { a in ".gesture(MagnifyGesture(minimumScaleDelta: \(a.numberSource(0))).simultaneously(with: RotateGesture()))" }),
            modifier(".alignmentGuide(horizontal)", { r in [L.horizontalAlignments.random(&r), number(&r), .flag(r.chance(0.5))] },
                     view: { a, v in
                         let value = a.number(1), relative = a.flag(2)
                         return AnyView(v.alignmentGuide(a.option(0, L.horizontalAlignments)) { d in relative ? d[.trailing] * value : value })
                     },
                     source: { a in
                         ".alignmentGuide(\(a.optionSource(0, L.horizontalAlignments))) { d in \(a.flag(2) ? "d[.trailing] * \(a.numberSource(1))" : a.numberSource(1)) }"
                     }),
            modifier(".alignmentGuide(vertical)", { r in [L.verticalAlignments.random(&r), number(&r), .flag(r.chance(0.5))] },
                     view: { a, v in
                         let value = a.number(1), relative = a.flag(2)
                         return AnyView(v.alignmentGuide(a.option(0, L.verticalAlignments)) { d in relative ? d[.firstTextBaseline] + value : value })
                     },
                     source: { a in
                         ".alignmentGuide(\(a.optionSource(0, L.verticalAlignments))) { d in \(a.flag(2) ? "d[.firstTextBaseline] + \(a.numberSource(1))" : a.numberSource(1)) }"
                     }),
            modifier(".fixedSize", { r in [.flag(r.chance(0.5)), .flag(r.chance(0.5))] },
                     view: { a, v in AnyView(v.fixedSize(horizontal: a.flag(0), vertical: a.flag(1))) },
                     source: { a in ".fixedSize(horizontal: \(a.flag(0)), vertical: \(a.flag(1)))" }),
            modifier(".layoutPriority", { r in [.number(r.factor())] },
                     view: { a, v in AnyView(v.layoutPriority(Double(a.number(0)))) },
                     source: { a in ".layoutPriority(\(a.numberSource(0)))" }),
            modifier(".aspectRatio", { r in [r.chance(0.3) ? .none : .number(r.factor()), L.contentModes.random(&r)] },
                     view: { a, v in AnyView(v.aspectRatio(a.optionalNumber(0), contentMode: a.option(1, L.contentModes))) },
                     source: { a in ".aspectRatio(\(a.optionalSource(0)), contentMode: \(a.optionSource(1, L.contentModes)))" }),
            modifier(".scaleEffect", { r in [.number(r.factor()), .number(r.factor())] },
                     view: { a, v in AnyView(v.scaleEffect(x: a.number(0), y: a.number(1))) },
                     source: { a in ".scaleEffect(x: \(a.numberSource(0)), y: \(a.numberSource(1)))" }),
            modifier(".rotationEffect", { r in [.number(r.chance(0.8) ? Double(r.int(-360...360)) : r.hostileNumber())] },
                     view: { a, v in AnyView(v.rotationEffect(.degrees(Double(a.number(0))))) },
                     source: { a in ".rotationEffect(.degrees(\(a.numberSource(0))))" }),
            modifier(".transformEffect", { r in (0..<6).map { _ in .number(r.chance(0.7) ? r.factor() : r.hostileNumber()) } },
                     view: { a, v in AnyView(v.transformEffect(CGAffineTransform(a.number(0), a.number(1), a.number(2), a.number(3), a.number(4), a.number(5)))) },
                     source: { a in ".transformEffect(CGAffineTransform(\((0..<6).map(a.numberSource).joined(separator: ", "))))" }),
            modifier(".clipped", { _ in [] }, view: { _, v in AnyView(v.clipped()) }, source: { _ in ".clipped()" }),
            modifier(".clipShape", { r in [L.shapes.random(&r)] },
                     view: { a, v in AnyView(v.clipShape(a.option(0, L.shapes))) },
                     source: { a in ".clipShape(\(a.optionSource(0, L.shapes)))" }),
            modifier(".cornerRadius", { r in [number(&r)] },
                     view: { a, v in AnyView(v.cornerRadius(a.number(0))) },
                     source: { a in ".cornerRadius(\(a.numberSource(0)))" }),
            modifier(".border", { r in [L.styles.random(&r), number(&r)] },
                     view: { a, v in AnyView(v.border(a.option(0, L.styles), width: a.number(1))) },
                     source: { a in ".border(\(a.optionSource(0, L.styles)), width: \(a.numberSource(1)))" }),
            modifier(".background(_:in:)", { r in [L.styles.random(&r), L.shapes.random(&r)] },
                     view: { a, v in AnyView(v.background(a.option(0, L.styles), in: a.option(1, L.shapes))) },
                     source: { a in ".background(\(a.optionSource(0, L.styles)), in: \(a.optionSource(1, L.shapes)))" }),
            modifier(".background(style)", { r in [L.styles.random(&r), L.edges.random(&r)] },
                     view: { a, v in AnyView(v.background(a.option(0, L.styles), ignoresSafeAreaEdges: a.option(1, L.edges))) },
                     source: { a in ".background(\(a.optionSource(0, L.styles)), ignoresSafeAreaEdges: \(a.optionSource(1, L.edges)))" }),
            modifier(".ignoresSafeArea", { r in [L.regions.random(&r), L.edges.random(&r)] },
                     view: { a, v in AnyView(v.ignoresSafeArea(a.option(0, L.regions), edges: a.option(1, L.edges))) },
                     source: { a in ".ignoresSafeArea(\(a.optionSource(0, L.regions)), edges: \(a.optionSource(1, L.edges)))" }),
            modifier(".safeAreaPadding", { r in [L.edges.random(&r), optional(&r)] },
                     view: { a, v in AnyView(v.safeAreaPadding(a.option(0, L.edges), a.optionalNumber(1))) },
                     source: { a in ".safeAreaPadding(\(a.optionSource(0, L.edges)), \(a.optionalSource(1)))" }),
            modifier(".font", { r in [L.fonts.random(&r)] },
                     view: { a, v in AnyView(v.font(a.option(0, L.fonts))) },
                     source: { a in ".font(\(a.optionSource(0, L.fonts)))" }),
            modifier(".foregroundStyle", { r in [L.styles.random(&r)] },
                     view: { a, v in AnyView(v.foregroundStyle(a.option(0, L.styles))) },
                     source: { a in ".foregroundStyle(\(a.optionSource(0, L.styles)))" }),
            modifier(".foregroundColor", { r in [L.colors.random(&r)] },
                     view: { a, v in AnyView(v.foregroundColor(a.option(0, L.colors))) },
                     source: { a in ".foregroundColor(\(a.optionSource(0, L.colors)))" }),
            modifier(".tint", { r in [L.colors.random(&r)] },
                     view: { a, v in AnyView(v.tint(a.option(0, L.colors))) },
                     source: { a in ".tint(\(a.optionSource(0, L.colors)))" }),
            modifier(".lineLimit", { r in [r.chance(0.3) ? .none : .integer(r.pick([0, 1, 2, 3, -1, Int.max, Int.min]))] },
                     view: { a, v in
                         if case .none = a.values.first ?? .none { return AnyView(v.lineLimit(nil)) }
                         return AnyView(v.lineLimit(a.integer(0)))
                     },
                     source: { a in
                         if case .none = a.values.first ?? .none { return ".lineLimit(nil)" }
                         return ".lineLimit(\(a.integer(0)))"
                     }),
            modifier(".lineSpacing", { r in [number(&r)] },
                     view: { a, v in AnyView(v.lineSpacing(a.number(0))) },
                     source: { a in ".lineSpacing(\(a.numberSource(0)))" }),
            modifier(".minimumScaleFactor", { r in [.number(r.factor())] },
                     view: { a, v in AnyView(v.minimumScaleFactor(a.number(0))) },
                     source: { a in ".minimumScaleFactor(\(a.numberSource(0)))" }),
            modifier(".multilineTextAlignment", { r in [L.textAlignments.random(&r)] },
                     view: { a, v in AnyView(v.multilineTextAlignment(a.option(0, L.textAlignments))) },
                     source: { a in ".multilineTextAlignment(\(a.optionSource(0, L.textAlignments)))" }),
            modifier(".truncationMode", { r in [L.truncationModes.random(&r)] },
                     view: { a, v in AnyView(v.truncationMode(a.option(0, L.truncationModes))) },
                     source: { a in ".truncationMode(\(a.optionSource(0, L.truncationModes)))" }),
            modifier(".zIndex", { r in [.number(r.factor())] },
                     view: { a, v in AnyView(v.zIndex(Double(a.number(0)))) },
                     source: { a in ".zIndex(\(a.numberSource(0)))" }),
            modifier(".id", { r in [.integer(r.int(0...3))] },
                     view: { a, v in AnyView(v.id(a.integer(0))) },
                     source: { a in ".id(\(a.integer(0)))" }),
            modifier(".allowsHitTesting", { r in [.flag(r.chance(0.5))] },
                     view: { a, v in AnyView(v.allowsHitTesting(a.flag(0))) },
                     source: { a in ".allowsHitTesting(\(a.flag(0)))" }),
            modifier(".contentShape", { r in [L.shapes.random(&r), .flag(r.chance(0.3))] },
                     view: { a, v in AnyView(v.contentShape(a.option(0, L.shapes), eoFill: a.flag(1))) },
                     source: { a in ".contentShape(\(a.optionSource(0, L.shapes)), eoFill: \(a.flag(1)))" }),
            modifier(".onTapGesture", { r in [.integer(r.pick([1, 2, 3, 0, -1]))] },
                     view: { a, v in AnyView(v.onTapGesture(count: a.integer(0)) { _ in }) },
                     source: { a in ".onTapGesture(count: \(a.integer(0))) { _ in }" }),
            modifier(".disabled", { r in [.flag(r.chance(0.5))] },
                     view: { a, v in AnyView(v.disabled(a.flag(0))) },
                     source: { a in ".disabled(\(a.flag(0)))" }),
            modifier(".buttonStyle", { r in [L.buttonStyles.random(&r)] },
                     view: { a, v in a.option(0, L.buttonStyles)(v) },
                     source: { a in ".buttonStyle(\(a.optionSource(0, L.buttonStyles)))" }),
            modifier(".preferredColorScheme", { r in [.flag(r.chance(0.5))] },
                     view: { a, v in AnyView(v.preferredColorScheme(a.flag(0) ? .dark : .light)) },
                     source: { a in ".preferredColorScheme(\(a.flag(0) ? ".dark" : ".light"))" }),
            modifier(".accessibilityIdentifier", { r in [.text(r.pick(["a", "b", ""]))] },
                     view: { a, v in AnyView(v.accessibilityIdentifier(a.text(0))) },
                     source: { a in ".accessibilityIdentifier(\(a.textSource(0)))" }),
            layered(".background", { r in [L.alignments.random(&r)] },
                    view: { a, v, s in AnyView(v.background(alignment: a.option(0, L.alignments)) { s }) },
                    source: { a, s in ".background(alignment: \(a.optionSource(0, L.alignments))) {\n    \(s)\n}" }),
            layered(".overlay", { r in [L.alignments.random(&r)] },
                    view: { a, v, s in AnyView(v.overlay(alignment: a.option(0, L.alignments)) { s }) },
                    source: { a, s in ".overlay(alignment: \(a.optionSource(0, L.alignments))) {\n    \(s)\n}" }),
            layered(".safeAreaInset(vertical)", { r in [L.verticalEdges.random(&r), optional(&r)] },
                    view: { a, v, s in AnyView(v.safeAreaInset(edge: a.option(0, L.verticalEdges), spacing: a.optionalNumber(1)) { s }) },
                    source: { a, s in ".safeAreaInset(edge: \(a.optionSource(0, L.verticalEdges)), spacing: \(a.optionalSource(1))) {\n    \(s)\n}" }),
            layered(".safeAreaInset(horizontal)", { r in [L.horizontalEdges.random(&r), optional(&r)] },
                    view: { a, v, s in AnyView(v.safeAreaInset(edge: a.option(0, L.horizontalEdges), spacing: a.optionalNumber(1)) { s }) },
                    source: { a, s in ".safeAreaInset(edge: \(a.optionSource(0, L.horizontalEdges)), spacing: \(a.optionalSource(1))) {\n    \(s)\n}" }),
        ]
    }
}
