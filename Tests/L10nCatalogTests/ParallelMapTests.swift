import Foundation
import Testing

@testable import L10nCatalog

/// `Parallel.map`, the one way the modules split work over the processors: every index once, the
/// results in index order, and with `done` every count from 1 to the last, in order, once each.
@Suite struct ParallelMapTests {
  /// A box the `done` hook writes into; `Parallel.map` calls it one call at a time.
  final class Heard: @unchecked Sendable {
    var counts: [Int] = []
  }

  @Test(arguments: [0, 1, 2, 7, 1000])
  func theResultsAreInIndexOrder(count: Int) {
    let results = Parallel.map(count) { index in index * index }
    #expect(results == (0..<count).map { $0 * $0 })
  }

  @Test(arguments: [1, 2, 7, 1000])
  func doneHearsEveryCountOnceInOrder(count: Int) {
    let heard = Heard()
    let hear: (Int) -> Void = { heard.counts.append($0) }
    let results = Parallel.map(count, done: hear) { index -> String in
      // Uneven work, so that the threads finish out of index order.
      var value = 0
      for step in 0..<((index % 5) * 2_000) { value &+= step }
      return "\(index):\(value % 2)"
    }
    #expect(results.map { Int($0.split(separator: ":")[0])! } == Array(0..<count))
    #expect(heard.counts == Array(1...count))
  }
}
