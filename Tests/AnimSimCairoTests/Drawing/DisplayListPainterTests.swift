import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

@Suite struct DisplayListPainterTests {
    static let background = Color(hex: 0x15161C)

    static func list(_ items: [DisplayItem], size: CGSize = CGSize(width: 100, height: 100)) -> DisplayList {
        DisplayList(size: size, background: background, time: 0, strategy: .position, state: [], items: items)
    }

    static func square(_ side: CGFloat = 40, fill: Color? = .red, rotation: Angle = .zero, scale: CGFloat = 1,
                       opacity: Double = 1, stroke: StrokeStyle? = nil) -> DisplayItem {
        DisplayItem(id: "square", frame: CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side),
                    shape: .rectangle, fill: fill, stroke: stroke, rotation: rotation, scale: scale, opacity: opacity)
    }

    let bg = PixelBuffer.Pixel(background)
    let red = PixelBuffer.Pixel(Color.red)

    @Test func aRedRectIsRedInsideAndBackgroundOutside() throws {
        let image = try DisplayListPainter().paint(Self.list([Self.square(60)]))
        #expect(image.width == 100 && image.height == 100)
        #expect(image[50, 50] == red)
        #expect(image[21, 21] == red)
        #expect(image[5, 5] == bg)
        #expect(image[95, 50] == bg)
    }

    @Test func halfOpacityBlendsHalfWay() throws {
        let image = try DisplayListPainter().paint(Self.list([Self.square(opacity: 0.5)]))
        let pixel = image[50, 50]
        func mid(_ a: UInt8, _ b: UInt8) -> Int { (Int(a) + Int(b)) / 2 }
        #expect(abs(Int(pixel.red) - mid(red.red, bg.red)) <= 1, "\(pixel)")
        #expect(abs(Int(pixel.green) - mid(red.green, bg.green)) <= 1, "\(pixel)")
        #expect(abs(Int(pixel.blue) - mid(red.blue, bg.blue)) <= 1, "\(pixel)")
    }

    @Test func opacityAppliesToFillAndStrokeTogether() throws {
        // With a group, the stroke's inner half covers the fill instead of mixing with it.
        let stroke = StrokeStyle(color: .blue, lineWidth: 6)
        let image = try DisplayListPainter().paint(Self.list([Self.square(opacity: 0.5, stroke: stroke)]))
        let onStroke = image[50, 31]   // inner half of the stroke at y = 30
        let expected = PixelBuffer.Pixel(Color.blue.opacity(0.5))
        #expect(abs(Int(onStroke.blue) - (Int(expected.blue) + Int(bg.blue) / 2)) <= 2, "\(onStroke)")
        #expect(abs(Int(onStroke.red) - Int(bg.red) / 2) <= 2, "no red from the fill under the stroke: \(onStroke)")
    }

    @Test func rotationTurnsTheShapeAboutItsCentre() throws {
        let straight = try DisplayListPainter().paint(Self.list([Self.square()]))
        let turned = try DisplayListPainter().paint(Self.list([Self.square(rotation: .degrees(45))]))
        // A corner of the upright square is outside the diamond...
        #expect(straight[33, 33] == red)
        #expect(turned[33, 33] == bg)
        // ...and the diamond's tip reaches above the upright square's top edge.
        #expect(straight[50, 25] == bg)
        #expect(turned[50, 25] == red)
        #expect(turned[50, 50] == red)
    }

    @Test func scaleShrinksAboutTheCentre() throws {
        let image = try DisplayListPainter().paint(Self.list([Self.square(60, scale: 0.5)]))
        #expect(image[50, 50] == red)
        #expect(image[24, 50] == bg)   // inside the unscaled square, outside the scaled one
        #expect(image[36, 50] == red)
    }

    @Test func shapesWithoutFillOrStrokeGetTheDefaultFill() throws {
        let image = try DisplayListPainter().paint(Self.list([Self.square(fill: nil)]))
        let pixel = image[50, 50]
        #expect(pixel != bg)
        #expect(pixel.red > 150 && pixel.green > 150 && pixel.blue > 150, "light grey: \(pixel)")
    }

    @Test func aStrokedShapeWithoutFillIsAnOutline() throws {
        let image = try DisplayListPainter().paint(Self.list([Self.square(fill: nil, stroke: StrokeStyle(color: .green, lineWidth: 4))]))
        #expect(image[50, 50] == bg)
        #expect(image[50, 30] == PixelBuffer.Pixel(Color.green))
    }

    @Test func labelsAreDrawnInContrastingColour() throws {
        var item = Self.square(60, fill: .yellow)
        item.label = .init("W", fontSize: 30)
        let image = try DisplayListPainter().paint(Self.list([item]))
        let yellow = PixelBuffer.Pixel(Color.yellow)
        var dark = 0
        for y in 35..<65 { for x in 35..<65 where image[x, y].red < 100 { dark += 1 } }
        #expect(dark > 30, "dark glyph pixels on yellow: \(dark)")
        #expect(image[22, 22] == yellow)
    }

    @Test func treePathsAreDashedInTheDefaultStyle() throws {
        var path = AnimSimCore.Path()
        path.move(to: CGPoint(x: 10, y: 50))
        path.addLine(to: CGPoint(x: 90, y: 50))
        let container = DisplayItem(id: "tree", frame: CGRect(x: 0, y: 0, width: 100, height: 100), shape: nil, paths: [path])
        let image = try DisplayListPainter().paint(Self.list([container]))
        let row = (12..<88).map { image[$0, 50] }
        let inked = row.filter { $0 != bg }.count
        #expect(inked > 20 && inked < 60, "dash [3,3] inks about half the line: \(inked)")
        #expect(image[50, 45] == bg)
    }

    /// A `Path` view's item: no shape, a fill and paths. The paths are filled (a curve
    /// closes the half disc), and stroked only when the item has a stroke.
    @Test func aFilledPathItemFillsItsCurvesAndStrokesOnlyWithAStroke() throws {
        var half = AnimSimCore.Path()
        half.move(to: CGPoint(x: 20, y: 50))
        half.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        half.closeSubpath()
        let filled = DisplayItem(id: "path", frame: CGRect(x: 0, y: 0, width: 100, height: 100), shape: nil, fill: .red, paths: [half])
        let image = try DisplayListPainter().paint(Self.list([filled]))
        // Increasing angles from 180° turn through 270°, the top in y-down space.
        #expect(image[50, 35] == red, "inside the half disc above the diameter")
        #expect(image[50, 65] == bg && image[50, 12] == bg, "below the diameter, and past the arc")
        var outlined = filled
        outlined.stroke = StrokeStyle(color: .blue, lineWidth: 4)
        let stroked = try DisplayListPainter().paint(Self.list([outlined]))
        #expect(stroked[50, 35] == red)
        #expect(stroked[50, 20] != red && stroked[50, 20] != bg, "the arc's stroke at its highest point")
    }

    @Test func scaleTwoDoublesEveryDimension() throws {
        let list = Self.list([Self.square(40)])
        let image = try DisplayListPainter().paint(list, scale: 2)
        #expect(image.width == 200 && image.height == 200)
        #expect(image[100, 100] == red)
        #expect(image[59, 59] == bg)
        #expect(image[61, 61] == red)
    }

    @Test func paintingIsDeterministic() throws {
        let list = SampleDisplayLists.tree()
        let painter = DisplayListPainter(showSizes: true)
        #expect(try painter.paint(list) == painter.paint(list))
    }

    @Test func invisibleItemsDrawNothing() throws {
        let image = try DisplayListPainter().paint(Self.list([Self.square(opacity: 0)]))
        #expect(image[50, 50] == bg)
    }
}
