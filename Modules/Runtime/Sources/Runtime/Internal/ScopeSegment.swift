/// Names one child scope of a feature, so that the child's cancel ids and in-flight effects
/// stay apart from its parent's and its siblings'.
enum ScopeSegment: Hashable, @unchecked Sendable {
  /// A child that always exists, stored at a key path (`Scope(state: \.search, ...)`).
  case keyPath(AnyKeyPath)
  /// An enum case of the parent's state, named by the operator's call site and the case's type.
  case enumCase(site: CallSite, type: ObjectIdentifier)
  /// An optional child (`ifLet`) or a presented destination.
  case optional(AnyKeyPath)
  /// One element of a collection (`forEach`), by its id.
  case element(AnyKeyPath, id: AnyHashable)
}

/// Where a reducer operator was written.
struct CallSite: Hashable, Sendable {
  let fileID: String
  let line: UInt

  init(fileID: StaticString, line: UInt) {
    self.fileID = "\(fileID)"
    self.line = line
  }
}
