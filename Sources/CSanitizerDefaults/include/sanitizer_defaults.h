#ifndef TAGDECK_SANITIZER_DEFAULTS_H
#define TAGDECK_SANITIZER_DEFAULTS_H
/* Nothing to call: this target only carries the defaults a sanitizer's runtime asks the program for. */
#endif
