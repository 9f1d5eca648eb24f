import Foundation

/// Where the modules and the library a Swift file compiles against are: the ones this
/// `animsim` was built from.
///
/// - Beside a build in a checkout (`ROOT/.build/TRIPLE/CONFIG/animsim`): SwiftPM's own
///   `CONFIG/Modules` and `CONFIG/libAnimSimRuntime.so`. A library missing or older than the
///   modules it holds is built again once (`swift build --product AnimSimRuntime`), since
///   `swift build --product animsim` leaves it behind. In release, `animsim` is built with
///   `--static-swift-stdlib` and the library must not be (it shares the program's runtime);
///   SwiftPM compiles everything again for that flag, so the release library and its modules
///   have a build folder of their own, `ROOT/.build/runtime` (as scripts/install-runtime).
/// - Installed (`PREFIX/bin/animsim`): `PREFIX/lib/animsim/RELEASE/{Modules,lib}` as
///   `make install` (scripts/install-runtime) left them, RELEASE being the Swift release that
///   built them (`6.3.1`), recorded in full in `toolchain`. Modules of one release cannot be
///   read by another compiler, so a changed `swiftc` finds no folder of its own and is told so.
struct RuntimeModules: Equatable {
    /// `-I`: the `.swiftmodule` files.
    let modules: String
    /// `-L` and the program's rpath: `libAnimSimRuntime.so`.
    let library: String
    /// The package whose build holds them, when they are a checkout's build products.
    let package: OwnPackage?

    static let libraryName = "AnimSimRuntime"
    /// The release library's own build folder, relative to the package (scripts/install-runtime).
    static let releaseScratch = ".build/runtime"
    static var libraryFile: String { "lib\(libraryName).so" }

    enum Problem: Error, Equatable, CustomStringConvertible {
        /// Neither beside the build nor installed.
        case none(executable: String, looked: [String])
        /// Installed for other compilers only.
        case otherToolchain(found: [String], folder: String, current: String)

        var description: String {
            switch self {
            case .none(let executable, let looked):
                return "no AnimSim modules for Swift files beside \(executable) (looked in \(looked.joined(separator: ", "))): "
                    + "`make install` puts them under PREFIX/lib/animsim; in a checkout, `swift build --product AnimSimRuntime` builds them"
            case .otherToolchain(let found, let folder, let current):
                return "the AnimSim modules in \(folder) were built by Swift \(found.joined(separator: ", ")), and swiftc is now "
                    + "\(current): a compiler reads only modules it built. Run `make install` again in the AnimSim checkout "
                    + "with this toolchain (same PREFIX), which builds them for \(current)"
            }
        }
    }

    /// The modules for `executable` (this `animsim`'s real path) and `toolchain`.
    static func locate(executable: String, toolchain: SwiftToolchain) -> Result<RuntimeModules, Problem> {
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        if var package = OwnPackage.locate(executable: executable) {
            var build = folder
            if package.configuration == "release" {
                package.scratchPath = package.root.appendingPathComponent(releaseScratch).path
                build = package.root.appendingPathComponent(releaseScratch + "/release")
            }
            return .success(RuntimeModules(modules: build.appendingPathComponent("Modules").path,
                                           library: build.path, package: package))
        }
        let installed = folder.deletingLastPathComponent().appendingPathComponent("lib/animsim")
        let own = installed.appendingPathComponent(toolchain.release)
        if FileManager.default.fileExists(atPath: own.appendingPathComponent("lib/\(libraryFile)").path) {
            return .success(RuntimeModules(modules: own.appendingPathComponent("Modules").path,
                                           library: own.appendingPathComponent("lib").path, package: nil))
        }
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: installed.path)) ?? []).sorted()
        if !others.isEmpty {
            return .failure(.otherToolchain(found: others, folder: installed.path, current: toolchain.release))
        }
        return .failure(.none(executable: executable, looked: [folder.appendingPathComponent("Modules").path, own.path]))
    }

    var libraryPath: String { library + "/" + Self.libraryFile }

    /// Beside a build: whether the library must be built (again) before a file links to it:
    /// it is missing, or a module it holds is newer (a `swift build --product animsim` since).
    var isStale: Bool {
        guard package != nil else { return false }
        guard let built = Self.modified(libraryPath) else { return true }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? []
        return names.contains { name in
            name.hasPrefix("AnimSim") && name.hasSuffix(".swiftmodule") && !Self.outside.contains(where: name.contains)
                && (Self.modified(modules + "/" + name) ?? .distantPast) > built
        }
    }

    /// Modules of the build that the library does not hold: the executables and the tests.
    private static let outside = ["Tests", "AnimSimCLI", "AnimSimBench"]

    /// What identifies this library's build in a cached program's digest: its size and time.
    var stamp: String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: libraryPath)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(libraryPath) \(size) \(time)"
    }

    private static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
