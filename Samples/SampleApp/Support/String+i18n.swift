import Foundation

/// Looks up `self` as a key in `Localizable.xcstrings`.
///
/// The team's convention is a string literal key followed by `.i18n`, with the English text in a
/// trailing comment:
///
///     title = "screen.title".i18n // Title
///
/// Xcode does not extract keys used through this helper; `l10n extract` does.
extension String { var i18n: String { NSLocalizedString(self, comment: "") } }
