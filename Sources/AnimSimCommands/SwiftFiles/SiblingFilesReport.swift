import Foundation

/// What a failed compile's report adds about the names it could not find, once the project
/// was searched for them (`SiblingFiles`): a name no file declares is the user's to declare
/// (a type of theirs missing from the copy they have, or a misspelling), said with where it
/// was looked for; a name a file declares that was not compiled is said with the bound that
/// kept it out. The compiler's placed errors stay as they were, above: these are lines of
/// their own after them.
struct SiblingFilesReport {
    let project: ProjectFiles
    let given: [String]
    /// How many files were added before the compile that failed.
    let added: Int
    let maxFiles: Int
    let maxRounds: Int

    func amend(_ report: String, missing: [String], found: [String: String], bounded: Bool) -> String {
        var text = report.hasSuffix("\n") ? report : report + "\n"
        // A framework's name (`UIBezierPath`) already says why it is missing.
        let nowhere = missing.filter { found[$0] == nil && UnsupportedNames.framework(of: $0) == nil }
        if !nowhere.isEmpty {
            text += "animsim: no file declares \(Self.quoted(nowhere)): looked in the .swift files of \(searched)\n"
        }
        if bounded {
            let kept = missing.compactMap { name in found[name].map { "\(ProjectFiles.display($0)) declares '\(name)'" } }
            text += "animsim: \(kept.joined(separator: ", ")), but animsim compiles at most \(maxFiles) files of the project beside "
                + "the ones given, in at most \(maxRounds) rounds of adding them (\(added) added): pass the folder to compile it whole\n"
        }
        return text
    }

    /// `'A', 'B' and 'C'`.
    static func quoted(_ names: [String]) -> String {
        let items = names.map { "'\($0)'" }
        return items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// `. and its folders up to ../.. (the project's root: it holds App.xcodeproj)`.
    var searched: String {
        let folders = project.chains.map { ProjectFiles.display($0[0]) }
        let start = folders.map { $0.isEmpty ? "." : $0 }.joined(separator: ", ")
        let root = ProjectFiles.display(project.root)
        let top = root.isEmpty ? "." : root
        let why = project.marker.map { "the project's root: it \($0)" }
            ?? "no folder above holds an .xcodeproj, a Package.swift or a .git, and animsim looks at most \(ProjectFiles.unmarkedLevels) up"
        if folders == [root] { return "\(top) and its subfolders (\(why))" }
        return "\(start) and the folders above, up to \(top) (\(why))"
    }
}
