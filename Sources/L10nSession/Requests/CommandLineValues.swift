import Foundation
import L10nCatalog
import L10nExtraction

// The values the command line puts into requests, made here so that it needs no module below the
// session. The exchange types export's options name are re-exported as they are.
@_exported import struct L10nExchange.ExchangeFormat
@_exported import struct L10nExchange.ExportScope
@_exported import enum L10nExchange.ExportSelection
@_exported import struct L10nReporting.CostRates

/// How a run that writes catalogs waits for another run writing the same one.
public typealias LockWaiting = CatalogLock.Waiting

extension ProjectSession {
  /// Waiting for another run's lock: not at all (`noWait`), else up to `timeout` (default: the
  /// seconds of the environment's `L10N_LOCK_TIMEOUT`, else 60), calling `notice` with the path
  /// once a second has passed.
  public static func lockWaiting(
    noWait: Bool, timeout: Duration? = nil, notice: @escaping @Sendable (String) -> Void
  ) -> LockWaiting {
    noWait
      ? .noWait
      : CatalogLock.Waiting(timeout: timeout ?? environmentLockTimeout, noticeAfter: .seconds(1), onWait: notice)
  }

  /// `L10N_LOCK_TIMEOUT`'s seconds, or 60.
  static var environmentLockTimeout: Duration {
    if let text = ProcessInfo.processInfo.environment["L10N_LOCK_TIMEOUT"], let seconds = Double(text), seconds >= 0 {
      return .milliseconds(Int64(seconds * 1000))
    }
    return .seconds(60)
  }

  /// The process's working directory.
  public static var currentDirectory: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }
}

extension ExtractRequest {
  /// `l10n extract`'s options: keys the code no longer uses marked stale or pruned, the code's
  /// source text taken over the catalog's.
  public init(
    sources: [String], catalog: String?, markStale: Bool, prune: Bool, updateSource: Bool, maxPrunePercent: Double,
    useCache: Bool, writes: Bool, waiting: LockWaiting
  ) {
    self.init(
      sources: sources, catalog: catalog,
      sync: CatalogSync.Options(markStale: markStale, prune: prune, updateSource: updateSource),
      maxPrunePercent: maxPrunePercent, useCache: useCache, writes: writes, waiting: waiting)
  }
}
