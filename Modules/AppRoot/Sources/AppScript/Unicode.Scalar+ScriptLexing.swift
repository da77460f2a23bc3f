extension Unicode.Scalar {
  /// Whether the scalar is a control character that must be escaped inside strings.
  var isScriptControl: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// Whether the scalar can start an identifier or a bare word.
  var isIdentifierStart: Bool {
    self == "_" || properties.isAlphabetic
  }

  /// Whether the scalar can continue an identifier or a bare word.
  var isIdentifierContinue: Bool {
    isIdentifierStart || isASCIIDigit
  }

  /// Whether the scalar is one of `0` through `9`.
  var isASCIIDigit: Bool {
    ("0"..."9").contains(self)
  }
}
