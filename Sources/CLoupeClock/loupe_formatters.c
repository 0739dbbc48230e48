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
#include <stdio.h>
#include <stdlib.h>

#define SWIFTCALL __attribute__((swiftcall))
#define SELF __attribute__((swift_context))

typedef SWIFTCALL void *allocating_init(void *metatype SELF);

static _Atomic(loupe_formatter_observer) observer = NULL;

void loupe_formatters_observe(loupe_formatter_observer callback) { atomic_store(&observer, callback); }

static const char *const symbols[] = {
    [LOUPE_NUMBER_FORMATTER] = "$s10Foundation15NumberFormatterCACycfC",
    [LOUPE_DATE_FORMATTER] = "$s10Foundation13DateFormatterCACycfC",
    [LOUPE_BYTE_COUNT_FORMATTER] = "$s10Foundation18ByteCountFormatterCACycfC",
};
#define SYMBOL_COUNT (sizeof symbols / sizeof symbols[0])
static _Atomic(allocating_init *) foundations[SYMBOL_COUNT];

const char *loupe_formatter_symbol(int kind) { return kind >= 0 && kind < (int)SYMBOL_COUNT ? symbols[kind] : NULL; }

/* Foundation's initializer (found once): the next after this binary's, or the library's own. */
static allocating_init *foundations_init(int kind) {
    allocating_init *found = atomic_load(&foundations[kind]);
    if (found) return found;
    found = (allocating_init *)dlsym(RTLD_NEXT, symbols[kind]);
    if (!found) {
        void *library = dlopen("libFoundation.so", RTLD_LAZY | RTLD_NOLOAD);
        if (library) found = (allocating_init *)dlsym(library, symbols[kind]);
    }
    if (!found) {
        fprintf(stderr, "Loupe: Foundation has no %s; this toolchain's Foundation is not one Loupe can follow the formatters of\n", symbols[kind]);
        abort();
    }
    atomic_store(&foundations[kind], found);
    return found;
}

static void *made(int kind, void *metatype) {
    void *object = foundations_init(kind)(metatype);
    loupe_formatter_observer callback = atomic_load(&observer);
    if (callback != NULL && object != NULL) callback(object, kind);
    return object;
}

#define INTERPOSE(name, kind, symbol) \
    SWIFTCALL void *name(void *metatype SELF) __asm__(symbol); \
    SWIFTCALL void *name(void *metatype SELF) { return made(kind, metatype); }

INTERPOSE(loupe_number_formatter, LOUPE_NUMBER_FORMATTER, "$s10Foundation15NumberFormatterCACycfC")
INTERPOSE(loupe_date_formatter, LOUPE_DATE_FORMATTER, "$s10Foundation13DateFormatterCACycfC")
INTERPOSE(loupe_byte_count_formatter, LOUPE_BYTE_COUNT_FORMATTER, "$s10Foundation18ByteCountFormatterCACycfC")
