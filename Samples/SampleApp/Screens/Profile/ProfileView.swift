import SwiftUI

/// The signed-in user's profile.
struct ProfileView: View {
  @AppStorage("displayName") private var displayName = ""
  @AppStorage("memberSince") private var memberSince = Date.now.timeIntervalSince1970
  @State private var isEditing = false
  @State private var isConfirmingSignOut = false

  var body: some View {
    List {
      Section {
        VStack(alignment: .leading, spacing: 4) {
          if !displayName.isEmpty {
            Text(String(format: "profile.greeting.title".i18n, displayName)) // Hello, %@!
              .font(.title2.bold())
          }
          Text(
            String(
              format: "profile.member_since.label".i18n, // Member since %@
              Date(timeIntervalSince1970: memberSince).formatted(date: .long, time: .omitted)
            )
          )
          .foregroundStyle(.secondary)
        }
      }

      Section {
        if isEditing {
          TextField("profile.display_name.placeholder".i18n, text: $displayName) // Display Name
            .textContentType(.name)
            .onSubmit { isEditing = false }
        }
        Button("profile.edit_button.title".i18n) { isEditing.toggle() } // Edit Profile
      }

      Section {
        Button("profile.sign_out.button".i18n, role: .destructive) { // Sign Out
          isConfirmingSignOut = true
        }
      }
    }
    .navigationTitle("profile.title".i18n) // Profile
    .confirmationDialog(
      "profile.sign_out.confirmation".i18n, // Are you sure you want to sign out?
      isPresented: $isConfirmingSignOut,
      titleVisibility: .visible
    ) {
      Button("profile.sign_out.button".i18n, role: .destructive, action: signOut) // Sign Out
    }
  }

  private func signOut() {
    displayName = ""
    isEditing = false
  }
}
