import Foundation
import RuntimeTesting
import Testing

/// A dump reads an enum's case and payload from its metadata when the case allows it, and
/// through `Mirror` otherwise: either way it shows the case and payload `Mirror` would give.
@Suite struct EnumCaseReadingTests {
  struct Point: Equatable {
    var x = 1
  }

  enum Event<Payload> {
    case started
    case value(Payload)
    case pair(first: Payload, second: Int)
    case stopped
  }

  @Test func aGenericEnumShowsEachCaseWithItsPayload() {
    let events: [Event<Point>] = [
      .started, .value(Point()), .pair(first: Point(x: 2), second: 3), .stopped,
    ]
    #expect(
      customDump(events) == """
        [
          [0]: .started,
          [1]: .value(
            EnumCaseReadingTests.Point(
              x: 1
            )
          ),
          [2]: .pair(
            first: EnumCaseReadingTests.Point(
              x: 2
            ),
            second: 3
          ),
          [3]: .stopped
        ]
        """)
    #expect(
      customDump(Event<String>.value("a"))
        == #"EnumCaseReadingTests.Event<String>.value("a")"#)
  }

  indirect enum Tree: Equatable {
    case leaf(Int)
    case node(Tree, Tree)
  }

  enum Outcome {
    case failed(any Error)
    case finished(Any)
    case later(() -> Void)
  }

  /// Boxed (`indirect`) and existential payloads are read through `Mirror`, and show the same.
  @Test func boxedAndExistentialPayloadsShowAsBefore() {
    #expect(
      customDump(Tree.node(.leaf(1), .leaf(2)))
        == "EnumCaseReadingTests.Tree.node(.leaf(1), .leaf(2))")
    #expect(
      customDump(Outcome.failed(CancellationError()))
        == "EnumCaseReadingTests.Outcome.failed(CancellationError())")
    #expect(
      customDump(Outcome.finished(Point(x: 4))) == """
        EnumCaseReadingTests.Outcome.finished(
          EnumCaseReadingTests.Point(
            x: 4
          )
        )
        """)
    #expect(customDump(Outcome.later({})).hasPrefix("EnumCaseReadingTests.Outcome.later("))
  }

  @Test func optionalsShowTheirWrappedValue() {
    let nested: Int?? = .some(nil)
    #expect(customDump(nested) == "nil")
    #expect(customDump(Int??.some(.some(5))) == "5")
    #expect(customDump(Point?.some(Point(x: 7))) == "EnumCaseReadingTests.Point(\n  x: 7\n)")
    #expect(customDump(Event<Int>?.some(.value(1))) == "EnumCaseReadingTests.Event<Int>.value(1)")
    let boxed: Any = Event<Int>.stopped
    #expect(customDump(boxed) == "EnumCaseReadingTests.Event<Int>.stopped")
  }

  enum Masked: CustomReflectable {
    case secret(String)
    var customMirror: Mirror { Mirror(self, children: ["hidden": "••••"], displayStyle: .enum) }
  }

  /// An enum with a custom mirror shows its mirror's child, not its stored payload.
  @Test func aCustomMirrorWins() {
    #expect(customDump(Masked.secret("pin")) == #"EnumCaseReadingTests.Masked.hidden("••••")"#)
  }
}
