// Linux only: `import Intents` in a widget file for INIntent and INObject, which LoupeUI keeps.
@_exported import LoupeUI
@_exported import Foundation
