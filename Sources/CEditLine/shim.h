#ifndef LAYOUTBOOK_CEDITLINE_SHIM_H
#define LAYOUTBOOK_CEDITLINE_SHIM_H

// libedit's native API (histedit.h). el_set, el_get and history() are C-variadic, which Swift
// cannot call, so every use goes through a small non-variadic wrapper here. el_init is called
// here too: touching stdin/stdout from Swift 6 is a strict-concurrency error.
#include <stdio.h>
#include <histedit.h>

static inline EditLine *lb_el_init(const char *prog) {
    return el_init(prog, stdin, stdout, stderr);
}

static inline int lb_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *)) {
    return el_set(el, EL_PROMPT, prompt);
}

static inline int lb_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int lb_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *lb_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

static inline int lb_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

static inline int lb_el_addfn(EditLine *el, const char *name, const char *help,
                              unsigned char (*fn)(EditLine *, int)) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int lb_el_bind(EditLine *el, const char *key, const char *fn) {
    return el_set(el, EL_BIND, key, fn, NULL);
}

static inline int lb_el_setty(EditLine *el, const char *a, const char *b) {
    return el_set(el, EL_SETTY, a, b, NULL);
}

/// libedit installs its handlers while reading a line when this is on: SIGWINCH then resizes the
/// editor and the read goes on, and a fatal signal restores the terminal before it takes effect.
static inline int lb_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

/// A history that keeps `size` entries and no two equal entries in a row.
static inline History *lb_history_init(int size) {
    History *h = history_init();
    HistEvent ev;
    if (h) {
        history(h, &ev, H_SETSIZE, size);
        history(h, &ev, H_SETUNIQUE, 1);
    }
    return h;
}

static inline int lb_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

static inline int lb_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

static inline int lb_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

/// Appends the newest entry to the history file. H_SAVE rewrites the whole file, ~8 ms for 1,000
/// entries: too slow for every entry.
static inline int lb_history_append_newest(History *h, const char *path) {
    HistEvent ev;
    FILE *file = fopen(path, "a");
    if (!file) return -1;
    // libedit 3.1 writes n + 1 entries for H_NSAVE_FP n (it skips n before counting); ask for
    // 0, and for 1 where that writes nothing (a libedit that counts as documented).
    int saved = history(h, &ev, H_NSAVE_FP, (size_t)0, file);
    if (saved == 0) saved = history(h, &ev, H_NSAVE_FP, (size_t)1, file);
    return fclose(file) == 0 ? saved : -1;
}

#endif
