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

/*
 * A page's /Trans and /Dur as the file writes them, odd values kept apart so that the reader can
 * say what it drew instead. Names: "" when missing, "?" when not a name. Kinds: 0 missing,
 * 1 a number (in the field beside), 2 something else (/Di: 2 is /None, 3 something else).
 */
typedef struct {
    int page;             /* from 1 */
    int has_trans;        /* 0 no /Trans, 1 a dictionary, 2 something else */
    char style[24];       /* /S */
    int duration_kind;    /* /D */
    double duration;
    char dimension[8];    /* /Dm */
    char motion[8];       /* /M */
    int direction_kind;   /* /Di */
    double direction;
    int scale_kind;       /* /SS */
    double scale;
    int rectangular;      /* /B: -1 missing, 0 false, 1 true, 2 not a boolean */
    int display_kind;     /* the page's /Dur */
    double display;
} folio_slide_facts;

/*
 * Every page's /Trans and /Dur: writes at most `capacity` entries, one per page that has either,
 * and returns how many pages have them (call again with more room when that is above `capacity`),
 * or -1 when the document cannot be opened or unlocked with `password` (NULL for none).
 */
int folio_read_slide_facts(const char *path, const char *password, folio_slide_facts *facts, int capacity);

#ifdef __cplusplus
}
#endif

#endif
