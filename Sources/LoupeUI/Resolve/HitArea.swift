import Foundation

/// Something a tap does in a widget: a button, a toggle or a `Link`. Recorded in the resolved and
/// the layout tree, so dumps show where taps land and reviews and VoiceOver know what each area is.
public enum HitArea: Hashable, Sendable {
    /// What a button or toggle runs: an App Intent (its type's name), or code of its own, which a
    /// widget never runs (a closure for a button, a binding for a toggle).
    public enum Action: Hashable, Sendable {
        case intent(String)
        case ownCode
    }
    case button(Action)
    case toggle(Action, isOn: Bool)
    case link(URL)

    /// The layout node's kind, as dumps and review paths name it.
    public var kind: String {
        switch self {
        case .button: return "button"
        case .toggle: return "toggle"
        case .link: return "Link"
        }
    }

    /// The layout node's detail in dumps: the intent, "action" or "binding", a toggle's state, a link's URL.
    public var detail: String {
        switch self {
        case .button(.intent(let name)): return name
        case .button(.ownCode): return "action"
        case let .toggle(.intent(name), isOn): return "\(name) \(isOn ? "on" : "off")"
        case let .toggle(.ownCode, isOn): return "binding \(isOn ? "on" : "off")"
        case .link(let url): return url.absoluteString
        }
    }
}
