import Foundation
import L10nTestSupport
import Testing

@testable import L10nCatalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the lock and the crash-safe save do with the system's answers, as far as one system can
/// show the other's: Darwin names "not supported" twice (`ENOTSUP` 45 and `EOPNOTSUPP` 102) where
/// Linux has one number, and Darwin flushes a drive's cache only with `F_FULLFSYNC`.
@Suite struct SystemPortabilityTests {
  @Test func aFileSystemWithoutLocksIsNoFailure() {
    for code in [ENOTSUP, EOPNOTSUPP, ENOLCK, ENOSYS] {
      #expect(CatalogLock.outcome(ofFailedLock: code) == .unsupported, "errno \(code)")
    }
  }

  @Test func aHeldLockIsWaitedForAndASignalRetried() {
    #expect(CatalogLock.outcome(ofFailedLock: EWOULDBLOCK) == .held)
    #expect(CatalogLock.outcome(ofFailedLock: EAGAIN) == .held)
    #expect(CatalogLock.outcome(ofFailedLock: EINTR) == .retry)
  }

  @Test func otherLockErrorsFail() {
    for code in [EBADF, EACCES, EINVAL, ENOMEM, EIO] {
      #expect(CatalogLock.outcome(ofFailedLock: code) == .failed, "errno \(code)")
    }
  }

  /// The flush a save ends with succeeds on a file and its folder, and says so when it cannot.
  @Test func flushingToDisk() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("a.xcstrings", "{}\n")
    let file = open(url.path, O_RDWR)
    #expect(file >= 0)
    defer { close(file) }
    #expect(FileBytes.flushToDisk(file) == 0)
    let directory = open(folder.url.path, O_RDONLY)
    #expect(directory >= 0)
    defer { close(directory) }
    #expect(FileBytes.flushToDisk(directory) == 0)
    errno = 0
    #expect(FileBytes.flushToDisk(-1) == -1)
    #expect(errno == EBADF)
  }

  /// A new file made of ranges of an old one, each longer than the step at which the system is
  /// asked to start writing (`FileBytes.Replacement.writebackStep`), and bytes between them, has
  /// exactly those bytes.
  @Test func rangesLongerThanAWritebackStepAreCopiedWhole() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let step = FileBytes.Replacement.writebackStep
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let old = (0..<(2 * step + 12_345)).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let url = try folder.write("a.xcstrings", old)
    let source = open(url.path, O_RDONLY)
    #expect(source >= 0)
    defer { close(source) }
    let middle: [UInt8] = Array("between".utf8)
    let replacement = try FileBytes.Replacement(path: url.path, displayPath: "a.xcstrings")
    try replacement.copy(from: source, range: 3..<(step + 5))
    try middle.withUnsafeBufferPointer { (buffer) throws(CatalogError) in try replacement.write(buffer) }
    try replacement.copy(from: source, range: (step + 9)..<old.count)
    try replacement.commit()
    let expected = Array(old[3..<(step + 5)]) + middle + Array(old[(step + 9)...])
    #expect(try Array(Data(contentsOf: url)) == expected)
    #if os(Linux)
      #expect(FileBytes.syncFileRange != nil, "glibc has sync_file_range")
    #endif
  }
}
