import OrderedCollections

/// What one language has for one key, the value of `localizations[lang]`; also the value of each
/// case of a variation (`plural.one`, `device.mac`).
///
/// Usually it holds a `stringUnit`; or `variations` instead; `substitutions` go with a `stringUnit`
/// whose value has `%#@name@` tokens; `stringSet` holds App Shortcut phrases.
public struct Localization: Hashable, Sendable {
  public var stringSet: StringSet?
  public var stringUnit: StringUnit?
  public var substitutions: OrderedDictionary<String, Substitution>?
  public var variations: Variations?
  public var unknownFields: JSONObject = [:]
  var layout: [String]? = nil

  public init(
    stringUnit: StringUnit? = nil, variations: Variations? = nil,
    substitutions: OrderedDictionary<String, Substitution>? = nil, stringSet: StringSet? = nil
  ) {
    self.stringUnit = stringUnit
    self.variations = variations
    self.substitutions = substitutions
    self.stringSet = stringSet
  }

  static let fields = ["stringSet", "stringUnit", "substitutions", "variations"]
}
