import Foundation
import CSQLite

/// An SQLite database file, through SQLite's C library: statements with text and integer
/// parameters, rows read as text and integers, writes in a transaction. The one file that
/// talks to SQLite, for the stores of SwiftData and Core Data.
public final class SQLiteFile {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private var handle: OpaquePointer?

    public init(path: String) throws {
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            handle = nil
            throw Failure(description: message)
        }
        sqlite3_busy_timeout(handle, 2000)
    }

    deinit { sqlite3_close(handle) }

    public enum Value {
        case text(String)
        case integer(Int)
    }

    /// Runs a statement; returns its rows, each column as text (NULL as "") or integer.
    @discardableResult
    public func run(_ sql: String, _ arguments: [Value] = []) throws -> [[Value]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
        defer { sqlite3_finalize(statement) }
        // SQLITE_TRANSIENT: SQLite copies the text before the call returns.
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, argument) in arguments.enumerated() {
            let position = Int32(index + 1)
            switch argument {
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, transient)
            case .integer(let number): sqlite3_bind_int64(statement, position, sqlite3_int64(number))
            }
        }
        var rows: [[Value]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw failure() }
            rows.append((0..<sqlite3_column_count(statement)).map { column in
                if sqlite3_column_type(statement, column) == SQLITE_INTEGER {
                    return .integer(Int(sqlite3_column_int64(statement, column)))
                }
                return .text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "")
            })
        }
        return rows
    }

    /// Runs `body` in a transaction: all of it is written, or none if it throws.
    public func transaction(_ body: () throws -> Void) throws {
        try run("BEGIN IMMEDIATE")
        do {
            try body()
            try run("COMMIT")
        } catch {
            _ = try? run("ROLLBACK")
            throw error
        }
    }

    private func failure() -> Failure {
        Failure(description: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "no database")
    }
}

extension SQLiteFile.Value {
    public var text: String? { if case .text(let text) = self { return text } else { return nil } }
    public var integer: Int? { if case .integer(let number) = self { return number } else { return nil } }
}
