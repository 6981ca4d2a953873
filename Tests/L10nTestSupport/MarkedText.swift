/// Source text with emoji markers (1️⃣ 2️⃣ … 🔟) where something must be found, as swift-format's
/// tests write them: the markers are removed and their positions kept.
public struct MarkedText {
  public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

  /// The text without markers.
  public let text: String
  /// Marker → 1-based line and UTF-8 column in `text` (the column swift-syntax reports).
  public let positions: [String: (line: Int, column: Int)]

  public init(_ marked: String) {
    var text = ""
    var positions: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    var rest = Substring(marked)
    while !rest.isEmpty {
      if let marker = Self.markers.first(where: { rest.hasPrefix($0) }) {
        positions[marker] = (line, column)
        rest = rest.dropFirst(marker.count)
        continue
      }
      let character = rest.removeFirst()
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
    self.positions = positions
  }
}
