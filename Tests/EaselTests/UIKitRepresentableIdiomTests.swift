import XCTest
import SwiftUI
@testable import UIKit
@testable import Easel
import EaselRaster

// UIKit views in SwiftUI as apps and Apple's tutorials write them: a spinner, a blur, a text
// view with a coordinator, an image picker, and the Landmarks tutorial's page controller of
// hosting controllers with its page control (its `@objc` and `#selector` as a preview build
// writes them: `Selector("…")`, see `PlatformConditions`).

/// Sean Allen's "Appetizers" loading spinner.
private struct ActivityIndicator: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let activityIndicatorView = UIActivityIndicatorView(style: .large)
        activityIndicatorView.color = UIColor.systemGreen
        activityIndicatorView.startAnimating()
        return activityIndicatorView
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

private struct LoadingView: View {
    var body: some View {
        ZStack {
            Color(.systemBackground)
                .ignoresSafeArea()
            ActivityIndicator()
                .accessibilityIdentifier("spinner")
        }
    }
}

/// The blur that apps wrapped before SwiftUI had materials.
private struct BlurView: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemUltraThinMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

/// A multi-line editor with a coordinator, counting what SwiftUI calls.
private final class Calls {
    var coordinators = 0
    var views = 0
    var updates = 0
    var dismantled = 0
}

private struct NotesTextView: UIViewRepresentable {
    @Binding var text: String
    let calls: Calls

    func makeCoordinator() -> Coordinator {
        calls.coordinators += 1
        return Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextView {
        calls.views += 1
        let textView = UITextView()
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.delegate = context.coordinator
        textView.backgroundColor = .clear
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        calls.updates += 1
        uiView.text = text
    }

    static func dismantleUIView(_ uiView: UITextView, coordinator: Coordinator) {
        coordinator.dismantled()
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        var onDismantle: () -> Void = {}
        init(text: Binding<String>) { self.text = text }
        func textViewDidChange(_ textView: UITextView) { text.wrappedValue = textView.text }
        func dismantled() { onDismantle() }
    }
}

private struct NotesEditor: View {
    let calls: Calls
    @State private var notes = "Buy milk"
    @State private var showsEditor = true

    var body: some View {
        VStack {
            Button("Append") { notes += " and eggs" }.accessibilityIdentifier("append")
            Button("Close") { showsEditor = false }.accessibilityIdentifier("close")
            if showsEditor {
                NotesTextView(text: $notes, calls: calls)
                    .frame(height: 120)
                    .accessibilityIdentifier("editor")
            }
        }
    }
}

/// Hacking with Swift's image picker, shown in a sheet.
private struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.delegate = context.coordinator
        picker.sourceType = .photoLibrary
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    class Coordinator: NSObject, UINavigationControllerDelegate, UIImagePickerControllerDelegate {
        let parent: ImagePicker
        init(_ parent: ImagePicker) { self.parent = parent }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            if let uiImage = info[.originalImage] as? UIImage { parent.image = uiImage }
        }
    }
}

private struct ProfilePhoto: View {
    @State private var showingImagePicker = true
    @State private var inputImage: UIImage?

    var body: some View {
        Text("Profile")
            .sheet(isPresented: $showingImagePicker) {
                ImagePicker(image: $inputImage)
            }
    }
}

/// Apple's Landmarks tutorial, "Interfacing with UIKit".
private struct PageViewController<Page: View>: UIViewControllerRepresentable {
    var pages: [Page]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pageViewController = UIPageViewController(
            transitionStyle: .scroll,
            navigationOrientation: .horizontal)
        pageViewController.dataSource = context.coordinator
        pageViewController.delegate = context.coordinator

        return pageViewController
    }

    func updateUIViewController(_ pageViewController: UIPageViewController, context: Context) {
        pageViewController.setViewControllers(
            [context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
    }

    class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var parent: PageViewController
        var controllers = [UIViewController]()

        init(_ pageViewController: PageViewController) {
            parent = pageViewController
            controllers = parent.pages.map { UIHostingController(rootView: $0) }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController,
            viewControllerBefore viewController: UIViewController) -> UIViewController?
        {
            guard let index = controllers.firstIndex(of: viewController) else {
                return nil
            }
            if index == 0 {
                return controllers.last
            }
            return controllers[index - 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController,
            viewControllerAfter viewController: UIViewController) -> UIViewController?
        {
            guard let index = controllers.firstIndex(of: viewController) else {
                return nil
            }
            if index + 1 == controllers.count {
                return controllers.first
            }
            return controllers[index + 1]
        }

        func pageViewController(
            _ pageViewController: UIPageViewController,
            didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController],
            transitionCompleted completed: Bool) {
            if completed,
               let visibleViewController = pageViewController.viewControllers?.first,
               let index = controllers.firstIndex(of: visibleViewController) {
                parent.currentPage = index
            }
        }
    }
}

private struct PageControl: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = numberOfPages
        control.addTarget(
            context.coordinator,
            action: Selector("Coordinator.updateCurrentPage(sender:)"),
            for: .valueChanged)

        return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        uiView.currentPage = currentPage
    }

    class Coordinator: NSObject {
        var control: PageControl

        init(_ control: PageControl) {
            self.control = control
        }

        func updateCurrentPage(sender: UIPageControl) {
            control.currentPage = sender.currentPage
        }
    }
}

private struct PageView<Page: View>: View {
    var pages: [Page]
    @State private var currentPage = 1

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            PageViewController(pages: pages, currentPage: $currentPage)
            PageControl(numberOfPages: pages.count, currentPage: $currentPage)
                .frame(width: CGFloat(pages.count * 18))
                .padding(.trailing)
        }
        .aspectRatio(3 / 2, contentMode: .fit)
    }
}

final class UIKitRepresentableIdiomTests: XCTestCase {
    func testASpinnerRepresentableDrawsAsALargeProgressView() throws {
        let host = phoneHost(LoadingView())
        let spokes = host.laidOutViews().filter { $0.kind == "Capsule" }
        XCTAssertEqual(spokes.count, 8, "the spinner's eight spokes")
        let spinner = try XCTUnwrap(host.frame(of: "spinner"))
        let large = phoneHost(ProgressView().controlSize(.large).accessibilityIdentifier("spinner")).frame(of: "spinner")
        XCTAssertEqual(spinner.size, large?.size, "a .large UIActivityIndicatorView is SwiftUI's large spinner")
    }

    func testABlurRepresentableDrawsItsMaterialAndTakesTheRoomOffered() throws {
        let host = phoneHost(BlurView().frame(width: 200, height: 80).accessibilityIdentifier("blur"))
        XCTAssertEqual(host.frame(of: "blur")?.size, CGSize(width: 200, height: 80))
        // Drawn over a photo-like gradient exactly as SwiftUI's own material is.
        let backdrop = LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom)
        let wrapped = phoneHost(ZStack { backdrop; BlurView().frame(width: 200, height: 80) }).render(scale: 1)
        let native = phoneHost(ZStack { backdrop; Rectangle().fill(.ultraThinMaterial).frame(width: 200, height: 80) }).render(scale: 1)
        let regular = phoneHost(ZStack { backdrop; Rectangle().fill(.thickMaterial).frame(width: 200, height: 80) }).render(scale: 1)
        XCTAssertTrue(RasterImage(wrapped).pixels == RasterImage(native).pixels, "drawn as .ultraThinMaterial")
        XCTAssertFalse(RasterImage(wrapped).pixels == RasterImage(regular).pixels, "the style's own material, not any")
    }

    func testTheCoordinatorAndViewAreMadeOnceAndUpdatedOnEachChange() throws {
        let calls = Calls()
        let host = phoneHost(NotesEditor(calls: calls))
        XCTAssertEqual(host.text(of: "editor"), "Buy milk", "the text view's text is drawn")
        XCTAssertEqual(calls.coordinators, 1)
        XCTAssertEqual(calls.views, 1)
        let updates = calls.updates
        XCTAssertGreaterThanOrEqual(updates, 1)
        host.tap("append")
        XCTAssertEqual(host.text(of: "editor"), "Buy milk and eggs")
        XCTAssertEqual(calls.coordinators, 1, "the coordinator is kept")
        XCTAssertEqual(calls.views, 1, "the view is kept")
        XCTAssertGreaterThan(calls.updates, updates, "updateUIView ran with the new text")
    }

    func testTheViewIsDismantledWhenItLeaves() throws {
        let calls = Calls()
        var dismantled = 0
        struct Probe: View {
            let calls: Calls
            let onDismantle: () -> Void
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Close") { shows = false }.accessibilityIdentifier("close")
                    if shows { Dismantled(calls: calls, onDismantle: onDismantle) }
                }
            }
        }
        struct Dismantled: UIViewRepresentable {
            let calls: Calls
            let onDismantle: () -> Void
            func makeCoordinator() -> () -> Void { onDismantle }
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = "Hello from UIKit"
                return label
            }
            func updateUIView(_ uiView: UILabel, context: Context) {}
            static func dismantleUIView(_ uiView: UILabel, coordinator: () -> Void) { coordinator() }
        }
        let host = phoneHost(Probe(calls: calls) { dismantled += 1 })
        XCTAssertTrue(host.shownTexts().contains("Hello from UIKit"), "a label draws its text")
        host.tap("close")
        XCTAssertEqual(dismantled, 1)
    }

    func testAnImagePickerInASheetIsAPlaceholderNamingItSaidOnce() throws {
        Diagnostics.reset()
        let host = phoneHost(ProfilePhoto())
        XCTAssertTrue(host.shownTexts().contains("UIImagePickerController"), "\(host.shownTexts())")
        _ = host.render(scale: 1)
        XCTAssertEqual(Diagnostics.log.filter { $0.contains("UIImagePickerController is UIKit's") }.count, 1)
        XCTAssertEqual(Diagnostics.log.count, 1, "nothing else to say: \(Diagnostics.log)")
    }

    func testTheLandmarksPageViewShowsItsCurrentHostedPageAndThePageDots() throws {
        let pages = ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"].map { name in
            Text(name).font(.title).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.orange)
        }
        let host = phoneHost(PageView(pages: pages))
        let texts = host.shownTexts()
        XCTAssertTrue(texts.contains("Silver Salmon Creek"), "the current page's SwiftUI content: \(texts)")
        XCTAssertFalse(texts.contains("Turtle Rock"))
        let dots = host.laidOutViews().filter { $0.identifier == "page-index" }
        XCTAssertEqual(dots.count, 1, "the page control draws its dots")
    }
}
