import Foundation

/// The Swift files a command's inputs name, as Xcode would build them: a file argument is
/// compiled as given; a folder is its Swift files less those its app target would not compile,
/// each rule saying once on standard error what it left out:
/// - inside an Xcode project, the files the target does not list (`ProjectMembership`);
/// - a Finder copy beside its original (`FinderCopies`);
/// - of files declaring one type, the copies with the same code (`RedeclaredTypes`), or, when
///   their code differs, an error before the compiler runs.
struct FolderFiles {
    private(set) var files: [String] = []
    /// The Finder copies left out.
    private(set) var copies: [String] = []
    /// Every file left out, by any rule.
    private(set) var leftOut: [String] = []
    /// The lines saying what was left out and why, in the rules' order.
    private(set) var notes: [String] = []
    /// The placed error of two files declaring one type differently, when nothing decides.
    private(set) var problem: String?

    init(_ inputs: [String], read: (String) -> String? = { try? String(contentsOfFile: $0, encoding: .utf8) }) {
        var outsideTarget: [String] = [], targetNotes: [String] = [], fromFolders: Set<String> = []
        for input in inputs {
            guard !input.hasSuffix(".swift") else {
                if !files.contains(input) { files.append(input) }
                continue
            }
            let split = ProjectMembership.split(SwiftFileInputs.swiftFiles(in: input), folder: input)
            outsideTarget += split.leftOut
            if let note = split.note { targetNotes.append(note) }
            var found = split.kept
            let left = FinderCopies.copies(in: found)
            found.removeAll(where: left.contains)
            copies += left
            for file in found where !files.contains(file) {
                files.append(file)
                fromFolders.insert(file)
            }
        }
        // A file named as an argument is compiled, whatever a folder's rules said of it.
        copies = copies.filter { !files.contains($0) }
        outsideTarget = outsideTarget.filter { !files.contains($0) }
        notes = targetNotes.isEmpty || outsideTarget.isEmpty ? [] : targetNotes
        if let note = FinderCopies.note(copies) { notes.append(note) }
        let redeclared = RedeclaredTypes(files: files, removable: fromFolders.subtracting(inputs), read: read)
        files = redeclared.kept
        if let note = redeclared.note { notes.append(note) }
        problem = redeclared.problem
        leftOut = outsideTarget + copies + redeclared.leftOut
    }
}
