import Runtime

/// Which field of a view has the focus, kept at the view's place like `@State`; a
/// ``ViewHost`` gives the focus to the field it types into.
///
/// ```swift
/// struct LoginView: View {
///   @FocusState var focusedField: Field?
///
///   var body: some View {
///     TextField("Username", text: $username)
///       .focused($focusedField, equals: .username)   // Username: [] focused
///   }
/// }
/// ```
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicViewProperty {
  private let location: Location

  /// Starts without focus: `@FocusState var isFocused: Bool`.
  public init() where Value == Bool {
    self.location = Location(StateStorage(false))
  }

  /// Starts without focus: `@FocusState var focusedField: Field?`.
  public init<Field: Hashable>() where Value == Field? {
    self.location = Location(StateStorage(nil))
  }

  /// The focused field.
  public var wrappedValue: Value {
    get { location.storage.value }
    nonmutating set { location.write(newValue) }
  }

  /// The focus, for `focused(_:equals:)` and `bind(_:to:)`: `$focusedField`.
  public var projectedValue: Binding {
    Binding(location: location)
  }

  func attach(_ renderer: Renderer, at path: ViewPath, in context: RenderContext) {
    let location = location
    location.storage = renderer.localState(at: path) { location.storage }
  }

  /// A reference to a ``FocusState``'s value.
  @MainActor
  public struct Binding {
    fileprivate let location: Location

    /// The focused field; setting it moves the focus.
    public var wrappedValue: Value {
      get { location.storage.value }
      nonmutating set { location.write(newValue) }
    }
  }

  @MainActor
  fileprivate final class Location {
    var storage: StateStorage<Value>
    /// Told of each value written, by the `bind(_:to:)` that mirrors the focus into a model.
    var onWrite: (@MainActor (Value) -> Void)?

    init(_ storage: StateStorage<Value>) { self.storage = storage }

    func write(_ value: Value) {
      guard storage.value != value else { return }
      storage.value = value
      onWrite?(value)
    }
  }
}

extension View {
  /// Ties the focus of the controls in this view to `binding`: they are focused while it holds
  /// `value`, and typing into one of them sets it to `value`.
  ///
  /// ```swift
  /// TextField("Username", text: viewStore.$username)
  ///   .focused($focusedField, equals: .username)
  /// ```
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    FocusedView(content: self, isFocused: binding.wrappedValue == value) {
      binding.wrappedValue = value
    }
  }

  /// Ties the focus of the controls in this view to a `Bool` focus state.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    focused(condition, equals: true)
  }

  /// Keeps the focus `viewValue` equal to `modelValue`, a field of the feature's state: a
  /// change of the state moves the focus, a change of focus (a field typed into) writes the
  /// state.
  ///
  /// ```swift
  /// Form { ... }
  ///   .bind(viewStore.$focusedField, to: self.$focusedField)
  /// ```
  public func bind<Value: Hashable>(
    _ modelValue: Runtime.Binding<Value>, to viewValue: FocusState<Value>.Binding
  ) -> some View {
    FocusBindingView(content: self, model: modelValue, focus: viewValue)
  }
}

/// Marks the controls of its content focused, and makes driving them call `focus`.
struct FocusedView<Content: View>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let isFocused: Bool
  let focus: @MainActor () -> Void

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.render(content, in: context.appending(.index(0))).map {
      $0.focused(isFocused, focus: focus)
    }
  }
}

extension Fragment {
  /// This fragment with its controls focused or not, driving them calling `focus`.
  fileprivate func focused(_ isFocused: Bool, focus: @escaping @MainActor () -> Void) -> Fragment {
    guard case .node(var node, let children, let finish) = self else { return self }
    if node.kind.isControl {
      node.isFocused = isFocused
      node.focus = focus
    }
    return .node(
      node, children: children.map { $0.focused(isFocused, focus: focus) }, finish: finish
    )
  }
}

/// Keeps a focus state equal to a model's value; see `bind(_:to:)`.
struct FocusBindingView<Content: View, Value: Hashable>: View, PrimitiveView {
  typealias Body = Never

  let content: Content
  let model: Runtime.Binding<Value>
  let focus: FocusState<Value>.Binding

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    let model = model
    let focus = focus
    focus.location.onWrite = { value in
      if model.wrappedValue != value { model.wrappedValue = value }
    }
    if focus.wrappedValue != model.wrappedValue {
      renderer.onCommit { focus.wrappedValue = model.wrappedValue }
    }
    return renderer.render(content, in: context.appending(.index(0)))
  }
}
