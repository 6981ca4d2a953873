import Foundation
import OrderedCollections

/// Reading a large `strings` object in parallel: where its chunks may start, and one chunk's
/// reading on another thread.
enum StringsChunks {
  /// Below this many bytes a catalog is read in one go.
  static let minimumBytes = 1 << 20

  /// The parts a large catalog is read in: one per processor, at most 8.
  static let processors = Parallel.processors

  /// Offsets where the chunks after the first may start, in increasing order; none for a small
  /// file, one processor, or a file not laid out one key per line.
  ///
  /// Each is a guess: a quote that starts a line indented as `firstKey`'s line is, near an even
  /// share of the file. The reader proves or drops it.
  static func starts(in bytes: UnsafeBufferPointer<UInt8>, firstKey: Int, chunks: Int) -> [Int] {
    guard chunks > 1, bytes.count - firstKey >= minimumBytes else { return [] }
    // The first key's indentation: blanks after a line break. A line break is never inside a
    // JSON string, so a line that starts with the same blanks and a quote starts a key or a
    // value, usually a key at the same depth.
    var lineStart = firstKey
    while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
    guard lineStart > 0, bytes[lineStart - 1] == 0x0A else { return [] }
    let indent = firstKey - lineStart
    var starts: [Int] = []
    for share in 1..<chunks {
      var position = max(firstKey + (bytes.count - firstKey) * share / chunks, (starts.last ?? firstKey) + 1)
      while position < bytes.count {
        guard bytes[position] == 0x0A else {
          position += 1
          continue
        }
        let candidate = position + 1 + indent
        if candidate < bytes.count, bytes[candidate] == UInt8(ascii: "\""),
          (0..<indent).allSatisfy({ bytes[position + 1 + $0] == bytes[lineStart + $0] })
        {
          starts.append(candidate)
          break
        }
        position += 1
      }
    }
    return starts
  }

  /// One chunk of `strings`, read on another thread: from a key to the key at `stop` or to the
  /// object's end. Nil `strings` when reading failed.
  final class Chunk: @unchecked Sendable {
    private(set) var scanner: JSONScanner
    let stop: Int?
    private(set) var strings: OrderedDictionary<String, CatalogEntry>?
    /// Whether the chunk reached the end of `strings` (rather than `stop`).
    private(set) var complete = false

    init(scanner: JSONScanner, stop: Int?) {
      self.scanner = scanner
      self.stop = stop
    }

    func read() {
      var strings = OrderedDictionary<String, CatalogEntry>()
      do throws(CatalogError) {
        complete = try scanner.readMembers(context: "strings", afterComma: true, stoppingAt: stop) {
          (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(CatalogError) in
          try StringCatalog.readEntry(&scanner, key: key, keyOffset: keyOffset, into: &strings)
        }
        self.strings = strings
      } catch {
        self.strings = nil
      }
    }
  }
}
