#ifndef TAGDECK_CNCURSESW_SHIM_H
#define TAGDECK_CNCURSESW_SHIM_H

/* Wide-character ncurses: without these, cchar_t and the wide-character calls are not declared. */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <sys/ioctl.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Swift's Glibc module hides wcwidth. */
extern int wcwidth(wchar_t);

/* Pseudo-terminal calls that glibc declares only for some feature macros. */
extern int posix_openpt(int);
extern int grantpt(int);
extern int unlockpt(int);
extern char *ptsname(int);

/* Swift cannot import function-like macros or computed constants: expose them as functions. */

static inline attr_t tagdeck_a_normal(void) { return A_NORMAL; }
static inline attr_t tagdeck_a_bold(void) { return A_BOLD; }
static inline attr_t tagdeck_a_reverse(void) { return A_REVERSE; }
static inline attr_t tagdeck_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tagdeck_a_dim(void) { return A_DIM; }
static inline attr_t tagdeck_a_italic(void) { return A_ITALIC; }

/* Shared ncurses state, read through functions so Swift 6 does not see mutable globals. */
static inline FILE *tagdeck_stdin(void) { return stdin; }
static inline FILE *tagdeck_stdout(void) { return stdout; }
static inline WINDOW *tagdeck_stdscr(void) { return stdscr; }
static inline WINDOW *tagdeck_curscr(void) { return curscr; }
static inline int tagdeck_colors(void) { return COLORS; }
static inline int tagdeck_color_pairs(void) { return COLOR_PAIRS; }
static inline int tagdeck_screen_width(void) { return getmaxx(stdscr); }
static inline int tagdeck_screen_height(void) { return getmaxy(stdscr); }

/* Sets the attributes and colour pair used by the next writes to stdscr. */
static inline int tagdeck_attr_set(attr_t attrs, short pair) { return attr_set(attrs, pair, NULL); }

/* Whether a terminfo string capability is present (tigetstr returns (char *)-1 for "not a string"). */
static inline int tagdeck_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}

/* A terminfo string capability of the current terminal, or NULL when it has none (tigetstr returns (char *)-1
   for a name that is not a string capability). */
static inline const char *tagdeck_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}

/* Frees the terminal description loaded by a probing setupterm. */
static inline void tagdeck_release_probe_terminal(void) {
    if (cur_term != NULL) {
        del_curterm(cur_term);
    }
}

/* Installs a plain handler without SA_RESTART, so a blocking read returns EINTR. Saves the old action. */
static inline int tagdeck_install_signal_handler(int sig, void (*handler)(int), struct sigaction *old) {
    struct sigaction action;
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(sig, &action, old);
}

/* Puts back an action saved by tagdeck_install_signal_handler. */
static inline int tagdeck_restore_signal_handler(int sig, const struct sigaction *old) {
    return sigaction(sig, old, NULL);
}

/* Ignores a signal from now on. */
static inline int tagdeck_ignore_signal(int sig) {
    return tagdeck_install_signal_handler(sig, SIG_IGN, NULL);
}

/* Whether the terminal at fd has hung up (closed window, killed multiplexer): poll says so at once. */
static inline int tagdeck_terminal_hung_up(int fd) {
    struct pollfd p;
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    if (poll(&p, 1, 0) < 0) return 0;
    return (p.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* Sets a signal back to its default action. */
static inline int tagdeck_default_signal_handler(int sig) {
    return tagdeck_install_signal_handler(sig, SIG_DFL, NULL);
}

/* Opens a pseudo-terminal pair of the given size, for measuring what ncurses writes (the benchmark).
   Returns the master descriptor, or -1; the slave's path is copied into `slave_name`. */
static inline int tagdeck_open_pty(int rows, int cols, char *slave_name, size_t length) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0) { close(master); return -1; }
    const char *name = ptsname(master);
    if (name == NULL || strlen(name) >= length) { close(master); return -1; }
    strcpy(slave_name, name);
    struct winsize size = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols };
    if (ioctl(master, TIOCSWINSZ, &size) != 0) { close(master); return -1; }
    return master;
}

/* Starts `path` (with `argv` and `envp`) in a session of its own whose controlling terminal is the slave
   `slave_name`, its output and errors on that terminal, its input from `input_fd` when that is not -1 (a file
   or a pipe, as a picker reads) or else from the terminal. For the benchmark's whole-process figures, so that
   tagdeck and fzf run as they do for a user. Returns the child's process id, or -1. */
static inline pid_t tagdeck_spawn_on_pty(const char *slave_name, int input_fd, const char *path,
                                         char *const argv[], char *const envp[]) {
    pid_t pid = fork();
    if (pid != 0) return pid;
    setsid();
    int slave = open(slave_name, O_RDWR);
    if (slave < 0) _exit(127);
    ioctl(slave, TIOCSCTTY, 0);
    dup2(input_fd != -1 ? input_fd : slave, 0);
    dup2(slave, 1);
    dup2(slave, 2);
    if (slave > 2) close(slave);
    if (input_fd > 2) close(input_fd);
    execve(path, argv, envp);
    _exit(127);
}

#endif
