import Foundation
import Easel

extension FuzzCatalog {
    static var leafKinds: [FuzzKind] {
        typealias L = FuzzLists
        return [
            FuzzKind(name: "Color", role: .leaf, generate: { r in [L.colors.random(&r)] },
                     view: { a, _ in AnyView(a.option(0, L.colors)) },
                     source: { a, _ in
                         let option = a.optionSource(0, L.colors)
                         return option.hasPrefix(".") ? "Color" + option : option
                     }),
            FuzzKind(name: "Text", role: .leaf, generate: { r in [.text(r.string())] },
                     view: { a, _ in AnyView(Text(a.text(0))) },
                     source: { a, _ in "Text(\(a.textSource(0)))" }),
            FuzzKind(name: "Text(verbatim:)", role: .leaf, generate: { r in [.text(r.string()), L.fonts.random(&r)] },
                     view: { a, _ in AnyView(Text(verbatim: a.text(0)).font(a.option(1, L.fonts))) },
                     source: { a, _ in "Text(verbatim: \(a.textSource(0))).font(\(a.optionSource(1, L.fonts)))" }),
            FuzzKind(name: "Text+Text", role: .leaf, generate: { r in [.text(r.string()), .text(r.string())] },
                     view: { a, _ in
                         AnyView(Text(a.text(0)).bold().italic().underline() + Text(a.text(1)).strikethrough().font(.caption))
                     },
                     source: { a, _ in
                         "Text(\(a.textSource(0))).bold().italic().underline() + Text(\(a.textSource(1))).strikethrough().font(.caption)"
                     }),
            FuzzKind(name: "Image(systemName:)", role: .leaf, generate: { r in [L.symbols.random(&r)] },
                     view: { a, _ in AnyView(Image(systemName: a.option(0, L.symbols))) },
                     source: { a, _ in "Image(systemName: \(a.optionSource(0, L.symbols)))" }),
            FuzzKind(name: "Image(_:)", role: .leaf, generate: { r in [.flag(r.chance(0.5))] },
                     view: { a, _ in
                         AnyView(a.flag(0) ? AnyView(Image("no-such-image").resizable()) : AnyView(Image("no-such-image")))
                     },
                     source: { a, _ in a.flag(0) ? "Image(\"no-such-image\").resizable()" : "Image(\"no-such-image\")" }),
            FuzzKind(name: "Spacer", role: .leaf, generate: { r in [r.optionalLength().map(FuzzValue.number) ?? .none] },
                     view: { a, _ in AnyView(Spacer(minLength: a.optionalNumber(0))) },
                     source: { a, _ in "Spacer(minLength: \(a.optionalSource(0)))" }),
            FuzzKind(name: "Divider", role: .leaf, generate: { _ in [] },
                     view: { _, _ in AnyView(Divider()) }, source: { _, _ in "Divider()" }),
            FuzzKind(name: "EmptyView", role: .leaf, generate: { _ in [] },
                     view: { _, _ in AnyView(EmptyView()) }, source: { _, _ in "EmptyView()" }),
            FuzzKind(name: "Shape.fill", role: .leaf, generate: { r in [L.shapes.random(&r), L.styles.random(&r), .flag(r.chance(0.3))] },
                     view: { a, _ in
                         AnyView(a.option(0, L.shapes).fill(a.option(1, L.styles), style: FillStyle(eoFill: a.flag(2))))
                     },
                     source: { a, _ in
                         "\(a.optionSource(0, L.shapes)).fill(\(a.optionSource(1, L.styles)), style: FillStyle(eoFill: \(a.flag(2))))"
                     }),
            FuzzKind(name: "Shape.stroke", role: .leaf,
                     generate: { r in [L.shapes.random(&r), .number(r.length()), L.dashes.random(&r), .number(r.length()),
                                       .option(r.int(0...2))] },
                     view: { a, _ in
                         let caps: [CGLineCap] = [.butt, .round, .square]
                         let style = StrokeStyle(lineWidth: a.number(1), lineCap: caps[Swift.min(Swift.max(a.integer(4), 0), 2)],
                                                 dash: a.option(2, L.dashes), dashPhase: a.number(3))
                         return AnyView(a.option(0, L.shapes).stroke(Color.blue, style: style))
                     },
                     source: { a, _ in
                         "\(a.optionSource(0, L.shapes)).stroke(Color.blue, style: StrokeStyle(lineWidth: \(a.numberSource(1)), "
                             + "lineCap: \([".butt", ".round", ".square"][Swift.min(Swift.max(a.integer(4), 0), 2)]), "
                             + "dash: \(a.optionSource(2, L.dashes)), dashPhase: \(a.numberSource(3))))"
                     }),
            FuzzKind(name: "Shape.strokeBorder", role: .leaf, generate: { r in [.number(r.length())] },
                     view: { a, _ in AnyView(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.green, lineWidth: a.number(0))) },
                     source: { a, _ in "RoundedRectangle(cornerRadius: 8).strokeBorder(Color.green, lineWidth: \(a.numberSource(0)))" }),
            FuzzKind(name: "Path", role: .leaf, generate: { r in (0..<6).map { _ in .number(r.chance(0.8) ? Double(r.int(-20...120)) : r.hostileNumber()) } },
                     view: { a, _ in
                         AnyView(Path { path in
                             path.move(to: CGPoint(x: a.number(0), y: a.number(1)))
                             path.addLine(to: CGPoint(x: a.number(2), y: a.number(3)))
                             path.addLine(to: CGPoint(x: a.number(4), y: a.number(5)))
                             path.closeSubpath()
                         }.fill(Color.purple))
                     },
                     source: { a, _ in
                         "Path { path in\n    path.move(to: CGPoint(x: \(a.numberSource(0)), y: \(a.numberSource(1))))\n"
                             + "    path.addLine(to: CGPoint(x: \(a.numberSource(2)), y: \(a.numberSource(3))))\n"
                             + "    path.addLine(to: CGPoint(x: \(a.numberSource(4)), y: \(a.numberSource(5))))\n"
                             + "    path.closeSubpath()\n}.fill(Color.purple)"
                     }),
            FuzzKind(name: "Path.stroke", role: .leaf,
                     generate: { r in
                         (0..<6).map { _ in FuzzValue.number(r.chance(0.8) ? Double(r.int(-20...120)) : r.hostileNumber()) }
                             + [.number(r.length()), .option(r.int(0...2)), .option(r.int(0...2)), .number(r.factor()),
                                L.dashes.random(&r), .number(r.length())]
                     },
                     view: { a, _ in
                         let caps: [CGLineCap] = [.butt, .round, .square], joins: [CGLineJoin] = [.miter, .round, .bevel]
                         func pick<T>(_ list: [T], _ index: Int) -> T { list[Swift.min(Swift.max(index, 0), list.count - 1)] }
                         let style = StrokeStyle(lineWidth: a.number(6), lineCap: pick(caps, a.integer(7)), lineJoin: pick(joins, a.integer(8)),
                                                 miterLimit: a.number(9), dash: a.option(10, L.dashes), dashPhase: a.number(11))
                         return AnyView(Path { path in
                             path.move(to: CGPoint(x: a.number(0), y: a.number(1)))
                             path.addLine(to: CGPoint(x: a.number(2), y: a.number(3)))
                             path.addQuadCurve(to: CGPoint(x: a.number(4), y: a.number(5)), control: CGPoint(x: a.number(0), y: a.number(5)))
                         }.stroke(Color.orange, style: style))
                     },
                     source: { a, _ in
                         let caps = [".butt", ".round", ".square"], joins = [".miter", ".round", ".bevel"]
                         func pick(_ list: [String], _ index: Int) -> String { list[Swift.min(Swift.max(index, 0), list.count - 1)] }
                         return "Path { path in\n    path.move(to: CGPoint(x: \(a.numberSource(0)), y: \(a.numberSource(1))))\n"
                             + "    path.addLine(to: CGPoint(x: \(a.numberSource(2)), y: \(a.numberSource(3))))\n"
                             + "    path.addQuadCurve(to: CGPoint(x: \(a.numberSource(4)), y: \(a.numberSource(5))), control: CGPoint(x: \(a.numberSource(0)), y: \(a.numberSource(5))))\n"
                             + "}.stroke(Color.orange, style: StrokeStyle(lineWidth: \(a.numberSource(6)), lineCap: \(pick(caps, a.integer(7))), "
                             + "lineJoin: \(pick(joins, a.integer(8))), miterLimit: \(a.numberSource(9)), dash: \(a.optionSource(10, L.dashes)), "
                             + "dashPhase: \(a.numberSource(11))))"
                     }),
            FuzzKind(name: "LinearGradient", role: .leaf, generate: { _ in [] },
                     view: { _, _ in AnyView(LinearGradient(colors: [.red, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)) },
                     source: { _, _ in "LinearGradient(colors: [.red, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)" }),
            FuzzKind(name: "Button(title)", role: .leaf, generate: { r in [.text(r.string())] },
                     view: { a, _ in AnyView(Button(a.text(0)) {}) },
                     source: { a, _ in "Button(\(a.textSource(0))) {}" }),
            FuzzKind(name: "FuzzTextField", role: .leaf, generate: { r in [.text(r.string()), .text(r.string()), .flag(r.chance(0.5))] },
                     view: { a, _ in AnyView(FuzzTextField(prompt: a.text(0), initial: a.text(1), rounded: a.flag(2))) },
                     source: { a, _ in "FuzzTextField(prompt: \(a.textSource(0)), initial: \(a.textSource(1)), rounded: \(a.flag(2)))" }),
        ]
    }

    static var containerKinds: [FuzzKind] {
        typealias L = FuzzLists
        return [
            FuzzKind(name: "HStack", role: .container,
                     generate: { r in [L.verticalAlignments.random(&r), r.optionalLength().map(FuzzValue.number) ?? .none] },
                     view: { a, c in AnyView(HStack(alignment: a.option(0, L.verticalAlignments), spacing: a.optionalNumber(1)) { ForEach(c.indices, id: \.self) { c[$0] } }) },
                     source: { a, c in block("HStack(alignment: \(a.optionSource(0, L.verticalAlignments)), spacing: \(a.optionalSource(1)))", c) }),
            FuzzKind(name: "VStack", role: .container,
                     generate: { r in [L.horizontalAlignments.random(&r), r.optionalLength().map(FuzzValue.number) ?? .none] },
                     view: { a, c in AnyView(VStack(alignment: a.option(0, L.horizontalAlignments), spacing: a.optionalNumber(1)) { ForEach(c.indices, id: \.self) { c[$0] } }) },
                     source: { a, c in block("VStack(alignment: \(a.optionSource(0, L.horizontalAlignments)), spacing: \(a.optionalSource(1)))", c) }),
            FuzzKind(name: "ZStack", role: .container, generate: { r in [L.alignments.random(&r)] },
                     view: { a, c in AnyView(ZStack(alignment: a.option(0, L.alignments)) { ForEach(c.indices, id: \.self) { c[$0] } }) },
                     source: { a, c in block("ZStack(alignment: \(a.optionSource(0, L.alignments)))", c) }),
            FuzzKind(name: "Group", role: .container, generate: { _ in [] },
                     view: { _, c in AnyView(Group { ForEach(c.indices, id: \.self) { c[$0] } }) },
                     source: { _, c in block("Group", c) }),
            FuzzKind(name: "ForEach", role: .container, generate: { r in [.integer(r.int(0...4))] },
                     view: { a, c in
                         let repeats = Swift.min(Swift.max(a.integer(0), 0), 40)
                         return AnyView(ForEach(0..<repeats, id: \.self) { _ in ForEach(c.indices, id: \.self) { c[$0] } })
                     },
                     source: { a, c in closure("ForEach(0..<\(Swift.min(Swift.max(a.integer(0), 0), 40)), id: \\.self)", "_", c) }),
            FuzzKind(name: "AnyLayout", role: .container, generate: { r in [.integer(r.int(0...2)), r.optionalLength().map(FuzzValue.number) ?? .none] },
                     view: { a, c in
                         let layout: AnyLayout
                         switch a.integer(0) {
                         case 0: layout = AnyLayout(HStackLayout(spacing: a.optionalNumber(1)))
                         case 1: layout = AnyLayout(VStackLayout(spacing: a.optionalNumber(1)))
                         default: layout = AnyLayout(ZStackLayout(alignment: .bottomTrailing))
                         }
                         return AnyView(layout { ForEach(c.indices, id: \.self) { c[$0] } })
                     },
                     source: { a, c in
                         let layout = ["HStackLayout(spacing: \(a.optionalSource(1)))", "VStackLayout(spacing: \(a.optionalSource(1)))",
                                       "ZStackLayout(alignment: .bottomTrailing)"][Swift.min(Swift.max(a.integer(0), 0), 2)]
                         return block("AnyLayout(\(layout))", c)
                     }),
            FuzzKind(name: "GeometryReader", role: .container, generate: { r in [.number(r.factor())] },
                     view: { a, c in
                         AnyView(GeometryReader { proxy in
                             VStack { ForEach(c.indices, id: \.self) { c[$0] } }
                                 .frame(width: proxy.size.width * a.number(0), height: proxy.safeAreaInsets.top + proxy.size.height / 2)
                         })
                     },
                     source: { a, c in
                         closure("GeometryReader", "proxy", [chain(block("VStack", c),
                             ".frame(width: proxy.size.width * \(a.numberSource(0)), height: proxy.safeAreaInsets.top + proxy.size.height / 2)")])
                     }),
            FuzzKind(name: "Button", role: .container, generate: { _ in [] },
                     view: { _, c in AnyView(Button(action: {}) { ForEach(c.indices, id: \.self) { c[$0] } }) },
                     source: { _, c in block("Button(action: {})", c) }),
            FuzzKind(name: "FuzzToggle", role: .container, generate: { r in [.flag(r.chance(0.5))] },
                     view: { a, c in AnyView(FuzzToggle(startsOn: a.flag(0), content: c)) },
                     source: { a, c in block("FuzzToggle(startsOn: \(a.flag(0)))", c) }),
        ]
    }
}
