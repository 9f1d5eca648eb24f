import Foundation
import AnimSim

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

/// An alignment in a modifier (`frame`, `background`, `overlay`): a constant, or a word
/// parameter read at each instant (`alignment: $alignment`), like a layout's word parameter.
enum StateAlignment: Sendable, Equatable {
    case constant(Alignment)
    case state(String)

    func value(in state: SceneState) -> Alignment {
        switch self {
        case .constant(let alignment): alignment
        // The loader checked every word the parameter is given against the alignment names.
        case .state(let name): state.word(name).flatMap { word in Alignment.named.first { $0.name == word }?.alignment } ?? .center
        }
    }

    var isState: Bool {
        if case .state = self { return true }
        return false
    }
}
