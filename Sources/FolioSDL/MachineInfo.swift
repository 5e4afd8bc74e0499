import CSDL2
import FolioCore
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
    /// The window in window points and the drawable in device pixels: [width, height].
    public let window: [Int]
    public let drawable: [Int]

    init(renderer: OpaquePointer, window: Size) {
        cores = ProcessInfo.processInfo.activeProcessorCount
        var names = utsname()
        uname(&names)
        kernel = "\(Self.string(names.sysname)) \(Self.string(names.release))"
        var version = SDL_version()
        SDL_GetVersion(&version)
        sdlVersion = "\(version.major).\(version.minor).\(version.patch)"
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        var info = SDL_RendererInfo()
        self.renderer = SDL_GetRendererInfo(renderer, &info) == 0 && info.name != nil ? String(cString: info.name) : "unknown"
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        self.window = [Int(window.width), Int(window.height)]
        drawable = [Int(width), Int(height)]
    }

    /// A NUL-terminated C character array, imported as a tuple, as a String.
    private static func string<CharacterArray>(_ characters: CharacterArray) -> String {
        withUnsafeBytes(of: characters) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
