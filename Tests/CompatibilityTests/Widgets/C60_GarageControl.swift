// iOS 18 Control Center toggle: ControlWidgetToggle in a StaticControlConfiguration fed by a ControlValueProvider and a SetValueIntent.
import WidgetKit
import SwiftUI
import AppIntents

struct C60GarageState {
    let isOpen: Bool
    let lastChanged: Date?
}

enum C60GarageStore {
    static let kind = "com.example.homeglance.garage-control"
    static let doorKey = "garage.main.isOpen"

    static var defaults: UserDefaults {
        UserDefaults(suiteName: "group.com.example.homeglance") ?? .standard
    }

    static func read() -> C60GarageState {
        C60GarageState(isOpen: defaults.bool(forKey: doorKey),
                       lastChanged: defaults.object(forKey: doorKey + ".changed") as? Date)
    }

    static func write(isOpen: Bool) {
        defaults.set(isOpen, forKey: doorKey)
        defaults.set(Date(), forKey: doorKey + ".changed")
    }
}

struct C60SetGarageDoorIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Garage Door"
    static var description = IntentDescription("Opens or closes the garage door.")
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    static var isDiscoverable: Bool = false

    @Parameter(title: "Door", default: "main")
    var doorID: String

    @Parameter(title: "Open")
    var value: Bool

    init() {}

    init(doorID: String) {
        self.doorID = doorID
    }

    func perform() async throws -> some IntentResult {
        // A real app would talk to HomeKit / its hub here; the widget just records the requested state.
        C60GarageStore.write(isOpen: value)
        ControlCenter.shared.reloadControls(ofKind: C60GarageStore.kind)
        return .result()
    }
}

struct C60GarageValueProvider: ControlValueProvider {
    var previewValue: C60GarageState {
        C60GarageState(isOpen: false, lastChanged: nil)
    }

    func currentValue() async throws -> C60GarageState {
        C60GarageStore.read()
    }
}

struct C60GarageControl: ControlWidget {
    static let displayTitle: LocalizedStringResource = "Garage Door"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: C60GarageStore.kind, provider: C60GarageValueProvider()) { state in
            ControlWidgetToggle("Garage", isOn: state.isOpen, action: C60SetGarageDoorIntent(doorID: "main")) { isOn in
                Label(isOn ? "Open" : "Closed", systemImage: isOn ? "door.garage.open" : "door.garage.closed")
            }
            .tint(.orange)
        }
        .displayName(Self.displayTitle)
        .description("Open or close the garage from Control Center or the Lock Screen.")
    }
}
