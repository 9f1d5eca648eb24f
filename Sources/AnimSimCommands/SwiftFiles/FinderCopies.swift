import Foundation

/// Finder's copies of Swift files in a folder given: `Pill 2.swift` beside `Pill.swift`, what
/// macOS names a duplicate (⌘D) or a second download. The copy declares the same types as its
/// original, so compiling both fails ("invalid redeclaration of 'Pill'"), and Xcode never
/// compiles it: a file dropped into a project's folder is not in its target until added (the
/// published Shubham0812/SwiftUI-Animations PillLoader lists `Pill.swift` alone in its
/// project.pbxproj). So a folder's `<Base> <N>.swift` is left out when `<Base>.swift` is in the
/// same folder, with a line saying so; a copy named as a file argument is compiled as given.
enum FinderCopies {
    /// The copies among `files`, the Swift files found in one folder given (any depth).
    static func copies(in files: [String]) -> [String] {
        let present = Set(files)
        return files.filter { file in original(of: file).map(present.contains) ?? false }
    }

    /// `Dir/Pill.swift` for `Dir/Pill 2.swift`; nil for a name not of that form.
    static func original(of file: String) -> String? {
        let url = URL(fileURLWithPath: file)
        guard url.pathExtension == "swift" else { return nil }
        let stem = url.deletingPathExtension().lastPathComponent
        guard let space = stem.lastIndex(of: " ") else { return nil }
        let base = stem[..<space], number = stem[stem.index(after: space)...]
        guard !base.trimmingCharacters(in: .whitespaces).isEmpty, !number.isEmpty, number.allSatisfy { ("0"..."9").contains($0) },
              number.first != "0" else { return nil }
        let folder = (file as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + base + ".swift"
    }

    /// The line on stderr for the copies left out; nil when none was.
    static func note(_ leftOut: [String]) -> String? {
        guard !leftOut.isEmpty else { return nil }
        let listed = leftOut.map { copy in "\(copy) (a Finder copy of \(URL(fileURLWithPath: original(of: copy) ?? copy).lastPathComponent))" }
        return "animsim: left out \(listed.joined(separator: ", ")), as Xcode's target would: "
            + "name \(leftOut.count == 1 ? "it" : "one") as a file argument to compile it with the folder"
    }
}
