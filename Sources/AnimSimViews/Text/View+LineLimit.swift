import AnimSimCore

/// SwiftUI's `.lineLimit(_:)` forms, `.minimumScaleFactor(_:)` and `.lineSpacing(_:)`: environment values every
/// `Text` below lays out with (`TextFit`): it wraps to the proposed width, keeps at most the
/// limit's lines with "…" at the end of the last, and first shrinks its font, down to the
/// factor, to avoid cutting it. The nearest modifier wins, as an environment value does.
extension View {
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        fitting { $0.maximumLines = number.map { max(1, $0) }; $0.reservedLines = nil }
    }

    /// iOS 16's `lineLimit(_:reservesSpace:)`: with `reservesSpace`, the text is as tall as
    /// `limit` lines even when it has fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        fitting { $0.maximumLines = max(1, limit); $0.reservedLines = reservesSpace ? max(1, limit) : nil }
    }

    /// iOS 16's range forms: at least the lower bound's lines tall, at most the upper's.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        fitting { $0.maximumLines = max(1, limit.upperBound); $0.reservedLines = max(1, limit.lowerBound) }
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        fitting { $0.maximumLines = nil; $0.reservedLines = max(1, limit.lowerBound) }
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, _EnvironmentModifier> {
        fitting { $0.maximumLines = max(1, limit.upperBound); $0.reservedLines = nil }
    }

    /// The smallest share of its font size a text below may shrink to (clamped to 0.01…1).
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        fitting { $0.minimumScaleFactor = min(1, max(0.01, factor)) }
    }

    /// SwiftUI's `.lineSpacing(_:)`: `lineSpacing` points between each two lines of every
    /// wrapped text below, in its height and where its lines are drawn (`TextFit.lineSpacing`);
    /// a single line is as tall as without it.
    public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        fitting { $0.lineSpacing = lineSpacing }
    }

    /// iOS 14's `.textCase(_:)`: the texts below are drawn (and measured) in upper or lower
    /// case; nil leaves them as written.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { $0.surroundings.textCase = textCase })
    }

    private func fitting(_ change: @escaping (inout TextFit) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { change(&$0.surroundings.textFit) })
    }
}

extension Text {
    /// SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}
