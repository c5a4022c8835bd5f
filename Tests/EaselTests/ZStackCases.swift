@testable import Easel
let zStackCases: [LayoutCase] = []
