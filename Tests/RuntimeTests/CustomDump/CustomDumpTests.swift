import Foundation
import Runtime
import Testing

@Suite struct CustomDumpTests {
  typealias Settings = DumpFixtures.SettingsFeature
  typealias Search = DumpFixtures.SearchFeature

  @Test func structListsFieldsWithTheQualifiedTypeName() {
    #expect(
      customDump(Settings.State()) == """
        DumpFixtures.SettingsFeature.State(
          digest: .daily,
          displayName: "",
          enableNotifications: false,
          protectMyPosts: false,
          sendEmailNotifications: false,
          sendMobileNotifications: false,
          theme: nil
        )
        """)
    #expect(customDump(DumpFixtures.Empty()) == "DumpFixtures.Empty()")
  }

  @Test func enumsArePrefixedWithTheirTypeOnlyAtTheRoot() {
    #expect(
      customDump(Search.Action.searchQueryChanged("Seoul"))
        == #"DumpFixtures.SearchFeature.Action.searchQueryChanged("Seoul")"#)
    #expect(customDump(Search.Action.clear) == "DumpFixtures.SearchFeature.Action.clear")
    #expect(
      customDump(Search.Action.row(id: 1, action: .tapped))
        == "DumpFixtures.SearchFeature.Action.row(id: 1, action: .tapped)")
    #expect(
      customDump([Search.Action.row(id: 1, action: .renamed("x")), .clear]) == """
        [
          [0]: .row(id: 1, action: .renamed("x")),
          [1]: .clear
        ]
        """)
    var state = Settings.State()
    state.theme = .custom(name: "x", contrast: 2)
    #expect(customDump(state).contains(#"  theme: .custom(name: "x", contrast: 2)"#))
  }

  /// `maxDepth` shows that many levels of nesting; below it a struct is its type, an enum its
  /// case, a collection `[…]`, and a leaf itself.
  @Test func maxDepthLeavesOutWhatIsDeeper() {
    var state = Settings.State()
    state.theme = .custom(name: "x", contrast: 2)
    #expect(customDump(state, maxDepth: 0) == "DumpFixtures.SettingsFeature.State(…)")
    #expect(customDump(state, maxDepth: 1).contains("  theme: .custom(…)"))
    #expect(customDump(state, maxDepth: 1).contains(#"  displayName: "","#))
    #expect(customDump([1, 2], maxDepth: 0) == "[…]")
    #expect(customDump([Int](), maxDepth: 0) == "[]")
    #expect(customDump(["a": 1], maxDepth: 0) == "[…]")
    #expect(
      customDump(Search.Action.clear, maxDepth: 0) == "DumpFixtures.SearchFeature.Action.clear")
    #expect(
      customDump(Search.Action.row(id: 1, action: .tapped), maxDepth: 0)
        == "DumpFixtures.SearchFeature.Action.row(…)")
    #expect(customDump(42, maxDepth: 0) == "42")
  }

  @Test func multiLinePayloadsAreIndented() {
    #expect(
      customDump(Search.Action.child(Search.Child(id: 1, title: "a"))) == """
        DumpFixtures.SearchFeature.Action.child(
          DumpFixtures.SearchFeature.Child(
            id: 1,
            title: "a"
          )
        )
        """)
  }

  @Test func enumCaseNamesIgnoreCustomDescriptions() {
    #expect(customDump(Described.second) == "CustomDumpTests.Described.second")
  }

  @Test func optionalsStringsNumbersAndBools() {
    #expect(customDump(Int?.none) == "nil")
    #expect(customDump(Int?.some(3)) == "3")
    #expect(customDump("a\"b\\\n\t\u{1}") == #""a\"b\\\n\t\u{1}""#)
    #expect(customDump(1.5) == "1.5")
    #expect(customDump(-7) == "-7")
    #expect(customDump(true) == "true")
    #expect(customDump(Character("x")) == #""x""#)
  }

  @Test func collections() {
    #expect(customDump([Int]()) == "[]")
    #expect(
      customDump([3, 1]) == """
        [
          [0]: 3,
          [1]: 1
        ]
        """)
    #expect(
      customDump(["b": 1, "a": 2]) == """
        [
          "a": 2,
          "b": 1
        ]
        """)
    #expect(customDump([String: Int]()) == "[:]")
    #expect(
      customDump(Set([3, 1, 2])) == """
        Set([
          1,
          2,
          3
        ])
        """)
    #expect(customDump(Set<Int>()) == "Set([])")
  }

  @Test func tuples() {
    #expect(customDump((a: 1, b: "x")) == #"(a: 1, b: "x")"#)
    #expect(customDump((1, 2)) == "(1, 2)")
    #expect(
      customDump((x: Search.Child(id: 1, title: "t"), y: 2)) == """
        (
          x: DumpFixtures.SearchFeature.Child(
            id: 1,
            title: "t"
          ),
          y: 2
        )
        """)
  }

  @Test func classesGuardAgainstCycles() {
    let first = DumpFixtures.Node(name: "a")
    first.next = DumpFixtures.Node(name: "b", next: first)
    #expect(
      customDump(first) == """
        DumpFixtures.Node(
          name: "a",
          next: DumpFixtures.Node(
            name: "b",
            next: DumpFixtures.Node(↩︎)
          )
        )
        """)
    first.next = nil
  }

  @Test func foundationValues() throws {
    #expect(
      customDump(Date(timeIntervalSince1970: 1_234_567_890.25))
        == "Date(2009-02-13T23:31:30.250Z)")
    let url = try #require(URL(string: "https://example.com/a?b=1"))
    #expect(customDump(url) == "URL(https://example.com/a?b=1)")
    let uuid = try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF"))
    #expect(customDump(uuid) == "UUID(DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF)")
    #expect(customDump(Data([1, 255])) == "Data(01ff)")
    // The offsets `onDelete` and `onMove` hand, as one would write them.
    #expect(customDump(IndexSet([3, 0, 2])) == "IndexSet([0, 2, 3])")
    #expect(customDump(IndexSet()) == "IndexSet([])")
  }

  @Test func errorsDumpAsTheirValue() {
    let error: any Error = DumpFixtures.Failure(code: 3)
    #expect(
      customDump(error) == """
        DumpFixtures.Failure(
          code: 3
        )
        """)
  }

  @Test func customDumpProtocols() {
    #expect(
      customDump([DumpFixtures.Token()]) == """
        [
          [0]: Token(…)
        ]
        """)
    #expect(
      customDump(DumpFixtures.Wrapped()) == """
        DumpFixtures.Wrapped(
          name: "Blob",
          _plain: 1
        )
        """)
  }

  @Test func nameAndIndent() {
    #expect(
      customDump(Search.Child(id: 1, title: "t"), name: "child", indent: 2) == """
          child: DumpFixtures.SearchFeature.Child(
            id: 1,
            title: "t"
          )
        """)
  }

  enum Described: CustomStringConvertible {
    case first, second
    var description: String { "described" }
  }

  /// A case with its payload's labels and no values, nested enums by their case too.
  @Test func debugCaseOutputNamesTheCaseWithoutTheValues() {
    enum Action {
      case labelled(Bool, label: String)
      case three(Bool, Int, String)
      case screen(Screen)
      case plain
      enum Screen {
        case row(index: Int, action: Row)
        enum Row { case tapped, typed(query: String) }
      }
    }
    #expect(
      debugCaseOutput(Action.labelled(true, label: "x"))
        == "CustomDumpTests.Action.labelled(_:, label:)")
    #expect(
      debugCaseOutput(Action.three(true, 1, "x")) == "CustomDumpTests.Action.three(_:, _:, _:)")
    #expect(
      debugCaseOutput(Action.screen(.row(index: 1, action: .tapped)))
        == "CustomDumpTests.Action.screen(.row(index:, action: .tapped))")
    #expect(
      debugCaseOutput(Action.screen(.row(index: 1, action: .typed(query: "a"))), abbreviated: true)
        == ".screen(.row(index:, action: .typed(query:)))")
    #expect(debugCaseOutput(Action.plain) == "CustomDumpTests.Action.plain")
  }

  @Test func customDumpWritesToAStream() {
    var text = ""
    let value = customDump([1, 2], to: &text)
    #expect(value == [1, 2])
    #expect(text == customDump([1, 2]))
  }

  /// Dumps share what they learned about types across threads: each thread's dump is whole, and
  /// under the thread sanitizer (CI's `--sanitize=thread` run) the sharing is not a data race.
  @Test func dumpsOnManyThreadsAtOnceAgree() {
    struct Pair { var left: Int, right: String }
    struct Box { var pair: Pair, tags: [String] }
    enum Slot { case empty, filled(Box) }
    let value = [Slot.empty, .filled(Box(pair: Pair(left: 1, right: "a"), tags: ["x"]))]
    let dumps = LockIsolated<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let dump = customDump(value)
      dumps.withValue { $0.append(dump) }
    }
    #expect(dumps.value.count == 8)
    #expect(Set(dumps.value) == [customDump(value)])
  }
}
