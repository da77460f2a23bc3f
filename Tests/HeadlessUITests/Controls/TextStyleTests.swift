import HeadlessUI
import Testing

private struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
    }
  }
}

private struct BarStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Text("Bar")
    ProgressView(configuration)
  }
}

@MainActor
@Suite struct TextStyleTests {
  @Test func textsJoinAndKeepTheirOwnFont() {
    let text = Text("Count: ").bold() + Text("3")
    let host = ViewHost(VStack { text.italic() }.font(.caption))
    let node = host.tree.first { $0.kind == .text }
    #expect(node?.label == "Count: 3")
    #expect(node?.font?.description == "body.bold.italic")
  }

  @Test func fontsAreNamedByWhatMadeThem() {
    #expect(Font.body.monospacedDigit().bold().description == "body.monospacedDigit.bold")
    #expect(Font.system(size: 22).description == "system(size: 22)")
    #expect(Font.system(.body, design: .monospaced).description == "body.monospaced")
    #expect(Font.caption == .caption)
  }

  @Test func symbolVariantsNameTheSymbol() {
    let host = ViewHost(Image(systemName: "heart").symbolVariant(.fill))
    #expect(host.screen == "[heart.fill]")
    #expect(ViewHost(Image(systemName: "heart").symbolVariant(.none)).screen == "[heart]")
  }

  @Test func labelsShowIconThenTitleUnlessAStyleLaysThemOut() {
    #expect(ViewHost(Label("Theme", systemImage: "paintpalette")).screen == "[paintpalette]  Theme")
    let trailing = ViewHost(
      Label("3:07", systemImage: "hourglass").labelStyle(TrailingIconLabelStyle()))
    #expect(trailing.screen == "3:07  [hourglass]")
    #expect(ViewHost(Label("3:07", systemImage: "clock").labelStyle(.titleOnly)).screen == "3:07")
    #expect(ViewHost(Label("3:07", systemImage: "clock").labelStyle(.iconOnly)).screen == "[clock]")
  }

  @Test func aProgressBarShowsItsPercentageAndAStyleDrawsIt() {
    #expect(ViewHost(ProgressView(value: 3, total: 10)).screen == "⏳ 30%")
    #expect(ViewHost(ProgressView("Saving", value: 0.5)).screen == "⏳ Saving 50%")
    let styled = ViewHost(ProgressView(value: 0.25).progressViewStyle(BarStyle()))
    #expect(styled.screen == "Bar\n⏳ 25%")
  }

  @Test func foregroundStyleColorsTexts() {
    let host = ViewHost(Text("Optional").foregroundStyle(.secondary))
    #expect(host.tree.first { $0.kind == .text }?.foregroundColor == .secondary)
  }
}

private enum Filter: LocalizedStringKey, CaseIterable {
  case all = "All"
  case active = "Active"
}

@MainActor
@Suite struct LocalizedTextTests {
  @Test func aKeyShowsItsOwnWords() {
    let host = ViewHost(ForEach(Filter.allCases, id: \.self) { Text($0.rawValue) })
    #expect(host.screen == "All\nActive")
  }

  @Test func datesShowInUTC() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    #expect(ViewHost(Text(date, style: .date)).screen == "2009-02-13")
    #expect(ViewHost(Text(date, style: .time)).screen == "23:31")
    let titled = ViewHost(
      NavigationStack { Text("Notes").navigationTitle(Text(date, style: .date)) })
    #expect(titled.screen == "== 2009-02-13 ==\nNotes")
  }

  @Test func anIDMakesANewViewWhenItChanges() throws {
    let appearances = Appearances()
    let host = ViewHost(Identified(appearances: appearances))
    #expect(appearances.count == 1)
    try host.tap("Same")
    #expect(appearances.count == 1)
    try host.tap("Next")
    #expect(appearances.count == 2)
  }
}

@MainActor
private final class Appearances {
  var count = 0
}

private struct Identified: View {
  let appearances: Appearances
  @State var id = 1
  @State var taps = 0

  var body: some View {
    Button("Next") { id += 1 }
    Button("Same") { taps += 1 }
    Text("Row \(taps)").onAppear { appearances.count += 1 }.id(id)
  }
}
