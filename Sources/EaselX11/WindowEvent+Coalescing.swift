extension WindowEvent {
    /// Drops the events of one batch that would only make the viewer render frames nobody sees.
    ///
    /// Dragging a window edge makes the server send a configure notification per pointer step,
    /// and uncovering a window sends one expose per rectangle; rendering for each would lag
    /// behind the pointer. Within `events` (everything that was queued at one moment):
    /// 1. Of all `.resized`, only the last one is kept, in its place; it is dropped as well when
    ///    its size equals `currentSize`, because the frame on screen already fits.
    /// 2. Of all `.exposed`, only the first one is kept: one repaint covers every rectangle.
    /// 3. A `.pointerMoved` directly followed by another `.pointerMoved` is dropped, so a run of
    ///    motion reports only where the pointer ended; presses and releases in between keep
    ///    their own positions.
    static func coalesced(_ events: [WindowEvent], currentSize: (width: Int, height: Int))
        -> [WindowEvent]
    {
        // 1. The last resize of the batch, if it changes anything.
        let lastResize = events.lastIndex { if case .resized = $0 { return true } else { return false } }
        var keptResize: Int?
        if let index = lastResize, case .resized(let width, let height) = events[index],
           width != currentSize.width || height != currentSize.height {
            keptResize = index
        }

        var result: [WindowEvent] = []
        result.reserveCapacity(events.count)
        var sawExpose = false
        for (index, event) in events.enumerated() {
            switch event {
            case .resized:
                if index == keptResize { result.append(event) }
            case .exposed:
                // 2. One repaint per batch.
                if !sawExpose { result.append(event) }
                sawExpose = true
            case .pointerMoved:
                // 3. Only the end of a run of motion.
                if case .pointerMoved = result.last { result.removeLast() }
                result.append(event)
            default:
                result.append(event)
            }
        }
        return result
    }
}
