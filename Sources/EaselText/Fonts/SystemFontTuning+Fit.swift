import Foundation

extension SystemFontTuning {
    /// Tracking for characters without an SF Pro width (beyond ASCII), (point size, ems): the
    /// least-squares fit that makes 70 everyday interface strings (labels, titles, sentences)
    /// measure, in Inter at `glyphScale`, what they measure in SF Pro Regular with Apple's
    /// tracking (mean error 0.4 % at text sizes, 0.8 % at display sizes).
    static let fittedTracking: [(Double, Double)] = [
        (11, 0.0199), (12, 0.0144), (13, 0.0083), (15, -0.0009), (17, -0.0109), (20, -0.0217),
        (22, -0.0220), (28, -0.0296), (34, -0.0314),
    ]

}

/// SF Pro's widths of printable ASCII at one point size and weight, worked out once per run and
/// layout (95 values), then read per character. Weights below Regular take Regular's widths,
/// above Bold Bold's (the tables stop there); in between they are interpolated.
struct SystemWidths {
    /// Points per character from U+0020, Apple's tracking included.
    private let points: [Double]

    init(size: Double, weight: Int) {
        let blend = SystemFontTuning.interpolate(SystemFontTuning.textBlend, at: size)
        let perUnit = size / 2048
        let tracking = SystemFontTuning.interpolate(SystemFontTuning.appleTracking, at: size)
        let text = [SystemFontTuning.textRegular, SystemFontTuning.textSemibold, SystemFontTuning.textBold]
        let display = [SystemFontTuning.displayRegular, SystemFontTuning.displaySemibold, SystemFontTuning.displayBold]
        let tables: (lower: Int, upper: Int, fraction: Double)
        switch weight {
        case ..<401: tables = (0, 0, 0)
        case 401..<600: tables = (0, 1, Double(weight - 400) / 200)
        case 600..<700: tables = (1, 2, Double(weight - 600) / 100)
        default: tables = (2, 2, 0)
        }
        points = (0..<95).map { index in
            func width(_ table: Int) -> Double {
                display[table][index] + blend * (text[table][index] - display[table][index])
            }
            let lower = width(tables.lower)
            let units = tables.fraction == 0 ? lower : lower + tables.fraction * (width(tables.upper) - lower)
            return units * perUnit + tracking
        }
    }

    /// The width of character `index` (from U+0020) in points, Apple's tracking included.
    @inline(__always)
    func advance(ofASCII index: Int) -> Double { points[index] }
}
