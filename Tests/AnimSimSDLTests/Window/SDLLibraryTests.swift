import Foundation
import Testing
@testable import AnimSimSDL

/// SDL2 is opened by its soname when a window opens, and a missing library (or one without a
/// function the window calls) is named with its Debian package, as `play` prints it.
@Suite struct SDLLibraryTests {
    /// What `dpkg -S` says ships the soname: the package the message tells the user to install.
    @Test func theLibraryIsTheNamedDebianPackages() throws {
        let owners = try Self.dpkgOwners(of: SDLLibrary.name.soname)
        #expect(owners.contains(SDLLibrary.name.package), "dpkg -S \(SDLLibrary.name.soname): \(owners)")
        #expect(throws: Never.self) { try SDLLibrary(SDLLibrary.name) }
    }

    struct Missing: Sendable, CustomTestStringConvertible {
        var name: String
        var soname: String
        var reason: String
        var testDescription: String { name }
    }

    static let missing = [
        Missing(name: "the library", soname: "libSDL2-2.0.so.999",
                reason: "libSDL2-2.0.so.999: cannot open shared object file: No such file or directory"),
        // Another library that is there but is not SDL: the first function looked up is missing.
        Missing(name: "a function", soname: "libm.so.6", reason: "libm.so.6 has no function SDL_SetHint"),
    ]

    @Test(arguments: missing)
    func whatIsMissingIsNamedWithItsPackage(_ test: Missing) {
        let error = #expect(throws: PlayerError.self) {
            try SDLLibrary(SDLLibrary.Name(soname: test.soname, package: "libsdl2-2.0-0"))
        }
        #expect(error == .sdlMissing(package: "libsdl2-2.0-0", reason: test.reason))
        #expect(error?.description == "animsim play needs SDL2 to open a window: \(test.reason)\n"
            + "Install the Debian package libsdl2-2.0-0: apt-get install libsdl2-2.0-0. "
            + "To make frames without a window, use `animsim render [SCENE]` (PNG frames or a video).")
        #expect(error?.exitCode == 69)
    }

    /// Opened once per process, whoever asks first; `isOpen` sees it without opening it.
    @Test func theLibraryIsOpenedOnce() throws {
        #expect(try SDLLibrary.load() === SDLLibrary.required)
        #expect(SDLLibrary.isOpen)
    }

    /// The packages owning files named `soname`, from `dpkg -S`'s `package:arch: path` lines.
    static func dpkgOwners(of soname: String) throws -> [String] {
        let answer = try ChildProcess.run("/usr/bin/dpkg", ["-S", "*/\(soname)"])
        return answer.stdout.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }
    }
}
