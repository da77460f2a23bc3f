import Foundation
import Runtime
import Testing

@Suite struct IdentifiedArrayTests {
  struct Row: Identifiable, Equatable, Hashable, Codable, Sendable {
    var id: Int
    var title: String
    var items: [Int] = []
  }

  static let rows: IdentifiedArrayOf<Row> = [
    Row(id: 1, title: "one"), Row(id: 2, title: "two"), Row(id: 3, title: "three"),
  ]

  @Test func removeFirstAndLastKeepTheIDsInStep() {
    var rows = Self.rows
    #expect(rows.removeLast().id == 3)
    #expect(rows.removeFirst().id == 1)
    #expect(rows.ids == [2])
    #expect(rows[id: 1] == nil && rows[id: 2]?.title == "two")
  }

  @Test func lookupByID() {
    let rows = Self.rows
    #expect(rows[id: 2]?.title == "two")
    #expect(rows[id: 9] == nil)
    #expect(rows.index(id: 3) == 2)
    #expect(rows.index(id: 9) == nil)
    #expect(rows.contains(id: 1))
    #expect(!rows.contains(id: 9))
    #expect(rows.ids == [1, 2, 3])
    #expect(rows.elements.map(\.title) == ["one", "two", "three"])
    #expect(rows.count == 3)
    #expect(rows[1].title == "two")
  }

  @Test func duplicateIDsKeepTheFirstOccurrence() {
    let rows = IdentifiedArrayOf<Row>(uniqueElements: [
      Row(id: 1, title: "first"), Row(id: 2, title: "two"), Row(id: 1, title: "second"),
    ])
    #expect(rows.ids == [1, 2])
    #expect(rows[id: 1]?.title == "first")
    let literal: IdentifiedArrayOf<Row> = [Row(id: 5, title: "a"), Row(id: 5, title: "b")]
    #expect(literal.map(\.title) == ["a"])
  }

  @Test func customKeyPathAndEmptyInits() {
    var byTitle = IdentifiedArray(id: \Row.title)
    byTitle.append(Row(id: 1, title: "x"))
    byTitle.append(Row(id: 2, title: "y"))
    #expect(byTitle[id: "y"]?.id == 2)
    let empty = IdentifiedArrayOf<Row>()
    #expect(empty.isEmpty)
    #expect(empty.ids.isEmpty)
  }

  @Test func appendAndInsert() {
    var rows = Self.rows
    let appended = rows.append(Row(id: 4, title: "four"))
    #expect(appended == (true, 3))
    let duplicate = rows.append(Row(id: 2, title: "other"))
    #expect(duplicate == (false, 1))
    #expect(rows[id: 2]?.title == "two")
    let inserted = rows.insert(Row(id: 0, title: "zero"), at: 0)
    #expect(inserted == (true, 0))
    #expect(rows.ids == [0, 1, 2, 3, 4])
    #expect(rows.index(id: 4) == 4)
    #expect(rows.insert(Row(id: 3, title: "again"), at: 0) == (false, 3))
  }

  @Test func removeByIDAndPositionRebuildsTheIndex() {
    var rows = Self.rows
    #expect(rows.remove(id: 1)?.title == "one")
    #expect(rows.remove(id: 1) == nil)
    #expect(rows.ids == [2, 3])
    #expect(rows.index(id: 3) == 1)
    #expect(rows.remove(at: 0).title == "two")
    #expect(rows.ids == [3])
    #expect(rows.index(id: 3) == 0)
    #expect(rows[id: 3]?.title == "three")
    rows.removeAll()
    #expect(rows.isEmpty)
    #expect(rows[id: 3] == nil)
  }

  @Test func removeAllWhere() {
    var rows = Self.rows
    rows.removeAll { $0.id.isMultiple(of: 2) }
    #expect(rows.ids == [1, 3])
    #expect(rows.index(id: 3) == 1)
    #expect(rows[id: 2] == nil)
  }

  @Test func filterAndSort() {
    var rows = Self.rows
    let odd = rows.filter { $0.id != 2 }
    #expect(odd.ids == [1, 3])
    #expect(odd[id: 3]?.title == "three")
    rows.sort { $0.title < $1.title }
    #expect(rows.ids == [1, 3, 2])
    #expect(rows.index(id: 2) == 2)
    #expect(rows[id: 3]?.title == "three")
  }

  @Test func idSubscriptGetSetAndNilRemoves() {
    var rows = Self.rows
    rows[id: 2] = Row(id: 2, title: "TWO")
    #expect(rows.ids == [1, 2, 3])
    #expect(rows[1].title == "TWO")
    rows[id: 7] = Row(id: 7, title: "seven")
    #expect(rows.ids == [1, 2, 3, 7])
    rows[id: 2] = nil
    #expect(rows.ids == [1, 3, 7])
    #expect(rows.index(id: 7) == 2)
    rows[id: 42] = nil
    #expect(rows.ids == [1, 3, 7])
  }

  @Test func idSubscriptModify() {
    var rows = Self.rows
    rows[id: 1]?.title = "uno"
    rows[id: 3]?.title += "!"
    rows[id: 9]?.title = "ignored"
    #expect(rows.map(\.title) == ["uno", "two", "three!"])
    #expect(rows.ids == [1, 2, 3])
    mutateToNil(&rows[id: 1])
    #expect(rows.ids == [2, 3])
    #expect(rows.map(\.title) == ["two", "three!"])
    #expect(rows.index(id: 3) == 1)
    mutateToNil(&rows[id: 3])
    #expect(rows.ids == [2])
    mutateToNil(&rows[id: 2])
    #expect(rows.isEmpty)
  }

  @Test func idSubscriptModifyInsertsWhenAbsent() {
    var rows = Self.rows
    insertRow(into: &rows[id: 4], id: 4)
    #expect(rows.ids == [1, 2, 3, 4])
  }

  @Test func changingTheIDThroughTheSubscriptRekeys() {
    var rows = Self.rows
    rows[id: 1]?.id = 10
    #expect(rows.ids == [10, 2, 3])
    #expect(rows[id: 10]?.title == "one")
    #expect(rows[id: 1] == nil)
    rows[id: 10]?.id = 3
    #expect(rows.ids == [2, 3])
    #expect(rows[id: 3]?.title == "one")
    #expect(rows.index(id: 3) == 1)
  }

  @Test func positionalModifyIsInPlace() {
    var rows = Self.rows
    rows[0].title = "first"
    #expect(rows[id: 1]?.title == "first")
  }

  @Test func modifyByIDCopiesNeitherTheElementNorTheStorage() {
    var rows = IdentifiedArrayOf<Row>(
      uniqueElements: (0..<1_000).map { Row(id: $0, title: "\($0)") }
    )
    rows[id: 500]?.items.reserveCapacity(16)
    rows[id: 999]?.items.reserveCapacity(16)
    for id in [500, 999, 500] {
      let storageBefore = rows.elements.withUnsafeBufferPointer { $0.baseAddress }
      let itemsBefore = rows[id: id]?.items.withUnsafeBufferPointer { $0.baseAddress }
      rows[id: id]?.items.append(id)
      let storageAfter = rows.elements.withUnsafeBufferPointer { $0.baseAddress }
      let itemsAfter = rows[id: id]?.items.withUnsafeBufferPointer { $0.baseAddress }
      #expect(storageBefore == storageAfter)
      #expect(itemsBefore == itemsAfter)
    }
    #expect(rows[id: 500]?.items == [500, 500])
    #expect(rows[id: 999]?.items == [999])
    #expect(rows.ids == Array(0..<1_000))
    #expect(rows.index(id: 501) == 501)
  }

  @Test func equalityAndHashing() {
    let copy = Self.rows
    #expect(copy == Self.rows)
    var changed = Self.rows
    changed[id: 2]?.title = "changed"
    #expect(changed != Self.rows)
    var reordered = Self.rows
    reordered.sort { $0.id > $1.id }
    #expect(reordered != Self.rows)
    #expect(Set([copy, Self.rows]).count == 1)
  }

  @Test func codableRoundTrip() throws {
    let data = try JSONEncoder().encode(Self.rows)
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    #expect(decoded == Self.rows)
    #expect(decoded.index(id: 3) == 2)
  }

  @Test func decodingDuplicateIDsThrows() {
    let json = Data(#"[{"id":1,"title":"a","items":[]},{"id":1,"title":"b","items":[]}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: json)
    }
  }

  @Test func descriptionAndDump() {
    let numbers: IdentifiedArrayOf<Tag> = [Tag(id: "a"), Tag(id: "b")]
    #expect(numbers.description == numbers.elements.description)
    #expect(
      customDump(numbers) == """
        [
          [0]: IdentifiedArrayTests.Tag(
            id: "a"
          ),
          [1]: IdentifiedArrayTests.Tag(
            id: "b"
          )
        ]
        """)
  }

  @Test func sendableAcrossTasks() async {
    let rows = Self.rows
    let count = await Task.detached { rows.count }.value
    #expect(count == 3)
  }

  struct Tag: Identifiable, Sendable {
    var id: String
  }

  private func mutateToNil(_ row: inout Row?) {
    row = nil
  }

  private func insertRow(into row: inout Row?, id: Int) {
    #expect(row == nil)
    row = Row(id: id, title: "new")
  }
}
