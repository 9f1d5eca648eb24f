import AnimSimCore

/// The other places SwiftUI takes a `LocalizedStringKey` for a title: a `Button`'s, a
/// `Label`'s, a `Toggle`'s and the navigation title, so a title formats a number with
/// `specifier:` as `Text`'s does (`Button("Speed \(speed, specifier: "%.1f")×") { … }`,
/// `.navigationTitle("\(count, specifier: "%d") items")`). A plain literal or a `String`
/// keeps going to the `String` forms, which prefer the literal's default type; the key is
/// made only where `String` cannot take the literal, and is its text (no bundle on Linux).
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, file: String = #filePath, line: Int = #line, column: Int = #column,
                action: @escaping () -> Void) {
        self.init(titleKey.string, file: file, line: line, column: column, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, file: String = #filePath, line: Int = #line,
                column: Int = #column, action: @escaping () -> Void) {
        self.init(titleKey.string, role: role, file: file, line: line, column: column, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(titleKey.string, systemImage: name)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.string, isOn: isOn)
    }
}

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _SurroundingsModifier> {
        navigationTitle(titleKey.string)
    }
}
