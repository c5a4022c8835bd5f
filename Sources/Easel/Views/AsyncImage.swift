import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A view that loads an image from a URL and shows it (Apple: "AsyncImage").
///
/// The image is loaded when the view appears, and again when its URL changes, by a task that
/// is cancelled when the view goes: `file:` URLs are read from disk, others through
/// `URLSession` (a preview on a machine without network shows the failure phase). PNG and
/// JPEG data decode; `scale` makes the image that many pixels per point. Until it loads, the
/// plain form shows Apple's placeholder: a grey rectangle filling the space offered.
public struct AsyncImage<Content: View>: View {
    private let url: URL?
    private let scale: CGFloat
    private let transaction: Transaction
    private let render: (AsyncImagePhase) -> AnyView
    @State private var loaded: LoadedImage?

    /// Loads and shows the image; a grey placeholder until it arrives or when it fails
    /// (Apple: "init(url:scale:)").
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image {
                AnyView(image)
            } else {
                AnyView(AsyncImagePlaceholder())
            }
        }
    }

    /// The loaded image through `content`, `placeholder` until then (Apple:
    /// "init(url:scale:content:placeholder:)").
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale, transaction: Transaction()) { phase in
            if let image = phase.image {
                AnyView(content(image))
            } else {
                AnyView(placeholder())
            }
        }
    }

    /// Each loading phase through `content` (Apple: "init(url:scale:transaction:content:)"):
    /// `.empty` while loading, then `.success(image)` or `.failure(error)`.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.init(url: url, scale: scale, transaction: transaction) { AnyView(content($0)) }
    }

    private init(url: URL?, scale: CGFloat, transaction: Transaction, render: @escaping (AsyncImagePhase) -> AnyView) {
        self.url = url
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.transaction = transaction
        self.render = render
    }

    public var body: some View {
        let phase = loaded?.url == url ? loaded?.phase ?? .empty : .empty
        let url = url, scale = scale, transaction = transaction
        return render(phase)
            .task(id: url) {
                guard let url else {
                    loaded = LoadedImage(url: nil, phase: .failure(AsyncImageError.noURL))
                    return
                }
                let result = await AsyncImageLoader.load(url, scale: scale)
                guard !Task.isCancelled else { return }
                withTransaction(transaction) {
                    loaded = LoadedImage(url: url, phase: result)
                }
            }
    }
}

/// The phases of an `AsyncImage`'s load (Apple: "AsyncImagePhase").
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    /// The loaded image, in the success phase.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why it failed, in the failure phase.
    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// What was loaded, for which URL.
private struct LoadedImage {
    let url: URL?
    let phase: AsyncImagePhase
}

/// Why an image did not load.
enum AsyncImageError: Error, CustomStringConvertible {
    case noURL
    case undecodable(URL)

    var description: String {
        switch self {
        case .noURL: return "AsyncImage has no URL"
        case .undecodable(let url): return "\(url.absoluteString) is not a PNG or JPEG image"
        }
    }
}

enum AsyncImageLoader {
    /// The image at `url`, or why there is none.
    @MainActor
    static func load(_ url: URL, scale: CGFloat) async -> AsyncImagePhase {
        do {
            let data: Data
            if url.isFileURL {
                data = try Data(contentsOf: url)
            } else {
                data = try await URLSession.shared.data(from: url).0
            }
            guard let image = UIImage(data: data, scale: scale) else { return .failure(AsyncImageError.undecodable(url)) }
            return .success(Image(uiImage: image))
        } catch {
            return .failure(error)
        }
    }
}

/// Apple's placeholder: a grey rectangle, as large as offered (iOS draws the secondary system
/// fill; read off screenshots of `AsyncImage(url:)` loading).
private struct AsyncImagePlaceholder: View {
    var body: some View {
        Rectangle().fill(Color.secondarySystemFill)
    }
}
