/// State that views read straight from the store, re-rendering only when a field they read
/// changes: the observation era of TCA (1.7 and later).
///
/// ```swift
/// struct State: Equatable, ObservableState {
///   var results: [GeocodingSearch.Result] = []
///   var searchQuery = ""
/// }
///
/// // In a view:
/// ForEach(store.results) { location in Text(location.name) }
/// ```
///
/// It stands in for TCA's `@ObservableState` macro: Swift on Linux has no macros without a
/// third-party package, so the conformance is written out. Nothing else changes: fields stay
/// plain stored properties, and a view tracks what it read by comparing values after each
/// action, so a field a view reads should be `Equatable` (other fields re-render the view on
/// every change of the store).
public protocol ObservableState: SendableMetatype {}
