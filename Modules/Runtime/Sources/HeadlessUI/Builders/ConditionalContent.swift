/// One of two views, as an `if`/`else` in a ``ViewBuilder`` makes it.
///
/// Each branch has its own identity: switching branches makes the views of the old branch
/// disappear and those of the new one appear.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never

  enum Storage {
    case first(TrueContent)
    case second(FalseContent)
  }

  let storage: Storage

  init(first content: TrueContent) {
    self.storage = .first(content)
  }

  init(second content: FalseContent) {
    self.storage = .second(content)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    switch storage {
    case let .first(content): renderer.render(content, in: context.appending(.branch(0)))
    case let .second(content): renderer.render(content, in: context.appending(.branch(1)))
    }
  }
}
