import Foundation

/// The shape of an animation expression, before anything is known about which names exist:
/// a base call and a chain of modifier calls.
///
///     animation := '.'? call ('.' call)*
///     call      := IDENT ('(' (argument (',' argument)*)? ')')?
///     argument  := (IDENT ':')? (NUMBER | IDENT)
struct AnimationExpression: Equatable {
    var base: AnimationCall
    var modifiers: [AnimationCall]
}

struct AnimationCall: Equatable {
    struct Argument: Equatable {
        enum Value: Equatable {
            case number(Double)
            case word(String)  // true, false
        }

        var label: String?
        var labelOffset: Int
        var value: Value
        var valueOffset: Int
    }

    var name: String
    var offset: Int
    /// nil: written without parentheses (`easeInOut`), as opposed to `easeInOut()`.
    var arguments: [Argument]?
    /// Where the closing parenthesis (or the name's end) is, for "missing argument" errors.
    var endOffset: Int
}

/// A recursive-descent parser over `AnimationLexer`'s tokens.
struct AnimationParser {
    private var tokens: [AnimationToken]
    private var position = 0

    static func parse(_ text: String) -> Result<AnimationExpression, AnimationSyntaxError> {
        switch AnimationLexer.tokens(text) {
        case .failure(let error): return .failure(error)
        case .success(let tokens):
            var parser = AnimationParser(tokens: tokens)
            do { return .success(try parser.expression()) } catch { return .failure(error) }
        }
    }

    private init(tokens: [AnimationToken]) { self.tokens = tokens }

    private var current: AnimationToken { tokens[position] }

    private mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    private mutating func expression() throws(AnimationSyntaxError) -> AnimationExpression {
        if current.kind == .dot { advance() }  // `.easeInOut`, as after `withAnimation(`
        let base = try call(role: "an animation name, like easeInOut or spring")
        var modifiers: [AnimationCall] = []
        while current.kind == .dot {
            advance()
            modifiers.append(try call(role: "a modifier name after '.', like delay or speed"))
        }
        guard current.kind == .end else {
            throw AnimationSyntaxError(offset: current.offset, message: "expected '.' and a modifier or the end of the animation, found \(current.description)")
        }
        return AnimationExpression(base: base, modifiers: modifiers)
    }

    private mutating func call(role: String) throws(AnimationSyntaxError) -> AnimationCall {
        guard case .identifier(let name) = current.kind else {
            throw AnimationSyntaxError(offset: current.offset, message: "expected \(role), found \(current.description)")
        }
        let offset = current.offset
        advance()
        guard current.kind == .leftParen else {
            return AnimationCall(name: name, offset: offset, arguments: nil, endOffset: offset + name.count)
        }
        advance()
        var arguments: [AnimationCall.Argument] = []
        if current.kind != .rightParen {
            while true {
                arguments.append(try argument(of: name))
                if current.kind == .comma { advance(); continue }
                break
            }
        }
        guard current.kind == .rightParen else {
            throw AnimationSyntaxError(offset: current.offset, message: "expected ',' or ')' in the arguments of \(name), found \(current.description)")
        }
        let end = current.offset
        advance()
        return AnimationCall(name: name, offset: offset, arguments: arguments, endOffset: end)
    }

    private mutating func argument(of name: String) throws(AnimationSyntaxError) -> AnimationCall.Argument {
        var label: String?
        let labelOffset = current.offset
        if case .identifier(let word) = current.kind, tokens[position + 1].kind == .colon {
            label = word
            advance()
            advance()
        }
        let valueOffset = current.offset
        switch current.kind {
        case .number(let value):
            advance()
            return .init(label: label, labelOffset: labelOffset, value: .number(value), valueOffset: valueOffset)
        case .identifier(let word):
            advance()
            return .init(label: label, labelOffset: labelOffset, value: .word(word), valueOffset: valueOffset)
        default:
            let what = label.map { "a value for '\($0)'" } ?? "an argument"
            throw AnimationSyntaxError(offset: current.offset, message: "expected \(what) in \(name)(…), found \(current.description)")
        }
    }
}
