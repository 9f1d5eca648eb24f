import Testing
import AnimSim
@testable import AnimSimViews

/// A hosted view's default title is its own type's name, without the `ModifiedContent`
/// wrappers its preview's modifiers add; any other generic type keeps its whole name.
@Suite struct ViewTitleTests {
    @Test(arguments: [
        ("GiftView", "GiftView"),
        ("ModifiedContent<GiftView, _SurroundingsModifier>", "GiftView"),
        ("ModifiedContent<ModifiedContent<GiftView, _SurroundingsModifier>, _EnvironmentModifier>", "GiftView"),
        // The content's own generics and commas are kept whole.
        ("ModifiedContent<Pair<Int, (Double, String)>, _EnvironmentModifier>", "Pair<Int, (Double, String)>"),
        ("Group<TupleView<(Text, Text)>>", "Group<TupleView<(Text, Text)>>"),
    ])
    func theTitleIsTheViewUnderItsModifiers(type: String, title: String) {
        #expect(ViewTitle.of(name: type) == title)
    }

    /// End to end through the host: a preview-like view with a modifier is titled by its view.
    @MainActor @Test func aHostedModifiedViewIsTitledByItsView() {
        struct Card: View { var body: some View { Color.red } }
        let hosted = HostedView { Card().preferredColorScheme(.dark) }
        #expect(hosted.title == "Card")
    }
}
