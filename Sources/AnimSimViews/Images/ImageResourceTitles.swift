import AnimSimCore

/// iOS 17's title-and-image forms that take an asset catalog's image as a symbol:
/// `Button("", image: .thumbsupReaction, action: react)` and `Label("Like", image: .heart)`.
/// Xcode generates the `ImageResource` member from the app's `Assets.xcassets`; `animsim`
/// generates the same members from the catalog it finds beside the files (`AssetSymbols`), so
/// a published file calling these compiles unchanged. The view is SwiftUI's: a `Label` of the
/// title and the image, the image drawn as `Image(resource)` draws it (the catalog's image, or
/// the warning placed at the call when the app has none), the icon before the title.
extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource, file: String = #filePath, line: Int = #line,
                                   column: Int = #column) {
        self.init(title: { Text(title) }, icon: { Image(resource, file: file, line: line, column: column) })
    }

    /// A title with `specifier:` interpolations, formatted as `Text`'s (LocalizedStringKey+Titles).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource, file: String = #filePath, line: Int = #line,
                column: Int = #column) {
        self.init(titleKey.string, image: resource, file: file, line: line, column: column)
    }
}

extension Button where Label == AnimSimViews.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, image: ImageResource, file: String = #filePath, line: Int = #line,
                                   column: Int = #column, action: @escaping () -> Void) {
        self.init(title, image: image, role: nil, file: file, line: line, column: column, action: action)
    }

    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, file: String = #filePath,
                                   line: Int = #line, column: Int = #column, action: @escaping () -> Void) {
        self.init(role: role, action: action, file: file, line: line, column: column) {
            AnimSimViews.Label(title, image: image, file: file, line: line, column: column)
        }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, file: String = #filePath, line: Int = #line,
                column: Int = #column, action: @escaping () -> Void) {
        self.init(titleKey.string, image: image, role: nil, file: file, line: line, column: column, action: action)
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, file: String = #filePath,
                line: Int = #line, column: Int = #column, action: @escaping () -> Void) {
        self.init(titleKey.string, image: image, role: role, file: file, line: line, column: column, action: action)
    }
}
