// ncursesw for Swift: wide-character API on, and wrappers for what Swift cannot import
// (macros, C globals that Swift 6 refuses to read).
#ifndef ITIN_CNCURSESW_SHIM_H
#define ITIN_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>

extern int wcwidth(wchar_t);
extern int wcswidth(const wchar_t *, size_t);

static inline attr_t itin_a_normal(void) { return A_NORMAL; }
static inline attr_t itin_a_bold(void) { return A_BOLD; }
static inline attr_t itin_a_reverse(void) { return A_REVERSE; }
static inline attr_t itin_a_dim(void) { return A_DIM; }
static inline attr_t itin_a_underline(void) { return A_UNDERLINE; }

static inline mmask_t itin_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t itin_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t itin_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t itin_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t itin_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED | BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t itin_report_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t itin_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t itin_button5_pressed(void) { return BUTTON5_PRESSED; }

static inline int itin_lines(WINDOW *w) { return getmaxy(w); }
static inline int itin_cols(WINDOW *w) { return getmaxx(w); }
static inline int itin_key_code_yes(void) { return KEY_CODE_YES; }
/// Codes of our own for the start and end of a bracketed paste (`define_key`).
static inline int itin_key_paste_start(void) { return KEY_MAX + 1; }
static inline int itin_key_paste_end(void) { return KEY_MAX + 2; }
static inline int itin_color_pairs(void) { return COLOR_PAIRS; }
static inline int itin_colors(void) { return COLORS; }

/// One cell: up to a few wide chars (a base and combining marks) with attributes and a pair.
static inline int itin_put_cell(WINDOW *w, int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t c;
    if (setcchar(&c, text, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(w, y, x, &c);
}

/// From term.h, which is not included: its macros (`lines`, `columns`, …) would spill into Swift.
struct term;
extern int setupterm(const char *, int, int *);
extern struct term *set_curterm(struct term *);
extern int del_curterm(struct term *);
extern int tigetflag(const char *);

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
