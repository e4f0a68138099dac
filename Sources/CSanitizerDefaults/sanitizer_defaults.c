#include "sanitizer_defaults.h"

/* Read by LeakSanitizer (in a build with --sanitize=address) when the program starts; unused otherwise.
   TOMLKit, which reads config.toml, never frees the key arrays it mallocs (tableGetKeys) nor the parsed tables:
   a few hundred bytes, once, at start. Those are its leaks, not tagdeck's; every other leak still counts. */
__attribute__((used, visibility("default")))
const char *__lsan_default_suppressions(void) {
    return "leak:tableGetKeys\n"
           "leak:TOMLKit\n"
           "leak:CTOML\n"
           "leak:toml::v3\n";
}
