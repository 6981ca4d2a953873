/// One `%#@name@` substitution of a localization: which argument it takes, its format and its
/// plural variations.
public struct Substitution: Hashable, Sendable {
  /// The 1-based argument number; absent in catalogs migrated from `.stringsdict`.
  public var argNum: Int?
  /// The format specifier without `%`, such as `lld`.
  public var formatSpecifier: String?
  public var variations: Variations?
  public var unknownFields: JSONObject = [:]
  var layout: [String]? = nil

  public init(argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil) {
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.variations = variations
  }

  static let fields = ["argNum", "formatSpecifier", "variations"]
}
