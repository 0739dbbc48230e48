import Dispatch
import Foundation
import LoupeUI

/// A preview's timeline for one family: its entries and reload policy, fetched the way WidgetKit
/// asks (with `isPreview` set), with a time limit on providers.
public struct LoadedTimeline {
    public let entries: [any TimelineEntry]
    /// nil for explicit preview timelines, which have no policy.
    public let policy: TimelineReloadPolicy?
}

/// Which entry of a timeline a cell shows.
public enum TimelineIndex: Hashable, Sendable, CustomStringConvertible {
    case entry(Int)
    /// What WidgetKit shows while loading: `placeholder(in:)`, drawn redacted.
    case placeholder
    /// What the widget gallery shows: `getSnapshot(in:)`.
    case snapshot

    public var description: String {
        switch self {
        case .entry(let i): return String(i)
        case .placeholder: return "placeholder"
        case .snapshot: return "snapshot"
        }
    }

    public init?(_ text: String) {
        switch text {
        case "placeholder": self = .placeholder
        case "snapshot": self = .snapshot
        default:
            guard let index = Int(text), index >= 0 else { return nil }
            self = .entry(index)
        }
    }
}

extension Loupe {
    /// Live Activities and controls carry no date of their own: they render at the cell's now.
    @available(*, deprecated, renamed: "LoupeClock.defaultNow")
    public static var activityPreviewDate: Date { LoupeClock.defaultNow }
}

/// A Live Activity content state in a timeline's place: the timeline index selects the state;
/// its date is the now it was asked at.
struct ActivityStateEntry: TimelineEntry {
    let state: Any
    let date: Date
}

/// A control's state in a timeline's place: index 0 is off, 1 is on.
struct ControlStateEntry: TimelineEntry {
    let isOn: Bool
    let date: Date
}

enum TimelineLoader {
    /// How long a provider may take to call its completion (or return, for async ones), by default.
    static let defaultProviderTimeout: TimeInterval = 10

    static func context(_ family: WidgetFamily, _ device: DeviceProfile) -> TimelineProviderContext {
        TimelineProviderContext(family: family, displaySize: device.size(of: family) ?? .zero, isPreview: true)
    }

    static func source(of preview: WidgetPreview) -> TimelineSource {
        preview.source ?? preview.widget.makeSource(preview.intent)
    }

    /// The timeline as the provider gives it at `now` (the wall clock is pinned to it meanwhile), in
    /// `region` when one is given (else whatever region is pinned): a provider that formats reads it.
    static func timeline(_ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile, now: Date, region: DeviceRegion? = nil,
                         timeout: TimeInterval = defaultProviderTimeout) throws -> LoadedTimeline {
        try LoupeClock.withPinned(now: now, region: region) { try timelineAtNow(preview, family: family, device: device, now: now, timeout: timeout) }
    }

    private static func timelineAtNow(_ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile, now: Date,
                                      timeout: TimeInterval) throws -> LoadedTimeline {
        if preview.widget.control != nil {
            // A control's "timeline" is its two states, off then on.
            return LoadedTimeline(entries: [ControlStateEntry(isOn: false, date: now), ControlStateEntry(isOn: true, date: now)], policy: nil)
        }
        if let activity = preview.activity {
            // An activity's "timeline" is its preview's content states, in order.
            let states = try waitForAsync("the preview's contentStates", timeout) { await activity.contentStates() }
            return LoadedTimeline(entries: states.map { ActivityStateEntry(state: $0, date: now) }, policy: nil)
        }
        if let entries = preview.entries {
            let list = try waitForAsync("the preview's timeline", timeout) { await entries() }
            return LoadedTimeline(entries: list, policy: nil)
        }
        let ctx = context(family, device)
        let source = source(of: preview)
        let (entries, policy) = try wait("getTimeline(in:completion:) of \(preview.widget.kind)", timeout) { done in
            source.timeline(ctx) { done(($0, $1)) }
        }
        return LoadedTimeline(entries: entries, policy: policy)
    }

    static func snapshot(_ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile, timeout: TimeInterval = defaultProviderTimeout) throws -> any TimelineEntry {
        let ctx = context(family, device)
        let source = source(of: preview)
        return try wait("getSnapshot(in:completion:) of \(preview.widget.kind)", timeout) { done in source.snapshot(ctx) { done($0) } }
    }

    /// `getSnapshot(in:completion:)` asked as the widget gallery asks it, timed; nil for previews
    /// with no provider (explicit entries, activities, controls), which have no snapshot to wait for.
    static func snapshotTiming(_ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile, now: Date,
                               timeout: TimeInterval = defaultProviderTimeout) throws -> SnapshotTiming? {
        guard preview.widget.control == nil, preview.activity == nil, preview.entries == nil else { return nil }
        let ctx = context(family, device)
        let source = source(of: preview)
        return try LoupeClock.withPinnedNow(now) {
            let answer = try waitTimed("getSnapshot(in:completion:) of \(preview.widget.kind)", timeout) { done in source.snapshot(ctx) { done($0) } }
            return SnapshotTiming(seconds: answer.seconds, completedBeforeReturning: answer.synchronous)
        }
    }

    static func placeholder(_ preview: WidgetPreview, family: WidgetFamily, device: DeviceProfile) -> any TimelineEntry {
        source(of: preview).placeholder(context(family, device))
    }

    /// Runs a preview's async closure on a task and waits for it, at most `timeout` seconds. The
    /// task runs on Loupe's own threads (`ProviderExecutor`): the caller may be on Swift's
    /// cooperative pool, blocking one of its threads while it waits.
    private static func waitForAsync<T>(_ what: String, _ timeout: TimeInterval, _ body: @escaping () async -> T) throws -> T {
        try wait(what, timeout) { (done: @escaping (T) -> Void) in
            let handoff = Handoff(body: body, done: done)
            Task(executorPreference: ProviderExecutor.shared) { await handoff.run() }
        }
    }

    /// Waits for a completion handler, at most `timeout` seconds. A provider that calls it twice
    /// is answered once.
    private static func wait<T>(_ what: String, _ timeout: TimeInterval, _ start: (@escaping (T) -> Void) -> Void) throws -> T {
        try waitTimed(what, timeout, start).value
    }

    /// `wait`, also saying how long the answer took (a monotonic clock: this is a measurement, not
    /// the render's now) and whether it came before `start` returned.
    private static func waitTimed<T>(_ what: String, _ timeout: TimeInterval,
                                     _ start: (@escaping (T) -> Void) -> Void) throws -> (value: T, seconds: Double, synchronous: Bool) {
        let box = CompletionBox<T>()
        let semaphore = DispatchSemaphore(value: 0)
        let began = DispatchTime.now().uptimeNanoseconds
        start { value in
            box.lock.lock()
            let first = box.value == nil
            if first { box.value = value; box.answeredAt = DispatchTime.now().uptimeNanoseconds }
            box.lock.unlock()
            if first { semaphore.signal() }
        }
        box.lock.lock()
        let synchronous = box.value != nil
        box.lock.unlock()
        guard semaphore.wait(timeout: .now() + timeout) == .success else {
            throw LoupeError.widget("\(what) did not call its completion within \(timeout.formattedSeconds)")
        }
        box.lock.lock(); defer { box.lock.unlock() }
        return (box.value!, Double(box.answeredAt - began) / 1e9, synchronous)
    }
}

/// A preview's async closure and the completion it reports to, handed to the one task that calls
/// them. Sendable because nothing else touches them: the calling thread only waits on `wait`'s
/// semaphore until the task has delivered, and a completion's second delivery is dropped by the box.
private final class Handoff<T>: @unchecked Sendable {
    let body: () async -> T
    let done: (T) -> Void
    init(body: @escaping () async -> T, done: @escaping (T) -> Void) { (self.body, self.done) = (body, done) }
    func run() async { done(await body()) }
}

/// The first value a completion handler delivers. Sendable: `value` is read and written only under
/// `lock` (the handler may run on any thread).
private final class CompletionBox<T>: @unchecked Sendable {
    let lock = NSLock()
    var value: T?
    var answeredAt: UInt64 = 0
}

/// How a provider answered the widget gallery's `getSnapshot(in:completion:)` (`isPreview` set).
public struct SnapshotTiming: Sendable, Hashable {
    /// From the call to the completion, on a monotonic clock.
    public let seconds: Double
    /// The completion was called before `getSnapshot` returned: the entry was at hand.
    public let completedBeforeReturning: Bool
    public init(seconds: Double, completedBeforeReturning: Bool) { (self.seconds, self.completedBeforeReturning) = (seconds, completedBeforeReturning) }
}

extension TimeInterval {
    var formattedSeconds: String { self == rounded() ? "\(Int(self)) s" : String(format: "%.1f s", self) }
}
