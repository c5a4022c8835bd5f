import Foundation

/// A list's edit mode (Apple: "EditMode", "EditButton", "onDelete(perform:)", "onMove(perform:)",
/// "List(selection:)"), as iOS 18 draws it: while editing, a row of a `ForEach` with
/// `onDelete` shows a red minus at its leading edge (a click on it shows Delete at the trailing
/// edge, and a click on Delete deletes the row); a row with `onMove` shows the reorder handle
/// at its trailing edge; in a list with a selection, each row shows a selection circle, a
/// click on the row selects it (a checkmark in the accent colour). Out of edit mode rows are as
/// they were. A `NavigationStack` gives its screens an edit mode, which `EditButton` turns on.
struct RowEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var canMove = false
}

private struct RowEditActionsKey: EnvironmentKey { static let defaultValue: RowEditActions? = nil }
private struct EditableRowsClaimedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The edit actions of the `ForEach` being built (`onDelete`, `onMove`).
    var rowEditActions: RowEditActions? {
        get { self[RowEditActionsKey.self] }
        set { self[RowEditActionsKey.self] = newValue }
    }

    /// Set inside an editable row: a `ForEach` there makes plain views, not rows.
    var editableRowsClaimed: Bool {
        get { self[EditableRowsClaimedKey.self] }
        set { self[EditableRowsClaimedKey.self] = newValue }
    }

    /// Whether a `ForEach` built here makes editable rows.
    var hasEditableRows: Bool { !editableRowsClaimed && (rowEditActions != nil || listSelection != nil) }
}

/// A `ForEach` with edit actions (what `onDelete` and `onMove` return).
public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never
    let base: Base
    let change: (inout RowEditActions) -> Void

    public var data: Base.Data { base.data }

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        var inner = inputs.transparentChild(0)
        var actions = inner.environment.rowEditActions ?? RowEditActions()
        view.change(&actions)
        inner.environment.rowEditActions = actions
        makeNodes(view.base, inner, &outputs)
    }
}

/// A row's `deleteDisabled(_:)` and `moveDisabled(_:)`, read by the editable row around it.
struct RowDeleteDisabledKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

struct RowMoveDisabledKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

extension View {
    /// Whether the row can be deleted (Apple: "deleteDisabled(_:)"): a disabled row shows no
    /// red minus in edit mode.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        preference(key: RowDeleteDisabledKey.self, value: isDisabled)
    }

    /// Whether the row can be moved (Apple: "moveDisabled(_:)"): a disabled row shows no
    /// reorder handle in edit mode.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        preference(key: RowMoveDisabledKey.self, value: isDisabled)
    }
}

extension DynamicViewContent {
    /// Deletes rows (Apple: "onDelete(perform:)"): in edit mode, with the row's red minus and
    /// Delete button; rows cannot be swiped in a preview.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self) { $0.onDelete = action }
    }

    /// Reorders rows (Apple: "onMove(perform:)"): in edit mode the rows show their reorder
    /// handles; dragging them is not possible in a preview yet.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self) { $0.canMove = action != nil }
    }
}

/// A row of a `ForEach` in a list that can be edited: in edit mode, its controls around it.
struct EditableRow<Content: View>: View {
    let index: Int
    let id: AnyHashable
    let content: Content
    @Environment(\.editMode) private var editMode
    @Environment(\.rowEditActions) private var actions
    @Environment(\.listSelection) private var selection
    @State private var confirmsDelete = false
    @State private var deleteDisabled = false
    @State private var moveDisabled = false

    var body: some View {
        let rowContent = content.environment(\.editableRowsClaimed, true)
            .onPreferenceChange(RowDeleteDisabledKey.self) { deleteDisabled = $0 }
            .onPreferenceChange(RowMoveDisabledKey.self) { moveDisabled = $0 }
        let onDelete = deleteDisabled ? nil : actions?.onDelete
        if editMode?.wrappedValue.isEditing == true {
            HStack(spacing: 12) {
                if let selection {
                    let isSelected = selection.isSelected(id)
                    Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                        .font(.title3)
                        .foregroundStyle(isSelected ? Color.accentColor : Color.secondary)
                        .accessibilityIdentifier("row-select-\(index)")
                } else if onDelete != nil {
                    Button { confirmsDelete.toggle() } label: {
                        Image(systemName: "minus.circle.fill").font(.title3).foregroundStyle(Color.red)
                    }
                    .buttonStyle(.plain)
                    .accessibilityIdentifier("row-delete-\(index)")
                }
                rowContent
                Spacer(minLength: 0)
                if confirmsDelete, let onDelete {
                    // Inside the row's height, as the swiped-in Delete of iOS's edit mode.
                    Button {
                        confirmsDelete = false
                        onDelete(IndexSet(integer: index))
                    } label: {
                        Text("Delete").foregroundStyle(.white).padding(.horizontal, 12).padding(.vertical, 5)
                            .background(Color.red, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                    }
                    .buttonStyle(.plain)
                    .accessibilityIdentifier("row-confirm-delete-\(index)")
                }
                if actions?.canMove == true, !moveDisabled {
                    Image(systemName: "line.3.horizontal").foregroundStyle(Color.secondary)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { if let selection { selection.toggle(id) } }
        } else {
            rowContent
        }
    }
}

extension View {
    /// A screen's edit mode, for `EditButton` in its bar and the lists in its content.
    func providingEditMode(_ binding: Binding<EditMode>) -> some View {
        environment(\.editMode, binding)
    }
}
