import Foundation

/// Foundation's undo stack (Apple: "UndoManager"), which swift-corelibs-foundation does not
/// have. Actions registered between `beginUndoGrouping()` and `endUndoGrouping()` — or, with
/// `groupsByEvent`, those registered before the next `undo()` — undo together; actions
/// registered while undoing become the redo stack, as on Apple platforms.
open class UndoManager: @unchecked Sendable {
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private enum State { case normal, undoing, redoing }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var state = State.normal

    /// Apple: "groupsByEvent": with no explicit group open, each registration joins the
    /// current event's group (here: the group since the last user event, undo, redo or
    /// explicit group).
    open var groupsByEvent = true
    /// Apple: "levelsOfUndo": 0 means no limit.
    open var levelsOfUndo = 0
    open private(set) var isUndoRegistrationEnabled = true
    private var disabledCount = 0
    private var eventGroupOpen = false
    /// The event the open event group belongs to.
    private var groupEvent = 0

    /// The user events so far: a registration after a new one starts a new group, as UIKit's
    /// event grouping closes a group at the end of each run-loop cycle (one tap, one key).
    nonisolated(unsafe) private static var eventNumber = 0

    /// Called by the preview host as each user event begins (a pointer down, a key).
    public static func _beginEvent() { eventNumber &+= 1 }

    public init() {}

    open var canUndo: Bool { closeEventGroup(); return !undoStack.isEmpty }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoing: Bool { state == .undoing }
    open var isRedoing: Bool { state == .redoing }
    open var groupingLevel: Int { openGroups.count }
    open var undoActionName: String { closeEventGroup(); return undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    open func beginUndoGrouping() {
        closeEventGroup()
        openGroups.append(Group())
    }

    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty { push(group) } else {
            openGroups[openGroups.count - 1].actions += group.actions
        }
    }

    open func disableUndoRegistration() { disabledCount += 1; isUndoRegistrationEnabled = false }

    open func enableUndoRegistration() {
        disabledCount = max(0, disabledCount - 1)
        isUndoRegistrationEnabled = disabledCount == 0
    }

    /// Apple: "registerUndo(withTarget:handler:)".
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action: () -> Void = { [weak target] in if let target { handler(target) } }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions.append(action)
        } else if state == .undoing || state == .redoing || !groupsByEvent {
            push(Group(actions: [action]))
        } else {
            if !eventGroupOpen || groupEvent != UndoManager.eventNumber {
                undoStack.append(Group())
                eventGroupOpen = true
                groupEvent = UndoManager.eventNumber
                redoStack.removeAll()
            }
            undoStack[undoStack.count - 1].actions.append(action)
        }
    }

    /// Apple: "setActionName(_:)": names the group being built or the last one.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty { openGroups[openGroups.count - 1].name = actionName }
        else if state == .undoing, !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
        else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    open func undo() {
        closeEventGroup()
        guard let group = undoStack.popLast() else { return }
        run(group, as: .undoing)
    }

    open func redo() {
        guard let group = redoStack.popLast() else { return }
        run(group, as: .redoing)
    }

    open func removeAllActions() {
        undoStack.removeAll(); redoStack.removeAll(); openGroups.removeAll(); eventGroupOpen = false
    }

    open func removeAllActions(withTarget target: Any) {}

    private func run(_ group: Group, as newState: State) {
        state = newState
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action() }
        let inverse = openGroups.removeLast()
        state = .normal
        guard !inverse.actions.isEmpty else { return }
        if newState == .undoing { redoStack.append(inverse) } else { undoStack.append(inverse); trim() }
    }

    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if state == .undoing { redoStack.append(group); return }
        undoStack.append(group)
        if state == .normal { redoStack.removeAll() }
        trim()
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func closeEventGroup() {
        guard eventGroupOpen else { return }
        eventGroupOpen = false
        if let last = undoStack.last, last.actions.isEmpty { undoStack.removeLast() }
        trim()
    }
}
