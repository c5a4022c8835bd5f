import Foundation
import Easel

/// The system's file picker (Apple: "UIDocumentPickerViewController"). A preview has no Files
/// app: the picker draws a placeholder where it is shown and never calls its delegate, as if
/// the person had not chosen yet.
open class UIDocumentPickerViewController: UIViewController {
    /// Apple: "UIDocumentPickerMode" (iOS 8–14's initialisers).
    public enum Mode: UInt, Sendable { case `import`, open, exportToService, moveToService }

    open weak var delegate: UIDocumentPickerDelegate?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    public let documentPickerMode: Mode
    /// The content types it offers, or the files it exports.
    public let contentTypes: [UTType]
    public let exportedURLs: [URL]

    /// Apple: "init(forOpeningContentTypes:asCopy:)".
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        exportedURLs = []
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple: "init(forExporting:asCopy:)".
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        contentTypes = []
        exportedURLs = urls
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple: "init(documentTypes:in:)", deprecated in iOS 14.
    public init(documentTypes allowedUTIs: [String], in mode: Mode) {
        contentTypes = allowedUTIs.compactMap { UTType($0) }
        exportedURLs = []
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// Apple: "init(url:in:)", deprecated in iOS 14.
    public init(url: URL, in mode: Mode) {
        contentTypes = []
        exportedURLs = [url]
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        documentPickerMode = .import
        super.init(coder: coder)
    }
}

/// Apple: "UIDocumentPickerDelegate"; every requirement is optional.
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
