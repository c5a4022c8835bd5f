@testable import Easel
let stackCases: [LayoutCase] = []
