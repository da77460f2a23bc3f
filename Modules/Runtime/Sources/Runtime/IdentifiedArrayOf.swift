/// An identified array of `Identifiable` elements, keyed by their `id`.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Row> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
