import Foundation

/// Everything that can go wrong in Loupe, as values. The command line prints them in one place.
public enum LoupeError: Error, Equatable, CustomStringConvertible {
    /// A font is missing or altered, or fontconfig failed.
    case fonts(String)
    /// A size that cannot be rendered (zero, negative, NaN, or over the pixel cap).
    case invalidSize(String)
    /// An encoder or the backend failed.
    case encoding(String)
    /// A file could not be written.
    case output(String)
    /// A widget cell that cannot be rendered: unsupported family, index out of range, empty
    /// timeline, a provider that never answered, an entry of the wrong type.
    case widget(String)
    /// A snapshot reference cannot be read or written, or a snapshot setting is wrong.
    case snapshot(String)

    public var description: String {
        switch self {
        case .fonts(let m): return "fonts: \(m)"
        case .invalidSize(let m): return "size: \(m)"
        case .encoding(let m): return "encoding: \(m)"
        case .output(let m): return "output: \(m)"
        case .widget(let m): return "widget: \(m)"
        case .snapshot(let m): return "snapshot: \(m)"
        }
    }
}
