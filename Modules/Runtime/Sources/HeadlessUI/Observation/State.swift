import Runtime

/// A value a view owns, with a binding to it: `@State var store` and `$store.message`.
///
/// ```swift
/// struct MessageView: View {
///   @State var store: StoreOf<Message>
///
///   var body: some View {
///     TextField("Message", text: $store.message)
///   }
/// }
/// ```
///
/// SwiftUI's `@State`, for the headless views, where it serves as the fallback to
/// ``Bindable`` that the seed shows: the view keeps its value in a box, so writes through the
/// binding reach it.
@MainActor
@propertyWrapper
public struct State<Value> {
  private let box: Box

  /// Starts the state at `wrappedValue`.
  public init(wrappedValue: Value) {
    self.box = Box(wrappedValue)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value: `$store.message` for a store, through its settable fields.
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }

  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
}
