import Foundation
import L10nExchange
import L10nTestSupport
import Testing

/// Hostile XLIFF not covered by `ReaderSafetyTests` (which has external entities, an external
/// DTD, billion laughs and malformed XML): huge attributes and texts, parameter entities, a
/// DOCTYPE hidden after processing instructions, entities without a DOCTYPE, NUL bytes.
@Suite struct HostileXMLTests {
  static func document(id: String = "a.b", target: String = "Bonjour", attributes: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="L.xcstrings" source-language="en" target-language="fr" datatype="plaintext"\(attributes)>
        <body>
          <trans-unit id="\(id)"><source>Hello</source><target>\(target)</target></trans-unit>
        </body>
      </file>
    </xliff>
    """
  }

  /// A 50 MB attribute (an unknown one, and the id itself) ends quickly: read whole, or refused
  /// with the line; never a crash or a hang.
  @Test func fiftyMegabyteAttributesEndQuickly() throws {
    let huge = String(repeating: "x", count: 50_000_000)
    let clock = ContinuousClock()
    for text in [Self.document(attributes: " tool-id=\"\(huge)\""), Self.document(id: huge)] {
      var outcome = ""
      let elapsed = clock.measure {
        do {
          let files = try XLIFFReader.read(bytes: Array(text.utf8), file: "huge.xliff")
          outcome = "read \(files.first?.units.first?.id.utf8.count ?? -1)"
        } catch {
          outcome = "\(error)"
          #expect((error as? ExchangeError)?.line != nil, "\(error)")
        }
      }
      #expect(
        outcome.hasPrefix("read 3") || outcome.hasPrefix("read 50000000") || outcome.contains("huge.xliff:"),
        "\(outcome.prefix(200))")
      #expect(elapsed < .seconds(20))
    }
  }

  /// A 50 MB translation text is read whole (catalogs hold texts that long), or refused with its
  /// line; never truncated silently.
  @Test func aFiftyMegabyteTargetIsReadWholeOrRefused() throws {
    let huge = String(repeating: "é", count: 25_000_000)
    do {
      let files = try XLIFFReader.read(bytes: Array(Self.document(target: huge).utf8), file: "huge.xliff")
      #expect(files.first?.units.first?.target?.utf8.count == 50_000_000)
    } catch {
      #expect(error.line != nil, "\(error)")
    }
  }

  /// Parameter entities, a DOCTYPE after a processing instruction and a comment, and one in
  /// upper/lower case variants are refused; an entity reference without any DOCTYPE is an
  /// undefined entity (malformed), not an empty string.
  @Test func entityTricksAreRefused() throws {
    let parameter =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY % remote SYSTEM \"http://127.0.0.1:9/x.dtd\"> %remote;]>\n"
      + Self.document()
    let hidden = "<?xml version=\"1.0\"?><?pi data?>\n<!-- <!DOCTYPE x> -->\n<!DOCTYPE xliff>\n" + Self.document()
    for text in [parameter, hidden] {
      #expect(throws: ExchangeError.self) { try XLIFFReader.read(bytes: Array(text.utf8), file: "x.xliff") }
    }
    let undefined = Self.document(target: "&undefined;")
    #expect { try XLIFFReader.read(bytes: Array(undefined.utf8), file: "u.xliff") } throws: { error in
      (error as? ExchangeError)?.line == 5
    }
    // The five predefined entities and character references are text.
    let predefined = Self.document(target: "&lt;&gt;&amp;&apos;&quot;&#233;&#x1F600;")
    let files = try XLIFFReader.read(bytes: Array(predefined.utf8), file: "p.xliff")
    #expect(files.first?.units.first?.target == "<>&'\"é😀")
  }

  /// A NUL byte (not allowed anywhere in XML 1.0) is refused with its line, not cut off.
  @Test func nulBytesAreRefused() throws {
    let text = Self.document(target: "Bon\u{0}jour")
    #expect { try XLIFFReader.read(bytes: Array(text.utf8), file: "nul.xliff") } throws: { error in
      (error as? ExchangeError)?.line == 5
    }
  }
}
