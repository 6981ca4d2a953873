/// A translated text and its state: `{ "state" : "translated", "value" : "Editor" }`.
public struct StringUnit: Hashable, Sendable {
  public var state: TranslationState
  public var value: String
  /// Fields l10n does not know, in file order; written back unchanged.
  public var unknownFields: JSONObject = [:]
  /// The order the fields had in the file, kept only when it is not Xcode's.
  var layout: [String]? = nil

  public init(state: TranslationState, value: String) {
    self.state = state
    self.value = value
  }

  static let fields = ["state", "value"]
}
