import Foundation

/// The Swift files each target of an Xcode project compiles, read from its `project.pbxproj`:
/// what Xcode builds is what a target lists, not what its folders hold. A file dropped into a
/// folder and never added (the published Shubham0812/SwiftUI-Animations keeps two files
/// declaring `DownloadStateView`, and its target lists only `DownloadButton/DownloadStateView.swift`)
/// is not compiled, so animsim leaves it out too (`ProjectMembership`).
///
/// A target compiles
/// - the files of the build files of its `PBXSourcesBuildPhase`, each a file reference whose
///   path is resolved through its groups (`<group>`: relative to the parent group's folder,
///   `SOURCE_ROOT`: to the project's folder, `<absolute>`); references relative to a build
///   product or an SDK are never a user's Swift file and are skipped;
/// - every file under each of its `fileSystemSynchronizedGroups` (Xcode 16's folders that are
///   their own listing), less the `membershipExceptions` of that folder's exception set for
///   this target; and, of a synchronised folder it does not have, the files an exception set
///   for it names (an exception of a folder not in the target adds the file).
struct XcodeTargets {
    struct Target: Equatable {
        let name: String
        /// Absolute paths of the files its build phase lists.
        var files: Set<String> = []
        /// Synchronised folders (absolute) it compiles whole, each with the paths (absolute)
        /// it leaves out.
        var folders: [String: Set<String>] = [:]

        /// Whether the target compiles `file` (absolute, standardized).
        func compiles(_ file: String) -> Bool {
            if files.contains(file) { return true }
            return folders.contains { folder, exceptions in
                Self.isInside(file, folder) && !exceptions.contains { file == $0 || Self.isInside(file, $0) }
            }
        }

        static func isInside(_ file: String, _ folder: String) -> Bool { file.hasPrefix(folder == "/" ? "/" : folder + "/") }
    }

    /// The project's targets, in the order the project lists them.
    let targets: [Target]

    /// The targets of the project `pbxproj` describes, its folder (the one holding the
    /// `.xcodeproj`) being `folder`; nil when the text is no project.
    init?(pbxproj text: String, folder: String) {
        guard let plist = XcodePlist.parse(text), let objects = plist["objects"]?.dictionary,
              let root = plist["rootObject"]?.string, let project = objects[root] else { return nil }
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.array ?? [] { if let child = child.string { parents[child] = id } }
        }
        var base = folder
        if let dir = project["projectDirPath"]?.string, !dir.isEmpty { base = Self.join(folder, dir) }
        let resolver = PathResolver(objects: objects, parents: parents, sourceRoot: base)
        var targets: [Target] = []
        let ids = project["targets"]?.array.compactMap(\.string) ?? []
        for id in ids {
            guard let object = objects[id] else { continue }
            var target = Target(name: object["name"]?.string ?? id)
            for phase in object["buildPhases"]?.array.compactMap(\.string) ?? [] where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for buildFile in objects[phase]?["files"]?.array.compactMap(\.string) ?? [] {
                    if let reference = objects[buildFile]?["fileRef"]?.string, let path = resolver.path(of: reference) { target.files.insert(path) }
                }
            }
            for group in object["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? [] {
                guard let path = resolver.path(of: group) else { continue }
                target.folders[path] = Set(Self.exceptions(of: group, for: id, objects: objects).map { Self.join(path, $0) })
            }
            targets.append(target)
        }
        // A folder a target does not have adds the files an exception set for that target names.
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let path = resolver.path(of: groupID) else { continue }
            for (index, id) in ids.enumerated() where targets[index].folders[path] == nil {
                targets[index].files.formUnion(Self.exceptions(of: groupID, for: id, objects: objects).map { Self.join(path, $0) })
            }
        }
        self.targets = targets
    }

    /// The targets of the `.xcodeproj` at `path`, nil when its `project.pbxproj` is unreadable or no project.
    static func read(xcodeproj path: String) -> XcodeTargets? {
        guard let text = try? String(contentsOfFile: path + "/project.pbxproj", encoding: .utf8) else { return nil }
        return XcodeTargets(pbxproj: text, folder: (path as NSString).deletingLastPathComponent)
    }

    /// The `membershipExceptions` of the exception sets of synchronised folder `group` that name `target`.
    private static func exceptions(of group: String, for target: String, objects: [String: XcodePlist]) -> [String] {
        (objects[group]?["exceptions"]?.array.compactMap(\.string) ?? []).flatMap { id -> [String] in
            guard let set = objects[id], set["target"]?.string == target else { return [] }
            return set["membershipExceptions"]?.array.compactMap(\.string) ?? []
        }
    }

    static func join(_ folder: String, _ path: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : folder + "/" + path).standardizedFileURL.path
    }

    /// Where each file reference or group of the project is, following `<group>` paths up.
    private struct PathResolver {
        let objects: [String: XcodePlist]
        let parents: [String: String]
        let sourceRoot: String

        /// The absolute path of object `id`, nil for one relative to a build product, an SDK
        /// or the developer folder, or a cycle of groups.
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"]?.string
            let base: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>":
                if let parent = parents[id] {
                    guard let found = path(of: parent, depth: depth + 1) else { return nil }
                    base = found
                } else {
                    base = sourceRoot
                }
            case "SOURCE_ROOT": base = sourceRoot
            case "<absolute>": base = "/"
            default: return nil
            }
            return own.map { XcodeTargets.join(base, $0) } ?? base
        }
    }
}
