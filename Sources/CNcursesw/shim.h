// Shim for ncursesw: turns wide characters on and exposes the C globals and
// function-like macros that Swift cannot import as inline functions.
#ifndef TUMBLE_CNCURSESW_SHIM_H
#define TUMBLE_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <ncurses.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

static inline int tumble_lines(void) { return LINES; }
static inline int tumble_cols(void) { return COLS; }
static inline int tumble_colors(void) { return COLORS; }
static inline int tumble_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *tumble_stdscr(void) { return stdscr; }

static inline attr_t tumble_a_normal(void) { return A_NORMAL; }
static inline attr_t tumble_a_bold(void) { return A_BOLD; }
static inline attr_t tumble_a_dim(void) { return A_DIM; }
static inline attr_t tumble_a_reverse(void) { return A_REVERSE; }
static inline attr_t tumble_a_underline(void) { return A_UNDERLINE; }

static inline mmask_t tumble_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tumble_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t tumble_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tumble_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tumble_button1_clicked(void) { return BUTTON1_CLICKED; }

static inline int tumble_key_resize(void) { return KEY_RESIZE; }
static inline int tumble_key_mouse(void) { return KEY_MOUSE; }
static inline int tumble_err(void) { return ERR; }

/// Draws one cell: a wide-character string with attributes and a colour pair.
/// The colour pair is an extended pair number, as alloc_pair returns.
static inline int tumble_put_cell(int row, int column, const wchar_t *text, attr_t attributes,
                                  int pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attributes, 0, &pair) == ERR) return ERR;
  return mvadd_wch(row, column, &cell);
}

/// The terminal's size from the kernel (rows, columns); returns 0 on success.
/// Polled each frame, since some environments never send SIGWINCH.
static inline int tumble_window_size(int *rows, int *columns) {
  struct winsize size;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *rows = size.ws_row;
  *columns = size.ws_col;
  return 0;
}

/// Whether the terminal on standard input has hung up (its window closed, its tmux pane killed).
static inline int tumble_terminal_hung_up(void) {
  struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN, .revents = 0};
  return poll(&input, 1, 0) == 1 && (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/// Unblocks the signals the playground relies on (stop signals, SIGWINCH, job
/// control): a parent may have left them blocked, and blocked masks survive exec.
static inline void tumble_unblock_signals(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  sigaddset(&set, SIGQUIT);
  sigaddset(&set, SIGWINCH);
  sigaddset(&set, SIGTSTP);
  sigaddset(&set, SIGCONT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// Reads one key or character without waiting; returns ERR when there is none.
static inline int tumble_get_key(wint_t *key) { return get_wch(key); }

/// Whether a key code from get_wch is a function key (KEY_CODE_YES).
static inline int tumble_key_code_yes(void) { return KEY_CODE_YES; }

/// Whether the locale's character set is UTF-8 (after setlocale), so Unicode glyphs can be shown.
static inline int tumble_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// Starts ncurses for terminal type `name` on /dev/null, for measuring drawing without a terminal.
/// Returns the screen, or NULL when the type is unknown.
static inline SCREEN *tumble_newterm_null(const char *name) {
  FILE *output = fopen("/dev/null", "w");
  FILE *input = fopen("/dev/null", "r");
  if (output == NULL || input == NULL) return NULL;
  return newterm(name, output, input);
}

/// Starts ncurses on standard input and output as terminal type `name`; NULL when terminfo cannot describe
/// it (where initscr would print its own message and exit).
static inline SCREEN *tumble_newterm_stdio(const char *name) { return newterm(name, stdout, stdin); }

/// Whether terminfo describes terminal type `name` well enough for curses: ncurses starts as it on
/// /dev/null and is put away again, leaving the terminal untouched.
static inline int tumble_terminfo_knows(const char *name) {
  FILE *output = fopen("/dev/null", "w");
  FILE *input = fopen("/dev/null", "r");
  SCREEN *screen = output != NULL && input != NULL ? newterm(name, output, input) : NULL;
  if (screen != NULL) delscreen(screen);
  if (output != NULL) fclose(output);
  if (input != NULL) fclose(input);
  return screen != NULL;
}

/// The terminfo string capability `name` ("rmcup", "cnorm"), or NULL when the terminal has none.
static inline const char *tumble_capability(const char *name) {
  const char *value = tigetstr(name);
  return value == (const char *)-1 ? NULL : value;
}

#endif
