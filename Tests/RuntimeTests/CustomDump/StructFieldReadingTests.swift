import Foundation
import RuntimeTesting
import Testing

/// A dump reads a struct's fields from its memory when the layout allows it, and through
/// `Mirror` otherwise: either way it shows every field the author wrote, in order, as `Mirror`
/// would give it.
@Suite struct StructFieldReadingTests {
  final class Object {
    let name = "object"
  }

  struct Point: Equatable {
    var x = 1
    var y = 2
  }

  struct Pair<First, Second> {
    var first: First
    var second: Second
  }

  struct EveryLoadableKind {
    var count = 3
    var text = "a"
    var point = Point()
    var missing: Int? = nil
    var list = [1]
    var tuple = (1, "b")
    var type = Int.self
    var object = Object()
    var choice = FloatingPointSign.minus
  }

  @Test func aStructOfValuesAndObjectsShowsEveryField() {
    #expect(
      customDump(EveryLoadableKind()) == """
        StructFieldReadingTests.EveryLoadableKind(
          count: 3,
          text: "a",
          point: StructFieldReadingTests.Point(
            x: 1,
            y: 2
          ),
          missing: nil,
          list: [
            [0]: 1
          ],
          tuple: (1, "b"),
          type: Int,
          object: StructFieldReadingTests.Object(
            name: "object"
          ),
          choice: .minus
        )
        """)
  }

  @Test func aGenericStructShowsTheFieldsOfItsArguments() {
    #expect(
      customDump(Pair(first: Point(), second: [Point(x: 5, y: 6)])) == """
        StructFieldReadingTests.Pair<StructFieldReadingTests.Point, Array<StructFieldReadingTests.Point>>(
          first: StructFieldReadingTests.Point(
            x: 1,
            y: 2
          ),
          second: [
            [0]: StructFieldReadingTests.Point(
              x: 5,
              y: 6
            )
          ]
        )
        """)
  }

  /// A value typed `Any` reaches the dump boxed once more by the generic `customDump`, and
  /// shows as itself (reading the box's bytes as the struct's crashed).
  @Test func aValueTypedAnyShowsItsFields() {
    let value: Any = Point()
    #expect(customDump(value) == "StructFieldReadingTests.Point(\n  x: 1,\n  y: 2\n)")
    let optional: Any? = Point(x: 3, y: 4)
    #expect(customDump(optional ?? 0) == "StructFieldReadingTests.Point(\n  x: 3,\n  y: 4\n)")
  }

  struct WeakHolder {
    var id = 1
    weak var object: Object?
  }

  struct UnownedHolder {
    var id = 2
    unowned let object: Object
  }

  struct ClosureHolder {
    var id = 3
    var action: () -> Void = {}
  }

  struct ExistentialHolder {
    var id = 4
    var value: Any = Point()
    var error: any Error = CancellationError()
  }

  /// Fields held `weak` or `unowned`, closures and existentials are read through `Mirror`:
  /// their stored bytes are not a plain value of the field's type.
  @Test func fieldsMirrorReadsStillShowAsBefore() {
    let object = Object()
    var weak = WeakHolder()
    #expect(customDump(weak) == "StructFieldReadingTests.WeakHolder(\n  id: 1,\n  object: nil\n)")
    weak.object = object
    #expect(customDump(weak).contains(#"object: StructFieldReadingTests.Object("#))
    #expect(
      customDump(UnownedHolder(object: object)).contains(
        #"  object: StructFieldReadingTests.Object("#)
    )
    #expect(
      customDump(ClosureHolder()).hasPrefix("StructFieldReadingTests.ClosureHolder(\n  id: 3,"))
    #expect(
      customDump(ExistentialHolder()) == """
        StructFieldReadingTests.ExistentialHolder(
          id: 4,
          value: StructFieldReadingTests.Point(
            x: 1,
            y: 2
          ),
          error: CancellationError()
        )
        """)
  }

  struct Labelled: CustomReflectable {
    var hidden = 1
    var customMirror: Mirror { Mirror(self, children: ["shown": hidden + 1]) }
  }

  /// A struct with a custom mirror shows its mirror's children, not its stored fields.
  @Test func aCustomMirrorWins() {
    #expect(customDump(Labelled()) == "StructFieldReadingTests.Labelled(\n  shown: 2\n)")
  }

  @ObservableState
  struct Tracked: Equatable {
    var count = 0
    var name = "n"
  }

  /// An `@ObservableState` struct shows its fields under their own names, without the
  /// registrar the macro adds.
  @Test func observableStateShowsTheFieldsAsWritten() {
    #expect(
      customDump(Tracked()) == """
        StructFieldReadingTests.Tracked(
          count: 0,
          name: "n"
        )
        """)
  }
}
