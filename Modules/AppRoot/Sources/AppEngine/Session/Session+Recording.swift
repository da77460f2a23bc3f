import AppScript
import HeadlessUI
import Runtime

// Recording: a session writes what it does as it runs, so an interrupted run keeps every step.

extension Session {
  /// Starts writing the session to `path` as it runs, beginning with what already happened.
  func startRecording(to path: String) throws(SessionFailure) {
    let writer = try RecordingWriter(
      path: path,
      header: RecordingHeader(appVersion: definition.version, initialState: initialState))
    for entry in recordingEntries?.entries ?? [] { try writer.append(entry) }
    recordingWriter = writer
    recordingEntries?.onEntry = { [weak self] entry in
      do throws(SessionFailure) {
        try writer.append(entry)
      } catch {
        self?.recordingProblem = self?.recordingProblem ?? error
      }
    }
  }

  /// Writes the end of the recording started with ``startRecording(to:)``.
  package func finishRecording() throws(SessionFailure) {
    guard let writer = recordingWriter else { return }
    if let recordingProblem { throw recordingProblem }
    let recording = try recording()
    try writer.finish(actionCount: recording.actionCount, finalState: recording.finalState)
  }

  /// The session as a recording.
  package func recording() throws(SessionFailure) -> Recording {
    if let problem = recordingEntries?.encodingProblem { throw .recording(problem) }
    let finalState: JSONValue
    do {
      finalState = try JSONCoding.tree(of: state)
    } catch {
      throw .recording("cannot record the final state: \(error)")
    }
    return Recording(
      header: RecordingHeader(appVersion: definition.version, initialState: initialState),
      entries: recordingEntries?.entries ?? [],
      finalState: finalState)
  }
}
