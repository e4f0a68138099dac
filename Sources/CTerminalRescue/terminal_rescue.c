#include "terminal_rescue.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Written by a signal handler, so kept in static storage: the state of one terminal session. */
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE };
#define FATAL_COUNT ((int)(sizeof fatal_signals / sizeof fatal_signals[0]))
static struct sigaction previous[FATAL_COUNT];
static struct termios saved_settings;
static volatile sig_atomic_t terminal_fd = -1;
static volatile sig_atomic_t active = 0;
static volatile sig_atomic_t armed = 0;
/* A stack of its own for the handler, so that a stack overflow (SIGSEGV) can still give the terminal back. */
static char handler_stack[64 * 1024];

/* Every mouse mode tagdeck sets off (any-motion, button-motion, press/release, SGR), bracketed paste off, the
   alternate screen left, the cursor shown, attributes reset. */
static const char give_back[] =
    "\033[?1003l\033[?1002l\033[?1000l\033[?1006l\033[?2004l\033[?1049l\033[?25h\033[0m\r\n";

static int index_of(int sig) {
    for (int k = 0; k < FATAL_COUNT; k++) if (fatal_signals[k] == sig) return k;
    return -1;
}

static void on_fatal_signal(int sig, siginfo_t *info, void *context) {
    int fd = terminal_fd;
    if (fd >= 0 && active) {
        active = 0;
        ssize_t ignored = write(fd, give_back, sizeof give_back - 1);
        (void)ignored;
        tcsetattr(fd, TCSANOW, &saved_settings);
    }
    int k = index_of(sig);
    struct sigaction before = k >= 0 ? previous[k] : (struct sigaction){ .sa_handler = SIG_DFL };
    /* The handler before takes over from here on (a second fault goes straight to it). */
    sigaction(sig, &before, NULL);
    if (before.sa_flags & SA_SIGINFO) {
        if (before.sa_sigaction != NULL) before.sa_sigaction(sig, info, context);
    } else if (before.sa_handler != SIG_DFL && before.sa_handler != SIG_IGN) {
        before.sa_handler(sig);
    }
    /* Die of this signal: with the default action, raised now (a fault would also come again on return). */
    signal(sig, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
}

int tagdeck_rescue_arm(int fd) {
    if (armed) return 0;
    if (!isatty(fd) || tcgetattr(fd, &saved_settings) != 0) return -1;
    terminal_fd = fd;
    /* Only when the thread has no alternate stack yet (the runtime may have set one up). */
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        stack_t own = { .ss_sp = handler_stack, .ss_size = sizeof handler_stack, .ss_flags = 0 };
        sigaltstack(&own, NULL);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int k = 0; k < FATAL_COUNT; k++) sigaction(fatal_signals[k], &action, &previous[k]);
    armed = 1;
    return 0;
}

void tagdeck_rescue_set_active(int on) { active = on ? 1 : 0; }

void tagdeck_rescue_disarm(void) {
    if (!armed) return;
    active = 0;
    for (int k = 0; k < FATAL_COUNT; k++) sigaction(fatal_signals[k], &previous[k], NULL);
    terminal_fd = -1;
    armed = 0;
}
