// What the seed's controls take from their app (not part of the seed): minimal stand-ins.
import Foundation
import AppIntents

final class LightManager {
    static let shared = LightManager()
    var isLivingRoomOn = true
    func isOn(room: String) -> Bool { room == "kitchen" }
    func setLight(room: String, isOn: Bool) {}
}

final class CaffeineStore {
    static let shared = CaffeineStore()
    func logCoffee() {}
}

struct RoomEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Room")
    static var defaultQuery = RoomQuery()
    var id: String
    var name: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct RoomQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RoomEntity] { [] }
    func suggestedEntities() async throws -> [RoomEntity] { [] }
}

/// Referenced by the seed's order-tracking activity, not defined there.
struct CancelOrderIntent: AppIntent {
    static var title: LocalizedStringResource = "Cancel Order"
    @Parameter(title: "Order ID") var orderID: String
    init() { orderID = "" }
    init(orderID: String) { self.orderID = orderID }
}
