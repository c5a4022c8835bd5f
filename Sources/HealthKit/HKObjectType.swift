import Foundation

/// A kind of health data (Apple: "HKObjectType"). Types are compared by identifier, so
/// `HKQuantityType(.stepCount)` made twice is one type in a `Set`.
public class HKObjectType: NSObject, @unchecked Sendable {
    /// Apple: "identifier", the identifier's raw value ("HKQuantityTypeIdentifierStepCount").
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }

    public override var hash: Int { identifier.hashValue }
    public override var description: String { identifier }

    /// Apple: "quantityType(forIdentifier:)".
    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    /// Apple: "categoryType(forIdentifier:)".
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }

    /// Apple: "characteristicType(forIdentifier:)".
    public class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? {
        HKCharacteristicType(identifier)
    }

    /// Apple: "workoutType()".
    public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: HKWorkoutTypeIdentifier) }
}

/// The identifier of the workout type (Apple: "HKWorkoutTypeIdentifier").
public let HKWorkoutTypeIdentifier = "HKWorkoutTypeIdentifier"

/// A kind of sample: data recorded over a time (Apple: "HKSampleType").
public class HKSampleType: HKObjectType, @unchecked Sendable {
    /// Apple: "isMaximumDurationRestricted".
    public var isMaximumDurationRestricted: Bool { false }
    /// Apple: "isMinimumDurationRestricted".
    public var isMinimumDurationRestricted: Bool { false }
    /// Apple: "allowsRecalibrationForEstimates".
    public var allowsRecalibrationForEstimates: Bool { false }
}

/// How samples of a quantity type add up (Apple: "HKQuantityAggregationStyle").
public enum HKQuantityAggregationStyle: Int, Sendable {
    case cumulative = 0
    case discreteArithmetic = 1
    case discreteTemporallyWeighted = 2
    case discreteEquivalentContinuousLevel = 3
}

/// A kind of quantity sample: steps, heart rate, body mass (Apple: "HKQuantityType").
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// Apple: "init(_:)", iOS 15.
    public convenience init(_ identifier: HKQuantityTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }

    /// Whether the type adds up (steps) or is read as values (heart rate)
    /// (Apple: "aggregationStyle").
    public var aggregationStyle: HKQuantityAggregationStyle {
        HKQuantityTypeIdentifier(rawValue: identifier).traits.aggregation
    }

    /// Whether quantities of the type can be given in `unit` (Apple: "is(compatibleWith:)").
    public func `is`(compatibleWith unit: HKUnit) -> Bool { canonicalUnit.isCompatible(with: unit) }

    /// The unit the type's statistics are kept in.
    var canonicalUnit: HKUnit { HKUnit(from: HKQuantityTypeIdentifier(rawValue: identifier).traits.unit) }
}

/// A kind of category sample: sleep, mindful minutes (Apple: "HKCategoryType").
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// Apple: "init(_:)", iOS 15.
    public convenience init(_ identifier: HKCategoryTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }
}

/// The type of workouts (Apple: "HKWorkoutType").
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// A characteristic of the person, which does not change over time: date of birth, blood
/// type (Apple: "HKCharacteristicType").
public final class HKCharacteristicType: HKObjectType, @unchecked Sendable {
    /// Apple: "init(_:)", iOS 15.
    public convenience init(_ identifier: HKCharacteristicTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }
}

/// Apple: "HKCategoryTypeIdentifier".
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let sleepAnalysis = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierAppleStandHour")
    public static let highHeartRateEvent = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierHighHeartRateEvent")
    public static let lowHeartRateEvent = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierLowHeartRateEvent")
    public static let irregularHeartRhythmEvent = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierIrregularHeartRhythmEvent")
    public static let menstrualFlow = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierMenstrualFlow")
    public static let toothbrushingEvent = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierToothbrushingEvent")
    public static let handwashingEvent = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierHandwashingEvent")
    public static let headache = HKCategoryTypeIdentifier("HKCategoryTypeIdentifierHeadache")
}

/// Apple: "HKCharacteristicTypeIdentifier".
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let biologicalSex = HKCharacteristicTypeIdentifier("HKCharacteristicTypeIdentifierBiologicalSex")
    public static let bloodType = HKCharacteristicTypeIdentifier("HKCharacteristicTypeIdentifierBloodType")
    public static let dateOfBirth = HKCharacteristicTypeIdentifier("HKCharacteristicTypeIdentifierDateOfBirth")
    public static let fitzpatrickSkinType = HKCharacteristicTypeIdentifier("HKCharacteristicTypeIdentifierFitzpatrickSkinType")
    public static let wheelchairUse = HKCharacteristicTypeIdentifier("HKCharacteristicTypeIdentifierWheelchairUse")
    public static let activityMoveMode = HKCharacteristicTypeIdentifier("HKCharacteristicTypeIdentifierActivityMoveMode")
}

/// The values of a sleep sample (Apple: "HKCategoryValueSleepAnalysis").
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0
    case asleepUnspecified = 1
    case awake = 2
    case asleepCore = 3
    case asleepDeep = 4
    case asleepREM = 5

    /// Apple: "allAsleepValues".
    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}

/// The value of a category sample that has none (Apple: "HKCategoryValue").
public enum HKCategoryValue: Int, Sendable {
    case notApplicable = 0
}

/// Apple: "HKBiologicalSex".
public enum HKBiologicalSex: Int, Sendable {
    case notSet = 0, female, male, other
}

/// Apple: "HKBiologicalSexObject".
public final class HKBiologicalSexObject: NSObject, @unchecked Sendable {
    public let biologicalSex: HKBiologicalSex
    init(_ biologicalSex: HKBiologicalSex) {
        self.biologicalSex = biologicalSex
        super.init()
    }
}

/// Apple: "HKBloodType".
public enum HKBloodType: Int, Sendable {
    case notSet = 0, aPositive, aNegative, bPositive, bNegative, abPositive, abNegative, oPositive, oNegative
}

/// Apple: "HKBloodTypeObject".
public final class HKBloodTypeObject: NSObject, @unchecked Sendable {
    public let bloodType: HKBloodType
    init(_ bloodType: HKBloodType) {
        self.bloodType = bloodType
        super.init()
    }
}
