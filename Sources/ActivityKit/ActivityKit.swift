// Linux only: `import ActivityKit` gets LoupeUI's ActivityKit vocabulary (ActivityAttributes,
// Activity, ActivityContent, ActivityAuthorizationInfo). Activities never run on Linux; their
// presentations are what Loupe renders.
@_exported import LoupeUI
@_exported import Foundation
