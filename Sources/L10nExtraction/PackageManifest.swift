import SwiftParser
import SwiftSyntax

/// What `l10n init` needs from a `Package.swift`, read with swift-syntax and never run: the
/// targets, their folders and resources, and whether the package names a default localization.
///
/// Only literal arguments are understood (`name: "Core"`, `path: "Sources/Core"`,
/// `resources: [.process("Resources")]`); a target whose name or path is computed (a variable,
/// an expression) is not listed: its line is in `unreadableTargetLines`.
public struct PackageManifest: Sendable, Equatable {
  /// A `.target(…)`, `.executableTarget(…)` or `.testTarget(…)` of the manifest.
  public struct Target: Sendable, Equatable {
    public enum Kind: String, Sendable {
      case regular = "target"
      case executable = "executableTarget"
      case test = "testTarget"
    }

    public var name: String
    public var kind: Kind
    /// The `path:` argument, if given.
    public var path: String?
    /// The paths of the `resources:` rules (`.process("Resources")`, `.copy("data.json")`); nil
    /// when the target has no `resources:` argument.
    public var resources: [String]?
    /// The line of `name:` in the manifest, 1-based.
    public var line: Int

    /// Where SwiftPM looks for the target's files: `path:`, else `Sources/<name>` (`Tests/<name>`
    /// for a test target).
    public var folder: String {
      path ?? (kind == .test ? "Tests/" : "Sources/") + name
    }
  }

  /// The targets, in the order the manifest lists them.
  public var targets: [Target]
  /// The `defaultLocalization:` of `Package(…)`, which SwiftPM needs for localized resources.
  public var defaultLocalization: String?
  /// Whether the manifest passes `defaultLocalization:` at all (also when it is not a literal).
  public var hasDefaultLocalization: Bool
  /// The line of each target whose `name:` or `path:` is not a string literal, so that its folder
  /// cannot be known without running the manifest (`let name = "App"` … `.target(name: name)`).
  public var unreadableTargetLines: [Int]

  /// Reads a manifest's source text.
  public init(source: String) {
    let tree = Parser.parse(source: source)
    let visitor = ManifestVisitor(converter: SourceLocationConverter(fileName: "Package.swift", tree: tree))
    visitor.walk(tree)
    targets = visitor.targets
    defaultLocalization = visitor.defaultLocalization
    hasDefaultLocalization = visitor.hasDefaultLocalization
    unreadableTargetLines = visitor.unreadableTargetLines
  }
}

private final class ManifestVisitor: SyntaxVisitor {
  let converter: SourceLocationConverter
  var targets: [PackageManifest.Target] = []
  var defaultLocalization: String?
  var hasDefaultLocalization = false
  var unreadableTargetLines: [Int] = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Package" {
      if let argument = node.arguments.first(where: { $0.label?.text == "defaultLocalization" }) {
        hasDefaultLocalization = true
        defaultLocalization = Self.literal(argument.expression)
      }
      return .visitChildren
    }
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let kind = PackageManifest.Target.Kind(rawValue: member.declName.baseName.text),
      member.base == nil || member.base?.trimmedDescription == "Target"
    else { return .visitChildren }
    guard let nameArgument = node.arguments.first(where: { $0.label?.text == "name" }) else { return .visitChildren }
    let pathArgument = node.arguments.first(where: { $0.label?.text == "path" })
    let path = pathArgument.flatMap { Self.literal($0.expression) }
    guard let name = Self.literal(nameArgument.expression), pathArgument == nil || path != nil else {
      unreadableTargetLines.append(converter.location(for: node.positionAfterSkippingLeadingTrivia).line)
      return .skipChildren
    }
    let resources = node.arguments.first(where: { $0.label?.text == "resources" }).map {
      Self.resourcePaths($0.expression)
    }
    let line = converter.location(for: nameArgument.positionAfterSkippingLeadingTrivia).line
    targets.append(.init(name: name, kind: kind, path: path, resources: resources, line: line))
    return .skipChildren
  }

  /// The first argument of each rule in `[.process("A"), .copy("B")]`.
  private static func resourcePaths(_ expression: ExprSyntax) -> [String] {
    guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
    return array.elements.compactMap { element in
      element.expression.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap { literal($0.expression) }
    }
  }

  private static func literal(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }
}
