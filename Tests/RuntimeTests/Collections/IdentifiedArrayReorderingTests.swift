// The mutations a list hands an identified array (delete and move by offsets) and the others the
// reference's examples use; after each, the array still finds every element by its id.
import Foundation
import Runtime
import Testing

@Suite struct IdentifiedArrayReorderingTests {
  struct Row: Identifiable, Equatable, Comparable {
    var id: String
    var done = false

    static func < (lhs: Row, rhs: Row) -> Bool { lhs.id < rhs.id }
  }

  static func rows(_ ids: String...) -> IdentifiedArrayOf<Row> {
    IdentifiedArray(uniqueElements: ids.map { Row(id: $0) })
  }

  /// Whether every element is found by its id at its position.
  static func lookupsAgree(_ rows: IdentifiedArrayOf<Row>) -> Bool {
    rows.enumerated().allSatisfy { position, row in
      rows.index(id: row.id) == position && rows[id: row.id] == row
    }
  }

  @Test func removesAtOffsets() {
    var rows = Self.rows("a", "b", "c", "d")
    rows.remove(atOffsets: [1, 3])
    #expect(rows.ids == ["a", "c"])
    #expect(rows[id: "b"] == nil && rows[id: "d"] == nil)
    #expect(Self.lookupsAgree(rows))
  }

  @Test func movesOffsetsBeforeTheDestination() {
    var rows = Self.rows("a", "b", "c", "d", "e")
    rows.move(fromOffsets: [1, 3], toOffset: 5)
    #expect(rows.ids == ["a", "c", "e", "b", "d"])
    #expect(Self.lookupsAgree(rows))
    rows.move(fromOffsets: [4], toOffset: 0)
    #expect(rows.ids == ["d", "a", "c", "e", "b"])
    #expect(Self.lookupsAgree(rows))
  }

  @Test func swapsReversesAndSorts() {
    var rows = Self.rows("c", "a", "b")
    rows.swapAt(0, 2)
    #expect(rows.ids == ["b", "a", "c"])
    #expect(Self.lookupsAgree(rows))
    rows.reverse()
    #expect(rows.ids == ["c", "a", "b"])
    #expect(Self.lookupsAgree(rows))
    rows.sort()
    #expect(rows.ids == ["a", "b", "c"])
    #expect(Self.lookupsAgree(rows))
  }

  @Test func shufflesWithTheGivenGenerator() {
    var rows = Self.rows("a", "b", "c", "d", "e", "f")
    var generator = SystemRandomNumberGenerator()
    rows.shuffle(using: &generator)
    #expect(Set(rows.ids) == ["a", "b", "c", "d", "e", "f"])
    #expect(Self.lookupsAgree(rows))
  }

  @Test func removesRangesFromEitherEnd() {
    var rows = Self.rows("a", "b", "c", "d", "e")
    rows.removeFirst(2)
    #expect(rows.ids == ["c", "d", "e"])
    rows.removeLast(1)
    #expect(rows.ids == ["c", "d"])
    rows.removeSubrange(0..<1)
    #expect(rows.ids == ["d"])
    #expect(Self.lookupsAgree(rows))
  }

  @Test func appendsOnlyNewIDs() {
    var rows = Self.rows("a")
    rows.append(contentsOf: [Row(id: "b"), Row(id: "a", done: true), Row(id: "c")])
    #expect(rows.ids == ["a", "b", "c"])
    #expect(rows[id: "a"]?.done == false)
  }

  @Test func updatesInPlaceOrAddsWhereAsked() {
    var rows = Self.rows("a", "b")
    #expect(rows.updateOrAppend(Row(id: "a", done: true)) == Row(id: "a"))
    #expect(rows.updateOrAppend(Row(id: "c")) == nil)
    #expect(rows.ids == ["a", "b", "c"])
    #expect(rows[id: "a"]?.done == true)

    let updated = rows.updateOrInsert(Row(id: "b", done: true), at: 0)
    #expect(updated.originalMember == Row(id: "b") && updated.index == 1)
    let inserted = rows.updateOrInsert(Row(id: "z"), at: 0)
    #expect(inserted.originalMember == nil && inserted.index == 0)
    #expect(rows.ids == ["z", "a", "b", "c"])
    #expect(Self.lookupsAgree(rows))
  }
}
