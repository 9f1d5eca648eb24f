import Foundation

/// Results filled in by index from several threads (`DispatchQueue.concurrentPerform`), for
/// the benchmarks' ceilings, which prepare every frame before timing the encoder alone.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Value, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func store(_ index: Int, _ result: Result<Value, any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    /// Every value in order, or the first error (a slot never stored is one).
    func all() throws -> [Value] {
        try results.map { try ($0 ?? .failure(ExportError.benchmarkFailed("a frame was not prepared"))).get() }
    }
}
