import Foundation
import RuntimeTesting
import Testing

/// A screen with a link out of the app.
private struct About: Reducer {
  struct State: Equatable {
    var opened: Bool?
  }

  enum Action: Equatable {
    case learnMoreTapped
    case openResult(Bool)
  }

  @Dependency(\.openURL) var openURL

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .learnMoreTapped:
      return .run { send in
        await send(.openResult(openURL(URL(string: "https://example.test/about")!)))
      }
    case let .openResult(opened):
      state.opened = opened
      return .none
    }
  }
}

@MainActor
@Suite struct OpenURLEffectTests {
  @Test func aTestSeesWhatTheFeatureOpens() async {
    let opened = LockIsolated<[URL]>([])
    let store = TestStore(initialState: About.State()) {
      About()
    } withDependencies: {
      $0.openURL = OpenURLEffect { url in
        opened.withValue { $0.append(url) }
        return true
      }
    }
    await store.send(.learnMoreTapped)
    await store.receive(.openResult(true)) { $0.opened = true }
    #expect(opened.value == [URL(string: "https://example.test/about")!])
  }

  @Test func withoutATestValueItReportsAnIssueAndOpensNothing() async {
    let store = TestStore(initialState: About.State()) { About() }
    await withKnownIssue {
      await store.send(.learnMoreTapped)
      await store.receive(.openResult(false)) { $0.opened = false }
    } matching: {
      $0.description.contains("https://example.test/about")
    }
  }
}
