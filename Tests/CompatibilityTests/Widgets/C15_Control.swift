// An iOS 18 control: a toggle with a value provider and a button.
import WidgetKit
import SwiftUI
import AppIntents

struct C15ToggleFocusIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Toggle Focus"
    @Parameter(title: "Focused") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct C15FocusProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

struct C15FocusControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.focus", provider: C15FocusProvider()) { isOn in
            ControlWidgetToggle("Focus", isOn: isOn, action: C15ToggleFocusIntent()) { on in
                Label(on ? "On" : "Off", systemImage: on ? "moon.fill" : "moon")
            }
            .tint(.indigo)
        }
        .displayName("Focus")
        .description("Turn Focus on or off.")
    }
}
