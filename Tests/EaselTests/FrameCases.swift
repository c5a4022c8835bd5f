@testable import Easel
let frameCases: [LayoutCase] = []
