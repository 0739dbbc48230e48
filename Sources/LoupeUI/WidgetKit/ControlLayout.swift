import Foundation

/// Figures of the Control Center and Lock Screen controls. Apple publishes none (facts.md §2:
/// "Control Center control sizes: UNKNOWN"), so every figure here is an estimate from iOS 18
/// screenshots on the 430 pt iPhone, kept in this one table.
public enum ControlCenterFigures {
    /// One Control Center module (EST).
    public static let module: CGFloat = 72
    /// The gap between modules (EST).
    public static let gap: CGFloat = 16
    /// A Lock Screen corner button (EST, as the flashlight and camera buttons).
    public static let lockScreenButton: CGFloat = 50
    /// Module platter: a dark gray, what the translucent module shows over Control Center's dimmed
    /// material (EST).
    public static let platter = RGBA(red: 0.22, green: 0.22, blue: 0.24)
    /// The on state's color when the control sets no tint (EST: the system blue).
    public static let defaultTint = RGBA(red: 0.04, green: 0.52, blue: 1.0)
    /// Symbol size in a small module and in the wider modules' icon circle (EST).
    public static let symbolSize: CGFloat = 24
    /// The icon circle inside medium and large modules (EST).
    public static let iconCircle: CGFloat = 44
    /// The medium module's inset from its ends, and from its icon circle to the texts (EST).
    public static let mediumInset: CGFloat = 12
    public static let mediumGap: CGFloat = 8
    /// Between title and value (EST).
    public static let textSpacing: CGFloat = 1
    /// The large module's padding (EST).
    public static let largePadding: CGFloat = 16
    /// The icon circle of an off medium or large module, and the value text (EST).
    public static let iconCircleOpacity = 0.12
    public static let valueOpacity = 0.6
    /// The large module's corner (EST).
    public static let largeCorner: CGFloat = 36
    /// Title and value text sizes (EST: caption-like, semibold title).
    public static let titleSize: CGFloat = 13
    public static let valueSize: CGFloat = 12

    public static func size(of presentation: ControlPresentation) -> CGSize {
        switch presentation {
        case .small: return CGSize(width: module, height: module)
        case .medium: return CGSize(width: 2 * module + gap, height: module)
        case .large: return CGSize(width: 2 * module + gap, height: 2 * module + gap)
        case .lockScreen: return CGSize(width: lockScreenButton, height: lockScreenButton)
        }
    }
}

/// A control as Control Center (or the Lock Screen) draws it, in one state. The system takes the
/// symbol from the label's icon and the title and value from the labels' titles, so Loupe shows
/// the labels with `.iconOnly` and `.titleOnly`, as the system does with them.
public struct ControlView: View {
    let template: ControlTemplate
    let presentation: ControlPresentation
    let isOn: Bool

    public init(_ template: ControlTemplate, presentation: ControlPresentation, isOn: Bool) {
        (self.template, self.presentation, self.isOn) = (template, presentation, isOn)
    }

    private var tint: Color { template.tint ?? Color(red: ControlCenterFigures.defaultTint.red, green: ControlCenterFigures.defaultTint.green, blue: ControlCenterFigures.defaultTint.blue) }
    private var platter: Color { Color(red: ControlCenterFigures.platter.red, green: ControlCenterFigures.platter.green, blue: ControlCenterFigures.platter.blue) }
    /// A toggle that is on fills its symbol's circle with the tint; a button never stays on.
    private var filled: Bool { isOn && template.kind == .toggle }

    private var symbol: some View {
        template.label(isOn).labelStyle(.iconOnly)
            .font(.system(size: ControlCenterFigures.symbolSize, weight: .semibold))
            .foregroundStyle(filled ? Color.white : (template.kind == .button && isOn ? tint : Color.white))
    }

    /// The title: the toggle's own, else the label's title.
    private var title: some View {
        Group {
            if let title = template.title { title.labelStyle(.titleOnly) } else { template.label(isOn).labelStyle(.titleOnly) }
        }
        .font(.system(size: ControlCenterFigures.titleSize, weight: .semibold)).foregroundStyle(.white).lineLimit(1)
    }

    /// The value: the state's label title for a toggle with its own title, else On / Off.
    @ViewBuilder private var value: some View {
        if template.kind == .toggle {
            Group {
                if template.title != nil { template.label(isOn).labelStyle(.titleOnly) } else { Text(isOn ? "On" : "Off") }
            }
            .font(.system(size: ControlCenterFigures.valueSize)).foregroundStyle(.white.opacity(ControlCenterFigures.valueOpacity)).lineLimit(1)
        }
    }

    public var body: some View {
        let f = ControlCenterFigures.self
        let size = f.size(of: presentation)
        Group {
            switch presentation {
            case .small, .lockScreen:
                symbol.frame(width: size.width, height: size.height)
                    .background(filled ? tint : platter, in: Circle())
            case .medium:
                HStack(spacing: f.mediumGap) {
                    symbol.frame(width: f.iconCircle, height: f.iconCircle).background(filled ? tint : Color.white.opacity(f.iconCircleOpacity), in: Circle())
                    VStack(alignment: .leading, spacing: f.textSpacing) { title; value }
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, f.mediumInset)
                .frame(width: size.width, height: size.height)
                .background(platter, in: Capsule())
            case .large:
                VStack(alignment: .leading, spacing: 0) {
                    symbol.frame(width: f.iconCircle, height: f.iconCircle).background(filled ? tint : Color.white.opacity(f.iconCircleOpacity), in: Circle())
                    Spacer(minLength: 0)
                    title
                    value
                }
                .padding(f.largePadding)
                .frame(width: size.width, height: size.height, alignment: .topLeading)
                .background(platter, in: RoundedRectangle(cornerRadius: f.largeCorner, style: .continuous))
            }
        }
        .environment(\.colorScheme, .dark)
    }
}
