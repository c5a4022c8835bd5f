import Foundation

extension PreviewHost {
    /// `matchedGeometryEffect(…, isSource: false)`: after the tree is placed, each such view
    /// whose id has a source on screen (a view with the id and `isSource: true`, the first in
    /// tree order) is placed again with the source's geometry — offered the source's size when
    /// it matches `.size`, and moved so that its anchor point lies on the source's anchor point
    /// when it matches `.position`. Its container's layout is not changed (the effect is on the
    /// view itself, as SwiftUI's geometry effects are). Views placed this way are drawn there and
    /// report that frame; an animated change moves them as any moved view.
    func placeMatchedGeometryFollowers(in context: SafeAreaContext) {
        guard MatchedGeometry.followersWereBuilt else { return }
        var sources: [AnyHashable: CGRect] = [:]
        var followers: [(node: ViewNode, match: MatchedGeometry)] = []
        graph.forEachNode { node in
            guard let match = node[MatchedGeometryTrait.self] else { return }
            if match.isSource {
                if sources[match.key] == nil { sources[match.key] = node.frame }
            } else {
                followers.append((node, match))
            }
        }
        for (node, match) in followers {
            guard let source = sources[match.key] else { continue }
            let own = node.frame
            let proposal = match.properties.contains(.size) ? ProposedViewSize(source.size) : ProposedViewSize(own.size)
            let size = node.sizeThatFits(proposal)
            let origin: CGPoint
            if match.properties.contains(.position) {
                let anchorPoint = CGPoint(x: source.minX + source.width * match.anchor.x, y: source.minY + source.height * match.anchor.y)
                origin = CGPoint(x: anchorPoint.x - size.width * match.anchor.x, y: anchorPoint.y - size.height * match.anchor.y)
            } else {
                origin = own.origin
            }
            node.place(at: origin, proposal: proposal, in: node.placedSafeArea ?? context)
        }
    }
}
