import L10nCatalog
import L10nICU
import L10nText
import OrderedCollections

/// What an import did, and would do, for one language of one catalog.
public struct ImportCounts: Sendable, Hashable {
  /// Units that gave a text where the catalog had none.
  public var added = 0
  /// Units that changed a text or its state.
  public var updated = 0
  /// Units equal to what the catalog has.
  public var unchanged = 0
  /// Units without a target: they never erase a translation.
  public var empty = 0
  /// Units that do not fit (placeholders, plural categories, shape); nothing of them went in.
  public var rejected = 0
  /// Units for keys the catalog does not have; reported, not added.
  public var unknown = 0
  /// Units the import gate held back, by reason (`subscript(held:)`); nothing of them went in.
  private var heldByReason: [HoldReason: Int] = [:]
  /// Units that went in as needs_review because their `state-qualifier` says a machine or a memory
  /// made them.
  public var machineOrMemory = 0
  /// Units whose plain spaces beside a placeholder became the no-break spaces the catalog's
  /// translation has there.
  public var noBreakSpacesKept = 0

  public init() {}

  public mutating func add(_ other: ImportCounts) {
    combine(other, by: +)
  }

  mutating func subtract(_ other: ImportCounts) {
    combine(other, by: -)
  }

  /// Every count, `other`'s put to this one's with `operation`.
  private mutating func combine(_ other: ImportCounts, by operation: (Int, Int) -> Int) {
    for (_, field) in Self.fields { self[keyPath: field] = operation(self[keyPath: field], other[keyPath: field]) }
    for reason in HoldReason.allCases { self[held: reason] = operation(self[held: reason], other[held: reason]) }
    machineOrMemory = operation(machineOrMemory, other.machineOrMemory)
    noBreakSpacesKept = operation(noBreakSpacesKept, other.noBreakSpacesKept)
  }

  public var changed: Int { added + updated }

  /// Units the gate held back, for every reason.
  public var held: Int { heldByReason.values.reduce(0, +) }

  /// The count of units held for `reason`.
  public subscript(held reason: HoldReason) -> Int {
    get { heldByReason[reason, default: 0] }
    set { heldByReason[reason] = newValue == 0 ? nil : newValue }
  }
}

/// A unit that was rejected, held back by the gate, or is unknown: where it is and why.
public struct ImportProblem: Sendable, Hashable, CustomStringConvertible {
  public enum Kind: String, Sendable { case rejected, held, unknown }
  public var kind: Kind
  /// Why the gate held the unit (`kind == .held`).
  public var reason: HoldReason?
  /// The unit's key, and the text it would have written (held units).
  public var key: String?
  public var text: String?
  /// The file being imported, and the unit's line in it.
  public var place: SourcePlace
  public var id: String
  public var language: String
  public var message: String

  public init(kind: Kind, file: String, line: Int?, id: String, language: String, message: String) {
    self.kind = kind
    place = SourcePlace(file: file, line: line)
    self.id = id
    self.language = language
    self.message = message
  }

  public var file: String { place.file }
  public var line: Int? { place.line }

  public var description: String { "\(place): \(kind.rawValue): \(id) [\(language)]: \(message)" }
}
