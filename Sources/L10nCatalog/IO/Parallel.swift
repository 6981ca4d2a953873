import Dispatch

/// Work split over the processors, the one way the modules do it.
public enum Parallel {
  /// `body(index)` for every index in `0..<count`, run at once on the processors
  /// (`DispatchQueue.concurrentPerform`), the results in index order. `body` runs on several
  /// threads together: it may read what it captures, and must not change it.
  public static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
    var results = [Result?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each index is written by one thread only, and read after all are done.
      nonisolated(unsafe) let slots = buffer
      withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let work = body
        DispatchQueue.concurrentPerform(iterations: count) { index in slots[index] = work(index) }
      }
    }
    return results.map { $0! }
  }
}
