extension IdentifiedArray: CustomStringConvertible {
  /// A textual representation of the elements, written like an array.
  public var description: String { storage.description }
}

extension IdentifiedArray: CustomReflectable {
  /// A mirror that shows the elements as a collection.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: storage, displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomDumpRepresentable {
  /// The elements, so that a dump renders the array like its elements array.
  public var customDumpValue: Any { storage }
}
