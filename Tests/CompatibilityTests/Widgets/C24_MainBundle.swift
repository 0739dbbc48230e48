// The extension's entry point: an @main bundle of several widgets and a control.
import WidgetKit
import SwiftUI

@main
struct C24CompatibilityBundle: WidgetBundle {
    var body: some Widget {
        C01TemplateWidget()
        C04WeatherWidget()
        C15FocusControl()
    }
}
