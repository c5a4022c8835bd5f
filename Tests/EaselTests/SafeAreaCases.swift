@testable import Easel
let safeAreaCases: [LayoutCase] = []
