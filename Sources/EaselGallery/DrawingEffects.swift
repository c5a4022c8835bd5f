import Easel
import Foundation

/// Easel's own example of drawing and effects, in the idioms of Apple's "Drawing paths and
/// shapes" and of card layouts: cards with soft shadows over a colourful backdrop, a trimmed
/// progress ring, a masked gradient, a blurred glow, a Canvas chart and a rounded badge.
enum DrawingEffects {
    struct Card: View {
        let title: String
        let symbol: String
        let tint: Color

        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Image(systemName: symbol)
                    .font(.title2)
                    .foregroundStyle(.white)
                    .frame(width: 44, height: 44)
                    .background(tint.gradient, in: .rect(cornerRadius: 12))
                Text(title).font(.headline)
                Text("Today").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 16))
            .shadow(color: .black.opacity(0.15), radius: 10, x: 0, y: 6)
        }
    }

    struct Ring: View {
        var progress: Double
        var body: some View {
            ZStack {
                Circle().stroke(Color.white.opacity(0.3), lineWidth: 10)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.white, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text(progress, format: .percent).font(.headline).foregroundStyle(.white)
            }
            .frame(width: 90, height: 90)
        }
    }

    struct Example: View {
        let columns = [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)]

        var body: some View {
            ZStack {
                LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .ignoresSafeArea()
                Circle()
                    .fill(.orange)
                    .frame(width: 220, height: 220)
                    .blur(radius: 50)
                    .offset(x: 120, y: -260)
                VStack(spacing: 20) {
                    HStack(spacing: 20) {
                        Ring(progress: 0.68)
                        VStack(alignment: .leading) {
                            Text("Activity")
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                            LinearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing)
                                .frame(height: 34)
                                .mask { Text("6,240 steps").font(.title.bold()) }
                        }
                        Spacer()
                    }
                    LazyVGrid(columns: columns, spacing: 16) {
                        Card(title: "Walking", symbol: "location.fill", tint: .green)
                        Card(title: "Sleep", symbol: "moon.fill", tint: .indigo)
                        Card(title: "Heart", symbol: "heart.fill", tint: .red)
                        Card(title: "Water", symbol: "cloud.fill", tint: .blue)
                    }
                    Canvas { context, size in
                        let values: [CGFloat] = [0.3, 0.5, 0.4, 0.8, 0.6, 0.9, 0.7]
                        let step = size.width / CGFloat(values.count)
                        for (index, value) in values.enumerated() {
                            let bar = CGRect(x: CGFloat(index) * step + 6, y: size.height * (1 - value),
                                             width: step - 12, height: size.height * value)
                            context.fill(Path(roundedRect: bar, cornerRadius: 6), with: .color(.white.opacity(0.85)))
                        }
                    }
                    .frame(height: 110)
                    .padding()
                    .background(.ultraThinMaterial, in: UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24))
                    Spacer()
                }
                .padding()
            }
        }
    }
}
