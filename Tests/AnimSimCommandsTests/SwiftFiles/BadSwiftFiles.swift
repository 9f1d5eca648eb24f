import Foundation

/// The misbehaving Swift files of the bad-input suite (`SwiftFileBadInputTests`), written by
/// the test into folders of their own: each the way real code goes wrong, with the line a
/// placed message must name (`line`, 0: any line, or none for a file that runs correctly).
struct BadSwiftFile: CustomStringConvertible, Sendable {
    let name: String
    let text: String
    /// The line the message must place (`Bad.swift:LINE:`), 0 for none: for a call that never
    /// returns, the hook's own line (the `.onAppear`, the `func placeSubviews(`), whichever
    /// instruction of the loop the watchdog's signal lands on.
    let line: Int
    /// What the message must say (nil: the file runs correctly, exit 0).
    let says: String?
    /// A script of control uses, for an action that never returns.
    var script: String?
    /// Raw bytes instead of `text` (a file that is not UTF-8).
    var bytes: [UInt8]?
    /// The watchdog's bound (`--watchdog`): 2 s for the loops, far for a recursion, which
    /// must end as a stack overflow however slowly a loaded machine gets there.
    var watchdog = "2"

    var description: String { name }

    static func view(_ body: String, extra: String = "") -> String {
        """
        import SwiftUI

        struct ContentView: View {
            @State private var count = 0
        \(body)
        }
        \(extra)
        """
    }

    static let all: [BadSwiftFile] = [
        BadSwiftFile(name: "hop-to-now", text: view("""
                var body: some View {
                    Text("\\(count)").onAppear { hop() }
                }
                func hop() {
                    count += 1
                    DispatchQueue.main.asyncAfter(deadline: .now()) { hop() }
                }
            """), line: 10, says: "an instant): "),
        BadSwiftFile(name: "timer-every-microsecond", text: view("""
                var body: some View {
                    Text("\\(count)").onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.000001, repeats: true) { _ in count += 1 }
                    }
                }
            """), line: 7, says: "a scene): "),
        BadSwiftFile(name: "loop-in-onAppear", text: view("""
                var body: some View {
                    Text("\\(count)").onAppear {
                        while true { count += 1 }
                    }
                }
            """), line: 6, says: "ContentView's onAppear did not return within 2 s"),
        BadSwiftFile(name: "loop-in-action", text: view("""
                var body: some View {
                    Button("Go") {
                        while true { count += 1 }
                    }
                }
            """), line: 6, says: "the action of a control in ContentView did not return within 2 s", script: "- { at: 0.25, control: Go }\n"),
        BadSwiftFile(name: "loop-in-placeSubviews", text: view("""
                var body: some View {
                    SpinLayout { Text("a"); Text("b") }
                }
            """, extra: """
            struct SpinLayout: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: 100, height: 100)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var turns = 0
                    while true { turns += 1 }
                }
            }
            """), line: 13, says: "SpinLayout.placeSubviews(in:proposal:subviews:cache:) did not return within 2 s"),
        BadSwiftFile(name: "recursion-in-body", text: """
            import SwiftUI

            struct ContentView: View {
                var depth = 0
                var body: some View {
                    VStack { ContentView(depth: depth + 1) }
                }
            }
            """, line: 5, says: "ContentView.body recursed without end", watchdog: "120"),
        BadSwiftFile(name: "recursion-in-layout", text: view("""
                var body: some View {
                    Deep { Text("a") }
                }
            """, extra: """
            struct Deep: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    measure(proposal)
                }
                func measure(_ proposal: ProposedViewSize) -> CGSize {
                    measure(proposal)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """), line: 14, says: "Deep.measure(_:) recursed without end", watchdog: "120"),
        BadSwiftFile(name: "200000-views", text: view("""
                var body: some View {
                    ZStack {
                        ForEach(0..<200_000, id: \\.self) { index in
                            Rectangle().frame(width: 1, height: 1).offset(x: Double(index % 400), y: Double(index / 400))
                        }
                    }
                }
            """), line: 5, says: "more than 100000 views (the bound on views a tree"),
        BadSwiftFile(name: "frame-width-nan", text: view("""
                var body: some View {
                    Rectangle().frame(width: .nan, height: 10)
                }
            """), line: 0, says: nil),
        BadSwiftFile(name: "state-change-in-body", text: view("""
                var body: some View {
                    count += 1
                    return Text("\\(count)")
                }
            """), line: 0, says: nil),
        BadSwiftFile(name: "not-utf8", text: "", line: 2, says: "the file is not UTF-8 text: byte 0xE9",
                     bytes: Array("import SwiftUI\n// caf".utf8) + [0xE9] + Array("\nstruct ContentView: View { var body: some View { Text(\"x\") } }\n".utf8)),
        BadSwiftFile(name: "empty", text: "", line: 0, says: "defines no view"),
    ]

    /// Writes the file (and its script) into `folder`.
    func write(to folder: URL) throws {
        try Data(bytes ?? Array(text.utf8)).write(to: folder.appendingPathComponent("Bad.swift"))
        if let script { try Data(script.utf8).write(to: folder.appendingPathComponent("uses.yaml")) }
    }
}
