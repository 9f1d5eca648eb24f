import SwiftUI

struct CachedLayout: Layout {
    struct CacheData {
        var sizes: [CGSize]
    }
    
    func makeCache(subviews: Subviews) -> CacheData {
        CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    
    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }
    
    // 其余实现...
}
