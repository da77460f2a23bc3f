/// Views to preview, as Xcode's canvas shows them; here a test or a ``ViewHost`` hosts them.
///
/// ```swift
/// struct CounterView_Previews: PreviewProvider {
///   static var previews: some View {
///     CounterView(store: Store(initialState: Counter.State()) { Counter() })
///   }
/// }
///
/// let host = ViewHost(CounterView_Previews.previews)
/// ```
@MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View

  /// The views to preview.
  @ViewBuilder static var previews: Previews { get }
}
