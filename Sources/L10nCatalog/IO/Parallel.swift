import Dispatch
import Foundation

/// Work split over the processors, the one way the modules do it.
public enum Parallel {
  /// How many parts work is split in: one per processor, at most 8.
  public static let processors = min(ProcessInfo.processInfo.activeProcessorCount, 8)

  /// `body(index)` for every index in `0..<count`, run at once on the processors
  /// (`DispatchQueue.concurrentPerform`), the results in index order. `body` runs on several
  /// threads together: it may read what it captures, and must not change it.
  ///
  /// - Parameter done: when given, hears after each index how many indices are done so far, on
  ///   the thread that did it (so from several threads, one call at a time, the counts rising).
  public static func map<Result>(
    _ count: Int, done: ((Int) -> Void)? = nil, _ body: (Int) -> Result
  ) -> [Result] {
    var results = [Result?](repeating: nil, count: count)
    let counter = done.map(DoneCounter.init)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each index is written by one thread only, and read after all are done.
      nonisolated(unsafe) let slots = buffer
      withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let work = body
        DispatchQueue.concurrentPerform(iterations: count) { index in
          slots[index] = work(index)
          counter?.finished()
        }
      }
    }
    return results.map { $0! }
  }

  /// How many indices are done, counted and told under one lock, so the counts told rise.
  private final class DoneCounter: @unchecked Sendable {
    private let hear: (Int) -> Void
    private var count = 0
    private let lock = NSLock()

    init(_ hear: @escaping (Int) -> Void) { self.hear = hear }

    func finished() {
      lock.lock()
      defer { lock.unlock() }
      count += 1
      hear(count)
    }
  }
}
