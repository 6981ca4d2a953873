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
}
