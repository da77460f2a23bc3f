import HeadlessUI
import RuntimeTesting
import Testing

@MainActor
@Suite struct NavigationStackTests {
  @Test func showsTheTitleOfItsContent() {
    let host = ViewHost(
      NavigationStack {
        List {
          Text("Seoul")
        }
        .navigationTitle("Search")
      }
    )
    #expect(host.screen == "== Search ==\nSeoul")
    #expect(host.tree.children.first?.kind == .navigationStack)
    #expect(host.tree.children.first?.label == "Search")
  }

  @Test func withoutTitleShowsNoHeader() {
    let host = ViewHost(NavigationStack { Text("Seoul") })
    #expect(host.screen == "Seoul")
  }

  @Test func titleWithoutStackShowsNothing() {
    let host = ViewHost(Text("Seoul").navigationTitle("Search"))
    #expect(host.screen == "Seoul")
  }

  @Test func nestedStackKeepsItsOwnTitle() {
    let host = ViewHost(
      NavigationStack {
        VStack {
          Text("Outer")
          NavigationStack { Text("Inner").navigationTitle("Inner title") }
        }
        .navigationTitle("Outer title")
      }
    )
    #expect(host.screen == "== Outer title ==\nOuter\n== Inner title ==\nInner")
  }
}
