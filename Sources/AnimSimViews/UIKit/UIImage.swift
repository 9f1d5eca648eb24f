import AnimSimCore

/// UIKit's `UIImage`, as SwiftUI files make one to show it: `UIImage(systemName:)` or
/// `UIImage(named:)`, handed to `Image(uiImage:)`. A named one is the app's picture
/// (`AssetImages`, in the light appearance as UIKit's main-screen traits give it), and fails
/// as UIKit's does when the bundle has none; the `Image` made from it draws that picture.
public struct UIImage: Hashable, Sendable {
    let systemName: String?
    let name: String?
    /// The picture's size in points and its scale (a symbol's: the placeholder's, at 1).
    public let size: CGSize
    public let scale: CGFloat

    /// UIKit's failable initialiser; it succeeds, since AnimSim draws every symbol as a placeholder.
    public init?(systemName: String) {
        self.systemName = systemName
        name = nil
        size = CGSize(width: 20.4, height: 20.4)
        scale = 1
    }

    /// Nil when the app has no image of that name, as in UIKit, which says nothing. A file that cannot be decoded
    /// gives the placeholder's size.
    public init?(named name: String) {
        systemName = nil
        self.name = name
        switch ImageLoading.load(name, dark: false) {
        case .missing: return nil
        case .placeholder: (size, scale) = (CGSize(width: Image.assetSide, height: Image.assetSide), 1)
        case .drawn(let image): (size, scale) = (image.naturalSize, image.scale)
        }
    }

    /// An image the app lacks, by name: what `#imageLiteral` gives where UIKit would stop (ImageLiteral).
    init(missing name: String) {
        systemName = nil
        self.name = name
        (size, scale) = (.zero, 1)
    }
}

extension Image {
    /// SwiftUI's `Image(uiImage:)`. A named `UIImage` exists (its initialiser failed otherwise),
    /// so no call site is kept for a missing-image warning.
    public init(uiImage: UIImage) {
        if let symbol = uiImage.systemName { self.init(systemName: symbol) } else { self.init(uiImage.name ?? "image"); site = nil }
    }
}
