import Foundation
import Easel

/// A fixed list of values an argument picks from, each with its Swift spelling.
struct FuzzOptions<T> {
    let entries: [(value: T, source: String)]

    init(_ entries: [(T, String)]) {
        self.entries = entries.map { (value: $0.0, source: $0.1) }
    }

    func value(_ index: Int) -> T { entries[Self.clamp(index, entries.count)].value }
    func source(_ index: Int) -> String { entries[Self.clamp(index, entries.count)].source }
    func random(_ random: inout FuzzRandom) -> FuzzValue { .option(random.int(0...entries.count - 1)) }

    private static func clamp(_ index: Int, _ count: Int) -> Int { Swift.min(Swift.max(index, 0), count - 1) }
}

/// A guide of the fuzzer's own, whose default reads another guide of the view.
enum FuzzCustomGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.trailing] / 3 }
}

/// A vertical guide of the fuzzer's own.
enum FuzzCustomVerticalGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] - 2 }
}

/// The lists arguments pick from.
enum FuzzLists {
    static let alignments = FuzzOptions<Alignment>([
        (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"),
        (.bottom, ".bottom"), (.topLeading, ".topLeading"), (.bottomTrailing, ".bottomTrailing"),
        (.leadingFirstTextBaseline, ".leadingFirstTextBaseline"), (.centerLastTextBaseline, ".centerLastTextBaseline"),
        (Alignment(horizontal: HorizontalAlignment(FuzzCustomGuide.self), vertical: VerticalAlignment(FuzzCustomVerticalGuide.self)),
         "Alignment(horizontal: HorizontalAlignment(FuzzCustomGuide.self), vertical: VerticalAlignment(FuzzCustomVerticalGuide.self))"),
    ])

    static let horizontalAlignments = FuzzOptions<HorizontalAlignment>([
        (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"),
        (.listRowSeparatorLeading, ".listRowSeparatorLeading"),
        (HorizontalAlignment(FuzzCustomGuide.self), "HorizontalAlignment(FuzzCustomGuide.self)"),
    ])

    static let verticalAlignments = FuzzOptions<VerticalAlignment>([
        (.center, ".center"), (.top, ".top"), (.bottom, ".bottom"), (.firstTextBaseline, ".firstTextBaseline"),
        (.lastTextBaseline, ".lastTextBaseline"),
        (VerticalAlignment(FuzzCustomVerticalGuide.self), "VerticalAlignment(FuzzCustomVerticalGuide.self)"),
    ])

    static let edges = FuzzOptions<Edge.Set>([
        (.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical"), (.top, ".top"),
        (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing"), ([], "[]"),
    ])

    static let regions = FuzzOptions<SafeAreaRegions>([(.all, ".all"), (.container, ".container"), (.keyboard, ".keyboard")])

    static let verticalEdges = FuzzOptions<VerticalEdge>([(.top, ".top"), (.bottom, ".bottom")])
    static let horizontalEdges = FuzzOptions<HorizontalEdge>([(.leading, ".leading"), (.trailing, ".trailing")])

    static let fonts = FuzzOptions<Font?>([
        (.body, ".body"), (.largeTitle, ".largeTitle"), (.caption2, ".caption2"), (.headline, ".headline"),
        (nil, "nil"), (.system(size: 0), ".system(size: 0)"), (.system(size: 300), ".system(size: 300)"),
        (.system(size: -4), ".system(size: -4)"), (.system(size: .nan), ".system(size: .nan)"),
        (.system(size: .infinity), ".system(size: .infinity)"), (.system(size: 1e-9), ".system(size: 1e-9)"),
        (.custom("No Such Font", size: 17), ".custom(\"No Such Font\", size: 17)"),
        (.system(size: 20, weight: .black, design: .monospaced), ".system(size: 20, weight: .black, design: .monospaced)"),
        (.title.bold().italic(), ".title.bold().italic()"),
    ])

    static let colors = FuzzOptions<Color>([
        (.red, ".red"), (.blue, ".blue"), (.clear, ".clear"), (.primary, ".primary"), (.secondary, ".secondary"),
        (.black.opacity(0.5), ".black.opacity(0.5)"), (Color(white: .nan), "Color(white: .nan)"),
        (Color(red: 2, green: -1, blue: .infinity), "Color(red: 2, green: -1, blue: .infinity)"),
        (Color(hue: .nan, saturation: 5, brightness: -1, opacity: .infinity),
         "Color(hue: .nan, saturation: 5, brightness: -1, opacity: .infinity)"),
        (.green.opacity(.nan), ".green.opacity(.nan)"), (.orange.opacity(-3), ".orange.opacity(-3)"),
    ])

    static let styles = FuzzOptions<AnyShapeStyle>([
        (AnyShapeStyle(Color.red), "Color.red"), (AnyShapeStyle(.tint), ".tint"), (AnyShapeStyle(.foreground), ".foreground"),
        (AnyShapeStyle(.secondary), ".secondary"),
        (AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
         "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)"),
        (AnyShapeStyle(LinearGradient(colors: [], startPoint: .top, endPoint: .top)),
         "LinearGradient(colors: [], startPoint: .top, endPoint: .top)"),
        (AnyShapeStyle(RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: .nan, endRadius: -5)),
         "RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: .nan, endRadius: -5)"),
        (AnyShapeStyle(AngularGradient(colors: [.green, .pink], center: UnitPoint(x: .infinity, y: 0.5))),
         "AngularGradient(colors: [.green, .pink], center: UnitPoint(x: .infinity, y: 0.5))"),
        (AnyShapeStyle(LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: -2)],
                                      startPoint: .leading, endPoint: .trailing)),
         "LinearGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: -2)], startPoint: .leading, endPoint: .trailing)"),
    ])

    static let shapes = FuzzOptions<AnyShape>([
        (AnyShape(Rectangle()), "Rectangle()"), (AnyShape(Circle()), "Circle()"), (AnyShape(Capsule()), "Capsule()"),
        (AnyShape(Ellipse()), "Ellipse()"), (AnyShape(RoundedRectangle(cornerRadius: 12)), "RoundedRectangle(cornerRadius: 12)"),
        (AnyShape(RoundedRectangle(cornerRadius: .nan)), "RoundedRectangle(cornerRadius: .nan)"),
        (AnyShape(RoundedRectangle(cornerRadius: 1e300, style: .circular)), "RoundedRectangle(cornerRadius: 1e300, style: .circular)"),
        (AnyShape(Circle().inset(by: -1e9)), "Circle().inset(by: -1e9)"),
        (AnyShape(Rectangle().inset(by: .infinity)), "Rectangle().inset(by: .infinity)"),
        (AnyShape(Circle().union(Rectangle().inset(by: 10))), "Circle().union(Rectangle().inset(by: 10))"),
        (AnyShape(Capsule().symmetricDifference(Circle(), eoFill: true)), "Capsule().symmetricDifference(Circle(), eoFill: true)"),
        (AnyShape(Circle().inset(by: -1e9).subtracting(RoundedRectangle(cornerRadius: .nan))),
         "Circle().inset(by: -1e9).subtracting(RoundedRectangle(cornerRadius: .nan))"),
        (AnyShape(Rectangle().lineIntersection(Circle())), "Rectangle().lineIntersection(Circle())"),
    ])

    static let dashes = FuzzOptions<[CGFloat]>([
        ([], "[]"), ([4, 2], "[4, 2]"), ([0], "[0]"), ([0, 0], "[0, 0]"), ([-3, 2], "[-3, 2]"), ([.nan], "[.nan]"),
        ([.greatestFiniteMagnitude], "[.greatestFiniteMagnitude]"), ([1e-12, 1e-12], "[1e-12, 1e-12]"),
        ([.infinity, 1], "[.infinity, 1]"),
    ])

    static let contentModes = FuzzOptions<ContentMode>([(.fit, ".fit"), (.fill, ".fill")])

    static let symbols = FuzzOptions<String>([
        ("star.fill", "\"star.fill\""), ("heart", "\"heart\""), ("no.such.symbol", "\"no.such.symbol\""),
        ("", "\"\""), ("person.circle", "\"person.circle\""), ("mic.circle", "\"mic.circle\""),
    ])

    static let buttonStyles = FuzzOptions<(AnyView) -> AnyView>([
        ({ AnyView($0.buttonStyle(.automatic)) }, ".automatic"), ({ AnyView($0.buttonStyle(.plain)) }, ".plain"),
        ({ AnyView($0.buttonStyle(.borderless)) }, ".borderless"), ({ AnyView($0.buttonStyle(.bordered)) }, ".bordered"),
        ({ AnyView($0.buttonStyle(.borderedProminent)) }, ".borderedProminent"),
    ])

    static let textAlignments = FuzzOptions<TextAlignment>([(.leading, ".leading"), (.center, ".center"), (.trailing, ".trailing")])

    static let truncationModes = FuzzOptions<Text.TruncationMode>([(.head, ".head"), (.middle, ".middle"), (.tail, ".tail")])
}
