#ifndef FOLIO_COLOR_TRANSFORMS_H
#define FOLIO_COLOR_TRANSFORMS_H

// Nothing to call: this target defines lcms's cmsCreateTransform, cmsDoTransform,
// cmsDeleteTransform and cmsCloseProfile for the whole process, and `folio` exports them
// (optimized_color_transforms.c). SwiftPM wants a public header for a C target.

#endif
