// Linux only: `import SwiftUI` in a widget file shared with an Xcode project gets LoupeUI, and the
// UIKit neighbours SwiftUI brings along on iOS (Color(.systemGray), Image(uiImage:)…).
@_exported import LoupeUI
@_exported import UIKit
@_exported import Foundation
