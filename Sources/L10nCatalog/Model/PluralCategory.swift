/// The CLDR plural categories, the keys of a `plural` variation.
public enum PluralCategory: String, CaseIterable, Sendable, Codable, Comparable {
  case zero, one, two, few, many, other

  /// CLDR's order (zero, one, two, few, many, other), which is how people list them.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// The device keys Xcode uses in a `device` variation.
public enum DeviceCategory: String, CaseIterable, Sendable, Codable {
  case iphone, ipad, ipod, mac, applewatch, appletv, applevision, other
}
