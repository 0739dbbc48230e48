/* Foundation's "current" getters, answered by the pinned region while one is (see loupe_clock.h).

   Why: Foundation on Linux fixes Locale.current at en_001 and gives no way to set it. These getters
   are public functions of libFoundationEssentials.so, exported under their mangled names; the
   executable's definitions here come first in the dynamic linker's search, so every call from
   outside that library binds to them — the widget's own code, and corelibs Foundation's and
   FoundationInternationalization's formatters. They are defined in C, not with Swift's
   @_silgen_name: a Swift module that defines such a symbol cannot also reach the declaration it
   stands for, which Foundation's inlinable code does in an optimised build.

   Each getter is a Swift function: the swiftcall convention; a static member of a struct takes no
   self. Foundation on Linux is built without library evolution, so a Locale, TimeZone or Calendar
   has a layout its callers know — two words (an object and a witness table), returned directly — and
   [String] one. The Swift side (LoupeRegion) writes the pinned value into a two-word buffer, or
   declines; it checks those sizes before it answers anything. */
#define _GNU_SOURCE
#include "loupe_clock.h"
#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>

#define SWIFTCALL __attribute__((swiftcall))

typedef struct { void *object; void *table; } loupe_two_words;
typedef SWIFTCALL loupe_two_words value_getter(void);
typedef SWIFTCALL void *languages_getter(void);

static _Atomic(loupe_region_answerer) answerer = NULL;

void loupe_region_answer_with(loupe_region_answerer callback) { atomic_store(&answerer, callback); }

static const char *const symbols[] = {
    [LOUPE_LOCALE_CURRENT] = "$s20FoundationEssentials6LocaleV7currentACvgZ",
    [LOUPE_LOCALE_AUTOUPDATING] = "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ",
    [LOUPE_TIME_ZONE_CURRENT] = "$s20FoundationEssentials8TimeZoneV7currentACvgZ",
    [LOUPE_TIME_ZONE_AUTOUPDATING] = "$s20FoundationEssentials8TimeZoneV19autoupdatingCurrentACvgZ",
    [LOUPE_CALENDAR_CURRENT] = "$s20FoundationEssentials8CalendarV7currentACvgZ",
    [LOUPE_CALENDAR_AUTOUPDATING] = "$s20FoundationEssentials8CalendarV19autoupdatingCurrentACvgZ",
    [LOUPE_PREFERRED_LANGUAGES] = "$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ",
};
#define SYMBOL_COUNT (sizeof symbols / sizeof symbols[0])
static _Atomic(void *) foundations[SYMBOL_COUNT];

const char *loupe_region_symbol(int getter) { return getter >= 0 && getter < (int)SYMBOL_COUNT ? symbols[getter] : NULL; }

/* Foundation's own definition: the next after this binary's, or the library's when Loupe is in a
   shared library loaded after it. NULL when this Foundation has no such getter. */
void *loupe_region_foundations(int getter) {
    void *found = atomic_load(&foundations[getter]);
    if (found) return found;
    found = dlsym(RTLD_NEXT, symbols[getter]);
    if (!found) {
        void *library = dlopen("libFoundationEssentials.so", RTLD_LAZY | RTLD_NOLOAD);
        if (library) found = dlsym(library, symbols[getter]);
    }
    atomic_store(&foundations[getter], found);
    return found;
}

void loupe_region_foundation_value(int getter, void *result) {
    *(loupe_two_words *)result = ((value_getter *)loupe_region_foundations(getter))();
}

void *loupe_region_foundation_languages(void) {
    return ((languages_getter *)loupe_region_foundations(LOUPE_PREFERRED_LANGUAGES))();
}

static loupe_two_words answer(int getter) {
    loupe_two_words value;
    loupe_region_answerer callback = atomic_load(&answerer);
    if (callback && callback(getter, &value)) return value;
    return ((value_getter *)loupe_region_foundations(getter))();
}

/* A getter defined under Foundation's symbol (a string literal, for the asm label). */
#define VALUE_GETTER(function, getter, symbol) \
    SWIFTCALL loupe_two_words function(void) __asm__(symbol); \
    SWIFTCALL loupe_two_words function(void) { return answer(getter); }

VALUE_GETTER(loupe_locale_current, LOUPE_LOCALE_CURRENT, "$s20FoundationEssentials6LocaleV7currentACvgZ")
VALUE_GETTER(loupe_locale_autoupdating, LOUPE_LOCALE_AUTOUPDATING, "$s20FoundationEssentials6LocaleV19autoupdatingCurrentACvgZ")
VALUE_GETTER(loupe_time_zone_current, LOUPE_TIME_ZONE_CURRENT, "$s20FoundationEssentials8TimeZoneV7currentACvgZ")
VALUE_GETTER(loupe_time_zone_autoupdating, LOUPE_TIME_ZONE_AUTOUPDATING, "$s20FoundationEssentials8TimeZoneV19autoupdatingCurrentACvgZ")
VALUE_GETTER(loupe_calendar_current, LOUPE_CALENDAR_CURRENT, "$s20FoundationEssentials8CalendarV7currentACvgZ")
VALUE_GETTER(loupe_calendar_autoupdating, LOUPE_CALENDAR_AUTOUPDATING, "$s20FoundationEssentials8CalendarV19autoupdatingCurrentACvgZ")

/* [String] is one pointer, returned directly (+1). */
SWIFTCALL void *loupe_preferred_languages(void) __asm__("$s20FoundationEssentials6LocaleV18preferredLanguagesSaySSGvgZ");
SWIFTCALL void *loupe_preferred_languages(void) {
    loupe_region_answerer callback = atomic_load(&answerer);
    void *languages = NULL;
    if (callback && callback(LOUPE_PREFERRED_LANGUAGES, &languages)) return languages;
    return loupe_region_foundation_languages();
}
