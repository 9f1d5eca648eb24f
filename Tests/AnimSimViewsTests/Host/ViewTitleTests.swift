import Testing
import AnimSim

/// A hosted view's default title is its own type's name, without the `ModifiedContent`
/// wrappers its preview's modifiers add (`ViewTitle`); any other generic type keeps its
/// whole name, generic arguments and their commas included.
@MainActor @Suite struct ViewTitleTests {
    struct Card: View { var body: some View { Color.red } }
    struct Pair<A, B>: View { var body: some View { Color.blue } }

    @Test func aPlainViewIsTitledByItsType() {
        #expect(HostedView { Card() }.title == "Card")
    }

    @Test func modifiersArePeeledFromTheOutsideIn() {
        #expect(HostedView { Card().preferredColorScheme(.dark) }.title == "Card")
        #expect(HostedView { Card().padding().opacity(0.5).preferredColorScheme(.dark) }.title == "Card")
    }

    @Test func theContentKeepsItsOwnGenerics() {
        #expect(HostedView { Pair<Int, (Double, String)>().opacity(0.5) }.title == "Pair<Int, (Double, String)>")
        #expect(HostedView { Group { Card() } }.title == "Group<Card>")
    }
}
