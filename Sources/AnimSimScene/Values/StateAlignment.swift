import Foundation
import AnimSimCore

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
