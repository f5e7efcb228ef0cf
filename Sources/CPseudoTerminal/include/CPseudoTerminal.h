#ifndef LAYOUTBOOK_CPSEUDOTERMINAL_H
#define LAYOUTBOOK_CPSEUDOTERMINAL_H

#include <sys/types.h>

/// Opens a new pseudo-terminal of `rows` × `columns`; returns the master descriptor (close-on-exec)
/// and writes the slave's path into `slave`, or returns -1. glibc declares posix_openpt, grantpt,
/// unlockpt and ptsname only under feature macros Swift's Glibc module does not set.
int lb_open_pseudo_terminal(unsigned short rows, unsigned short columns, char *slave, size_t size);

/// Starts `argv` in a new session whose controlling terminal (and standard input, output and
/// error) is `slave`, with every signal unblocked and at its default; returns the pid, or -1.
pid_t lb_spawn_on_terminal(const char *slave, char *const argv[], char *const envp[]);

#endif
