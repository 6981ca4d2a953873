import OrderedCollections

/// What one language has for one key, the value of `localizations[lang]`; also the value of each
/// case of a variation (`plural.one`, `device.mac`).
///
/// Usually it holds a `stringUnit`; or `variations` instead; `substitutions` go with a `stringUnit`
/// whose value has `%#@name@` tokens; `stringSet` holds App Shortcut phrases.
///
/// A large catalog holds hundreds of thousands of these, nearly all with a `stringUnit` only, so
/// the other fields live in a box made only when one is set (shared until changed, as an array
/// is): a localization takes 56 bytes rather than 192.
public struct Localization: Hashable, Sendable {
  public var stringUnit: StringUnit?
  private var others: Others?

  /// The fields other than `stringUnit`, copied on write.
  private final class Others: @unchecked Sendable {
    var stringSet: StringSet?
    var substitutions: OrderedDictionary<String, Substitution>?
    var variations: Variations?
    var unknownFields: JSONObject = [:]
    var layout: [String]? = nil

    init() {}

    func copy() -> Others {
      let copy = Others()
      copy.stringSet = stringSet
      copy.substitutions = substitutions
      copy.variations = variations
      copy.unknownFields = unknownFields
      copy.layout = layout
      return copy
    }

    var isEmpty: Bool {
      stringSet == nil && substitutions == nil && variations == nil && unknownFields.isEmpty && layout == nil
    }
  }

  /// The box, made and unshared for a change.
  private mutating func uniqueOthers() -> Others {
    if others == nil {
      others = Others()
    } else if !isKnownUniquelyReferenced(&others!) {
      others = others!.copy()
    }
    return others!
  }

  public var stringSet: StringSet? {
    get { others?.stringSet }
    set {
      if newValue == nil && others == nil { return }
      uniqueOthers().stringSet = newValue
    }
  }

  public var substitutions: OrderedDictionary<String, Substitution>? {
    get { others?.substitutions }
    set {
      if newValue == nil && others == nil { return }
      uniqueOthers().substitutions = newValue
    }
  }

  public var variations: Variations? {
    get { others?.variations }
    _modify {
      let box = uniqueOthers()
      var value = box.variations
      box.variations = nil
      defer { box.variations = value }
      yield &value
    }
    set {
      if newValue == nil && others == nil { return }
      uniqueOthers().variations = newValue
    }
  }

  public var unknownFields: JSONObject {
    get { others?.unknownFields ?? [:] }
    set {
      if newValue.isEmpty && others == nil { return }
      uniqueOthers().unknownFields = newValue
    }
  }

  var layout: [String]? {
    get { others?.layout }
    set {
      if newValue == nil && others == nil { return }
      uniqueOthers().layout = newValue
    }
  }

  public init(
    stringUnit: StringUnit? = nil, variations: Variations? = nil,
    substitutions: OrderedDictionary<String, Substitution>? = nil, stringSet: StringSet? = nil
  ) {
    self.stringUnit = stringUnit
    // Only what is given: most localizations have a `stringUnit` alone, and no box.
    if variations != nil { self.variations = variations }
    if substitutions != nil { self.substitutions = substitutions }
    if stringSet != nil { self.stringSet = stringSet }
  }

  /// Nothing but a `stringUnit` (or not even that): no variations, substitutions, phrases or
  /// unknown fields.
  public var isPlainText: Bool { others == nil }

  static let fields = ["stringSet", "stringUnit", "substitutions", "variations"]

  public static func == (lhs: Localization, rhs: Localization) -> Bool {
    guard lhs.stringUnit == rhs.stringUnit else { return false }
    if lhs.others === rhs.others { return true }
    return lhs.stringSet == rhs.stringSet && lhs.substitutions == rhs.substitutions && lhs.variations == rhs.variations
      && lhs.unknownFields == rhs.unknownFields && lhs.layout == rhs.layout
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(stringUnit)
    hasher.combine(stringSet)
    hasher.combine(substitutions)
    hasher.combine(variations)
    hasher.combine(unknownFields)
    hasher.combine(layout)
  }
}
