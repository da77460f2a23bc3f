// Long observed lists: a change of one row evaluates that row's body and nothing else, and the
// screen, assembled when it is read, shows every change.
import HeadlessUI
import RuntimeTesting
import Testing

private struct Item: Reducer {
  struct State: Equatable, Identifiable, ObservableState {
    let id: Int
    var isDone = false
  }

  enum Action: Equatable { case toggled }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isDone.toggle()
    return .none
  }
}

private struct Chapter: Reducer {
  struct State: Equatable, Identifiable, ObservableState {
    let id: Int
    var title: String
    var items: IdentifiedArrayOf<Item.State> = []
  }

  enum Action: Equatable {
    case renamed(String)
    case items(IdentifiedActionOf<Item>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .renamed(title) = action { state.title = title }
      return .none
    }
    .forEach(\.items, action: \.items) { Item() }
  }
}

extension Chapter.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var items: AnyCasePath<Chapter.Action, IdentifiedActionOf<Item>> { /Chapter.Action.items }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

private struct Outline: Reducer {
  struct State: Equatable, ObservableState {
    var chapters: IdentifiedArrayOf<Chapter.State>
    var isExpanded = true
    var heading = ""
  }

  enum Action: Equatable {
    case chapters(IdentifiedActionOf<Chapter>)
    case reversed
    case collapsedRenaming(id: Int, to: String)
    case headingChanged(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .reversed:
        state.chapters.sort { $0.id > $1.id }
      case let .collapsedRenaming(id, title):
        state.isExpanded = false
        state.chapters[id: id]?.title = title
      case let .headingChanged(heading):
        state.heading = heading
      case .chapters:
        break
      }
      return .none
    }
    .forEach(\.chapters, action: \.chapters) { Chapter() }
  }
}

extension Outline.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var chapters: AnyCasePath<Outline.Action, IdentifiedActionOf<Chapter>> {
      /Outline.Action.chapters
    }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

private struct ItemView: View {
  let store: StoreOf<Item>
  var body: some View { Text("\(store.state.id): \(store.isDone ? "done" : "open")") }
}

private struct TitleView: View {
  let store: StoreOf<Chapter>
  var body: some View { Text(store.title) }
}

private struct ChapterView: View {
  let store: StoreOf<Chapter>

  var body: some View {
    TitleView(store: store)
    ForEachStore(store.scope(state: \.items, action: \.items)) { ItemView(store: $0) }
  }
}

private struct OutlineView: View {
  let store: StoreOf<Outline>

  var body: some View {
    if store.isExpanded {
      if !store.heading.isEmpty { Text(store.heading) }
      List {
        ForEachStore(store.scope(state: \.chapters, action: \.chapters)) {
          ChapterView(store: $0)
        }
      }
    } else {
      Text("Collapsed")
    }
  }
}

/// The screen around an outline: a subtree that reads nothing.
private struct ScreenView: View {
  let store: StoreOf<Outline>
  var body: some View { OutlineView(store: store) }
}

/// Counts the reads of the chapters through the list's store.
@MainActor
private final class ReadCounter {
  var reads = 0
}

/// The chapters' titles, read through a store that counts its reads.
private struct CountedTitlesView: View {
  let store: StoreOf<Outline>
  let counter: ReadCounter

  var body: some View {
    ForEachStore(
      store.scope(
        state: { [counter] in
          counter.reads += 1
          return $0.chapters
        },
        action: { .chapters(.element(id: $0, action: $1)) }
      )
    ) { TitleView(store: $0) }
  }
}

/// A list whose rows are read through a property that counts its reads, under a banner.
private struct CountedList: Reducer {
  static let reads = LockIsolated(0)

  struct State: Equatable, ObservableState {
    var storedRows: IdentifiedArrayOf<Item.State> = [Item.State(id: 0)]
    var banner = "List"
    var rows: IdentifiedArrayOf<Item.State> {
      get {
        CountedList.reads.withLock { $0 += 1 }
        return storedRows
      }
      set { storedRows = newValue }
    }
  }

  enum Action: Equatable {
    case rows(IdentifiedActionOf<Item>)
    case bannerChanged(String)
    case added(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .bannerChanged(banner): state.banner = banner
      case let .added(id): state.storedRows.append(Item.State(id: id))
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Item() }
  }
}

extension CountedList.Action: CasePathable {
  fileprivate struct AllCasePaths {
    var rows: AnyCasePath<CountedList.Action, IdentifiedActionOf<Item>> { /CountedList.Action.rows }
  }
  fileprivate static var allCasePaths: AllCasePaths { AllCasePaths() }
}

private struct CountedListView: View {
  let store: StoreOf<CountedList>

  var body: some View {
    Text(store.banner)
    ForEachStore(store.scope(state: \.rows, action: \.rows)) { ItemView(store: $0) }
  }
}

/// An outline of `chapters` chapters of `items` items each.
@MainActor
private func outline(chapters: Int, items: Int) -> StoreOf<Outline> {
  let chapters = (0..<chapters).map { chapter in
    Chapter.State(
      id: chapter, title: "Chapter \(chapter)",
      items: IdentifiedArray(uniqueElements: (0..<items).map { Item.State(id: $0) }))
  }
  return Store(initialState: Outline.State(chapters: IdentifiedArray(uniqueElements: chapters))) {
    Outline()
  }
}

@MainActor
private func bodies(_ host: ViewHost) -> [Int] {
  [
    host.bodyEvaluationCount(of: OutlineView.self),
    host.bodyEvaluationCount(of: ChapterView.self),
    host.bodyEvaluationCount(of: TitleView.self),
    host.bodyEvaluationCount(of: ItemView.self),
  ]
}

@MainActor
@Suite struct ObservedListTests {
  @Test func aChangeOfOneRowOfAThousandChecksNoOtherRow() {
    let store = outline(chapters: 1_000, items: 0)
    let counter = ReadCounter()
    let host = ViewHost(CountedTitlesView(store: store, counter: counter))
    counter.reads = 0
    store.send(.chapters(.element(id: 700, action: .renamed("Renamed"))))
    #expect(host.bodyEvaluationCount(of: TitleView.self) == 1_001)
    #expect(counter.reads < 10, "\(counter.reads) reads of the rows: other rows checked theirs")
  }

  @Test func rowsAddedAfterTheListRendersAgainShareItsObserver() {
    let store = Store(initialState: CountedList.State()) { CountedList() }
    let host = ViewHost(CountedListView(store: store))
    func readsOfAnActionFor(row id: Int) -> Int {
      let before = CountedList.reads.withLock { $0 }
      store.send(.rows(.element(id: id, action: .toggled)))
      return CountedList.reads.withLock { $0 } - before
    }
    let reads = readsOfAnActionFor(row: 0)

    // The list view renders again and scopes again; the row added after it is watched by the
    // same observer as the first, so an action reads the rows as often as before.
    store.send(.bannerChanged("Renamed"))
    store.send(.added(1))
    #expect(host.bodyEvaluationCount(of: CountedListView.self) == 2)
    #expect(host.screen == "Renamed\n0: done\n1: open")
    #expect(readsOfAnActionFor(row: 1) == reads)
    #expect(readsOfAnActionFor(row: 0) == reads)
  }

  @Test func anItemOfANestedListEvaluatesThatItemAlone() {
    let store = outline(chapters: 3, items: 3)
    let host = ViewHost(OutlineView(store: store))
    #expect(bodies(host) == [1, 3, 3, 9])

    store.send(.chapters(.element(id: 1, action: .items(.element(id: 2, action: .toggled)))))
    #expect(bodies(host) == [1, 3, 3, 10])
    #expect(
      host.screen.split(separator: "\n")[4...7] == ["Chapter 1", "0: open", "1: open", "2: done"])
  }

  @Test func theScreenShowsEveryChangeMadeSinceItWasLastRead() {
    let store = outline(chapters: 3, items: 1)
    let host = ViewHost(OutlineView(store: store))
    store.send(.chapters(.element(id: 0, action: .renamed("First"))))
    #expect(host.screen.hasPrefix("First\n0: open\nChapter 1"))

    store.send(.chapters(.element(id: 2, action: .renamed("Third"))))
    store.send(.chapters(.element(id: 0, action: .items(.element(id: 0, action: .toggled)))))
    store.send(.chapters(.element(id: 1, action: .renamed("Second"))))
    #expect(host.screen == "First\n0: done\nSecond\n0: open\nThird\n0: open")
    #expect(bodies(host) == [1, 3, 6, 4])
  }

  @Test func aNewOrderRendersTheListWithoutEvaluatingAnyRow() {
    let store = outline(chapters: 1_000, items: 0)
    let host = ViewHost(OutlineView(store: store))
    store.send(.reversed)
    #expect(bodies(host) == [1, 1_000, 1_000, 0])
    let lines = host.screen.split(separator: "\n")
    #expect(lines.first == "Chapter 999")
    #expect(lines.last == "Chapter 0")
  }

  @Test func aChangedRowThatLeavesTheScreenIsNotEvaluated() {
    let store = outline(chapters: 3, items: 0)
    let host = ViewHost(ScreenView(store: store))
    // The outline renders again, so its observer now comes after the rows' observer: the row
    // is marked dirty first, and must still wait for the outline that drops it.
    store.send(.headingChanged("Outline"))
    #expect(host.screen.hasPrefix("Outline\nChapter 0"))
    store.send(.collapsedRenaming(id: 1, to: "Renamed"))
    #expect(host.screen == "Collapsed")
    #expect(bodies(host) == [3, 3, 3, 0])
  }
}
