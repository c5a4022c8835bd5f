import Foundation

/// Apple: "HKQuantityTypeIdentifier": the common quantity types, with Apple's raw values.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    // Activity
    public static let stepCount = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceCycling")
    public static let distanceSwimming = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceSwimming")
    public static let distanceWheelchair = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceWheelchair")
    public static let distanceDownhillSnowSports = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDistanceDownhillSnowSports")
    public static let pushCount = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierPushCount")
    public static let swimmingStrokeCount = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierSwimmingStrokeCount")
    public static let flightsClimbed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierFlightsClimbed")
    public static let activeEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let appleExerciseTime = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleStandTime")
    public static let appleMoveTime = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleMoveTime")
    public static let nikeFuel = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierNikeFuel")
    public static let vo2Max = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierVO2Max")
    public static let walkingSpeed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierWalkingSpeed")
    public static let walkingStepLength = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierWalkingStepLength")
    public static let walkingAsymmetryPercentage = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierWalkingAsymmetryPercentage")
    public static let walkingDoubleSupportPercentage = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierWalkingDoubleSupportPercentage")
    public static let sixMinuteWalkTestDistance = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierSixMinuteWalkTestDistance")
    public static let stairAscentSpeed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierStairAscentSpeed")
    public static let stairDescentSpeed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierStairDescentSpeed")
    public static let runningSpeed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRunningSpeed")
    public static let runningPower = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRunningPower")
    public static let runningStrideLength = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRunningStrideLength")
    public static let cyclingSpeed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierCyclingSpeed")
    public static let cyclingPower = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierCyclingPower")
    public static let cyclingCadence = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierCyclingCadence")
    public static let timeInDaylight = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierTimeInDaylight")
    public static let physicalEffort = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierPhysicalEffort")

    // Body measurements
    public static let height = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeight")
    public static let bodyMass = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyMass")
    public static let bodyMassIndex = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyMassIndex")
    public static let leanBodyMass = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierLeanBodyMass")
    public static let bodyFatPercentage = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyFatPercentage")
    public static let waistCircumference = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierWaistCircumference")

    // Vital signs
    public static let heartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRestingHeartRate")
    public static let walkingHeartRateAverage = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierWalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let heartRateRecoveryOneMinute = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeartRateRecoveryOneMinute")
    public static let oxygenSaturation = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierOxygenSaturation")
    public static let bodyTemperature = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBodyTemperature")
    public static let basalBodyTemperature = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBasalBodyTemperature")
    public static let bloodPressureSystolic = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBloodPressureSystolic")
    public static let bloodPressureDiastolic = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBloodPressureDiastolic")
    public static let respiratoryRate = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierRespiratoryRate")
    public static let bloodGlucose = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierBloodGlucose")
    public static let appleSleepingWristTemperature = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierAppleSleepingWristTemperature")

    // Nutrition
    public static let dietaryEnergyConsumed = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryEnergyConsumed")
    public static let dietaryWater = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryProtein = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryProtein")
    public static let dietaryCarbohydrates = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryCarbohydrates")
    public static let dietaryFatTotal = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryFatTotal")
    public static let dietarySugar = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietarySugar")
    public static let dietaryFiber = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryFiber")
    public static let dietarySodium = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietarySodium")
    public static let dietaryCaffeine = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryCaffeine")
    public static let dietaryCholesterol = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierDietaryCholesterol")

    // Hearing and other
    public static let environmentalAudioExposure = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierEnvironmentalAudioExposure")
    public static let headphoneAudioExposure = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierHeadphoneAudioExposure")
    public static let numberOfTimesFallen = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierNumberOfTimesFallen")
    public static let uvExposure = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierUVExposure")
    public static let numberOfAlcoholicBeverages = HKQuantityTypeIdentifier("HKQuantityTypeIdentifierNumberOfAlcoholicBeverages")

    /// The unit a type's statistics are kept in, and how its samples add up (Apple, each
    /// identifier's page: "Compatible units" and "Aggregation style"). A type Easel does not
    /// list adds up in counts.
    var traits: (unit: String, aggregation: HKQuantityAggregationStyle) {
        HKQuantityTypeIdentifier.table[self] ?? ("count", .cumulative)
    }

    private static let table: [HKQuantityTypeIdentifier: (unit: String, aggregation: HKQuantityAggregationStyle)] = [
        .stepCount: ("count", .cumulative),
        .distanceWalkingRunning: ("m", .cumulative),
        .distanceCycling: ("m", .cumulative),
        .distanceSwimming: ("m", .cumulative),
        .distanceWheelchair: ("m", .cumulative),
        .distanceDownhillSnowSports: ("m", .cumulative),
        .pushCount: ("count", .cumulative),
        .swimmingStrokeCount: ("count", .cumulative),
        .flightsClimbed: ("count", .cumulative),
        .activeEnergyBurned: ("kcal", .cumulative),
        .basalEnergyBurned: ("kcal", .cumulative),
        .appleExerciseTime: ("min", .cumulative),
        .appleStandTime: ("min", .cumulative),
        .appleMoveTime: ("min", .cumulative),
        .nikeFuel: ("count", .cumulative),
        .vo2Max: ("mL/kg*min", .discreteArithmetic),
        .walkingSpeed: ("m/s", .discreteArithmetic),
        .walkingStepLength: ("m", .discreteArithmetic),
        .walkingAsymmetryPercentage: ("%", .discreteArithmetic),
        .walkingDoubleSupportPercentage: ("%", .discreteArithmetic),
        .sixMinuteWalkTestDistance: ("m", .discreteArithmetic),
        .stairAscentSpeed: ("m/s", .discreteArithmetic),
        .stairDescentSpeed: ("m/s", .discreteArithmetic),
        .runningSpeed: ("m/s", .discreteArithmetic),
        .runningPower: ("W", .discreteArithmetic),
        .runningStrideLength: ("m", .discreteArithmetic),
        .cyclingSpeed: ("m/s", .discreteArithmetic),
        .cyclingPower: ("W", .discreteArithmetic),
        .cyclingCadence: ("count/min", .discreteArithmetic),
        .timeInDaylight: ("min", .cumulative),
        .physicalEffort: ("kcal/hr*kg", .discreteArithmetic),
        .height: ("m", .discreteArithmetic),
        .bodyMass: ("kg", .discreteArithmetic),
        .bodyMassIndex: ("count", .discreteArithmetic),
        .leanBodyMass: ("kg", .discreteArithmetic),
        .bodyFatPercentage: ("%", .discreteArithmetic),
        .waistCircumference: ("m", .discreteArithmetic),
        .heartRate: ("count/min", .discreteTemporallyWeighted),
        .restingHeartRate: ("count/min", .discreteArithmetic),
        .walkingHeartRateAverage: ("count/min", .discreteArithmetic),
        .heartRateVariabilitySDNN: ("ms", .discreteArithmetic),
        .heartRateRecoveryOneMinute: ("count/min", .discreteArithmetic),
        .oxygenSaturation: ("%", .discreteArithmetic),
        .bodyTemperature: ("degC", .discreteArithmetic),
        .basalBodyTemperature: ("degC", .discreteArithmetic),
        .bloodPressureSystolic: ("mmHg", .discreteArithmetic),
        .bloodPressureDiastolic: ("mmHg", .discreteArithmetic),
        .respiratoryRate: ("count/min", .discreteArithmetic),
        .bloodGlucose: ("mg/dL", .discreteArithmetic),
        .appleSleepingWristTemperature: ("degC", .discreteArithmetic),
        .dietaryEnergyConsumed: ("kcal", .cumulative),
        .dietaryWater: ("mL", .cumulative),
        .dietaryProtein: ("g", .cumulative),
        .dietaryCarbohydrates: ("g", .cumulative),
        .dietaryFatTotal: ("g", .cumulative),
        .dietarySugar: ("g", .cumulative),
        .dietaryFiber: ("g", .cumulative),
        .dietarySodium: ("mg", .cumulative),
        .dietaryCaffeine: ("mg", .cumulative),
        .dietaryCholesterol: ("mg", .cumulative),
        .environmentalAudioExposure: ("dBASPL", .discreteEquivalentContinuousLevel),
        .headphoneAudioExposure: ("dBASPL", .discreteEquivalentContinuousLevel),
        .numberOfTimesFallen: ("count", .cumulative),
        .uvExposure: ("count", .discreteArithmetic),
        .numberOfAlcoholicBeverages: ("count", .cumulative),
    ]
}
