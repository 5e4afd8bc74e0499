#ifndef FOLIO_PAGE_FACTS_H
#define FOLIO_PAGE_FACTS_H

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Facts that poppler-glib does not expose, read through poppler's C++ API:
 * each page's /Rotate (degrees, 0/90/180/270) and whether the file is encrypted.
 * Writes at most `capacity` rotations. Returns the page count, or -1 when the
 * document cannot be opened or unlocked with `password` (NULL for none).
 */
int folio_read_page_facts(const char *path, const char *password,
                          int *rotations, int capacity, int *encrypted);

/*
 * The document's reading direction, from its /ViewerPreferences /Direction:
 * 1 when it reads right to left (/R2L), 0 when left to right or unsaid, -1 when
 * the document cannot be opened or unlocked with `password` (NULL for none).
 */
int folio_read_reading_direction(const char *path, const char *password);

#ifdef __cplusplus
}
#endif

#endif
