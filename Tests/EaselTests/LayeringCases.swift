@testable import Easel
let layeringCases: [LayoutCase] = []
