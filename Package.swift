// swift-tools-version:6.1
import PackageDescription

// poppler is loaded at its first call where CPopplerLoading has stubs for this machine (x86-64), so
// nothing links it; elsewhere `folio` links it directly (docs/DESIGN.md, "poppler loaded at first use").
#if arch(x86_64)
    let popplerLibraries: [LinkerSetting] = []
#else
    let popplerLibraries: [LinkerSetting] = ["poppler-glib", "poppler-cpp", "poppler", "gobject-2.0"].map {
        .linkedLibrary($0)
    }
#endif

let package = Package(
    name: "Folio",
    products: [
        .executable(name: "folio", targets: ["folio"]),
        .executable(name: "folio-gen-sample", targets: ["folio-gen-sample"]),
        .executable(name: "folio-carousel-example", targets: ["folio-carousel-example"]),
        // The reader's model: pager physics, slots, zoom, the render planner, gesture scripts.
        .library(name: "FolioCore", targets: ["FolioCore"]),
        // The engine: the PageSource protocol, render workers, memory and disk caches.
        .library(name: "FolioRender", targets: ["FolioRender"]),
        // PDF pages through poppler, as a PageSource.
        .library(name: "FolioPoppler", targets: ["FolioPoppler"]),
        // SyncTeX forward and inverse search, through libsynctex.
        .library(name: "FolioSyncTeX", targets: ["FolioSyncTeX"]),
        // What measures: frame records, stalls, histograms, reports, plots.
        .library(name: "FolioInstrument", targets: ["FolioInstrument"]),
        // The reader's session without SDL: what a host drives and draws (RenderSettings among it).
        .library(name: "FolioPresenter", targets: ["FolioPresenter"]),
        // The carousel on screen (SDL2) and headless (the bench).
        .library(name: "FolioSDL", targets: ["FolioSDL"]),
        // Rendering in sandboxed worker processes.
        .library(name: "FolioRenderProcess", targets: ["FolioRenderProcess"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/ordo-one/TextTable", from: "0.0.2"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // 1.7 brings `Stat` (fstat, lstat) to FileDescriptor and FilePath.
        .package(url: "https://github.com/apple/swift-system", from: "1.7.0"),
        // config.toml.
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // C libraries, found through pkg-config.
        // poppler-glib's headers (shim.h names them under /usr/include); pkg-config gives GLib's, which
        // they include. Not poppler-glib's pkg-config: it would link poppler (CPopplerLoading).
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "glib-2.0",
            providers: [.apt(["libpoppler-glib-dev", "libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // zlib: the pages kept small off screen, deflated (`DeflatedBytes`).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
        .systemLibrary(
            name: "CSeccomp",
            pkgConfig: "libseccomp",
            providers: [.apt(["libseccomp-dev"])]
        ),

        .systemLibrary(
            name: "CSyncTeX",
            pkgConfig: "synctex",
            providers: [.apt(["libsynctex-dev"])]
        ),

        // Stubs under the names of the poppler functions `folio` calls, which load poppler at the first
        // call (x86-64): the reader never calls poppler, so it never loads it (docs/DESIGN.md).
        .target(name: "CPopplerLoading", exclude: ["poppler_functions.def"], linkerSettings: popplerLibraries),

        // The facts poppler-glib hides, read through poppler's C++ APIs: /Rotate and encryption
        // (poppler-cpp), the reading direction (poppler's own headers, libpoppler-private-dev, which
        // include each other by their bare names).
        .target(
            name: "CPopplerFacts",
            dependencies: ["CPopplerLoading"],
            cxxSettings: [.unsafeFlags(["-I/usr/include/poppler"])]
        ),

        // Fills large glyphs as outlines in place of cairo's whole-glyph masks: flat memory at any zoom.
        // It replaces cairo_show_glyphs for the whole process, so only the `folio` executable links it,
        // never a library.
        .target(name: "CGlyphOutlines", dependencies: ["CCairo"], linkerSettings: [.linkedLibrary("m")]),
        // Lets lcms optimise poppler's 8-bit colour transforms once they have converted enough pixels:
        // large images in ICC colour spaces drawn without a pow() per channel per pixel. Only `folio` links
        // it, as CGlyphOutlines, for it replaces lcms functions for the whole process.
        .target(name: "CColorTransforms", exclude: ["exported.list"]),

        // Pure Swift, no C: the reader's model (geometry, layout, paging and zoom logic, the render
        // planner, gesture scripts, synthetic documents' descriptions).
        .target(name: "FolioCore"),

        // The engine, cairo but no poppler: the PageSource protocol and a synthetic source, render
        // workers and their queue, memory and disk caches, pixel buffers, PNG files.
        .target(
            name: "FolioRender",
            dependencies: [
                "FolioCore", "CCairo", "CZlib",
                // The two modules used, not the umbrella: every build compiles what it names.
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "SystemPackage", package: "swift-system"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // poppler as a PageSource: documents, pages (CropBox, /Rotate), its threading rule and errors.
        .target(
            name: "FolioPoppler",
            dependencies: [
                "FolioCore", "FolioRender", "CCairo", "CPoppler", "CPopplerFacts", "CPopplerLoading",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),

        // SyncTeX through TeX Live's own parser (libsynctex): source lines to boxes on pages and back.
        .target(name: "FolioSyncTeX", dependencies: ["FolioCore", "CSyncTeX"]),
        // config.toml: the window's defaults and the user's keys.
        .target(name: "FolioConfig", dependencies: ["FolioCore", .product(name: "TOMLKit", package: "TOMLKit")]),

        // What measures, without SDL: frame records and the recorder, stall and missed-frame rules,
        // HDR histograms, the bench report, machine facts, the frame-time plot (layout, SVG, cairo
        // painter: the one file that draws, with cairo).
        .target(
            name: "FolioInstrument",
            dependencies: [
                "FolioCore", "FolioRender", "CCairo", "CMemoryCopy",
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "RealModule", package: "swift-numerics"),
                .product(name: "TextTable", package: "TextTable"),
            ]
        ),

        // posix_spawn's file actions, SCM_RIGHTS, memfd_create and prctl, for the render worker processes.
        .target(name: "CFolioProcess"),

        // Render worker processes: the reader's side (`ProcessPageSource`, spawning, killing) and the
        // worker's (`RenderWorker`), the binary protocol between them, and the shared pixel memory.
        .target(
            name: "FolioRenderProcess",
            dependencies: [
                "FolioCore", "FolioRender", "FolioSandbox", "CFolioProcess",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),

        // Memory traffic in C: copies with non-temporal stores (pixels into textures of SDL's software
        // renderer), lines evicted from the caches (to measure memory's speed, not a cache's), and the
        // allocator SDL's textures come from, their pages faulted in at once.
        .target(name: "CMemoryCopy"),

        // Unix sockets for a window's commands: listen, connect, the peer's user.
        .target(name: "CFolioSocket"),

        // The socket a window listens on for a second `folio` (forward search, go to page).
        .target(
            name: "FolioWindowChannel",
            dependencies: [
                "FolioCore", "FolioRender", "CFolioSocket", .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The render sandbox: no new privileges and a seccomp allow list, for the render worker processes.
        .target(name: "FolioSandbox", dependencies: ["CSeccomp"]),

        // The reader's session without SDL: the model, the planner, the texture cache's policy, navigation,
        // what each frame shows, the measurements; textures through a small protocol (TextureSink).
        .target(
            name: "FolioPresenter",
            dependencies: [
                "FolioCore", "FolioRender", "FolioInstrument",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // SDL2 presentation of any PageSource: window, textures, drawing, frame loop, the HUD, the bench's headless run.
        .target(
            name: "FolioSDL",
            dependencies: [
                "FolioCore", "FolioRender", "FolioInstrument", "FolioPresenter", "FolioWindowChannel", "CSDL2",
                "CMemoryCopy", .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The command line: wires poppler (or a synthetic source) to the window and the bench.
        .executableTarget(
            name: "folio",
            dependencies: [
                "FolioCore", "FolioRender", "FolioPoppler", "FolioInstrument", "FolioPresenter", "FolioSDL",
                "FolioSandbox", "FolioSyncTeX", "FolioWindowChannel", "FolioConfig",
                "FolioRenderProcess", "CGlyphOutlines", "CColorTransforms",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TextTable", package: "TextTable"),
                .product(name: "Logging", package: "swift-log"),
            ],
            // Linked by lld with packed relative relocations, exporting only the symbols the C libraries
            // use (cairo_show_glyphs, and the lcms functions CColorTransforms defines, which lld would not
            // export by itself: lcms is loaded with poppler, not linked): the dynamic linker then reads a
            // few pages at start, not megabytes of relocations and symbols. The functions a reading
            // session runs come first, together (Assets/link-order.txt, Tests/Scripts/link-order.py
            // writes it): fewer pages of code resident. A release build also links Swift's runtime and Foundation in
            // (`--static-swift-stdlib`, run.sh and the install): docs/measuring.md, "The launch, sixth look".
            linkerSettings: [
                .unsafeFlags([
                    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker",
                    "--no-export-dynamic", "-Xlinker",
                    "--export-dynamic-symbol-list=\(Context.packageDirectory)/Sources/CColorTransforms/exported.list",
                    "-Xlinker",
                    "--symbol-ordering-file=\(Context.packageDirectory)/Assets/link-order.txt", "-Xlinker",
                    "--no-warn-symbol-ordering",
                ])
            ]
        ),

        // How a host shows its own pages in the carousel and measures it (the DocC catalog's example).
        .executableTarget(
            name: "folio-carousel-example",
            dependencies: ["FolioCore", "FolioRender", "FolioInstrument", "FolioSDL"]
        ),

        // Writes Assets/sample.pdf: deterministic synthetic pages through cairo's PDF surface.
        .executableTarget(
            name: "folio-gen-sample",
            dependencies: [
                "FolioCore", "CCairo", "CPoppler", "CPopplerLoading",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Damages good PDFs with seeded mutations and checks folio on each: the long fuzzing run (Tests/fuzz.sh).
        .executableTarget(
            name: "folio-fuzz",
            dependencies: ["FolioTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // What the test targets share: the corpus, reference tools (pdfinfo, pdftocairo), image comparison,
        // a render pool's recorder.
        .target(name: "FolioTestSupport", dependencies: ["FolioCore", "FolioRender"]),

        .testTarget(name: "FolioCoreTests", dependencies: ["FolioCore"]),
        // config.toml: values, problems with their lines, keys.
        .testTarget(name: "FolioConfigTests", dependencies: ["FolioCore", "FolioConfig"]),
        .testTarget(name: "FolioRenderTests", dependencies: ["FolioCore", "FolioRender", "FolioTestSupport"]),
        .testTarget(
            name: "FolioPopplerTests", dependencies: ["FolioCore", "FolioRender", "FolioPoppler", "FolioTestSupport"]),
        .testTarget(name: "FolioInstrumentTests", dependencies: ["FolioCore", "FolioRender", "FolioInstrument"]),
        // Runs the `folio` binary, which `swift build` builds anyway. Depending on the executable target
        // would link its objects, CGlyphOutlines among them, into the test process.
        // The render worker processes: the wire protocol, and workers of the built `folio` binary that crash,
        // hang, try what the sandbox forbids, or are killed; their pixels on their way to a texture.
        .testTarget(
            name: "FolioRenderProcessTests",
            dependencies: [
                "FolioCore", "FolioInstrument", "FolioRender", "FolioPoppler", "FolioRenderProcess", "FolioSandbox",
                "FolioPresenter", "FolioSDL", "FolioTestSupport", "CSDL2",
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // The session headless: renders into fake textures, frames composed without SDL.
        .testTarget(
            name: "FolioPresenterTests",
            dependencies: ["FolioCore", "FolioRender", "FolioInstrument", "FolioPresenter", "FolioTestSupport"]),
        // SDL's events as the reader's actions, without a window.
        .testTarget(name: "FolioSDLTests", dependencies: ["FolioCore", "FolioSDL", "CSDL2", "CMemoryCopy"]),
        // A window's socket: messages taken, refused, a stale socket replaced.
        .testTarget(
            name: "FolioWindowChannelTests",
            dependencies: ["FolioCore", "FolioWindowChannel", "FolioTestSupport", "CFolioSocket"]),
        .testTarget(name: "FolioCLITests", dependencies: ["FolioRender", "FolioPoppler", "FolioTestSupport"]),
    ]
)
