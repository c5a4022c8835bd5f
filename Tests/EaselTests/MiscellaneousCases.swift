@testable import Easel
let miscellaneousCases: [LayoutCase] = []
