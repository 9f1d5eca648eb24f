@testable import AnimSimExport
import Foundation
import Testing

/// The video libraries are opened by the sonames of the headers compiled against, and a
/// missing one (or one without a function AnimSim calls) is named with its Debian package.
@Suite struct VideoLibrariesTests {
    /// What `dpkg -S` says ships the soname: the package the message tells the user to install.
    @Test(arguments: VideoLibraries.names)
    func eachLibraryIsTheNamedDebianPackages(_ name: SharedLibrary.Name) throws {
        let owners = try Self.dpkgOwners(of: name.soname)
        #expect(owners.contains(name.package), "dpkg -S \(name.soname): \(owners)")
        #expect(throws: Never.self) { try SharedLibrary(name) }
    }

    struct Missing: Sendable, CustomTestStringConvertible {
        var name: String
        var open: @Sendable () throws -> Void
        var message: String
        var testDescription: String { name }
    }

    static let missing = [
        Missing(name: "a library", open: { _ = try SharedLibrary(.init(soname: "libavcodec.so.999", package: "libavcodec999")) },
                message: "cannot encode the video: libavcodec.so.999: cannot open shared object file: No such file or directory "
                    + "(install the Debian package libavcodec999: apt-get install libavcodec999, or set ANIMSIM_FFMPEG)"),
        Missing(name: "a function", open: {
                    let _: @convention(c) () -> Void = try SharedLibrary(VideoLibraries.names[0]).function("av_no_such_function")
                },
                message: "cannot encode the video: \(VideoLibraries.names[0].soname) has no function av_no_such_function "
                    + "(install the Debian package \(VideoLibraries.names[0].package): "
                    + "apt-get install \(VideoLibraries.names[0].package), or set ANIMSIM_FFMPEG)"),
    ]

    @Test(arguments: missing)
    func whatIsMissingIsNamedWithItsPackage(_ test: Missing) {
        let error = #expect(throws: ExportError.self) { try test.open() }
        #expect(error.map { "\($0)" } == test.message)
    }

    /// Opened once per process, whoever asks first; every encoder shares the one table.
    @Test func theLibrariesAreOpenedOnce() throws {
        #expect(try VideoLibraries.load() === VideoLibraries.required)
    }

    /// The packages owning files named `soname`, from `dpkg -S`'s `package:arch: path` lines.
    static func dpkgOwners(of soname: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dpkg")
        process.arguments = ["-S", "*/\(soname)"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            line.split(separator: ":").first.map(String.init)
        }
    }
}
