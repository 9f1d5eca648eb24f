import Foundation
import Testing

/// iOS 17's `Button(_:image:action:)` and `Label(_:image:)` with an asset symbol, as published
/// reaction buttons write them (`Button("", image: .thumbsupReaction, action: react)`): the
/// symbol is generated from the app's catalog, and the label draws the catalog's picture.
@Suite struct ImageResourceTitlesTests {
    typealias F = SwiftUIImagesFixture

    /// The picture of each form is the catalog's file for a 2x screen, at its natural size.
    @Test(arguments: [#"Button("", image: .photo, action: {})"#, #"Button("Like", image: .photo) {}"#,
                      #"Button("Like", image: .photo, role: .destructive) {}"#, #"Label("Photo", image: .photo)"#,
                      #"Label("\(3, specifier: "%d") photos", image: .photo)"#])
    func theAssetSymbolsPictureIsDrawn(_ call: String) throws {
        let (views, _) = try F.trace("        \(call)")
        let pictures = views.values.compactMap { $0["image"] as? [String: Any] }
        #expect(pictures.count == 1, "\(views)")
        #expect(pictures.first?["file"] as? String == "Photo.imageset/photo@2x.png", "\(pictures)")
        #expect(F.numbers(pictures.first?["naturalSize"]) == [40, 30])
    }
}
