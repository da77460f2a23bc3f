import Runtime

/// Whether tests ask for their asynchronous work to run serially on the main thread, as the
/// reference library's tests set it; a ``TestStore`` turns it on while it exists.
///
/// ```swift
/// uncheckedUseMainSerialExecutor = true
/// defer { uncheckedUseMainSerialExecutor = false }
/// ```
///
/// The flag changes no scheduling here: this runtime already runs effects on the main actor
/// and starts each one synchronously, up to its first suspension, inside the `send` that
/// started it. It is kept, with its save and restore rules, for code written for the reference.
public var uncheckedUseMainSerialExecutor: Bool {
  get { mainSerialExecutorFlag.value }
  set { mainSerialExecutorFlag.setValue(newValue) }
}

private let mainSerialExecutorFlag = LockIsolated(false)

/// Runs `operation` with ``uncheckedUseMainSerialExecutor`` on, then restores it.
///
/// ```swift
/// await withMainSerialExecutor {
///   await store.send(.refresh)
/// }
/// ```
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @MainActor @Sendable () async throws -> Void
) async rethrows {
  let previous = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = previous }
  uncheckedUseMainSerialExecutor = true
  try await operation()
}

/// Runs the synchronous `operation` with ``uncheckedUseMainSerialExecutor`` on, then restores
/// it.
///
/// ```swift
/// withMainSerialExecutor {
///   store.send(.refresh)
/// }
/// ```
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  let previous = uncheckedUseMainSerialExecutor
  defer { uncheckedUseMainSerialExecutor = previous }
  uncheckedUseMainSerialExecutor = true
  try operation()
}
