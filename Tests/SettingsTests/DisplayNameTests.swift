import Foundation
import RuntimeTesting
import Settings
import TestSupport
import Testing

@MainActor
@Suite struct DisplayNameTests {
  @Test func validNameIsTrimmedSavedAndAnnounced() async {
    let clock = TestClock()
    let saves = LockedLog<SettingsSnapshot>()
    let store = makeSettingsStore(clock: clock, saves: saves)

    await store.send(.binding(.set(\.$displayName, "  Blob Jr.  "))) {
      $0.displayName = "  Blob Jr.  "
      $0.$savedDisplayName.withLock { $0 = "Blob Jr." }
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
    #expect(saves.all.map(\.displayName) == ["Blob Jr."])
  }

  @Test(arguments: [
    String(repeating: "a", count: 40),
    String(repeating: "👍🏽", count: 40),
    "  " + String(repeating: "b", count: 40) + "\n",
  ])
  func fortyCharactersAfterTrimmingAreAccepted(name: String) async {
    let clock = TestClock()
    let store = makeSettingsStore(clock: clock)
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)

    await store.send(.binding(.set(\.$displayName, name))) {
      $0.displayName = name
      $0.$savedDisplayName.withLock { $0 = trimmed }
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
  }

  @Test(arguments: [
    (
      String(repeating: "a", count: 41),
      "Display name can be at most 40 characters (this one has 41)."
    ),
    ("", "Display name can't be empty."),
    (" \t\n ", "Display name can't be empty."),
    (
      "Blob\tSmith",
      "Display name can't contain control characters such as tabs or line breaks."
    ),
    (
      "Blob\nSmith",
      "Display name can't contain control characters such as tabs or line breaks."
    ),
    (
      "Bl\u{7}ob",
      "Display name can't contain control characters such as tabs or line breaks."
    ),
  ])
  func invalidNameShowsAMessageAndKeepsTheSavedName(name: String, message: String) async {
    let store = makeSettingsStore(SettingsFeature.State(displayName: "Blob"), clock: TestClock())

    await store.send(.binding(.set(\.$displayName, name))) {
      $0.displayName = name
      $0.displayNameError = message
    }
    #expect(store.state.savedDisplayName == "Blob")
  }

  @Test func validNameAfterAnInvalidOneClearsTheMessage() async {
    let clock = TestClock()
    let store = makeSettingsStore(SettingsFeature.State(displayName: "Blob"), clock: clock)

    await store.send(.binding(.set(\.$displayName, ""))) {
      $0.displayName = ""
      $0.displayNameError = "Display name can't be empty."
    }
    await store.send(.binding(.set(\.$displayName, "Blobby"))) {
      $0.displayName = "Blobby"
      $0.displayNameError = nil
      $0.$savedDisplayName.withLock { $0 = "Blobby" }
    }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
  }

  @Test func retypingTheSavedNameWithSpacesNeitherSavesNorAnnounces() async {
    let store = makeSettingsStore(SettingsFeature.State(displayName: "Blob"), clock: TestClock())

    await store.send(.binding(.set(\.$displayName, "Blob "))) { $0.displayName = "Blob " }
  }

  @Test func validateReturnsTheTrimmedName() {
    #expect(DisplayName.validate(" Blob ") == .success("Blob"))
    #expect(DisplayName.validate("a\u{0}b") == .failure(.containsControlCharacters))
    #expect(
      DisplayName.validate(String(repeating: "x", count: 50)) == .failure(.tooLong(length: 50)))
  }
}
