import Foundation
import L10nCatalog
import L10nSession
import L10nTestSupport
import OrderedCollections
import Testing

/// `CatalogCache` for a session's writes (`l10n mcp`): a locked read is given the kept catalog only
/// while the file is unchanged after the lock was taken, holding that lock; a saved catalog is kept
/// as saved; and nothing kept ever lets a save write over a change the session has not read.
@Suite struct CatalogCacheWriteTests {
  static let catalog = SampleProjects.unformattedCheckCatalog

  /// A temporary folder with `L.xcstrings`, last modified a minute ago (older than the two seconds
  /// within which a file's stamp is not trusted), and a caching `ProjectFiles` on it.
  struct Place {
    let folder: TemporaryDirectory
    let cache = CatalogCache()
    let files: ProjectFiles
    var url: URL { folder.file("L.xcstrings") }

    init() throws {
      folder = try TemporaryDirectory()
      files = ProjectFiles(workingDirectory: folder.url, catalogCache: cache)
      _ = try folder.write("L.xcstrings", CatalogCacheWriteTests.catalog)
      setModified(Date().timeIntervalSince1970 - 60)
    }

    /// Writes `text` in place (same inode) and sets its modification time to `modified`.
    func put(_ text: String, modified: Double) throws {
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
      setModified(modified)
    }

    func setModified(_ time: Double) {
      let seconds = Int(time)
      var times = [
        timeval(tv_sec: seconds, tv_usec: 0), timeval(tv_sec: seconds, tv_usec: 0),
      ]
      #expect(utimes(url.path, &times) == 0)
    }

    var modified: Double {
      ((try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date)?
        .timeIntervalSince1970 ?? 0
    }

    func text() throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func openLocked() throws -> CatalogFile {
      try files.open([url], access: .writing(CatalogLock.Waiting(timeout: .milliseconds(200))))[0]
    }

    /// Whether another run could lock the file now (no kept value holds its lock): `flock` on a
    /// descriptor of its own, as another process's would be (`CatalogLock` shares a lock its own
    /// process holds).
    func lockIsFree() -> Bool {
      let descriptor = open(url.path, O_RDONLY)
      defer { close(descriptor) }
      guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
      flock(descriptor, LOCK_UN)
      return true
    }
  }

  @Test func aLockedReadOfAnUnchangedFileIsTheKeptReadHoldingTheLock() throws {
    let place = try Place()
    defer { place.folder.remove() }
    let first = try place.files.catalog(at: place.url)
    #expect(first.lock == nil)
    #expect(place.cache.reuses == 0)
    do {
      let locked = try place.openLocked()
      #expect(place.cache.reuses == 1)
      #expect(locked.lock != nil)
      #expect(locked.catalog == first.catalog)
      #expect(!place.lockIsFree())
    }
    // The kept read never holds the lock: it goes with the run's catalog.
    #expect(place.lockIsFree())
    // A locked read that was not kept leaves no lock behind in the cache either.
    let other = try Place()
    defer { other.folder.remove() }
    do {
      let locked = try other.openLocked()
      #expect(locked.lock != nil)
      #expect(other.cache.reuses == 0)
    }
    #expect(other.lockIsFree())
    _ = try other.openLocked()
    #expect(other.cache.reuses == 1)
  }

  @Test func aFileChangedOnDiskIsReadAgain() throws {
    let place = try Place()
    defer { place.folder.remove() }
    _ = try place.files.catalog(at: place.url)
    // Other content, another modification time.
    let renamed = Self.catalog.replacingOccurrences(of: "Editor", with: "Writer")
    try place.put(renamed, modified: Date().timeIntervalSince1970 - 30)
    let locked = try place.openLocked()
    #expect(place.cache.reuses == 0)
    #expect(locked.catalog.strings["editor.title"]?.localizations?["en"]?.stringUnit?.value == "Writer")
    // Same size, modification time put back as it was: the status change time tells.
    let time = place.modified
    let same = Self.catalog.replacingOccurrences(of: "Editor", with: "Editer")
    #expect(same.utf8.count == renamed.utf8.count)
    try place.put(same, modified: time)
    #expect(place.modified == time)
    let again = try place.openLocked()
    #expect(place.cache.reuses == 0)
    #expect(again.catalog.strings["editor.title"]?.localizations?["en"]?.stringUnit?.value == "Editer")
    // Unchanged since: kept.
    _ = try place.openLocked()
    #expect(place.cache.reuses == 1)
  }

  @Test func aSavedCatalogIsGivenAgainAsSavedWithoutAParse() throws {
    let place = try Place()
    defer { place.folder.remove() }
    var file = try place.openLocked()
    file.catalog.strings.removeValue(forKey: "editor.title")
    #expect(try place.files.save(file))
    let saved = file.encoded()
    #expect(Array(try place.text().utf8) == saved)
    // Just written (within two seconds), yet given again: the session wrote it itself.
    var next = try place.openLocked()
    #expect(place.cache.reuses == 1)
    #expect(next.lock != nil)
    #expect(next.catalog == file.catalog)
    #expect(next.locations == nil)
    // It carries the hash of the bytes written: the next save finds the disk as it expects.
    #expect(try place.files.isUnchanged(next))
    next.catalog.strings.removeValue(forKey: "editor.count")
    #expect(try place.files.save(next))
    #expect(Array(try place.text().utf8) == next.encoded())
    let unlocked = try place.files.catalog(at: place.url, readOnly: true)
    #expect(place.cache.reuses == 2)
    #expect(unlocked.catalog.strings.isEmpty)
  }

  /// The stamp values worked out of a catalog are kept by (`MCPContext.stamps`): none for a file
  /// changed within two seconds, unless it is the session's own save, kept by the cache, and only
  /// while the file is exactly as saved.
  @Test func aJustSavedCatalogHasAStampOnlyWhileItIsAsSaved() throws {
    let place = try Place()
    defer { place.folder.remove() }
    let old = try #require(place.cache.stamp(ofFileAt: place.url.path, stillFor: 2))
    #expect(old == CatalogCache.stamp(ofFileAt: place.url.path, stillFor: 2))
    // Changed by someone else a moment ago: no stamp to keep anything by.
    let theirs = Self.catalog.replacingOccurrences(of: "Editor", with: "Theirs")
    try place.put(theirs, modified: Date().timeIntervalSince1970)
    #expect(place.cache.stamp(ofFileAt: place.url.path, stillFor: 2) == nil)
    // Saved by the session a moment ago: its stamp, a new one.
    var file = try place.openLocked()
    file.catalog.strings.removeValue(forKey: "editor.title")
    #expect(try place.files.save(file))
    #expect(CatalogCache.stamp(ofFileAt: place.url.path, stillFor: 2) == nil)
    let saved = try #require(place.cache.stamp(ofFileAt: place.url.path, stillFor: 2))
    #expect(saved != old)
    #expect(place.cache.stamp(ofFileAt: place.url.path, stillFor: 2) == saved)
    // Touched afterwards by someone else: none again.
    try place.put(try place.text(), modified: Date().timeIntervalSince1970 + 1)
    #expect(place.cache.stamp(ofFileAt: place.url.path, stillFor: 2) == nil)
    #expect(place.cache.stamp(ofFileAt: place.folder.file("none.xcstrings").path, stillFor: 2) == nil)
  }

  @Test func aChangeByAnotherProcessAfterTheKeptReadIsNotOverwritten() throws {
    let place = try Place()
    defer { place.folder.remove() }
    _ = try place.files.catalog(at: place.url)
    var file = try place.openLocked()
    #expect(place.cache.reuses == 1)
    // Xcode saves the file meanwhile (it takes no l10n lock).
    let xcode = Self.catalog.replacingOccurrences(of: "Editor", with: "Xcode's")
    try place.put(xcode, modified: Date().timeIntervalSince1970)
    file.catalog.strings.removeValue(forKey: "editor.count")
    let refused = #expect(throws: CatalogError.self) { try place.files.save(file) }
    #expect(refused?.message.hasPrefix("the file changed on disk after l10n read it") == true)
    #expect(try place.text() == xcode)
    // And after a save of its own, a change by someone else is read, not the saved catalog.
    var fresh = try place.openLocked()
    fresh.catalog.strings.removeValue(forKey: "editor.count")
    #expect(try place.files.save(fresh))
    let later = Self.catalog.replacingOccurrences(of: "Editor", with: "Later!!")
    try place.put(later, modified: Date().timeIntervalSince1970)
    let reused = place.cache.reuses
    let read = try place.openLocked()
    #expect(place.cache.reuses == reused)
    #expect(read.catalog.strings["editor.title"]?.localizations?["en"]?.stringUnit?.value == "Later!!")
  }

  @Test func aSessionWithoutTheCacheReadsEveryTime() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let url = try folder.write("L.xcstrings", Self.catalog)
    let files = ProjectFiles(workingDirectory: folder.url)
    #expect(files.catalogCache == nil)
    var file = try files.open([url], access: .writing(CatalogLock.Waiting(timeout: .milliseconds(200))))[0]
    file.catalog.strings.removeValue(forKey: "editor.title")
    #expect(try files.save(file))
    #expect(Array(try String(contentsOf: url, encoding: .utf8).utf8) == file.encoded())
  }
}
