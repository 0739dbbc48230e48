import Foundation
import Loupe
import LoupeUI

/// What `verify`, `record` and `prune` work on: the cells of the request, plus every cell an
/// existing reference names that the request admits (a placeholder, a snapshot, another device,
/// type size, locale… recorded earlier), and the references no cell of their widget can produce.
struct SnapshotSelection {
    /// The request's cells, then the cells existing references add, in a stable order.
    let cells: [MatrixCell]
    /// References (paths relative to the snapshots folder) in the selected targets' folders that
    /// name no cell the target has: a family it dropped, an entry past its timeline, a misspelt file.
    let orphans: [String]
    /// Folders and files beside the targets' folders that belong to no target of this binary
    /// (only looked for when the request covers every target).
    let strangers: [String]
    /// Images at the top of the snapshots folder: the references `assertSnapshot(of:size:named:)`
    /// writes for a view in a test. Every cell's reference sits in its target's folder, so a file
    /// there is a test's, which the command line can neither produce nor judge: not an orphan.
    let testReferences: [String]
    /// Every reference in the selected targets' folders, whether selected or not.
    let references: [String]

    init(request: MatrixRequest, catalog: PreviewCatalog, snapshots: URL, timelines: TimelineCache) throws {
        let targets = try request.targets(in: catalog)
        let named = request.widgets != nil && request.widgets != ["all"]
        var cells: [MatrixCell] = []
        for target in targets { cells += try request.cells(of: target, named: named, timelines: timelines) }
        var produced = Set(cells.map { $0.path(format: "png") })
        var orphans: [String] = [], references: [String] = []
        for target in targets {
            let folder = SnapshotName.sanitize(target.name)
            for file in Self.references(in: snapshots.appendingPathComponent(folder)) {
                let path = "\(folder)/\(file)"
                references.append(path)
                guard let parts = SnapshotName.Parts(file) else { orphans.append(path); continue }
                let png = "\(folder)/\((file as NSString).deletingPathExtension).png"
                if produced.contains(png) { continue }
                // A cell of the target at all? Then one of the request's? A usage error here means
                // the name asks for a cell the target cannot have (an orphan); any other error — a
                // provider that fails — is the run's to report.
                func cell(_ request: MatrixRequest) throws -> MatrixCell? {
                    do {
                        return try request.cells(of: target, named: false, timelines: timelines).first { $0.path(format: "png") == png }
                    } catch CLIError.usage {
                        return nil
                    }
                }
                guard try cell(MatrixRequest().narrowed(to: parts, now: request.now)) != nil else { orphans.append(path); continue }
                if let admitted = try cell(request.narrowed(to: parts, now: request.now)) {
                    cells.append(admitted)
                    produced.insert(png)
                }
            }
        }
        var strangers: [String] = [], testReferences: [String] = []
        if !named {
            let folders = Set(catalog.targets.map { SnapshotName.sanitize($0.name) })
            let top = (try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []
            for item in top.sorted() where !item.hasPrefix(".") && item != "manifest.json" && !folders.contains(item) {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: snapshots.appendingPathComponent(item).path, isDirectory: &isFolder)
                if !isFolder.boolValue && item.hasSuffix(".tolerance.json") {
                    continue   // a test reference's sidecar goes with its image
                } else if !isFolder.boolValue && Self.isTestReference(item) {
                    testReferences.append(item)
                } else {
                    strangers.append(isFolder.boolValue ? "\(item)/" : item)
                }
            }
        }
        (self.cells, self.orphans, self.strangers, self.references) = (cells, orphans, strangers, references)
        self.testReferences = testReferences
    }

    /// What a run says of the tests' view references, if there are any.
    var testReferencesNote: String? {
        guard !testReferences.isEmpty else { return nil }
        let shown = testReferences.prefix(3).joined(separator: ", ") + (testReferences.count > 3 ? ", …" : "")
        return "\(testReferences.count) view reference\(testReferences.count == 1 ? "" : "s") of snapshot tests (\(shown)), checked by swift test, not by this command"
    }

    /// An image a view's snapshot test keeps at the top of the folder: its PNG or SVG reference.
    static func isTestReference(_ file: String) -> Bool {
        file.hasSuffix(".png") || file.hasSuffix(".svg")
    }

    /// Reference files (PNG and SVG, not failure leftovers or sidecars) under a target's folder.
    static func references(in folder: URL) -> [String] {
        let files = FileManager.default.subpaths(atPath: folder.path) ?? []
        return files.filter { ($0.hasSuffix(".png") || $0.hasSuffix(".svg")) && !$0.hasSuffix(".actual.png") && !$0.contains("/.") && !$0.hasPrefix(".") }.sorted()
    }

    /// Every path the selected cells produce, as PNG and as SVG.
    var producedPaths: Set<String> { Set(cells.flatMap { [$0.path(format: "png"), $0.path(format: "svg")] }) }
}

extension MatrixRequest {
    /// This request narrowed to the cell a reference names: axes this request leaves open take
    /// the reference's values, axes it sets keep them (so a reference outside them is not admitted).
    func narrowed(to parts: SnapshotName.Parts, now: Date) -> MatrixRequest {
        var request = self
        request.defaults = .first
        request.widgets = nil
        if parts.folder != SnapshotName.viewFolder {
            if WidgetFamily(rawValue: parts.folder) != nil {
                request.families = families ?? parts.folder
            } else {
                request.presentations = presentations ?? parts.folder
            }
        }
        request.indices = indices ?? parts.index
        request.modes = modes ?? parts.mode
        request.schemes = schemes ?? parts.scheme
        request.devices = devices ?? parts.device
        request.dynamicTypeSizes = dynamicTypeSizes ?? parts.dynamicTypeSize
        request.places = places ?? parts.place
        request.layoutDirection = layoutDirection ?? (parts.isRightToLeft ? .rightToLeft : nil)
        request.locale = locale ?? parts.locale
        request.timeZone = timeZone ?? parts.timeZone
        request.isStale = isStale ?? (parts.isStale ? true : nil)
        request.scale = scale ?? parts.scale.map { CGFloat($0) }
        request.now = now
        return request
    }
}
