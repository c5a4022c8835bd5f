//
//  Trail.swift
//  Trails
//

import Foundation

struct Trail: Codable, Identifiable, Hashable {
    var id: String { name }
    let name: String
    let kilometres: Double
    let difficulty: Difficulty
}
