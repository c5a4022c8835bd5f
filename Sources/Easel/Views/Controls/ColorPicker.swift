import Foundation

/// A control for choosing a colour (Apple: "ColorPicker"): the label, and trailing it iOS's
/// colour well — the chosen colour in a circle inside a rainbow ring (UIColorWell). Tapping the
/// well opens a card with the grid of UIColorPickerViewController's "Grid" tab; tapping a
/// swatch chooses it. (iOS shows the grid in a sheet with spectrum and slider tabs too; Easel
/// shows the grid alone, beside the well.)
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label
    @State private var isOpen = false

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        let open = $isOpen
        LabeledControlRow(label: label, control: ColorWell(color: selection.wrappedValue)
            .contentShape(Rectangle())
            .onTapGesture { open.wrappedValue.toggle() }
            .modifier(PresentingModifier(presented: isOpen ? PopoverCard(content: ColorGrid(selection: selection)) : nil,
                                         dismiss: { open.wrappedValue = false })), spacing: 8)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIColorWell: a 28 pt circle, a 3 pt rainbow ring round the colour, 2 pt apart (uncertain:
/// screenshots).
struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                                  lineWidth: ControlLook.colorWellRing)
            Circle().fill(color).padding(ControlLook.colorWellRing + 2)
        }
        .frame(width: ControlLook.colorWell, height: ControlLook.colorWell)
    }
}

/// The grid of swatches: a row of greys from white to black, then nine rows of twelve hues from
/// deep to pale, in a rounded block; the chosen swatch ringed.
///
/// iOS's grid is a fixed table of 120 colours that is not published; these swatches follow its
/// arrangement (greys on top, hues across, darker to lighter downwards) with colours computed
/// in HSB: an approximation.
struct ColorGrid: View {
    let selection: Binding<Color>
    static let columns = 12
    static let rows = 10

    static func swatch(row: Int, column: Int) -> Color {
        if row == 0 { return Color(white: 1 - Double(column) / Double(columns - 1)) }
        let hue = (195 + Double(column) * 30).truncatingRemainder(dividingBy: 360) / 360
        let step = Double(row - 1) / Double(rows - 2)
        return Color(hue: hue, saturation: step < 0.5 ? 1 : 1 - (step - 0.5) * 1.5,
                     brightness: step < 0.5 ? 0.4 + step * 1.2 : 1)
    }

    var body: some View {
        let size = ControlLook.colorSwatch
        VStack(alignment: .leading, spacing: 12) {
            Text("Colors").font(.headline)
            VStack(spacing: 0) {
                ForEach(0..<Self.rows, id: \.self) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<Self.columns, id: \.self) { column in
                            let color = Self.swatch(row: row, column: column)
                            Rectangle().fill(color)
                                .frame(width: size, height: size)
                                .overlay(Rectangle().strokeBorder(Color.white, lineWidth: 3).opacity(selection.wrappedValue == color ? 1 : 0))
                                .contentShape(Rectangle())
                                .onTapGesture { selection.wrappedValue = color }
                        }
                    }
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}
