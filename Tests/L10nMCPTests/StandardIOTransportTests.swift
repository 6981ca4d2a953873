import Foundation
import Testing

@testable import L10nMCP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's standard input is read a line at a time (`LineReader`): every line whole, however
/// the writer cut it, in time linear in its length.
@Suite struct StandardIOTransportTests {
  /// The lines read from a pipe `writer` writes into, on another thread.
  static func lines(_ writer: @escaping @Sendable (Int32) -> Void) throws -> [String] {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let thread = Thread {
      writer(writeEnd)
      close(writeEnd)
    }
    thread.start()
    defer { close(readEnd) }
    var reader = LineReader(descriptor: readEnd)
    var lines: [String] = []
    while let line = try reader.next() { lines.append(String(decoding: line, as: UTF8.self)) }
    return lines
  }

  static func put(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      let count = bytes[done...].withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
      guard count > 0 else { return }
      done += count
    }
  }

  @Test func linesCutAnywhereComeWhole() throws {
    let lines = try Self.lines { descriptor in
      for piece in [#"{"a":1}"#, "\n", #"{"b":"#, "2}\n\n", #"{"c":3}"#, "\n", #"{"é":"✓"}"#] {
        Self.put(piece, to: descriptor)
        usleep(2_000)
      }
    }
    // Empty lines skipped; the last line without its line end at the end of the input.
    #expect(lines == [#"{"a":1}"#, #"{"b":2}"#, #"{"c":3}"#, #"{"é":"✓"}"#])
  }

  @Test func aLineOfMegabytesAndManySmallOnes() throws {
    let long = String(repeating: "x", count: 3_000_000)
    let lines = try Self.lines { descriptor in
      Self.put("{\"q\":\"" + long + "\"}\n", to: descriptor)
      Self.put((0..<5_000).map { "{\"n\":\($0)}\n" }.joined(), to: descriptor)
    }
    #expect(lines.count == 5_001)
    #expect(lines.first?.count == long.count + 8)
    #expect(lines.last == #"{"n":4999}"#)
  }

  @Test func anEmptyInputHasNoLines() throws {
    #expect(try Self.lines { _ in }.isEmpty)
  }
}
