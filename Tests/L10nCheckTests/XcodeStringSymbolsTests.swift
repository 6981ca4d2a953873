import L10nProject
import Testing

/// `XcodeStringSymbols`: the symbols Xcode 26 generates for a String Catalog's manual keys. Every
/// key and symbol below was read from a `GeneratedStringSymbols_<Table>.swift` that Xcode wrote, as
/// the comment over each table says; none was produced by the code under test.
@Suite struct XcodeStringSymbolsTests {
  private static func p(_ label: String?, _ type: String) -> XcodeStringSymbols.Parameter {
    XcodeStringSymbols.Parameter(label: label, type: type)
  }

  /// CubeEdge/Longhorn, Xcode's own build output committed to the repository:
  /// `ios/build/LonghornApp.build/Release-iphonesimulator/LonghornApp.build/DerivedSources/
  /// GeneratedStringSymbols_Localizable.swift` at 18dd55452a331bbd1754c80cced791485b9d7142 (every symbol).
  static let longhorn: [(String, String)] = [
    ("action.cancel", "actionCancel"),
    ("action.close", "actionClose"),
    ("action.confirm", "actionConfirm"),
    ("action.copy_link", "actionCopyLink"),
    ("action.copy_to", "actionCopyTo"),
    ("action.create", "actionCreate"),
    ("action.delete", "actionDelete"),
    ("action.done", "actionDone"),
    ("action.download", "actionDownload"),
    ("action.edit", "actionEdit"),
    ("action.favorite", "actionFavorite"),
    ("action.location", "actionLocation"),
    ("action.move", "actionMove"),
    ("action.move_to", "actionMoveTo"),
    ("action.ok", "actionOk"),
    ("action.preview", "actionPreview"),
    ("action.rename", "actionRename"),
    ("action.rename_message", "actionRenameMessage"),
    ("action.retry", "actionRetry"),
    ("action.retry_load", "actionRetryLoad"),
    ("action.save", "actionSave"),
    ("action.select", "actionSelect"),
    ("action.select_all", "actionSelectAll"),
    ("action.select_none", "actionSelectNone"),
    ("action.select_up_to_20", "actionSelectUpTo20"),
    ("action.share", "actionShare"),
    ("action.star", "actionStar"),
    ("action.unfavorite", "actionUnfavorite"),
    ("action.unstar", "actionUnstar"),
    ("alert.confirm_delete", "alertConfirmDelete"),
    ("alert.error", "alertError"),
    ("alert.preview_failed", "alertPreviewFailed"),
    ("browse.library", "browseLibrary"),
    ("browse.locations", "browseLocations"),
    ("browse.search", "browseSearch"),
    ("browser.create_folder", "browserCreateFolder"),
    ("browser.delete_bin_message", "browserDeleteBinMessage"),
    ("browser.delete_confirm_message", "browserDeleteConfirmMessage"),
    ("browser.delete_single_message", "browserDeleteSingleMessage"),
    ("browser.departments", "browserDepartments"),
    ("browser.empty", "browserEmpty"),
    ("browser.files", "browserFiles"),
    ("browser.folder_name_placeholder", "browserFolderNamePlaceholder"),
    ("browser.loading", "browserLoading"),
    ("browser.new_name_placeholder", "browserNewNamePlaceholder"),
    ("browser.personal_space", "browserPersonalSpace"),
    ("browser.upload.exporting", "browserUploadExporting"),
    ("browser.upload_file", "browserUploadFile"),
    ("browser.upload_photo", "browserUploadPhoto"),
    ("browser.upload_progress", "browserUploadProgress"),
    ("browser.view_mode.grid", "browserViewModeGrid"),
    ("browser.view_mode.list", "browserViewModeList"),
    ("common.cancel_selection", "commonCancelSelection"),
    ("common.loading", "commonLoading"),
    ("common.selected_count", "commonSelectedCount"),
    ("daily_word.examples", "dailyWordExamples"),
    ("daily_word.listen", "dailyWordListen"),
    ("daily_word.meaning", "dailyWordMeaning"),
    ("daily_word.next", "dailyWordNext"),
    ("daily_word.title", "dailyWordTitle"),
    ("dept.GE", "deptGe"),
    ("dept.MS", "deptMs"),
    ("dept.OP", "deptOp"),
    ("dept.RD", "deptRd"),
    ("dept.RE", "deptRe"),
    ("error.dept_load_fail", "errorDeptLoadFail"),
    ("error.load_failed", "errorLoadFailed"),
    ("file.count_suffix", "fileCountSuffix"),
    ("file.download_preview", "fileDownloadPreview"),
    ("filter.all", "filterAll"),
    ("filter.audio", "filterAudio"),
    ("filter.document", "filterDocument"),
    ("filter.image", "filterImage"),
    ("filter.video", "filterVideo"),
    ("folder_picker.empty", "folderPickerEmpty"),
    ("folder_picker.enter", "folderPickerEnter"),
    ("folder_picker.go_up", "folderPickerGoUp"),
    ("folder_picker.no_folders", "folderPickerNoFolders"),
    ("folder_picker.root", "folderPickerRoot"),
    ("hint.pull_refresh", "hintPullRefresh"),
    ("home.quick_access", "homeQuickAccess"),
    ("home.recent", "homeRecent"),
    ("home.search_placeholder", "homeSearchPlaceholder"),
    ("home.title", "homeTitle"),
    ("label.access_count", "labelAccessCount"),
    ("label.share_count", "labelShareCount"),
    ("label.star_count", "labelStarCount"),
    ("label.statistics", "labelStatistics"),
    ("label.type", "labelType"),
    ("label.upload_date", "labelUploadDate"),
    ("label.upload_info", "labelUploadInfo"),
    ("label.uploader", "labelUploader"),
    ("language.de", "languageDe"),
    ("language.en", "languageEn"),
    ("language.ja", "languageJa"),
    ("language.zh", "languageZh"),
    ("link.copied", "linkCopied"),
    ("more.check_storage_trend", "moreCheckStorageTrend"),
    ("more.dashboard", "moreDashboard"),
    ("more.data_overview", "moreDataOverview"),
    ("more.dept_overview", "moreDeptOverview"),
    ("more.global_search", "moreGlobalSearch"),
    ("more.logout", "moreLogout"),
    ("more.management", "moreManagement"),
    ("more.my_files", "moreMyFiles"),
    ("more.personal_space", "morePersonalSpace"),
    ("more.system_overview", "moreSystemOverview"),
    ("more.team_management", "moreTeamManagement"),
    ("more.tools", "moreTools"),
    ("nav.home", "navHome"),
    ("permission.authorized_directory", "permissionAuthorizedDirectory"),
    ("permission.contribute", "permissionContribute"),
    ("permission.desc.contribute", "permissionDescContribute"),
    ("permission.desc.full", "permissionDescFull"),
    ("permission.desc.read", "permissionDescRead"),
    ("permission.expiry.1month", "permissionExpiry1Month"),
    ("permission.expiry.7days", "permissionExpiry7Days"),
    ("permission.expiry.custom", "permissionExpiryCustom"),
    ("permission.expiry.forever", "permissionExpiryForever"),
    ("permission.expiry_date", "permissionExpiryDate"),
    ("permission.full", "permissionFull"),
    ("permission.read", "permissionRead"),
    ("permission.select_folder_placeholder", "permissionSelectFolderPlaceholder"),
    ("permission.title", "permissionTitle"),
    ("permission.type", "permissionType"),
    ("permission.validity", "permissionValidity"),
    ("personal.core_stats", "personalCoreStats"),
    ("personal.my_files", "personalMyFiles"),
    ("personal.share_count", "personalShareCount"),
    ("personal.space", "personalSpace"),
    ("personal.title", "personalTitle"),
    ("quick.my_department", "quickMyDepartment"),
    ("quick.my_shares", "quickMyShares"),
    ("quick.recycle_bin", "quickRecycleBin"),
    ("quick.starred", "quickStarred"),
    ("recent.hint", "recentHint"),
    ("recent.no_files", "recentNoFiles"),
    ("recent.period.month", "recentPeriodMonth"),
    ("recent.period.today", "recentPeriodToday"),
    ("recent.period.two_weeks", "recentPeriodTwoWeeks"),
    ("recent.period.week", "recentPeriodWeek"),
    ("recent.title", "recentTitle"),
    ("recycle_bin.clear", "recycleBinClear"),
    ("recycle_bin.clear_all", "recycleBinClearAll"),
    ("recycle_bin.clear_warning", "recycleBinClearWarning"),
    ("recycle_bin.confirm_clear", "recycleBinConfirmClear"),
    ("recycle_bin.confirm_delete_count", "recycleBinConfirmDeleteCount"),
    ("recycle_bin.delete_permanently", "recycleBinDeletePermanently"),
    ("recycle_bin.deleted_at", "recycleBinDeletedAt"),
    ("recycle_bin.empty", "recycleBinEmpty"),
    ("recycle_bin.empty_description", "recycleBinEmptyDescription"),
    ("recycle_bin.original_location", "recycleBinOriginalLocation"),
    ("recycle_bin.restore", "recycleBinRestore"),
    ("recycle_bin.title", "recycleBinTitle"),
    ("role.admin", "roleAdmin"),
    ("role.lead", "roleLead"),
    ("role.member", "roleMember"),
    ("search.instruction", "searchInstruction"),
    ("search.no_results.description", "searchNoResultsDescription"),
    ("search.placeholder", "searchPlaceholder"),
    ("search.placeholder.all", "searchPlaceholderAll"),
    ("search.placeholder.dept", "searchPlaceholderDept"),
    ("search.placeholder.personal", "searchPlaceholderPersonal"),
    ("search.searching", "searchSearching"),
    ("search.title", "searchTitle"),
    ("settings.about", "settingsAbout"),
    ("settings.advanced", "settingsAdvanced"),
    ("settings.app_language", "settingsAppLanguage"),
    ("settings.cache", "settingsCache"),
    ("settings.cache_cleared", "settingsCacheCleared"),
    ("settings.clear_cache", "settingsClearCache"),
    ("settings.connection", "settingsConnection"),
    ("settings.content", "settingsContent"),
    ("settings.general", "settingsGeneral"),
    ("settings.language", "settingsLanguage"),
    ("settings.maintenance", "settingsMaintenance"),
    ("settings.recent", "settingsRecent"),
    ("settings.recent_period", "settingsRecentPeriod"),
    ("settings.reset_message", "settingsResetMessage"),
    ("settings.reset_preferences", "settingsResetPreferences"),
    ("settings.server", "settingsServer"),
    ("settings.server_url", "settingsServerUrl"),
    ("settings.title", "settingsTitle"),
    ("settings.version", "settingsVersion"),
    ("share.access_control", "shareAccessControl"),
    ("share.action.copy_link", "shareActionCopyLink"),
    ("share.action.edit", "shareActionEdit"),
    ("share.batch_create", "shareBatchCreate"),
    ("share.collection.file_count", "shareCollectionFileCount"),
    ("share.collection_desc", "shareCollectionDesc"),
    ("share.collection_name", "shareCollectionName"),
    ("share.collection_name_placeholder", "shareCollectionNamePlaceholder"),
    ("share.confirm_delete_count", "shareConfirmDeleteCount"),
    ("share.content", "shareContent"),
    ("share.create_link", "shareCreateLink"),
    ("share.delete_failed", "shareDeleteFailed"),
    ("share.delete_success", "shareDeleteSuccess"),
    ("share.edit.enter_password", "shareEditEnterPassword"),
    ("share.edit.expiry_date", "shareEditExpiryDate"),
    ("share.edit.password_hint", "shareEditPasswordHint"),
    ("share.edit.password_protect", "shareEditPasswordProtect"),
    ("share.edit.set_validity", "shareEditSetValidity"),
    ("share.edit.title_collection", "shareEditTitleCollection"),
    ("share.edit.title_file", "shareEditTitleFile"),
    ("share.edit.validity", "shareEditValidity"),
    ("share.expiry.1day", "shareExpiry1Day"),
    ("share.expiry.3days", "shareExpiry3Days"),
    ("share.file_info", "shareFileInfo"),
    ("share.language_settings", "shareLanguageSettings"),
    ("share.link_copied", "shareLinkCopied"),
    ("share.link_expiry_desc", "shareLinkExpiryDesc"),
    ("share.link_validity", "shareLinkValidity"),
    ("share.list.type", "shareListType"),
    ("share.need_password", "shareNeedPassword"),
    ("share.no_collections", "shareNoCollections"),
    ("share.no_collections_desc", "shareNoCollectionsDesc"),
    ("share.no_files", "shareNoFiles"),
    ("share.no_files_desc", "shareNoFilesDesc"),
    ("share.password", "sharePassword"),
    ("share.selected_count", "shareSelectedCount"),
    ("share.set_password", "shareSetPassword"),
    ("share.status.copied", "shareStatusCopied"),
    ("share.status.expired", "shareStatusExpired"),
    ("share.status.permanent", "shareStatusPermanent"),
    ("share.status.protected", "shareStatusProtected"),
    ("share.success", "shareSuccess"),
    ("share.tab.collections", "shareTabCollections"),
    ("share.tab.files", "shareTabFiles"),
    ("share.ui_language", "shareUiLanguage"),
    ("sort.date", "sortDate"),
    ("sort.name", "sortName"),
    ("sort.size", "sortSize"),
    ("sort.title", "sortTitle"),
    ("starred.confirm_unstar_count", "starredConfirmUnstarCount"),
    ("starred.confirm_unstar_message", "starredConfirmUnstarMessage"),
    ("starred.confirm_unstar_single", "starredConfirmUnstarSingle"),
    ("starred.folder", "starredFolder"),
    ("starred.hint", "starredHint"),
    ("starred.no_files", "starredNoFiles"),
    ("starred.open_folder", "starredOpenFolder"),
    ("starred.title", "starredTitle"),
    ("starred.unstar_batch_partial", "starredUnstarBatchPartial"),
    ("starred.unstar_batch_partial %lld %lld", "starredUnstarBatchPartial"),
    ("starred.unstar_batch_success", "starredUnstarBatchSuccess"),
    ("starred.unstar_batch_success %lld", "starredUnstarBatchSuccess"),
    ("starred.unstar_failed", "starredUnstarFailed"),
    ("starred.unstar_success", "starredUnstarSuccess"),
    ("stats.access_count %lld", "statsAccessCount"),
    ("stats.activity_analysis", "statsActivityAnalysis"),
    ("stats.activity_trend", "statsActivityTrend"),
    ("stats.contribution", "statsContribution"),
    ("stats.core_metrics", "statsCoreMetrics"),
    ("stats.details", "statsDetails"),
    ("stats.files", "statsFiles"),
    ("stats.members", "statsMembers"),
    ("stats.no_logs", "statsNoLogs"),
    ("stats.no_logs.description", "statsNoLogsDescription"),
    ("stats.starred", "statsStarred"),
    ("stats.storage", "statsStorage"),
    ("stats.storage_percent", "statsStoragePercent"),
    ("stats.storage_share", "statsStorageShare"),
    ("stats.title", "statsTitle"),
    ("stats.today_files", "statsTodayFiles"),
    ("stats.unknown_user", "statsUnknownUser"),
    ("stats.upload", "statsUpload"),
    ("status.downloaded", "statusDownloaded"),
    ("status.loading", "statusLoading"),
    ("status.opening", "statusOpening"),
    ("status.starred", "statusStarred"),
    ("tab.browse", "tabBrowse"),
    ("tab.more", "tabMore"),
    ("tab.personal", "tabPersonal"),
    ("title.file_info", "titleFileInfo"),
    ("toast.batch_star_toggle", "toastBatchStarToggle"),
    ("toast.copy_success", "toastCopySuccess"),
    ("toast.delete_success", "toastDeleteSuccess"),
    ("toast.download_failed", "toastDownloadFailed"),
    ("toast.folder_created", "toastFolderCreated"),
    ("toast.move_success", "toastMoveSuccess"),
    ("toast.original_downloaded", "toastOriginalDownloaded"),
    ("toast.password_copied", "toastPasswordCopied"),
    ("toast.preview_failed", "toastPreviewFailed"),
    ("toast.rename_success", "toastRenameSuccess"),
    ("toast.reset_success", "toastResetSuccess"),
    ("toast.star_failed", "toastStarFailed"),
    ("toast.starred", "toastStarred"),
    ("toast.starred_success", "toastStarredSuccess"),
    ("toast.unstarred_success", "toastUnstarredSuccess"),
    ("upload.clear_completed", "uploadClearCompleted"),
    ("upload.no_tasks", "uploadNoTasks"),
    ("upload.no_tasks_description", "uploadNoTasksDescription"),
    ("upload.remaining_hours", "uploadRemainingHours"),
    ("upload.remaining_minutes", "uploadRemainingMinutes"),
    ("upload.remaining_seconds", "uploadRemainingSeconds"),
    ("upload.tasks_title", "uploadTasksTitle"),
    ("user.add_permission", "userAddPermission"),
    ("user.basic_info", "userBasicInfo"),
    ("user.created_at", "userCreatedAt"),
    ("user.department", "userDepartment"),
    ("user.dept_unassigned", "userDeptUnassigned"),
    ("user.no_permissions", "userNoPermissions"),
    ("user.permissions", "userPermissions"),
    ("user.reset_password_placeholder", "userResetPasswordPlaceholder"),
    ("user.role", "userRole"),
    ("user.username", "userUsername"),
    ("view.grid", "viewGrid"),
    ("view.list", "viewList"),
    ("view.title", "viewTitle"),
  ]

  /// sreejithraman/snip-snap, a committed copy of Xcode's `GeneratedStringSymbols_Localizable.swift`:
  /// `Packages/SnipSnapLibrary/Sources/SnipSnapCloud/SnipSnapCloudGeneratedStringSymbols.swift` at
  /// b3fe5c5f8465c03da91e0d0ff043fae9f8ad985b (every symbol).
  static let snipSnapCloud: [(String, String)] = [
    ("%lld MiB", "miB"),
    ("%lld bytes", "bytes"),
    ("Another iCloud Sync task is still running.", "anotherICloudSyncTaskIsStillRunning"),
    (
      "Choose how to handle the iCloud encrypted-data reset before turning sync on.",
      "chooseHowToHandleTheICloudEncryptedDataResetBeforeTurningSyncOn"
    ),
    ("The iCloud Sync collection is not valid.", "theICloudSyncCollectionIsNotValid"),
    ("These attachments cannot sync. %@", "theseAttachmentsCannotSync"),
    ("attachment.error.detail", "attachmentErrorDetail"),
    ("iCloud Sync does not have an active collection.", "iCloudSyncDoesNotHaveAnActiveCollection"),
    ("larger than Snip Snap’s %@ per-file limit", "largerThanSnipSnapsPerFileLimit"),
    ("local file is missing or changed", "localFileIsMissingOrChanged"),
    ("part of a snip above Snip Snap’s %@ attachment limit", "partOfASnipAboveSnipSnapsAttachmentLimit"),
    ("unknown", "unknown"),
    ("unsupported file type %@", "unsupportedFileType"),
  ]

  /// sreejithraman/snip-snap, a committed copy of Xcode's `GeneratedStringSymbols_Localizable.swift`:
  /// `Packages/SnipSnapLibrary/Sources/SnipSnapCore/SnipSnapCoreGeneratedStringSymbols.swift` at
  /// 9544f7d7ac83707c86db807ffb5d83171db2f822 (every symbol).
  static let snipSnapCore: [(String, String)] = [
    ("A list with that name already exists.", "aListWithThatNameAlreadyExists"),
    ("Deleting Synced Content…", "deletingSyncedContent"),
    ("Local Only", "localOnly"),
    ("Old Synced Content Removal Pending", "oldSyncedContentRemovalPending"),
    (
      """
      Saved snips and attachments sync through your private iCloud database. Snip Snap’s maintainers cannot inspect \
      private records in CloudKit Console. Apple encrypts synced data in transit and at rest; user fields use \
      encrypted values and files use CKAsset data. Those user fields and attachments are end-to-end encrypted only \
      when Advanced Data Protection is on.
      """,
      """
      savedSnipsAndAttachmentsSyncThroughYourPrivateICloudDatabaseSnipSnapsMaintainersCannotInspectPrivateRecordsInClo\
      udKitConsoleAppleEncryptsSyncedDataInTransitAndAtRestUserFieldsUseEncryptedValuesAndFilesUseCkassetDataThoseUser\
      FieldsAndAttachmentsAreEndToEndEncryptedOnlyWhenAdvancedDataProtectionIsOn
      """
    ),
    ("Select at least two snips to merge.", "selectAtLeastTwoSnipsToMerge"),
    ("Setting Up iCloud Sync…", "settingUpICloudSync"),
    (
      "Snip Snap cannot save changes until its snip store is available.",
      "snipSnapCannotSaveChangesUntilItsSnipStoreIsAvailable"
    ),
    ("Snip Snap could not copy one of the files.", "snipSnapCouldNotCopyOneOfTheFiles"),
    (
      "Snip Snap could not finish setting up iCloud Sync. Your local library remains available. %@",
      "snipSnapCouldNotFinishSettingUpICloudSyncYourLocalLibraryRemainsAvailable"
    ),
    (
      "Snip Snap could not finish the iCloud action. Check the current sync status before you retry. %@",
      "snipSnapCouldNotFinishTheICloudActionCheckTheCurrentSyncStatusBeforeYouRetry"
    ),
    ("Snip Snap could not read its saved snips.", "snipSnapCouldNotReadItsSavedSnips"),
    ("Snip Snap does not send local-only data to CloudKit.", "snipSnapDoesNotSendLocalOnlyDataToCloudKit"),
    ("Snip Snap found records it could not copy safely.", "snipSnapFoundRecordsItCouldNotCopySafely"),
    (
      "Snip Snap is checking iCloud before it starts or joins the new synced collection.",
      "snipSnapIsCheckingICloudBeforeItStartsOrJoinsTheNewSyncedCollection"
    ),
    (
      "Snip Snap is fetching iCloud data and preparing a safe merged copy.",
      "snipSnapIsFetchingICloudDataAndPreparingASafeMergedCopy"
    ),
    ("Snip Snap is finishing iCloud Sync setup.", "snipSnapIsFinishingICloudSyncSetup"),
    (
      "Snip Snap is making a local copy of your synced library. Your iCloud copy will stay in place.",
      "snipSnapIsMakingALocalCopyOfYourSyncedLibraryYourICloudCopyWillStayInPlace"
    ),
    (
      "Snip Snap is starting a fresh empty synced collection and removing the old data zones.",
      "snipSnapIsStartingAFreshEmptySyncedCollectionAndRemovingTheOldDataZones"
    ),
    (
      """
      Snip Snap started a fresh empty synced collection, but it could not remove all old iCloud data yet. It will \
      retry the next time it syncs. Your local recovery copy remains.
      """,
      """
      snipSnapStartedAFreshEmptySyncedCollectionButItCouldNotRemoveAllOldICloudDataYetItWillRetryTheNextTimeItSyncsYou\
      rLocalRecoveryCopyRemains
      """
    ),
    (
      """
      Snip Snap stopped sync and kept this device’s snips and available attachment files as a read-only recovery \
      copy. Choose how to start again.
      """,
      """
      snipSnapStoppedSyncAndKeptThisDevicesSnipsAndAvailableAttachmentFilesAsAReadOnlyRecoveryCopyChooseHowToStartAgai\
      n
      """
    ),
    ("Starting a New Synced Collection…", "startingANewSyncedCollection"),
    ("Sync Needs Attention", "syncNeedsAttention"),
    ("Synced Content Deleted", "syncedContentDeleted"),
    (
      """
      Synced content was removed. This device kept a local recovery copy. A small control record remains in iCloud so \
      an old device cannot restore the deleted collection.
      """,
      """
      syncedContentWasRemovedThisDeviceKeptALocalRecoveryCopyASmallControlRecordRemainsInICloudSoAnOldDeviceCannotRest\
      oreTheDeletedCollection
      """
    ),
    (
      "That action cannot be undone because the same fields changed on another device.",
      "thatActionCannotBeUndoneBecauseTheSameFieldsChangedOnAnotherDevice"
    ),
    ("That change cannot run with other changes.", "thatChangeCannotRunWithOtherChanges"),
    ("That choice does not apply to this recovered edit.", "thatChoiceDoesNotApplyToThisRecoveredEdit"),
    ("That list is not available.", "thatListIsNotAvailable"),
    (
      "That recovered edit changed. Refresh the review and try again.",
      "thatRecoveredEditChangedRefreshTheReviewAndTryAgain"
    ),
    ("That recovered edit is no longer available.", "thatRecoveredEditIsNoLongerAvailable"),
    ("That snip no longer exists.", "thatSnipNoLongerExists"),
    ("The backup or saved snips changed. Review the import again.", "theBackupOrSavedSnipsChangedReviewTheImportAgain"),
    ("There is nothing to save.", "thereIsNothingToSave"),
    (
      "This device is changing its storage choice. Try again when setup finishes.",
      "thisDeviceIsChangingItsStorageChoiceTryAgainWhenSetupFinishes"
    ),
    (
      "This is a recovery copy. Restore it to an active library before making changes.",
      "thisIsARecoveryCopyRestoreItToAnActiveLibraryBeforeMakingChanges"
    ),
    (
      "This snip changed in another window. Copy your edits, reopen it, and try again.",
      "thisSnipChangedInAnotherWindowCopyYourEditsReopenItAndTryAgain"
    ),
    ("This snip store cannot change storage modes.", "thisSnipStoreCannotChangeStorageModes"),
    ("Turning Off iCloud Sync…", "turningOffICloudSync"),
    ("iCloud Encrypted Data Was Reset", "iCloudEncryptedDataWasReset"),
    ("iCloud Sync On", "iCloudSyncOn"),
  ]

  /// sreejithraman/snip-snap, a committed copy of Xcode's `GeneratedStringSymbols_Localizable.swift`:
  /// `Packages/SnipSnapLibrary/Sources/SnipSnapPersistence/SnipSnapPersistenceGeneratedStringSymbols.swift`
  /// at 9544f7d7ac83707c86db807ffb5d83171db2f822 (every symbol).
  static let snipSnapPersistence: [(String, String)] = [
    (
      "%@ Snip Snap also could not open the JSON store, so it cannot save new snips.",
      "snipSnapAlsoCouldNotOpenTheJsonStoreSoItCannotSaveNewSnips"
    ),
    (
      "A Local store exists without a valid migration marker. Snip Snap left it in place.",
      "aLocalStoreExistsWithoutAValidMigrationMarkerSnipSnapLeftItInPlace"
    ),
    ("An attachment did not match its copied file: %@.", "anAttachmentDidNotMatchItsCopiedFile"),
    (
      "Snip Snap could not create its local storage folder, so it cannot save new snips. %@",
      "snipSnapCouldNotCreateItsLocalStorageFolderSoItCannotSaveNewSnips"
    ),
    (
      "Snip Snap could not finish its storage upgrade. It kept the JSON store active. %@",
      "snipSnapCouldNotFinishItsStorageUpgradeItKeptTheJsonStoreActive"
    ),
    ("Snip Snap could not keep the shared files.", "snipSnapCouldNotKeepTheSharedFiles"),
    (
      """
      Snip Snap could not open its SwiftData store. It left the Local and JSON stores unchanged, so it cannot save \
      new snips.
      """,
      "snipSnapCouldNotOpenItsSwiftDataStoreItLeftTheLocalAndJsonStoresUnchangedSoItCannotSaveNewSnips"
    ),
    (
      """
      Snip Snap could not open its migrated SwiftData store and could not safely move Local back to staging. It left \
      Local and JSON in place and will not save new snips. %@
      """,
      """
      snipSnapCouldNotOpenItsMigratedSwiftDataStoreAndCouldNotSafelyMoveLocalBackToStagingItLeftLocalAndJsonInPlaceAnd\
      WillNotSaveNewSnips
      """
    ),
    (
      "Snip Snap kept the unreadable JSON as %@ and started a new JSON store. %@",
      "snipSnapKeptTheUnreadableJsonAsAndStartedANewJsonStore"
    ),
    ("The JSON store changed while Snip Snap was copying it.", "theJsonStoreChangedWhileSnipSnapWasCopyingIt"),
    ("The JSON store refers to a missing attachment: %@.", "theJsonStoreRefersToAMissingAttachment"),
    (
      "The Local store migration marker is invalid. Snip Snap left the store in place.",
      "theLocalStoreMigrationMarkerIsInvalidSnipSnapLeftTheStoreInPlace"
    ),
    ("The SwiftData check did not match the JSON store.", "theSwiftDataCheckDidNotMatchTheJsonStore"),
    (
      "This build does not have access to the shared Snip Snap container.",
      "thisBuildDoesNotHaveAccessToTheSharedSnipSnapContainer"
    ),
    ("attachment.genericName", "attachmentGenericName"),
  ]

  /// skiptools/skipapp-landmarks, Xcode's `GeneratedStringSymbols_LandmarkData.swift` and
  /// `GeneratedStringSymbols_LandmarkCollectionData.swift` for Apple's Landmarks sample, pasted into
  /// `Sources/Landmarks/PlatformAdaptor.swift` at 9e62db69ae9e41f9691c38c3d42d19f7c47c1e6e (every symbol of
  /// `enum LandmarkData`).
  static let landmarkData: [(String, String)] = [
    ("ALPS_DESCRIPTION", "alpsDescription"),
    ("ALPS_LOCATION", "alpsLocation"),
    ("ALPS_NAME", "alpsName"),
    ("AMAZON_RAINFOREST_DESCRIPTION", "amazonRainforestDescription"),
    ("AMAZON_RAINFOREST_LOCATION", "amazonRainforestLocation"),
    ("AMAZON_RAINFOREST_NAME", "amazonRainforestName"),
    ("DEADVLEI_DESCRIPTION", "deadvleiDescription"),
    ("DEADVLEI_LOCATION", "deadvleiLocation"),
    ("DEADVLEI_NAME", "deadvleiName"),
    ("GRAND_CANYON_DESCRIPTION", "grandCanyonDescription"),
    ("GRAND_CANYON_LOCATION", "grandCanyonLocation"),
    ("GRAND_CANYON_NAME", "grandCanyonName"),
    ("GREAT_BARRIER_REEF_DESCRIPTION", "greatBarrierReefDescription"),
    ("GREAT_BARRIER_REEF_LOCATION", "greatBarrierReefLocation"),
    ("GREAT_BARRIER_REEF_NAME", "greatBarrierReefName"),
    ("JOSHUA_TREE_DESCRIPTION", "joshuaTreeDescription"),
    ("JOSHUA_TREE_LOCATION", "joshuaTreeLocation"),
    ("JOSHUA_TREE_NAME", "joshuaTreeName"),
    ("KIRKJUFELL_MOUNTAIN_DESCRIPTION", "kirkjufellMountainDescription"),
    ("KIRKJUFELL_MOUNTAIN_LOCATION", "kirkjufellMountainLocation"),
    ("KIRKJUFELL_MOUNTAIN_NAME", "kirkjufellMountainName"),
    ("LENÇÓIS_MARANHENSES_DESCRIPTION", "lençóisMaranhensesDescription"),
    ("LENÇÓIS_MARANHENSES_LOCATION", "lençóisMaranhensesLocation"),
    ("LENÇÓIS_MARANHENSES_NAME", "lençóisMaranhensesName"),
    ("MONUMENT_VALLEY_DESCRIPTION", "monumentValleyDescription"),
    ("MONUMENT_VALLEY_LOCATION", "monumentValleyLocation"),
    ("MONUMENT_VALLEY_NAME", "monumentValleyName"),
    ("MOUNT_EVEREST_DESCRIPTION", "mountEverestDescription"),
    ("MOUNT_EVEREST_LOCATION", "mountEverestLocation"),
    ("MOUNT_EVEREST_NAME", "mountEverestName"),
    ("MOUNT_FUJI_DESCRIPTION", "mountFujiDescription"),
    ("MOUNT_FUJI_LOCATION", "mountFujiLocation"),
    ("MOUNT_FUJI_NAME", "mountFujiName"),
    ("MUIR_WOODS_DESCRIPTION", "muirWoodsDescription"),
    ("MUIR_WOODS_LOCATION", "muirWoodsLocation"),
    ("MUIR_WOODS_NAME", "muirWoodsName"),
    ("NIAGARA_FALLS_DESCRIPTION", "niagaraFallsDescription"),
    ("NIAGARA_FALLS_LOCATION", "niagaraFallsLocation"),
    ("NIAGARA_FALLS_NAME", "niagaraFallsName"),
    ("ROCKY_MOUNTAINS_DESCRIPTION", "rockyMountainsDescription"),
    ("ROCKY_MOUNTAINS_LOCATION", "rockyMountainsLocation"),
    ("ROCKY_MOUNTAINS_NAME", "rockyMountainsName"),
    ("SAHARA_DESERT_DESCRIPTION", "saharaDesertDescription"),
    ("SAHARA_DESERT_LOCATION", "saharaDesertLocation"),
    ("SAHARA_DESERT_NAME", "saharaDesertName"),
    ("SERENGETI_DESCRIPTION", "serengetiDescription"),
    ("SERENGETI_LOCATION", "serengetiLocation"),
    ("SERENGETI_NAME", "serengetiName"),
    ("SOUTH_SHETLAND_ISLANDS_DESCRIPTION", "southShetlandIslandsDescription"),
    ("SOUTH_SHETLAND_ISLANDS_LOCATION", "southShetlandIslandsLocation"),
    ("SOUTH_SHETLAND_ISLANDS_NAME", "southShetlandIslandsName"),
    ("UYUNI_SALT_FLAT_DESCRIPTION", "uyuniSaltFlatDescription"),
    ("UYUNI_SALT_FLAT_LOCATION", "uyuniSaltFlatLocation"),
    ("UYUNI_SALT_FLAT_NAME", "uyuniSaltFlatName"),
    ("WHITE_CLIFFS_OF_DOVER_DESCRIPTION", "whiteCliffsOfDoverDescription"),
    ("WHITE_CLIFFS_OF_DOVER_LOCATION", "whiteCliffsOfDoverLocation"),
    ("WHITE_CLIFFS_OF_DOVER_NAME", "whiteCliffsOfDoverName"),
    ("WULINGYUAN_DESCRIPTION", "wulingyuanDescription"),
    ("WULINGYUAN_LOCATION", "wulingyuanLocation"),
    ("WULINGYUAN_NAME", "wulingyuanName"),
    ("YELLOWSTONE_NATIONAL_PARK_DESCRIPTION", "yellowstoneNationalParkDescription"),
    ("YELLOWSTONE_NATIONAL_PARK_LOCATION", "yellowstoneNationalParkLocation"),
    ("YELLOWSTONE_NATIONAL_PARK_NAME", "yellowstoneNationalParkName"),
  ]

  /// The same file: every symbol of `enum LandmarkCollectionData`.
  static let landmarkCollectionData: [(String, String)] = [
    ("2023_TRIP_DESCRIPTION", "_2023TripDescription"),
    ("2023_TRIP_NAME", "_2023TripName"),
    ("FAVORITES_NAME", "favoritesName"),
    ("ICY_WONDERLAND_DESCRIPTION", "icyWonderlandDescription"),
    ("ICY_WONDERLAND_NAME", "icyWonderlandName"),
    ("SWEET_DESERTS_DESCRIPTION", "sweetDesertsDescription"),
    ("SWEET_DESERTS_NAME", "sweetDesertsName"),
    ("TOWERING_PEAKS_DESCRIPTION", "toweringPeaksDescription"),
    ("TOWERING_PEAKS_NAME", "toweringPeaksName"),
  ]

  /// bugsmachine/TimeBar, Xcode's build output committed to the repository:
  /// `build/TimeBar.build/Release/TimeBar.build/DerivedSources/GeneratedStringSymbols_Localizable.swift` at
  /// 50a228f3c729af4b598eafae1bc226e41279a0a1 (its only symbol).
  static let timeBar: [(String, String)] = [
    ("Settings", "settings")
  ]

  /// Generated files whose repository the public code index did not name; each group gives the
  /// index's file id. All are Xcode 26 output by their header (`nonisolated extension`,
  /// "Auto-Generated symbols for localized strings defined in …").
  static let unattributed: [(String, String)] = [
    // File 57599000853.
    ("%lld active", "active"),
    ("Amber Monitor", "amberMonitor"),
    (
      "Classic neon blues and magentas with bright arcade highlights.",
      "classicNeonBluesAndMagentasWithBrightArcadeHighlights"
    ),
    (
      "Clean black-and-white visuals with glow and trails stripped back.",
      "cleanBlackAndWhiteVisualsWithGlowAndTrailsStrippedBack"
    ),
    ("Minimal Mono", "minimalMono"),
    ("Off", "off"),
    ("On", "on"),
    (
      "Phosphor greens, strong contrast, and a terminal-style glow.",
      "phosphorGreensStrongContrastAndATerminalStyleGlow"
    ),
    ("Retro Green CRT", "retroGreenCrt"),
    ("SPEED BOOST", "speedBoost"),
    ("Score %@, %@ %lld, %@ %lld", "score"),
    ("Synthwave", "synthwave"),
    ("Theme", "theme"),
    ("Warm amber tones inspired by vintage monochrome monitors.", "warmAmberTonesInspiredByVintageMonochromeMonitors"),
    // File 61197918193.
    ("Evaluate JavaScript with ${content}", "evaluateJavaScriptWith$Content"),
    ("Update file with ${content}", "updateFileWith$Content"),
    // File 8429732330.
    ("F_A_Description", "fADescription"),
    ("F_A_Title", "fATitle"),
    ("F_B_Description", "fBDescription"),
    ("F_B_Title", "fBTitle"),
    // File 57898869281.
    ("CFBundleDisplayName", "cfbundleDisplayName"),
    ("CFBundleName", "cfbundleName"),
    // File 71125805893.
    ("locChildIsSleeping", "locChildIsSleeping"),
    ("locWakeUp", "locWakeUp"),
    // File 55068625382.
    ("app.name", "appName"),
    ("ingest.clipboardImport", "ingestClipboardImport"),
    ("llm.provider.minimax", "llmProviderMinimax"),
    ("llm.provider.qwen", "llmProviderQwen"),
    ("llm.provider.zhipu", "llmProviderZhipu"),
    // File 55215296376.
    ("paywall.error.productUnavailable", "paywallErrorProductUnavailable"),
    ("paywall.general.bullet1", "paywallGeneralBullet1"),
    ("paywall.lifeStory.bullet4", "paywallLifeStoryBullet4"),
    ("paywall.info.nothingToRestore", "paywallInfoNothingToRestore"),
    ("paywall.purchase.priceLine", "paywallPurchasePriceLine"),
  ]

  @Test(arguments: longhorn)
  func symbolsOfLonghorn(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  @Test(arguments: snipSnapCloud)
  func symbolsOfSnipSnapCloud(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  @Test(arguments: snipSnapCore)
  func symbolsOfSnipSnapCore(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  @Test(arguments: snipSnapPersistence)
  func symbolsOfSnipSnapPersistence(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  @Test(arguments: landmarkData)
  func symbolsOfLandmarkData(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  @Test(arguments: landmarkCollectionData)
  func symbolsOfLandmarkCollectionData(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  @Test(arguments: timeBar)
  func symbolsOfTimeBar(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  @Test(arguments: unattributed)
  func symbolsOfUnattributed(key: String, symbol: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == symbol)
  }

  /// The parameters of the `static func`s among the keys above, as the generated signatures give them.
  static let parameterCases: [(String, String, [XcodeStringSymbols.Parameter])] = [
    // CubeEdge/Longhorn's generated file (above). A dotted key's value is not in it; the generated
    // `defaultValue` is, and it holds the value's placeholders only (`\(arg1, specifier: "%d")`), so that is
    // the value used here.
    ("action.rename_message", "%@", [p(nil, "String")]),
    ("common.selected_count", "%lld", [p(nil, "Int")]),
    ("recycle_bin.confirm_delete_count", "%d", [p(nil, "Int32")]),
    ("recycle_bin.original_location", "%@", [p(nil, "String")]),
    ("search.placeholder.dept", "%@", [p(nil, "String")]),
    ("share.collection.file_count", "%lld", [p(nil, "Int")]),
    ("share.confirm_delete_count", "%lld", [p(nil, "Int")]),
    ("starred.confirm_unstar_count", "%lld", [p(nil, "Int")]),
    ("starred.confirm_unstar_message", "%@", [p(nil, "String")]),
    ("starred.unstar_batch_partial", "%d%d", [p(nil, "Int32"), p(nil, "Int32")]),
    ("starred.unstar_batch_partial %lld %lld", "%lld%lld", [p(nil, "Int"), p(nil, "Int")]),
    ("starred.unstar_batch_success", "%d", [p(nil, "Int32")]),
    ("starred.unstar_batch_success %lld", "%lld", [p(nil, "Int")]),
    ("stats.access_count %lld", "%lld", [p(nil, "Int")]),
    ("stats.storage_percent", "%@", [p(nil, "String")]),
    ("upload.remaining_hours", "%d", [p(nil, "Int32")]),
    ("upload.remaining_minutes", "%d", [p(nil, "Int32")]),
    ("upload.remaining_seconds", "%d", [p(nil, "Int32")]),
    // sreejithraman/snip-snap's three files (above): a key that is its own source value, as the generated
    // `defaultValue` confirms; `attachment.error.detail`'s value is its `defaultValue`'s placeholders.
    ("%lld MiB", "%lld MiB", [p(nil, "Int")]),
    ("%lld bytes", "%lld bytes", [p(nil, "Int")]),
    ("These attachments cannot sync. %@", "These attachments cannot sync. %@", [p(nil, "String")]),
    ("attachment.error.detail", "%@%@", [p(nil, "String"), p(nil, "String")]),
    ("larger than Snip Snap’s %@ per-file limit", "larger than Snip Snap’s %@ per-file limit", [p(nil, "String")]),
    ("unsupported file type %@", "unsupported file type %@", [p(nil, "String")]),
    ("Local Only", "Local Only", []),
    ("Deleting Synced Content…", "Deleting Synced Content…", []),
    (
      "%@ Snip Snap also could not open the JSON store, so it cannot save new snips.",
      "%@ Snip Snap also could not open the JSON store, so it cannot save new snips.",
      [p(nil, "String")]
    ),
    (
      "An attachment did not match its copied file: %@.",
      "An attachment did not match its copied file: %@.",
      [p(nil, "String")]
    ),
    (
      "Snip Snap kept the unreadable JSON as %@ and started a new JSON store. %@",
      "Snip Snap kept the unreadable JSON as %@ and started a new JSON store. %@",
      [p(nil, "String"), p(nil, "String")]
    ),
    // The unattributed files (above): file 57599000853's keys are their own values; file 8429732330's
    // `defaultValue`s read `\(name)` and `\(age, specifier: "%llu")`, so its values name their
    // placeholders (written here without the argument number the file does not show).
    ("%lld active", "%lld active", [p(nil, "Int")]),
    (
      "Score %@, %@ %lld, %@ %lld",
      "Score %@, %@ %lld, %@ %lld",
      [p(nil, "String"), p(nil, "String"), p(nil, "Int"), p(nil, "String"), p(nil, "Int")]
    ),
    ("F_A_Description", "%(name)@", [p("name", "String")]),
    ("F_B_Description", "%(age)llu", [p("age", "UInt")]),
    ("locChildIsSleeping", "%@", [p(nil, "String")]),
    ("paywall.purchase.priceLine", "%@", [p(nil, "String")]),
  ]

  @Test(arguments: parameterCases)
  func parameters(key: String, sourceValue: String, expected: [XcodeStringSymbols.Parameter]) {
    #expect(XcodeStringSymbols.symbol(forKey: key) != nil)
    #expect(XcodeStringSymbols.parameters(sourceValue: sourceValue) == expected)
  }

  /// EhPanda-Team/EhPanda, `.planning/phases/16-dynamic-type-accessibility/16-19-SUMMARY.md` at
  /// 0c725764685eee21f9cd4f1406f3a7437c56940c, quoting `xcrun xcstringstool generate-symbols`: the key
  /// `accessibility.rating_value`, valued `%#@rating@ out of 5` with the substitution's `formatSpecifier`
  /// `.1f`, gives `static func accessibilityRatingValue(rating: Float)`; `g` and `lf` give `Double`.
  @Test func substitutions() {
    #expect(XcodeStringSymbols.symbol(forKey: "accessibility.rating_value") == "accessibilityRatingValue")
    let parameters = XcodeStringSymbols.parameters(
      sourceValue: "%#@rating@ out of 5", substitutionSpecifiers: ["rating": ".1f"])
    #expect(parameters == [Self.p("rating", "Float")])
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: ".1f") == "Float")
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "g") == "Double")
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "lf") == "Double")
  }

  /// The types of the placeholders the generated signatures above show: `%@`, `%d`, `%lld`, `%llu`.
  @Test func types() {
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "%@") == "String")
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "%d") == "Int32")
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "lld") == "Int")
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "%llu") == "UInt")
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "%lld items") == nil)
    #expect(XcodeStringSymbols.swiftType(forFormatSpecifier: "%#@count@") == nil)
  }

  /// Keys Xcode derives no symbol for. `""` and `%lld`: batonogov/pine pull request 355
  /// (https://github.com/batonogov/pine/pull/355), keys "that cannot be derived into valid Swift symbol
  /// names". `%@`: kyleve/Stuff, `Where/WhereIntents/README.md` at f836f3e2f738dad136f3234f433d86d3f002f0ca
  /// ("Unable to derive a symbol name from this key."). `%@ → %@`, `%lld%%` ("un-nameable") and `Type`
  /// ("too close to a reserved keyword"): a QA report quoting Xcode's errors, public code index file
  /// 70268384388 (its repository not named).
  @Test(arguments: ["", "%lld", "%@", "%@ → %@", "%lld%%", "Type"])
  func keysWithoutSymbol(key: String) {
    #expect(XcodeStringSymbols.symbol(forKey: key) == nil)
  }

  /// Keys Xcode reported as generating one symbol ("This string key would generate the same symbol as
  /// …"). The QA report above (file 70268384388) names its groups: `days`/`Days`, `Reconnect`/`Reconnect…`,
  /// `Saved in Keychain`/`Saved in Keychain.`, `All Mailboxes`/`All mailboxes`, `Block Sender`/`Block
  /// Sender?`/`Block Sender…`, `Create Task…`/`Create task`. nightscout/Trio issue 1360
  /// (https://github.com/nightscout/Trio/issues/1360) quotes the errors naming "Allow uploads" and "Temp
  /// Targets"; the keys they collide with are the issue's.
  @Test(arguments: [
    ["days", "Days"],
    ["Reconnect", "Reconnect…"],
    ["Saved in Keychain", "Saved in Keychain."],
    ["All Mailboxes", "All mailboxes"],
    ["Block Sender", "Block Sender?", "Block Sender…"],
    ["Create Task…", "Create task"],
    ["Allow uploads", "Allow Uploads"],
    ["Temp Targets", "Temp targets"],
  ])
  func keysWithOneSymbol(keys: [String]) {
    let symbols = Set(keys.map { XcodeStringSymbols.symbol(forKey: $0) })
    #expect(symbols.count == 1)
    #expect(!symbols.contains(nil))
    #expect(
      XcodeStringSymbols.collide(key: keys[0], sourceValue: keys[0], otherKey: keys[1], otherSourceValue: keys[1]))
  }

  /// CubeEdge/Longhorn's file (above) holds both `starredUnstarBatchPartial(_: Int32, _: Int32)` and
  /// `starredUnstarBatchPartial(_: Int, _: Int)`: one name, two overloads, no collision.
  @Test func overloadsDoNotCollide() {
    #expect(
      !XcodeStringSymbols.collide(
        key: "starred.unstar_batch_partial", sourceValue: "%d%d",
        otherKey: "starred.unstar_batch_partial %lld %lld", otherSourceValue: "%lld%lld"))
    #expect(
      !XcodeStringSymbols.collide(
        key: "starred.unstar_batch_success", sourceValue: "%d",
        otherKey: "starred.unstar_batch_success %lld", otherSourceValue: "%lld"))
  }

  /// Tables other than `Localizable` nest their symbols in an enum named after the table: skiptools'
  /// `LandmarkData` and `LandmarkCollectionData` (above), and `Paywall` and `InfoPlist` (unattributed
  /// files 55215296376 and 57898869281).
  @Test func memberPaths() {
    #expect(
      XcodeStringSymbols.memberPath(forKey: "ALPS_DESCRIPTION", table: "LandmarkData")
        == "LandmarkData.alpsDescription")
    #expect(
      XcodeStringSymbols.memberPath(forKey: "2023_TRIP_NAME", table: "LandmarkCollectionData")
        == "LandmarkCollectionData._2023TripName")
    #expect(
      XcodeStringSymbols.memberPath(forKey: "paywall.general.title", table: "Paywall") == "Paywall.paywallGeneralTitle")
    #expect(XcodeStringSymbols.memberPath(forKey: "CFBundleName", table: "InfoPlist") == "InfoPlist.cfbundleName")
    #expect(XcodeStringSymbols.memberPath(forKey: "Settings", table: "Localizable") == "settings")
    #expect(XcodeStringSymbols.memberPath(forKey: "%@", table: "Localizable") == nil)
  }
}
