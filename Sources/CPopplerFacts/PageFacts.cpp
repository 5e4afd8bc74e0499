#include "folio_page_facts.h"

#include <memory>
#include <string>

#include <poppler/cpp/poppler-document.h>
#include <poppler/cpp/poppler-global.h>
#include <poppler/cpp/poppler-page.h>

// poppler-cpp prints parser warnings to stderr by default; Folio reports errors itself.
static void ignore_poppler_message(const std::string &, void *) {}

static int degrees(poppler::page::orientation_enum orientation)
{
    switch (orientation) {
    case poppler::page::landscape: return 90;
    case poppler::page::upside_down: return 180;
    case poppler::page::seascape: return 270;
    default: return 0;
    }
}

extern "C" int folio_read_page_facts(const char *path, const char *password,
                                     int *rotations, int capacity, int *encrypted)
{
    poppler::set_debug_error_function(ignore_poppler_message, nullptr);
    const std::string secret = password ? password : "";
    std::unique_ptr<poppler::document> document(poppler::document::load_from_file(path, secret, secret));
    if (!document || document->is_locked()) {
        return -1;
    }
    if (encrypted) {
        *encrypted = document->is_encrypted() ? 1 : 0;
    }
    const int pages = document->pages();
    for (int index = 0; index < pages && index < capacity; ++index) {
        std::unique_ptr<poppler::page> page(document->create_page(index));
        rotations[index] = page ? degrees(page->orientation()) : 0;
    }
    return pages;
}
