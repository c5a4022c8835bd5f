import Foundation

/// How a measurement's unit is chosen for a purpose (Apple: "MeasurementFormatUnitUsage"),
/// missing from Foundation on Linux. Accepted for source compatibility: a preview shows the
/// measurement in its own unit (`.asProvided`).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let name: String
    public static var general: Self { Self(name: "general") }
    public static var asProvided: Self { Self(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var road: Self { Self(name: "road") }
    public static var person: Self { Self(name: "person") }
    public static var rainfall: Self { Self(name: "rainfall") }
    public static var snowfall: Self { Self(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var weather: Self { Self(name: "weather") }
    public static var person: Self { Self(name: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension Measurement where UnitType: Dimension {
    /// A format style for measurements (Apple: "Measurement.FormatStyle"), missing from
    /// Foundation on Linux: the value in the locale's number format, then the unit's symbol —
    /// "5 km", "5km" narrow; the wide width also shows the symbol (unit names are not
    /// localized here).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        public enum UnitWidth: String, Codable, Hashable, Sendable { case wide, abbreviated, narrow }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType>? = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>().precision(.fractionLength(0...2)))
                .locale(locale).format(measurement.value)
            return width == .narrow ? number + measurement.unit.symbol : number + " " + measurement.unit.symbol
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// Apple: "formatted(_:)".
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// Apple: "formatted()": abbreviated, in the current locale.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

extension FormatStyle {
    /// Apple: "measurement(width:usage:numberFormatStyle:)".
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
