import AnimSimCore

/// SwiftUI's `Label`: an icon beside a title (8 pt apart, centred), or, in a tab bar, the
/// icon above the title (2 pt apart), as iOS draws a tab item.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.self) private var environment

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        if environment.surroundings.stacksLabelsVertically {
            VStack(spacing: 2) { icon; title }
        } else {
            HStack(spacing: 8) { icon; title }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// The call site travels to the icon's `Image`, for its warning when the app has no such image.
    public init<S: StringProtocol>(_ title: S, image name: String, file: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(title: { Text(title) }, icon: { Image(name, file: file, line: line, column: column) })
    }
}
