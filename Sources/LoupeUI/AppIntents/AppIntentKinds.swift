import Foundation

// The kinds of App Intents widget code declares beyond plain intents and entities: enums as
// parameters, intents that open the app or run a Live Activity's action, and donations (issue #17).
// Loupe never performs an intent; these compile and describe themselves.

/// An enum a parameter can take, with how each case is shown.
public protocol AppEnum: CaseIterable, Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// An intent that opens the app on its target (a widget's button can run it).
public protocol OpenIntent: AppIntent {
    associatedtype Target
    var target: Target { get set }
}

/// An intent that starts, updates or ends a Live Activity from a button in it.
public protocol LiveActivityIntent: AppIntent {}

/// What a donation returns: an identifier to delete it by.
public struct IntentDonationIdentifier: Hashable, Sendable {
    public let id: UUID
}

extension AppIntent {
    /// Tells the system the person did this (for suggestions); nothing is recorded on Linux.
    @discardableResult
    public func donate() async throws -> IntentDonationIdentifier { IntentDonationIdentifier(id: UUID()) }
}

/// Donations and their deletion; nothing is recorded on Linux.
public final class IntentDonationManager: Sendable {
    public static let shared = IntentDonationManager()
    @discardableResult
    public func donate<Intent: AppIntent>(intent: Intent) async throws -> IntentDonationIdentifier { IntentDonationIdentifier(id: UUID()) }
    public func deleteDonations(matching identifiers: [IntentDonationIdentifier]) async throws {}
}
