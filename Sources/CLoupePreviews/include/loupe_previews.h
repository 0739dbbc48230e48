#ifndef LOUPE_PREVIEWS_H
#define LOUPE_PREVIEWS_H
#include <stddef.h>

/// A record placed by `#Preview`: a function that builds the preview and returns it retained.
typedef void *(*loupe_preview_record)(void);

/// The records the linker gathered in the `loupe_previews` section of this binary (none: count 0).
const loupe_preview_record *loupe_previews_begin(void);
size_t loupe_previews_count(void);

/// A record placed by the IOSSources plugin: a function returning a shared folder's path.
typedef const char *(*loupe_resource_record)(void);

/// The records in the `loupe_resources` section: the folders whose resources a target compiled
/// through IOSSources uses (none: count 0).
const loupe_resource_record *loupe_resources_begin(void);
size_t loupe_resources_count(void);
#endif

#ifndef LOUPE_CONFORMANCES_H
#define LOUPE_CONFORMANCES_H
/// The type metadata of every non-generic struct, enum or class in this binary that conforms to a
/// protocol whose name is `protocol_name` (e.g. "PreviewProvider"), in section order: up to `max`
/// into `out`; returns how many there are. Found in the Swift runtime's `swift5_protocol_conformances`
/// section, which the linker gathers from every Swift object in the executable. This is how legacy
/// `PreviewProvider`s are found at run time with no registry and no macro.
size_t loupe_types_conforming_to(const char *protocol_name, const void **out, size_t max);
#endif
