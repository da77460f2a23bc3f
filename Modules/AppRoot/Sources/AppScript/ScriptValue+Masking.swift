extension ScriptValue {
  /// This value with every string in it replaced by `mask`, for lines that carry a secret.
  public func maskingStrings(with mask: String) -> ScriptValue {
    switch self {
    case .string: .string(mask)
    case .integer, .decimal, .bool, .null: self
    case .caseValue(let name, let arguments):
      .caseValue(name: name, arguments: arguments?.map { $0.maskingStrings(with: mask) })
    case .path(let path): .path(path.maskingStrings(with: mask))
    }
  }
}

extension ActionArgument {
  /// This argument with every string in its value masked.
  public func maskingStrings(with mask: String) -> ActionArgument {
    ActionArgument(label: label, value: value.maskingStrings(with: mask))
  }
}

extension ActionPath {
  /// This path with every string in its arguments masked.
  public func maskingStrings(with mask: String) -> ActionPath {
    ActionPath(
      segments.map { segment in
        ActionSegment(
          name: segment.name,
          arguments: segment.arguments?.map { $0.maskingStrings(with: mask) })
      })
  }
}
