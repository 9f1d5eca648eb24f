import Foundation

/// The Swift package a running executable was built from, for `play`'s rebuild loop.
///
/// Found from the executable's own path: SwiftPM puts a product at
/// `ROOT/.build/TRIPLE/CONFIGURATION/PRODUCT` (and `ROOT/.build/CONFIGURATION` links there),
/// so the folder above `.build` is the package when it holds a Package.swift, the folder
/// holding the executable names the configuration (`debug` or `release`) and the file names
/// the product. `swift run ring play`, `.build/debug/ring play` and `.build/release/ring play`
/// all find it; a copy installed elsewhere, or a build with `--scratch-path` outside the
/// package, finds none and plays without the loop. No option is needed, and none can point
/// the loop at a package the executable was not built from.
struct OwnPackage: Equatable {
    let root: URL
    let product: String
    let configuration: String
    /// The executable's real path (symbolic links resolved): what the restart execs.
    let executable: String
    /// `--scratch-path` of the build, when not the package's `.build` (the library Swift files
    /// link to, built in release beside a static `animsim`: RuntimeModules).
    var scratchPath: String? = nil

    /// The package `executable` lies in, or nil.
    static func locate(executable: String) -> OwnPackage? {
        let url = URL(fileURLWithPath: executable).standardizedFileURL
        let parts = url.pathComponents
        guard let build = parts.lastIndex(of: ".build"), build >= 1, parts.count >= build + 3 else { return nil }
        let configuration = parts[parts.count - 2]
        guard ["debug", "release"].contains(configuration) else { return nil }
        let root = URL(fileURLWithPath: NSString.path(withComponents: Array(parts[..<build])))
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else { return nil }
        return OwnPackage(root: root, product: parts[parts.count - 1], configuration: configuration, executable: url.path)
    }

    /// This process's executable, from the kernel (argv[0] may be a bare name found on PATH).
    static var runningExecutable: String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// What the loop watches: Package.swift, every `.swift` file under Sources, and the
    /// folders under Sources (ending in "/"), whose change means a file came or went.
    /// Tests, Plugins and local dependencies are not watched: they do not change the
    /// executable, or belong to another package.
    func sources() -> [String] {
        var files = [root.appendingPathComponent("Package.swift").path]
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else { return files }
        files.append(sources.path + "/")
        for case let url as URL in walker {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                files.append(url.path + "/")
            } else if url.pathExtension == "swift" {
                files.append(url.path)
            }
        }
        return files
    }

    /// `swift build` of just this product, in the configuration it was built in.
    var buildArguments: [String] {
        ["build", "--package-path", root.path, "-c", configuration, "--product", product]
            + (scratchPath.map { ["--scratch-path", $0] } ?? [])
    }

    /// Where each build's whole output goes (replaced by the next build).
    var buildLog: URL {
        root.appendingPathComponent(".build/animsim-rebuild.log")
    }
}
