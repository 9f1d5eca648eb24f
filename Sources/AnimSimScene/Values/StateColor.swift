import Foundation
import AnimSimCore

/// A colour in a view template: a constant, or a colour parameter read at each instant
/// (`fill: $tint`). The state changes at once; the view's resolved colour is what animates
/// (SwiftUI's `Color.Resolved`), in the plan's paint channel.
enum StateColor: Sendable, Equatable {
    case constant(Color)
    case state(String)

    func value(in state: SceneState) -> Color {
        switch self {
        case .constant(let color): color
        // The loader checked that the parameter is a colour at every value it is given.
        case .state(let name): state.color(name) ?? .clear
        }
    }

    var isState: Bool {
        if case .state = self { return true }
        return false
    }
}

