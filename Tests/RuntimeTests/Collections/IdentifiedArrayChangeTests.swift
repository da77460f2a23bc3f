// The change log an identified array keeps so that observers of single elements can tell which
// elements changed since they last looked without comparing any.
import Foundation
import Runtime
import Testing

@Suite struct IdentifiedArrayChangeTests {
  struct Row: Identifiable, Equatable, Hashable, Codable {
    var id: Int
    var title: String
  }

  static func rows(_ ids: ClosedRange<Int> = 1...3) -> IdentifiedArrayOf<Row> {
    IdentifiedArray(uniqueElements: ids.map { Row(id: $0, title: "Row \($0)") })
  }

  /// The ids named since `stamp`, or `nil` when the array cannot name them.
  static func changes(of rows: IdentifiedArrayOf<Row>, since stamp: UInt64) -> [Int]? {
    var named: [Int] = []
    return rows.forEachChange(since: stamp) { named.append($0) } ? named : nil
  }

  @Test func anUnchangedArrayNamesNothing() {
    let rows = Self.rows()
    #expect(Self.changes(of: rows, since: rows.changeStamp) == [])
  }

  @Test func namesTheElementChangedByID() {
    var rows = Self.rows()
    let stamp = rows.changeStamp
    rows[id: 2]?.title = "Renamed"
    #expect(Self.changes(of: rows, since: stamp) == [2])
  }

  @Test func namesEachElementOnceInTheOrderOfItsFirstChange() {
    var rows = Self.rows()
    let stamp = rows.changeStamp
    rows[id: 3]?.title = "a"
    rows[0].title = "b"
    rows[id: 3] = Row(id: 3, title: "c")
    #expect(Self.changes(of: rows, since: stamp) == [3, 1])
  }

  @Test func namesAddedAndRemovedElements() {
    var rows = Self.rows()
    let stamp = rows.changeStamp
    rows.append(Row(id: 4, title: "four"))
    rows.insert(Row(id: 0, title: "zero"), at: 0)
    rows.remove(id: 1)
    rows[id: 2] = nil
    rows.remove(at: 0)
    rows[id: 9]?.title = "absent"
    #expect(Self.changes(of: rows, since: stamp) == [4, 0, 1, 2])
  }

  @Test func namesOnlyTheChangesAfterTheStamp() {
    var rows = Self.rows()
    rows[id: 1]?.title = "before"
    let stamp = rows.changeStamp
    rows[id: 2]?.title = "after"
    #expect(Self.changes(of: rows, since: stamp) == [2])
  }

  @Test func changesOfSeveralElementsAtOnceCannotBeNamed() {
    var sorted = Self.rows()
    let stamp = sorted.changeStamp
    sorted.sort { $0.id > $1.id }
    #expect(Self.changes(of: sorted, since: stamp) == nil)

    var filtered = Self.rows()
    filtered.removeAll { $0.id == 2 }
    #expect(Self.changes(of: filtered, since: stamp) == nil)

    var emptied = Self.rows()
    let emptiedStamp = emptied.changeStamp
    emptied.removeAll()
    #expect(Self.changes(of: emptied, since: emptiedStamp) == nil)

    var rekeyed = Self.rows()
    let rekeyedStamp = rekeyed.changeStamp
    rekeyed[id: 1] = Row(id: 7, title: "re-keyed")
    #expect(Self.changes(of: rekeyed, since: rekeyedStamp) == nil)
  }

  @Test func anObserverTooFarBehindIsNotAnswered() {
    var rows = Self.rows(1...20)
    let stamp = rows.changeStamp
    for id in 1...9 { rows[id: id]?.title = "changed" }
    #expect(Self.changes(of: rows, since: stamp) == nil)
  }

  @Test func anObserverEightChangesBehindIsAnswered() {
    var rows = Self.rows(1...20)
    for id in 1...5 { rows[id: id]?.title = "changed" }
    let stamp = rows.changeStamp
    for id in 6...13 { rows[id: id]?.title = "changed" }
    #expect(Self.changes(of: rows, since: stamp) == Array(6...13))
    rows[id: 14]?.title = "changed"
    #expect(Self.changes(of: rows, since: stamp) == nil)
  }

  @Test func anObserverANewChangeBehindIsAnsweredAfterManyChanges() {
    var rows = Self.rows(1...20)
    for id in 1...12 { rows[id: id]?.title = "changed" }
    let stamp = rows.changeStamp
    rows[id: 13]?.title = "changed"
    rows[id: 14]?.title = "changed"
    #expect(Self.changes(of: rows, since: stamp) == [13, 14])
  }

  @Test func aCopyNamesTheChangesSinceItsOriginal() {
    let original = Self.rows()
    var copy = original
    copy[id: 3]?.title = "copy"
    #expect(Self.changes(of: copy, since: original.changeStamp) == [3])
  }

  @Test func aDivergedCopyOrAnArrayBuiltAnewIsNotAnswered() {
    var original = Self.rows()
    var copy = original
    original[id: 1]?.title = "original"
    copy[id: 2]?.title = "copy"
    #expect(Self.changes(of: copy, since: original.changeStamp) == nil)

    let rebuilt = Self.rows()
    #expect(Self.changes(of: rebuilt, since: original.changeStamp) == nil)
  }

  @Test func theLogIsNotPartOfTheValue() throws {
    var changed = Self.rows()
    changed[id: 1]?.title = "changed"
    changed[id: 1]?.title = "Row 1"
    let fresh = Self.rows()
    #expect(changed == fresh)
    #expect(changed.hashValue == fresh.hashValue)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(changed) == encoder.encode(fresh))
    #expect(String(describing: changed) == String(describing: fresh))
  }
}
