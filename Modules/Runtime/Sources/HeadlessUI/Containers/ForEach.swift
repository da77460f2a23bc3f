import Runtime

/// One view per element of a collection, each identified by an id.
///
/// ```swift
/// ForEach(viewStore.results, id: \.id) { result in
///   Text(result.name)
/// }
/// ForEach(Digest.allCases, id: \.self) { digest in
///   Text(digest.rawValue)   // tagged with `digest` inside a Picker
/// }
/// ```
///
/// A row keeps its identity (its `.task`, its `onAppear`) while its id stays in the collection.
/// Inside a ``Picker``, each row is tagged with its id unless it has a `.tag(_:)`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  public typealias Body = Never

  /// The elements.
  public let data: Data
  private let id: KeyPath<Data.Element, ID>
  private let content: @MainActor (Data.Element) -> Content

  /// Shows `content` for each element of `data`, identified by the value at `id`.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    var fragments: [Fragment] = []
    var seen: [ID: Int] = [:]
    for element in data {
      let elementID = element[keyPath: id]
      let occurrence = seen[elementID, default: 0]
      seen[elementID] = occurrence + 1
      let key: AnyHashable =
        occurrence == 0
        ? AnyHashable(elementID) : AnyHashable([AnyHashable(elementID), occurrence])
      let rendered = renderer.render(content(element), in: context.appending(.id(key)))
      fragments += rendered.map { $0.tagged(AnyHashable(elementID), overriding: false) }
    }
    return fragments
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Shows `content` for each element of `data`, identified by its `id`.
  ///
  /// ```swift
  /// ForEach(viewStore.todos) { todo in Text(todo.title) }
  /// ```
  public init(
    _ data: Data,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach {
  /// Shows `content` for each element of a bound collection, with a binding to that element,
  /// identified by its `id`.
  ///
  /// ```swift
  /// ForEach($attendees) { attendee in
  ///   TextField("Name", text: attendee.name)
  /// }
  /// ```
  public init<Elements: MutableCollection & RandomAccessCollection>(
    _ data: Binding<Elements>,
    @ViewBuilder content: @escaping @MainActor (Binding<Elements.Element>) -> Content
  )
  where
    Elements.Element: Identifiable, Data == [Binding<Elements.Element>],
    ID == Elements.Element.ID
  {
    let bindings = data.wrappedValue.indices.map { index in
      Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
    self.init(bindings, id: \.wrappedValue.id, content: content)
  }
}
