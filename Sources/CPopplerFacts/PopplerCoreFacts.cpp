#include "folio_page_facts.h"

#include <cstring>
#include <memory>
#include <optional>

// poppler's own API (libpoppler-private-dev, the same library poppler-glib wraps), for what
// poppler-glib 22.12 does not give: the reading direction (its viewer-preferences property is left
// unset, and poppler-cpp has none) and the pages' /Trans and /Dur as the file writes them.
#include <Catalog.h>
#include <GlobalParams.h>
#include <Object.h>
#include <PDFDoc.h>
#include <ViewerPreferences.h>
#include <XRef.h>

static void ignore_poppler_error(ErrorCategory, Goffset, const char *) {}

// The document at `path`, unlocked with `password` (NULL for none); nil when it does not open.
// The caller holds a GlobalParamsIniter for as long as it uses it.
static std::unique_ptr<PDFDoc> open_document(const char *path, const char *password)
{
    std::optional<GooString> secret;
    if (password) {
        secret.emplace(password);
    }
    auto document = std::make_unique<PDFDoc>(std::make_unique<GooString>(path), secret, secret);
    return document->isOk() ? std::move(document) : nullptr;
}

extern "C" int folio_read_reading_direction(const char *path, const char *password)
{
    // Keeps poppler's settings alive while the document is read (shared with poppler-glib's, when
    // it has a document open).
    GlobalParamsIniter initer(ignore_poppler_error);
    std::unique_ptr<PDFDoc> document = open_document(path, password);
    if (!document) {
        return -1;
    }
    Catalog *catalog = document->getCatalog();
    ViewerPreferences *preferences = catalog ? catalog->getViewerPreferences() : nullptr;
    return preferences && preferences->getDirection() == ViewerPreferences::directionR2L ? 1 : 0;
}

// A name's text, "" when the entry is missing, "?" when it is something else: poppler's own parse
// of /Trans (PageTransition) turns odd values into defaults without a word, which would leave the
// reader nothing to warn about.
static void copy_name(const Object &value, char *out, size_t capacity)
{
    const char *text = value.isNull() ? "" : value.isName() ? value.getName() : "?";
    std::strncpy(out, text, capacity - 1);
    out[capacity - 1] = '\0';
}

static int number_kind(const Object &value, double *out)
{
    if (value.isNull()) {
        return 0;
    }
    if (!value.isNum()) {
        return 2;
    }
    *out = value.getNum();
    return 1;
}

static bool read_page(const Object &page, int number, folio_slide_facts *facts)
{
    std::memset(facts, 0, sizeof *facts);
    facts->page = number;
    facts->rectangular = -1;
    Object display = page.dictLookup("Dur");
    facts->display_kind = number_kind(display, &facts->display);
    Object trans = page.dictLookup("Trans");
    facts->has_trans = trans.isNull() ? 0 : trans.isDict() ? 1 : 2;
    if (facts->has_trans == 1) {
        copy_name(trans.dictLookup("S"), facts->style, sizeof facts->style);
        facts->duration_kind = number_kind(trans.dictLookup("D"), &facts->duration);
        copy_name(trans.dictLookup("Dm"), facts->dimension, sizeof facts->dimension);
        copy_name(trans.dictLookup("M"), facts->motion, sizeof facts->motion);
        Object direction = trans.dictLookup("Di");
        facts->direction_kind = direction.isName("None") ? 2 : number_kind(direction, &facts->direction);
        if (facts->direction_kind == 2 && !direction.isName("None")) {
            facts->direction_kind = 3; // neither a number nor /None
        }
        facts->scale_kind = number_kind(trans.dictLookup("SS"), &facts->scale);
        Object rectangular = trans.dictLookup("B");
        facts->rectangular = rectangular.isNull() ? -1 : rectangular.isBool() ? (rectangular.getBool() ? 1 : 0) : 2;
    }
    return facts->has_trans != 0 || facts->display_kind != 0;
}

extern "C" int folio_read_slide_facts(const char *path, const char *password, folio_slide_facts *facts,
                                      int capacity)
{
    GlobalParamsIniter initer(ignore_poppler_error);
    std::unique_ptr<PDFDoc> document = open_document(path, password);
    if (!document) {
        return -1;
    }
    Catalog *catalog = document->getCatalog();
    XRef *xref = document->getXRef();
    const int pages = catalog ? catalog->getNumPages() : 0;
    int found = 0;
    for (int number = 1; number <= pages; ++number) {
        Ref *reference = catalog->getPageRef(number);
        if (!reference) {
            continue;
        }
        Object page = xref->fetch(*reference);
        if (!page.isDict()) {
            continue;
        }
        folio_slide_facts read;
        if (read_page(page, number, &read)) {
            if (found < capacity) {
                facts[found] = read;
            }
            ++found;
        }
    }
    return found;
}
