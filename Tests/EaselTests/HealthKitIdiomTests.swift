import XCTest
import SwiftUI
import HealthKit
import HealthKitUI
@testable import Easel

// HealthKit as Apple's sample code and tutorials write it: a step counter that asks for
// permission and sums today's steps with an `HKStatisticsQuery`, a week of steps from an
// `HKStatisticsCollectionQuery`, a water log saved and read back with the iOS 15.4 query
// descriptors, unit conversions, and SwiftUI's `healthDataAccessRequest`. A preview's store is
// an empty simulator's: permission is granted, today's steps are 0 (with HealthKit's "no
// data" error), and what the preview saves is read back. Each test uses its own quantity
// type, as the store is one for the process.

@MainActor
private final class HIStepCounter: ObservableObject {
    let healthStore = HKHealthStore()
    @Published var steps: Int?
    @Published var status = "Not connected"
    @Published var note = ""

    func requestAuthorization() async {
        guard HKHealthStore.isHealthDataAvailable() else {
            status = "Health data unavailable"
            return
        }
        let stepType = HKQuantityType(.stepCount)
        do {
            try await healthStore.requestAuthorization(toShare: [stepType], read: [stepType])
            status = "Connected"
        } catch {
            status = "Failed: \(error.localizedDescription)"
        }
    }

    func fetchTodaySteps() {
        guard let stepCountType = HKObjectType.quantityType(forIdentifier: .stepCount) else { return }
        let now = Date()
        let startOfDay = Calendar.current.startOfDay(for: now)
        let predicate = HKQuery.predicateForSamples(withStart: startOfDay, end: now, options: .strictStartDate)
        let query = HKStatisticsQuery(quantityType: stepCountType, quantitySamplePredicate: predicate, options: .cumulativeSum) { _, result, error in
            let steps = result?.sumQuantity()?.doubleValue(for: HKUnit.count()) ?? 0
            let message = error?.localizedDescription ?? ""
            Task { @MainActor in
                self.steps = Int(steps)
                self.note = message
            }
        }
        healthStore.execute(query)
    }
}

private struct HIStepsView: View {
    @StateObject private var counter = HIStepCounter()

    var body: some View {
        VStack(spacing: 8) {
            Text(counter.steps.map { "\($0)" } ?? "…")
                .font(.largeTitle.bold())
                .accessibilityIdentifier("steps")
            Text("steps today")
            Text(counter.status).accessibilityIdentifier("status")
            Text(counter.note).font(.footnote).accessibilityIdentifier("note")
        }
        .task {
            await counter.requestAuthorization()
            counter.fetchTodaySteps()
        }
    }
}

/// A week of steps for a chart, as Apple's "Executing Statistical Queries" sample collects it.
@MainActor
private final class HIWeeklySteps: ObservableObject {
    let store = HKHealthStore()
    @Published var dailySteps: [Int] = []

    func load() {
        let calendar = Calendar.current
        let endDate = Date()
        let anchorDate = calendar.startOfDay(for: endDate)
        guard let startDate = calendar.date(byAdding: .day, value: -6, to: anchorDate) else { return }
        let query = HKStatisticsCollectionQuery(quantityType: HKQuantityType(.flightsClimbed),
                                                quantitySamplePredicate: HKQuery.predicateForSamples(withStart: startDate, end: endDate),
                                                options: .cumulativeSum,
                                                anchorDate: anchorDate,
                                                intervalComponents: DateComponents(day: 1))
        query.initialResultsHandler = { _, collection, _ in
            var days: [Int] = []
            collection?.enumerateStatistics(from: startDate, to: endDate) { statistics, _ in
                days.append(Int(statistics.sumQuantity()?.doubleValue(for: .count()) ?? 0))
            }
            let week = days
            Task { @MainActor in self.dailySteps = week }
        }
        store.execute(query)
    }
}

private struct HIWeekChart: View {
    @StateObject private var model = HIWeeklySteps()

    var body: some View {
        VStack {
            Text("\(model.dailySteps.count) days").accessibilityIdentifier("days")
            Text("\(model.dailySteps.reduce(0, +)) flights").accessibilityIdentifier("total")
        }
        .onAppear { model.load() }
    }
}

/// SwiftUI's permission request (iOS 17), triggered by a button.
private struct HIConnectView: View {
    let store = HKHealthStore()
    @State private var trigger = false
    @State private var message = "Not connected"

    var body: some View {
        VStack {
            Text(message).accessibilityIdentifier("message")
            Button("Connect to Health") { trigger.toggle() }
                .accessibilityIdentifier("connect")
        }
        .healthDataAccessRequest(store: store,
                                 shareTypes: [HKQuantityType(.bodyMass)],
                                 readTypes: [HKQuantityType(.bodyMass), HKQuantityType(.height)],
                                 trigger: trigger) { result in
            switch result {
            case .success(let granted):
                message = granted ? "Connected" : "Declined"
            case .failure(let error):
                message = error.localizedDescription
            }
        }
    }
}

/// Counts the updates an observer query hears.
private final class HIUpdateCount: @unchecked Sendable {
    var value = 0
}

final class HealthKitIdiomTests: XCTestCase {
    func testAStepCounterIsGrantedAccessAndCountsNoStepsInAnEmptyStore() {
        Diagnostics.reset()
        let host = phoneHost(HIStepsView())
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.text(of: "status"), "Connected", "a simulator has health data and the request is granted")
        XCTAssertEqual(host.text(of: "steps"), "0")
        XCTAssertEqual(host.text(of: "note"), "No data available for the specified predicate.", "HealthKit's answer for no samples")
        XCTAssertEqual(HKHealthStore().authorizationStatus(for: HKQuantityType(.stepCount)), .sharingAuthorized,
                       "every store of the process shares one authorization")
        XCTAssertEqual(Diagnostics.log.filter { $0.hasPrefix("HealthKit:") }.count, 1, "said once")
    }

    func testAWeekOfStatisticsHasOneEmptyIntervalADay() {
        let host = phoneHost(HIWeekChart())
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.text(of: "days"), "7 days", "enumerateStatistics visits empty intervals too")
        XCTAssertEqual(host.text(of: "total"), "0 flights")
    }

    func testALoggedGlassOfWaterIsReadBackAndObserved() throws {
        let store = HKHealthStore()
        let water = HKQuantityType(.dietaryWater)
        let updates = HIUpdateCount()
        let observer = HKObserverQuery(sampleType: water, predicate: nil) { _, completionHandler, _ in
            updates.value += 1
            completionHandler()
        }
        store.execute(observer)
        hiRunMainLoop { updates.value == 1 }
        XCTAssertEqual(updates.value, 1, "an observer query is called once when it starts")

        let now = Date()
        let glass = HKQuantitySample(type: water, quantity: HKQuantity(unit: .literUnit(with: .milli), doubleValue: 250), start: now, end: now)
        try hiAwait { try await store.save(glass) }
        hiRunMainLoop { updates.value == 2 }
        XCTAssertEqual(updates.value, 2, "and again when a sample of its type is saved")
        store.stop(observer)

        let today = HKQuery.predicateForSamples(withStart: Calendar.current.startOfDay(for: now), end: nil)
        let descriptor = HKStatisticsQueryDescriptor(predicate: .quantitySample(type: water, predicate: today), options: .cumulativeSum)
        let litres = try hiAwait { try await descriptor.result(for: store)?.sumQuantity()?.doubleValue(for: .liter()) }
        XCTAssertEqual(try XCTUnwrap(litres), 0.25, accuracy: 1e-9)

        let recent = HKSampleQueryDescriptor(predicates: [.quantitySample(type: water)],
                                             sortDescriptors: [SortDescriptor(\.endDate, order: .reverse)],
                                             limit: 10)
        let samples = try hiAwait { try await recent.result(for: store) }
        XCTAssertEqual(samples.count, 1)
        XCTAssertEqual(try XCTUnwrap(samples.first).quantity.doubleValue(for: .fluidOunceUS()), 8.4535, accuracy: 0.0001)
        XCTAssertTrue(try hiAwait { try await HKSampleQueryDescriptor(predicates: [.quantitySample(type: HKQuantityType(.dietaryCaffeine))],
                                                                        sortDescriptors: []).result(for: store) }.isEmpty,
                      "a type nothing was saved for has no samples")
    }

    func testUnitsConvertAsHealthKitConvertsThem() {
        XCTAssertEqual(HKUnit(from: "count/min"), HKUnit.count().unitDivided(by: .minute()))
        XCTAssertEqual(HKUnit.count().unitDivided(by: HKUnit.minute()).unitString, "count/min")
        XCTAssertEqual(HKUnit.meterUnit(with: .kilo).unitString, "km")
        XCTAssertEqual(HKUnit.gramUnit(with: .kilo), HKUnit(from: "kg"))
        XCTAssertEqual(HKQuantity(unit: .meterUnit(with: .kilo), doubleValue: 5).doubleValue(for: .mile()), 3.106856, accuracy: 1e-6)
        XCTAssertEqual(HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: 70).doubleValue(for: .pound()), 154.3236, accuracy: 1e-4)
        XCTAssertEqual(HKQuantity(unit: .degreeCelsius(), doubleValue: 38).doubleValue(for: .degreeFahrenheit()), 100.4, accuracy: 1e-9)
        XCTAssertEqual(HKQuantity(unit: HKUnit(from: "count/s"), doubleValue: 1.2).doubleValue(for: HKUnit(from: "count/min")), 72,
                       accuracy: 1e-9)
        let glucose = HKQuantity(unit: HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter()),
                                 doubleValue: 5.5)
        XCTAssertEqual(glucose.doubleValue(for: HKUnit(from: "mg/dL")), 99.0857, accuracy: 1e-4, "mmol/L to mg/dL through the molar mass")
        XCTAssertEqual(HKQuantity(unit: .kilocalorie(), doubleValue: 1).doubleValue(for: .jouleUnit(with: .kilo)), 4.184, accuracy: 1e-9)
        XCTAssertTrue(HKQuantityType(.heartRate).is(compatibleWith: HKUnit(from: "count/min")))
        XCTAssertFalse(HKQuantity(unit: .pound(), doubleValue: 150).is(compatibleWith: .meter()))
        XCTAssertEqual(HKQuantityType(.stepCount).aggregationStyle, .cumulative)
        XCTAssertEqual(HKQuantityType(.heartRate).aggregationStyle, .discreteTemporallyWeighted)
    }

    func testHealthDataAccessRequestIsGrantedWhenItsTriggerChanges() {
        Diagnostics.reset()
        let host = phoneHost(HIConnectView())
        XCTAssertEqual(host.text(of: "message"), "Not connected", "nothing is asked before the trigger changes")
        host.tap("connect")
        XCTAssertTrue(host.settle())
        XCTAssertEqual(host.text(of: "message"), "Connected")
        let store = HKHealthStore()
        XCTAssertEqual(store.authorizationStatus(for: HKQuantityType(.bodyMass)), .sharingAuthorized)
        XCTAssertEqual(store.authorizationStatus(for: HKQuantityType(.height)), .sharingDenied,
                       "HealthKit never tells whether reading was allowed")
        XCTAssertTrue(Diagnostics.log.contains { $0.hasPrefix("HealthKitUI:") })
    }

    /// Runs the main run loop until `condition` holds, for at most a second.
    private func hiRunMainLoop(until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 1)
        while !condition() && Date() < deadline { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
    }

    /// Runs an async throwing call to its end on the main run loop.
    private func hiAwait<T>(_ body: @escaping @MainActor () async throws -> T) throws -> T {
        var result: Result<T, Error>?
        Task { @MainActor in
            do { result = .success(try await body()) } catch { result = .failure(error) }
        }
        while result == nil { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        return try result!.get()
    }
}
