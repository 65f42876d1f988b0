// ncursesw for Swift: wide-character API on, and wrappers for what Swift cannot import
// (macros, C globals that Swift 6 refuses to read).
#ifndef ITIN_CNCURSESW_SHIM_H
#define ITIN_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>


static inline int itin_lines(WINDOW *w) { return getmaxy(w); }
static inline int itin_cols(WINDOW *w) { return getmaxx(w); }

/// From term.h, which is not included: its macros (`lines`, `columns`, …) would spill into Swift.
struct term;
extern int setupterm(const char *, int, int *);
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);
extern int tigetflag(const char *);
extern int tigetnum(const char *);

/// Whether ncurses can draw the editor on a terminal of type `name`: 1 yes, 0 it cannot move
/// the cursor (`dumb`), -1 no such terminal type. Prints nothing, changes no terminal mode,
/// and leaves no terminal set up.
static inline int itin_term_can_draw(const char *name) {
    int error = 0;
    if (setupterm(name, 1, &error) != OK) return -1;
    const char *cup = tigetstr("cup");
    int can = cup != NULL && cup != (const char *)-1;
    del_curterm(set_curterm(NULL));
    return can;
}

#endif
