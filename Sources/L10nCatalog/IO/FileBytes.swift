import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small POSIX file helpers: read a whole file into one buffer (no `Data` copy in between), and
/// write a file safely (temporary file in the same folder, flushed, renamed over the original).
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
      .limit, "the file is \(shown) (\(size) bytes); l10n reads files up to 1 GiB (\(maximumSize) bytes), so it was not read",
      file: displayPath)
  }

  /// The whole file, read with one allocation of its size.
  static func read(path: String, displayPath: String) throws(CatalogError) -> [UInt8] {
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
    // Refuse before allocating: a catalog this big is not a catalog (the largest real ones are
    // tens of megabytes), and reading it would take several times its size in memory.
    guard Int(info.st_size) <= maximumSize else {
      throw tooLarge(size: Int(info.st_size), displayPath: displayPath)
    }
    // Read straight into the array's storage; a file that grows meanwhile is read to its end.
    var bytes: [UInt8] = []
    var capacity = max(Int(info.st_size), 0) + 1
    while true {
      var failure: Int32 = 0
      var filled = bytes.count
      let previous = bytes
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        previous.withUnsafeBufferPointer { old in
          _ = buffer.initialize(fromContentsOf: old)
        }
        while filled < capacity {
          let count = Glibc_read(descriptor, buffer.baseAddress! + filled, capacity - filled)
          if count < 0 {
            if errno == EINTR { continue }
            failure = errno
            break
          }
          if count == 0 { break }
          filled += count
        }
        initialized = filled
      }
      if failure != 0 {
        throw CatalogError(.io, "cannot read the file: \(errnoText(failure))", file: displayPath)
      }
      if filled < capacity { break }
      // The file grew while it was read.
      guard filled <= maximumSize else { throw tooLarge(size: filled, displayPath: displayPath) }
      capacity = min(capacity * 2, maximumSize + 1)
    }
    return bytes
  }

  /// Reads the file in chunks: its size, its hash (as `CatalogFile.hash` computes it), and whether
  /// it holds exactly `other`. Uses no more memory than one chunk.
  static func fingerprint(path: String, comparingTo other: [UInt8], displayPath: String) throws(CatalogError) -> (
    size: Int, hash: Int, equal: Bool
  ) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CatalogError(.io, "cannot open the file: \(errnoText())", file: displayPath)
    }
    defer { close(descriptor) }
    var hasher = ContentHash()
    var size = 0
    var equal = true
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc_read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw CatalogError(.io, "cannot read the file: \(errnoText())", file: displayPath)
      }
      if count == 0 { break }
      chunk.withUnsafeBytes { hasher.combine(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
      if equal {
        equal =
          size + count <= other.count
          && chunk.withUnsafeBytes { read in
            other.withUnsafeBytes { memcmp(read.baseAddress!, $0.baseAddress! + size, count) == 0 }
          }
      }
      size += count
    }
    return (size, hasher.finalize(), equal && size == other.count)
  }

  /// Replaces the file at `path` with `bytes` so that readers only ever see the old or the new
  /// contents: a temporary file in the same folder gets the bytes and the original's permissions,
  /// is flushed to disk, and is renamed over the original; then the folder is flushed.
  static func replace(path: String, with bytes: [UInt8], displayPath: String) throws(CatalogError) {
    let directory = (path as NSString).deletingLastPathComponent
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
    let temporary =
      (directory.isEmpty ? "" : directory + "/") + temporaryPrefix(for: name) + "\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      throw CatalogError(.io, "cannot create a temporary file next to it: \(errnoText())", file: displayPath)
    }
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    do {
      defer { close(descriptor) }
      _ = fchmod(descriptor, mode)
      var written = 0
      while written < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in
          Glibc_write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        }
        if count < 0 {
          if errno == EINTR { continue }
          throw CatalogError(.io, "cannot write: \(errnoText())", file: displayPath)
        }
        written += count
      }
      guard fsync(descriptor) == 0 else {
        throw CatalogError(.io, "cannot flush to disk: \(errnoText())", file: displayPath)
      }
    }
    guard rename(temporary, path) == 0 else {
      throw CatalogError(.io, "cannot replace the file: \(errnoText())", file: displayPath)
    }
    succeeded = true
    let directoryDescriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      _ = fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }
}

extension FileBytes {
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
