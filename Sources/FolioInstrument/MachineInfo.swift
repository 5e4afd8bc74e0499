import Foundation

/// What the figures of a run were measured on, as the report gives it: without this, two reports
/// cannot be compared.
public struct MachineInfo: Sendable, Encodable {
    public let cores: Int
    /// The kernel, as `uname -sr` prints it.
    public let kernel: String
    public let sdlVersion: String
    /// SDL's video driver; "none" when drawing into an offscreen surface (the bench).
    public let videoDriver: String
    /// The SDL renderer drawing the frames ("software" in the bench).
    public let renderer: String
    /// OpenGL's GL_RENDERER and GL_VENDOR when an OpenGL renderer draws (llvmpipe and a GPU's
    /// driver both say "opengl" above); null otherwise.
    public let glRenderer: String?
    public let glVendor: String?
    /// The window in window points and the drawable in device pixels: [width, height].
    public let window: [Int]
    public let drawable: [Int]

    /// This machine's cores and kernel, with the display facts the presentation layer reads (the
    /// instrument does not link SDL).
    public init(
        sdlVersion: String, videoDriver: String, renderer: String, glRenderer: String? = nil, glVendor: String? = nil,
        window: [Int], drawable: [Int]
    ) {
        cores = ProcessInfo.processInfo.activeProcessorCount
        var names = utsname()
        uname(&names)
        kernel = "\(Self.string(names.sysname)) \(Self.string(names.release))"
        self.sdlVersion = sdlVersion
        self.videoDriver = videoDriver
        self.renderer = renderer
        self.glRenderer = glRenderer
        self.glVendor = glVendor
        self.window = window
        self.drawable = drawable
    }

    private enum CodingKeys: String, CodingKey {
        case cores, kernel, sdlVersion, videoDriver, renderer, glRenderer, glVendor, window, drawable
    }

    /// As synthesised, but the OpenGL strings are written as null when there are none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cores, forKey: .cores)
        try container.encode(kernel, forKey: .kernel)
        try container.encode(sdlVersion, forKey: .sdlVersion)
        try container.encode(videoDriver, forKey: .videoDriver)
        try container.encode(renderer, forKey: .renderer)
        try container.encode(glRenderer, forKey: .glRenderer)
        try container.encode(glVendor, forKey: .glVendor)
        try container.encode(window, forKey: .window)
        try container.encode(drawable, forKey: .drawable)
    }

    /// A NUL-terminated C character array, imported as a tuple, as a String.
    private static func string<CharacterArray>(_ characters: CharacterArray) -> String {
        withUnsafeBytes(of: characters) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
