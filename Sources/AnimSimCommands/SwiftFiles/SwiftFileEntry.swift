import Foundation

/// What a program runs of the Swift files it is compiled from: the one place that decides it.
///
/// As Xcode picks what to show, in this order (docs/swift.md, "Which view runs"):
/// `--view NAME` (a view type, a preview's name or `FILE:LINE`, a `PreviewProvider`, an `App`);
/// else a top-level `let scene` (AnimSim's own `Scene` API); else an `@main` `App`'s first
/// `WindowGroup`; else a preview (`#Preview { … }` or a `PreviewProvider`): the only one, or
/// of several the folder's root, the one whose view no other previewed file uses
/// (`PreviewRoots`), every command alike, with a line on stderr naming it and the others;
/// else the view named `ContentView`; else the only `View`. A view is run by `ViewHost`, proposed the
/// canvas and centred in it like a hosting view. The choice is read from the files' text and
/// the options, and the cache's digest covers the glue it writes, so a program is never
/// reused for another choice.
enum SwiftFileEntry: Equatable {
    case scene
    case view(String)
    /// A `#Preview`, by the global its rewrite declares (SwiftFilePreviews).
    case preview(global: String)
    case previewProvider(String)
    case app(type: String, files: String)
    /// Nothing to run, or nothing to choose by: the one line that says what to pass.
    case none(String)

    /// The glue's file name in the cache; diagnostics placed in it are the entry's, not the user's.
    static let glueFile = "AnimSimFileMain.swift"

    /// Raised when the glue's text or the rewrite of previews changes (SwiftFilePreviews), so that
    /// programs cached with the old ones are not reused.
    static let version = 6

    /// The entry of the files whose texts are `sources` (named `names` in messages), whose
    /// previews and `@main` are `previews`, for `--view` `chosen`.
    static func choose(sources: [String], names: [String], previews: [SwiftFilePreviews] = [], view chosen: String? = nil) -> SwiftFileEntry {
        choice(sources: sources, names: names, previews: previews, view: chosen).entry
    }

    /// `choose`'s entry, and the line for stderr when it is one of several previews (`PreviewRoots.note`).
    static func choice(sources: [String], names: [String], previews: [SwiftFilePreviews] = [],
                       view chosen: String? = nil) -> (entry: SwiftFileEntry, note: String?) {
        let text = sources.joined(separator: "\n")
        let files = names.joined(separator: ", ")
        let views = types(in: text, conformingTo: "View")
        let providers = types(in: text, conformingTo: "PreviewProvider")
        let apps = previews.compactMap(\.app)
        let blocks = zip(names, previews).flatMap { name, file in file.previews.map { (file: name, preview: $0) } }
        if let chosen {
            if let found = blocks.first(where: { $0.preview.name == chosen || "\($0.file):\($0.preview.line)" == chosen }) {
                return (.preview(global: found.preview.global), nil)
            }
            if views.contains(chosen) { return (.view(chosen), nil) }
            if providers.contains(chosen) { return (.previewProvider(chosen), nil) }
            if apps.contains(chosen) { return (.app(type: chosen, files: files), nil) }
            let known = views + blocks.map { Self.label($0.file, $0.preview) } + providers + apps
            return (.none("\(files) \(names.count == 1 ? "defines" : "define") no view or preview named '\(chosen)': --view takes "
                          + (known.isEmpty ? "a view's type name or a preview's name" : "one of \(known.joined(separator: ", "))")), nil)
        }
        if text.range(of: #"(?m)^(public |internal )?(let|var) scene\b"#, options: .regularExpression) != nil { return (.scene, nil) }
        if let app = apps.first { return (.app(type: app, files: files), nil) }
        if !blocks.isEmpty || !providers.isEmpty {
            let roots = PreviewRoots(sources: sources, names: names, previews: previews, providers: providers)
            if let preview = roots.chosen { return (preview.entry, roots.note) }
        }
        if views.contains("ContentView") { return (.view("ContentView"), nil) }
        if views.count == 1 { return (.view(views[0]), nil) }
        if views.isEmpty { return (.none(nothingToRun(files, count: names.count)), nil) }
        return (.none("\(files) \(names.count == 1 ? "defines" : "define") \(views.count) views (\(views.joined(separator: ", "))) and no "
                     + "ContentView: name the one to run ContentView, or pass --view NAME"), nil)
    }

    /// A preview as `--view` takes it: its name in quotes, or `FILE:LINE` for an unnamed one.
    static func label(_ file: String, _ preview: SwiftFilePreviews.Preview) -> String {
        preview.name.map { "\"\($0)\"" } ?? "\(file):\(preview.line)"
    }

    /// The line for files that define nothing the entry can run.
    static func nothingToRun(_ files: String, count: Int) -> String {
        "\(files) \(count == 1 ? "defines" : "define") no view: animsim runs `struct ContentView: View`, else the only "
            + "`View`, else a top-level `let scene = Scene(…) { … }` (docs/swift.md, \"Running a Swift file\")"
    }

    /// The names of the structs declared as conforming to `conformance`, in the order written.
    static func types(in text: String, conformingTo conformance: String) -> [String] {
        let pattern = #"(?m)^\s*(?:public |internal |private |fileprivate )?struct\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:\s*([^{]*)\{"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            guard let name = Range(match.range(at: 1), in: text), let conformances = Range(match.range(at: 2), in: text) else { return nil }
            // `struct Wheel<Content>: View where Content: View {`: the clause is not a conformance.
            let clause = text[conformances].components(separatedBy: " where ")[0]
            let list = clause.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            return list.contains(conformance) || list.contains("SwiftUI." + conformance) ? String(text[name]) : nil
        }
    }

    /// The glue: the program's `@main`, compiled with the user's files (`-parse-as-library`,
    /// so a file with statements at the top level gets the compiler's error in it). What it
    /// needs of the SwiftUI module it imports by name alone, so that the user's own types
    /// (a `Scene`, a `WheelLayout`) never meet AnimSim's in it.
    var glue: String {
        var imports = "import AnimSim\nimport AnimSimRuntime\n"
        let run: String
        switch self {
        case .scene, .none: run = "SwiftFileProgram.run(scene: scene)"
        case .view(let name): run = "SwiftFileProgram.run(view: HostedView { \(name)() })"
        case .preview(let global):
            imports += "import struct SwiftUI._AnimSimPreview\n"
            run = "SwiftFileProgram.run(view: \(global)._animsimView())"
        case .previewProvider(let name):
            imports += "import protocol SwiftUI.PreviewProvider\n"
            run = "SwiftFileProgram.run(view: \(name)._animsimView())"
        case .app(let name, let files):
            imports += "import protocol SwiftUI.App\n"
            let message = "animsim: \(files): \(name)'s body has no WindowGroup: animsim runs the content of an app's first "
                + "WindowGroup; pass --view NAME to run a view instead\n"
            run = """
                guard let view = \(name)._animsimView() else {
                            FileHandle.standardError.write(\(Self.literal(message)).data(using: .utf8)!)
                            exit(1)
                        }
                        SwiftFileProgram.run(view: view)
                """
        }
        return """
            // Generated by animsim (SwiftFileEntry): the program's entry, with the user's files.
            \(imports)
            @main enum AnimSimFileMain {
                @MainActor static func main() {
                    \(run)
                }
            }

            """
    }

    /// The scene clock's names that SwiftUI's module declares over Foundation's and Dispatch's.
    static let clockNames = ["Timer", "DispatchQueue", "DispatchTime", "DispatchTimeInterval"]

    /// The glue's `Timer`, `DispatchQueue`, `DispatchTime` and `DispatchTimeInterval`, for the
    /// user's module: the scene clock's (AnimSimViews' types, the ones `import SwiftUI` or
    /// `import AnimSim` names). Those modules' names shadow Foundation's and Dispatch's only
    /// where Foundation comes through them; a file that also says `import Foundation`, as
    /// SwiftUI files often do, sees both, and `Timer.publish` or a `DispatchQueue` property is
    /// ambiguous there. Apple's SwiftUI has one of each (it re-exports Foundation's), and so
    /// does the user's module with these: a declaration of the module's own shadows every
    /// import's. A name the files declare at the top level themselves is left theirs.
    static func clockAliases(sources: [String]) -> String {
        clockNames.filter { !declares(sources, $0) }
            .map { "\n/// The scene clock's, with or without `import Foundation` (SwiftFileEntry.clockAliases).\ntypealias \($0) = AnimSimViews.\($0)\n" }
            .joined()
            + combineAliases(sources: sources)
    }

    /// Combine's names that Apple's Foundation re-exports (as typealiases to Combine's), so a
    /// view model's file with `import Foundation` alone declares `class Shop: ObservableObject`
    /// with `@Published` properties (dogra25130's Touchdown): the module's own aliases of the
    /// view layer's, which `import SwiftUI` and `import Combine` name too. Linux Foundation has
    /// neither, and without these such a file did not compile.
    static func combineAliases(sources: [String]) -> String {
        [("ObservableObject", "typealias ObservableObject = AnimSimViews.ObservableObject"),
         ("Published", "typealias Published<Value> = AnimSimViews.Published<Value>")]
            .filter { !declares(sources, $0.0) }
            .map { "\n/// Combine's, through `import Foundation` as on Apple's platforms (SwiftFileEntry.combineAliases).\n\($0.1)\n" }
            .joined()
    }

    /// Whether a file declares `name` at the top level itself: then the name is left theirs.
    private static func declares(_ sources: [String], _ name: String) -> Bool {
        let own = #"(?m)^(?:(?:public|internal|private|fileprivate|final|open)\s+)*(?:class|struct|enum|actor|protocol|typealias)\s+"#
            + name + #"\b"#
        return sources.contains { $0.range(of: own, options: .regularExpression) != nil }
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// The one line a user reads when the glue did not compile: what the files must define.
    /// `diagnostics` are the compiler's messages placed in the glue. It starts `animsim: `, as
    /// the one-line errors found before compiling do (`SwiftFileLaunch.failure`).
    func explain(_ diagnostics: [String], files: [String]) -> String {
        "animsim: " + reason(diagnostics, files: files)
    }

    private func reason(_ diagnostics: [String], files: [String]) -> String {
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", ")
        if case .view(let name) = self, diagnostics.contains(where: { $0.contains("missing argument") }) {
            return "\(names): \(name)'s initializer needs arguments, and nothing builds it: give its properties default values, "
                + "or run a view that needs none"
        }
        if diagnostics.contains(where: { $0.contains("cannot find 'scene' in scope") }) {
            return Self.nothingToRun(names, count: files.count)
        }
        if self == .scene, diagnostics.contains(where: { $0.contains("cannot convert") }) {
            return "\(names): `scene` must be an AnimSim `Scene` (`let scene = Scene(…) { state in … }`)"
        }
        return "\(names) cannot be run: " + (diagnostics.first ?? "the generated entry did not compile")
    }
}
