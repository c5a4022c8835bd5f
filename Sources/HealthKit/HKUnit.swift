import Foundation
@_spi(Frameworks) import Easel

/// A metric prefix (Apple: "HKMetricPrefix"), with Apple's raw values.
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    /// The prefix as HealthKit's unit strings spell it ("mc" for micro, "da" for deca).
    var symbol: String {
        switch self {
        case .none: ""
        case .femto: "f"
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        }
    }

    var scale: Double {
        switch self {
        case .none: 1
        case .femto: 1e-15
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        }
    }

    /// Longest symbols first, so "da" and "mc" are read before "d" and "m".
    static let parseOrder: [HKMetricPrefix] = [.deca, .micro, .femto, .pico, .nano, .milli, .centi, .deci, .hecto, .kilo, .mega,
                                               .giga, .tera]
}

/// The molar mass of glucose, for blood glucose in mmol/L (Apple: "HKUnitMolarMassBloodGlucose").
public let HKUnitMolarMassBloodGlucose: Double = 180.15588000005408

/// A unit of a quantity (Apple: "HKUnit"): made from a unit string ("count/min", "mg/dL",
/// "mmol<180.15588000005408>/L") or by its class methods, and compared by its string.
///
/// Each unit is a product of base units raised to powers. A base unit has a dimension (mass,
/// length, time, energy, pressure…; litres are length³) and a scale to that dimension's
/// reference unit (gram, metre, second, joule, pascal), so two units convert when their
/// dimensions match, by the ratio of their scales. Temperatures (°C, °F, K) convert with
/// their offsets when they stand alone.
public final class HKUnit: NSObject, @unchecked Sendable {
    /// One base unit raised to a power.
    struct Factor: Equatable {
        var symbol: String
        var exponent: Int
    }

    /// A base unit's dimensions, its scale to their reference units, and its offset (only
    /// temperatures have one: kelvin = value × scale + offset).
    struct Base {
        let dimensions: [String: Int]
        let scale: Double
        var offset: Double = 0
    }

    let factors: [Factor]

    /// The unit as HealthKit writes it (Apple: "unitString").
    public let unitString: String

    init(factors: [Factor]) {
        var merged: [Factor] = []
        for factor in factors where factor.exponent != 0 {
            if let index = merged.firstIndex(where: { $0.symbol == factor.symbol }) {
                merged[index].exponent += factor.exponent
            } else {
                merged.append(factor)
            }
        }
        self.factors = merged.filter { $0.exponent != 0 }
        unitString = HKUnit.format(self.factors)
        super.init()
    }

    /// A unit from its string (Apple: "init(from:)"): base units joined by `*`, a `/` before
    /// those that divide, `^n` for a power. A symbol Easel does not know is kept as a unit of
    /// its own, which converts only to itself, said once.
    public convenience init(from string: String) {
        self.init(factors: HKUnit.parse(string))
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? HKUnit)?.unitString == unitString
    }

    public override var hash: Int { unitString.hashValue }
    public override var description: String { unitString }

    // MARK: Combining units

    /// Apple: "unitMultiplied(by:)".
    public func unitMultiplied(by unit: HKUnit) -> HKUnit { HKUnit(factors: factors + unit.factors) }

    /// Apple: "unitDivided(by:)".
    public func unitDivided(by unit: HKUnit) -> HKUnit { HKUnit(factors: factors + unit.reciprocal().factors) }

    /// Apple: "unitRaised(toPower:)".
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit(factors: factors.map { Factor(symbol: $0.symbol, exponent: $0.exponent * power) })
    }

    /// Apple: "reciprocal()".
    public func reciprocal() -> HKUnit { unitRaised(toPower: -1) }

    /// Whether the unit has no dimension (Apple: "isNull()").
    public func isNull() -> Bool { factors.isEmpty }

    // MARK: Units (Apple's class methods)

    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "g") }
    public static func gram() -> HKUnit { gramUnit(with: .none) }
    public static func ounce() -> HKUnit { HKUnit(from: "oz") }
    public static func pound() -> HKUnit { HKUnit(from: "lb") }
    public static func stone() -> HKUnit { HKUnit(from: "st") }
    public static func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        HKUnit(from: "\(prefix.symbol)mol<\(gramsPerMole)>")
    }
    public static func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit { moleUnit(with: .none, molarMass: gramsPerMole) }

    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "m") }
    public static func meter() -> HKUnit { meterUnit(with: .none) }
    public static func inch() -> HKUnit { HKUnit(from: "in") }
    public static func foot() -> HKUnit { HKUnit(from: "ft") }
    public static func yard() -> HKUnit { HKUnit(from: "yd") }
    public static func mile() -> HKUnit { HKUnit(from: "mi") }

    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "L") }
    public static func liter() -> HKUnit { literUnit(with: .none) }
    public static func fluidOunceUS() -> HKUnit { HKUnit(from: "fl_oz_us") }
    public static func fluidOunceImperial() -> HKUnit { HKUnit(from: "fl_oz_imp") }
    public static func cupUS() -> HKUnit { HKUnit(from: "cup_us") }
    public static func cupImperial() -> HKUnit { HKUnit(from: "cup_imp") }
    public static func pintUS() -> HKUnit { HKUnit(from: "pt_us") }
    public static func pintImperial() -> HKUnit { HKUnit(from: "pt_imp") }

    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "s") }
    public static func second() -> HKUnit { secondUnit(with: .none) }
    public static func minute() -> HKUnit { HKUnit(from: "min") }
    public static func hour() -> HKUnit { HKUnit(from: "hr") }
    public static func day() -> HKUnit { HKUnit(from: "d") }

    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "J") }
    public static func joule() -> HKUnit { jouleUnit(with: .none) }
    /// The food calorie, 1,000 small calories (Apple: "kilocalorie()", "kcal").
    public static func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    /// Apple: "largeCalorie()" ("Cal"), the same amount as a kilocalorie.
    public static func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
    /// Apple: "smallCalorie()" ("cal").
    public static func smallCalorie() -> HKUnit { HKUnit(from: "cal") }

    public static func degreeCelsius() -> HKUnit { HKUnit(from: "degC") }
    public static func degreeFahrenheit() -> HKUnit { HKUnit(from: "degF") }
    public static func kelvin() -> HKUnit { HKUnit(from: "K") }

    public static func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "Pa") }
    public static func pascal() -> HKUnit { pascalUnit(with: .none) }
    public static func millimeterOfMercury() -> HKUnit { HKUnit(from: "mmHg") }
    public static func centimeterOfWater() -> HKUnit { HKUnit(from: "cmAq") }
    public static func atmosphere() -> HKUnit { HKUnit(from: "atm") }
    public static func inchesOfMercury() -> HKUnit { HKUnit(from: "inHg") }

    public static func count() -> HKUnit { HKUnit(from: "count") }
    /// Apple: "percent()": 1.0 is 100 %.
    public static func percent() -> HKUnit { HKUnit(from: "%") }
    public static func hertzUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "Hz") }
    public static func hertz() -> HKUnit { hertzUnit(with: .none) }
    public static func internationalUnit() -> HKUnit { HKUnit(from: "IU") }
    public static func decibelAWeightedSoundPressureLevel() -> HKUnit { HKUnit(from: "dBASPL") }
    public static func decibelHearingLevel() -> HKUnit { HKUnit(from: "dBHL") }
    public static func voltUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "V") }
    public static func volt() -> HKUnit { voltUnit(with: .none) }
    public static func wattUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "W") }
    public static func watt() -> HKUnit { wattUnit(with: .none) }
    public static func luxUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "lx") }
    public static func lux() -> HKUnit { luxUnit(with: .none) }
    public static func diopter() -> HKUnit { HKUnit(from: "D") }
    public static func degreeAngle() -> HKUnit { HKUnit(from: "deg") }
    public static func radianAngleUnit(with prefix: HKMetricPrefix) -> HKUnit { HKUnit(from: prefix.symbol + "rad") }
    public static func radianAngle() -> HKUnit { radianAngleUnit(with: .none) }
    public static func appleEffortScore() -> HKUnit { HKUnit(from: "appleEffortScore") }

    // MARK: Conversion

    /// The dimensions of the unit, each with its total power.
    var dimensions: [String: Int] {
        var result: [String: Int] = [:]
        for factor in factors {
            for (dimension, power) in HKUnit.base(factor.symbol).dimensions {
                result[dimension, default: 0] += power * factor.exponent
            }
        }
        return result.filter { $0.value != 0 }
    }

    /// The unit's size in the reference units of its dimensions.
    var scale: Double {
        factors.reduce(1) { $0 * pow(HKUnit.base($1.symbol).scale, Double($1.exponent)) }
    }

    func isCompatible(with unit: HKUnit) -> Bool { dimensions == unit.dimensions }

    /// `value` of this unit in `unit`, which must be compatible.
    func convert(_ value: Double, to unit: HKUnit) -> Double {
        if let from = temperature, let to = unit.temperature {
            let kelvin = value * from.scale + from.offset
            return (kelvin - to.offset) / to.scale
        }
        return value * scale / unit.scale
    }

    /// The base of a unit that is one temperature on its own.
    private var temperature: Base? {
        guard factors.count == 1, factors[0].exponent == 1 else { return nil }
        let base = HKUnit.base(factors[0].symbol)
        return base.dimensions == ["temperature": 1] ? base : nil
    }

    // MARK: Strings

    static func format(_ factors: [Factor]) -> String {
        func term(_ factor: Factor, _ exponent: Int) -> String { exponent == 1 ? factor.symbol : "\(factor.symbol)^\(exponent)" }
        let numerator = factors.filter { $0.exponent > 0 }.map { term($0, $0.exponent) }
        let denominator = factors.filter { $0.exponent < 0 }.map { term($0, -$0.exponent) }
        if denominator.isEmpty { return numerator.joined(separator: "*") }
        let top = numerator.isEmpty ? "1" : numerator.joined(separator: "*")
        return top + "/" + denominator.joined(separator: "*")
    }

    static func parse(_ string: String) -> [Factor] {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        var parts = trimmed.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if parts.isEmpty { parts = [""] }
        func factors(_ part: String, sign: Int) -> [Factor] {
            part.split(separator: "*").compactMap { token -> Factor? in
                let pieces = token.split(separator: "^", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard let symbol = pieces.first, !symbol.isEmpty, symbol != "1" else { return nil }
                let exponent = pieces.count > 1 ? Int(pieces[1]) ?? 1 : 1
                _ = base(symbol)
                return Factor(symbol: symbol, exponent: exponent * sign)
            }
        }
        return factors(parts[0], sign: 1) + (parts.count > 1 ? factors(parts[1], sign: -1) : [])
    }

    /// The base units HealthKit's unit strings name, without a prefix (Apple, "HKUnit":
    /// "Unit strings"). Imperial and US units are defined by their metric size.
    private static let bases: [String: Base] = [
        "g": Base(dimensions: ["mass": 1], scale: 1),
        "oz": Base(dimensions: ["mass": 1], scale: 28.349523125),
        "lb": Base(dimensions: ["mass": 1], scale: 453.59237),
        "st": Base(dimensions: ["mass": 1], scale: 6350.29318),
        "m": Base(dimensions: ["length": 1], scale: 1),
        "in": Base(dimensions: ["length": 1], scale: 0.0254),
        "ft": Base(dimensions: ["length": 1], scale: 0.3048),
        "yd": Base(dimensions: ["length": 1], scale: 0.9144),
        "mi": Base(dimensions: ["length": 1], scale: 1609.344),
        "L": Base(dimensions: ["length": 3], scale: 0.001),
        "fl_oz_us": Base(dimensions: ["length": 3], scale: 0.0000295735295625),
        "fl_oz_imp": Base(dimensions: ["length": 3], scale: 0.0000284130625),
        "cup_us": Base(dimensions: ["length": 3], scale: 0.0002365882365),
        "cup_imp": Base(dimensions: ["length": 3], scale: 0.000284130625),
        "pt_us": Base(dimensions: ["length": 3], scale: 0.000473176473),
        "pt_imp": Base(dimensions: ["length": 3], scale: 0.00056826125),
        "s": Base(dimensions: ["time": 1], scale: 1),
        "min": Base(dimensions: ["time": 1], scale: 60),
        "hr": Base(dimensions: ["time": 1], scale: 3600),
        "d": Base(dimensions: ["time": 1], scale: 86400),
        "Hz": Base(dimensions: ["time": -1], scale: 1),
        "J": Base(dimensions: ["energy": 1], scale: 1),
        "cal": Base(dimensions: ["energy": 1], scale: 4.184),
        "Cal": Base(dimensions: ["energy": 1], scale: 4184),
        "kcal": Base(dimensions: ["energy": 1], scale: 4184),
        "K": Base(dimensions: ["temperature": 1], scale: 1),
        "degC": Base(dimensions: ["temperature": 1], scale: 1, offset: 273.15),
        "degF": Base(dimensions: ["temperature": 1], scale: 5.0 / 9.0, offset: 459.67 * 5.0 / 9.0),
        "Pa": Base(dimensions: ["pressure": 1], scale: 1),
        "mmHg": Base(dimensions: ["pressure": 1], scale: 133.322387415),
        "cmAq": Base(dimensions: ["pressure": 1], scale: 98.0665),
        "atm": Base(dimensions: ["pressure": 1], scale: 101_325),
        "inHg": Base(dimensions: ["pressure": 1], scale: 3386.38864034),
        "count": Base(dimensions: ["count": 1], scale: 1),
        "%": Base(dimensions: ["percent": 1], scale: 1),
        "IU": Base(dimensions: ["internationalUnit": 1], scale: 1),
        "dBASPL": Base(dimensions: ["soundPressureLevel": 1], scale: 1),
        "dBHL": Base(dimensions: ["hearingLevel": 1], scale: 1),
        "V": Base(dimensions: ["voltage": 1], scale: 1),
        "W": Base(dimensions: ["power": 1], scale: 1),
        "lx": Base(dimensions: ["illuminance": 1], scale: 1),
        "D": Base(dimensions: ["diopter": 1], scale: 1),
        "rad": Base(dimensions: ["angle": 1], scale: 1),
        "deg": Base(dimensions: ["angle": 1], scale: Double.pi / 180),
        "appleEffortScore": Base(dimensions: ["appleEffortScore": 1], scale: 1),
    ]

    /// The base units that take a metric prefix.
    private static let metricBases: Set<String> = ["g", "m", "L", "s", "Hz", "J", "cal", "Pa", "V", "W", "lx", "rad"]

    /// The base unit a symbol names: one of `bases`, a metric prefix and a metric base
    /// ("km", "mg", "mcg"), or moles of a molar mass ("mmol<180.15588>"), which weigh it.
    static func base(_ symbol: String) -> Base {
        if let base = bases[symbol] { return base }
        if let open = symbol.firstIndex(of: "<"), symbol.hasSuffix(">") {
            let prefixAndMole = String(symbol[..<open])
            let massText = symbol[symbol.index(after: open)..<symbol.index(before: symbol.endIndex)]
            if prefixAndMole.hasSuffix("mol"), let molarMass = Double(massText) {
                let prefixSymbol = String(prefixAndMole.dropLast(3))
                if let prefix = prefixSymbol.isEmpty ? HKMetricPrefix.none : HKMetricPrefix.parseOrder.first(where: { $0.symbol == prefixSymbol }) {
                    return Base(dimensions: ["mass": 1], scale: molarMass * prefix.scale)
                }
            }
        }
        for prefix in HKMetricPrefix.parseOrder where symbol.hasPrefix(prefix.symbol) {
            let rest = String(symbol.dropFirst(prefix.symbol.count))
            if metricBases.contains(rest), let base = bases[rest] {
                return Base(dimensions: base.dimensions, scale: base.scale * prefix.scale)
            }
        }
        Diagnostics.note("healthkit-unit-\(symbol)", "HealthKit: the unit \"\(symbol)\" is not one Easel knows; it converts only to itself.")
        return Base(dimensions: ["unknown:" + symbol: 1], scale: 1)
    }
}

/// An amount in a unit (Apple: "HKQuantity").
public final class HKQuantity: NSObject, @unchecked Sendable {
    let unit: HKUnit
    let value: Double

    /// Apple: "init(unit:doubleValue:)".
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
        super.init()
    }

    /// Whether the quantity can be read in `unit` (Apple: "is(compatibleWith:)").
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The amount in `unit` (Apple: "doubleValue(for:)"). iOS raises an exception for a unit of
    /// another dimension; a preview says so once and answers NaN.
    public func doubleValue(for unit: HKUnit) -> Double {
        guard self.unit.isCompatible(with: unit) else {
            Diagnostics.note("healthkit-incompatible-\(self.unit.unitString)-\(unit.unitString)",
                             "HealthKit: a quantity in \(self.unit.unitString) cannot be read in \(unit.unitString) (iOS raises an exception); the preview answers NaN.")
            return .nan
        }
        return self.unit.convert(value, to: unit)
    }

    /// Apple: "compare(_:)": the two quantities must be compatible.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        if value < other { return .orderedAscending }
        if value > other { return .orderedDescending }
        return .orderedSame
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.unit.isCompatible(with: unit) else { return false }
        return other.doubleValue(for: unit) == value
    }

    public override var hash: Int { unit.dimensions.keys.sorted().hashValue }
    public override var description: String { "\(value) \(unit.unitString)" }
}
