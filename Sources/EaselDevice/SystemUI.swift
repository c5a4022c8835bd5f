import Foundation
import Easel

/// The system's own drawing in the safe-area insets: the status bar (time, signal, Wi-Fi,
/// battery, and the Dynamic Island on devices with a 59 pt or deeper top inset) and the home
/// indicator. Laid out over the whole screen.
///
/// Positions follow iOS 17 on iPhone 16 screenshots: the status bar content is centred
/// vertically on the island (11 pt from the top, 37 pt tall, 126 pt wide); the home indicator
/// is a 134 × 5 pt capsule 8 pt above the bottom edge. In landscape iPhones hide the status bar.
struct SystemUI: View {
    let size: CGSize
    let insets: EdgeInsets
    let isDark: Bool
    let isLandscape: Bool

    var ink: Color { isDark ? .white : .black }

    var body: some View {
        ZStack(alignment: .top) {
            Color.clear
            if !isLandscape, insets.top > 0 { statusBar }
            if insets.bottom > 0 { homeIndicator }
        }
        .frame(width: size.width, height: size.height)
    }

    private var hasIsland: Bool { insets.top >= 59 }

    private var statusBar: some View {
        let barHeight = hasIsland ? 37 + 2 * 11 : insets.top
        return ZStack {
            if hasIsland {
                Capsule().fill(Color.black).frame(width: 126, height: 37)
            }
            HStack {
                Text("9:41").font(.system(size: 17, weight: .semibold)).foregroundColor(ink)
                    .frame(maxWidth: .infinity)
                Spacer().frame(width: hasIsland ? 126 : 0)
                HStack(spacing: 5) {
                    signalBars
                    Image(systemName: "wifi").font(.system(size: 15, weight: .semibold)).foregroundColor(ink)
                    battery
                }
                .frame(maxWidth: .infinity)
            }
        }
        .frame(width: size.width, height: barHeight)
    }

    private var signalBars: some View {
        HStack(alignment: .bottom, spacing: 1.5) {
            ForEach(0..<4) { index in
                RoundedRectangle(cornerRadius: 1).fill(ink).frame(width: 3, height: 4.5 + CGFloat(index) * 2.5)
            }
        }
    }

    private var battery: some View {
        HStack(spacing: 1) {
            RoundedRectangle(cornerRadius: 4, style: .continuous)
                .strokeBorder(ink.opacity(0.4), lineWidth: 1)
                .frame(width: 25, height: 12)
                .overlay { RoundedRectangle(cornerRadius: 2.5, style: .continuous).fill(ink).padding(2) }
            RoundedRectangle(cornerRadius: 1).fill(ink.opacity(0.4)).frame(width: 1.5, height: 4)
        }
    }

    private var homeIndicator: some View {
        VStack {
            Spacer()
            Capsule().fill(ink).frame(width: 134, height: 5).padding(.bottom, 8)
        }
        .frame(width: size.width, height: size.height)
    }
}
