#ifndef TAGDECK_CNCURSESW_SHIM_H
#define TAGDECK_CNCURSESW_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#endif
