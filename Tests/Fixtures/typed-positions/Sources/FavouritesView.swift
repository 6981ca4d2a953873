import SwiftUI

struct FavouritesView: View {
  @State private var hint: LocalizedStringKey = ""
  var limit = 4
  var sender = "Ana"
  var pages: [String] = []
  var symbol = "star"

  var body: some View {
    VStack {
      Text(hint)
      Text("\(pages.count)")
      Text("\(Image(systemName: symbol))")
      PlaceholderView(title: "results.empty.title", message: "results.empty.message-\(sender)")
    }
    .onAppear { update() }
  }

  func update() {
    hint = "Choose up to \(limit) favourites."
    var heading: LocalizedStringKey = ""
    heading = "message.reply_to-\(sender)"
    _ = heading
  }

  func badge(count: Int) -> LocalizedStringKey { "mailbox.badge.unread \(count)" }
}

struct PlaceholderView: View {
  var title: LocalizedStringKey
  var message: LocalizedStringKey

  var body: some View {
    VStack {
      Text(title)
      Text(message)
    }
  }
}
