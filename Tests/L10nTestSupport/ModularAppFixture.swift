import Foundation

/// A modular SwiftUI app as real ones are laid out: an Xcode project whose app folder holds little
/// of the code, two local packages under `Packages/` and a widget extension. Its code uses keys
/// every way a real app does: `.i18n`, `Text("…")`, interpolated `Text("…\(n)…")` and
/// `String(localized: "…\(name)…")`, and the symbols Xcode 26 generates (`Text(.editorTitle)`,
/// `String(localized: .settingsMinutes(3))`). The catalog has those keys and two that nothing
/// uses. A dependency checkout in a package's `.build` names the unused keys, and must not count.
public enum ModularAppFixture {
  /// The keys the code uses, and the keys nothing uses.
  public static let usedKeys = [
    "app.title", "editor.greeting %@", "editor.title", "files.count %lld", "home.welcome", "settings.minutes",
    "settings.title", "widget.title",
  ]
  public static let unusedKeys = ["legacy.banner", "legacy.footer"]

  public static let catalogPath = "Framely/Localizable.xcstrings"

  /// Writes the fixture into a new temporary folder.
  public static func make() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write("Framely.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n")
    try folder.write(
      "Framely/FramelyApp.swift",
      """
      import SwiftUI

      @main
      struct FramelyApp: App {
        var body: some Scene {
          WindowGroup { Text("app.title".i18n) }  // Framely
        }
      }
      """)
    try folder.write(
      "Framely/String+i18n.swift",
      """
      import Foundation

      extension String {
        var i18n: String { NSLocalizedString(self, comment: "") }
      }
      """)
    try folder.write(catalogPath, catalog())
    try folder.write(
      "Packages/EditorKit/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "EditorKit", defaultLocalization: "en",
        targets: [.target(name: "EditorKit")]
      )
      """)
    try folder.write(
      "Packages/EditorKit/Sources/EditorKit/EditorView.swift",
      """
      import SwiftUI

      struct EditorView: View {
        let name: String
        let count: Int
        var body: some View {
          VStack {
            Text(.editorTitle)
            Text("files.count \\(count)")
            Text(String(localized: "editor.greeting \\(name)"))
          }
          .padding()
        }
      }
      """)
    try folder.write(
      "Packages/EditorKit/.build/checkouts/Legacy/Sources/Legacy/Old.swift",
      "let banner = \"legacy.banner\".i18n\nlet footer = Text(\"legacy.footer\")\n")
    try folder.write(
      "Packages/SettingsKit/Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(name: "SettingsKit", defaultLocalization: "en", targets: [.target(name: "SettingsKit")])
      """)
    try folder.write(
      "Packages/SettingsKit/Sources/SettingsKit/SettingsView.swift",
      """
      import SwiftUI

      struct SettingsView: View {
        var body: some View {
          Form {
            Text("settings.title")
            Text(String(localized: .settingsMinutes(3)))
          }
        }
      }
      """)
    try folder.write(
      "FramelyWidget/FramelyWidget.swift",
      """
      import SwiftUI
      import WidgetKit

      struct FramelyWidgetView: View {
        var body: some View {
          VStack {
            Text("widget.title")
            Text("home.welcome".i18n)  // Welcome
          }
        }
      }
      """)
    return folder
  }

  /// The catalog: every key manual (as `l10n extract` adds them), with English texts.
  static func catalog() -> String {
    let texts = [
      "app.title": "Framely", "editor.greeting %@": "Hello, %@!", "editor.title": "Editor",
      "files.count %lld": "%lld files", "home.welcome": "Welcome", "legacy.banner": "Old banner",
      "legacy.footer": "Old footer", "settings.minutes": "%lld minutes", "settings.title": "Settings",
      "widget.title": "Framely",
    ]
    let entries = texts.keys.sorted().map { key in
      """
          "\(key)" : {
            "extractionState" : "manual",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "\(texts[key]!)"
                }
              }
            }
          }
      """
    }
    return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
      + "\n  },\n  \"version\" : \"1.0\"\n}"
  }
}
