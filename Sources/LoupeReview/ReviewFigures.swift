import Foundation
import LoupeUI

/// Every threshold the review rules judge by, in one table, each with where it comes from.
/// CONFIRMED: published by Apple or the W3C. EST: Apple publishes no figure; the reason is given.
public enum ReviewFigures {
    /// WCAG 2.x success criterion 1.4.3 (AA): normal text needs 4.5:1 against its background. CONFIRMED.
    public static let contrastNormalText = 4.5
    /// WCAG 2.x: large text (18 pt, or 14 pt bold) needs 3:1. CONFIRMED.
    public static let contrastLargeText = 3.0
    public static let largeTextSize: CGFloat = 18
    public static let largeBoldTextSize: CGFloat = 14
    /// A text in one of iOS's lower label levels needs only the contrast Apple's own pairing of that
    /// level with its system background gives (3.44:1 for the secondary label on white), less this
    /// much for antialiasing and rounding of the measured ink (EST: a hundredth of a ratio point
    /// over the measured 3.44 against a computed 3.45).
    public static let pairingTolerance = 0.05

    /// Two texts overlap when their frames share more than a sliver: this much width, and this share
    /// of the shorter one's height (EST: line boxes touch in tight stacks without the ink meeting).
    public static let overlapWidth: CGFloat = 1
    public static let overlapHeightShare: CGFloat = 1.0 / 3

    /// The HIG's smallest legible size on iOS (its typography table's minimum). CONFIRMED.
    public static let minimumLegibleSize: CGFloat = 11

    /// The HIG's minimum hit region on iOS, 44 × 44 pt. CONFIRMED.
    public static let minimumHitRegion: CGFloat = 44

    /// How far a text may move between the placeholder and the first entry before it is a jump.
    /// EST: a third of a caption line; smaller moves read as the same place.
    public static let placeholderTolerance: CGFloat = 4

    /// The soonest a reload should be planned. Apple ("Keeping a widget up to date"): a frequently
    /// viewed widget typically gets 40 to 70 refreshes a day, "roughly … reloads every 15 to 60
    /// minutes". CONFIRMED (the 15-minute end of Apple's range).
    public static let reloadPlanningInterval: TimeInterval = 15 * 60

    /// How long `getSnapshot` may take when `isPreview` is set before it counts as slow. Apple only
    /// says the gallery "requires a quick response" and to use sample data when loading takes time.
    /// EST: half a second, well beyond reading a cache and short of any network round trip's tail.
    public static let snapshotBudget: TimeInterval = 0.5

    /// colour-only: two marks "look different" in full colour from this CIE76 ΔE on. EST: 20 is a
    /// difference nobody misses at a glance (red against green is over 80, two greys 10 apart ≈ 10).
    public static let distinctColourDifference = 20.0
    /// colour-only: below this ΔE two marks look alike. EST: a few times the just-noticeable 2.3, as
    /// the marks are small and apart, not patches side by side.
    public static let indistinctColourDifference = 6.0
    /// colour-only: marks are look-alikes (same kind) when their widths or their heights agree to this. EST: half a point.
    public static let lookAlikeSizeTolerance: CGFloat = 0.5
}
