import AnimSimCore

/// UIKit's `UIImage`, as SwiftUI files make one to show it: `UIImage(systemName:)` or
/// `UIImage(named:)`, handed to `Image(uiImage:)`. AnimSim has no pictures (see `Image`), so a
/// `UIImage` is its name, and the `Image` made from it is the same placeholder.
public struct UIImage: Hashable, Sendable {
    let systemName: String?
    let name: String?

    /// UIKit's failable initialiser; it succeeds, since AnimSim draws every symbol as a placeholder.
    public init?(systemName: String) {
        self.systemName = systemName
        name = nil
    }

    public init?(named name: String) {
        systemName = nil
        self.name = name
    }

    /// AnimSim's stand-in size for a symbol at the body font (`Image`'s placeholder).
    public var size: CGSize { CGSize(width: 20.4, height: 20.4) }
}

extension Image {
    /// SwiftUI's `Image(uiImage:)`.
    public init(uiImage: UIImage) {
        if let symbol = uiImage.systemName { self.init(systemName: symbol) } else { self.init(uiImage.name ?? "image") }
    }
}
