// SwiftUI re-exports Foundation (Date, URL, CGFloat…); so does LoupeUI, so widget files need only
// their UI import changed.
@_exported import Foundation
// The device's region (locale, zone, calendar) a render pins, and Foundation's getters answering it.
@_exported import LoupeRegion
