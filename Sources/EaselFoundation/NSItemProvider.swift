import Foundation

// Foundation's item provider (Apple: "NSItemProvider"), which Linux's Foundation lacks: what a
// drag carries in SwiftUI's `onDrag`/`onDrop`. A preview drags nothing between apps; a provider
// keeps the object it was made with and hands it back when loaded, so drop code can be tried
// by hand.

/// Apple: "NSItemProviderWriting": what a provider can be made with.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

/// Apple: "NSItemProviderReading": what a provider can load.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text", "public.text"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { writableTypeIdentifiersForItemProvider }
}

extension NSURL: NSItemProviderWriting, NSItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { writableTypeIdentifiersForItemProvider }
}

/// Apple: "NSItemProvider".
open class NSItemProvider: NSObject {
    private var object: AnyObject?
    private var items: [String: Any] = [:]
    open var suggestedName: String?

    public override init() { super.init() }

    public init(object: NSItemProviderWriting) {
        self.object = object
        super.init()
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider { items[identifier] = object }
    }

    public init(item: Any?, typeIdentifier: String?) {
        super.init()
        if let item, let typeIdentifier { items[typeIdentifier] = item }
    }

    public convenience init?(contentsOf fileURL: URL) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init(item: fileURL, typeIdentifier: "public.file-url")
    }

    open var registeredTypeIdentifiers: [String] { items.keys.sorted() }

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        items.keys.contains(typeIdentifier) || (typeIdentifier == "public.item" && !items.isEmpty)
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { items[$0] != nil }
    }

    /// Hands the kept object to `completionHandler`, at once.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let found = aClass.readableTypeIdentifiersForItemProvider.lazy.compactMap { self.items[$0] as? NSItemProviderReading }.first
        completionHandler(found, found == nil ? CocoaError(.fileReadUnknown) : nil)
        return Progress(totalUnitCount: 1)
    }

    /// Apple's Swift overlay: a `String` loaded as the `NSString` it was made with.
    @discardableResult
    open func loadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type,
                                                   completionHandler: @escaping @Sendable (T?, Error?) -> Void) -> Progress {
        let found = items.values.lazy.compactMap { $0 as? T ?? ($0 as? NSString).flatMap { String($0) as? T } }.first
        completionHandler(found, found == nil ? CocoaError(.fileReadUnknown) : nil)
        return Progress(totalUnitCount: 1)
    }

    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: ((Any?, Error?) -> Void)? = nil) {
        let item = items[typeIdentifier]
        completionHandler?(item, item == nil ? CocoaError(.fileReadUnknown) : nil)
    }

    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress {
        let item = items[typeIdentifier]
        let data = item as? Data ?? (item as? NSString).map { Data(String($0).utf8) }
        completionHandler(data, data == nil ? CocoaError(.fileReadUnknown) : nil)
        return Progress(totalUnitCount: 1)
    }
}
