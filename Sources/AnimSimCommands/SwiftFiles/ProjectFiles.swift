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

    /// The names `file` (absolute) declares at its top level, read once.
    func declarations(of file: String) -> [String] {
        if let known = declared[file] { return known }
        let names = (try? String(contentsOfFile: file, encoding: .utf8)).map(TopLevelDeclarations.names) ?? []
        declared[file] = names
        return names
    }

    /// The project's Swift files other than the given ones, nearest first: a file's distance
    /// is how many folders above a given file's the nearest folder holding both is.
    private func order() -> [String] {
        var distance: [String: Int] = [:]
        for root in Set(chains.compactMap(\.last)).sorted() {
            for file in Self.swiftFiles(under: root, limit: Self.maxFiles) where !given.contains(file) {
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
            if name.hasPrefix(".") || skipped.contains(name) {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(".swift"), name != "Package.swift" else { continue }
            files.append(folder == "/" ? "/" + relative : folder + "/" + relative)
            if files.count >= limit { break }
        }
        return files
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
