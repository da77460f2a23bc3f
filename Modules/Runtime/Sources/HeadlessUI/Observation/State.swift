import Runtime

/// A value a view owns, kept at the view's place on screen from one render to the next, with a
/// binding to it: `@State var isPresented = false` and `$isPresented`.
///
/// ```swift
/// struct RootView: View {
///   @State var isSheetPresented = false
///
///   var body: some View {
///     Button("Show") { isSheetPresented = true }
///       .sheet(isPresented: $isSheetPresented) { Text("Hello") }
///   }
/// }
/// ```
///
/// Writing the value renders the view's body again. The value belongs to the view's place: a
/// parent that renders again and makes a new view value there keeps the value, and it is gone
/// once the view leaves the screen. It also serves `@State var store` and `$store.message`, the
/// fallback to ``Bindable`` that the seed shows.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicViewProperty {
  private let location: Location

  /// Starts the state at `wrappedValue`.
  public init(wrappedValue: Value) {
    self.location = Location(StateStorage(wrappedValue))
  }

  /// Starts the state at `value`: `@State var showGame: GameType?` becomes
  /// `State(initialValue: nil)`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { location.storage.value }
    nonmutating set { location.storage.value = newValue }
  }

  /// A binding to the value: `$isPresented`, or `$store.message` for a store, through its
  /// settable fields.
  public var projectedValue: Binding<Value> {
    let location = location
    return Binding(get: { location.storage.value }, set: { location.storage.value = $0 })
  }

  func attach(_ renderer: Renderer, at path: ViewPath, in context: RenderContext) {
    let location = location
    location.storage = renderer.localState(at: path) { location.storage }
  }

  /// Where the value lives: in the view until it is rendered, then in the view's place.
  private final class Location {
    var storage: StateStorage<Value>
    init(_ storage: StateStorage<Value>) { self.storage = storage }
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Starts an optional state at `nil`: `@State var selection: Item?`.
  public init() {
    self.init(wrappedValue: nil)
  }
}
