import Foundation
import HeadlessUI
import Testing

/// What the gestures of a view did, in order.
@MainActor
private final class Log {
  var entries: [String] = []
}

/// A gesture of one's own, which a host cannot drive.
private struct PinchGesture: Gesture {
  typealias Value = Double
}

private struct Canvas: View {
  let log: Log
  var isLocked = false

  var body: some View {
    VStack {
      Text("Drag here")
        .padding()
        .gesture(
          DragGesture(minimumDistance: 0)
            .onChanged { log.entries.append("changed \($0.location) from \($0.startLocation)") }
            .onEnded { log.entries.append("ended \($0.translation)") }
        )
      Text("Swipe").gesture(DragGesture().onEnded { _ in log.entries.append("swiped") })
      Text("Row")
        .onTapGesture { log.entries.append("tapped") }
        .onLongPressGesture { log.entries.append("pressed") }
      Text("Both")
        .gesture(TapGesture().onEnded { log.entries.append("inner") })
        .simultaneousGesture(TapGesture(count: 2).onEnded { log.entries.append("outer") })
        .highPriorityGesture(
          LongPressGesture()
            .onChanged { log.entries.append("pressing \($0)") }
            .onEnded { log.entries.append("held \($0)") }
        )
      Text("Pinch").gesture(PinchGesture())
      VStack {
        Text("Board")
        Button("Reset") { log.entries.append("reset") }
      }
      .onTapGesture { log.entries.append("board") }
      .disabled(isLocked)
    }
  }
}

@MainActor
@Suite struct GestureTests {
  @Test func theScreenShowsTheGesturesAViewTakesAfterIt() {
    let host = ViewHost(Canvas(log: Log()))
    #expect(
      host.screen == """
        Drag here {drag}
        Swipe {drag}
        Row {tap, long press}
        Both {tap, tap, long press}
        Pinch
        {tap}
          Board
          (Reset)
        """)
    #expect(host.controlLabels == ["Drag here", "Swipe", "Row", "Both", "Pinch", "Board", "Reset"])
    #expect(host.tree.allNodes.filter { $0.kind == .gesture }.count == 6)
  }

  @Test func aDragChangesOnceAtItsEndThenEnds() throws {
    let log = Log()
    let host = ViewHost(Canvas(log: log))
    try host.drag("Drag here", from: CGPoint(x: 10, y: 20), to: CGPoint(x: 40, y: 60))
    #expect(
      log.entries == [
        "changed \(CGPoint(x: 40, y: 60)) from \(CGPoint(x: 10, y: 20))",
        "ended \(CGSize(width: 30, height: 40))",
      ])
  }

  @Test func aDragShorterThanTheMinimumDistanceRunsNothing() throws {
    let log = Log()
    let host = ViewHost(Canvas(log: log))
    try host.drag("Swipe", to: CGPoint(x: 6, y: 7))
    #expect(log.entries.isEmpty)
    try host.drag("Swipe", to: CGPoint(x: 6, y: 8))
    #expect(log.entries == ["swiped"])
  }

  @Test func tapsAndLongPressesRunTheGesturesThatTakeThem() throws {
    let log = Log()
    let host = ViewHost(Canvas(log: log))
    try host.tap("Row")
    try host.longPress("Row")
    try host.tap("Both")
    try host.longPress("Both")
    #expect(log.entries == ["tapped", "pressed", "inner", "outer", "pressing true", "held true"])
  }

  @Test func aGestureTheViewDoesNotTakeIsAnErrorAndRunsNothing() {
    let log = Log()
    let host = ViewHost(Canvas(log: log))
    #expect(throws: ViewHostError.self) { try host.tap("Swipe") }
    #expect {
      try host.drag("Row", to: CGPoint(x: 100, y: 0))
    } throws: { error in
      let error = error as? ViewHostError
      return error?.reason == .noGesture("drag")
        && error?.description.hasPrefix("The gesture view \"Row\" takes no drag.") == true
    }
    #expect {
      try host.tap("Pinch")
    } throws: { error in
      (error as? ViewHostError)?.reason == .noGesture("tap")
    }
    #expect {
      try host.longPress("Reset")
    } throws: { error in
      (error as? ViewHostError)?.reason == .wrongKind(.button, expected: .gesture)
    }
    #expect(log.entries.isEmpty)
  }

  @Test func aViewOfManyLinesTakesItsGesturesAndItsControlsStillWork() throws {
    let log = Log()
    let host = ViewHost(Canvas(log: log))
    try host.tap("Board")
    try host.tap("Reset")
    #expect(log.entries == ["board", "reset"])
  }

  @Test func aDisabledViewTakesNoGesture() {
    let log = Log()
    let host = ViewHost(Canvas(log: log, isLocked: true))
    #expect(host.screen.hasSuffix("{tap} disabled\n  Board\n  (Reset) disabled"))
    #expect {
      try host.tap("Board")
    } throws: { error in
      (error as? ViewHostError)?.reason == .disabled(.gesture)
    }
    #expect(log.entries.isEmpty)
  }
}
