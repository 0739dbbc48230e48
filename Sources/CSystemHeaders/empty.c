// CSystemHeaders: a target for its include folder alone. SwiftPM puts every C target's include folder
// on the search path of the targets above it, so the links in include/ (pango, librsvg, gdk-pixbuf →
// the same folders under /usr/include on every Linux distribution) let CPango's and CVector's headers
// find their own `#include <pango/…>` without those libraries' pkg-config files. Those files pull
// in GLib's gio and gmodule, whose `-pthread` SwiftPM refuses and warns about in every build, a
// user's too (issue #14: zero warnings). The include paths that remain come from the pkg-config
// files of cairo, harfbuzz, freetype2, fontconfig and poppler-glib, which ask for nothing else.
