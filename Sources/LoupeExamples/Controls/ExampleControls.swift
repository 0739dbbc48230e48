import Foundation
import LoupeUI

/// A light switch for Control Center: a toggle with its own title and a value label per state.
public struct LightToggleControl: ControlWidget {
    public init() {}
    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.light-toggle") {
            ControlWidgetToggle("Living Room", isOn: false, action: SetLightIntent(room: "living-room")) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
            }
            .tint(.yellow)
        }
        .displayName("Light")
        .description("Turn the living room light on or off.")
    }
}

public struct SetLightIntent: SetValueIntent {
    public static var title: LocalizedStringResource = "Set Light"
    @Parameter(title: "Room") public var room: String
    @Parameter(title: "On") public var value: Bool
    public init() { room = "living-room"; value = false }
    public init(room: String) { self.room = room; value = false }
}

/// A one-tap button that logs a coffee; its action label shows while it runs.
public struct LogCoffeeControl: ControlWidget {
    public init() {}
    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.log-coffee") {
            ControlWidgetButton(action: LogCoffeeIntent()) {
                Label("Log Coffee", systemImage: "cup.and.saucer.fill")
            } actionLabel: { isActive in
                Label(isActive ? "Logging…" : "Log Coffee", systemImage: isActive ? "checkmark" : "cup.and.saucer.fill")
            }
            .tint(.brown)
        }
        .displayName("Log Coffee")
        .description("Log a cup of coffee.")
    }
}

public struct LogCoffeeIntent: AppIntent {
    public static var title: LocalizedStringResource = "Log Coffee"
    public init() {}
}
