import Foundation

/// Which Swift files of a folder inside an Xcode project the project's target compiles: a
/// file in the folder that no build phase lists (`XcodeTargets`) is one Xcode never builds,
/// however it got there (a stale copy, a draft, another target's file), and compiling it
/// beside the others can only fail (`invalid redeclaration`, `ambiguous use of 'init(…)'`).
///
/// The project is the `.xcodeproj` (or several) in the folder that marks the project's root
/// (`ProjectFiles.chain`: the nearest above holding an `.xcodeproj`, a `Package.swift` or a
/// `.git`); a root marked otherwise, or an `.xcodeproj` whose `project.pbxproj` animsim cannot
/// read, decides nothing. The target is the one that compiles the most of the files at hand
/// (the first listed among equals): an app's and its widget's targets share a folder, and the
/// user's files tell which they build. When no target compiles any of them, nothing is
/// decided: the files are not the project's yet, or its listing is one animsim misreads, and
/// leaving out everything would be no run at all.
struct ProjectMembership {
    /// The `.xcodeproj` folders read, absolute.
    let projects: [String]
    let targets: [XcodeTargets.Target]

    /// The projects of the root above `folder` (absolute or relative); nil when none is readable.
    init?(above folder: String) {
        let root = ProjectFiles.chain(from: ProjectFiles.absolute(folder)).folders.last ?? folder
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        var projects: [String] = [], targets: [XcodeTargets.Target] = []
        for name in entries.sorted() where name.hasSuffix(".xcodeproj") {
            guard let read = XcodeTargets.read(xcodeproj: root + "/" + name) else { continue }
            projects.append(root + "/" + name)
            targets += read.targets
        }
        guard !projects.isEmpty else { return nil }
        self.projects = projects
        self.targets = targets
    }

    /// The target that compiles the most of `files` (absolute), nil when none compiles any.
    func target(compiling files: [String]) -> XcodeTargets.Target? {
        let counts = targets.map { target in files.filter(target.compiles).count }
        guard let best = counts.max(), best > 0, let index = counts.firstIndex(of: best) else { return nil }
        return targets[index]
    }

    /// `files` found in the folder `folder` given, split into those the target compiles and
    /// those it does not, with the line saying what was left out (nil when nothing was).
    static func split(_ files: [String], folder: String) -> (kept: [String], leftOut: [String], note: String?) {
        guard !files.isEmpty, let membership = ProjectMembership(above: folder) else { return (files, [], nil) }
        let absolute = files.map(ProjectFiles.absolute)
        guard let target = membership.target(compiling: absolute) else { return (files, [], nil) }
        let leftOut = zip(files, absolute).filter { !target.compiles($0.1) }.map(\.0)
        guard !leftOut.isEmpty else { return (files, [], nil) }
        return (files.filter { !leftOut.contains($0) }, leftOut, membership.note(leftOut, target: target))
    }

    /// `animsim: left out A.swift and B.swift: target 'App' of App.xcodeproj does not compile them, …`.
    func note(_ leftOut: [String], target: XcodeTargets.Target) -> String {
        let shown = 6
        var listed = leftOut.prefix(shown).joined(separator: ", ")
        if leftOut.count > shown { listed += " and \(leftOut.count - shown) more" }
        let project = projects.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        let them = leftOut.count == 1 ? "it" : "them"
        return "animsim: left out \(listed): target '\(target.name)' of \(project) does not compile \(them), and Xcode builds "
            + "only what its target lists: name \(leftOut.count == 1 ? "it" : "one") as a file argument to compile it with the folder"
    }

    /// Whether the sibling search (`ProjectFiles`) may add `file`: the target compiling the
    /// most of `given` compiles it, or, when none compiles any of them, some target does.
    /// Nil when no project decides.
    static func filter(given: [String], root: String) -> ((String) -> Bool)? {
        guard let membership = ProjectMembership(above: root) else { return nil }
        if let target = membership.target(compiling: given) { return target.compiles }
        return { file in membership.targets.contains { $0.compiles(file) } }
    }
}
