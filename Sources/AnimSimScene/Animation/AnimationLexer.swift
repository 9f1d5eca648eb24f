import AnimSimCore
import Foundation

/// Splits an animation written as SwiftUI spells it (`spring(response: 0.55).delay(0.2)`)
/// into tokens, each remembering its offset in the string (in characters), so errors point
/// at the exact column of the problem.
struct AnimationToken: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case leftParen, rightParen, comma, colon, dot
        case end
    }

    var kind: Kind
    var offset: Int

    /// For "expected …, found …" messages.
    var description: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .number(let value): "the number \(TraceNumber.format(value))"
        case .leftParen: "'('"
        case .rightParen: "')'"
        case .comma: "','"
        case .colon: "':'"
        case .dot: "'.'"
        case .end: "the end of the animation"
        }
    }
}

struct AnimationSyntaxError: Error, Equatable {
    var offset: Int
    var message: String
}

enum AnimationLexer {
    /// Long strings are not animations; refusing them keeps the work bounded.
    static let maximumLength = 500

    static func tokens(_ text: String) -> Result<[AnimationToken], AnimationSyntaxError> {
        let characters = Array(text)
        guard characters.count <= maximumLength else {
            return .failure(AnimationSyntaxError(offset: 0, message: "an animation is at most \(maximumLength) characters"))
        }
        var tokens: [AnimationToken] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            let start = i
            switch c {
            // Line breaks too: an animation may be written as a block scalar, one modifier a line.
            case " ", "\t", "\n": i += 1; continue
            case "(": tokens.append(AnimationToken(kind: .leftParen, offset: i)); i += 1
            case ")": tokens.append(AnimationToken(kind: .rightParen, offset: i)); i += 1
            case ",": tokens.append(AnimationToken(kind: .comma, offset: i)); i += 1
            case ":": tokens.append(AnimationToken(kind: .colon, offset: i)); i += 1
            case "." where !(i + 1 < characters.count && characters[i + 1].isASCII && characters[i + 1].isNumber):
                tokens.append(AnimationToken(kind: .dot, offset: i)); i += 1
            default:
                if c.isASCII && (c.isLetter || c == "_") {
                    while i < characters.count, characters[i].isASCII, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" { i += 1 }
                    tokens.append(AnimationToken(kind: .identifier(String(characters[start..<i])), offset: start))
                } else if c.isASCII && (c.isNumber || c == "-" || c == "+" || c == ".") {
                    i += 1
                    while i < characters.count, characters[i].isASCII,
                          characters[i].isNumber || characters[i] == "." || characters[i] == "e" || characters[i] == "E"
                            || ((characters[i] == "-" || characters[i] == "+") && (characters[i - 1] == "e" || characters[i - 1] == "E")) {
                        i += 1
                    }
                    let literal = String(characters[start..<i])
                    guard let value = NumberSyntax.parse(literal), value.isFinite else {
                        return .failure(AnimationSyntaxError(offset: start, message: "malformed number '\(literal)'"))
                    }
                    tokens.append(AnimationToken(kind: .number(value), offset: start))
                } else {
                    return .failure(AnimationSyntaxError(offset: start, message: "unexpected character '\(c)'"))
                }
            }
        }
        tokens.append(AnimationToken(kind: .end, offset: characters.count))
        return .success(tokens)
    }
}
