/// A set of phrases (App Shortcuts): `{ "state" : "translated", "values" : [ … ] }`.
public struct StringSet: Hashable, Sendable {
  public var state: TranslationState
  public var values: [String]
  public var unknownFields: JSONObject = [:]
  var layout: [String]? = nil

  public init(state: TranslationState, values: [String]) {
    self.state = state
    self.values = values
  }

  static let fields = ["state", "values"]
}
