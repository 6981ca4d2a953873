/// The part of the SARIF 2.1.0 object model that `l10n check` writes.
///
/// Property names follow the specification; optional ones are left out when nil.
struct SARIFLog: Encodable {
  var schema: String
  var version: String
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var columnKind: String
    var properties: RunProperties
  }

  struct RunProperties: Encodable {
    var icuVersion: String
    var cldrVersion: String
    var suppressedByBaseline: Int
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var semanticVersion: String?
    var informationUri: String
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var helpUri: String
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Message: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]?
    var partialFingerprints: [String: String]
    var properties: ResultProperties?
  }

  struct ResultProperties: Encodable {
    var key: String?
    var language: String?
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
  }
}
