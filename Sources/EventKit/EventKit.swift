// Linux only: EventKit's value types as calendar widgets use them. The event store has no calendars
// and grants no access: a provider shows its empty state or its preview's entries (README).
import Foundation

public enum EKEntityType: Int, Sendable { case event, reminder }
public enum EKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted = 1, denied = 2, fullAccess = 3, writeOnly = 4
    /// Before iOS 17: the same value as `fullAccess`, so a switch over the iOS 17 cases is exhaustive, as on iOS.
    @available(*, deprecated, renamed: "fullAccess")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}
public enum EKSpan: Int, Sendable { case thisEvent, futureEvents }

/// A calendar: its title and colour.
public final class EKCalendar: Hashable, @unchecked Sendable {
    public var title: String
    public let calendarIdentifier: String
    /// Hex-free on Linux: the colour as red, green, blue (0…1), which widget code turns into a Color.
    public var color: (red: Double, green: Double, blue: Double) = (0.0, 0.48, 1.0)
    public init(for entityType: EKEntityType, eventStore: EKEventStore) { (title, calendarIdentifier) = ("", UUID().uuidString) }
    public init(title: String, identifier: String = UUID().uuidString) { (self.title, calendarIdentifier) = (title, identifier) }
    public static func == (a: EKCalendar, b: EKCalendar) -> Bool { a.calendarIdentifier == b.calendarIdentifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(calendarIdentifier) }
}

/// An event: title, dates, place, calendar.
public final class EKEvent: @unchecked Sendable {
    public var title: String!
    public var startDate: Date!
    public var endDate: Date!
    public var isAllDay = false
    public var location: String?
    public var notes: String?
    public var url: URL?
    public var calendar: EKCalendar!
    public let eventIdentifier: String
    public init(eventStore: EKEventStore) { eventIdentifier = UUID().uuidString }
    /// Earlier start first, as EventKit orders events.
    public func compareStartDate(with other: EKEvent) -> ComparisonResult {
        let (a, b) = (startDate ?? .distantPast, other.startDate ?? .distantPast)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
}

/// The calendar database: empty, with no access, on Linux.
public final class EKEventStore: @unchecked Sendable {
    public init() {}
    public class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }
    public func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    public var defaultCalendarForNewEvents: EKCalendar? { nil }
    public func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: false) }
    public func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    public func requestFullAccessToEvents() async throws -> Bool { false }
    public func requestFullAccessToEvents(completion: @escaping (Bool, Error?) -> Void) { completion(false, nil) }
    public func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
    public func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, Error?) -> Void) { completion(false, nil) }
}
