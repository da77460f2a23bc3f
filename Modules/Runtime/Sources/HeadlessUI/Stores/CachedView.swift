/// Renders its content once and reuses the rendering afterwards; the views inside that observe
/// a store still re-render themselves. A ``ForEachStore`` row is one.
struct CachedView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  /// Makes the content; `nil` renders nothing.
  let makeContent: @MainActor () -> Content?

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let record = renderer.subtree(at: context, for: Self.self) { _ in nil }
    let makeContent = makeContent
    let contentContext = context.appending(.index(0))
    record.evaluate = { renderer in renderer.render(makeContent(), in: contentContext) }
    return [.cached(record)]
  }
}
