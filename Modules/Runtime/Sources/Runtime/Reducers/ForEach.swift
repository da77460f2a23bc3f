extension Reducer {
  /// Runs `element` on the row of an `IdentifiedArray` that an action is addressed to.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: /Action.row(id:action:)) {
  ///     RowFeature()
  ///   }
  /// ```
  ///
  /// The row runs before the parent and is changed in place, so an action for one row of
  /// 100,000 costs the same as for one row of ten. When the parent removes a row, every effect
  /// that row started is cancelled; an action for a row that is not there is a runtime warning.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      reducers: ChildReducers(parent: self, child: element()),
      toElementsState: toElementsState,
      toElementAction: toElementAction,
      actionPathName: { casePathName(toElementAction) },
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:fileID:line:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer,
  ChildRunningOperator
{
  var reducers: ChildReducers<Parent, Element>
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>
  /// How the tree names the action path, worked out only when it is asked for.
  let actionPathName: () -> String
  let site: CallSite
  /// Whether the elements are a stored property without observers, which can be read in place.
  let elementsAreStored: Bool

  init(
    reducers: ChildReducers<Parent, Element>,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, (ID, Element.Action)>,
    actionPathName: @escaping () -> String,
    site: CallSite
  ) {
    self.reducers = reducers
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.actionPathName = actionPathName
    self.site = site
    elementsAreStored = MemoryLayout<Parent.State>.offset(of: toElementsState) != nil
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffect = reduceElement(into: &state, action: action)
    let idsBefore = ids(in: &state)
    let parentEffect = reducers.parent(&state, action)
    let idsAfter = ids(in: &state)
    guard idsBefore != idsAfter else { return .mergeSparse(elementEffect, parentEffect) }
    let remaining = Set(idsAfter)
    let cleanup = idsBefore.lazy.filter { !remaining.contains($0) }.map {
      Effect<Parent.Action>.cancelScope(
        ScopeSegment.element(toElementsState, id: $0), .childRemoved)
    }
    return .merge([elementEffect, parentEffect] + cleanup)
  }

  func node(in state: Parent.State?) -> ReducerNode {
    let count = state.map { $0[keyPath: toElementsState].count }
    return .scoping(
      .forEach, statePath: keyPathName(toElementsState), actionPath: actionPathName(),
      count: count, child: reducers.childNodes(in: nil))
  }

  func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let (id, elementAction) = toElementAction.extract(from: action) else { return .none }
    let effect = Self.reduce(
      reducers.child, in: &state[keyPath: toElementsState], id: id, action: elementAction
    )
    guard let effect else {
      reportIssue(
        """
        A "forEach" at \(site.fileID):\(site.line) received an action for a missing element \
        (id: \(id)). Action: \(action)
        """
      )
      return .none
    }
    guard !effect.isNone else { return .none }
    let embed = toElementAction.embed
    return
      effect
      .embedded { embed((id, $0)) }
      .scoped(to: ScopeSegment.element(toElementsState, id: id))
  }

  /// The ids of the elements in `state`.
  ///
  /// A stored property is read in place: reading it through the key path would copy the whole
  /// array out of the state, retaining each of its buffers. Any other property (computed, or
  /// with observers) is read through the key path, so that no setter or observer runs.
  func ids(in state: inout Parent.State) -> [ID] {
    guard elementsAreStored else { return state[keyPath: toElementsState].ids }
    return Self.ids(of: &state[keyPath: toElementsState])
  }

  /// The ids of `elements`, without copying the array.
  private static func ids(of elements: inout IdentifiedArray<ID, Element.State>) -> [ID] {
    elements.ids
  }

  /// Reduces the element with `id` in place; `nil` when there is no such element.
  static func reduce(
    _ element: (inout Element.State, Element.Action) -> Effect<Element.Action>,
    in elements: inout IdentifiedArray<ID, Element.State>,
    id: ID,
    action: Element.Action
  ) -> Effect<Element.Action>? {
    guard let index = elements.index(id: id) else { return nil }
    return element(&elements[index], action)
  }
}

extension Reducer where Action: CasePathable {
  /// Runs `element` on the row an ``IdentifiedAction`` is addressed to: the observation era's
  /// spelling of ``forEach(_:action:element:fileID:line:)``.
  ///
  /// ```swift
  /// enum Action {
  ///   case rows(IdentifiedActionOf<RowFeature>)
  /// }
  ///
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: \.rows) {
  ///     RowFeature()
  ///   }
  /// ```
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let toIdentified = Action.casePath(toElementAction)
    return _ForEachReducer(
      reducers: ChildReducers(parent: self, child: element()),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(
        embed: { toIdentified.embed(.element(id: $0.0, action: $0.1)) },
        extract: {
          guard case let .element(id, action) = toIdentified.extract(from: $0) else { return nil }
          return (id, action)
        }
      ),
      actionPathName: { casePathName(toIdentified) },
      site: CallSite(fileID: fileID, line: line)
    )
  }
}

/// An action addressed to one element of a collection by its id, the observation era's form of
/// `row(id:action:)`.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<RowFeature>)
/// }
///
/// await store.send(.rows(.element(id: 1, action: .toggle)))
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)
}

/// The ``IdentifiedAction`` of a row feature: `IdentifiedActionOf<RowFeature>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: CasePathable {
  /// The path to `element`: `\.rows.element`; and to the action of one element,
  /// `\.rows[id: id]`, which goes on into that action's cases: `\.todos[id: id].toggled`.
  public struct AllCasePaths: Sendable {
    /// The path to the action of the element with `id`.
    public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case let .element(elementID, action) = $0, elementID == id else { return nil }
          return action
        }
      )
    }

    /// The path to `element`, with its id and action.
    public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case let .element(id, action) = $0 else { return nil }
          return (id, action)
        }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
