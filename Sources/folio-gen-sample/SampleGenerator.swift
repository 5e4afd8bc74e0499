/// What a generator run produced, for the summary printed at the end.
struct GenerationResult {
    var pdf: [UInt8]
    var pageCount: Int
    var vectorMapSegments: Int
    var patches: [PagePatch]
}

/// Builds the whole sample document in memory: draws every page of
/// `SampleDocument` through cairo, then appends the incremental update that
/// adds `/Rotate` and `/CropBox`.
enum SampleGenerator {
    static func generate() throws -> GenerationResult {
        let pages = SampleDocument.pages
        let writer = try PDFSurfaceWriter(
            title: SampleDocument.title, date: SampleDocument.fixedDate,
            creator: "folio-gen-sample", firstPageSize: pages[0].mediaSize)
        var segments = 0
        for spec in pages {
            let stats = try writer.addPage(size: spec.mediaSize) { cr in
                try PageRenderer(spec: spec, cr: cr).draw()
            }
            segments += stats.pathSegments
        }
        try writer.addOutline(SampleNavigation.outline)
        let cairoOutput = try writer.finish()

        let patches = IncrementalUpdate.patches(for: pages)
        let pdf = try IncrementalUpdate.apply(patches, to: cairoOutput, expectedPageCount: pages.count)
        try IncrementalUpdate.verify(pdf, patches: patches, expectedPageCount: pages.count)
        return GenerationResult(pdf: pdf, pageCount: pages.count, vectorMapSegments: segments, patches: patches)
    }
}
