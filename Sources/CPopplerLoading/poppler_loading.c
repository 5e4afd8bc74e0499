#include "folio_poppler_loading.h"

#if defined(__x86_64__) && defined(__ELF__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

enum { GLIB, CPP };

/* The libraries searched: each handle finds its own functions and those of the libraries it needs. */
static const char *const libraries[] = {[GLIB] = "libpoppler-glib.so.8", [CPP] = "libpoppler-cpp.so.0"};

#define FOLIO_POPPLER_FUNCTION(library, name) extern void *folio_slot_##name;
#include "poppler_functions.def"
#undef FOLIO_POPPLER_FUNCTION

static const struct function {
    const char *name;
    void **slot;
    int library;
} functions[] = {
#define FOLIO_POPPLER_FUNCTION(library, name) {#name, &folio_slot_##name, library},
#include "poppler_functions.def"
#undef FOLIO_POPPLER_FUNCTION
};

enum { function_count = sizeof functions / sizeof functions[0] };

static pthread_once_t once = PTHREAD_ONCE_INIT;
static int outcome = -1;
static char failure[512];

/* Every function is found before any slot changes: a load that fails leaves every stub as it was. */
static void load(void)
{
    void *handles[sizeof libraries / sizeof libraries[0]];
    for (size_t index = 0; index < sizeof libraries / sizeof libraries[0]; index++) {
        handles[index] = dlopen(libraries[index], RTLD_NOW);
        if (!handles[index]) {
            snprintf(failure, sizeof failure, "%s", dlerror());
            return;
        }
    }
    void *found[function_count];
    for (int index = 0; index < function_count; index++) {
        found[index] = dlsym(handles[functions[index].library], functions[index].name);
        if (!found[index]) {
            snprintf(failure, sizeof failure, "%s has no %s", libraries[functions[index].library],
                     functions[index].name);
            return;
        }
    }
    /* A stub on another thread may read its slot as it changes: either value leads to the function. */
    for (int index = 0; index < function_count; index++) {
        __atomic_store_n(functions[index].slot, found[index], __ATOMIC_RELEASE);
    }
    outcome = 0;
}

int folio_poppler_load(void)
{
    pthread_once(&once, load);
    return outcome;
}

const char *folio_poppler_load_failure(void) { return failure; }

/* Called by a stub's first call (poppler_loading.S), which cannot return an error to its caller. */
void folio_poppler_load_or_exit(void);
void folio_poppler_load_or_exit(void)
{
    if (folio_poppler_load() != 0) {
        dprintf(STDERR_FILENO, "folio: poppler cannot be loaded: %s\n", failure);
        _exit(127);
    }
}

#else

int folio_poppler_load(void) { return 0; }

const char *folio_poppler_load_failure(void) { return ""; }

#endif
