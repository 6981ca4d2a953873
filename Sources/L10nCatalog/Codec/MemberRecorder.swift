/// Watches the members of one object while it is decoded: rejects duplicate keys and remembers
/// the member order, but only when it differs from Xcode's.
///
/// Almost every object in an Xcode-written catalog has only known fields in sorted order, so the
/// usual case allocates nothing: the order is rebuilt from a bit set the moment it is first needed
/// (an unknown field, or a known one out of order).
struct MemberRecorder {
  private let fields: [String]
  private var seen: UInt32 = 0
  private var lastRank = -1
  private(set) var layout: [String]? = nil

  init(fields: [String]) {
    self.fields = fields
  }

  mutating func known(_ rank: Int, key: String, offset: Int) throws(CatalogError) {
    let bit: UInt32 = 1 << UInt32(rank)
    if seen & bit != 0 { throw Self.duplicate(key, offset: offset) }
    if layout != nil {
      layout!.append(key)
    } else if rank < lastRank {
      layout = materialized()
      layout!.append(key)
    }
    seen |= bit
    lastRank = rank
  }

  mutating func unknown(key: String, offset: Int, in unknownFields: JSONObject) throws(CatalogError) {
    if unknownFields[key] != nil { throw Self.duplicate(key, offset: offset) }
    if layout == nil { layout = materialized() }
    layout!.append(key)
  }

  private func materialized() -> [String] {
    fields.indices.filter { seen & (1 << UInt32($0)) != 0 }.map { fields[$0] }
  }

  static func duplicate(_ key: String, offset: Int) -> CatalogError {
    CatalogError(
      .syntax, "duplicate key \"\(key)\" (JSON allows it, but keeping either value would silently drop the other)",
      offset: offset)
  }
}
