#include "folio_page_facts.h"

#include <memory>
#include <optional>

// poppler's own API (libpoppler-private-dev, the same library poppler-glib wraps): poppler-glib
// 22.12 leaves its viewer-preferences property unset, and poppler-cpp has none.
#include <Catalog.h>
#include <GlobalParams.h>
#include <PDFDoc.h>
#include <ViewerPreferences.h>

static void ignore_poppler_error(ErrorCategory, Goffset, const char *) {}

extern "C" int folio_read_reading_direction(const char *path, const char *password)
{
    // Keeps poppler's settings alive while the document is read (shared with poppler-glib's, when
    // it has a document open).
    GlobalParamsIniter initer(ignore_poppler_error);
    std::optional<GooString> secret;
    if (password) {
        secret.emplace(password);
    }
    PDFDoc document(std::make_unique<GooString>(path), secret, secret);
    if (!document.isOk()) {
        return -1;
    }
    Catalog *catalog = document.getCatalog();
    ViewerPreferences *preferences = catalog ? catalog->getViewerPreferences() : nullptr;
    return preferences && preferences->getDirection() == ViewerPreferences::directionR2L ? 1 : 0;
}
