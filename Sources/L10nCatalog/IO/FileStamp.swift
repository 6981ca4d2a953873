import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the file system says of a file: its device, inode, size, modification time (to the
/// nanosecond) and status change time. Equal stamps, the same bytes: Xcode, git and l10n each
/// replace or rewrite a file, which changes its stamp. The status change time is one no one sets
/// (`utimes` sets only the modification time), so a rewrite in place that keeps the size and puts
/// the modification time back still changes the stamp.
///
/// A long-lived session (`l10n mcp`) trusts a stamp in place of reading the file again: its catalog
/// cache, to give a catalog read before, and `CatalogFile.saveAdopting`, to write a catalog it
/// wrote before without hashing the file (`CatalogFile.SavedLayout`).
public struct FileStamp: Equatable, Sendable {
  public var device: UInt64
  public var inode: UInt64
  public var size: Int64
  public var seconds: Int
  public var nanoseconds: Int
  public var changedSeconds: Int
  public var changedNanoseconds: Int

  /// The stamp of the file at `path` (symbolic links followed), nil when there is none.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The stamp of the open file `descriptor`, nil when it cannot be asked.
  init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  private init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      (seconds, nanoseconds) = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
      (changedSeconds, changedNanoseconds) = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
    #else
      (seconds, nanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
      (changedSeconds, changedNanoseconds) = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
    #endif
  }

  /// The modification time in seconds since 1970.
  public var modified: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
}
