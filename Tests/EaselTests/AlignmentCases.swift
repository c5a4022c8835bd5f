@testable import Easel
let alignmentCases: [LayoutCase] = []
