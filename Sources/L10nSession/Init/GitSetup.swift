/// What git needs for the catalog merge driver (Documentation/Git.md).
public enum GitSetup {
  /// The `.gitattributes` line that sends catalogs to the driver.
  public static let attributesLine = "*.xcstrings merge=l10n"
  /// The configuration each clone needs (git does not read drivers from the repository).
  public static let configCommand = #"git config merge.l10n.driver "l10n merge-driver %O %A %B %P""#
  /// The line `.gitignore` gets: the extraction cache.
  public static let ignoreLine = ".l10n-cache/"
}
