// Linux only: `import AppIntents` gets LoupeUI's App Intents surface.
@_exported import LoupeUI
@_exported import Foundation
