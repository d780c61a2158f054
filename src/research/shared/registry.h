/*
 * registry.h - the one registry of the three families of research methods
 * (bee_research.h: bee_algo_* for one puzzle, bee_all_algo_* for every
 * puzzle, bee_bag_algo_* for letter bags).  Each family's method struct
 * starts with a method_head; each family's registry.c lists its methods'
 * heads in a method_table and answers the public calls through the lookups
 * below, so that naming, finding, the CPU's and the alphabet's refusals are
 * written once.
 */
#ifndef BEE_RESEARCH_REGISTRY_H
#define BEE_RESEARCH_REGISTRY_H

#include "solve/engine.h"

/* What a method's head says it reads: words as a-z bytes, so English lists
 * only, or any alphabet's (mask bits, letters counted by the dictionary). */
enum { METHOD_AZ_BYTES = 0, METHOD_ANY_ALPHABET = 1 };
/* A method's kernel: one of these, or the bee_kernel_id it always scans with. */
enum {
    METHOD_NO_KERNEL = -3, /* it has none */
    METHOD_ANY_KERNEL = -1 /* the one its options name (AUTO: the best) */
};

/* The first member of every family's method struct. */
typedef struct method_head {
    const char *name;
    int any_alphabet;    /* METHOD_ANY_ALPHABET or METHOD_AZ_BYTES */
    const char *family;  /* for charts: one marker and colour a family */
    const char *summary; /* one line on what it does */
    int kernel;          /* METHOD_NO_KERNEL, METHOD_ANY_KERNEL or a bee_kernel_id */
} method_head;

/* The family's method struct of a head: the head is its first member, and a
 * pointer to a struct's first member converts back to the struct (C11
 * 6.7.2.1). */
#define METHOD_OF(type, h) ((const type *)(const void *)(h))

/* A family's methods, in their published order. */
typedef struct method_table {
    const char *kind; /* in messages: "method", "letter-bag method", ... */
    const method_head *const *methods;
    size_t n;
} method_table;

/* The head of method i, or NULL past the end. */
const method_head *method_at(const method_table *t, size_t i);
/* Method i's name, family and summary (NULL past the end). */
const char *method_name(const method_table *t, size_t i);
const char *method_family(const method_table *t, size_t i);
const char *method_summary(const method_table *t, size_t i);
/* The number of the method called `name`, or BEE_UNKNOWN_NAME. */
int method_find(const method_table *t, const char *name);
/* 1 if method i takes a word list of any alphabet. */
int method_any_alphabet(const method_table *t, size_t i);
/* 1 if method i can run here: it needs no fixed kernel, or this CPU runs it. */
int method_runnable(const method_table *t, size_t i);

/* The number of method `name` of t, if it is known and reads d's alphabet;
 * else -1 after BEE_ERR_ARG in err ("unknown KIND 'name'", or the alphabet's
 * refusal). */
int method_lookup(const method_table *t, const char *name, const bee_dict *d, bee_error *err);

#endif
