import CoreGraphics
import SwiftUICore

// Files as Stanford's CS193p and iOS 18 projects write them: a shape helper importing
// CoreGraphics, and a view importing iOS 18's SwiftUICore.

struct PieSlice: Shape {
    var startAngle: Angle
    var endAngle: Angle
    var clockwise = true

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)),
                            y: center.y + radius * CGFloat(sin(startAngle.radians)))
        var path = Path()
        path.move(to: center)
        path.addLine(to: start)
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        path.addLine(to: center)
        return path.applying(CGAffineTransform(translationX: 0, y: 0))
    }
}
