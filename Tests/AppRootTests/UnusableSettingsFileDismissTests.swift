import AppRoot
import Auth
import Foundation
import RuntimeTesting
import Settings
import TestSupport
import Testing

/// Dismissing the settings sheet when the settings file cannot be used (damaged, or written by
/// a newer version of the app) raises no developer warning: the user has the screen's message
/// in `persistenceMessage`, and the change is saved where the file's rules allow it.
@MainActor
@Suite struct UnusableSettingsFileDismissTests {
  @Test(arguments: [
    #"{"schemaVersion": 2, "digest": "weekly"}"#,
    #"{"schemaVersion": 1, "digest": 5"#,
    "not json",
  ])
  func dismissingAfterAChangeReportsNoIssue(contents: String) async throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write(contents, to: "settings.json")
    let client = SettingsClient.fileBacked(url: URL(fileURLWithPath: file))
    let loadError = try #require(
      await #expect(throws: SettingsFileError.self) {
        try await client.load()
      })
    let clock = TestClock()
    let store = TestStore(initialState: HomeFeature.State(user: DemoAccount.blob.user)) {
      HomeFeature()
    } withDependencies: {
      AppDependencies.preview(clock: clock).apply(to: &$0)
      $0.settingsClient = client
    }
    store.exhaustivity = .off
    await store.send(.settingsButtonTapped)
    await store.send(.destination(.presented(.settings(.task))))
    await store.receive(.destination(.presented(.settings(.settingsLoadFailed(loadError.message)))))
    {
      $0.destination?.settings?.persistenceMessage = loadError.message
    }
    await store.send(.destination(.presented(.settings(.binding(.set(\.$protectMyPosts, true))))))
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await store.finish()
  }
}
