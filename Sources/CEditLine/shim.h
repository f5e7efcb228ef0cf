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

static inline History *lb_history_init(int size) {
    History *h = history_init();
    HistEvent ev;
    if (h) history(h, &ev, H_SETSIZE, size);
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

#endif
