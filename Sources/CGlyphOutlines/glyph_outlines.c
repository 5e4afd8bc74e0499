// Large glyphs as outlines: what keeps memory flat at any zoom on pages with big text.
//
// cairo's image backend draws every glyph through a mask of the whole glyph, kept in its glyph
// cache and pixman's (one per subpixel phase), however little of it is on screen; it switches to
// filling outlines only above an em of 10240 device pixels. poppler shows text with
// cairo_show_glyphs, so a 300 pt watermark rendered at 64x costs over 300 MB of masks for one
// screen of pixels: memory grows with the square of the zoom. MuPDF draws glyphs above 256 px as
// paths for the same reason; this does it for poppler. This file defines cairo_show_glyphs: the
// executable's definition comes first in symbol lookup, so poppler's calls arrive here. Small
// glyphs go on to cairo's own function unchanged, so ordinary text is pixel for pixel what
// pdftocairo draws; large ones are filled as outlines with the same source and operator.
#define _GNU_SOURCE
#include "folio_glyph_outlines.h"

#include <cairo.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>

static const double outlineThreshold = 256.0;

typedef void (*show_glyphs_function)(cairo_t *, const cairo_glyph_t *, int);
static show_glyphs_function cairoShowGlyphs;
static pthread_once_t lookupOnce = PTHREAD_ONCE_INIT;

static void lookUpCairoShowGlyphs(void) {
    cairoShowGlyphs = (show_glyphs_function)dlsym(RTLD_NEXT, "cairo_show_glyphs");
}

double folio_glyph_outline_threshold(void) { return outlineThreshold; }

/// The em of the context's current font in device pixels: the longer of its matrix's axes.
static double emInDevicePixels(cairo_t *cr) {
    cairo_matrix_t scale;
    cairo_scaled_font_get_scale_matrix(cairo_get_scaled_font(cr), &scale);
    double x = hypot(scale.xx, scale.yx), y = hypot(scale.xy, scale.yy);
    return x > y ? x : y;
}

void cairo_show_glyphs(cairo_t *cr, const cairo_glyph_t *glyphs, int num_glyphs) {
    pthread_once(&lookupOnce, lookUpCairoShowGlyphs);
    if (num_glyphs <= 0 || emInDevicePixels(cr) <= outlineThreshold) {
        cairoShowGlyphs(cr, glyphs, num_glyphs);
        return;
    }
    // cairo_show_glyphs leaves the current path alone; filling does not, so keep it aside.
    cairo_path_t *path = cairo_copy_path(cr);
    cairo_fill_rule_t rule = cairo_get_fill_rule(cr);
    cairo_new_path(cr);
    cairo_glyph_path(cr, glyphs, num_glyphs);
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING);
    cairo_fill(cr);
    cairo_set_fill_rule(cr, rule);
    if (path->status == CAIRO_STATUS_SUCCESS) cairo_append_path(cr, path);
    cairo_path_destroy(path);
}
