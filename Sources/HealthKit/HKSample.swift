import Foundation
@_spi(Frameworks) import Easel

/// Something saved in the Health store (Apple: "HKObject").
public class HKObject: NSObject, @unchecked Sendable {
    /// Apple: "uuid".
    public let uuid: UUID
    /// Apple: "metadata".
    public let metadata: [String: Any]?

    init(metadata: [String: Any]?) {
        uuid = UUID()
        self.metadata = metadata
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? HKObject)?.uuid == uuid }
    public override var hash: Int { uuid.hashValue }
}

/// Health data recorded over a time (Apple: "HKSample").
public class HKSample: HKObject, @unchecked Sendable {
    /// Apple: "sampleType".
    public let sampleType: HKSampleType
    /// Apple: "startDate".
    public let startDate: Date
    /// Apple: "endDate".
    public let endDate: Date
    /// Apple: "hasUndeterminedDuration".
    public var hasUndeterminedDuration: Bool { endDate == .distantFuture }

    init(sampleType: HKSampleType, startDate: Date, endDate: Date, metadata: [String: Any]?) {
        self.sampleType = sampleType
        self.startDate = startDate
        // iOS raises an exception for a sample that ends before it starts; a preview says so
        // and keeps it as an instant.
        if endDate < startDate {
            Diagnostics.note("healthkit-sample-dates", "HealthKit: a sample ends before it starts (iOS raises an exception); the preview keeps it as an instant at its start.")
        }
        self.endDate = max(startDate, endDate)
        super.init(metadata: metadata)
    }
}

/// Sort keys of samples (Apple: "HKSampleSortIdentifierStartDate", "…EndDate").
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"

/// Apple: "HKPredicateKeyPathStartDate", "HKPredicateKeyPathEndDate".
public let HKPredicateKeyPathStartDate = "startDate"
public let HKPredicateKeyPathEndDate = "endDate"

/// A quantity over a time: steps walked, a heart rate (Apple: "HKQuantitySample").
public class HKQuantitySample: HKSample, @unchecked Sendable {
    /// Apple: "quantity".
    public let quantity: HKQuantity
    /// Apple: "count": the number of quantities the sample stands for.
    public let count: Int

    /// Apple: "quantityType".
    public var quantityType: HKQuantityType {
        sampleType as? HKQuantityType ?? HKQuantityType(identifier: sampleType.identifier)
    }

    /// Apple: "init(type:quantity:start:end:)".
    public convenience init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, metadata: nil)
    }

    /// Apple: "init(type:quantity:start:end:metadata:)". A quantity in a unit the type does not
    /// take makes iOS raise an exception; a preview says so once and keeps the sample.
    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
                metadata: [String: Any]?) {
        if !quantityType.is(compatibleWith: quantity.unit) {
            Diagnostics.note("healthkit-sample-unit-\(quantityType.identifier)",
                             "HealthKit: \(quantityType.identifier) does not take quantities in \(quantity.unit.unitString) (iOS raises an exception); the preview keeps the sample.")
        }
        self.quantity = quantity
        count = 1
        super.init(sampleType: quantityType, startDate: startDate, endDate: endDate, metadata: metadata)
    }
}

/// A sample whose value is one of a category's: a night's sleep, a mindful session
/// (Apple: "HKCategorySample").
public class HKCategorySample: HKSample, @unchecked Sendable {
    /// Apple: "value".
    public let value: Int

    /// Apple: "categoryType".
    public var categoryType: HKCategoryType {
        sampleType as? HKCategoryType ?? HKCategoryType(identifier: sampleType.identifier)
    }

    /// Apple: "init(type:value:start:end:)".
    public convenience init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date) {
        self.init(type: type, value: value, start: startDate, end: endDate, metadata: nil)
    }

    /// Apple: "init(type:value:start:end:metadata:)".
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]?) {
        self.value = value
        super.init(sampleType: type, startDate: startDate, endDate: endDate, metadata: metadata)
    }
}

/// A workout (Apple: "HKWorkout"). iOS 17 builds them with `HKWorkoutBuilder`; the older
/// initializers below still make one.
public class HKWorkout: HKSample, @unchecked Sendable {
    /// Apple: "workoutActivityType".
    public let workoutActivityType: HKWorkoutActivityType
    /// Apple: "duration".
    public let duration: TimeInterval
    /// Apple: "totalEnergyBurned".
    public let totalEnergyBurned: HKQuantity?
    /// Apple: "totalDistance".
    public let totalDistance: HKQuantity?
    /// Apple: "totalSwimmingStrokeCount".
    public let totalSwimmingStrokeCount: HKQuantity? = nil
    /// Apple: "totalFlightsClimbed".
    public let totalFlightsClimbed: HKQuantity? = nil

    /// Apple: "init(activityType:start:end:)".
    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(activityType: workoutActivityType, start: startDate, end: endDate, duration: 0, totalEnergyBurned: nil,
                  totalDistance: nil, metadata: nil)
    }

    /// Apple: "init(activityType:start:end:duration:totalEnergyBurned:totalDistance:metadata:)";
    /// a duration of 0 is the time from start to end.
    public init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date,
                duration: TimeInterval, totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?) {
        self.workoutActivityType = workoutActivityType
        self.duration = duration > 0 ? duration : max(0, endDate.timeIntervalSince(startDate))
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(sampleType: HKObjectType.workoutType(), startDate: startDate, endDate: endDate, metadata: metadata)
    }

    /// The statistics of a quantity the workout recorded (Apple: "statistics(for:)", iOS 16):
    /// none for a workout saved without a builder.
    public func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
}

/// Apple: "HKWorkoutActivityType", with Apple's raw values.
public enum HKWorkoutActivityType: UInt, Sendable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing, cricket,
         crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing, fishing,
         functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse, martialArts, mindAndBody,
         mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing, rugby, running, sailing,
         skatingSports, snowSports, soccer, softball, squash, stairClimbing, surfingSports, swimming, tableTennis, tennis,
         trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga,
         barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining, jumpRope,
         kickboxing, pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio,
         handCycling, discSports, fitnessGaming, cardioDance, socialDance, pickleball, cooldown
    case swimBikeRun = 82, transition, underwaterDiving
    case other = 3000
}

/// A sample that was deleted, as anchored queries report it (Apple: "HKDeletedObject").
public final class HKDeletedObject: NSObject, @unchecked Sendable {
    /// Apple: "uuid".
    public let uuid: UUID
    /// Apple: "metadata".
    public let metadata: [String: Any]?

    init(uuid: UUID, metadata: [String: Any]?) {
        self.uuid = uuid
        self.metadata = metadata
        super.init()
    }
}
