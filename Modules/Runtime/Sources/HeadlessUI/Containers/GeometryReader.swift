import Foundation

/// Gives its content the size of the space it fills: on a text screen, which has no layout, one
/// fixed size for every reader, 390 × 844 points (a phone's screen held upright).
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(Int(proxy.size.width)) wide")   // 390 wide
/// }
/// ```
///
/// It adds no node: its content is on the screen as if the reader were not there.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never

  private let content: @MainActor (GeometryProxy) -> Content

  /// Creates a reader whose content `content` builds from the reader's size.
  public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
    self.content = content
  }

  func makeFragments(_ renderer: Renderer, _ context: RenderContext) -> [Fragment] {
    renderer.render(content(GeometryProxy()), in: context.appending(.index(0)))
  }
}

/// The size and frame a ``GeometryReader`` gives its content: 390 × 844 points, at the origin
/// of every coordinate space.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("x").frame(width: proxy.size.width / 3)
/// }
/// ```
public struct GeometryProxy: Sendable {
  /// The size of every reader: 390 points wide, 844 high.
  public let size = CGSize(width: 390, height: 844)

  /// The frame of the reader in `coordinateSpace`: its ``size`` at the origin, since a text screen
  /// places nothing anywhere.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: size)
  }
}

/// A space in which points are measured: the screen's, a view's own, or one named with
/// `coordinateSpace(name:)` in SwiftUI. A text screen has no positions, so each is the same.
public enum CoordinateSpace: Hashable {
  /// The screen's space.
  case global
  /// The space of the view that measures.
  case local
  /// The space of a view named `name`.
  case named(AnyHashable)
}
