@testable import Easel
let paddingCases: [LayoutCase] = []
