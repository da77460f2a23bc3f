extension DecodingError {
  /// A one-line explanation: where in the document decoding failed and why.
  var brief: String {
    let (context, reason): (Context?, String) =
      switch self {
      case .typeMismatch(let type, let context):
        (context, "expected \(ActionDecoding.typeName(type))")
      case .valueNotFound(let type, let context):
        (context, "missing a value of type \(ActionDecoding.typeName(type))")
      case .keyNotFound(let key, let context):
        (context, "missing the key '\(key.stringValue)'")
      case .dataCorrupted(let context):
        (context, context.debugDescription)
      @unknown default:
        (nil, "\(self)")
      }
    let path = context?.codingPath.map(\.stringValue).joined(separator: ".") ?? ""
    return path.isEmpty ? reason : "at \(path): \(reason)"
  }
}
