/// Keys no key convention governs, because Xcode names them: Interface Builder's (a storyboard's
/// or XIB's object ID and property, `0HX-j9-5jF.title`) and every key of the `InfoPlist` table
/// (Info.plist keys such as `CFBundleName`, type descriptions). Renaming one would cut its text
/// off from what shows it, so check's naming rules, and with them `check --fix-names`, leave
/// them alone.
public enum XcodeNamedKeys {
  /// Whether Xcode names `key`: every key of the `InfoPlist` table (`inInfoPlistCatalog`, as
  /// `isInfoPlistCatalog` tells of the catalog), and Interface Builder's keys anywhere.
  public static func contains(_ key: String, comment: String?, inInfoPlistCatalog: Bool) -> Bool {
    inInfoPlistCatalog || isInterfaceBuilderKey(key, comment: comment)
  }

  /// Whether the catalog at `path` (a path or a file name) is the `InfoPlist` table, whose keys
  /// are Info.plist's.
  public static func isInfoPlistCatalog(_ path: String) -> Bool {
    path == "InfoPlist.xcstrings" || path.hasSuffix("/InfoPlist.xcstrings")
  }

  /// Whether `key` is an Interface Builder text's: its first segment is the object ID that the
  /// comment Xcode writes for it names (`Class = "NSMenuItem"; title = "Copy"; ObjectID =
  /// "0HX-j9-5jF";`), or has the shape of one (`xxx-xx-xxx`, letters and digits), and a
  /// property follows it.
  public static func isInterfaceBuilderKey(_ key: String, comment: String?) -> Bool {
    let utf8 = key.utf8
    guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex,
      utf8.index(after: dot) != utf8.endIndex
    else { return false }
    let objectID = key[..<dot]
    let bytes = objectID.utf8
    if bytes.count == 10,
      bytes.enumerated().allSatisfy({ index, byte in
        index == 3 || index == 6
          ? byte == UInt8(ascii: "-")
          : (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      })
    {
      return true
    }
    // Xcode's comment for an Interface Builder text starts with the object's class.
    guard let comment, comment.hasPrefix("Class = \"") else { return false }
    return comment.contains("ObjectID = \"\(objectID)\";")
  }
}
