import AnimSimCore

/// `#imageLiteral(resourceName:)`, which Xcode's image literal writes into a file
/// (`Image(uiImage: #imageLiteral(resourceName: "love"))`, amosgyamfi's IncomingMessageView).
/// The literal's type is whatever `_ImageLiteralType` names where it is written: UIKit names
/// `UIImage`, and an iOS `import SwiftUI` brings UIKit's, so the literal is a `UIImage` there,
/// found by name as `UIImage(named:)` finds it (the app's image set, or a loose file). Without
/// these the compiler gives up on the whole expression around it, naming nothing.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// UIKit's literal unwraps `UIImage(named:)`, so an app without the image stops where the
    /// literal is made. AnimSim says so once a name and draws nothing there, as a missing
    /// `Image("love")` draws: the literal's place is not known to it, the name is.
    public init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name) {
            self = image
            return
        }
        ViewDiagnostics.warnOnce(key: "image literal \(name)", "#imageLiteral(resourceName: \"\(name)\"): no image named '\(name)' "
            + "in the app; AnimSim \(AssetImages.searched()). On iOS the app stops here (UIKit unwraps a nil UIImage); AnimSim "
            + "draws nothing, of size zero (docs/swift.md, \"Images\")")
        self.init(missing: name)
    }
}
