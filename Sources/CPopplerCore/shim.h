/*
 * poppler's own C++ API (libpoppler-private-dev) has no C header to import: this module only
 * carries its include path and library, from pkg-config, to CPopplerFacts's C++ sources.
 */
