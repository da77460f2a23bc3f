import HeadlessUI
import RuntimeTesting
import Settings
import Testing

/// Seed 000: `isLoading` is a plain field, so the view can show it but never write it; only the
/// reducer changes it.
@MainActor
@Suite struct NonBindableFieldTests {
  @Test func isLoadingIsStoredPlainlyWhileTheViewsFieldsAreBindingState() {
    let labels = Mirror(reflecting: SettingsFeature.State()).children.compactMap(\.label)
    #expect(labels.contains("isLoading"))
    #expect(!labels.contains("_isLoading"), "a @BindingState isLoading could be written by views")
    for field in ["displayName", "digest", "enableNotifications", "protectMyPosts"] {
      #expect(labels.contains("_\(field)"), "\(field) should be @BindingState")
    }
  }

  @Test func bindingActionsForOtherFieldsLeaveIsLoadingToTheReducer() async {
    let clock = TestClock()
    let answerTime = clock.now.advanced(by: .seconds(5))
    let store = makeSettingsStore(clock: clock) {
      try await clock.sleep(until: answerTime, tolerance: nil)
      return true
    }

    await store.send(.binding(.set(\.$enableNotifications, true))) {
      $0.enableNotifications = true
      $0.isLoading = true
    }
    await store.send(.binding(.set(\.$displayName, "Blob"))) {
      $0.displayName = "Blob"
      $0.$savedDisplayName.withLock { $0 = "Blob" }
    }
    await store.send(.binding(.set(\.$digest, .weekly))) { $0.digest = .weekly }
    await store.send(.binding(.set(\.$protectMyPosts, true))) { $0.protectMyPosts = true }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
    #expect(store.state.isLoading)

    await clock.advance(by: .milliseconds(4_500))
    await store.receive(.authorizationResponse(true)) { $0.isLoading = false }
    await clock.advance(by: SettingsFeature.saveDelay)
    await store.receive(.saved)
  }

  @Test func theViewShowsIsLoadingWithoutAControlForIt() async throws {
    let clock = TestClock()
    let store = makeSettingsViewStore(clock: clock) {
      try await clock.sleep(for: .seconds(1))
      return true
    }
    let host = ViewHost(SettingsView(store: store))
    await yield { host.activeTaskCount == 0 }

    try host.toggle("Enable notifications")
    #expect(store.currentState.isLoading)
    let label = "Asking for permission…"
    let progress = try #require(host.tree.first { $0.label == label })
    #expect(progress.kind == .progressView)
    let error = #expect(throws: ViewHostError.self) { try host.toggle(label) }
    #expect(error?.reason == .notFound)
    #expect(error?.controls.contains { $0.contains(label) } == false)

    await yield { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await yield { !store.currentState.isLoading }
    #expect(host.tree.first { $0.label == label } == nil)
  }
}
