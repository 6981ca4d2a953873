import L10nCatalog

/// The part of the SARIF 2.1.0 object model that `l10n check` writes.
///
/// Property names follow the specification; optional ones are left out when nil.
struct SARIFLog {
  var schema: String
  var version: String
  var runs: [Run]

  struct Run {
    var tool: Tool
    var results: [Result]
    var columnKind: String
    var properties: RunProperties
  }

  struct RunProperties {
    var icuVersion: String
    var cldrVersion: String
    var suppressedByBaseline: Int
  }

  struct Tool {
    var driver: Driver
  }

  struct Driver {
    var name: String
    var version: String
    var semanticVersion: String?
    var informationUri: String
    var rules: [Rule]
  }

  struct Rule {
    var id: String
    var name: String
    var shortDescription: Message
    var helpUri: String
    var defaultConfiguration: Configuration
  }

  struct Configuration {
    var level: String
  }

  struct Message {
    var text: String
  }

  struct Result {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Message
    var locations: [Location]?
    var partialFingerprints: [String: String]
    var properties: ResultProperties?
  }

  struct ResultProperties {
    var key: String?
    var language: String?
  }

  struct Location {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation {
    var uri: String
    var uriBaseId: String?
  }

  struct Region {
    var startLine: Int
    var startColumn: Int?
  }
}

// Written as JSONEncoder writes it with sorted keys: each object's members in key order.
extension SARIFLog {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("$schema", schema)
      json.key("runs")
      json.array(runs) { json, run in run.write(to: &json) }
      json.member("version", version)
    }
  }
}

extension SARIFLog.Run {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("columnKind", columnKind)
      json.key("properties")
      json.object { json in
        json.member("cldrVersion", properties.cldrVersion)
        json.member("icuVersion", properties.icuVersion)
        json.member("suppressedByBaseline", properties.suppressedByBaseline)
      }
      json.key("results")
      json.array(results) { json, result in result.write(to: &json) }
      json.key("tool")
      json.object { json in
        json.key("driver")
        tool.driver.write(to: &json)
      }
    }
  }
}

extension SARIFLog.Driver {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("informationUri", informationUri)
      json.member("name", name)
      json.key("rules")
      json.array(rules) { json, rule in
        json.object { json in
          json.key("defaultConfiguration")
          json.object { json in json.member("level", rule.defaultConfiguration.level) }
          json.member("helpUri", rule.helpUri)
          json.member("id", rule.id)
          json.member("name", rule.name)
          json.key("shortDescription")
          json.object { json in json.member("text", rule.shortDescription.text) }
        }
      }
      json.member("semanticVersion", semanticVersion)
      json.member("version", version)
    }
  }
}

extension SARIFLog.Result {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.member("level", level)
      if let locations {
        json.key("locations")
        json.array(locations) { json, location in location.write(to: &json) }
      }
      json.key("message")
      json.object { json in json.member("text", message.text) }
      json.key("partialFingerprints")
      json.object { json in
        for (name, value) in partialFingerprints.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
          json.member(name, value)
        }
      }
      if let properties {
        json.key("properties")
        json.object { json in
          json.member("key", properties.key)
          json.member("language", properties.language)
        }
      }
      json.member("ruleId", ruleId)
      if let ruleIndex { json.member("ruleIndex", ruleIndex) }
    }
  }
}

extension SARIFLog.Location {
  func write(to json: inout JSONWriter) {
    json.object { json in
      json.key("physicalLocation")
      json.object { json in
        json.key("artifactLocation")
        json.object { json in
          json.member("uri", physicalLocation.artifactLocation.uri)
          json.member("uriBaseId", physicalLocation.artifactLocation.uriBaseId)
        }
        if let region = physicalLocation.region {
          json.key("region")
          json.object { json in
            if let startColumn = region.startColumn { json.member("startColumn", startColumn) }
            json.member("startLine", region.startLine)
          }
        }
      }
    }
  }
}
