import AnimSimCommands
import AnimSimScene

/// `animsim`: the command line with the built-in layouts. A package with layouts of its own
/// makes the same call with its registry (docs/swift.md) and gets every command for them.
AnimSimCommands.main(registry: LayoutRegistry.standard)
