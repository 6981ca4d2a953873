import Foundation

/// One page of a long list (findings, units, keys): where it starts and how many it holds. A
/// tool gives `nextCursor` when more follow; the agent passes it back as `cursor` for the next
/// page. The cursor is opaque to the agent: the offset, base64-encoded with a prefix so that a
/// made-up one is refused.
public struct Page: Sendable, Equatable {
  public static let defaultLimit = 50
  public static let maximumLimit = 500
  private static let prefix = "l10n-page:"

  public var offset: Int
  public var limit: Int

  public init(offset: Int, limit: Int) {
    self.offset = offset
    self.limit = limit
  }

  /// The items of this page.
  public func slice<Item>(_ items: [Item]) -> ArraySlice<Item> {
    let start = min(offset, items.count)
    return items[start..<min(items.count, start + limit)]
  }

  /// The cursor of the page after this one, nil when `total` items end on this page.
  public func nextCursor(total: Int) -> String? {
    offset + limit < total ? Self.cursor(offset: offset + limit) : nil
  }

  static func cursor(offset: Int) -> String {
    Data((prefix + String(offset)).utf8).base64EncodedString()
  }

  /// The offset a cursor holds, nil for one this server did not give.
  static func offset(of cursor: String) -> Int? {
    guard let data = Data(base64Encoded: cursor), let text = String(data: data, encoding: .utf8),
      text.hasPrefix(prefix), let offset = Int(text.dropFirst(prefix.count)), offset >= 0
    else { return nil }
    return offset
  }
}

/// A page of items as tools return it: the items, how many there are in all, and the cursor of
/// the next page.
public struct Paged<Item: Encodable>: Encodable {
  public var items: [Item]
  public var total: Int
  public var nextCursor: String?
  /// What the agent should know of the list (why it may be empty).
  public var note: String?

  public init(_ all: [Item], page: Page) {
    items = Array(page.slice(all))
    total = all.count
    nextCursor = page.nextCursor(total: all.count)
  }
}
