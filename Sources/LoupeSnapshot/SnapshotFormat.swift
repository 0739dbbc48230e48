import Foundation
import Loupe

/// What a failing cell leaves behind, by role; the file names are the roles'.
public enum ArtifactRole: String, CaseIterable, Sendable {
    case reference, actual, diff
    case sideBySide = "side-by-side"
    case referenceSVG = "reference-svg"
    case actualSVG = "actual-svg"
}

/// Artifact files by role.
struct ArtifactFiles {
    var files: [ArtifactRole: URL] = [:]
    /// Writes `data` as the role's file in `folder`.
    mutating func write(_ role: ArtifactRole, _ data: Data, extension ext: String, in folder: URL) throws {
        let base = role == .referenceSVG ? "reference" : role == .actualSVG ? "actual" : role.rawValue
        let url = folder.appendingPathComponent("\(base).\(ext)")
        try AtomicFile.write(data, to: url)
        files[role] = url
    }
    /// As an outcome stores them (summary.json's keys are the roles' names).
    var byName: [String: String] { Dictionary(uniqueKeysWithValues: files.map { ($0.key.rawValue, $0.value.path) }) }
}

extension SnapshotVerifier.Outcome {
    /// The artifact file of a role, if the cell left one.
    public func artifact(_ role: ArtifactRole) -> String? { artifacts[role.rawValue] }
}

/// How one kind of value is kept as a reference — swift-snapshot-testing's `Diffing`: the bytes it
/// is stored as, how stored bytes compare with a new value, and what a failure leaves behind. The
/// verifier's record-mode table is written once over this seam.
struct SnapshotFormat<Value>: Sendable {
    struct Difference {
        var passed: Bool
        /// Nothing differs at all (a tolerance may pass a value that is not identical).
        var identical: Bool
        var summary: String
        var comparison: ComparisonResult?
    }
    /// The stored bytes cannot be read as this format.
    struct Unreadable: Error { let reason: String }

    /// For messages: "PNG", "SVG".
    let name: String
    let encode: @Sendable (Value) throws -> Data
    /// Compares stored bytes (from `reference`, whose sidecars may matter) with a value.
    let compare: @Sendable (_ stored: Data, _ value: Value, _ reference: URL) throws -> Difference
    /// Why stored bytes identical to a value are not in the form `encode` writes now, or nil when
    /// they are; `record` rewrites such a reference and says why (a PNG from before pixel digests).
    let outdated: @Sendable (_ stored: Data, _ value: Value) -> String?
    /// Writes a failure's artifacts into a folder; `stored` is nil when there was no reference.
    let artifacts: @Sendable (_ value: Value, _ stored: Data?, _ comparison: ComparisonResult?, _ folder: URL) throws -> ArtifactFiles
}

extension SnapshotVerifier {
    /// Renders compared as pixels, with the run's tolerance or the cell's sidecar.
    var pixels: SnapshotFormat<RenderedImage> {
        let tolerance = self.tolerance
        return SnapshotFormat(
            name: "PNG",
            encode: { try $0.referencePNGData() },
            compare: { stored, image, reference in
                let tolerance = try Self.sidecarTolerance(for: reference) ?? tolerance
                // Most cells are unchanged: the drawn image's digest is checked against the one the
                // reference carries (or, for a file without one, the file against the image as it
                // inflates), with neither decoded into an image of its own. Anything else — a change,
                // another size, a file the quick reader does not take — is decoded and compared in full.
                if image.isIdentical(toPNG: stored) == true {
                    let comparison = ComparisonResult.identical(width: image.width, height: image.height)
                    return .init(passed: true, identical: true, summary: comparison.summary, comparison: comparison)
                }
                let decoded: PNGCodec.Decoded
                do { decoded = try PNGCodec.decode(stored) } catch { throw SnapshotFormat<RenderedImage>.Unreadable(reason: "\(error)") }
                let comparison = ImageComparison.compare(reference: (decoded.width, decoded.height, decoded.pixels),
                                                         actual: (image.width, image.height, image.pixels),
                                                         tolerance: tolerance)
                return .init(passed: comparison.passed, identical: comparison.verdict == .identical, summary: comparison.summary, comparison: comparison)
            },
            outdated: { stored, image in
                PixelDigest(storedIn: stored, width: image.width, height: image.height) == nil
                    ? "the pixels are unchanged; it now carries their digest" : nil
            },
            artifacts: { image, stored, comparison, folder in
                var files = ArtifactFiles()
                try files.write(.actual, try image.pngData(), extension: "png", in: folder)
                guard let stored, let reference = try? PNGCodec.decode(stored) else { return files }
                try files.write(.reference, stored, extension: "png", in: folder)
                if comparison?.verdict != .sizeMismatch {
                    let diff = DiffImage.make(reference: reference.pixels, actual: image.pixels, width: image.width, height: image.height,
                                              perChannel: tolerance.perChannel)
                    try files.write(.diff, try PNGCodec.encode(width: image.width, height: image.height, rgba: diff), extension: "png", in: folder)
                    let strip = DiffImage.sideBySide([reference.pixels, diff, image.pixels], width: image.width, height: image.height)
                    try files.write(.sideBySide, try PNGCodec.encode(width: strip.width, height: image.height, rgba: strip.pixels), extension: "png", in: folder)
                }
                return files
            })
    }

    /// SVG documents, byte-stable, so compared exactly.
    static let svgBytes = SnapshotFormat<Data>(
        name: "SVG",
        encode: { $0 },
        compare: { stored, svg, _ in
            let same = stored == svg
            return .init(passed: same, identical: same, summary: same ? "identical" : "the SVG differs from its reference", comparison: nil)
        },
        outdated: { _, _ in nil },
        artifacts: { svg, stored, _, folder in
            var files = ArtifactFiles()
            try files.write(.actualSVG, svg, extension: "svg", in: folder)
            if let stored { try files.write(.referenceSVG, stored, extension: "svg", in: folder) }
            return files
        })
}
