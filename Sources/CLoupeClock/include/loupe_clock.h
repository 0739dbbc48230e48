#ifndef LOUPE_CLOCK_H
#define LOUPE_CLOCK_H
#include <stdint.h>

/* Loupe's pinned wall clock. While a hold is active, every read of the wall clock in this process
   (clock_gettime with CLOCK_REALTIME or CLOCK_REALTIME_COARSE, gettimeofday, time — which is what
   Foundation's Date() and Date.now read on Linux) answers the held time instead of the real one.
   Only reads made by the program's own code and by Foundation are pinned: libdispatch, libc and
   the test frameworks keep the real clock, as do monotonic clocks, so timeouts, sleeps and
   durations keep working.

   Holds are counted. Holds of the same time nest and overlap freely (cells rendering in parallel
   share one "now"); a hold of a different time waits until every other thread's hold has ended,
   so two renders at different "nows" never see each other's clock. A thread that already holds a
   time and asks for another gets -1 instead of waiting forever. */

/* Pins the wall clock to `unix_nanoseconds` for the calling thread's hold, and with a `region`
   token other than 0 pins that region too (the Swift side maps tokens to a locale, zone and
   calendar; a hold of region 0 takes whatever region is pinned). 0 on success, -1 when this thread
   already holds a different time or region, -2 when other threads' holds of a different time or
   region did not end within two minutes. */
int loupe_clock_hold(int64_t unix_nanoseconds, int64_t region);
/* Ends the calling thread's innermost hold, which was of `region`; the real clock (and region)
   return when the last hold ends. */
void loupe_clock_release(int64_t region);
/* Sets the defaults reads answer while no hold is active: a run's now and region (NOT a hold: holds
   of any time and region go on, and win while they last). `unix_nanoseconds` INT64_MIN clears them. */
void loupe_clock_set_ambient(int64_t unix_nanoseconds, int64_t region);
/* 1 and the ambient time and region while they are set, else 0. */
int loupe_clock_ambient(int64_t *unix_nanoseconds, int64_t *region);
/* How many holds of a region are queued, waiting for another region's holds to end (tests). */
int loupe_clock_waiting(void);
/* Whether the calling thread holds the clock. */
int loupe_clock_thread_holds(void);
/* The pinned region's token, 0 when none is. */
int64_t loupe_clock_pinned_region(void);
/* Called, under the holds' lock, with the newly pinned region's token (0 when it is released):
   the Swift side applies what Foundation keeps as process state (its default time zone). */
typedef void (*loupe_region_observer)(int64_t region);
void loupe_clock_observe_region(loupe_region_observer observer);
/* The formatters `NumberFormatter()`, `DateFormatter()` and `ByteCountFormatter()` make: each new
   object (unretained) is reported to `observer`, so formatters kept with their default region can
   follow the pinned one (loupe_formatters.c). */
enum { LOUPE_NUMBER_FORMATTER = 0, LOUPE_DATE_FORMATTER = 1, LOUPE_BYTE_COUNT_FORMATTER = 2 };
typedef void (*loupe_formatter_observer)(void *object, int kind);
void loupe_formatters_observe(loupe_formatter_observer observer);
/* The initializer's mangled name for a kind. */
const char *loupe_formatter_symbol(int kind);
/* Foundation's getters of the current region (loupe_region.c), by index. */
enum {
    LOUPE_LOCALE_CURRENT = 0, LOUPE_LOCALE_AUTOUPDATING = 1, LOUPE_TIME_ZONE_CURRENT = 2, LOUPE_TIME_ZONE_AUTOUPDATING = 3,
    LOUPE_CALENDAR_CURRENT = 4, LOUPE_CALENDAR_AUTOUPDATING = 5, LOUPE_PREFERRED_LANGUAGES = 6
};
/* Writes the pinned region's answer for `getter` into `result` (an uninitialised Locale, TimeZone,
   Calendar or [String], two words at most) and returns 1, or returns 0 to let Foundation answer. */
typedef int (*loupe_region_answerer)(int getter, void *result);
void loupe_region_answer_with(loupe_region_answerer answerer);
/* A getter's mangled name; Foundation's own function of that name (NULL if it has none). */
const char *loupe_region_symbol(int getter);
void *loupe_region_foundations(int getter);
/* Foundation's own answer, whatever is pinned: into `result` for a value, returned for the languages. */
void loupe_region_foundation_value(int getter, void *result);
void *loupe_region_foundation_languages(void);
/* 1 and the pinned time in *unix_nanoseconds while the clock is pinned, else 0. */
int loupe_clock_pinned(int64_t *unix_nanoseconds);
/* The real wall clock, whatever is pinned. */
int64_t loupe_clock_real_now(void);
#endif
