import Foundation

/// Files of one name in different folders (`Views/Row.swift` and `Cells/Row.swift`), as an
/// Xcode project has them: `swiftc` refuses two inputs of one file name ("filename used
/// twice"), so every such file after the first is compiled as a copy under another name,
/// `Row~2.swift`, that starts with `#sourceLocation(file: "Cells/Row.swift", line: 1)`: the
/// compiler places its diagnostics, and a trap its message, in the user's file, at the user's
/// line and column, as for a file whose previews were rewritten (`SwiftFilePreviews`).
struct SameNameFiles {
    let files: [String]
    /// Each file's text, in the order of `files`.
    let sources: [String]

    /// The later files of each repeated name, with their copies' names: `Row~2.swift`, `Row~3.swift`.
    var renamed: [(file: String, copy: String)] {
        var seen: [String: Int] = [:]
        var result: [(String, String)] = []
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let count = seen[name, default: 0] + 1
            seen[name] = count
            guard count > 1 else { continue }
            let stem = (name as NSString).deletingPathExtension, suffix = (name as NSString).pathExtension
            result.append((file, "\(stem)~\(count)" + (suffix.isEmpty ? "" : ".\(suffix)")))
        }
        return result
    }

    /// Gives each renamed file its copy: its previews' rewrite when it has one (which starts
    /// placed already), else its text under a `#sourceLocation` line.
    func apply(to compiler: inout SwiftFileCompiler) {
        for (file, copy) in renamed {
            compiler.copyNames[file] = copy
            if compiler.rewrites[file] == nil, let index = files.firstIndex(of: file) {
                compiler.rewrites[file] = "#sourceLocation(file: \(Self.literal(file)), line: 1)\n" + sources[index]
            }
        }
    }

    /// `path` as a Swift string literal.
    static func literal(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
