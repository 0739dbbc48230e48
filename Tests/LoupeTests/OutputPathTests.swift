import Foundation
import Glibc
import XCTest
@testable import LoupeCLI
import Loupe

/// Output paths as Unix tools treat them: `-` is standard output, a device, FIFO or socket is
/// written in place, a symbolic link's target is replaced, and a name whose extension is another
/// format's is refused — for every command that writes a file.
final class OutputPathTests: XCTestCase {
    private static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47])

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-output-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// What a reader thread received, once it has (ten seconds at most).
    private func bytes(arrivingIn buffer: DataBuffer) -> Data {
        let deadline = Date(timeIntervalSinceNow: 10)
        while buffer.data.isEmpty && Date() < deadline { usleep(10_000) }
        return buffer.data
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, "\(path) is gone")
        return info.st_mode & S_IFMT
    }

    // MARK: Standard output

    func testDashWritesTheImageToStandardOutputAndNoFileNamedDash() throws {
        let run = CommandLineRun(["render", "Steps", "-o", "-"])
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(run.outputData.prefix(4), Self.pngSignature)
        XCTAssertEqual(run.output, "", "nothing but the image goes to standard output")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "-"), "no file named - in the working folder")
    }

    func testDashWithSeveralCellsIsAUsageError() {
        let run = CommandLineRun(["render", "Steps", "--mode", "all", "-o", "-"])
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.error.contains("standard output (-o -) takes one"), run.error)
    }

    func testDashForADumpAndAReportPrintsThem() {
        let dump = CommandLineRun(["render", "Steps", "--dump", "layout", "-o", "-"])
        XCTAssertEqual(dump.code, 0, dump.error)
        XCTAssertTrue(dump.output.contains("frame"), dump.output)
        let list = CommandLineRun(["list", "--json", "-o", "-"])
        XCTAssertEqual(list.code, 0, list.error)
        XCTAssertTrue(list.output.hasPrefix("{") || list.output.hasPrefix("["), list.output)
    }

    func testJUnitOnStandardOutputSendsTheSummaryToStandardError() throws {
        let work = try folder()
        let cell = ["Steps", "--family", "systemSmall", "--timeline-index", "0", "--mode", "fullColor", "--scheme", "light",
                    "--snapshots", work.appendingPathComponent("Snapshots").path, "--artifacts", work.appendingPathComponent("artifacts").path]
        XCTAssertEqual(CommandLineRun(["record"] + cell).code, 0)
        let run = CommandLineRun(["verify"] + cell + ["--junit", "-"])
        XCTAssertEqual(run.code, 0, run.error)
        let xml = String(decoding: run.outputData, as: UTF8.self)
        XCTAssertTrue(xml.hasPrefix("<?xml"), xml)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.error.contains("1 cells: 1 passed"), run.error)
    }

    // MARK: Devices, FIFOs and sockets are written in place

    func testACharacterDeviceIsWrittenInPlaceNotReplaced() {
        let run = CommandLineRun(["render", "Steps", "-o", "/dev/null"])
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(kind("/dev/null"), S_IFCHR)
    }

    func testAFullDeviceIsAWriteFailureAndStaysADevice() {
        let run = CommandLineRun(["render", "Steps", "-o", "/dev/full"])
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.error.contains("/dev/full"), run.error)
        XCTAssertTrue(run.error.contains("No space left on device"), run.error)
        XCTAssertEqual(kind("/dev/full"), S_IFCHR)
    }

    func testAFIFOIsWrittenInPlaceForItsReader() throws {
        let fifo = try folder().appendingPathComponent("cell.png").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = DataBuffer()
        let reader = Thread {
            guard let handle = FileHandle(forReadingAtPath: fifo) else { return }
            received.append(handle.readDataToEndOfFile())
        }
        reader.start()
        let run = CommandLineRun(["render", "Steps", "-o", fifo])
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(bytes(arrivingIn: received).prefix(4), Self.pngSignature)
        XCTAssertEqual(kind(fifo), S_IFIFO)
    }

    func testAUnixSocketIsConnectedToAndSentTheImage() throws {
        let path = try folder().appendingPathComponent("cell.png").path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 1), 0)
        let received = DataBuffer()
        let server = Thread {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            received.append(FileHandle(fileDescriptor: connection, closeOnDealloc: true).readDataToEndOfFile())
        }
        server.start()
        let run = CommandLineRun(["render", "Steps", "-o", path])
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(bytes(arrivingIn: received).prefix(4), Self.pngSignature)
        XCTAssertEqual(kind(path), S_IFSOCK)
    }

    /// `/dev/fd/N` (and `/dev/stdout`) is written through the descriptor: a file the shell opened for
    /// appending (`-o /dev/stdout >> log`) keeps what it held, and stays the same file.
    func testADescriptorIsWrittenThroughNotReplaced() throws {
        let log = try folder().appendingPathComponent("log")
        try Data("log\n".utf8).write(to: log)
        var before = stat()
        XCTAssertEqual(stat(log.path, &before), 0)
        let descriptor = open(log.path, O_WRONLY | O_APPEND)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let run = CommandLineRun(["render", "Steps", "-o", "/dev/fd/\(descriptor)"])
        close(descriptor)
        XCTAssertEqual(run.code, 0, run.error)
        let written = try Data(contentsOf: log)
        XCTAssertEqual(written.prefix(4), Data("log\n".utf8))
        XCTAssertEqual(written.dropFirst(4).prefix(4), Self.pngSignature)
        var after = stat()
        XCTAssertEqual(stat(log.path, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino, "the same file, not one renamed over it")
    }

    // MARK: Symbolic links

    func testASymbolicLinkIsFollowedAndItsTargetReplaced() throws {
        let work = try folder()
        let targets = work.appendingPathComponent("targets")
        try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: true)
        let target = targets.appendingPathComponent("steps.png")
        try Data("old".utf8).write(to: target)
        XCTAssertEqual(chmod(target.path, 0o640), 0)
        let link = work.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "targets/steps.png")   // relative, as ln -s writes
        let run = CommandLineRun(["render", "Steps", "-o", link.path])
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(kind(link.path), S_IFLNK, "the link stays a link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "targets/steps.png")
        XCTAssertEqual(try Data(contentsOf: target).prefix(4), Self.pngSignature, "the target holds the new render")
        var info = stat()
        XCTAssertEqual(stat(target.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640, "the replaced file keeps its permissions")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: targets.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    func testADanglingLinkCreatesItsTarget() throws {
        let work = try folder()
        let link = work.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: work.appendingPathComponent("new.png").path)
        let run = CommandLineRun(["render", "Steps", "-o", link.path])
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(kind(link.path), S_IFLNK)
        XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent("new.png")).prefix(4), Self.pngSignature)
    }

    func testALoopOfLinksIsAnError() throws {
        let work = try folder()
        let a = work.appendingPathComponent("a.png"), b = work.appendingPathComponent("b.png")
        try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: b.path)
        try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: a.path)
        let run = CommandLineRun(["render", "Steps", "-o", a.path])
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.error.contains("too many levels of symbolic links"), run.error)
    }

    // MARK: Extensions

    func testAnExtensionTheFormatDoesNotWriteIsAUsageErrorAndWritesNothing() throws {
        let work = try folder()
        let cases: [([String], String)] = [
            (["render", "Steps", "-o", work.appendingPathComponent("x.jpg").path], "this writes PNG (.png) or SVG (.svg), not a .jpg file"),
            (["render", "Steps", "--format", "svg", "-o", work.appendingPathComponent("x.txt").path], "this writes SVG (.svg), not a .txt file"),
            (["render", "--example", "weather", "-o", work.appendingPathComponent("x.webp").path], "not a .webp file"),
            (["render", "Steps", "--dump", "layout", "-o", work.appendingPathComponent("x.png").path], "this writes text, not a .png file"),
            (["symbols", "-o", work.appendingPathComponent("x.jpeg").path], "not a .jpeg file"),
            (["list", "--json", "-o", work.appendingPathComponent("x.txt").path], "this writes JSON (.json), not a .txt file"),
            (["list", "-o", work.appendingPathComponent("x.json").path], "this writes text, not a .json file"),
            (["review", "Steps", "--format", "sarif", "-o", work.appendingPathComponent("x.xml").path], "SARIF (.sarif, .json)"),
            (["verify", "Steps", "--junit", work.appendingPathComponent("x.json").path], "this writes JUnit XML (.xml), not a .json file"),
        ]
        for (arguments, message) in cases {
            let run = CommandLineRun(arguments)
            XCTAssertEqual(run.code, 2, "\(arguments): \(run.error)")
            XCTAssertTrue(run.error.contains(message), "\(arguments): \(run.error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path), [])
    }

    func testANameWithoutExtensionAndAnUppercaseOneAreAccepted() throws {
        let work = try folder()
        XCTAssertEqual(CommandLineRun(["render", "Steps", "-o", work.appendingPathComponent("steps").path]).code, 0)
        XCTAssertEqual(CommandLineRun(["render", "Steps", "-o", work.appendingPathComponent("steps.PNG").path]).code, 0)
        XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent("steps")).prefix(4), Self.pngSignature)
    }

    // MARK: Folders

    func testAFolderOptionRefusesStandardOutputAndFiles() throws {
        let file = try folder().appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        let cases: [([String], String)] = [
            (["gallery", "Steps", "-o", "-"], "which standard output cannot hold"),
            (["gallery", "Steps", "-o", file.path], "is a file, not a folder"),
            (["merge", file.deletingLastPathComponent().path, "-o", file.path], "is a file, not a folder"),
            (["verify", "Steps", "--artifacts", "-"], "which standard output cannot hold"),
        ]
        for (arguments, message) in cases {
            let run = CommandLineRun(arguments)
            XCTAssertEqual(run.code, 2, "\(arguments): \(run.error)")
            XCTAssertTrue(run.error.contains(message), "\(arguments): \(run.error)")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "x", "the file named is untouched")
    }
}
