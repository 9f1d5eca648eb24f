import Foundation
import Testing
import AnimSim

/// `TextField` and `SecureField` (`TextField.swift`): a display of the binding, its text in
/// the ink colour or, while empty, the prompt (else the title) in UIKit's `placeholderText`
/// grey; as wide as proposed; `.roundedBorder` on UITextField's box; bullets for a secure
/// field; the keyboard's modifiers and `@FocusState` compile and change nothing drawn.
@MainActor @Suite struct TextFieldTests {
    /// UIKit's `placeholderText` on the light appearance: #3C3C43 at 30 %.
    static let placeholder = Color(red: 0x3C / 255.0, green: 0x3C / 255.0, blue: 0x43 / 255.0, opacity: 0.3)

    /// A sign-in form as published files write one; the button fills the fields in.
    struct SignIn: View {
        @State private var name = ""
        @State private var password = ""
        @FocusState private var nameFocused: Bool

        var body: some View {
            VStack {
                TextField("Enter name", text: $name)
                    .textInputAutocapitalization(.words)
                    .autocorrectionDisabled()
                    .keyboardType(.namePhonePad)
                    .submitLabel(.next)
                    .onSubmit { password = "never" }
                    .focused($nameFocused)
                SecureField("Password", text: $password, prompt: Text("Required"))
                    .textFieldStyle(.roundedBorder)
                Button("Fill") {
                    name = "Ana"
                    password = "abc"
                }
                Text("\(nameFocused)")
            }
            .onAppear { nameFocused = true }
        }
    }

    static func list<V: View>(_ host: ViewHost<V>) throws -> DisplayList {
        try LayoutEngine().layout(host.currentTree, in: CGSize(width: 400, height: 400))
    }

    static func text(_ string: String, in list: DisplayList) -> DisplayItem? {
        list.items.first { $0.shape == .text(string, fontSize: 17) }
    }

    @Test func anEmptyFieldShowsItsPromptOrTitleInThePlaceholderGrey() throws {
        let list = try Self.list(ViewHost(SignIn()))
        for title in ["Enter name", "Required"] {
            let item = try #require(Self.text(title, in: list), "\(list.items.map(\.shape))")
            #expect(item.fill == Self.placeholder)
        }
        #expect(Self.text("Password", in: list) == nil, "the prompt replaces the title")
    }

    @Test func aFieldShowsItsBindingAndASecureFieldBullets() throws {
        let host = ViewHost(SignIn())
        try host.use(control: "Fill", at: 1)
        let list = try Self.list(host)
        #expect(Self.text("Ana", in: list)?.fill == .black)
        #expect(Self.text("•••", in: list)?.fill == .black)
        #expect(Self.text("Enter name", in: list) == nil && Self.text("abc", in: list) == nil)
        #expect(Self.text("true", in: list) != nil, "the focus state set in onAppear")
    }

    /// The plain field is as wide as proposed and as tall as its line; the rounded one sits 7 pt
    /// inside a box of radius 5 outlined in `systemGray4`.
    @Test func theRoundedBorderBoxesTheLine() throws {
        let list = try Self.list(ViewHost(SignIn()))
        let plain = try #require(Self.text("Enter name", in: list))
        let line = try #require(Self.text("Required", in: list))
        let box = try #require(list.items.first { $0.shape == .roundedRectangle(cornerRadius: 5) && $0.fill == .white })
        #expect(box.frame.width == 400)
        #expect(abs(box.frame.height - (line.frame.height + 14)) < 1e-9)
        #expect(abs(line.frame.minX - (box.frame.minX + 7)) < 1e-9 && abs(line.frame.minY - (box.frame.minY + 7)) < 1e-9)
        #expect(plain.frame.minX == 0)
        // The outline is the inset shape's stroke, drawn as an outline with its own paint.
        let outline = try #require(list.items.first { $0.outlinePaint?.stroke != nil })
        #expect(outline.fill == Color(hex: 0xD1D1D6) && outline.outlinePaint?.stroke?.lineWidth == 0.5)
    }

    struct Note: View {
        let axis: Axis
        @State private var text = "a note long enough to wrap in a narrow field"
        var body: some View {
            TextField("Note", text: $text, axis: axis).frame(width: 120)
        }
    }

    /// One line across; `axis: .vertical` wraps the text and grows down with it.
    @Test func aVerticalFieldWraps() throws {
        let across = try Self.list(ViewHost(Note(axis: .horizontal)))
        let down = try Self.list(ViewHost(Note(axis: .vertical)))
        let string = "a note long enough to wrap in a narrow field"
        let one = try #require(Self.text(string, in: across)), many = try #require(Self.text(string, in: down))
        #expect(many.frame.height > 2 * one.frame.height)
    }

    /// Disabled, the field's text is in the grey a disabled button draws in (the same
    /// #3C3C43 at 30 % on light as the placeholder).
    @Test(arguments: [false, true])
    func aDisabledFieldDims(disabled: Bool) throws {
        let field = TextField("Name", text: .constant("Ana")).disabled(disabled)
        let list = try LayoutEngine().layout(ViewHost(field).currentTree, in: CGSize(width: 400, height: 400))
        #expect(Self.text("Ana", in: list)?.fill == (disabled ? Self.placeholder : .black))
    }
}
