import SwiftParser
import SwiftSyntax

/// Whether Swift code declares a member on `String`: `extension String { var i18n: String … }`
/// or `func i18n(…)`, as `l10n init` asks before writing its own shorthand.
public enum MemberDeclarations {
  /// Whether `source` declares a property or method named `member` in an extension of `String`
  /// (also `Swift.String` or `StringProtocol`).
  public static func stringExtension(in source: String, declares member: String) -> Bool {
    // Most files never name the member: no need to parse them.
    guard source.contains(member) else { return false }
    let visitor = StringExtensionVisitor(member: member)
    visitor.walk(Parser.parse(source: source))
    return visitor.found
  }
}

private final class StringExtensionVisitor: SyntaxVisitor {
  let member: String
  var found = false

  init(member: String) {
    self.member = member
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let type = node.extendedType.trimmedDescription
    guard ["String", "Swift.String", "StringProtocol"].contains(type) else { return .skipChildren }
    for item in node.memberBlock.members {
      if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == member {
        found = true
      } else if let variable = item.decl.as(VariableDeclSyntax.self),
        variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member })
      {
        found = true
      }
    }
    return .skipChildren
  }
}
