import Foundation
import MCP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's standard input and output: one JSON-RPC message per line each way, as the SDK's
/// `StdioTransport` has them, each `tools/call` request's arguments set aside before the SDK reads
/// it and each result set aside put back as its response leaves (`SetAside`).
///
/// It reads for itself rather than through `StdioTransport`, whose reading loop polls a
/// non-blocking standard input every 10 ms (a request waited up to 10 ms, 5 on average, before it
/// was read) and looks for the end of a line from the start of everything read so far after each
/// 4 KB (a request of 1 MB took 1.7 s to read, one of 4 MB 24 s). Here a thread of its own
/// waits in `read(2)` and looks for line ends only in the bytes just read.
actor StandardIOTransport: MCP.Transport {
  private let aside: SetAside
  private let input: Int32
  private let output: Int32
  private let messages: AsyncThrowingStream<Data, any Swift.Error>
  private let continuation: AsyncThrowingStream<Data, any Swift.Error>.Continuation
  private var reading = false
  /// The SDK's standard transport's logger (the type is swift-log's, which this module does not
  /// name): messages nobody asked for go nowhere.
  nonisolated let logger = StdioTransport().logger

  init(aside: SetAside, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.aside = aside
    self.input = input
    self.output = output
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    guard !reading else { return }
    reading = true
    aside.serve(true)
    let (input, aside, continuation) = (self.input, self.aside, self.continuation)
    let thread = Thread {
      var lines = LineReader(descriptor: input)
      do {
        while let line = try lines.next() { continuation.yield(aside.setAside(in: line)) }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    thread.name = "l10n.mcp.input"
    thread.start()
  }

  func disconnect() async {
    aside.serve(false)
    continuation.finish()
  }

  func send(_ data: Data) async throws {
    var message = aside.putBack(in: data)
    message.append(UInt8(ascii: "\n"))
    try message.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var done = 0
      while done < bytes.count {
        let count = write(output, bytes.baseAddress! + done, bytes.count - done)
        if count >= 0 {
          done += count
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          // An output someone made non-blocking: wait until it takes more.
          var wanted = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
          _ = poll(&wanted, 1, -1)
        } else if errno != EINTR {
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
      }
    }
  }

  func receive() -> AsyncThrowingStream<Data, any Swift.Error> { messages }
}

/// The lines of a file descriptor, read in large chunks, each line (without its line end) once
/// it is whole; a last line without a line end at the end of the input too. Empty lines are
/// skipped, as the SDK's transport skips them.
struct LineReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Where the line being read begins in `buffer`, and how far it was searched for a line end.
  private var start = 0
  private var searched = 0
  private var ended = false

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line; nil at the end of the input.
  mutating func next() throws -> Data? {
    while true {
      if let end = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffer[start..<end])
        (start, searched) = (end + 1, end + 1)
        if line.isEmpty { continue }
        return line
      }
      searched = buffer.count
      if ended {
        guard start < buffer.count else { return nil }
        let line = Data(buffer[start...])
        start = buffer.count
        return line
      }
      // What was handed out is dropped before more is read.
      if start > 0 {
        buffer.removeSubrange(0..<start)
        (searched, start) = (searched - start, 0)
      }
      try fill()
    }
  }

  /// Reads what the input has next into `buffer`, waiting for it; at its end, `ended`.
  private mutating func fill() throws {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if got > 0 {
        buffer.append(contentsOf: chunk[..<got])
        return
      }
      if got == 0 {
        ended = true
        return
      }
      if errno == EAGAIN || errno == EWOULDBLOCK {
        // An input someone made non-blocking: wait until it has more.
        var wanted = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&wanted, 1, -1)
      } else if errno != EINTR {
        throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
      }
    }
  }
}
