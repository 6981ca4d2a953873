import L10nText
import Testing

/// The one placeholder grammar, case by case: `%[N$][(name)][flags][width][.precision][length]conversion`,
/// `%%`, `%#@name@` (and `%N$#@name@`), `%arg`.
@Suite struct FormatSpecifierGrammarTests {
  /// What one placeholder reads as: `text|position|name|flags|width|precision|length|conversion|kind`,
  /// with `-` for nil; a substitution `text|position|#name|…`.
  static func describe(_ specifier: FormatSpecifier) -> String {
    [
      specifier.text, specifier.position.map(String.init) ?? "-",
      specifier.substitution.map { "#" + $0 } ?? specifier.name ?? "-", specifier.flags.isEmpty ? "-" : specifier.flags,
      specifier.width.isEmpty ? "-" : specifier.width, specifier.precision ?? "-",
      specifier.length.isEmpty ? "-" : specifier.length, String(specifier.conversion), specifier.kind.rawValue,
    ].joined(separator: "|")
  }

  /// A text and its placeholders, in order, as `describe` writes them.
  static let cases: [(String, [String])] = [
    // Plain conversions.
    ("%@", ["%@|-|-|-|-|-|-|@|object"]),
    ("%d", ["%d|-|-|-|-|-|-|d|int"]),
    ("%i", ["%i|-|-|-|-|-|-|i|int"]),
    ("%u", ["%u|-|-|-|-|-|-|u|int"]),
    ("%x and %X", ["%x|-|-|-|-|-|-|x|int", "%X|-|-|-|-|-|-|X|int"]),
    ("%o", ["%o|-|-|-|-|-|-|o|int"]),
    ("%D %U %O", ["%D|-|-|-|-|-|-|D|long", "%U|-|-|-|-|-|-|U|long", "%O|-|-|-|-|-|-|O|long"]),
    ("%f", ["%f|-|-|-|-|-|-|f|double"]),
    (
      "%e %E %g %G %a %A %F",
      [
        "%e|-|-|-|-|-|-|e|double", "%E|-|-|-|-|-|-|E|double", "%g|-|-|-|-|-|-|g|double",
        "%G|-|-|-|-|-|-|G|double", "%a|-|-|-|-|-|-|a|double", "%A|-|-|-|-|-|-|A|double", "%F|-|-|-|-|-|-|F|double",
      ]
    ),
    ("%c %C", ["%c|-|-|-|-|-|-|c|char", "%C|-|-|-|-|-|-|C|char"]),
    ("%s %S", ["%s|-|-|-|-|-|-|s|cString", "%S|-|-|-|-|-|-|S|cString"]),
    ("%p", ["%p|-|-|-|-|-|-|p|pointer"]),
    // Length modifiers.
    ("%ld", ["%ld|-|-|-|-|-|l|d|long"]),
    ("%lld", ["%lld|-|-|-|-|-|ll|d|long"]),
    ("%llu", ["%llu|-|-|-|-|-|ll|u|long"]),
    (
      "%qd %zd %jd %td",
      [
        "%qd|-|-|-|-|-|q|d|long", "%zd|-|-|-|-|-|z|d|long", "%jd|-|-|-|-|-|j|d|long", "%td|-|-|-|-|-|t|d|long",
      ]
    ),
    ("%hd %hhu", ["%hd|-|-|-|-|-|h|d|int", "%hhu|-|-|-|-|-|hh|u|int"]),
    ("%lf", ["%lf|-|-|-|-|-|l|f|double"]),
    ("%Lf", ["%Lf|-|-|-|-|-|L|f|longDouble"]),
    // Flags, width, precision.
    ("%.2f", ["%.2f|-|-|-|-|2|-|f|double"]),
    ("%.f", ["%.f|-|-|-|-||-|f|double"]),
    ("%5.1f", ["%5.1f|-|-|-|5|1|-|f|double"]),
    ("%-10@", ["%-10@|-|-|-|10|-|-|@|object"]),
    ("%+d", ["%+d|-|-|+|-|-|-|d|int"]),
    ("%05lld", ["%05lld|-|-|0|5|-|ll|d|long"]),
    ("%#x", ["%#x|-|-|#|-|-|-|x|int"]),
    ("%'d", ["%'d|-|-|'|-|-|-|d|int"]),
    ("%*d", ["%*d|-|-|-|*|-|-|d|int"]),
    ("%.*f", ["%.*f|-|-|-|-|*|-|f|double"]),
    ("%-+08.3lf", ["%-+08.3lf|-|-|-+0|8|3|l|f|double"]),
    // Positions.
    ("%1$@", ["%1$@|1|-|-|-|-|-|@|object"]),
    ("%2$lld of %1$lld", ["%2$lld|2|-|-|-|-|ll|d|long", "%1$lld|1|-|-|-|-|ll|d|long"]),
    ("%12$.1f", ["%12$.1f|12|-|-|-|1|-|f|double"]),
    // Xcode 26 named placeholders.
    ("%1$(count)lld", ["%1$(count)lld|1|count|-|-|-|ll|d|long"]),
    ("%2$(name)@", ["%2$(name)@|2|name|-|-|-|-|@|object"]),
    ("%(count)lld", ["%(count)lld|-|count|-|-|-|ll|d|long"]),
    (
      "%1$(friendsPosts)lld posts from %2$(name)@",
      ["%1$(friendsPosts)lld|1|friendsPosts|-|-|-|ll|d|long", "%2$(name)@|2|name|-|-|-|-|@|object"]
    ),
    ("%1$(price).2f", ["%1$(price).2f|1|price|-|-|2|-|f|double"]),
    ("%1$(width)-5d", ["%1$(width)-5d|1|width|-|5|-|-|d|int"]),
    ("%1$(user_name2)@", ["%1$(user_name2)@|1|user_name2|-|-|-|-|@|object"]),
    ("%1$(größe)lld", ["%1$(größe)lld|1|größe|-|-|-|ll|d|long"]),
    // Not names: an empty or unclosed parenthesis starts no placeholder.
    ("%()d", []),
    ("%(count lld", []),
    ("%1$(a-b)d", []),
    // Substitutions.
    ("%#@files@", ["%#@files@|-|#files|-|-|-|-|@|substitution"]),
    (
      "%1$#@arg1@ v %2$#@arg2@",
      ["%1$#@arg1@|1|#arg1|-|-|-|-|@|substitution", "%2$#@arg2@|2|#arg2|-|-|-|-|@|substitution"]
    ),
    ("%#@@", []),
    // Percent signs that are not placeholders.
    ("100%%", []),
    ("50 % off", []),
    ("100%", []),
    ("%", []),
    ("%k", []),
    ("%lll", []),
    ("%@%%%d", ["%@|-|-|-|-|-|-|@|object", "%d|-|-|-|-|-|-|d|int"]),
    ("%ige", ["%i|-|-|-|-|-|-|i|int"]),
  ]

  @Test(arguments: cases.indices)
  func eachCaseReadsAsTheTableSays(_ index: Int) {
    let (text, expected) = Self.cases[index]
    #expect(FormatSpecifier.parse(text).map(Self.describe) == expected, "\(text)")
  }

  @Test func theTableHasAtLeastFortyCases() {
    #expect(Self.cases.count >= 40)
    #expect(Self.cases.filter { $0.0.contains("$(") || $0.0.contains("%(") }.count >= 5)
  }

  @Test func percentArgIsAPlaceholderOnlyInASubstitutionsCase() {
    #expect(FormatSpecifier.parse("%arg files", substitutionArgument: .long).map(\.text) == ["%arg"])
    #expect(FormatSpecifier.parse("%arg files").map(\.text) == ["%a"])
  }

  @Test func singleReadsOneWholePlaceholder() {
    let count = FormatSpecifier.single("%1$(count)lld")
    #expect(count?.name == "count" && count?.length == "ll" && count?.conversion == "d" && count?.position == 1)
    #expect(FormatSpecifier.single("%lf")?.length == "l")
    #expect(FormatSpecifier.single("%u")?.conversion == "u")
    #expect(FormatSpecifier.single("%d files") == nil)
    #expect(FormatSpecifier.single("%%") == nil)
    #expect(FormatSpecifier.single("x%d") == nil)
  }

  @Test func namedArgumentsMustKeepTheSourcesTypeAndName() {
    let source = ArgumentSignature("%1$(friendsPosts)lld posts from %2$(name)@")
    #expect(source[1]?.name == "friendsPosts" && source[2]?.name == "name")
    let swapped = ArgumentSignature("%1$(friendsPosts)@ Beiträge von %2$(name)lld")
    #expect(swapped.mismatches(with: source, isPluralCase: false).count == 2)
    let renamed = ArgumentSignature("%1$(count)lld Beiträge von %2$(name)@")
    #expect(renamed.mismatches(with: source, isPluralCase: false).count == 1)
    let unnamed = ArgumentSignature("%1$lld Beiträge von %2$@")
    #expect(unnamed.mismatches(with: source, isPluralCase: false).count == 2)
    let reordered = ArgumentSignature("Von %2$(name)@: %1$(friendsPosts)lld Beiträge")
    #expect(reordered.mismatches(with: source, isPluralCase: false).isEmpty)
    // An unnamed source takes a named translation.
    #expect(ArgumentSignature("%1$(n)lld").mismatches(with: ArgumentSignature("%lld"), isPluralCase: false).isEmpty)
  }
}
