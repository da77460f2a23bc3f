import HeadlessUI
import Testing

private enum Tab: Hashable {
  case counter, profile
}

/// What the tabs did, in order.
@MainActor
private final class Log {
  var entries: [String] = []
}

private struct TabsView: View {
  let log: Log
  @State var tab = Tab.counter

  var body: some View {
    TabView(selection: $tab) {
      Text("Count: 0")
        .onAppear { log.entries.append("counter appeared") }
        .onDisappear { log.entries.append("counter disappeared") }
        .tabItem { Text("Counter") }
        .tag(Tab.counter)
      VStack {
        Text("Name: Blob")
        Button("Counter tab") { tab = .counter }
      }
      .onAppear { log.entries.append("profile appeared") }
      .tabItem { Label("Profile", systemImage: "person") }
      .tag(Tab.profile)
    }
  }
}

@MainActor
@Suite struct TabViewTests {
  @Test func theScreenShowsTheTabsThenTheSelectedTab() throws {
    let host = ViewHost(TabsView(log: Log()))
    #expect(host.screen == "<Counter>  ([person] Profile)\nCount: 0")
    #expect(try host.node("Counter").value == "selected")
    #expect(try host.node("[person] Profile").value == nil)
  }

  @Test func tappingATabSelectsIt() throws {
    let host = ViewHost(TabsView(log: Log()))
    try host.tap("[person] Profile")
    #expect(host.screen == "(Counter)  <[person] Profile>\nName: Blob\n(Counter tab)")
    try host.tap("Counter tab")
    #expect(host.screen == "<Counter>  ([person] Profile)\nCount: 0")
  }

  @Test func onlyTheSelectedTabAppears() throws {
    let log = Log()
    let host = ViewHost(TabsView(log: log))
    #expect(log.entries == ["counter appeared"])
    try host.tap("[person] Profile")
    #expect(log.entries == ["counter appeared", "counter disappeared", "profile appeared"])
  }

  @Test func tabsWithoutASelectionStartAtTheFirstAndKeepTheirOwn() throws {
    let host = ViewHost(
      TabView {
        Text("Inbox").tabItem { Text("Mail") }
        Text("Today").tabItem { Text("Calendar") }
      }
    )
    #expect(host.screen == "<Mail>  (Calendar)\nInbox")
    try host.tap("Calendar")
    #expect(host.screen == "(Mail)  <Calendar>\nToday")
  }

  @Test func aTabItemOutsideATabViewIsTheViewAlone() {
    let host = ViewHost(Text("Alone").tabItem { Text("Tab") }.tag(1))
    #expect(host.screen == "Alone")
    #expect(host.controlLabels.isEmpty)
  }
}
