#ifndef FOLIO_COLOR_TRANSFORMS_H
#define FOLIO_COLOR_TRANSFORMS_H

/// The pixels a transform poppler asked lcms not to optimise converts before Folio makes it an
/// optimised twin (see optimized_color_transforms.c).
long folio_color_transform_optimizing_threshold(void);

#endif
