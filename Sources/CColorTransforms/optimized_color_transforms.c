// Colour transforms that lcms optimises once they have converted enough pixels: large images in
// ICC colour spaces drawn at a fraction of the cost, small ones as before.
//
// poppler makes its lcms transforms with cmsFLAGS_NOOPTIMIZE, so every pixel of an image in an
// ICCBased colour space goes through lcms's general pipeline in floating point, each channel's tone
// curve evaluated with pow(): most of the time poppler takes to draw a page of ICC-tagged scans or
// photographs. An optimised transform (8-bit in, 8-bit out) looks pixels up in precomputed tables,
// differing by at most one level in 255; but lcms takes about 3 ms to optimise one, and poppler
// makes two for every image, however small: optimising them all made a page of 105 icons 3 times
// slower. So a transform stays as poppler made it until it has converted `optimizingThreshold`
// pixels, about where the tables pay for themselves; it is then made again, optimised, and the
// twin converts the rest (docs/measuring.md, "Colour transforms optimised").
//
// This file defines cmsCreateTransform, cmsDoTransform, cmsDeleteTransform and cmsCloseProfile.
// The linker exports them from the executable (Package.swift), whose definitions come first in
// symbol lookup, so poppler's calls (and lcms's own) arrive here and go on to lcms's functions.
// The twin is made from the profiles the transform was made from: a transform whose profile has
// been closed since is never optimised. lcms2.h is not needed: these are its ABI's types and values.
#define _GNU_SOURCE
#include "folio_color_transforms.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

typedef void *transform_handle;
typedef void *profile_handle;
typedef transform_handle (*create_function)(profile_handle input, uint32_t input_format, profile_handle output,
                                            uint32_t output_format, uint32_t intent, uint32_t flags);
typedef void (*convert_function)(transform_handle transform, const void *input, void *output, uint32_t pixels);
typedef void (*delete_function)(transform_handle transform);
typedef int (*close_function)(profile_handle profile);

enum { no_optimize_flag = 0x0100 };
static const long optimizingThreshold = 64 * 1024;

static struct {
    create_function create;
    convert_function convert;
    delete_function delete;
    close_function close;
} lcms;
static pthread_once_t lookupOnce = PTHREAD_ONCE_INIT;

// poppler loads lcms with itself, local to its own handle (CPopplerLoading): lcms is found by name,
// not by RTLD_NEXT. Every call here comes from poppler or lcms, so lcms is loaded by then, and a
// transform or profile handed here was made by lcms: only cmsCreateTransform can find no lcms.
static void lookUpLcms(void)
{
    void *library = dlopen("liblcms2.so.2", RTLD_LAZY | RTLD_NOLOAD);
    if (!library) {
        library = RTLD_NEXT;  // where poppler is linked rather than loaded, lcms is in the global scope
    }
    lcms.create = (create_function)dlsym(library, "cmsCreateTransform");
    lcms.convert = (convert_function)dlsym(library, "cmsDoTransform");
    lcms.delete = (delete_function)dlsym(library, "cmsDeleteTransform");
    lcms.close = (close_function)dlsym(library, "cmsCloseProfile");
}

/// A transform made without optimising: what it was made from, the pixels it has converted, and
/// its optimised twin once made.
struct watched {
    transform_handle transform;
    profile_handle input, output;  // NULL once either is closed: no twin then
    uint32_t inputFormat, outputFormat, intent, flags;
    long pixels;
    transform_handle twin;
};

// Recursive: making a twin runs lcms, whose own calls to these functions come back here.
static pthread_mutex_t lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static struct watched *watchedTransforms;  // guarded by lock
static size_t watchedCount, watchedCapacity, lastFound;

// T_FLOAT is bit 22 of an lcms format, T_BYTES bits 0 to 2.
static int isEightBitInteger(uint32_t format) { return (format & 7) == 1 && !(format & (1u << 22)); }

static long find(transform_handle transform)
{
    if (lastFound < watchedCount && watchedTransforms[lastFound].transform == transform) {
        return (long)lastFound;
    }
    for (size_t index = watchedCount; index-- > 0;) {
        if (watchedTransforms[index].transform == transform) {
            lastFound = index;
            return (long)index;
        }
    }
    return -1;
}

static void watch(struct watched entry)
{
    if (watchedCount == watchedCapacity) {
        size_t capacity = watchedCapacity ? watchedCapacity * 2 : 64;
        struct watched *grown = realloc(watchedTransforms, capacity * sizeof *grown);
        if (!grown) {
            return;  // not watched: it converts as poppler made it
        }
        watchedTransforms = grown;
        watchedCapacity = capacity;
    }
    watchedTransforms[watchedCount++] = entry;
}

transform_handle cmsCreateTransform(profile_handle input, uint32_t inputFormat, profile_handle output,
                                    uint32_t outputFormat, uint32_t intent, uint32_t flags);
transform_handle cmsCreateTransform(profile_handle input, uint32_t inputFormat, profile_handle output,
                                    uint32_t outputFormat, uint32_t intent, uint32_t flags)
{
    pthread_once(&lookupOnce, lookUpLcms);
    if (!lcms.create) {
        return NULL;  // poppler then draws the colour space's alternate, as for a profile lcms refuses
    }
    transform_handle transform = lcms.create(input, inputFormat, output, outputFormat, intent, flags);
    if (transform && (flags & no_optimize_flag) && isEightBitInteger(inputFormat) && isEightBitInteger(outputFormat)) {
        pthread_mutex_lock(&lock);
        watch((struct watched){transform, input, output, inputFormat, outputFormat, intent, flags, 0, NULL});
        pthread_mutex_unlock(&lock);
    }
    return transform;
}

void cmsDoTransform(transform_handle transform, const void *input, void *output, uint32_t pixels);
void cmsDoTransform(transform_handle transform, const void *input, void *output, uint32_t pixels)
{
    pthread_once(&lookupOnce, lookUpLcms);
    pthread_mutex_lock(&lock);
    transform_handle converter = transform;
    long index = find(transform);
    if (index >= 0) {
        struct watched *entry = &watchedTransforms[index];
        entry->pixels += pixels;
        if (!entry->twin && entry->input && entry->output && entry->pixels >= optimizingThreshold) {
            struct watched made = *entry;
            entry->input = entry->output = NULL;  // a twin is made once, and not again from lcms's calls below
            transform_handle twin = lcms.create(made.input, made.inputFormat, made.output, made.outputFormat,
                                                made.intent, made.flags & ~(uint32_t)no_optimize_flag);
            index = find(transform);  // lcms's own calls may have grown the table meanwhile
            if (index >= 0) {
                watchedTransforms[index].twin = twin;
            } else if (twin) {
                lcms.delete(twin);
            }
        }
        if (index >= 0 && watchedTransforms[index].twin) {
            converter = watchedTransforms[index].twin;
        }
    }
    pthread_mutex_unlock(&lock);
    lcms.convert(converter, input, output, pixels);
}

void cmsDeleteTransform(transform_handle transform);
void cmsDeleteTransform(transform_handle transform)
{
    pthread_once(&lookupOnce, lookUpLcms);
    transform_handle twin = NULL;
    pthread_mutex_lock(&lock);
    long index = find(transform);
    if (index >= 0) {
        twin = watchedTransforms[index].twin;
        watchedTransforms[index] = watchedTransforms[--watchedCount];
    }
    pthread_mutex_unlock(&lock);
    if (twin) {
        lcms.delete(twin);
    }
    lcms.delete(transform);
}

int cmsCloseProfile(profile_handle profile);
int cmsCloseProfile(profile_handle profile)
{
    pthread_once(&lookupOnce, lookUpLcms);
    pthread_mutex_lock(&lock);
    for (size_t index = 0; index < watchedCount; index++) {
        struct watched *entry = &watchedTransforms[index];
        if (entry->input == profile || entry->output == profile) {
            entry->input = entry->output = NULL;
        }
    }
    pthread_mutex_unlock(&lock);
    return lcms.close(profile);
}
