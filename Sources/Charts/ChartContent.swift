// `import Charts` on Linux: Swift Charts' marks, axes and scales, drawn with Easel's views.
@_exported import Foundation
import Easel

/// Something a chart draws: a mark, marks from data, or a group of them (Apple: "ChartContent").
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }

    /// Adds this content's marks, with the modifiers around it applied, to `marks`. Marks and
    /// Easel's own content implement it; content written as a body uses its body's.
    func _collect(_ marks: inout [ChartMark])
}

extension ChartContent {
    public func _collect(_ marks: inout [ChartMark]) {
        body._collect(&marks)
    }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is primitive chart content") }
}

/// Builds chart content from the statements of a closure (Apple: "ChartContentBuilder").
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> _ChartContentList { _ChartContentList([]) }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock(_ parts: any ChartContent...) -> _ChartContentList { _ChartContentList(parts) }
    // The branches take the list the variadic `buildBlock` makes, not a generic type: beside
    // the two `buildBlock`s, a generic `buildOptional<C>` leaves `C` uninferrable for an
    // `if let` nested in an `if`/`else if` ("generic parameter 'C' could not be inferred").
    public static func buildOptional(_ content: _ChartContentList?) -> _ChartContentList { content ?? _ChartContentList([]) }
    public static func buildEither(first content: _ChartContentList) -> _ChartContentList { content }
    public static func buildEither(second content: _ChartContentList) -> _ChartContentList { content }
    public static func buildArray(_ parts: [any ChartContent]) -> _ChartContentList { _ChartContentList(parts) }
    public static func buildLimitedAvailability(_ content: _ChartContentList) -> _ChartContentList { content }
}

/// Several pieces of chart content, in order.
public struct _ChartContentList: ChartContent {
    public typealias Body = Never
    let parts: [any ChartContent]
    init(_ parts: [any ChartContent]) { self.parts = parts }
    public func _collect(_ marks: inout [ChartMark]) {
        for part in parts { part._collect(&marks) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unchecked: data, id: id, content: content)
    }

    public func _collect(_ marks: inout [ChartMark]) {
        for element in data { content(element)._collect(&marks) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: ChartContent {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_unchecked: data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_unchecked: data, id: \.self, content: content)
    }
}
