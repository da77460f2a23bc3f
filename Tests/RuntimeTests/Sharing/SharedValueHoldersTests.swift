import Foundation
import RuntimeTesting
import Testing

/// A profile held whole by one feature and in part by another.
private struct Profile: Equatable, Sendable {
  var name: String
  var city: String
}

private struct Screen: Equatable {
  @Shared var profile: Profile
  var editor: Editor?
  var rows: [Row]
  @SharedReader(.inMemory("theme")) var theme = "light"
}

private struct Editor: Equatable {
  @Shared var name: String
}

private struct Row: Equatable {
  @SharedReader var city: String
}

@Suite struct SharedValueHoldersTests {
  private func screen() -> Screen {
    let profile = Shared(value: Profile(name: "Blob", city: "Seoul"))
    return Screen(
      profile: profile,
      editor: Editor(name: profile.name),
      rows: [Row(city: SharedReader(profile).city)])
  }

  @Test func everyFieldHoldingOneValueIsListedUnderIt() {
    let found = SharedValueHolders.all(in: screen())
    #expect(found.count == 2)
    let holders = found.first?.holders.map { holder in
      "\(holder.path): \(holder.owner).\(holder.field) \(holder.readsOnly ? "reads" : "writes")"
        + (holder.holdsAPart ? " a part" : "")
    }
    #expect(
      holders == [
        "profile: Screen.profile writes",
        "editor.name: Editor.name writes a part",
        "rows[0].city: Row.city reads a part",
      ])
    #expect(found.first?.value as? Profile == Profile(name: "Blob", city: "Seoul"))
    #expect(found.first?.key == nil)
    #expect(found.last?.key == #".inMemory("theme")"#)
    #expect(found.last?.holders.map(\.path) == ["theme"])
  }

  @Test func aValueWithNoHolderLeftInTheStateIsNotListed() {
    var state = screen()
    state.editor = nil
    state.rows = []
    #expect(
      SharedValueHolders.all(in: state).map { $0.holders.map(\.path) } == [["profile"], ["theme"]])
  }

  @Test func everyChangeOfASharedValueIsCounted() {
    let state = screen()
    let before = SharedWrites.total
    state.$profile.withLock { $0.city = "Busan" }
    state.editor?.$name.withLock { $0 = "Blobby" }
    // Other tests change shared values at the same time: at least these two were counted.
    #expect(SharedWrites.total >= before + 2)
  }

  @Test func keysDescribeThemselvesAsTheyAreWritten() {
    #expect(String(describing: InMemoryKey<Int>.inMemory("count")) == #".inMemory("count")"#)
    #expect(
      String(describing: FileStorageKey<Int>.fileStorage(URL(fileURLWithPath: "/tmp/n.json")))
        == #".fileStorage("/tmp/n.json")"#)
  }
}
