/// Builds a view from the statements of a closure: sequences, `if`/`else`, `switch`, optionals.
///
/// ```swift
/// @ViewBuilder var content: some View {
///   Text("Title")
///   if viewStore.isLoading {
///     ProgressView("Loading…")
///   } else {
///     Button("Reload") { viewStore.send(.reloadTapped) }
///   }
/// }
/// ```
@MainActor
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first content: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(first: content)
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second content: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(second: content)
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
