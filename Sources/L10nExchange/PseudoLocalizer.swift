/// Pseudo-localization: text that still reads as the source but shows what translation breaks.
///
/// Letters become accented look-alikes (hard-coded, untranslated text stands out), the text grows
/// by about 40% (truncation shows; German and Finnish run that much longer than English), and
/// brackets mark both ends (clipping shows). Format specifiers (`%@`, `%1$lld`, `%#@files@`),
/// App Shortcut variables (`${applicationName}`) and line breaks are kept as they are, so the app
/// still formats and the placeholders check passes.
public enum PseudoLocalizer {
  /// The language tag pseudo text goes under when none is given: CLDR's pseudo-locale for
  /// accented English.
  public static let defaultLanguage = "en-XA"

  public static func transform(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    var out = "["
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%" {
        let end = specifierEnd(scalars, from: index)
        out.unicodeScalars.append(contentsOf: scalars[index..<end])
        index = end
        continue
      }
      if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "{",
        let close = scalars[(index + 2)...].firstIndex(of: "}")
      {
        out.unicodeScalars.append(contentsOf: scalars[index...close])
        index = close + 1
        continue
      }
      if let accented = accents[scalar] {
        out.unicodeScalars.append(accented)
      } else {
        out.unicodeScalars.append(scalar)
      }
      index += 1
    }
    // About 40% longer: the brackets, a space and filler make up 40% of the text's length (at
    // least one filler character, so short texts grow more, as they do in translation).
    let padding = max(1, Int((Double(text.count) * 0.4).rounded()) - 3)
    out += " "
    for position in 0..<padding { out += position % 2 == 0 ? "·" : "~" }
    out += "]"
    return out
  }

  /// The end of a format specifier starting at `start` (a `%`): `%%`, `%#@name@`, or flags,
  /// width, precision, length and a conversion.
  static func specifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    guard index < scalars.count else { return index }
    if scalars[index] == "%" { return index + 1 }
    // %#@name@ (substitution) and %1$#@name@
    var probe = index
    while probe < scalars.count, ("0"..."9").contains(scalars[probe]) || scalars[probe] == "$" { probe += 1 }
    if probe + 1 < scalars.count, scalars[probe] == "#", scalars[probe + 1] == "@" {
      if let close = scalars[(probe + 2)...].firstIndex(of: "@") { return close + 1 }
      return scalars.count
    }
    let flags: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "'", "$", ".", "*"]
    let lengths: Set<Unicode.Scalar> = ["h", "l", "q", "L", "z", "t", "j"]
    while index < scalars.count, flags.contains(scalars[index]) || ("0"..."9").contains(scalars[index]) { index += 1 }
    while index < scalars.count, lengths.contains(scalars[index]) { index += 1 }
    if index < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[index]) { return index + 1 }
    return index
  }

  static let accents: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
    let fancy = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
    return Dictionary(uniqueKeysWithValues: zip(plain, fancy))
  }()
}
