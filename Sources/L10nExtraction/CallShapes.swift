/// Which code shapes count as key usages.
public struct CallShapes: Sendable, Hashable {
  /// Member names after a string literal: `"key".i18n`.
  public var members: [String]
  /// `NSLocalizedString("key", tableName:, bundle:, value:, comment:)`.
  public var nsLocalizedString: Bool
  /// `String(localized: "key", defaultValue:, table:, comment:)`.
  public var stringLocalized: Bool

  public init(members: [String] = ["i18n"], nsLocalizedString: Bool = true, stringLocalized: Bool = true) {
    self.members = members
    self.nsLocalizedString = nsLocalizedString
    self.stringLocalized = stringLocalized
  }

  /// Byte strings of which a file must contain at least one to hold a usage; files without any
  /// are skipped without parsing.
  var needles: [[UInt8]] {
    var result = members.map { Array(".\($0)".utf8) }
    if nsLocalizedString { result.append(Array("NSLocalizedString".utf8)) }
    if stringLocalized { result.append(Array("localized:".utf8)) }
    return result
  }
}
