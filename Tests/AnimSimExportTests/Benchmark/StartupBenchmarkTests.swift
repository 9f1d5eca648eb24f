@testable import AnimSimExport
import Testing

/// How `animsim bench` words its start-up figures: milliseconds, and the ratio to the
/// Foundation "hello" only when one was timed.
@Suite struct StartupBenchmarkTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var result: StartupBenchmark.Result
        var lines: [String]
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "with a hello",
             result: .init(version: 0.0123, still: 0.0301, hello: 0.0041, runs: 21),
             lines: ["start-up, whole process (medians of 21, alternated): `animsim --version` 12.3 ms"
                        + " = 3.0× a Foundation \"hello\" built the same way (4.1 ms)",
                     "start-up, one-frame PNG still (`render --still 0 -o still.png`, built-in scene): 30.1 ms"]),
        Case(name: "without",
             result: .init(version: 0.0905, still: 0.1254, hello: nil, runs: 5),
             lines: ["start-up, whole process (medians of 5, alternated): `animsim --version` 90.5 ms",
                     "start-up, one-frame PNG still (`render --still 0 -o still.png`, built-in scene): 125.4 ms"]),
    ]

    @Test(arguments: cases)
    func figuresAreWorded(_ test: Case) {
        #expect(test.result.description.split(separator: "\n").map(String.init) == test.lines)
    }
}
