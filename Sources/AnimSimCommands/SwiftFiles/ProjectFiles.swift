import Foundation

/// The other Swift files of the project a user's files come from, and which of them declares
/// a name: where Xcode would have found a type the user's file uses but does not declare,
/// since it compiles the whole app target (`SiblingFiles` adds the files this finds).
///
/// The project is the nearest folder above the given files that holds an `.xcodeproj`, a
/// `Package.swift` or a `.git`; without one, the folder at most `unmarkedLevels` above,
/// never the file system's root, the home folder or the temporary folder themselves (a file
/// saved in `/tmp` is no project of everything there). A name is looked for nearest first:
/// in the given file's folder (and its subfolders), then each parent's, up to the project:
/// the declaration a user means is the one beside their file. At one distance a Finder copy
/// (`Name 2.swift`) comes after the file it copies.
final class ProjectFiles {
    /// At most this many folders above the files when no folder marks the project.
    static let unmarkedLevels = 3
    /// The Swift files looked at, at most: a project is never every file of a large tree.
    static let maxFiles = 2_000
    /// Folders never entered: builds, dependencies, hidden folders.
    static let skipped: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Each given file's folder and its parents up to the project's root, absolute, nearest first.
    let chains: [[String]]
    /// The project's root (the last folder of the first chain).
    let root: String
    /// What makes it the root: `holds OpenSwiftUIAnimations.xcodeproj`, or nil when it is
    /// only as far up as animsim looks.
    let marker: String?
    private let given: Set<String>
    private lazy var ordered: [String] = order()
    private var declared: [String: [String]] = [:]
    private var extended: [String: [String]] = [:]

    init(given files: [String]) {
        given = Set(files.map(Self.absolute))
        var chains: [[String]] = [], marker: String?
        for file in files {
            let folder = (Self.absolute(file) as NSString).deletingLastPathComponent
            let found = Self.chain(from: folder)
            if chains.isEmpty { marker = found.marker }
            if !chains.contains(found.folders) { chains.append(found.folders) }
        }
        self.chains = chains
        self.root = chains.first?.last ?? FileManager.default.currentDirectoryPath
        self.marker = marker
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `folder` and its parents up to the project's root, and what marks the root.
    static func chain(from folder: String) -> (folders: [String], marker: String?) {
        var folders: [String] = [], current = folder
        while true {
            folders.append(current)
            if let marker = marker(in: current) { return (folders, marker) }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        // No project: a few levels up, short of the folders that hold everything.
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        let temporary = absolute(NSTemporaryDirectory())
        let bounded = folders.prefix(unmarkedLevels + 1).prefix { !["/", home, temporary, "/tmp"].contains($0) }
        return (bounded.isEmpty ? [folder] : Array(bounded), nil)
    }

    /// What in `folder` marks a project's root, said as `holds NAME`.
    static func marker(in folder: String) -> String? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let found = entries.sorted().first { $0.hasSuffix(".xcodeproj") } ?? ["Package.swift", ".git"].first(where: entries.contains)
        return found.map { "holds \($0)" }
    }

    /// The first file, nearest first, that declares each of `names`, leaving out `compiled`
    /// (the files already compiled, as given or absolute); a name found nowhere is absent.
    func declaring(_ names: [String], excluding compiled: [String]) -> [String: String] {
        let excluded = Set(compiled.map(Self.absolute))
        var found: [String: String] = [:]
        var wanted = Set(names)
        for file in ordered where !wanted.isEmpty && !excluded.contains(file) {
            let declares = declarations(of: file)
            for name in declares where wanted.contains(name) {
                found[name] = file
                wanted.remove(name)
            }
        }
        return found
    }

    /// For each key of `uses` (`ExtensionMembers`: `.label`, `Color(hex:`), the first file,
    /// nearest first, whose top-level extensions declare it, leaving out `compiled`; each file
    /// once, with the keys it was found for, in the project's order.
    func extending(_ uses: Set<String>, excluding compiled: [String]) -> [(file: String, keys: [String])] {
        let excluded = Set(compiled.map(Self.absolute))
        var wanted = uses, found: [(file: String, keys: [String])] = []
        for file in ordered where !wanted.isEmpty && !excluded.contains(file) {
            let keys = members(of: file).filter(wanted.contains)
            guard !keys.isEmpty else { continue }
            found.append((file, keys))
            wanted.subtract(keys)
        }
        return found
    }

    /// The extension members `file` (absolute) declares, read once.
    func members(of file: String) -> [String] {
        if let known = extended[file] { return known }
        let keys = (try? String(contentsOfFile: file, encoding: .utf8)).map(ExtensionMembers.declared) ?? []
        extended[file] = keys
        return keys
    }

    /// The names `file` (absolute) declares at its top level, read once.
    func declarations(of file: String) -> [String] {
        if let known = declared[file] { return known }
        let names = (try? String(contentsOfFile: file, encoding: .utf8)).map(TopLevelDeclarations.names) ?? []
        declared[file] = names
        return names
    }

    /// The project's Swift files other than the given ones, nearest first: a file's distance
    /// is how many folders above a given file's the nearest folder holding both is.
    /// Inside an Xcode project, only the files its target compiles (`ProjectMembership`): a
    /// file no target lists is one Xcode never saw, and may redeclare what the target's own does.
    private func order() -> [String] {
        var distance: [String: Int] = [:]
        for root in Set(chains.compactMap(\.last)).sorted() {
            var files = Self.swiftFiles(under: root, limit: Self.maxFiles).filter { !given.contains($0) }
            if let compiles = ProjectMembership.filter(given: given.sorted(), root: root) {
                let listed = files.filter(compiles)
                if !listed.isEmpty { files = listed }
            }
            for file in files {
                let nearest = chains.compactMap { chain in chain.firstIndex { file.hasPrefix($0 == "/" ? "/" : $0 + "/") } }.min()
                if let nearest { distance[file] = min(distance[file] ?? .max, nearest) }
            }
        }
        func key(_ file: String) -> (Int, Int, String) { (distance[file] ?? .max, Self.isFinderCopy(file) ? 1 : 0, file) }
        return distance.keys.sorted { key($0) < key($1) }
    }

    /// `Name 2.swift`: the name Finder gives a file's duplicate.
    static func isFinderCopy(_ path: String) -> Bool {
        (path as NSString).lastPathComponent.range(of: #" \d+\.swift$"#, options: .regularExpression) != nil
    }

    /// The `.swift` files under `folder`, at most `limit`, never entering a skipped or hidden
    /// folder; a `Package.swift` is a manifest, not the target's code.
    static func swiftFiles(under folder: String, limit: Int) -> [String] {
        guard limit > 0, let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skipped.contains(name) || isOwnCache(relative) {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
            files.append(folder == "/" ? "/" + relative : folder + "/" + relative)
            if files.count >= limit { break }
        }
        return files
    }

    /// AnimSim's own cache of compiled copies (`…/animsim/swift-files`, `SwiftFileCache`):
    /// a cache kept beside a project (`XDG_CACHE_HOME` inside it) holds a copy of every file
    /// run there, each of which would redeclare what the project's own file does.
    static func isOwnCache(_ relative: String) -> Bool {
        relative == "animsim/swift-files" || relative.hasSuffix("/animsim/swift-files")
    }

    /// `path` as the user reads it: relative to the current folder (`../ReactionsView.swift`).
    static func display(_ path: String) -> String {
        let here = absolute(FileManager.default.currentDirectoryPath).split(separator: "/")
        let there = absolute(path).split(separator: "/")
        var common = 0
        while common < here.count, common < there.count, here[common] == there[common] { common += 1 }
        let up = here.count - common
        if common == 0 || up > 3 { return absolute(path) }
        return (Array(repeating: "..", count: up) + there[common...].map(String.init)).joined(separator: "/")
    }
}
