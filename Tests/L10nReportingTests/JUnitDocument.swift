import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A JUnit report read back with Foundation's `XMLParser`, to test what CI systems would see.
struct JUnitDocument {
  struct TestCase {
    var classname: String
    var name: String
    var failure: (type: String, message: String, text: String)?
    var systemOut: String?
  }

  struct Suite {
    var attributes: [String: String]
    var cases: [TestCase] = []
  }

  var root: [String: String] = [:]
  var suites: [Suite] = []

  /// Parses `xml`, or returns nil when it is not well-formed.
  init?(_ xml: String) {
    let reader = Reader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    guard parser.parse(), reader.rootName == "testsuites" else { return nil }
    root = reader.root
    suites = reader.suites
  }

  func suite(_ name: String) -> Suite? { suites.first { $0.attributes["name"] == name } }

  private final class Reader: NSObject, XMLParserDelegate {
    var rootName: String?
    var root: [String: String] = [:]
    var suites: [Suite] = []
    var text = ""
    var failureAttributes: [String: String] = [:]

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      text = ""
      switch name {
      case "testsuites":
        rootName = name
        root = attributes
      case "testsuite": suites.append(Suite(attributes: attributes))
      case "testcase":
        suites[suites.count - 1].cases.append(
          TestCase(classname: attributes["classname"] ?? "", name: attributes["name"] ?? ""))
      case "failure": failureAttributes = attributes
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      let suite = suites.count - 1
      switch name {
      case "failure":
        let last = suites[suite].cases.count - 1
        suites[suite].cases[last].failure = (failureAttributes["type"] ?? "", failureAttributes["message"] ?? "", text)
      case "system-out":
        suites[suite].cases[suites[suite].cases.count - 1].systemOut = text
      default: break
      }
    }
  }
}
