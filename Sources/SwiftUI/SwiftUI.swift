// Linux only: `import SwiftUI` in a widget file shared with an Xcode project gets LoupeUI, and the
// UIKit neighbours SwiftUI brings along on iOS (Color(.systemGray), Image(uiImage:)…).
@_exported import LoupeUI
@_exported import UIKit
@_exported import Foundation
// SwiftUI re-exports Observation on iOS 17: `@Observable` works with only `import SwiftUI`.
@_exported import Observation
