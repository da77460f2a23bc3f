import Runtime
import Testing

@Suite struct DiffTests {
  typealias Settings = DumpFixtures.SettingsFeature
  typealias Child = DumpFixtures.SearchFeature.Child

  struct Parent: Equatable {
    var a = 1
    var b = 2
    var c = 3
    var settings = Settings.State()
    var d = 4
    var e = 5
    var f = 6
  }

  @Test func equalValuesHaveNoDiff() {
    #expect(diff(Settings.State(), Settings.State()) == nil)
    #expect(diffLines("a\nb", "a\nb") == nil)
  }

  @Test func changedFieldWithCollapsedRun() {
    var new = Settings.State()
    new.displayName = "Blob"
    #expect(
      diff(Settings.State(), new) == """
          DumpFixtures.SettingsFeature.State(
            digest: .daily,
        -   displayName: "",
        +   displayName: "Blob",
            enableNotifications: false,
            … (4 unchanged)
          )
        """)
  }

  @Test func nestedChangeKeepsItsEnclosingLines() {
    var new = Parent()
    new.settings.protectMyPosts = true
    #expect(
      diff(Parent(), new) == """
          DiffTests.Parent(
            … (3 unchanged)
            settings: DumpFixtures.SettingsFeature.State(
              digest: .daily,
              displayName: "",
              enableNotifications: false,
        -     protectMyPosts: false,
        +     protectMyPosts: true,
              sendEmailNotifications: false,
              sendMobileNotifications: false,
              theme: nil
            ),
            … (3 unchanged)
          )
        """)
  }

  /// A collapsed run is indented by its characters: a space with an accent on it is not one.
  @Test func aCollapsedRunIsIndentedByCharacters() {
    let accented = ["   \u{301}1", "   \u{301}2", "   \u{301}3"]
    let old = (["start", "changed", "context"] + accented + ["end"]).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "changed", with: "CHANGED")
    #expect(
      diffLines(old, new) == """
          start
        - changed
        + CHANGED
          context
            … (3 unchanged)
          end
        """)
  }

  @Test func arrayElementInsertion() {
    let old = [Child(id: 1, title: "a"), Child(id: 2, title: "b"), Child(id: 3, title: "c")]
    var new = old
    new.insert(Child(id: 9, title: "z"), at: 1)
    #expect(
      diff(old, new) == """
          [
            … (4 unchanged)
            [1]: DumpFixtures.SearchFeature.Child(
        +     id: 9,
        +     title: "z"
        +   ),
        +   [2]: DumpFixtures.SearchFeature.Child(
              id: 2,
              title: "b"
            ),
        -   [2]: DumpFixtures.SearchFeature.Child(
        +   [3]: DumpFixtures.SearchFeature.Child(
              id: 3,
              title: "c"
            )
          ]
        """)
  }

  @Test func arrayElementRemoval() {
    #expect(
      diff([1, 2, 3], [1, 3]) == """
          [
            [0]: 1,
        -   [1]: 2,
        -   [2]: 3
        +   [1]: 3
          ]
        """)
  }

  @Test func singleLineValues() {
    #expect(
      diff(DumpFixtures.SearchFeature.Action.clear, .searchQueryChanged("a")) == """
        - DumpFixtures.SearchFeature.Action.clear
        + DumpFixtures.SearchFeature.Action.searchQueryChanged("a")
        """)
  }

  @Test func plainTextDiff() {
    #expect(diffLines("a\nb\nc", "a\nx\nc") == "  a\n- b\n+ x\n  c")
    #expect(diffLines("", "a") == "- \n+ a")
    #expect(diffLines("a", "a\nb") == "  a\n+ b")
  }

  @Test func shortRunsAreNotCollapsed() {
    let old = (1...7).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "4", with: "four")
    #expect(diffLines(old, new) == "  1\n  2\n  3\n- 4\n+ four\n  5\n  6\n  7")
    let long = (1...12).map(String.init).joined(separator: "\n")
    let changed = long.replacingOccurrences(of: "6", with: "six")
    #expect(
      diffLines(long, changed) == """
          1
          … (3 unchanged)
          5
        - 6
        + six
          7
          … (4 unchanged)
          12
        """)
  }

  @Test func largeAndVeryDifferentTexts() throws {
    let old = (0..<10_000).map { "line \($0)" }.joined(separator: "\n")
    let sparse = (0..<10_000).map { $0 % 1_000 == 0 ? "new \($0)" : "line \($0)" }
    let sparseDiff = try #require(diffLines(old, sparse.joined(separator: "\n")))
    let sparseLines = sparseDiff.split(separator: "\n")
    #expect(sparseLines.filter { $0.hasPrefix("- ") }.count == 10)
    #expect(sparseLines.filter { $0.hasPrefix("+ ") }.count == 10)
    let other = (0..<10_000).map { "other \($0)" }.joined(separator: "\n")
    let fullDiff = try #require(diffLines(old, other)).split(separator: "\n")
    #expect(fullDiff.filter { $0.hasPrefix("- ") }.count == 10_000)
    #expect(fullDiff.filter { $0.hasPrefix("+ ") }.count == 10_000)
  }
}
