/// Which of several previews the files run when nothing else decides (no `--view`, no
/// `let scene`, no `@main` App): the folder's root, as a user giving a whole folder means it.
///
/// A published animation folder (`Wifi/`: ArcView.swift, CircleEmitter.swift, Circles.swift,
/// WifiView.swift) gives each of its views a preview, and one view is built of the others:
/// `WifiView` draws an `ArcView`, a `CircleEmitter` and `Circles`. A preview's *view* is the
/// first type declared in the files that the preview names (`ZStack { Color.black; ArcView(…) }`
/// shows `ArcView`); a preview is a *root* when no other previewed file uses its view outside
/// that file's own previews. Of several roots, the one built of the most previewed views (its
/// file's code uses them, or views that use them) runs: `Wifi/` also previews `Circles`, a
/// shape nothing uses, which is a root too but is built of nothing. Of roots alike, the first
/// in the listed order runs (every `#Preview` in the files' order, then every
/// `PreviewProvider`), the order `check` took the first of before: a folder of unrelated
/// previews (each file its own animation) runs its first. When every view is used by another
/// (a cycle), there is no root and the first preview runs.
///
/// Read from the code alone (`SwiftSourceMask`): a view named in a comment or a string is no use.
struct PreviewRoots {
    struct Candidate: Equatable {
        /// As `--view` takes it, and as the messages list it: `"Dark"`, `V.swift:8`, `Badge_Previews`.
        let label: String
        let entry: SwiftFileEntry
        /// The index of its file.
        let file: Int
        /// The view it shows, when it names a type the files declare.
        let view: String?
    }

    /// Every preview, in the order listed.
    let candidates: [Candidate]
    /// The previews whose view no other previewed file uses, those built of the most
    /// previewed views first, then in the listed order.
    let roots: [Candidate]
    /// How many of the other previews each root is built of, in the order of `roots`.
    let sizes: [Int]

    /// `providers`: the `PreviewProvider` types of the files, in the order written.
    init(sources: [String], names: [String], previews: [SwiftFilePreviews], providers: [String]) {
        let files = sources.map(SwiftWords.init)
        let declared = Set(files.flatMap(\.declared)).subtracting(providers)
        var candidates: [Candidate] = [], spans: [(file: Int, span: Range<Int>)] = []
        for (index, found) in previews.enumerated() where index < names.count {
            for preview in found.previews {
                let view = files[index].first(of: declared, in: preview.span)
                candidates.append(Candidate(label: SwiftFileEntry.label(names[index], preview), entry: .preview(global: preview.global),
                                            file: index, view: view))
                spans.append((index, preview.span))
            }
        }
        for provider in providers {
            // A provider the words do not find declared (`SwiftFileEntry.types` reads the text
            // whole) still runs when it comes first; it shows nothing anyone could use.
            guard let (index, span) = files.enumerated().lazy.compactMap({ file in file.element.declaration(of: provider).map { (file.offset, $0) } }).first
            else {
                candidates.append(Candidate(label: provider, entry: .previewProvider(provider), file: -1, view: nil))
                continue
            }
            candidates.append(Candidate(label: provider, entry: .previewProvider(provider), file: index,
                                        view: files[index].first(of: declared, in: span)))
            spans.append((index, span))
        }
        // What each previewed file's own code names, its previews left out.
        let previewed = Set(candidates.map(\.file))
        let used = Dictionary(uniqueKeysWithValues: previewed.map { file in
            (file, files[file].words(outside: spans.filter { $0.file == file }.map(\.span)))
        })
        // Preview `a` uses `b` when `a`'s file names `b`'s view and `b` is in another file.
        func uses(_ a: Candidate, _ b: Candidate) -> Bool {
            b.file != a.file && b.view.map { used[a.file]?.contains($0) ?? false } ?? false
        }
        self.candidates = candidates
        let found = candidates.filter { candidate in !candidates.contains { uses($0, candidate) } }
        let sizes = found.map { root in
            var reached: Set<Int> = [], frontier = [root]
            while let next = frontier.popLast() {
                for (index, other) in candidates.enumerated() where !reached.contains(index) && uses(next, other) {
                    reached.insert(index)
                    frontier.append(other)
                }
            }
            return reached.count
        }
        // Sorted by size, the listed order kept among equals (indices break ties).
        let order = found.indices.sorted { (-sizes[$0], $0) < (-sizes[$1], $1) }
        roots = order.map { found[$0] }
        self.sizes = order.map { sizes[$0] }
    }

    /// The preview to run: the first root, else the first preview.
    var chosen: Candidate? { roots.first ?? candidates.first }

    /// The line on stderr saying which of several previews runs, which others there are and
    /// how to run another; nil for one preview or none.
    var note: String? {
        guard candidates.count > 1, let chosen else { return nil }
        let others = candidates.filter { $0 != chosen }.map(\.label).joined(separator: ", ")
        let shown = chosen.view.map { " (\($0))" } ?? ""
        let why: String
        if roots.isEmpty {
            why = "every preview's view is used by another previewed file, so the first runs"
        } else if roots.count == 1 {
            why = "the only one whose view no other previewed file uses"
        } else if sizes[0] > 0 {
            why = "of the \(roots.count) whose view no other previewed file uses, the \(sizes[0] == sizes[1] ? "first " : "")one "
                + "built of the most previewed views (\(sizes[0]))"
        } else {
            why = "the first of \(roots.count) whose view no other previewed file uses"
        }
        return "animsim: \(candidates.count) previews: running \(chosen.label)\(shown), \(why); the others: \(others); "
            + "pass --view NAME to run another"
    }
}
