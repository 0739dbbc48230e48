// shared/seeds/001's controls (a light toggle, a caffeine button, a configurable room light),
// unchanged: a compatibility fixture. Its imports are the seed's own. The seed leaves
// LightManager, CaffeineStore and RoomEntity to the app; ControlFixtureSupport.swift has stand-ins.
import WidgetKit
import SwiftUI
import AppIntents

// MARK: - Toggle Control (e.g., a light switch)
struct LightToggleControl: ControlWidget {
var body: some ControlWidgetConfiguration {
StaticControlConfiguration(kind: "com.app.light-toggle") {
ControlWidgetToggle(
"Living Room",
isOn: LightManager.shared.isLivingRoomOn,
action: ToggleLightIntent(room: "living-room")
) { isOn in
// The view displayed in the control
Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
}
.tint(.yellow)
}
.displayName("Light Toggle")
.description("Toggle a light on or off.")
}
}
// App Intent that the toggle invokes
struct ToggleLightIntent: SetValueIntent {
static var title: LocalizedStringResource = "Toggle Light"
@Parameter(title: "Room")
var room: String
@Parameter(title: "Is On")
var value: Bool
init() {
self.room = "living-room"
self.value = false
}
init(room: String) {
self.room = room
self.value = false
}
func perform() async throws -> some IntentResult {
LightManager.shared.setLight(room: room, isOn: value)
return .result()
}
}
// MARK: - Button Control (e.g., trigger an action)
struct CaffeineLogControl: ControlWidget {
var body: some ControlWidgetConfiguration {
StaticControlConfiguration(kind: "com.app.caffeine-log") {
ControlWidgetButton(action: LogCaffeineIntent()) {
Label("Log Coffee", systemImage: "cup.and.saucer.fill")
}
}
.displayName("Log Caffeine")
.description("Quickly log a coffee.")
}
}
struct LogCaffeineIntent: AppIntent {
static var title: LocalizedStringResource = "Log Caffeine"
func perform() async throws -> some IntentResult {
CaffeineStore.shared.logCoffee()
return .result()
}
}
// MARK: - Configurable Control with AppIntentControlConfiguration
struct ConfigurableLightControl: ControlWidget {
var body: some ControlWidgetConfiguration {
AppIntentControlConfiguration(
kind: "com.app.configurable-light",
intent: SelectRoomIntent.self
) { configuration in
ControlWidgetToggle(
configuration.room?.name ?? "Light",
isOn: LightManager.shared.isOn(room: configuration.room?.id ?? ""),
action: ToggleLightIntent(room: configuration.room?.id ?? "")
) { isOn in
Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
}
.tint(.orange)
}
.displayName("Room Light")
.description("Toggle a specific room's light.")
}
}
struct SelectRoomIntent: ControlConfigurationIntent {
static var title: LocalizedStringResource = "Select Room"
@Parameter(title: "Room")
var room: RoomEntity?
}
