import SwiftParser
import SwiftSyntax

/// One declaration a module interface (or the project) makes: its name, where it sits, the
/// parameters a call names, and the version of the platform it needs (nil: any).
struct Declaration {
  enum Kind: String {
    case type, initializer, function, property
  }

  /// One parameter: its argument label (`_` for none) and whether a call may leave it out.
  struct Parameter {
    var label: String
    var hasDefault: Bool
  }

  var kind: Kind
  var name: String
  /// The type it is declared in or extends (its last name: `String`, `FoundationAttributes`).
  var container: String?
  /// For initializers and functions.
  var parameters: [Parameter]
  var introduced: Version?
  var module: String
  /// Read by name only (a dependency's, see `DeclarationIndex.addNames`): any call may mean it.
  var anyLabels = false

  /// How a reader names it: `String.init(validating:as:)`, `Mutex`, `URL.homeDirectory`.
  var spelled: String {
    let prefix = container.map { "\($0)." } ?? ""
    switch kind {
    case .type, .property: return prefix + name
    case .initializer, .function:
      return prefix + name + "(" + parameters.map { "\($0.label):" }.joined() + ")"
    }
  }

  /// Whether a call with these argument labels (`nil` for a trailing closure, which may fill any
  /// parameter) can call this declaration: every label in order, parameters left out only where
  /// they have defaults.
  func accepts(labels: [String?]) -> Bool {
    if anyLabels { return true }
    var remaining = labels[...]
    for parameter in parameters {
      if let next = remaining.first, next == nil || next == parameter.label {
        remaining = remaining.dropFirst()
      } else if !parameter.hasDefault {
        return false
      }
    }
    return remaining.isEmpty
  }
}

/// Every declaration of a source file, module interface or synthesized interface, with the
/// platform version each needs (its own `@available` and those of the types and extensions
/// around it; the newest wins).
final class DeclarationCollector: SyntaxVisitor {
  private let availability: PlatformAvailability
  private let module: String
  private var frames: [(container: String?, introduced: Version?)] = [(nil, nil)]
  private(set) var declarations: [Declaration] = []

  init(availability: PlatformAvailability, module: String) {
    self.availability = availability
    self.module = module
    super.init(viewMode: .sourceAccurate)
  }

  static func declarations(in source: String, module: String, availability: PlatformAvailability)
    -> [Declaration]
  {
    let collector = DeclarationCollector(availability: availability, module: module)
    collector.walk(Parser.parse(source: source))
    return collector.declarations
  }

  private func introduced(_ attributes: AttributeListSyntax?) -> Version? {
    let own = availability.introduced(by: attributes)
    let outer = frames.last?.introduced
    switch (own, outer) {
    case (let own?, let outer?): return max(own, outer)
    case (let own?, nil): return own
    default: return outer
    }
  }

  private func isSPI(_ attributes: AttributeListSyntax?) -> Bool {
    (attributes ?? []).contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.trimmedDescription == "_spi"
    }
  }

  private func add(
    _ kind: Declaration.Kind, _ name: String, _ attributes: AttributeListSyntax?,
    parameters: [Declaration.Parameter] = []
  ) {
    guard !isSPI(attributes) else { return }
    declarations.append(
      Declaration(
        kind: kind, name: name, container: frames.last?.container, parameters: parameters,
        introduced: introduced(attributes), module: module))
  }

  private func enterType(_ name: String, _ attributes: AttributeListSyntax?) -> SyntaxVisitorContinueKind {
    add(.type, name, attributes)
    frames.append((name, introduced(attributes)))
    return .visitChildren
  }

  private func leave() { frames.removeLast() }

  private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Declaration.Parameter] {
    clause.parameters.map { parameter in
      Declaration.Parameter(label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil)
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leave() }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, node.attributes)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.trimmedDescription
    let base = extended.split(separator: "<").first.map(String.init) ?? extended
    let name = base.split(separator: ".").last.map(String.init) ?? base
    frames.append((name, introduced(node.attributes)))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.type, node.name.text, node.attributes)
    return .skipChildren
  }
  override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.initializer, "init", node.attributes, parameters: Self.parameters(node.signature.parameterClause))
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.function, node.name.text, node.attributes, parameters: Self.parameters(node.signature.parameterClause))
    addTupleLabels(in: node.signature.returnClause, node.attributes)
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
        add(.property, pattern.identifier.text, node.attributes)
      }
      addTupleLabels(in: binding.typeAnnotation, node.attributes)
    }
    return .skipChildren
  }

  /// The element labels of the tuples a declaration's type holds (`Duration.components`'s
  /// `attoseconds`): `.attoseconds` on its value means the label, not a newer property.
  private func addTupleLabels(in node: (some SyntaxProtocol)?, _ attributes: AttributeListSyntax) {
    guard let node else { return }
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind,
        let element = token.parent?.as(TupleTypeElementSyntax.self), element.firstName?.id == token.id
      else { continue }
      add(.property, name, attributes)
    }
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    for element in node.elements { add(.property, element.name.text, node.attributes) }
    return .skipChildren
  }

  override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind {
    add(.function, node.name.text, node.attributes)
    return .skipChildren
  }
}

/// The declarations of the known modules and of the project, by name, and which of them are
/// newer than the floor.
struct DeclarationIndex {
  let floor: Version
  private(set) var byName: [String: [Declaration]] = [:]
  /// Per module: declarations read, and how many of them are newer than the floor.
  private(set) var counts: [(module: String, all: Int, newer: Int)] = []

  init(floor: Version) { self.floor = floor }

  mutating func add(_ declarations: [Declaration], module: String) {
    var newer = 0
    for declaration in declarations {
      if isNewer(declaration) { newer += 1 }
      byName[declaration.name, default: []].append(declaration)
    }
    counts.append((module, declarations.count, newer))
  }

  /// Types the project and its dependencies declare: their initializers may be synthesized
  /// (memberwise, `init(rawValue:)`), so a call of one is never taken for a newer Apple one.
  private(set) var localTypes: Set<String> = []

  mutating func addLocal(_ declarations: [Declaration], module: String) {
    add(declarations, module: module)
    for declaration in declarations where declaration.kind == .type { localTypes.insert(declaration.name) }
  }

  /// The names declared in the Swift files of `sources` (a dependency's code, read by keyword
  /// and name only: fast on swift-syntax's generated files, and enough to keep its names apart).
  mutating func addNames(fromSources sources: [String], module: String) {
    var declarations: [Declaration] = []
    let typeKeywords: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
    let memberKeywords: Set<Substring> = ["var", "let", "func", "case"]
    for source in sources {
      for (keyword, name) in Self.keywordsAndNames(source) {
        let text = String(name)
        if typeKeywords.contains(keyword) {
          declarations.append(
            Declaration(kind: .type, name: text, container: nil, parameters: [], introduced: nil, module: module))
        } else if memberKeywords.contains(keyword) {
          for kind in [Declaration.Kind.property, .function] {
            var declaration = Declaration(
              kind: kind, name: text, container: nil, parameters: [], introduced: nil, module: module)
            declaration.anyLabels = true
            declarations.append(declaration)
          }
        }
      }
    }
    addLocal(declarations, module: module)
  }

  /// Each word of `source` with the word after it, where only spaces or tabs lie between
  /// (`struct Name`, not "`class`: String" in a literal), on lines that say `public` or `open`
  /// before it: a dependency's internal names are not visible to the project.
  private static func keywordsAndNames(_ source: String) -> [(Substring, Substring)] {
    var pairs: [(Substring, Substring)] = []
    var previous: Substring?
    var linePublic = false
    var index = source.startIndex
    while index < source.endIndex {
      let character = source[index]
      if character == "\n" { linePublic = false }
      if character.isLetter || character == "_" {
        var end = source.index(after: index)
        while end < source.endIndex, source[end].isLetter || source[end].isNumber || source[end] == "_" {
          end = source.index(after: end)
        }
        let word = source[index..<end]
        if let previous, linePublic { pairs.append((previous, word)) }
        if word == "public" || word == "open" { linePublic = true }
        previous = word
        index = end
        while index < source.endIndex, source[index] == " " || source[index] == "\t" {
          index = source.index(after: index)
        }
        continue
      }
      previous = nil
      index = source.index(after: index)
    }
    return pairs
  }

  func isNewer(_ declaration: Declaration) -> Bool {
    guard let introduced = declaration.introduced else { return false }
    return introduced > floor
  }

  /// The newer declaration that `candidates` must all be for a use to need a newer system: nil
  /// when any candidate is as old as the floor (the use may mean that one), or none match.
  func onlyNewer(_ candidates: [Declaration]) -> Declaration? {
    guard !candidates.isEmpty, candidates.allSatisfy(isNewer) else { return nil }
    return candidates.min { ($0.introduced ?? floor) < ($1.introduced ?? floor) }
  }
}
