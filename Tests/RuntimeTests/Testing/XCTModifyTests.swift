import RuntimeTesting
import Testing

private enum Screen: Equatable {
  case login(Login)
  case home(Home)

  struct Login: Equatable { var email = "" }
  struct Home: Equatable { var query = "" }
}

@Suite struct XCTModifyTests {
  @Test func changesThePayloadOfTheCaseInPlace() {
    var screen = Screen.home(Screen.Home())
    XCTModify(&screen, case: /Screen.home) { $0.query = "Seoul" }
    #expect(screen == .home(Screen.Home(query: "Seoul")))
  }

  @Test func changesThePayloadOfAnOptionalEnum() {
    var screen: Screen? = .login(Screen.Login())
    XCTModify(&screen, case: /Screen.login) { $0.email = "blob@example.com" }
    #expect(screen == .login(Screen.Login(email: "blob@example.com")))
  }

  @Test func anotherCaseFailsTheTestAndChangesNothing() {
    var screen = Screen.login(Screen.Login())
    withKnownIssue {
      XCTModify(&screen, case: /Screen.home, "after logging in") { $0.query = "Seoul" }
    } matching: {
      $0.comments.contains {
        $0.rawValue.hasPrefix("XCTModify: expected the case /Screen.home, found")
          && $0.rawValue.hasSuffix(" - after logging in")
      }
    }
    #expect(screen == .login(Screen.Login()))
  }

  @Test func nilFailsTheTest() {
    var screen: Screen? = nil
    withKnownIssue {
      XCTModify(&screen, case: /Screen.home) { $0.query = "Seoul" }
    } matching: {
      $0.comments.contains { $0.rawValue == "XCTModify: expected the case /Screen.home, found nil" }
    }
    #expect(screen == nil)
  }

  @Test func aThrowingBodyThrowsThrough() {
    struct Failure: Error {}
    var screen = Screen.home(Screen.Home())
    #expect(throws: Failure.self) {
      try XCTModify(&screen, case: /Screen.home) { _ in throw Failure() }
    }
    #expect(screen == .home(Screen.Home()))
  }

  @Test func anOptionalIsModifiedInPlace() {
    var home: Screen.Home? = Screen.Home()
    XCTModify(&home) { $0.query = "Seoul" }
    #expect(home?.query == "Seoul")
  }

  @Test func aNilOptionalFailsTheTestAndStaysNil() {
    var home: Screen.Home?
    withKnownIssue {
      XCTModify(&home) { $0.query = "Seoul" }
    } matching: {
      $0.mentions("XCTModify expected a \"Home\" value, found nil")
    }
    #expect(home == nil)
  }

  @Test func anUnchangedOptionalFailsTheTest() {
    var home: Screen.Home? = Screen.Home()
    withKnownIssue {
      XCTModify(&home) { _ in }
    } matching: {
      $0.mentions("XCTModify left the \"Home\" value unchanged")
    }
  }

  @Test func anUnchangedPayloadFailsTheTest() {
    var screen = Screen.home(Screen.Home())
    withKnownIssue {
      XCTModify(&screen, case: /Screen.home) { _ in }
    } matching: {
      $0.mentions("XCTModify left the \"Home\" payload unchanged")
    }
  }

  @MainActor
  @Test func aNonExhaustiveStoresAssertionMayLeaveThePayloadUnchanged() async {
    let store = TestStore(initialState: Screen.home(Screen.Home())) {
      Reduce<Screen, Bool> { _, _ in .none }
    }
    store.exhaustivity = .off
    await store.send(true) {
      XCTModify(&$0, case: /Screen.home) { _ in }
    }
    store.exhaustivity = .on
    await withKnownIssue {
      await store.send(true) {
        XCTModify(&$0, case: /Screen.home) { _ in }
      }
    } matching: {
      $0.mentions("XCTModify left the \"Home\" payload unchanged")
        || $0.mentions("The assertion describes a change, but the state did not change")
    }
  }
}
