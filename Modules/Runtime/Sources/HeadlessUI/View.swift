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

extension View where Body == Never {
  /// The views built into ``HeadlessUI`` are drawn by the renderer and have no body; reading it is
  /// a programming error.
  public var body: Never {
    preconditionFailure("\(Self.self) is drawn by the renderer and has no body")
  }
}

/// `Never` is the body of the views that the renderer draws itself.
extension Never: View {
  /// Never called: there is no value of `Never`.
  public var body: Never {
    self
  }
}

/// A view that the renderer draws itself instead of asking for its body.
@MainActor
protocol PrimitiveView {
  /// Renders this view at `context.path`.
  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment]
}
