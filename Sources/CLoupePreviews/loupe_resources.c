// The folders the IOSSources plugin recorded in the `loupe_resources` section: each record is a
// function returning a folder's path (a C string with static storage). Weak references are NULL
// when no target of the binary was built through the plugin.
#include "loupe_previews.h"

extern const loupe_resource_record __start_loupe_resources[] __attribute__((weak));
extern const loupe_resource_record __stop_loupe_resources[] __attribute__((weak));

const loupe_resource_record *loupe_resources_begin(void) { return __start_loupe_resources; }

size_t loupe_resources_count(void) {
    if (!__start_loupe_resources || !__stop_loupe_resources) return 0;
    return (size_t)(__stop_loupe_resources - __start_loupe_resources);
}
