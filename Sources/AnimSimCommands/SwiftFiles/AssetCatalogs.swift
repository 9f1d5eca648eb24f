import Foundation

/// The asset catalogs (`*.xcassets`) an app's Swift files would find in its bundle: those in
/// the folders given (any depth) and beside the files given, and those in the folders above
/// them up to the project's (the one holding the `.xcodeproj` or `Package.swift`), named to
/// the program in `ANIMSIM_ASSET_CATALOGS` (AnimSimViews' `AssetColors` reads their colour sets).
///
/// The folders above count because a file or folder given is often one group of an app whose
/// catalog sits in the app's folder (`App/Assets.xcassets` beside `App/Illustrations/`), and
/// Xcode bundles that catalog with every file of the target. Without a project above, nothing
/// above is searched: a folder outside any project is an app of its own.
enum AssetCatalogs {
    static let environmentKey = "ANIMSIM_ASSET_CATALOGS"

    static func find(inputs: [String]) -> [String] {
        var found: [String] = []
        func add(_ base: String, _ name: String) {
            let path = URL(fileURLWithPath: base).appendingPathComponent(name).standardizedFileURL.path
            if !found.contains(path) { found.append(path) }
        }
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { continue }
            let folder = isFolder.boolValue ? input : (input as NSString).deletingLastPathComponent
            let base = folder.isEmpty ? "." : folder
            let names = isFolder.boolValue ? (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
                : ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
            for name in names where name.hasSuffix(".xcassets") && !name.contains("/.build/") { add(base, name) }
            for above in projectFolders(above: base) {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: above)) ?? [] where name.hasSuffix(".xcassets") {
                    add(above, name)
                }
            }
        }
        return found
    }

    /// The folders above `folder`, nearest first, up to the nearest holding an `.xcodeproj`
    /// or a `Package.swift`; none when no folder above holds one, or `folder` does itself.
    static func projectFolders(above folder: String) -> [String] {
        func holdsProject(_ url: URL) -> Bool {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.contains { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" }
        }
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        guard !holdsProject(current) else { return [] }
        var folders: [String] = []
        while current.path != "/" {
            current = current.deletingLastPathComponent()
            folders.append(current.path)
            if holdsProject(current) { return folders }
        }
        return []
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
