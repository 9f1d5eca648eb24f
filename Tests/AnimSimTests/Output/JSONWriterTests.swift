import AnimSimCore
import Foundation
import Testing

/// The one JSON writer prints each output as it always has: these pin the three ways the
/// outputs differ (numbers, escapes, indentation) and what they share (key order, nulls).
@Suite struct JSONWriterTests {
    static let document = JSONValue.object([
        ("b", .int(2)), ("a", .number(0.1 + 0.2)), ("none", .null), ("flag", .bool(true)),
        ("point", .numbers([1, 2.5])), ("frames", .array([.int(3), .int(4)])), ("ids", .array([.string("x"), .integer(3)])), ("empty", .object([])), ("list", .array([])),
    ])

    @Test(arguments: [
        (JSONWriter(), #"{"b":2,"a":0.3,"none":null,"flag":true,"point":[1,2.5],"frames":[3,4],"ids":["x",3],"empty":{},"list":[]}"#),
        (JSONWriter(pretty: true), """
        {
          "b": 2,
          "a": 0.3,
          "none": null,
          "flag": true,
          "point": [1, 2.5],
          "frames": [3, 4],
          "ids": [
            "x",
            3
          ],
          "empty": {},
          "list": []
        }
        """),
    ])
    /// Pretty: arrays of numbers, integers too (`compare --json`'s overlapping frames), on one line.
    func keysKeepTheirOrderAndPrettyKeepsNumbersOnOneLine(writer: JSONWriter, text: String) {
        #expect(writer.text(Self.document) == text)
    }

    /// Where the two number styles part: traces scale by 10,000 and print Swift's shortest
    /// text (past 1e15 Swift's own, with its `.0`); Lottie prints `%.4f` without trailing zeros.
    @Test(arguments: [
        (0.1234567, "0.1235", "0.1235"), (100.0, "100", "100"), (-0.00001, "0", "0"), (2.5, "2.5", "2.5"),
        (1e15, "1000000000000000.0", "1000000000000000"), (Double.infinity, "null", "null"), (Double.nan, "null", "null"),
        (-1.5e-5, "0", "0"), (12345.67891, "12345.6789", "12345.6789"),
    ])
    func numbersPrintInTheirOutputsStyle(value: Double, trace: String, decimals: String) {
        #expect(JSONWriter().text(.number(value)) == trace)
        #expect(JSONWriter(numbers: .decimals(4)).text(.number(value)) == decimals)
        #expect(JSONWriter(numbers: .decimals(4)).text(.integer(1_000_000_000_000_001)) == "1000000000000001")
    }

    @Test(arguments: [
        (JSONString.Escaping(), #""a\"b\\c\n</x>\u0008\u000c/é""#),
        (.html, #""a\"b\\c\n\u003c/x>\u0008\u000c/é""#),
        (.shortControls, #""a\"b\\c\n</x>\b\f/é""#),
    ])
    func stringsEscapeWhatTheirOutputEscapes(escaping: JSONString.Escaping, text: String) {
        #expect(JSONWriter(escaping: escaping).text(.string("a\"b\\c\n</x>\u{8}\u{c}/é")) == text)
    }

    /// Lottie files were written with Foundation's encoder before they were written with
    /// this one: their strings still escape every character as it did.
    @Test func shortControlsEscapeAsFoundationsEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let scalars = (0...0x7f).compactMap(Unicode.Scalar.init) + ["é", "\u{2028}", "\u{feff}", "😀"]
        for scalar in scalars {
            let text = String(scalar)
            #expect(JSONString.quoted(text, .shortControls) == String(decoding: try encoder.encode(text), as: UTF8.self),
                    "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// A trace's head: the fields, then the array its frames are streamed into.
    @Test func openingEndsInTheStreamedArray() {
        let fields: [(String, JSONValue)] = [("version", .int(1)), ("scene", .string("<")), ("canvas", .numbers([330, 330]))]
        #expect(JSONWriter().opening(fields, streaming: "frames") == #"{"version":1,"scene":"<","canvas":[330,330],"frames":["#)
        #expect(JSONWriter(escaping: .html).opening([], streaming: "frames") == #"{"frames":["#)
    }
}

/// A trace streams its frames field by field (`JSONStream`) where the other outputs hand the
/// writer a `JSONValue`: both must give the same text for the same content, in every style,
/// or the one writer would again be two with their own ideas of numbers, escapes and layout.
@Suite struct JSONStreamTests {
    /// Every kind of value, numbers each style prints its own way (1e15, infinity), and a
    /// string every escaping option changes.
    static let document = JSONValue.object([
        ("b", .int(2)), ("a", .number(0.1 + 0.2)), ("big", .number(1e15)), ("infinite", .number(.infinity)),
        ("none", .null), ("flag", .bool(false)), ("point", .numbers([1, -0.00001])), ("frames", .array([.int(3), .int(4)])),
        ("ids", .array([.string("a\"b\\c\n</x>\u{8}\u{c}"), .integer(3), .object([("k", .numbers([]))])])),
        ("empty", .object([])), ("list", .array([])),
    ])

    /// The same document, written as a trace writes a frame.
    static func streamed(_ json: inout JSONStream) {
        json.object { json in
            json.key("b"); json.integer(2)
            json.key("a"); json.number(0.1 + 0.2)
            json.key("big"); json.number(1e15)
            json.key("infinite"); json.number(.infinity)
            json.key("none"); json.null()
            json.key("flag"); json.bool(false)
            json.key("point"); json.array(oneLine: true) { json in json.number(1); json.number(-0.00001) }
            json.key("frames"); json.array(oneLine: true) { json in json.integer(3); json.integer(4) }
            json.key("ids")
            json.array { json in
                json.string("a\"b\\c\n</x>\u{8}\u{c}")
                json.integer(3)
                json.object { json in json.key("k"); json.array(oneLine: true) { _ in } }
            }
            json.key("empty"); json.object { _ in }
            json.key("list"); json.array { _ in }
        }
    }

    @Test(arguments: [
        JSONWriter(), JSONWriter(pretty: true), JSONWriter(numbers: .decimals(4), escaping: .shortControls),
        JSONWriter(pretty: true, escaping: .html), JSONWriter(numbers: .decimals(2)),
    ])
    func streamedAndBuiltGiveTheSameText(writer: JSONWriter) {
        var json = JSONStream(writer)
        Self.streamed(&json)
        #expect(json.text == writer.text(Self.document))
    }
}
