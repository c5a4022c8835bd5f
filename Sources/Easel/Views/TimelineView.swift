import Foundation
import EaselClock

/// A view that updates on a schedule (Apple: "TimelineView"): its content is built with the
/// current date, and again at each of the schedule's dates while it is on screen (a task on
/// the main actor wakes it; `.animation` means the display's rate, 60 times a second).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (Context) -> Content
    @State private var now = PreviewClock.shared.date()

    /// What the content is built with (Apple: "TimelineView.Context").
    public typealias Context = TimelineViewDefaultContext

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let schedule = self.schedule
        let now = $now
        return content(Context(date: now.wrappedValue, cadence: .live))
            .task {
                // On the preview's clock: headless, `advance(by:)` moves the timeline on.
                let clock = PreviewClock.shared
                while !Task.isCancelled {
                    let current = clock.date()
                    let next = schedule._nextDate(after: current)
                    let wait = Swift.max(0.001, next.timeIntervalSince(current))
                    try? await clock.sleep(seconds: wait)
                    guard !Task.isCancelled else { return }
                    now.wrappedValue = clock.date()
                }
            }
    }
}

/// What a timeline view's content is built with (Apple: "TimelineViewDefaultContext", the
/// `Context` of every `TimelineView`; one concrete type, so the content's type can be inferred
/// from the closure).
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence

    /// Apple: "TimelineView.Context.Cadence".
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// When a `TimelineView` updates (Apple: "TimelineSchedule").
public protocol TimelineSchedule {
    /// The first update after `date`.
    func _nextDate(after date: Date) -> Date
}

/// Updates at the display's rate (Apple: "AnimationTimelineSchedule", `.animation`).
public struct AnimationTimelineSchedule: TimelineSchedule {
    let interval: TimeInterval
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = minimumInterval ?? 1.0 / 60
    }
    public func _nextDate(after date: Date) -> Date { date.addingTimeInterval(interval) }
}

/// Updates every `interval` from a start (Apple: "PeriodicTimelineSchedule", `.periodic`).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = Swift.max(interval, 0.001)
    }
    public func _nextDate(after date: Date) -> Date {
        let steps = ((date.timeIntervalSince(start)) / interval).rounded(.down) + 1
        return start.addingTimeInterval(Swift.max(steps, 0) * interval)
    }
}

/// Updates at the start of every minute (Apple: "EveryMinuteTimelineSchedule", `.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func _nextDate(after date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60)
    }
}

/// Updates at given dates (Apple: "ExplicitTimelineSchedule", `.explicit`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: [Date]
    public init(_ dates: Entries) { self.dates = Array(dates).sorted() }
    public func _nextDate(after date: Date) -> Date { dates.first { $0 > date } ?? .distantFuture }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        .init(dates)
    }
}
