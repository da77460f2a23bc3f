/// Names one child scope of a feature, so that the child's cancel ids and in-flight effects
/// stay apart from its parent's and its siblings'.
enum ScopeSegment: Hashable, @unchecked Sendable {
  /// A child that always exists, stored at a key path (`Scope(state: \.search, ...)`).
  case keyPath(AnyKeyPath)
  /// An enum case of the parent's state, named by the operator's call site and the case.
  case enumCase(site: CallSite, case: EnumCase)
  /// An optional child (`ifLet`) or a presented destination.
  case optional(AnyKeyPath)
  /// One element of a collection (`forEach`), by its id.
  case element(AnyKeyPath, id: AnyHashable)

  /// The case of an enum state a child lives in: the enum's type and the case's payload type,
  /// compared by identity.
  struct EnumCase: Hashable {
    let root: Any.Type
    let payload: Any.Type

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.root == rhs.root && lhs.payload == rhs.payload
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(root))
      hasher.combine(ObjectIdentifier(payload))
    }
  }

  /// How a trace names the scope: the path the operator scopes along, `\.search`,
  /// `/State.loggedIn`, `\.favorites[id: 3]`.
  var name: String {
    switch self {
    case let .keyPath(keyPath), let .optional(keyPath):
      keyPathName(keyPath)
    case let .enumCase(_, enumCase):
      enumCasePathName(root: enumCase.root, payload: enumCase.payload)
    case let .element(keyPath, id):
      "\(keyPathName(keyPath))[id: \(oneLineDump(id.base))]"
    }
  }
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
