import Testing
@testable import AnimSimCommands

/// Of several previews, every command runs the folder's root: the preview whose view no other
/// previewed file uses, of several the one built of the most previewed views, else the first
/// in the listed order; a line names it, the others and `--view`.
@Suite struct PreviewRootsTests {
    typealias File = (name: String, text: String)

    static func choice(_ files: [File], view: String? = nil) -> (entry: SwiftFileEntry, note: String?) {
        let previews = files.enumerated().map { SwiftFilePreviews(text: $1.text, path: $1.name, fileIndex: $0) }
        return SwiftFileEntry.choice(sources: files.map(\.text), names: files.map(\.name), previews: previews, view: view)
    }

    static let arc: File = ("ArcView.swift", "struct ArcView: View {\n    var body: some View { Circle() }\n}\n"
                            + "#Preview {\n    ZStack {\n        Color.black\n        ArcView()\n    }\n}\n")
    static let circles: File = ("Circles.swift", "struct Circles: Shape {\n}\n#Preview {\n    Circles()\n}\n")
    static let wifi: File = ("WifiView.swift", "struct WifiView: View {\n    var body: some View {\n        ZStack { ArcView() }\n    }\n}\n"
                             + "#Preview {\n    WifiView()\n}\n")

    /// `WifiView` uses `ArcView`: `ArcView` is no root. `Circles`, which nothing uses, is one too,
    /// but built of nothing, so `WifiView` runs, though it comes last.
    @Test func theRootBuiltOfTheOthersRuns() {
        let chosen = Self.choice([Self.arc, Self.circles, Self.wifi])
        #expect(chosen.entry == .preview(global: "_animsimPreview_2_1"))
        #expect(chosen.note == "animsim: 3 previews: running WifiView.swift:6 (WifiView), of the 2 whose view no other previewed "
                + "file uses, the one built of the most previewed views (1); the others: ArcView.swift:4, Circles.swift:3; "
                + "pass --view NAME to run another")
    }

    /// A use counts in code only, outside the using file's own previews, and not where a type
    /// is declared or extended: otherwise every preview is a root and the first in the files'
    /// order runs. (The second preview of WifiView.swift shows WifiView: the first type it names.)
    @Test(arguments: [
        "struct WifiView: View {\n    // draws an ArcView\n    var body: some View { Text(\"ArcView\") }\n}\n#Preview {\n    WifiView()\n}\n",
        "struct WifiView: View {\n    var body: some View { Text(\"a\") }\n}\n#Preview {\n    ZStack { WifiView(); ArcView() }\n}\n",
        "struct WifiView: View {\n    var body: some View { Text(\"a\") }\n}\nextension ArcView {\n}\n#Preview {\n    WifiView()\n}\n",
    ])
    func usesInCommentsStringsAndPreviewsDoNotCount(wifi: String) {
        let chosen = Self.choice([Self.arc, ("WifiView.swift", wifi)])
        #expect(chosen.entry == .preview(global: "_animsimPreview_0_1"))
        #expect(chosen.note?.contains("running ArcView.swift:4 (ArcView), the first of 2 whose view no other previewed file uses") == true,
                "\(chosen.note ?? "")")
    }

    /// `PreviewProvider`s are read alike: the provider's body names the view it shows.
    @Test func providersShowTheirViews() {
        let lock: File = ("Lock.swift", "struct LockView: View {\n}\nstruct LockView_Previews: PreviewProvider {\n"
                          + "    static var previews: some View { LockView() }\n}\n")
        let slide: File = ("Slide.swift", "struct SlideView: View {\n    var body: some View { HStack { LockView() } }\n}\n"
                           + "struct SlideView_Previews: PreviewProvider {\n    static var previews: some View { SlideView().preferredColorScheme(.dark) }\n}\n")
        #expect(Self.choice([lock, slide]).entry == .previewProvider("SlideView_Previews"))
        // --view still decides.
        #expect(Self.choice([lock, slide], view: "LockView_Previews") == (.previewProvider("LockView_Previews"), nil))
    }

    /// Views that use each other leave no root: the first preview runs, and the line says why.
    @Test func aCycleRunsTheFirst() {
        let a: File = ("A.swift", "struct A: View {\n    var body: some View { B() }\n}\n#Preview { A() }\n")
        let b: File = ("B.swift", "struct B: View {\n    var body: some View { A() }\n}\n#Preview { B() }\n")
        let chosen = Self.choice([a, b])
        #expect(chosen.entry == .preview(global: "_animsimPreview_0_1"))
        #expect(chosen.note?.contains("every preview's view is used by another previewed file, so the first runs") == true)
    }

    /// One preview needs no line; nor does an entry that is no preview.
    @Test func onePreviewHasNoNote() {
        #expect(Self.choice([Self.wifi]) == (.preview(global: "_animsimPreview_0_1"), nil))
        #expect(Self.choice([Self.arc, Self.wifi], view: "ArcView") == (.view("ArcView"), nil))
    }
}
