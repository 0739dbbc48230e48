// Walks the Swift runtime's protocol conformance records (the ABI is stable: see the Swift
// repository's include/swift/ABI/Metadata.h, ProtocolConformanceDescriptor and
// TypeContextDescriptor). Each record in the section is a 32-bit relative offset to a conformance
// descriptor: { protocol (relative, indirect when bit 0 is set), type reference (relative),
// witness table pattern, flags (type reference kind in bits 3–5) }.
#include "loupe_previews.h"
#include <stdint.h>
#include <string.h>

extern const int32_t __start_swift5_protocol_conformances[] __attribute__((weak));
extern const int32_t __stop_swift5_protocol_conformances[] __attribute__((weak));

static const void *relative(const int32_t *field) {
    return *field == 0 ? NULL : (const void *)((const char *)field + *field);
}

/// A relative pointer whose low bit says "the target is a pointer to the thing".
static const void *relative_indirectable(const int32_t *field) {
    int32_t offset = *field;
    if (offset == 0) return NULL;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : (const void *)target;
}

typedef struct { const void *metadata; uintptr_t state; } loupe_metadata_response;
/// A non-generic type's metadata accessor takes only the request (0: complete metadata); its
/// two-word result comes back in the same registers under the Swift and C conventions.
typedef loupe_metadata_response (*loupe_metadata_accessor)(uintptr_t request);

enum { kind_class = 16, kind_struct = 17, kind_enum = 18, flag_generic = 0x80 };

size_t loupe_types_conforming_to(const char *protocol_name, const void **out, size_t max) {
    if (!__start_swift5_protocol_conformances || !__stop_swift5_protocol_conformances) return 0;
    size_t found = 0;
    for (const int32_t *record = __start_swift5_protocol_conformances; record < __stop_swift5_protocol_conformances; record++) {
        const int32_t *conformance = relative(record);
        if (!conformance) continue;
        const int32_t *protocol = relative_indirectable(&conformance[0]);
        if (!protocol) continue;
        const char *name = relative(&protocol[2]);   // flags, parent, name
        if (!name || strcmp(name, protocol_name) != 0) continue;
        uint32_t flags = (uint32_t)conformance[3];
        uint32_t reference_kind = (flags >> 3) & 0x7;
        const int32_t *type;
        if (reference_kind == 0) type = relative(&conformance[1]);
        else if (reference_kind == 1) { const void *const *slot = relative(&conformance[1]); type = slot ? *slot : NULL; }
        else continue;   // Objective-C class references: none on Linux
        if (!type) continue;
        uint32_t type_flags = (uint32_t)type[0];
        uint32_t kind = type_flags & 0x1F;
        if ((kind != kind_class && kind != kind_struct && kind != kind_enum) || (type_flags & flag_generic)) continue;
        loupe_metadata_accessor accessor = (loupe_metadata_accessor)relative(&type[3]);   // flags, parent, name, access function
        if (!accessor) continue;
        if (found < max) out[found] = accessor(0).metadata;
        found++;
    }
    return found;
}
