import AnimSimViews
import Foundation

/// A Swift file's program, before its views run: the bound on how much of the main thread's
/// stack resolving views may use (`StackGuard`, half of it), and where the user's files
/// declare a type's member, for the errors that no call site places.
enum SwiftFileStack {
    static func setUp() {
        // The main thread's stack is the limit's size (8 MB unless raised), and this frame is
        // near its top; an unlimited stack is taken as 8 MB.
        var limit = rlimit()
        let size = getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0 && limit.rlim_cur != rlim_t.max ? UInt(limit.rlim_cur) : 8 << 20
        var marker = 0
        let top = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        StackGuard.lowestAddress = top - size / 2
        let files = SwiftFileRebuild.fromEnvironment()?.launch.files ?? []
        StackGuard.locate = { type, member in find(member, of: type, in: files) }
    }

    /// The first `member` (a spelling such as `var body` or `.onAppear`) after the declaration
    /// of `type` (`struct`, `class`, `enum` or `extension`) in `files`, as the user gave them.
    static func find(_ member: String, of type: String, in files: [String]) -> (file: String, line: Int, column: Int)? {
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            let declaration = #"\b(struct|class|enum|extension) "# + NSRegularExpression.escapedPattern(for: type) + #"\b"#
            guard let start = lines.firstIndex(where: { $0.range(of: declaration, options: .regularExpression) != nil }) else { continue }
            for number in start..<lines.count {
                if let found = lines[number].range(of: member) {
                    return (file, number + 1, lines[number].distance(from: lines[number].startIndex, to: found.lowerBound) + 1)
                }
            }
        }
        return nil
    }
}
