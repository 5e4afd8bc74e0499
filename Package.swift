// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Folio",
    products: [
        .executable(name: "folio", targets: ["folio"]),
        .executable(name: "folio-gen-sample", targets: ["folio-gen-sample"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/ordo-one/TextTable", from: "0.0.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // C libraries, found through pkg-config.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev", "libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),

        // The page facts poppler-glib hides (/Rotate, encryption), read through poppler's C++ API.
        .target(
            name: "CPopplerFacts",
            linkerSettings: [.linkedLibrary("poppler-cpp")]
        ),

        // Fills large glyphs as outlines in place of cairo's whole-glyph masks: flat memory at any zoom.
        .target(name: "CGlyphOutlines", dependencies: ["CPoppler"], linkerSettings: [.linkedLibrary("m")]),

        // Pure Swift: geometry, layout, paging and zoom logic, the frame-time plot's layout.
        .target(name: "FolioCore", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),

        // poppler + cairo: documents, pages, renders, workers.
        .target(
            name: "FolioRender",
            dependencies: [
                "FolioCore", "CPoppler", "CPopplerFacts", "CGlyphOutlines",
                .product(name: "Collections", package: "swift-collections"),
            ]
        ),

        // SDL2 presentation: window, textures, frame loop, frame recording, the HUD.
        .target(
            name: "FolioSDL",
            dependencies: [
                "FolioCore", "FolioRender", "CSDL2",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Collections", package: "swift-collections"),
            ]
        ),

        .executableTarget(
            name: "folio",
            dependencies: [
                "FolioCore", "FolioRender", "FolioSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TextTable", package: "TextTable"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Writes Assets/sample.pdf: deterministic synthetic pages through cairo's PDF surface.
        .executableTarget(
            name: "folio-gen-sample",
            dependencies: ["FolioCore", "CPoppler", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // What the test targets share: the corpus, reference tools (pdfinfo, pdftocairo), image comparison.
        .target(name: "FolioTestSupport", dependencies: ["FolioCore", "FolioRender"]),

        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore"]),
        .testTarget(name: "FolioRenderTests", dependencies: ["FolioCore", "FolioRender", "FolioTestSupport"]),
        .testTarget(name: "FolioSDLTests", dependencies: ["FolioSDL"]),
        .testTarget(name: "FolioCLITests", dependencies: ["FolioRender", "FolioTestSupport", "folio"]),
    ]
)
