extension View where Body == Never {
  /// The views built into ``HeadlessUI`` are drawn by the renderer and have no body; reading it is
  /// a programming error.
  public var body: Never {
    preconditionFailure("\(Self.self) is drawn by the renderer and has no body")
  }
}
