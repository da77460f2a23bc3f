import Runtime

/// Content whose rows come from data: ``ForEach`` and ``ForEachStore``, whose rows
/// `onDelete(perform:)` and `onMove(perform:)` make deletable and movable.
@MainActor
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}

extension ForEachStore: DynamicViewContent {}

extension DynamicViewContent {
  /// Lets the rows be deleted: ``ViewHost/delete(_:)`` calls `action` with the offset of the
  /// row that shows a label.
  ///
  /// ```swift
  /// ForEachStore(store.scope(state: \.todos, action: { .todo(id: $0, action: $1) })) {
  ///   TodoView(store: $0)
  /// }
  /// .onDelete { viewStore.send(.delete($0)) }
  /// ```
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableRows<Self> {
    EditableRows(content: self, delete: action, move: nil)
  }

  /// Lets the rows be moved: ``ViewHost/move(_:to:)`` calls `action` with the offset of the row
  /// that shows a label and the offset to move it before.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> EditableRows<Self> {
    EditableRows(content: self, delete: nil, move: action)
  }
}

/// Rows that can be deleted or moved by a ``ViewHost``; each node the content shows is a row.
public struct EditableRows<Content: View>: DynamicViewContent, PrimitiveView {
  public typealias Body = Never

  let content: Content
  let delete: (@MainActor (IndexSet) -> Void)?
  let move: (@MainActor (IndexSet, Int) -> Void)?

  /// These rows, deletable with `action` too.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableRows<Content> {
    EditableRows(content: content, delete: action, move: move)
  }

  /// These rows, movable with `action` too.
  public func onMove(
    perform action: (@MainActor (IndexSet, Int) -> Void)?
  ) -> EditableRows<
    Content
  > {
    EditableRows(content: content, delete: delete, move: action)
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let node = ViewNode(
      .editableRows, environment: context.environment, control: .rows(delete: delete, move: move)
    )
    return renderer.container(node, content: content, in: context)
  }
}

extension View {
  /// Lets the user pull to refresh: ``ViewHost/refresh()`` runs `action` and waits for it.
  ///
  /// ```swift
  /// List { ... }
  ///   .refreshable { await viewStore.send(.refresh).finish() }
  /// ```
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    NodeView(kind: .refreshable, control: .refresh(action), content: self)
  }
}
