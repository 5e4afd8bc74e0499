#ifndef FOLIO_POPPLER_LOADING_H
#define FOLIO_POPPLER_LOADING_H

/*
 * poppler loaded at the first call of one of its functions, not at `folio`'s start
 * (poppler_loading.S). Loading may also be asked for ahead, where its failure can be reported.
 */

/* Loads poppler once for the process (any thread; a second call waits for the first). 0 when its
 * functions can be called; -1 when the libraries or one of the functions could not be found:
 * folio_poppler_load_failure() then says what. Always 0 where `folio` links poppler directly. */
int folio_poppler_load(void);

/* What went wrong in the load, as dlerror said it; empty when nothing did. */
const char *folio_poppler_load_failure(void);

#endif
