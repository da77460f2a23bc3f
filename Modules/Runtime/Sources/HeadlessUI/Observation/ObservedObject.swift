import Runtime

/// A view store that a view holds and renders again with, as SwiftUI's
/// `@ObservedObject var viewStore` does.
///
/// ```swift
/// struct CounterView: View {
///   let store: StoreOf<CounterFeature>
///   @ObservedObject var viewStore: ViewStoreOf<CounterFeature>
///
///   init(store: StoreOf<CounterFeature>) {
///     self.store = store
///     self.viewStore = ViewStore(store, observe: { $0 })
///   }
///
///   var body: some View {
///     Button("+") { viewStore.send(.incrementButtonTapped) }
///   }
/// }
/// ```
///
/// The view's body is evaluated again whenever the view store reports a change, and only then.
/// Any other object is held without being observed: an `ObservableObject` of one's own needs
/// Combine's `@Published`, which Linux does not have.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject>: DynamicViewProperty {
  /// The object held.
  public var wrappedValue: ObjectType

  /// Holds `wrappedValue`, observing it if it is a view store.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Holds `initialValue`; the spelling of `ObservedObject(initialValue:)`.
  public init(initialValue: ObjectType) {
    self.init(wrappedValue: initialValue)
  }

  func attach(_ renderer: Renderer, at path: ViewPath, in context: RenderContext) {
    guard let viewStore = wrappedValue as? any HeldViewStore else { return }
    renderer.observeHeld(viewStore)
  }
}

/// What the renderer needs of a view store a view holds, whatever its state and actions.
@MainActor
protocol HeldViewStore: AnyObject {
  var host: any StoreHost { get }
  func subscribe(_ onChange: @escaping @MainActor () -> Void) -> ViewStoreSubscription
}

extension ViewStore: HeldViewStore {}
