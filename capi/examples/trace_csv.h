/*
 * trace_csv.h: what the trace-replaying C examples (replay.c, int_replay.c) share: their
 * error exits, the plain-CSV trace reading (header lines, the column line, fields, numbers,
 * a growing row array) and the clock of their --bench mode.
 *
 * The including example defines EXAMPLE_NAME, the program name its errors start with,
 * before it includes this file (and _POSIX_C_SOURCE 200809L, for getline and clock_gettime).
 */
#ifndef NSCC_EXAMPLES_TRACE_CSV_H
#define NSCC_EXAMPLES_TRACE_CSV_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "nscc.h"

#ifndef EXAMPLE_NAME
#error "define EXAMPLE_NAME before including trace_csv.h"
#endif

static void die(const char *what, const char *why) {
    fprintf(stderr, EXAMPLE_NAME ": %s: %s\n", what, why);
    exit(1);
}

static void check(int32_t status, const nscc_error *err, const char *what) {
    if (status != NSCC_OK) die(what, err->message);
}

/* Splits a CSV line in place; returns the field count (at most max). */
static int split(char *line, char **fields, int max) {
    int n = 0;
    line[strcspn(line, "\r\n")] = 0;
    for (char *p = line; n < max;) {
        fields[n++] = p;
        char *comma = strchr(p, ',');
        if (!comma) break;
        *comma = 0;
        p = comma + 1;
    }
    return n;
}

static uint64_t number(const char *s, long line) {
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s || *end) {
        char why[96];
        snprintf(why, sizeof why, "line %ld: not an unsigned number: \"%.40s\"", line, s);
        die("trace", why);
    }
    return v;
}

/* A header line `# key=value` (line[0] is '#'), split in place: 1 with *key and *value set,
 * 0 for a free comment (no '='). */
static int header_entry(char *line, const char **key, char **value) {
    char *eq = strchr(line, '=');
    if (!eq) return 0;
    *eq = 0;
    *key = line + 1 + strspn(line + 1, " ");
    *value = eq + 1;
    (*value)[strcspn(*value, "\r\n")] = 0;
    return 1;
}

/* The index of the column `name` among the n fields of the column line (the last one of
 * that name), or -1. */
static int column_at(char *const *fields, int n, const char *name) {
    int at = -1;
    for (int i = 0; i < n; i++)
        if (!strcmp(fields[i], name)) at = i;
    return at;
}

/* The array `items` of *cap elements of `size` bytes, `len` of them used, with room for one
 * more: doubled (from 4096) when full. */
static void *grow(void *items, size_t len, size_t *cap, size_t size, const char *path) {
    if (len < *cap) return items;
    *cap = *cap ? 2 * *cap : 4096;
    items = realloc(items, *cap * size);
    if (!items) die(path, "out of memory");
    return items;
}

static double seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

#endif
