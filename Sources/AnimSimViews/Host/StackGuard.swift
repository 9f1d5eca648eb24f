/// How much of its thread's stack resolving views may use: a body that makes its own view
/// again (`ContentView(depth: depth + 1)`) or a nesting 20,000 views deep would otherwise end
/// in a stack overflow, a crash with no place in the user's file. Past the bound the host
/// stops with a placed error naming the view whose body recursed, and the rest of the tree
/// (layout walks it as deep again) never has to be walked.
///
/// The bound is an address on the thread's stack (stacks grow down on every platform Swift
/// runs on): a program that knows its thread's stack (a Swift file's, from pthread's
/// attributes) sets it to the middle of the stack, leaving the other half to layout and
/// drawing. Unset (0), nothing is checked.
public enum StackGuard {
    nonisolated(unsafe) public static var lowestAddress: UInt = 0

    /// Whether the caller's frame lies below the bound.
    @inline(never)
    static var isPastBound: Bool {
        guard lowestAddress != 0 else { return false }
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } < lowestAddress
    }

    /// Where a user's type is declared and its member written, for errors about it that no
    /// call site places (a body that recursed): set by a program that knows its source files.
    nonisolated(unsafe) public static var locate: ((_ type: String, _ member: String) -> (file: String, line: Int, column: Int)?)?

    static func recursion(in type: Any.Type) -> ViewHostError {
        let name = "\(type)"
        let site = locate?(name, "var body").map { SourceSite(file: $0.file, line: $0.line, column: $0.column) }
        return ViewHostError(site: site ?? SourceSite(file: name, line: 1, column: 1),
                             message: "\(name).body recursed without end (a stack overflow): views nest deeper than half the "
                                 + "thread's stack, the bound on nesting, allows; a body that makes its own view again needs a "
                                 + "condition that ends it, and a nesting thousands deep, fewer levels")
    }
}
