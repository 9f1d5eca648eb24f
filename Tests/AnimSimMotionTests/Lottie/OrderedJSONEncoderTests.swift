import AnimSimLottie
import Foundation
import Testing

/// The encoder keeps keys in the order `encode(to:)` writes them: rlottie skips whatever
/// precedes a shape's `ty`.
@Suite struct OrderedJSONEncoderTests {
    @Test func shapeKeysStartWithTheirType() throws {
        let shape = LottieShape.rectangle(p: .vector([0, 0]), s: .vector([70, 70]), r: .scalar(8))
        let text = String(decoding: try OrderedJSONEncoder().encode(shape), as: UTF8.self)
        #expect(text == #"{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[70,70]},"r":{"a":0,"k":8}}"#)
    }

    @Test func groupTransformFollowsItsType() throws {
        let text = String(decoding: try OrderedJSONEncoder().encode(LottieShape.transform(LottieTransform())), as: UTF8.self)
        #expect(text.hasPrefix(#"{"ty":"tr","a":{"a":0,"k":[0,0]},"p":"#))
    }

    @Test(arguments: [(0.1234567, "0.1235"), (100.0, "100"), (-0.00001, "0"), (2.5, "2.5"), (1e-3, "0.001")])
    func numbersHaveAtMostFourDecimals(value: Double, text: String) throws {
        #expect(String(decoding: try OrderedJSONEncoder().encode([value]), as: UTF8.self) == "[\(text)]")
    }

    @Test func keyframesKeepTimeValueThenHandles() throws {
        let keyframe = LottieKeyframe(t: 30, s: [1, 2], o: LottieEasingHandle(x: 0.42, y: 0), i: LottieEasingHandle(x: 0.58, y: 1),
                                      to: [3, 4], ti: [-3, -4])
        let text = String(decoding: try OrderedJSONEncoder().encode(LottieProperty.animated([keyframe])), as: UTF8.self)
        #expect(text == #"{"a":1,"k":[{"t":30,"s":[1,2],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]},"to":[3,4],"ti":[-3,-4]}]}"#)
    }

    @Test func stringsAreEscaped() throws {
        let text = String(decoding: try OrderedJSONEncoder().encode(["a\"b\\c\n/é"]), as: UTF8.self)
        #expect(text == #"["a\"b\\c\n/é"]"#)
    }
}
