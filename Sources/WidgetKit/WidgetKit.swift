// Linux only: `import WidgetKit` gets LoupeUI's WidgetKit vocabulary.
@_exported import LoupeUI
@_exported import Foundation
