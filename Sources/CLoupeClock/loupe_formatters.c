/* Formatters made with their defaults, reported to the Swift side (see loupe_clock.h).

   Why: a widget keeps a formatter in a `static let`, made in the region of the first cell that
   touched it; on a device it keeps the device's region, but a process that renders several regions
   must move it along, or a German cell shows an English number. `NumberFormatter()` calls
   corelibs Foundation's allocating initializer by its symbol, so the executable's definition here is
   reached first (as for clock_gettime); it calls Foundation's and reports the new object.

   The initializer is a Swift function: the swiftcall convention, its metatype in the `self`
   register (clang's swift_context parameter), the object returned +1. */
#define _GNU_SOURCE
#include "loupe_clock.h"
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

#define SWIFTCALL __attribute__((swiftcall))
#define SELF __attribute__((swift_context))

typedef SWIFTCALL void *allocating_init(void *metatype SELF);

static _Atomic(loupe_formatter_observer) observer = NULL;

void loupe_formatters_observe(loupe_formatter_observer callback) { atomic_store(&observer, callback); }

static void *made(const char *symbol, void *metatype, int kind) {
    allocating_init *foundations = (allocating_init *)dlsym(RTLD_NEXT, symbol);
    if (foundations == NULL) {
        void *library = dlopen("libFoundation.so", RTLD_LAZY | RTLD_NOLOAD);
        if (library != NULL) foundations = (allocating_init *)dlsym(library, symbol);
    }
    void *object = foundations(metatype);
    loupe_formatter_observer callback = atomic_load(&observer);
    if (callback != NULL && object != NULL) callback(object, kind);
    return object;
}

#define INTERPOSE(name, symbol, kind) \
    SWIFTCALL void *name(void *metatype SELF) __asm__(symbol); \
    SWIFTCALL void *name(void *metatype SELF) { return made(symbol, metatype, kind); }

INTERPOSE(loupe_number_formatter, "$s10Foundation15NumberFormatterCACycfC", LOUPE_NUMBER_FORMATTER)
INTERPOSE(loupe_date_formatter, "$s10Foundation13DateFormatterCACycfC", LOUPE_DATE_FORMATTER)
INTERPOSE(loupe_byte_count_formatter, "$s10Foundation18ByteCountFormatterCACycfC", LOUPE_BYTE_COUNT_FORMATTER)
