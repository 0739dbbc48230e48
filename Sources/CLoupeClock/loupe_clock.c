/* The pinned wall clock (see loupe_clock.h).

   Why interposition: a widget's own provider code calls Date() (or Date.now), which Foundation
   answers from clock_gettime(CLOCK_REALTIME). Defining clock_gettime, gettimeofday and time here
   makes every binary that links Loupe (a `loupe` command line, a user's test executable) resolve
   those names to these functions first — the executable precedes libc in the dynamic linker's
   search order — with no LD_PRELOAD and nothing to install. The real functions are reached with
   dlsym(RTLD_NEXT). */
#define _GNU_SOURCE
#include "loupe_clock.h"
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <string.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define NOT_PINNED INT64_MIN

static _Atomic int64_t pinned = NOT_PINNED;
/* The region (locale, zone, calendar) pinned with the time: a token the Swift side hands out; 0 none. */
static _Atomic int64_t pinned_region = 0;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t released;
static pthread_once_t released_once = PTHREAD_ONCE_INIT;
/* How long a hold of another time or region waits for the current holds to end before giving up
   (a wait that long is a thread waiting on work that itself needs the other time). */
#define WAIT_SECONDS 120

/* The condition waits on the monotonic clock: the wall clock may be pinned. */
static void make_released(void) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
    pthread_cond_init(&released, &attributes);
    pthread_condattr_destroy(&attributes);
}
static int64_t held_time = NOT_PINNED;
static long holds = 0;
static int64_t held_region = 0;
static long region_holds = 0;
/* The defaults a run sets (loupe_clock_set_ambient): what reads answer while no hold is active. */
static int64_t ambient_time = NOT_PINNED;
static int64_t ambient_region = 0;
static loupe_region_observer region_observer = NULL;
/* This thread's holds, so a nested hold of the same time never waits on itself. */
static _Thread_local long thread_holds = 0;
static _Thread_local int64_t thread_time = NOT_PINNED;
static _Thread_local long thread_region_holds = 0;
static _Thread_local int64_t thread_region = 0;

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);

static int real_clock_gettime(clockid_t id, struct timespec *ts) {
    static _Atomic(clock_gettime_fn) real = NULL;
    clock_gettime_fn fn = atomic_load(&real);
    if (fn == NULL) {
        fn = (clock_gettime_fn)dlsym(RTLD_NEXT, "clock_gettime");
        atomic_store(&real, fn);
    }
    if (fn == NULL) return (int)syscall(SYS_clock_gettime, id, ts);
    return fn(id, ts);
}

void loupe_clock_observe_region(loupe_region_observer observer) {
    pthread_mutex_lock(&lock);
    region_observer = observer;
    pthread_mutex_unlock(&lock);
}

/* Under the lock: what reads answer now — the holds' time and region, else the ambient ones — and
   the observer told when the region changes. */
static void publish(void) {
    atomic_store(&pinned, holds > 0 ? held_time : ambient_time);
    int64_t region = region_holds > 0 ? held_region : ambient_region;
    if (atomic_load(&pinned_region) != region) {
        atomic_store(&pinned_region, region);
        if (region_observer) region_observer(region);
    }
}

void loupe_clock_set_ambient(int64_t t, int64_t region) {
    pthread_mutex_lock(&lock);
    ambient_time = t;
    ambient_region = t == NOT_PINNED ? 0 : region;
    publish();
    pthread_mutex_unlock(&lock);
}

int loupe_clock_ambient(int64_t *t, int64_t *region) {
    pthread_mutex_lock(&lock);
    int set = ambient_time != NOT_PINNED;
    if (t) *t = ambient_time;
    if (region) *region = ambient_region;
    pthread_mutex_unlock(&lock);
    return set;
}

/* Whether another thread's holds stand in the way of a hold of (t, region). */
static int conflicts(int64_t t, int64_t region) {
    return (holds > 0 && held_time != t) || (region != 0 && region_holds > 0 && held_region != region);
}

/* Fairness between regions. A hold of a region that must wait for another region's holds to end is
   queued; a later hold of the same time and a third region — or of the region now held — waits
   behind it, so a region is not starved by holds of another that keep overlapping (many parallel
   assertions). Holds waiting on a different time are not waited behind: they may wait on a
   command's own hold of its now, and the command's cells must go on. */
#define MAX_PENDING 256
static struct { uint64_t order; int64_t time; int64_t region; } pending[MAX_PENDING];
static int pending_count = 0;
static uint64_t next_order = 0;

/* Whether an earlier pending hold of time `t` and another region than `region` comes first. */
static int behind_another_region(uint64_t order, int64_t t, int64_t region) {
    for (int i = 0; i < pending_count; i++) {
        if (pending[i].order < order && pending[i].time == t && pending[i].region != region) return 1;
    }
    return 0;
}

int loupe_clock_waiting(void) {
    pthread_mutex_lock(&lock);
    int count = pending_count;
    pthread_mutex_unlock(&lock);
    return count;
}

static void leave_queue(uint64_t order) {
    for (int i = 0; i < pending_count; i++) {
        if (pending[i].order == order) { pending[i] = pending[--pending_count]; return; }
    }
}

int loupe_clock_hold(int64_t t, int64_t region) {
    if (thread_holds > 0 && thread_time != t) return -1;
    if (region != 0 && thread_region_holds > 0 && thread_region != region) return -1;
    /* A hold inside one of this thread's own never waits: it is part of that one. */
    int nested = thread_holds > 0 && (region == 0 || thread_region_holds > 0);
    pthread_once(&released_once, make_released);
    pthread_mutex_lock(&lock);
    if (!nested) {
        uint64_t order = next_order++;
        int queued = region != 0 && pending_count < MAX_PENDING;
        if (queued) pending[pending_count++] = (typeof(pending[0])){ order, t, region };
        struct timespec deadline;
        real_clock_gettime(CLOCK_MONOTONIC, &deadline);
        deadline.tv_sec += WAIT_SECONDS;
        while (conflicts(t, region) || (queued && behind_another_region(order, t, region))) {
            if (pthread_cond_timedwait(&released, &lock, &deadline) != 0
                && (conflicts(t, region) || (queued && behind_another_region(order, t, region)))) {
                if (queued) leave_queue(order);
                pthread_cond_broadcast(&released);   /* the holds behind this one go on */
                pthread_mutex_unlock(&lock);
                return -2;
            }
        }
        if (queued) {
            leave_queue(order);
            pthread_cond_broadcast(&released);
        }
    }
    holds += 1;
    held_time = t;
    if (region != 0) {
        region_holds += 1;
        held_region = region;
    }
    /* Under the lock: no other region can be pinned before the observer has applied this one. */
    publish();
    pthread_mutex_unlock(&lock);
    thread_holds += 1;
    thread_time = t;
    if (region != 0) { thread_region_holds += 1; thread_region = region; }
    return 0;
}

void loupe_clock_release(int64_t region) {
    if (thread_holds == 0) return;
    thread_holds -= 1;
    if (thread_holds == 0) thread_time = NOT_PINNED;
    if (region != 0 && thread_region_holds > 0) {
        thread_region_holds -= 1;
        if (thread_region_holds == 0) thread_region = 0;
    }
    pthread_mutex_lock(&lock);
    holds -= 1;
    if (region != 0 && region_holds > 0) {
        region_holds -= 1;
        if (region_holds == 0) held_region = 0;
    }
    if (holds == 0) held_time = NOT_PINNED;
    publish();
    pthread_once(&released_once, make_released);
    pthread_cond_broadcast(&released);
    pthread_mutex_unlock(&lock);
}

int loupe_clock_thread_holds(void) { return thread_holds > 0; }

int64_t loupe_clock_pinned_region(void) { return atomic_load(&pinned_region); }

int loupe_clock_pinned(int64_t *t) {
    int64_t now = atomic_load(&pinned);
    if (now == NOT_PINNED) return 0;
    if (t) *t = now;
    return 1;
}

int64_t loupe_clock_real_now(void) {
    struct timespec ts;
    real_clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Whose reads are pinned. "What time is it" comes from the program's own code (the executable,
   where Swift inlines Date.now) and from Foundation (Date, CFAbsoluteTimeGetCurrent, formatters).
   Everything else keeps the real clock: libdispatch and libc compute absolute deadlines for timed
   waits (DispatchSemaphore.wait(timeout:)) that the kernel compares with the real clock, and a
   pinned read there turns every timeout into an immediate one. */
#define MAX_RANGES 32
static uintptr_t range_low[MAX_RANGES], range_high[MAX_RANGES];
static int range_count = 0;
static pthread_once_t ranges_once = PTHREAD_ONCE_INIT;

static int collect_range(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size; (void)data;
    const char *name = info->dlpi_name;
    int wanted = name == NULL || name[0] == 0 || strstr(name, "Foundation") != NULL;
    if (!wanted) return 0;
    for (int i = 0; i < info->dlpi_phnum && range_count < MAX_RANGES; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_X)) continue;
        range_low[range_count] = (uintptr_t)(info->dlpi_addr + segment->p_vaddr);
        range_high[range_count] = range_low[range_count] + segment->p_memsz;
        range_count++;
    }
    return 0;
}

static void collect_ranges(void) { dl_iterate_phdr(collect_range, NULL); }

static int reads_pinned_time(const void *caller) {
    pthread_once(&ranges_once, collect_ranges);
    uintptr_t address = (uintptr_t)caller;
    for (int i = 0; i < range_count; i++) {
        if (address >= range_low[i] && address < range_high[i]) return 1;
    }
    return 0;
}

/* Floor division, so times before 1970 split into seconds and a non-negative remainder. */
static void split(int64_t t, time_t *seconds, long *nanoseconds) {
    int64_t s = t / 1000000000, n = t % 1000000000;
    if (n < 0) { s -= 1; n += 1000000000; }
    *seconds = (time_t)s;
    *nanoseconds = (long)n;
}

static int read_clock(clockid_t id, struct timespec *ts, const void *caller) {
    int64_t now = atomic_load(&pinned);
    if (now != NOT_PINNED && ts != NULL && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE) && reads_pinned_time(caller)) {
        split(now, &ts->tv_sec, &ts->tv_nsec);
        return 0;
    }
    return real_clock_gettime(id, ts);
}

int clock_gettime(clockid_t id, struct timespec *ts) {
    return read_clock(id, ts, __builtin_return_address(0));
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz) {
    (void)tz;
    struct timespec ts;
    int result = read_clock(CLOCK_REALTIME, &ts, __builtin_return_address(0));
    /* glibc declares tv nonnull, but callers do pass NULL for the zone alone: check through a
       local, which does not carry the declaration's promise (and so draws no warning). */
    struct timeval *out = tv;
    if (out != NULL) { out->tv_sec = ts.tv_sec; out->tv_usec = ts.tv_nsec / 1000; }
    return result;
}

time_t time(time_t *out) {
    struct timespec ts;
    read_clock(CLOCK_REALTIME, &ts, __builtin_return_address(0));
    if (out != NULL) *out = ts.tv_sec;
    return ts.tv_sec;
}
