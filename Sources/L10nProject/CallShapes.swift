/// Which code shapes count as key usages.
public struct CallShapes: Sendable, Hashable {
  /// Member names after a string literal: `"key".i18n`.
  public var members: [String]
  /// `NSLocalizedString("key", tableName:, bundle:, value:, comment:)`.
  public var nsLocalizedString: Bool
  /// `String(localized: "key", defaultValue:, table:, comment:)`.
  public var stringLocalized: Bool
  /// SwiftUI and Foundation calls that take a `LocalizedStringKey` or `LocalizedStringResource`:
  /// `Text("key")`, `.navigationTitle("key")`, `.searchable(prompt: "key")`. Their literals are
  /// usages of a key the catalog has (`KeyUsage.Kind.keyCall`).
  public var keyCalls: [KeyCall]

  public init(
    members: [String] = ["i18n"], nsLocalizedString: Bool = true, stringLocalized: Bool = true,
    keyCalls: [KeyCall] = KeyCall.defaults
  ) {
    self.members = members
    self.nsLocalizedString = nsLocalizedString
    self.stringLocalized = stringLocalized
    self.keyCalls = keyCalls
  }

  /// One configured call shape, written in l10n.yml as `Text` (the first unlabelled argument of a
  /// call), `.navigationTitle` (of a modifier, a call on a member) or `.searchable(prompt:)` /
  /// `AttributedString(localized:)` (the argument with that label).
  public struct KeyCall: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    /// A modifier: `.name(…)` on some view.
    public var isMember: Bool
    /// The argument label of the key; nil for the first unlabelled argument.
    public var label: String?

    public init(name: String, isMember: Bool, label: String? = nil) {
      self.name = name
      self.isMember = isMember
      self.label = label
    }

    /// Parses `Text`, `.help`, `.searchable(prompt:)`; nil when the text is not of that form.
    public init?(_ text: String) {
      var rest = Substring(text)
      isMember = rest.first == "."
      if isMember { rest = rest.dropFirst() }
      if let open = rest.firstIndex(of: "(") {
        guard rest.hasSuffix(":)") else { return nil }
        let label = rest[rest.index(after: open)..<rest.index(rest.endIndex, offsetBy: -2)]
        guard Self.isIdentifier(label) else { return nil }
        self.label = String(label)
        rest = rest[..<open]
      } else {
        label = nil
      }
      guard Self.isIdentifier(rest) else { return nil }
      name = String(rest)
    }

    public var description: String {
      (isMember ? "." : "") + name + (label.map { "(\($0):)" } ?? "")
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
      guard let first = text.first, first == "_" || first.isLetter else { return false }
      return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// SwiftUI views and modifiers whose title is a `LocalizedStringKey`, and the localized types.
    public static let defaults: [KeyCall] =
      [
        "Text", "Label", "Button", "Toggle", "Section", "TextField", "SecureField", "Picker", "Menu", "NavigationLink",
        "Link", "LabeledContent", "ContentUnavailableView", "Stepper", "DatePicker", "ColorPicker", "GroupBox",
        "DisclosureGroup", "Tab",
        ".navigationTitle", ".help", ".accessibilityLabel", ".accessibilityHint", ".accessibilityValue", ".alert",
        ".confirmationDialog", ".badge", ".searchable(prompt:)",
        "LocalizedStringKey", "LocalizedStringResource", "AttributedString(localized:)",
      ].map { KeyCall($0)! }
  }
}
