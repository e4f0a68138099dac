#ifndef TAGDECK_TERMINAL_RESCUE_H
#define TAGDECK_TERMINAL_RESCUE_H

/* Gives the terminal back when tagdeck dies of a fatal signal (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT,
   SIGFPE): mouse reporting and bracketed paste off, the alternate screen left, the cursor shown and the
   terminal's saved settings restored, all with async-signal-safe calls; then the signal goes on to the handler
   that was there before (the Swift runtime's backtracer, which prints its report on the normal screen), and the
   process dies of that signal. */

/* Saves the settings of the terminal at `fd` (call it before the program modes are set) and installs the
   handlers, keeping the ones they replace. Returns 0, or -1 when `fd` is not a terminal (nothing installed). */
int tagdeck_rescue_arm(int fd);

/* Whether the program modes are on (the alternate screen, mouse reporting): only then does a handler write the
   sequences that turn them off. */
void tagdeck_rescue_set_active(int active);

/* Puts back the handlers that were there before arming. */
void tagdeck_rescue_disarm(void);

#endif
