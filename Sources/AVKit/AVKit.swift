// `import AVKit` on Linux: `VideoPlayer` as a stand-in frame. A preview plays no video.
@_exported import AVFoundation
@_spi(Frameworks) import Easel

/// A video player (Apple: "VideoPlayer"): a black frame filling what it is offered, a play
/// button in the middle and a caption saying it is a stand-in; the overlay over it.
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            Color.black
            Image(systemName: "play.circle.fill")
                .font(.system(size: 44))
                .foregroundStyle(.white.opacity(0.85))
            Text("Video · AVKit stand-in")
                .font(.caption2)
                .foregroundStyle(.white.opacity(0.6))
                .padding(6)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
            overlay
        }
        .onAppear { AVKitStandIn.sayNoVideo() }
        .accessibilityElement(children: .contain)
        .accessibilityLabel("Video")
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { overlay = EmptyView() }
}

enum AVKitStandIn {
    static func sayNoVideo() {
        Diagnostics.note("avkit-stand-in", "AVKit: VideoPlayer draws a stand-in frame; a preview plays no video (Easel's stand-in).")
    }
}
