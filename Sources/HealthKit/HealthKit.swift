// Linux only: HealthKit's value types as health and fitness widgets use them — quantities, units,
// types and their identifiers — and a health store that has no data: `isHealthDataAvailable()`
// is false, authorization is not determined, and queries never call back. A widget's provider
// that reads HealthKit renders the state it shows with no data (or its preview's entries).
import Foundation

public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    static func id(_ name: String) -> HKQuantityTypeIdentifier { HKQuantityTypeIdentifier(rawValue: "HKQuantityTypeIdentifier" + name) }
    public static let stepCount = id("StepCount"), distanceWalkingRunning = id("DistanceWalkingRunning")
    public static let distanceCycling = id("DistanceCycling"), distanceSwimming = id("DistanceSwimming"), distanceWheelchair = id("DistanceWheelchair")
    public static let flightsClimbed = id("FlightsClimbed"), swimmingStrokeCount = id("SwimmingStrokeCount"), pushCount = id("PushCount")
    public static let activeEnergyBurned = id("ActiveEnergyBurned"), basalEnergyBurned = id("BasalEnergyBurned")
    public static let appleExerciseTime = id("AppleExerciseTime"), appleStandTime = id("AppleStandTime"), appleMoveTime = id("AppleMoveTime")
    public static let heartRate = id("HeartRate"), restingHeartRate = id("RestingHeartRate"), walkingHeartRateAverage = id("WalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = id("HeartRateVariabilitySDNN"), heartRateRecoveryOneMinute = id("HeartRateRecoveryOneMinute")
    public static let oxygenSaturation = id("OxygenSaturation"), respiratoryRate = id("RespiratoryRate"), vo2Max = id("VO2Max")
    public static let bodyTemperature = id("BodyTemperature"), basalBodyTemperature = id("BasalBodyTemperature")
    public static let appleSleepingWristTemperature = id("AppleSleepingWristTemperature")
    public static let bloodPressureSystolic = id("BloodPressureSystolic"), bloodPressureDiastolic = id("BloodPressureDiastolic")
    public static let bloodGlucose = id("BloodGlucose"), bodyMass = id("BodyMass"), height = id("Height"), bodyMassIndex = id("BodyMassIndex")
    public static let bodyFatPercentage = id("BodyFatPercentage"), leanBodyMass = id("LeanBodyMass"), waistCircumference = id("WaistCircumference")
    public static let dietaryWater = id("DietaryWater"), dietaryEnergyConsumed = id("DietaryEnergyConsumed"), dietaryCaffeine = id("DietaryCaffeine")
    public static let dietaryProtein = id("DietaryProtein"), dietaryCarbohydrates = id("DietaryCarbohydrates"), dietaryFatTotal = id("DietaryFatTotal")
    public static let dietarySugar = id("DietarySugar"), dietaryFiber = id("DietaryFiber"), dietarySodium = id("DietarySodium")
    public static let environmentalAudioExposure = id("EnvironmentalAudioExposure"), headphoneAudioExposure = id("HeadphoneAudioExposure")
    public static let walkingSpeed = id("WalkingSpeed"), walkingStepLength = id("WalkingStepLength"), runningSpeed = id("RunningSpeed")
    public static let runningPower = id("RunningPower"), cyclingPower = id("CyclingPower"), cyclingCadence = id("CyclingCadence")
    public static let timeInDaylight = id("TimeInDaylight"), uvExposure = id("UVExposure"), physicalEffort = id("PhysicalEffort")
}

public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    static func id(_ name: String) -> HKCategoryTypeIdentifier { HKCategoryTypeIdentifier(rawValue: "HKCategoryTypeIdentifier" + name) }
    public static let sleepAnalysis = id("SleepAnalysis"), mindfulSession = id("MindfulSession"), appleStandHour = id("AppleStandHour")
    public static let highHeartRateEvent = id("HighHeartRateEvent"), lowHeartRateEvent = id("LowHeartRateEvent")
    public static let irregularHeartRhythmEvent = id("IrregularHeartRhythmEvent"), handwashingEvent = id("HandwashingEvent")
    public static let toothbrushingEvent = id("ToothbrushingEvent"), menstrualFlow = id("MenstrualFlow")
}

public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed, asleepUnspecified, awake, asleepCore, asleepDeep, asleepREM
}

/// A kind of health data.
public class HKObjectType: Hashable, @unchecked Sendable {
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }
    public static func == (a: HKObjectType, b: HKObjectType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    public class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }
}

public class HKSampleType: HKObjectType, @unchecked Sendable {}

public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}
public final class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

/// A measured value over a time span.
public class HKSample: @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date
    init(sampleType: HKSampleType, startDate: Date, endDate: Date) { (self.sampleType, self.startDate, self.endDate) = (sampleType, startDate, endDate) }
}

public final class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    public init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date) {
        self.quantity = quantity
        super.init(sampleType: type, startDate: start, endDate: end)
    }
}

public final class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    public init(type: HKCategoryType, value: Int, start: Date, end: Date) {
        self.value = value
        super.init(sampleType: type, startDate: start, endDate: end)
    }
}

public enum HKAuthorizationStatus: Int, Sendable { case notDetermined, sharingDenied, sharingAuthorized }
public enum HKAuthorizationRequestStatus: Int, Sendable { case unknown, shouldRequest, unnecessary }

/// The health store: no data on Linux. Requests complete unauthorized; queries never call back.
public final class HKHealthStore: @unchecked Sendable {
    public init() {}
    public class func isHealthDataAvailable() -> Bool { false }
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping (Bool, Error?) -> Void) {
        completion(false, nil)
    }
    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {}
    public func execute(_ query: HKQuery) {}
    public func stop(_ query: HKQuery) {}
}

public struct HKStatisticsOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let discreteAverage = HKStatisticsOptions(rawValue: 2), discreteMin = HKStatisticsOptions(rawValue: 4)
    public static let discreteMax = HKStatisticsOptions(rawValue: 8), cumulativeSum = HKStatisticsOptions(rawValue: 16)
    public static let mostRecent = HKStatisticsOptions(rawValue: 32), duration = HKStatisticsOptions(rawValue: 64)
    public static let separateBySource = HKStatisticsOptions(rawValue: 1)
}

public struct HKQueryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1), strictEndDate = HKQueryOptions(rawValue: 2)
}

/// Statistics over samples; no query produces one here, but widget code can build one for a preview.
public final class HKStatistics: @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date, endDate: Date
    private let sum: HKQuantity?, average: HKQuantity?, minimum: HKQuantity?, maximum: HKQuantity?, recent: HKQuantity?
    init(quantityType: HKQuantityType, startDate: Date, endDate: Date, sum: HKQuantity? = nil, average: HKQuantity? = nil,
         minimum: HKQuantity? = nil, maximum: HKQuantity? = nil, mostRecent: HKQuantity? = nil) {
        (self.quantityType, self.startDate, self.endDate) = (quantityType, startDate, endDate)
        (self.sum, self.average, self.minimum, self.maximum, recent) = (sum, average, minimum, maximum, mostRecent)
    }
    public func sumQuantity() -> HKQuantity? { sum }
    public func averageQuantity() -> HKQuantity? { average }
    public func minimumQuantity() -> HKQuantity? { minimum }
    public func maximumQuantity() -> HKQuantity? { maximum }
    public func mostRecentQuantity() -> HKQuantity? { recent }
}

public final class HKStatisticsCollection: @unchecked Sendable {
    public func statistics() -> [HKStatistics] { [] }
    public func statistics(for date: Date) -> HKStatistics? { nil }
    public func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {}
}

/// A query: built as widget code builds it, never run.
public class HKQuery: @unchecked Sendable {
    public let objectType: HKObjectType?
    init(objectType: HKObjectType?) { self.objectType = objectType }
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }
}

public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler: @escaping (HKStatisticsQuery, HKStatistics?, Error?) -> Void) {
        super.init(objectType: quantityType)
    }
}

public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, Error?) -> Void)?
    public var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, Error?) -> Void)?
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        super.init(objectType: quantityType)
    }
}

public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    public static let noLimit = 0
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, Error?) -> Void) {
        super.init(objectType: sampleType)
    }
}

public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"
public let HKObjectQueryNoLimit = 0
