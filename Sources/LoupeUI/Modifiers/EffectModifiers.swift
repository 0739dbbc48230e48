import Foundation

extension View {
    public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier { _ in .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)) })
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier { .clip(ResolvedShape(shape, drawing: .fill(.color(.clear), eoFill: style.isEOFilled), environment: $0.environment)) })
    }
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> some View {
        let view = mask()
        return modifier(EffectModifier { .mask(alignment: alignment, $0.resolveSingle(view)) })
    }
    @_disfavoredOverload
    public func mask<M: View>(_ mask: M) -> some View {
        modifier(EffectModifier { .mask(alignment: .center, $0.resolveSingle(mask)) })
    }
    /// SwiftUI's default shadow color is black at 33 % opacity.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier { .shadow(color: color.resolve(in: $0.environment), radius: radius.isFinite ? max(radius, 0) : 0,
                                          x: x.isFinite ? x : 0, y: y.isFinite ? y : 0) })
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier { _ in .rotation(degrees: angle.degrees.isFinite ? angle.degrees : 0, anchor: anchor) })
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier { _ in .scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1, anchor: anchor) })
    }
    public func hidden() -> some View { modifier(EffectModifier { _ in .hidden }) }
}

extension View {
    /// Composites the view onto what is behind it with `mode` (Porter–Duff and separable modes).
    public func blendMode(_ mode: BlendMode) -> some View { modifier(EffectModifier { _ in .blendMode(mode) }) }
    /// Draws the view on its own first: blend modes inside combine with it only.
    public func compositingGroup() -> some View { modifier(EffectModifier { _ in .compositingGroup }) }
    /// A mask made of the view's brightness: dark parts transparent, bright parts opaque, in black.
    public func luminanceToAlpha() -> some View { modifier(EffectModifier { _ in .luminanceToAlpha }) }
}

/// SwiftUI's colour effects, each a colour matrix over the view drawn as one group (ColorMatrix).
extension View {
    /// 0 grey, 1 as it is, more oversaturated.
    public func saturation(_ amount: Double) -> some View { modifier(EffectModifier { _ in .colorMatrix(.saturation(amount.isFinite ? amount : 1)) }) }
    /// 0 as it is, 1 fully grey.
    public func grayscale(_ amount: Double) -> some View {
        modifier(EffectModifier { _ in .colorMatrix(.saturation(1 - (amount.isFinite ? min(max(amount, 0), 1) : 0))) })
    }
    /// 0 as it is, 1 white; negative darkens.
    public func brightness(_ amount: Double) -> some View { modifier(EffectModifier { _ in .colorMatrix(.brightness(amount.isFinite ? amount : 0)) }) }
    /// 0 grey, 1 as it is, more stronger contrast.
    public func contrast(_ amount: Double) -> some View { modifier(EffectModifier { _ in .colorMatrix(.contrast(amount.isFinite ? amount : 1)) }) }
    /// Each colour component multiplied by the colour's (in the environment's colour scheme).
    public func colorMultiply(_ color: Color) -> some View {
        modifier(EffectModifier { context in .colorMatrix(.multiply(color.resolve(in: context.environment))) })
    }
    public func colorInvert() -> some View { modifier(EffectModifier { _ in .colorMatrix(.invert) }) }
    public func hueRotation(_ angle: Angle) -> some View { modifier(EffectModifier { _ in .colorMatrix(.hueRotation(degrees: angle.degrees)) }) }
}

extension View {
    /// Blurs the view (a Gaussian of σ = radius / 2, as its shadows); `opaque` keeps the edges solid.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier { _ in .blur(radius: radius.isFinite ? max(radius, 0) : 0, opaque: opaque) })
    }
}
