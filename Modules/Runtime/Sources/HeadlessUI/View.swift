/// A piece of user interface, described by its ``body`` the way a SwiftUI view is.
///
/// ```swift
/// struct SettingsView: View {
///   let store: StoreOf<SettingsFeature>
///
///   var body: some View {
///     WithViewStore(store, observe: { $0 }) { viewStore in
///       Form {
///         Toggle("Haptic feedback", isOn: viewStore.$isHapticFeedbackEnabled)
///       }
///     }
///   }
/// }
/// ```
///
/// A ``ViewHost`` renders views into a tree of ``ViewNode``s instead of pixels.
@MainActor
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder var body: Body { get }
}
