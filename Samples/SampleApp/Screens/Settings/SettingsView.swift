import SwiftUI

/// App preferences.
struct SettingsView: View {
  enum Appearance: String, CaseIterable, Identifiable {
    case system
    case light
    case dark

    var id: Self { self }

    var title: String {
      switch self {
      case .system: "settings.appearance.system".i18n // System
      case .light: "settings.appearance.light".i18n // Light
      case .dark: "settings.appearance.dark".i18n // Dark
      }
    }
  }

  private static let reviewURL = URL(string: "https://apps.apple.com/app/id0000000000?action=write-review")!
  private static let privacyURL = URL(string: "https://example.com/framely/privacy")!

  @AppStorage("notificationsEnabled") private var notificationsEnabled = true
  @AppStorage("appearance") private var appearance = Appearance.system
  @AppStorage("hapticsEnabled") private var hapticsEnabled = true
  @AppStorage("iCloudSyncEnabled") private var iCloudSyncEnabled = false

  /// Section ids switched on by the server, such as `settings.beta`.
  @State private var remoteSections: [String] = []

  /// Shown in the debug menu as an example of the key convention; not a localized string.
  private let keyExample = "Keys look like \"settings.example.title\".i18n in code"

  var body: some View {
    Form {
      Section {
        Toggle("settings.notifications.toggle".i18n, isOn: $notificationsEnabled) // Notifications
      } footer: {
        Text("settings.notifications.footer".i18n) // Get a reminder when you haven’t animated in a while.
      }

      Section("settings.appearance.title".i18n) { // Appearance
        Picker("settings.appearance.title".i18n, selection: $appearance) { // Appearance
          ForEach(Appearance.allCases) { option in
            Text(option.title).tag(option)
          }
        }
        .pickerStyle(.segmented)
        Toggle("settings.haptics.toggle".i18n, isOn: $hapticsEnabled) // Haptic Feedback
        Toggle("settings.icloud_sync.toggle".i18n, isOn: $iCloudSyncEnabled) // iCloud Sync
      }

      if !remoteSections.isEmpty {
        Section {
          ForEach(remoteSections, id: \.self) { prefix in
            Text(remoteTitle(for: prefix))
          }
        }
      }

      Section(#"settings.about.title"#.i18n) { // About
        LabeledContent("settings.version.label".i18n, value: appVersion) // Version
        Link("settings.rate_app.button".i18n, destination: Self.reviewURL) // Rate the App
        Link("settings.privacy_policy.link".i18n, destination: Self.privacyURL) // Privacy Policy
      }

      #if DEBUG
        Section {
          Text(keyExample)
            .font(.footnote.monospaced())
        }
      #endif
    }
    .navigationTitle("settings.title".i18n) // Settings
  }

  private var appVersion: String {
    Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "1.0"
  }

  /// Title of a section the server switched on.
  ///
  /// The key is built at run time, so `l10n extract` cannot check it and reports a dynamic key.
  private func remoteTitle(for prefix: String) -> String {
    "\(prefix).title".i18n
  }
}
