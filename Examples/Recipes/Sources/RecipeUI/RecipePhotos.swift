import SwiftUI
import UIKit

/// The dots under a recipe's photos: UIKit's page control, wrapped as Apple's Landmarks
/// tutorial ("Interfacing with UIKit") wraps it, target–action and all.
struct PhotoPageControl: UIViewRepresentable {
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
            action: #selector(Coordinator.updateCurrentPage(sender:)),
            for: .valueChanged)
        return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        uiView.currentPage = currentPage
    }

    class Coordinator: NSObject {
        var control: PhotoPageControl

        init(_ control: PhotoPageControl) {
            self.control = control
        }

        @objc
        func updateCurrentPage(sender: UIPageControl) {
            control.currentPage = sender.currentPage
        }
    }
}

/// A recipe's photos, one page at a time.
public struct RecipePhotos: View {
    @State private var page = 1

    public init() {}

    public var body: some View {
        ZStack(alignment: .bottom) {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange.gradient)
            PhotoPageControl(numberOfPages: 3, currentPage: $page)
                .padding(.bottom, 8)
        }
        .frame(height: 200)
        .padding()
    }
}

#Preview("Photos") {
    RecipePhotos()
}
