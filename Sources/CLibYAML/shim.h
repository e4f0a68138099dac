// libyaml's parser, for TagDeckYAML (Debian: libyaml-dev).
#include <yaml.h>
