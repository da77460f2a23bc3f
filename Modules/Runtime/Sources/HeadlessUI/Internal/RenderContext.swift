/// Where a view is rendered: its path, its environment and the store of an enclosing
/// ``SwitchStore``.
struct RenderContext {
  var path: ViewPath
  var environment: ViewEnvironment
  /// The store of the closest enclosing ``SwitchStore``, read by ``CaseLet``.
  var switchStore: AnyObject?

  /// The context of a child at `component`.
  func appending(_ component: ViewPath.Component) -> RenderContext {
    var context = self
    context.path = path.appending(component)
    return context
  }
}
