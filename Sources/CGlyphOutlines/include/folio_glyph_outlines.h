#ifndef FOLIO_GLYPH_OUTLINES_H
#define FOLIO_GLYPH_OUTLINES_H

/// Glyphs whose em is larger than this many device pixels are filled as outlines rather than
/// rasterised into cairo's glyph cache (see glyph_outlines.c). Returns the threshold in effect.
double folio_glyph_outline_threshold(void);

#endif
