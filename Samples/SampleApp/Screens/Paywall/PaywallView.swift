import SwiftUI

/// Upsell shown when a free user reaches the project limit.
struct PaywallView: View {
  enum Plan: CaseIterable, Identifiable {
    case monthly
    case yearly

    var id: Self { self }

    var title: String {
      switch self {
      case .monthly: "paywall.plan.monthly".i18n // Monthly
      case .yearly: "paywall.plan.yearly".i18n // Yearly
      }
    }

    /// Price per month in US dollars.
    var monthlyPrice: Decimal {
      switch self {
      case .monthly: Decimal(string: "4.99") ?? 0
      case .yearly: Decimal(string: "2.99") ?? 0
      }
    }
  }

  struct Feature: Identifiable {
    let symbol: String
    let text: String

    var id: String { symbol }
  }

  @Environment(\.dismiss) private var dismiss
  @State private var plan = Plan.yearly
  @State private var isPurchasing = false

  private let trialDays = 7

  private let features = [
    Feature(symbol: "infinity", text: "paywall.feature.unlimited_projects".i18n), // Unlimited projects
    Feature(symbol: "square.3.layers.3d", text: "paywall.feature.layers".i18n), // Up to 10 layers per frame
    Feature(symbol: "checkmark.seal", text: "paywall.feature.no_watermark".i18n), // No watermark on exports
  ]

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 24) {
          VStack(spacing: 8) {
            Text("paywall.title".i18n) // Unlock Pro
              .font(.largeTitle.bold())
            Text("paywall.header.subtitle".i18n) // Unlimited projects, layers and 4K export.
              .foregroundStyle(.secondary)
              .multilineTextAlignment(.center)
          }

          VStack(alignment: .leading, spacing: 12) {
            ForEach(features) { feature in
              Label(feature.text, systemImage: feature.symbol)
            }
          }

          ForEach(Plan.allCases) { item in
            planButton(item)
          }

          Text(String(format: "paywall.trial_days.message".i18n, trialDays)) // Try it free for %lld days
            .font(.footnote)

          Button {
            isPurchasing = true
          } label: {
            Text("paywall.subscribe_button.title".i18n) // Continue
              .frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .disabled(isPurchasing)

          Button("paywall.restore_button.title".i18n) { isPurchasing = false } // Restore Purchases
            .font(.footnote)
        }
        .padding()
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button {
            dismiss()
          } label: {
            Image(systemName: "xmark")
          }
          .accessibilityLabel("paywall.close_button.accessibility".i18n) // Close
        }
      }
    }
  }

  private func planButton(_ item: Plan) -> some View {
    Button {
      plan = item
    } label: {
      HStack {
        Text(item.title)
          .font(.headline)
        Spacer()
        Text(
          String(
            format: "paywall.plan.price_per_month".i18n, // %@/month
            item.monthlyPrice.formatted(.currency(code: "USD"))
          )
        )
      }
      .padding()
      .background(
        RoundedRectangle(cornerRadius: 12)
          .stroke(item == plan ? Color.accentColor : Color.secondary, lineWidth: 2)
      )
    }
    .buttonStyle(.plain)
  }
}
