import Runtime
import RuntimeTesting
import Testing

@MainActor
@Suite struct PreviewTests {
  @Test func previewsAreListedInFileOrder() {
    let previews = Preview.all.filter { $0.fileID == "RuntimeMacrosTests/PreviewSamples.swift" }
    #expect(previews.map(\.name) == [nil, "Search results"])
    #expect(previews.map(\.line) == [5, 15])
    #expect(
      previews.map(\.displayName) == [
        "RuntimeMacrosTests/PreviewSamples.swift:5", "Search results",
      ])
  }

  @Test func previewContentIsBuilt() throws {
    let preview = try #require(Preview.all.first { $0.name == "Search results" })
    let view = try #require(preview.makeContent() as? WeatherSearchView)
    #expect(view.fieldText == "Se")
    #expect(view.store.withState(\.places).map(\.name) == ["Seoul", "Seattle"])
  }

  @Test func unnamedPreviewUsesThePreviewClient() async throws {
    let preview = try #require(
      Preview.all.first { $0.fileID == "RuntimeMacrosTests/PreviewSamples.swift" && $0.name == nil }
    )
    let view = try #require(preview.makeContent() as? WeatherSearchView)
    view.queryChanged("Sev")
    await view.searchButtonTapped().finish()
    #expect(view.store.withState(\.places).map(\.name) == ["Sevilla"])
  }
}
