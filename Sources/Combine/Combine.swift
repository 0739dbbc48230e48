// Linux only: `import Combine` in a widget file for `ObservableObject` and `@Published`, which
// LoupeUI keeps (a still render subscribes to nothing).
@_exported import LoupeUI
