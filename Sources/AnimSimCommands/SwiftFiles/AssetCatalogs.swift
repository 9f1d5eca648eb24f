import Foundation

/// The asset catalogs (`*.xcassets`) an app's Swift files would find in its bundle, named to
/// the program in `ANIMSIM_ASSET_CATALOGS` (AnimSimViews' `AssetColors` and `AssetImages` read
/// their sets, the first catalog's set winning a name) and read for the asset symbols
/// (`AssetSymbols`).
///
/// Xcode bundles every catalog of the target with every file of it, wherever the two sit in
/// the project: Shubham0812's animations are in `Code/Common/Shaders/Burn/` while the catalog
/// is `Resources/Assets.xcassets`. So a file or folder inside a project (below the folder
/// holding the `.xcodeproj` or `Package.swift`) finds every catalog of the project, nearest
/// first (those under the folder given, then under each folder above), so that where two
/// catalogs have a set of one name the one nearest the files is read. The walk is bounded
/// (`maxDepth`, `maxCatalogs`, `maxEntries`) and skips builds, dependencies and hidden folders,
/// as `ProjectFiles` does. Outside any project nothing above is searched: a folder is an app
/// of its own (its catalogs at any depth), a file has the catalogs beside it.
enum AssetCatalogs {
    static let environmentKey = "ANIMSIM_ASSET_CATALOGS"
    /// How deep below the project's folder a catalog is looked for.
    static let maxDepth = 8
    /// At most this many catalogs: a target has one or two, a monorepo of apps a few dozen.
    static let maxCatalogs = 64
    /// At most this many files and folders are looked at, so a huge tree cannot stall a run.
    static let maxEntries = 50_000

    static func find(inputs: [String]) -> [String] {
        var distances: [String: Int] = [:]
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { continue }
            let folder = isFolder.boolValue ? input : (input as NSString).deletingLastPathComponent
            let base = ProjectFiles.absolute(folder.isEmpty ? "." : folder)
            // The given folder, then each folder above it up to the project's, nearest first.
            let chain = [base] + projectFolders(above: base)
            let found = chain.count > 1 || isFolder.boolValue || holdsProject(base)
                ? catalogs(under: chain.last!) : catalogs(beside: base)
            for catalog in found {
                let distance = chain.firstIndex { catalog.hasPrefix($0 == "/" ? "/" : $0 + "/") } ?? chain.count
                distances[catalog] = min(distances[catalog] ?? .max, distance)
            }
        }
        return distances.keys.sorted { (distances[$0]!, $0) < (distances[$1]!, $1) }
    }

    /// The catalogs directly in `folder`.
    static func catalogs(beside folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcassets") }
            .map { ProjectFiles.absolute((folder as NSString).appendingPathComponent($0)) }
    }

    /// The catalogs under `folder`, at most `maxDepth` below it, never inside a catalog, a
    /// skipped folder (`ProjectFiles.skipped`: `.build`, `DerivedData`, `Pods`, …) or a hidden one (`.git`).
    static func catalogs(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = [], entries = 0
        while let relative = walker.nextObject() as? String, entries < maxEntries, found.count < maxCatalogs {
            entries += 1
            let name = (relative as NSString).lastPathComponent
            if name.hasSuffix(".xcassets") {
                found.append(ProjectFiles.absolute((folder as NSString).appendingPathComponent(relative)))
                walker.skipDescendants()
            } else if name.hasPrefix(".") || ProjectFiles.skipped.contains(name) || name.hasSuffix(".xcodeproj")
                        || relative.split(separator: "/").count >= maxDepth {
                walker.skipDescendants()
            }
        }
        return found
    }

    /// The folders above `folder`, nearest first, up to the nearest holding an `.xcodeproj`
    /// or a `Package.swift`; none when no folder above holds one, or `folder` does itself.
    static func projectFolders(above folder: String) -> [String] {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        guard !holdsProject(current.path) else { return [] }
        var folders: [String] = []
        while current.path != "/" {
            current = current.deletingLastPathComponent()
            folders.append(current.path)
            if holdsProject(current.path) { return folders }
        }
        return []
    }

    /// Whether `folder` is a project's: it holds an `.xcodeproj` or a `Package.swift`.
    static func holdsProject(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }
    }

    /// Names the catalogs to the program this process starts, and the folders whose loose
    /// pictures (`photo@2x.png` beside the files) its `Image("photo")` finds.
    static func export(inputs: [String]) {
        let catalogs = find(inputs: inputs)
        if !catalogs.isEmpty { setenv(environmentKey, catalogs.joined(separator: ":"), 1) }
        let folders = resourceFolders(inputs: inputs)
        if !folders.isEmpty { setenv(resourceFoldersKey, folders.joined(separator: ":"), 1) }
    }

    static let resourceFoldersKey = "ANIMSIM_RESOURCE_FOLDERS"

    /// The folders of the files given, and the folders given with those below them (an app
    /// folder's resources are bundled from anywhere in it), leaving out catalogs and builds.
    static func resourceFolders(inputs: [String]) -> [String] {
        var folders: [String] = []
        func add(_ path: String) {
            let standard = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
            if !folders.contains(standard) { folders.append(standard) }
        }
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else { add((input as NSString).deletingLastPathComponent); continue }
            add(input)
            guard let walker = FileManager.default.enumerator(atPath: input) else { continue }
            for case let name as String in walker
            where !name.contains(".xcassets") && !name.contains(".build") && !name.hasPrefix(".") {
                var below: ObjCBool = false
                let path = (input as NSString).appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: path, isDirectory: &below), below.boolValue { add(path) }
            }
        }
        return folders
    }
}
