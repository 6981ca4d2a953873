import SwiftUI

/// Entry point of Framely, a small flipbook animation app.
@main
struct SampleApp: App {
  @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false

  var body: some Scene {
    WindowGroup {
      if hasCompletedOnboarding {
        RootTabView()
      } else {
        OnboardingView {
          hasCompletedOnboarding = true
        }
      }
    }
  }
}

/// The three main tabs, plus handling of incoming links.
struct RootTabView: View {
  @State private var showsLinkError = false

  var body: some View {
    TabView {
      NavigationStack {
        LibraryView()
      }
      .tabItem {
        Label("app.tab.library.title".i18n, systemImage: "square.stack") // Library
      }

      NavigationStack {
        ProfileView()
      }
      .tabItem {
        Label("app.tab.profile.title".i18n, systemImage: "person.crop.circle") // Profile
      }

      NavigationStack {
        SettingsView()
      }
      .tabItem {
        Label("app.tab.settings.title".i18n, systemImage: "gear") // Settings
      }
    }
    .onOpenURL { url in
      showsLinkError = url.host() != "project"
    }
    .alert("app.error.title".i18n, isPresented: $showsLinkError) { // Something Went Wrong
      Button("app.error.ok_button.title".i18n, role: .cancel) {} // OK
    } message: {
      Text("app.error.generic.message".i18n) // This link could not be opened. Please try again later.
    }
  }
}
