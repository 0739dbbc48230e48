#include <librsvg/rsvg.h>
#include <poppler.h>
