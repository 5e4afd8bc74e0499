import CSDL2

/// The SDL this process runs with (`folio --version`), as the library says: not the headers'.
public enum SDLVersion {
    public static var running: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }
}
