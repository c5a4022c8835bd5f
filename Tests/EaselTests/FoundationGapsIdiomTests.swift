import XCTest
import SwiftUI
import LocalAuthentication
import UserNotifications
@testable import Easel
import UIKit

// What iOS code takes from Foundation and the system that Linux lacks: a stopwatch formatted
// with `DateComponentsFormatter`, and an app locked behind Face ID (Hacking with Swift's
// BucketList) that falls back as on a new simulator.

/// A sign-up form as tutorials write it: the e-mail checked with `NSPredicate(format:)`, and
/// the keyboard hidden with the responder-chain idiom.
extension String {
    fileprivate var isValidEmail: Bool {
        let emailRegex = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let emailPredicate = NSPredicate(format: "SELF MATCHES %@", emailRegex)
        return emailPredicate.evaluate(with: self)
    }
}

extension View {
    fileprivate func hideKeyboard() {
        UIApplication.shared.sendAction(Selector("UIResponder.resignFirstResponder"), to: nil, from: nil, for: nil)
    }
}

private struct SignUpForm: View {
    @State private var email = ""
    var body: some View {
        VStack {
            TextField("Email", text: $email).accessibilityIdentifier("email")
            Text(email.isValidEmail ? "Looks good" : "Enter a valid e-mail").accessibilityIdentifier("check")
            Button("Done") { hideKeyboard() }.accessibilityIdentifier("done")
        }
    }
}

private let stopwatchFormatter: DateComponentsFormatter = {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.minute, .second]
    formatter.unitsStyle = .positional
    formatter.zeroFormattingBehavior = .pad
    return formatter
}()

private struct StopwatchLabel: View {
    let elapsed: TimeInterval
    var body: some View {
        Text(stopwatchFormatter.string(from: elapsed) ?? "--:--")
            .font(.system(size: 60, weight: .thin).monospacedDigit())
            .accessibilityIdentifier("time")
    }
}

@MainActor
private final class UnlockModel: ObservableObject {
    @Published var isUnlocked = false
    @Published var message = ""

    func authenticate() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            let reason = "Please authenticate yourself to unlock your places."
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) { success, _ in
                Task { @MainActor in self.isUnlocked = success }
            }
        } else {
            message = error?.localizedDescription ?? "No biometrics"
        }
    }
}

private struct LockedView: View {
    @StateObject private var model = UnlockModel()
    var body: some View {
        if model.isUnlocked {
            Text("Your places")
        } else {
            VStack {
                Button("Unlock Places") { model.authenticate() }.accessibilityIdentifier("unlock")
                Text(model.message).accessibilityIdentifier("message")
            }
        }
    }
}

final class FoundationGapsIdiomTests: XCTestCase {
    func testDateComponentsFormatterFormatsDurationsAsIOSDoes() throws {
        let host = PreviewHost(StopwatchLabel(elapsed: 65), size: CGSize(width: 390, height: 200))
        XCTAssertEqual(host.text(of: "time"), "01:05")

        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        XCTAssertEqual(formatter.string(from: 3_909), "1:05:09", "positional drops leading zero units and pads the rest")
        XCTAssertEqual(formatter.string(from: 5), "0:05")
        formatter.zeroFormattingBehavior = .pad
        XCTAssertEqual(formatter.string(from: 65), "00:01:05")
        formatter.zeroFormattingBehavior = .default
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.string(from: 3_909), "1h 5m 9s")
        XCTAssertEqual(formatter.string(from: 3_600), "1h", "zero units are dropped")
        formatter.unitsStyle = .full
        XCTAssertEqual(formatter.string(from: 3_661), "1 hour, 1 minute, 1 second")
        formatter.unitsStyle = .short
        formatter.maximumUnitCount = 2
        XCTAssertEqual(formatter.string(from: 7_384), "2 hr, 3 min")
        formatter.unitsStyle = .spellOut
        formatter.maximumUnitCount = 0
        formatter.includesTimeRemainingPhrase = true
        XCTAssertEqual(formatter.string(from: 125), "two minutes, five seconds remaining")
        XCTAssertNil(formatter.string(from: .infinity))
        XCTAssertEqual(DateComponentsFormatter.localizedString(from: DateComponents(hour: 2, minute: 30), unitsStyle: .abbreviated),
                       "2h 30m")
    }

    func testFaceIDIsNotEnrolledAsOnANewSimulator() throws {
        let host = PreviewHost(LockedView(), size: CGSize(width: 390, height: 844))
        host.tap("unlock")
        XCTAssertEqual(host.text(of: "message"), "No identities are enrolled.")
        XCTAssertTrue(Diagnostics.log.contains { $0.contains("LocalAuthentication") })

        let context = LAContext()
        XCTAssertEqual(context.biometryType, .faceID)
        do {
            _ = try awaitResult { try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") }
            XCTFail("there is no passcode to evaluate")
        } catch LAError.passcodeNotSet {
            // As a simulator without a passcode answers.
        }
    }

    func testAppFoldersAreTheSandboxOfThePreview() throws {
        let savePath = URL.documentsDirectory.appending(path: "SavedPlaces")
        try Data("[]".utf8).write(to: savePath, options: [.atomic, .completeFileProtection])
        XCTAssertEqual(try String(contentsOf: savePath, encoding: .utf8), "[]")
        XCTAssertTrue(savePath.path.hasPrefix(FileManager.default.temporaryDirectory.path), "never the home folder")
        XCTAssertTrue(FileManager.default.fileExists(atPath: URL.cachesDirectory.path))
    }

    func testLocalNotificationsAreKeptAndNeverDelivered() throws {
        let center = UNUserNotificationCenter.current()
        let granted = try awaitResult { try await center.requestAuthorization(options: [.alert, .badge, .sound]) }
        XCTAssertTrue(granted, "as if the person tapped Allow")
        let content = UNMutableNotificationContent()
        content.title = "Time to meditate"
        content.sound = .default
        var components = DateComponents()
        components.hour = 8
        let request = UNNotificationRequest(identifier: "morning", content: content,
                                            trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: true))
        center.add(request)
        let pending = try awaitResult { await center.pendingNotificationRequests() }
        XCTAssertEqual(pending.map(\.identifier), ["morning"])
        XCTAssertEqual(pending.first?.content.title, "Time to meditate")
        XCTAssertNotNil((pending.first?.trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate())
        center.removePendingNotificationRequests(withIdentifiers: ["morning"])
        XCTAssertTrue(try awaitResult { await center.pendingNotificationRequests() }.isEmpty)
        let settings = try awaitResult { await center.notificationSettings() }
        XCTAssertEqual(settings.authorizationStatus, .authorized)
    }

    /// Runs an async throwing call to its end on the main run loop.
    private func awaitResult<T>(_ body: @escaping @MainActor () async throws -> T) throws -> T {
        var result: Result<T, Error>?
        Task { @MainActor in
            do { result = .success(try await body()) } catch { result = .failure(error) }
        }
        while result == nil { RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01)) }
        return try result!.get()
    }

    func testAnEmailCheckedWithNSPredicateAndTheKeyboardHiddenThroughTheResponderChain() throws {
        let host = phoneHost(SignUpForm())
        host.tap("email")
        XCTAssertTrue(host.isEditingText)
        host.type("ada@example")
        XCTAssertEqual(host.text(of: "check"), "Enter a valid e-mail")
        host.type(".com")
        XCTAssertEqual(host.text(of: "check"), "Looks good")
        host.tap("done")
        XCTAssertFalse(host.isEditingText, "resignFirstResponder sent to the application ended editing")
    }

    func testPredicateFormatsOfAStringReadAsFoundationReadsThem() {
        XCTAssertTrue(NSPredicate(format: "SELF CONTAINS[c] %@", "SWIFT").evaluate(with: "I like Swift"))
        XCTAssertFalse(NSPredicate(format: "SELF CONTAINS %@", "SWIFT").evaluate(with: "I like Swift"))
        XCTAssertTrue(NSPredicate(format: "SELF BEGINSWITH[cd] 'cafe'").evaluate(with: "Café Olé"))
        XCTAssertTrue(NSPredicate(format: "SELF LIKE %@", "*.png").evaluate(with: "icon.png"))
        XCTAssertFalse(NSPredicate(format: "SELF LIKE %@", "*.png").evaluate(with: "icon.pngx"))
        XCTAssertTrue(NSPredicate(format: "SELF MATCHES %@", "[0-9]{5}").evaluate(with: "94103"))
        XCTAssertFalse(NSPredicate(format: "SELF MATCHES %@", "[0-9]{5}").evaluate(with: "941034"), "MATCHES takes the whole string")
        XCTAssertTrue(NSPredicate(format: "SELF != %@", "a").evaluate(with: "b"))
        XCTAssertFalse(NSPredicate(format: "name CONTAINS %@", "a").evaluate(with: "a"), "key paths need key-value coding: false")
    }
}

/// An event countdown row as apps write it, with `RelativeDateTimeFormatter`.
final class RelativeDateTimeFormatterTests: XCTestCase {
    func testRelativeTimesReadAsIOSWritesThem() {
        let formatter = RelativeDateTimeFormatter()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        XCTAssertEqual(formatter.localizedString(for: now.addingTimeInterval(3 * 86_400 + 60), relativeTo: now), "in 3 days")
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -2 * 3_600), "2 hours ago")
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -60), "1 minute ago")
        formatter.unitsStyle = .short
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: 5 * 60), "in 5 min.")
        formatter.unitsStyle = .abbreviated
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -3 * 3_600), "3h ago")
        formatter.unitsStyle = .full
        formatter.dateTimeStyle = .named
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: -86_400), "yesterday")
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: 8 * 86_400), "next week")
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: 0), "now")
        formatter.unitsStyle = .spellOut
        formatter.dateTimeStyle = .numeric
        XCTAssertEqual(formatter.localizedString(fromTimeInterval: 40 * 86_400), "in one month")
        XCTAssertEqual(formatter.localizedString(from: DateComponents(day: -2)), "two days ago")
    }
}
