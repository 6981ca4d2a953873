import Foundation
import L10nCatalog

/// Catalogs read before, given again while their file is unchanged, for a process that runs many
/// requests (`l10n mcp`): a catalog of 10,000 keys in 21 languages takes a second to read, and an
/// agent asks dozens of questions of it. A file is unchanged while its device, inode, size,
/// modification time (to the nanosecond) and status change time are; a change by Xcode, git or another l10n (each
/// replaces or rewrites the file) changes them. A file whose modification time was within two
/// seconds of when it was read could still change within the same clock tick, so it is read again
/// next time until it has been still for longer (git's "racily clean" rule).
///
/// A run that writes locks the file first and only then asks: the kept read is given (holding the
/// run's lock) only when the file is unchanged after the lock was taken, and it carries the size
/// and hash of the bytes it was read from, which `CatalogFile.save` checks the disk against, so a
/// change the session has not read is never written over. A catalog the session saves is kept as
/// saved (`keep(saved:)`), stamped right after the write and hashed from the bytes written; as the
/// session's own write it is given again even within two seconds, while its stamp is exactly the
/// one recorded. Kept values never hold a lock.
public final class CatalogCache: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [String: [Entry]] = [:]

  public init() {
    // The same catalog value is asked its languages several times a request.
    LanguagesMemo.turnOn()
  }

  /// What the file system says of a file (`FileStamp`); equal stamps, the same bytes.
  typealias Stamp = FileStamp

  private struct Entry {
    var stamp: Stamp
    /// The file changed too shortly before it was read to trust its stamp.
    var racy: Bool
    var file: CatalogFile
    var recordingLocations: Bool
    var onlyLanguages: Set<String>?
    var readOnly: Bool

    init(
      stamp: Stamp, racy: Bool, file: CatalogFile, recordingLocations: Bool, onlyLanguages: Set<String>?,
      readOnly: Bool
    ) {
      (self.stamp, self.racy, self.file) = (stamp, racy, file)
      (self.recordingLocations, self.onlyLanguages, self.readOnly) = (recordingLocations, onlyLanguages, readOnly)
    }

    init(copying entry: Entry, file: CatalogFile) {
      self = entry
      self.file = file
    }

    /// Whether this read serves a request for the file read so: with at least the locations and
    /// languages it asks, and hashed for saving unless it is read only.
    func serves(recordingLocations: Bool, onlyLanguages: Set<String>?, readOnly: Bool) -> Bool {
      guard self.readOnly == readOnly || !self.readOnly else { return false }
      guard self.recordingLocations || !recordingLocations else { return false }
      // A read with locations has every language.
      guard let mine = self.onlyLanguages, !self.recordingLocations else { return true }
      guard let asked = onlyLanguages else { return false }
      return asked.isSubset(of: mine)
    }
  }

  /// How many reads of one file are kept at most (a check's with locations, a status's, an
  /// export's of one language).
  private static let readsKept = 3

  /// The catalog at `path`, from an earlier read when its file is unchanged, else `read()` (kept
  /// for next time, without its lock). With `lock` (taken before this is asked), the catalog
  /// given holds it, as `read()`'s would.
  func file(
    at path: String, lock: CatalogLock? = nil, recordingLocations: Bool, onlyLanguages: Set<String>?,
    readOnly: Bool, read: () throws(CatalogError) -> CatalogFile
  ) throws(CatalogError) -> CatalogFile {
    let key = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let before = Stamp(path: key) else { return try read() }
    let kept = locked {
      let kept = entries[key]?.first {
        !$0.racy && $0.stamp == before
          && $0.serves(recordingLocations: recordingLocations, onlyLanguages: onlyLanguages, readOnly: readOnly)
      }
      if kept != nil { reused += 1 }
      return kept
    }
    if let kept {
      return lock == nil ? kept.file : kept.file.holding(lock)
    }
    let now = Date().timeIntervalSince1970
    let file = try read()
    // Changed while it was read: not kept.
    guard let after = Stamp(path: key), after == before else { return file }
    let entry = Entry(
      stamp: before, racy: before.modified > now - 2, file: file,
      recordingLocations: recordingLocations, onlyLanguages: recordingLocations ? nil : onlyLanguages,
      readOnly: readOnly)
    let unlocked = file.lock == nil ? entry : Entry(copying: entry, file: file.holding(nil))
    locked {
      var list = (entries[key] ?? []).filter { $0.stamp == before }
      list.insert(unlocked, at: 0)
      entries[key] = Array(list.prefix(Self.readsKept))
    }
    return file
  }

  /// Keeps `file`, just written by this session (`CatalogFile.saveAdopting()`, under its lock),
  /// in place of every earlier read of its file: stamped now, so given again while the file's
  /// stamp is exactly this one. Nothing is kept (and earlier reads are forgotten) when the file
  /// is not the size written, which only a change by someone else makes.
  func keep(saved file: CatalogFile) {
    let key = file.resolvedPath
    guard let stamp = file.writtenStamp ?? Stamp(path: key), stamp.size == Int64(file.byteCount) else {
      locked { entries[key] = nil }
      return
    }
    let entry = Entry(
      stamp: stamp, racy: false, file: file.holding(nil), recordingLocations: false, onlyLanguages: nil,
      readOnly: false)
    locked { entries[key] = [entry] }
  }

  /// How many catalogs were given from an earlier read (or save) instead of read, for tests.
  public var reuses: Int { locked { reused } }
  private var reused = 0

  /// What the file system says of the file at `path` (device, inode, size, modification time) as
  /// a text that changes when the file does, for values worked out from files (a translation
  /// memory) kept as long as the files are unchanged; nil when there is no file, or when it
  /// changed less than `seconds` ago (its stamp could stay the same through another change).
  public static func stamp(ofFileAt path: String, stillFor seconds: Double = 0) -> String? {
    guard let stamp = Stamp(path: URL(fileURLWithPath: path).resolvingSymlinksInPath().path),
      stamp.modified <= Date().timeIntervalSince1970 - seconds
    else { return nil }
    return text(of: stamp)
  }

  /// `stamp(ofFileAt:stillFor:)`, and for a file changed less than `seconds` ago that this cache
  /// keeps as the session saved it, its stamp while it is exactly the one recorded: what is worked
  /// out of the catalog the session just wrote is kept as long as the catalog itself is
  /// (`file(at:)` gives it again on the same terms), so that an agent's next request after a
  /// write does not work it all out again, and again, for two seconds.
  public func stamp(ofFileAt path: String, stillFor seconds: Double) -> String? {
    let key = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let stamp = Stamp(path: key) else { return nil }
    if stamp.modified <= Date().timeIntervalSince1970 - seconds { return Self.text(of: stamp) }
    let saved = locked { entries[key]?.contains { !$0.racy && $0.stamp == stamp } ?? false }
    return saved ? Self.text(of: stamp) : nil
  }

  private static func text(of stamp: Stamp) -> String {
    "\(stamp.device):\(stamp.inode):\(stamp.size):\(stamp.seconds).\(stamp.nanoseconds)"
  }

  /// Forgets every read (a test, or a process that wants the files read anew).
  public func removeAll() {
    locked { entries.removeAll() }
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
