import Foundation

/// Two files of the folders given that declare one type, with no Xcode project to say which
/// its target compiles (`ProjectMembership` decides first when there is one): a published
/// folder copied out of its project keeps a file the target never listed
/// (`DownloadButton/DownloadStateView.swift` and `DownloadButton/Support/DownloadStateView.swift`),
/// and compiling both fails deep in a call (`ambiguous use of 'init(state:…)'`), far from
/// the cause.
///
/// When the files' code is the same outside comments and whitespace, one is a copy of the
/// other and which compiles changes nothing: the one nearest the folder given (fewest folders
/// down, then the first in order) is kept, the others left out with a line saying so; a file
/// named as an argument is always kept, so naming a copy compiles it instead. When their
/// code differs nothing decides, and compiling stops before the compiler runs, with an error
/// placed at the later declaration that names the earlier and asks for one to be left out.
struct RedeclaredTypes {
    /// The keywords declaring a name that no second declaration in another file may take
    /// (functions overload, and an `extension` declares nothing).
    static let keywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]

    private(set) var kept: [String]
    private(set) var leftOut: [String] = []
    private(set) var note: String?
    private(set) var problem: String?

    /// `files` in order, `removable` those found in folders (not named); `read` gives a file's text.
    init(files: [String], removable: Set<String>, read: (String) -> String?) {
        kept = files
        let texts = files.map(read)
        // Each name's declarations, one per file, in the files' order.
        var declared: [String: [(file: Int, offset: Int)]] = [:], names: [String] = []
        for (index, text) in texts.enumerated() {
            guard let text else { continue }
            for found in TopLevelDeclarations.declarations(in: text) where Self.keywords.contains(found.keyword) {
                if declared[found.name] == nil { names.append(found.name) }
                if declared[found.name]?.contains(where: { $0.file == index }) != true { declared[found.name, default: []].append((index, found.offset)) }
            }
        }
        var signatures: [Int: [UInt8]] = [:]
        func signature(_ index: Int) -> [UInt8] {
            if let known = signatures[index] { return known }
            let made = Self.code(texts[index] ?? "")
            signatures[index] = made
            return made
        }
        var copies: [(copy: String, original: String)] = []
        for name in names {
            let places = declared[name, default: []].filter { kept.contains(files[$0.file]) }
            guard places.count > 1, places.contains(where: { removable.contains(files[$0.file]) }) else { continue }
            if places.dropFirst().allSatisfy({ signature($0.file) == signature(places[0].file) }) {
                let order = places.map(\.file).sorted { a, b in
                    (removable.contains(files[a]) ? 1 : 0, Self.depth(files[a]), a) < (removable.contains(files[b]) ? 1 : 0, Self.depth(files[b]), b)
                }
                for index in order.dropFirst() where removable.contains(files[index]) {
                    copies.append((files[index], files[order[0]]))
                    kept.removeAll { $0 == files[index] }
                }
            } else if problem == nil, let text0 = texts[places[0].file], let text1 = texts[places[1].file] {
                let first = Self.place(files[places[0].file], text0, places[0].offset)
                let second = Self.place(files[places[1].file], text1, places[1].offset)
                problem = "\(second): error: invalid redeclaration of '\(name)': \(first) declares it too, with other code; Xcode compiles "
                    + "only the file its target lists, and no Xcode project above the folder says which: leave one of the two out, "
                    + "naming the files to compile instead of the folder\n\(first): note: '\(name)' declared here"
            }
        }
        leftOut = copies.map(\.copy)
        if !copies.isEmpty {
            note = "animsim: left out " + copies.map { "\($0.copy) (a copy of \($0.original))" }.joined(separator: ", ")
                + ": the same types with the same code outside comments, of which Xcode's target compiles one, so which one "
                + "changes nothing: name \(copies.count == 1 ? "it" : "one") as a file argument to compile it instead"
        }
    }

    /// The file's bytes without its comments, each run of whitespace in its code one 0 byte
    /// (whitespace in a literal is the literal's own and stays).
    static func code(_ text: String) -> [UInt8] {
        let mask = SwiftSourceMask(text)
        var kept: [UInt8] = []
        for (index, byte) in mask.bytes.enumerated() where !mask.comment[index] {
            guard mask.code[index], [9, 10, 13, 32].contains(byte) else { kept.append(byte); continue }
            if !kept.isEmpty && kept.last != 0 { kept.append(0) }
        }
        if kept.last == 0 { kept.removeLast() }
        return kept
    }

    /// How many folders down `file` is.
    static func depth(_ file: String) -> Int { file.split(separator: "/").count }

    /// `file:line:column` of the UTF-8 `offset` of `text`.
    static func place(_ file: String, _ text: String, _ offset: Int) -> String {
        let before = text.utf8.prefix(offset)
        let line = before.filter { $0 == 10 }.count + 1
        let column = before.count - (before.lastIndex(of: 10).map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(file):\(line):\(column)"
    }
}
