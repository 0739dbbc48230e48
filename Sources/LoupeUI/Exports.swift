// SwiftUI re-exports Foundation (Date, URL, CGFloat…); so does LoupeUI, so widget files need only
// their UI import changed.
@_exported import Foundation
