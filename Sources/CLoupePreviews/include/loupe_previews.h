#ifndef LOUPE_PREVIEWS_H
#define LOUPE_PREVIEWS_H
#include <stddef.h>

/// A record placed by `#Preview`: a function that builds the preview and returns it retained.
typedef void *(*loupe_preview_record)(void);

/// The records the linker gathered in the `loupe_previews` section of this binary (none: count 0).
const loupe_preview_record *loupe_previews_begin(void);
size_t loupe_previews_count(void);
#endif
