/// A number and what it counts, for messages and reports: `1 key`, `2 keys`, `0 files`. The one
/// place the tool's English puts a noun in the plural.
public enum Counted {
  /// `count` and `singular`, with `plural` (default: `singular` and an `s`) unless `count` is 1.
  public static func phrase(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }
}
