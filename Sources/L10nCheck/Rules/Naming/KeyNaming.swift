import L10nCatalog
import L10nProject

extension RuleID {
  public static let keyNaming = RuleID("key-naming")
}

/// `key-naming`: a key does not follow the key convention.
struct KeyNaming: KeyRule {
  static let id = RuleID.keyNaming
  static let group = RuleGroup.naming
  static let defaultSeverity = Severity.warning
  static let summary = "A key does not follow the key convention."
  static let details = """
    Keys are dot-separated segments, each snake_case (`[a-z][a-z0-9_]*`), at least two, the first \
    naming the screen: `editor.add_frame_button.title`. The pattern is `keys.pattern` in l10n.yml; \
    `check.keys.screens` lists the allowed first segments and `check.keys.lastSegments` the allowed \
    last ones. Natural-language keys (`"Hello %@"`) are left to `natural-language-key`. Keys \
    Xcode names follow no convention and are left alone: Interface Builder's (a storyboard's \
    or XIB's object ID and property, `0HX-j9-5jF.title`) and every key of `InfoPlist.xcstrings` \
    (`CFBundleName`, `NSCameraUsageDescription`). Where \
    the snake_case form of each segment follows the pattern, the finding suggests it \
    (`suggestion` in `--format json`: `editor.addButton.title` → `editor.add_button.title`), \
    and `l10n check --fix-names` renames the keys to it, translations and code included.
    """

  static var examples: [RuleExample] {
    [
      .passes("A convention key", key: "editor.add_frame_button.title", entry: entry(en: "Add Frame")),
      .fails(
        "Camel case", key: "editor.addFrameButton.title", entry: entry(en: "Add Frame"), expectLanguage: nil),
      .fails("One segment only", key: "title", entry: entry(en: "Title"), expectLanguage: nil),
      .passes(
        "A storyboard's text, named by Interface Builder", key: "0HX-j9-5jF.title",
        entry: #"{"comment":"Class = \"NSMenuItem\"; title = \"Select Word\"; ObjectID = \"0HX-j9-5jF\";","#
          + #""extractionState":"extracted_with_value","localizations":{"en":{"stringUnit":"#
          + #"{"state":"new","value":"Select Word"}}}}"#),
      .fails(
        "A screen that is not in `check.keys.screens`", key: "edtior.title",
        entry: entry(en: "Editor"),
        screens: ["editor", "settings"], expectLanguage: nil),
    ]
  }

  func check(_ context: KeyContext, in pass: inout CatalogPass) {
    // Natural-language keys are `natural-language-key`'s, whether it runs or not.
    guard !context.isNamedByXcode, !context.isNaturalLanguage else { return }
    let key = context.name
    let pattern = pass.keyPattern
    if !pattern.matches(key) {
      let suggestion = Self.snakeCase(key).flatMap { pattern.matches($0) ? $0 : nil }
      pass.emit(
        id, key: key, "\"\(key)\" does not follow the key convention: \(Self.namingAdvice(Self.segments(of: key)))",
        suggestion: suggestion)
      return
    }
    guard pass.options.screens != nil || pass.options.lastSegments != nil else { return }
    let segments = Self.segments(of: key)
    if let screens = pass.options.screens, let first = segments.first, !screens.contains(first) {
      pass.emit(
        id, key: key,
        "\"\(key)\" starts with \"\(first)\", which is not a known screen (\(screens.joined(separator: ", ")))")
    }
    if let allowed = pass.options.lastSegments, let last = segments.last, segments.count > 1, !allowed.contains(last) {
      pass.emit(
        id, key: key,
        "\"\(key)\" ends with \"\(last)\", which is not an allowed last segment (\(allowed.joined(separator: ", ")))")
    }
  }

  /// The key with each segment in snake_case: `editor.addButton.title` → `editor.add_button.title`,
  /// `Settings.URLField` → `settings.url_field`, `paywall.close-button` → `paywall.close_button`;
  /// nil when that changes nothing or leaves a segment empty.
  static func snakeCase(_ key: String) -> String? {
    var parts: [String] = []
    for segment in segments(of: key) {
      let characters = Array(segment)
      var out = ""
      for (index, character) in characters.enumerated() {
        if character == "-" || character == " " || character == "_" {
          if !out.isEmpty && !out.hasSuffix("_") { out.append("_") }
          continue
        }
        if character.isUppercase, index > 0 {
          let previous = characters[index - 1]
          let next = index + 1 < characters.count ? characters[index + 1] : nil
          // A word starts at an upper-case letter after a lower-case one or a digit, and at the
          // last capital of an acronym before a lower-case letter (URLField → url_field).
          if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
            if !out.hasSuffix("_") { out.append("_") }
          }
        }
        out += character.lowercased()
      }
      while out.hasSuffix("_") { out.removeLast() }
      guard !out.isEmpty else { return nil }
      parts.append(out)
    }
    let result = parts.joined(separator: ".")
    return result == key ? nil : result
  }

  static func segments(of key: String) -> [String] {
    key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// What is wrong with a key's segments, in words.
  static func namingAdvice(_ segments: [String]) -> String {
    if segments.count < 2 { return "it needs at least two dot-separated segments, the first naming the screen" }
    if let empty = segments.firstIndex(where: \.isEmpty) { return "segment \(empty + 1) is empty" }
    for segment in segments {
      let isSnake =
        segment.unicodeScalars.first.map { ("a"..."z").contains($0) } == true
        && segment.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
      if !isSnake { return "segment \"\(segment)\" is not snake_case ([a-z][a-z0-9_]*)" }
    }
    return "it does not match the configured pattern"
  }
}
