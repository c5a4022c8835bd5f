import XCTest
import SwiftUI
import StoreKit
import PhotosUI
import AVKit

/// Screens that import StoreKit, PhotosUI and AVKit, written as Apple's sample code and common
/// tutorials write them (a tip jar and paywall, a profile photo picker, a video screen): they
/// compile, render their stand-ins, and the calls a preview cannot honour say so once and
/// never crash.
final class StandInFrameworkIdiomTests: XCTestCase {
    @MainActor
    final class TipStore: ObservableObject {
        @Published var products: [Product] = []
        @Published var purchased: Set<String> = []
        @Published var status = "Loading"

        func load() async {
            do {
                products = try await Product.products(for: ["tip.small", "tip.large"])
                status = products.isEmpty ? "No products" : "\(products.count) products"
            } catch {
                status = "Failed"
            }
            for await result in Transaction.currentEntitlements {
                if case .verified(let transaction) = result { purchased.insert(transaction.productID) }
            }
        }

        func buy(_ product: Product) async throws {
            switch try await product.purchase() {
            case .success(let verification):
                let transaction = try verification.payloadValue
                await transaction.finish()
            case .userCancelled, .pending:
                break
            @unknown default:
                break
            }
        }
    }

    struct TipJar: View {
        @StateObject private var store = TipStore()
        @Environment(\.requestReview) private var requestReview

        var body: some View {
            VStack(spacing: 16) {
                Text(store.status).accessibilityIdentifier("status")
                ForEach(store.products) { product in
                    Button(product.displayPrice) { Task { try? await store.buy(product) } }
                }
                ProductView(id: "tip.small") {
                    Image(systemName: "cup.and.saucer.fill")
                }
                .productViewStyle(.compact)
                Button("Rate the app") { requestReview() }.accessibilityIdentifier("rate")
            }
            .padding()
            .task { await store.load() }
        }
    }

    struct Paywall: View {
        var body: some View {
            SubscriptionStoreView(groupID: "21429780") {
                VStack {
                    Image(systemName: "star.fill")
                    Text("Go Pro")
                }
            }
            .storeButton(.visible, for: .restorePurchases)
        }
    }

    struct ProfilePhoto: View {
        @State private var item: PhotosPickerItem?
        @State private var image: Image?
        @State private var items: [PhotosPickerItem] = []

        var body: some View {
            VStack {
                (image ?? Image(systemName: "person.crop.circle"))
                    .resizable()
                    .scaledToFit()
                    .frame(width: 80, height: 80)
                PhotosPicker("Select a photo", selection: $item, matching: .images)
                    .accessibilityIdentifier("picker")
                PhotosPicker(selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos])) {
                    Label("Add to album", systemImage: "photo.on.rectangle")
                }
            }
            .onChange(of: item) { _, newItem in
                Task {
                    if let data = try? await newItem?.loadTransferable(type: Data.self) {
                        _ = data
                    }
                }
            }
        }
    }

    struct Trailer: View {
        @State private var player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)

        var body: some View {
            VideoPlayer(player: player) {
                Text("Trailer").font(.headline).foregroundStyle(.white).padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            .frame(height: 220)
            .onAppear {
                try? AVAudioSession.sharedInstance().setCategory(.playback)
                player.play()
            }
            .onDisappear { player.pause() }
        }
    }

    func testATipJarFindsNoProductsAndSaysSo() throws {
        Diagnostics.reset()
        let host = PreviewHost(TipJar(), size: CGSize(width: 393, height: 600))
        host.advance(by: 0.2)
        XCTAssertEqual(host.text(of: "status"), "No products")
        XCTAssertTrue(host.shownTexts().contains("StoreKit stand-in"), "the product card says what it stands for")
        XCTAssertTrue(host.shownTexts().contains("tip.small"))
        host.tap("rate")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("StoreKit") && $0.contains("App Store") })
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("requestReview") })
        let paywall = PreviewHost(Paywall(), size: CGSize(width: 393, height: 600))
        XCTAssertTrue(paywall.shownTexts().contains("21429780"))
    }

    func testAPhotosPickerIsItsButton() throws {
        Diagnostics.reset()
        let host = PreviewHost(ProfilePhoto(), size: CGSize(width: 393, height: 400))
        XCTAssertTrue(host.shownTexts().contains("Select a photo"))
        XCTAssertTrue(host.shownTexts().contains("Add to album"))
        host.tap("picker")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("PhotosUI") })
    }

    func testAVideoPlayerIsABlackFrameWithItsOverlay() throws {
        Diagnostics.reset()
        let host = PreviewHost(Trailer(), size: CGSize(width: 393, height: 400))
        XCTAssertTrue(host.shownTexts().contains("Trailer"))
        XCTAssertTrue(host.shownTexts().contains("Video · AVKit stand-in"))
        let pixels = host.render(scale: 1)
        // Black at the frame's corner (the frame is centred: 90…310).
        XCTAssertLessThan(pixels.pixel(x: 380, y: 300).red, 0.05)
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("AVFoundation") })
        XCTAssertEqual(CMTime(seconds: 1.5, preferredTimescale: 600).seconds, 1.5)
    }
}
