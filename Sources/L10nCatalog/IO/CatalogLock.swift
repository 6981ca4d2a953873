import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock (`flock`) on one catalog, held by an `l10n` run from before it reads the
/// catalog until after it has written it, so that two runs writing the same catalog take turns
/// and the second reads what the first wrote.
///
/// What is locked: the catalog file itself (its inode), opened read-only. A save replaces the
/// file by renaming a new one over it, so the inode a waiter locked may no longer be the file at
/// that path once it gets the lock; the waiter then checks that the path still names the inode it
/// locked and, if not, opens the new file and locks again. Locking the file rather than its folder
/// means unrelated catalogs in one folder do not wait for each other, needs no extra lock file,
/// and works in a folder l10n may not write (where the save would fail with its own message).
///
/// Locks are advisory: they order `l10n` runs. Xcode and editors do not take them; the check that
/// the file did not change on disk since it was read (`CatalogFile.save`) is the backstop.
///
/// Within one process a second request for the same file (another path or a symbolic link to it)
/// shares the lock already held, since two `flock`s of one file from one process would wait for
/// each other forever. The lock is released when the last `CatalogLock` for the file is released
/// (or the process ends: the kernel releases `flock` locks of a dead process).
public final class CatalogLock: @unchecked Sendable {
  /// What a failed `flock(LOCK_EX | LOCK_NB)` means, by its `errno`.
  enum FailedLock: Equatable {
    /// Interrupted by a signal: try again.
    case retry
    /// Another process holds the lock: wait.
    case held
    /// The file system has no locks: go on without one.
    case unsupported
    /// Anything else: fail with the system's message.
    case failed
  }

  /// Linux names "not supported" once (`ENOTSUP` is `EOPNOTSUPP`, 95); Darwin's `flock` says
  /// `ENOTSUP` (45), a number of its own beside `EOPNOTSUPP` (102), so both are asked.
  static func outcome(ofFailedLock code: Int32) -> FailedLock {
    switch code {
    case EINTR: .retry
    case EWOULDBLOCK, EAGAIN: .held
    case ENOLCK, ENOTSUP, EOPNOTSUPP, ENOSYS: .unsupported
    default: .failed
    }
  }

  /// How long to wait for another run.
  public struct Waiting: Sendable {
    /// The longest wait before failing; zero fails at once when the lock is taken.
    public var timeout: Duration
    /// After how long `onWait` is called (once), to tell the user why nothing happens.
    public var noticeAfter: Duration
    /// Called once when the wait passes `noticeAfter`, with the path waited for.
    public var onWait: (@Sendable (String) -> Void)?

    public init(
      timeout: Duration = .seconds(60), noticeAfter: Duration = .seconds(1), onWait: (@Sendable (String) -> Void)? = nil
    ) {
      self.timeout = timeout
      self.noticeAfter = noticeAfter
      self.onWait = onWait
    }

    /// Fail at once if another run holds the lock.
    public static let noWait = Waiting(timeout: .zero)
  }

  /// The file locked (symbolic links resolved).
  public let path: String
  private let key: FileKey
  private let descriptor: Int32

  private struct FileKey: Hashable {
    var device: Int64
    var inode: UInt64

    init(_ info: stat) {
      // dev_t is signed on Darwin, unsigned on Linux.
      device = Int64(truncatingIfNeeded: info.st_dev)
      inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
  }

  private struct Held {
    weak var lock: CatalogLock?
  }

  nonisolated(unsafe) private static var held: [FileKey: Held] = [:]
  private static let heldLock = NSLock()

  private init(path: String, key: FileKey, descriptor: Int32) {
    self.path = path
    self.key = key
    self.descriptor = descriptor
  }

  deinit {
    Self.heldLock.lock()
    if Self.held[key]?.lock == nil || Self.held[key]?.lock === self { Self.held[key] = nil }
    Self.heldLock.unlock()
    // Closing the only descriptor of this open file releases the flock.
    close(descriptor)
  }

  /// Locks the catalog at `path`, waiting as `waiting` says while another process holds it.
  ///
  /// - Throws: `CatalogError` (`.io`) when the file cannot be opened, or when the wait times out
  ///   (naming the file and the time waited).
  public static func acquire(path: String, displayPath: String? = nil, waiting: Waiting = Waiting())
    throws(CatalogError)
    -> CatalogLock
  {
    let display = displayPath ?? path
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let clock = ContinuousClock()
    let start = clock.now
    var noticed = false
    while true {
      let descriptor = open(resolved, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard descriptor >= 0 else {
        throw CatalogError(.io, "cannot open the file: \(FileBytes.errnoText())", file: display)
      }
      var info = stat()
      guard fstat(descriptor, &info) == 0 else {
        let text = FileBytes.errnoText()
        close(descriptor)
        throw CatalogError(.io, "cannot read the file's status: \(text)", file: display)
      }
      let key = FileKey(info)
      heldLock.lock()
      if let existing = held[key]?.lock {
        heldLock.unlock()
        close(descriptor)
        return existing
      }
      heldLock.unlock()

      // Try without blocking, polling, so the wait can be bounded and explained.
      var locked = false
      while true {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
          locked = true
          break
        }
        let code = errno
        switch Self.outcome(ofFailedLock: code) {
        case .retry: continue
        case .unsupported:
          // A file system without locks (some network ones): go on unlocked; the check that the
          // file did not change since it was read still guards the write.
          locked = true
        case .held: break
        case .failed:
          close(descriptor)
          throw CatalogError(.io, "cannot lock the file: \(FileBytes.errnoText(code))", file: display)
        }
        if locked { break }
        let waited = clock.now - start
        if waited >= waiting.timeout { break }
        if !noticed, waited >= waiting.noticeAfter {
          noticed = true
          waiting.onWait?(display)
        }
        usleep(20_000)
      }
      guard locked else {
        close(descriptor)
        if waiting.timeout == .zero {
          throw CatalogError(
            .io,
            "another l10n run is writing this catalog (it holds the lock); nothing was written, try again when it has finished",
            file: display)
        }
        throw CatalogError(
          .io,
          "another l10n run has been writing this catalog for \(Self.seconds(waiting.timeout)) (it holds the lock); gave up waiting, nothing was written",
          file: display)
      }
      // The lock is on the inode opened. If a save renamed a new file over the path meanwhile,
      // this inode is no longer the catalog: lock the new one instead.
      var current = stat()
      if stat(resolved, &current) == 0, FileKey(current) == key {
        let lock = CatalogLock(path: resolved, key: key, descriptor: descriptor)
        heldLock.lock()
        if let existing = held[key]?.lock {
          // Another thread of this process locked it meanwhile; cannot happen with flock
          // semantics on separate descriptions, but share rather than hold twice.
          heldLock.unlock()
          return existing
        }
        held[key] = Held(lock: lock)
        heldLock.unlock()
        return lock
      }
      close(descriptor)
    }
  }

  private static func seconds(_ duration: Duration) -> String {
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    if seconds == seconds.rounded() { return seconds == 1 ? "1 second" : "\(Int(seconds)) seconds" }
    return String(format: "%.1f seconds", seconds)
  }
}
