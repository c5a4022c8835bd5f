//
//  Difficulty.swift
//  Shared
//

import SwiftUI

/// Shared with the watch app in the Shared folder; the app takes this file by membership.
enum Difficulty: String, Codable {
    case easy, moderate, hard

    var color: Color {
        switch self {
        case .easy: return .green
        case .moderate: return .orange
        case .hard: return .red
        }
    }
}
