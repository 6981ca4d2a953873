/// Large values a command keeps until the process exits, instead of freeing them when its run
/// ends: the process ends right after, and freeing a catalog of tens of megabytes object by
/// object takes longer than that (a twentieth of an import). Only plain data goes here (catalog
/// models, units read from files), never values whose release does something (locks, files).
enum KeptUntilExit {
  nonisolated(unsafe) private static var values: [Any] = []

  static func keep(_ value: Any) {
    values.append(value)
  }
}
