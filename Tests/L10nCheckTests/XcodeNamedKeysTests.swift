import L10nCheck
import L10nProject
import Testing

/// `XcodeNamedKeys`: which keys Xcode names, so that no key convention applies to them.
@Suite struct XcodeNamedKeysTests {
  @Test(arguments: [
    ("0HX-j9-5jF.title", nil as String?, true),
    ("AUq-CT-rPl.title", nil, true),
    ("b36-nH-7po.placeholderString", nil, true),
    // Older storyboards number their objects: only Xcode's comment tells.
    ("83.title", #"Class = "NSMenuItem"; title = "Copy"; ObjectID = "83";"#, true),
    ("83.title", nil, false),
    ("0HX-j9-5jF", nil, false),
    ("0HX-j9-5jF.", nil, false),
    ("editor.add_frame_button.title", nil, false),
    ("abc-de-fghi.title", nil, false),
    ("ab_-de-fgh.title", nil, false),
    // Only Xcode's own comment, which starts with the object's class, names an object.
    ("editor.title", #"ObjectID = "editor";"#, false),
    ("editor.title", #"Class = "NSButton"; title = "Edit"; ObjectID = "editor";"#, true),
  ])
  func interfaceBuilderKeys(key: String, comment: String?, expected: Bool) {
    #expect(XcodeNamedKeys.isInterfaceBuilderKey(key, comment: comment) == expected)
  }

  @Test func theInfoPlistTable() {
    #expect(XcodeNamedKeys.isInfoPlistCatalog("InfoPlist.xcstrings"))
    #expect(XcodeNamedKeys.isInfoPlistCatalog("App/Resources/InfoPlist.xcstrings"))
    #expect(!XcodeNamedKeys.isInfoPlistCatalog("App/MyInfoPlist.xcstrings"))
    #expect(!XcodeNamedKeys.isInfoPlistCatalog("Localizable.xcstrings"))
  }

  /// Coverage per screen counts keys Xcode names together: an object ID or an Info.plist key is
  /// no screen.
  @Test func screensOfKeysXcodeNames() {
    #expect(KeyScreen.of("editor.add_frame_button.title") == "editor")
    #expect(KeyScreen.of("0HX-j9-5jF.title") == KeyScreen.interfaceBuilder)
    #expect(KeyScreen.of("83.title", comment: #"Class = "NSMenuItem"; ObjectID = "83";"#) == KeyScreen.interfaceBuilder)
    #expect(KeyScreen.of("83.title") == "83")
    #expect(KeyScreen.of("CFBundleName", inInfoPlist: true) == KeyScreen.infoPlist)
    #expect(KeyScreen.of("Open %@", inInfoPlist: false) == KeyScreen.naturalLanguage)
  }
}
