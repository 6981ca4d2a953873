import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small POSIX file helpers: map a whole file into memory (no copy on the heap), compare a file
/// with bytes as they are made, and write a file safely (temporary file in the same folder,
/// flushed, renamed over the original).
enum FileBytes {
  static func errnoText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }

  /// The largest file read: 1 GiB. See `CatalogFile.maximumSize`.
  static let maximumSize = 1 << 30

  static func tooLarge(size: Int, displayPath: String) -> CatalogError {
    let gigabytes = Double(size) / Double(1 << 30)
    let shown = gigabytes >= 0.1 ? String(format: "%.1f GiB", gigabytes) : "\(size) bytes"
    return CatalogError(
      .limit,
      "the file is \(shown) (\(size) bytes); l10n reads files up to 1 GiB (\(maximumSize) bytes), so it was not read",
      file: displayPath)
  }

  /// A regular file's contents mapped into memory (read-only, private), for reading a large
  /// catalog without a copy of it on the heap: its pages can be given back as they are read
  /// (`release`), and come back from the file when read again. Unmapped when released. The size
  /// is the file's when it was opened; limits and errors are those of `read`.
  final class MappedFile: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>

    init(path: String, displayPath: String) throws(CatalogError) {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw CatalogError(.io, "cannot open the file: \(errnoText())", file: displayPath)
      }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0 else {
        throw CatalogError(.io, "cannot read the file's size: \(errnoText())", file: displayPath)
      }
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        throw CatalogError(.io, "not a regular file", file: displayPath)
      }
      let size = Int(info.st_size)
      guard size <= maximumSize else { throw tooLarge(size: size, displayPath: displayPath) }
      guard size > 0 else {
        buffer = UnsafeBufferPointer(start: nil, count: 0)
        return
      }
      // MAP_FAILED is (void *)-1, which Swift does not import everywhere.
      guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
        address != UnsafeMutableRawPointer(bitPattern: -1)
      else {
        throw CatalogError(.io, "cannot read the file: \(errnoText())", file: displayPath)
      }
      buffer = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit {
      if let base = buffer.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), buffer.count) }
    }
  }

  /// Gives back the whole pages of a mapped file's `bytes[start..<end]` (`MappedFile`): they
  /// leave memory and come back from the file if read again.
  static func release(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
    guard let base = bytes.baseAddress, end > start else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let address = Int(bitPattern: base)
    let first = (address + start + page - 1) / page * page
    let last = (address + end) / page * page
    guard last > first else { return }
    _ = madvise(UnsafeMutableRawPointer(bitPattern: first), last - first, MADV_DONTNEED)
  }

  /// A file read in step with bytes that are being made, to tell whether they are the file's
  /// without holding either whole: its size, its hash (as `CatalogFile.hash` computes it), and
  /// whether it holds exactly the bytes given.
  final class Comparison {
    private let descriptor: Int32
    private let displayPath: String
    private var hasher = ContentHash()
    private var size = 0
    private var equal = true
    private var atEnd = false
    private var chunk = [UInt8](repeating: 0, count: 1 << 20)

    init(path: String, displayPath: String) throws(CatalogError) {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
      self.displayPath = displayPath
      guard descriptor >= 0 else {
        throw CatalogError(.io, "cannot open the file: \(errnoText())", file: displayPath)
      }
    }

    deinit { close(descriptor) }

    /// Reads up to `count` bytes (fewer at the end of the file) into `chunk`, hashing them.
    private func read(_ count: Int) throws(CatalogError) -> Int {
      var filled = 0
      while filled < count {
        let got = chunk.withUnsafeMutableBytes { Glibc_read(descriptor, $0.baseAddress! + filled, count - filled) }
        if got < 0 {
          if errno == EINTR { continue }
          throw CatalogError(.io, "cannot read the file: \(errnoText())", file: displayPath)
        }
        if got == 0 {
          atEnd = true
          break
        }
        filled += got
      }
      chunk.withUnsafeBytes { hasher.combine(UnsafeRawBufferPointer(rebasing: $0[0..<filled])) }
      size += filled
      return filled
    }

    /// Whether the file's bytes so far are those compared.
    var isEqual: Bool { equal }

    /// Compares the next bytes of the file with `bytes`.
    func compare(_ bytes: UnsafeBufferPointer<UInt8>) throws(CatalogError) {
      var offset = 0
      while offset < bytes.count {
        guard equal, !atEnd else { return }
        let wanted = min(chunk.count, bytes.count - offset)
        let count = try read(wanted)
        let same = chunk.withUnsafeBytes { read in memcmp(read.baseAddress!, bytes.baseAddress! + offset, count) == 0 }
        if count < wanted || !same { equal = false }
        offset += count
      }
    }

    /// Reads the rest of the file: its size and hash, and whether it held exactly the bytes
    /// compared.
    func finish() throws(CatalogError) -> (size: Int, hash: Int, equal: Bool) {
      var more = false
      while !atEnd {
        if try read(chunk.count) > 0 { more = true }
      }
      return (size, hasher.finalize(), equal && !more)
    }
  }

  /// A file's new contents, written in pieces so that readers only ever see the old or the new
  /// contents: a temporary file in the same folder gets the bytes and the original's permissions,
  /// and on `commit()` is flushed to disk and renamed over the original; then the folder is
  /// flushed. Released without `commit()`, the temporary file is removed. Whether the run may
  /// write there (`WriteScope`) is asked before, by `ProjectFiles`.
  final class Replacement {
    private let path: String
    private let directory: String
    private let temporary: String
    private let displayPath: String
    private var descriptor: Int32
    /// How many bytes were written, and how many of the first of them the system was asked to
    /// start putting on the disk (`startWriteback`).
    private var written = 0
    private var writebackStarted = 0

    init(path: String, displayPath: String) throws(CatalogError) {
      self.path = path
      self.displayPath = displayPath
      directory = (path as NSString).deletingLastPathComponent
      let name = (path as NSString).lastPathComponent
      var mode: mode_t = 0o644
      var info = stat()
      if stat(path, &info) == 0 {
        mode = info.st_mode & 0o7777
        // The rename would replace a read-only file as easily as any other (it needs only the
        // folder's permission), but a read-only file says "do not change me" (a version control
        // checkout, a file made read-only on purpose): refuse, as an editor would. The mode bits
        // are checked as well as access(2) because root may write anything.
        if mode & 0o222 == 0 || access(path, W_OK) != 0 {
          throw CatalogError(
            .io, "the file is read-only; nothing was written (make it writable, e.g. chmod u+w, and run again)",
            file: displayPath)
        }
      }
      removeStaleTemporaries(directory: directory, name: name)
      temporary =
        (directory.isEmpty ? "" : directory + "/") + temporaryPrefix(for: name)
        + "\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
      guard descriptor >= 0 else {
        throw CatalogError(.io, "cannot create a temporary file next to it: \(errnoText())", file: displayPath)
      }
      _ = fchmod(descriptor, mode)
    }

    deinit {
      if descriptor >= 0 {
        close(descriptor)
        unlink(temporary)
      }
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) throws(CatalogError) {
      var done = 0
      while done < bytes.count {
        let count = Glibc_write(descriptor, bytes.baseAddress! + done, bytes.count - done)
        if count < 0 {
          if errno == EINTR { continue }
          throw CatalogError(.io, "cannot write: \(errnoText())", file: displayPath)
        }
        done += count
      }
      written += bytes.count
      startWriteback()
    }

    /// Asks the system to start putting the bytes written since the last time on the disk, once
    /// there are `writebackStep` of them, without waiting for it: the disk then writes while the
    /// rest is made, and `commit`'s flush waits for what little is left (an applied
    /// `submit_translations` on the 63 MB benchmark catalog: 35 ms to copy and flush it rather
    /// than 52). Linux only (`sync_file_range`); elsewhere the flush does it all.
    private func startWriteback() {
      #if os(Linux)
        guard written - writebackStarted >= Self.writebackStep, let syncFileRange = FileBytes.syncFileRange else {
          return
        }
        _ = syncFileRange(descriptor, Int64(writebackStarted), Int64(written - writebackStarted), 2)
        writebackStarted = written
      #endif
    }

    /// How much is written between two `startWriteback`s, and copied in one call (`copy`).
    static let writebackStep = 4 << 20

    /// Writes the first `count` bytes of the file at `path` (the new contents begin as the file).
    func copy(from path: String, count: Int) throws(CatalogError) {
      let source = open(path, O_RDONLY | O_CLOEXEC)
      guard source >= 0 else {
        throw CatalogError(.io, "cannot open the file: \(errnoText())", file: displayPath)
      }
      defer { close(source) }
      var chunk = [UInt8](repeating: 0, count: min(count, 1 << 20))
      var copied = 0
      while copied < count {
        let got = chunk.withUnsafeMutableBytes { Glibc_read(source, $0.baseAddress!, min($0.count, count - copied)) }
        if got < 0 {
          if errno == EINTR { continue }
          throw CatalogError(.io, "cannot read the file: \(errnoText())", file: displayPath)
        }
        if got == 0 { throw CatalogError(.io, "the file got shorter while l10n wrote it", file: displayPath) }
        try chunk.withUnsafeBufferPointer { (buffer) throws(CatalogError) in
          try write(UnsafeBufferPointer(rebasing: buffer[0..<got]))
        }
        copied += got
      }
    }

    /// Writes the bytes `range` of the open file `source` (a catalog written before, whose bytes
    /// the new contents keep in part).
    func copy(from source: Int32, range: Range<Int>) throws(CatalogError) {
      var offset = range.lowerBound
      #if os(Linux)
        // In the kernel, file to file, without the bytes coming up here and going back; a file
        // system that cannot (none Linux has since 2.6.33) leaves the rest to the reads below.
        var position = off_t(offset)
        while Int(position) < range.upperBound {
          let sent = sendfile(descriptor, source, &position, min(range.upperBound - Int(position), Self.writebackStep))
          if sent > 0 {
            written += sent
            startWriteback()
            continue
          }
          if sent < 0 && errno == EINTR { continue }
          if sent == 0 { throw CatalogError(.io, "the file got shorter while l10n wrote it", file: displayPath) }
          break
        }
        offset = Int(position)
      #endif
      guard offset < range.upperBound else { return }
      var chunk = [UInt8](repeating: 0, count: min(range.upperBound - offset, 1 << 22))
      while offset < range.upperBound {
        let wanted = min(chunk.count, range.upperBound - offset)
        let got = chunk.withUnsafeMutableBytes { pread(source, $0.baseAddress!, wanted, off_t(offset)) }
        if got < 0 {
          if errno == EINTR { continue }
          throw CatalogError(.io, "cannot read the file: \(errnoText())", file: displayPath)
        }
        if got == 0 { throw CatalogError(.io, "the file got shorter while l10n wrote it", file: displayPath) }
        try chunk.withUnsafeBufferPointer { (buffer) throws(CatalogError) in
          try write(UnsafeBufferPointer(rebasing: buffer[0..<got]))
        }
        offset += got
      }
    }

    /// Flushes the new contents and puts them in the file's place.
    func commit() throws(CatalogError) {
      guard FileBytes.flushToDisk(descriptor) == 0 else {
        throw CatalogError(.io, "cannot flush to disk: \(errnoText())", file: displayPath)
      }
      close(descriptor)
      descriptor = -1
      guard rename(temporary, path) == 0 else {
        let failure = errnoText()
        unlink(temporary)
        throw CatalogError(.io, "cannot replace the file: \(failure)", file: displayPath)
      }
      let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
      if directoryDescriptor >= 0 {
        _ = FileBytes.flushToDisk(directoryDescriptor)
        close(directoryDescriptor)
      }
    }
  }
}

extension FileBytes {
  /// Puts what was written to `descriptor` on the disk, as a crash-safe save needs: 0, or -1 with
  /// `errno`. On Darwin `fsync` only hands the data to the drive, whose cache may lose it in a
  /// power cut; `F_FULLFSYNC` asks the drive to write it through. File systems without it (some
  /// network and FAT volumes) refuse it, and `fsync` is the best there is. Linux's `fsync`
  /// already flushes the drive's cache.
  static func flushToDisk(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
      if errno == EBADF { return -1 }
    #endif
    return fsync(descriptor)
  }

  #if os(Linux)
    /// Linux's `sync_file_range(fd, offset, count, flags)`, which Swift's Glibc module does not
    /// declare (glibc has it under `_GNU_SOURCE`): looked up once; nil where the C library lacks
    /// it. The flag used is `SYNC_FILE_RANGE_WRITE` (2): start writing, do not wait.
    static let syncFileRange: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
      // RTLD_DEFAULT: the symbols the process has loaded.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
    }()
  #endif

  /// Closes `descriptor`, the last one open of a file a save has just replaced, on another thread
  /// a moment later: closing it makes the system free the replaced file's blocks and pages (tens
  /// of milliseconds for a catalog of tens of megabytes), which then happens after the save's
  /// answer has gone rather than before (`CatalogFile.saveAdopting`).
  static func closeLater(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(100)) { _ = close(descriptor) }
  }

  /// The temporary files `replace` makes for `name`: `.NAME.l10n-PID-RANDOM.tmp`. They are hidden
  /// (catalog discovery skips hidden files) and do not end in `.xcstrings`.
  static func temporaryPrefix(for name: String) -> String { ".\(name).l10n-" }

  /// Removes temporary files a killed `l10n` left next to `name`: those of this naming whose
  /// process no longer exists. A live process's file is left alone (it may be writing it).
  static func removeStaleTemporaries(directory: String, name: String) {
    let prefix = temporaryPrefix(for: name)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory) else {
      return
    }
    for entry in names where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
      let middle = entry.dropFirst(prefix.count).dropLast(4)
      guard let dash = middle.firstIndex(of: "-"), let pid = Int32(middle[..<dash]), pid > 0 else { continue }
      if pid == getpid() { continue }
      if kill(pid, 0) == 0 || errno != ESRCH { continue }
      unlink((directory.isEmpty ? "" : directory + "/") + entry)
    }
  }
}

// The C functions under names that do not clash with Swift methods called `read`/`write`.
@inline(__always)
private func Glibc_read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

@inline(__always)
private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
