/// The starter's README: what is where, and the commands to run.
extension StarterTemplates {
    var readme: String {
        """
        # \(name): a SwiftUI layout in AnimSim

        Written by `animsim new layout \(name)`. `\(layout)` is an ordinary SwiftUI `Layout`
        (a spiral to start from); this package runs it in every AnimSim command, so you can watch
        both of SwiftUI's animation strategies on it, render it, compare them and trace it.

        | file | what |
        | --- | --- |
        | `Sources/\(module)/\(layout).swift` | the layout, with its `animatableData` |
        | `Sources/\(module)/Registration.swift` | its key `\(name)` and parameters for scene files |
        | `Sources/\(module)Command/main.swift` | the animsim command line with it registered |
        | `\(name).yaml` | a scene animating it, position and animatable side by side |
        | `Tests/\(module)Tests/\(layout)Tests.swift` | a test of one view's placement |

        ```sh
        swift run \(name) play                               # the window (H lists the keys)
        swift run \(name) render --still 1 -o still.png      # one frame at 1 s
        swift run \(name) render -o \(name).mp4                 # the whole animation
        swift run \(name) compare --report report/           # the strategies side by side, as HTML
        swift run \(name) trace --at 1.25                    # every view's frame at 1.25 s, JSON
        swift test
        ```

        Leave `play` open while you work on the layout: each save of a Swift source rebuilds
        the package, and the window reopens on the new build at the same instant, in the same
        place; a compile error shows in the window over the last good frame instead
        (`--no-rebuild` turns this off).

        Without a scene argument every command uses `\(name).yaml`; give another file to use
        that. AnimSim is a path dependency (`\(animsimPath)`, see Package.swift): it has no
        release at a URL, and a path builds offline against the checkout you run. Writing a
        layout from a SwiftUI one, what of SwiftUI's `Layout` API is supported, and how
        parameter kinds map to YAML: AnimSim's docs/swift.md.

        """
    }
}
