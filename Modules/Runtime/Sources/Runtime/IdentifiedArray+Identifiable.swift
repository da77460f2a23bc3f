extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a sequence of identifiable elements.
  ///
  /// When several elements share an id, only the first occurrence is kept.
  ///
  /// ```swift
  /// let rows = IdentifiedArrayOf<Row>(uniqueElements: fetchedRows)
  /// ```
  public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
    self.init(uniqueElements: elements, id: \Element.id)
  }

  /// Creates an empty array of identifiable elements.
  public init() {
    self.init(uniqueElements: [], id: \Element.id)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an array from a literal; later elements with an already used id are dropped.
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}
