import CPoppler

/// The poppler and cairo this process runs with (`folio --version`), as their libraries say.
public enum PopplerVersion {
    public static var poppler: String { String(cString: poppler_get_version()) }
    public static var cairo: String { String(cString: cairo_version_string()) }
}
