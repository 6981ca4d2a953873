import OrderedCollections

/// The `variations` of a localization: by plural category, by device, or device then plural.
///
/// Case keys are kept as strings so unusual ones survive; `PluralCategory` and `DeviceCategory`
/// name the usual ones.
public struct Variations: Hashable, Sendable {
  public var device: OrderedDictionary<String, Localization>?
  public var plural: OrderedDictionary<String, Localization>?
  public var unknownFields: JSONObject = [:]
  var layout: [String]? = nil

  public init(
    plural: OrderedDictionary<String, Localization>? = nil,
    device: OrderedDictionary<String, Localization>? = nil
  ) {
    self.plural = plural
    self.device = device
  }

  static let fields = ["device", "plural"]
}
