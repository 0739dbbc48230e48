// The linker defines __start_/__stop_ symbols around every section whose name is a C identifier;
// weak references are NULL when the binary has no preview at all.
#include "loupe_previews.h"

extern const loupe_preview_record __start_loupe_previews[] __attribute__((weak));
extern const loupe_preview_record __stop_loupe_previews[] __attribute__((weak));

const loupe_preview_record *loupe_previews_begin(void) { return __start_loupe_previews; }

size_t loupe_previews_count(void) {
    if (!__start_loupe_previews || !__stop_loupe_previews) return 0;
    return (size_t)(__stop_loupe_previews - __start_loupe_previews);
}
