/* bench/peers/peer_main.c — the main of every peer program (see
 * peer_harness.h): loads the inputs, checks every registered implementation
 * against lanefill's drop-in of the same kernel, bit for bit, then times both
 * forms (a batch: throughput only) in alternating rounds and prints one JSON
 * object a line.
 *
 *   peer-PROGRAM --inputs DIR [--rounds N] [--ms M] [--check-only]
 *
 * DIR holds the input files of peer_inputs (chess.bin, othello-positions.bin,
 * othello-moves.bin, othello-last.bin). Each measurement runs one loop over
 * all items of its kernel's inputs, repeated so that lanefill's latency loop
 * takes about M ms (default 20); a round measures every implementation of a
 * kernel once per form, the order rotating from round to round (default 15
 * rounds, after one round not kept). Lines printed (role: "peer",
 * "lanefill" for the drop-in, "lanefill-also" for lanefill built otherwise):
 *   {"type":"check","kernel":K,"impl":I,"role":R,"items":N,"equal":true}
 *   {"type":"check",...,"equal":false,"item":i,"square":s,"a":..,"b":..,
 *    "lanefill":..,"peer":..}   (the implementation is then not timed)
 *   {"type":"time","kernel":K,"impl":I,"role":R,
 *    "form":"latency"|"throughput","round":r,"ns":ns per call}
 * Exit status 1 if any implementation differs, 2 on bad usage or input. */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "peer_harness.h"

volatile uint64_t peer_zero = 0;
static volatile uint64_t peer_sink;

#define PEER_MAX_IMPLS 64
static const peer_impl* registered[PEER_MAX_IMPLS];
static int n_registered;
static void (*inits[16])(void);
static int n_inits;

void peer_register(const peer_impl* impl) {
  if (n_registered == PEER_MAX_IMPLS) {
    fprintf(stderr, "peer: more than %d implementations\n", PEER_MAX_IMPLS);
    exit(2);
  }
  registered[n_registered++] = impl;
}

void peer_register_init(void (*init)(void)) {
  if (n_inits == 16) {
    fprintf(stderr, "peer: more than 16 init functions\n");
    exit(2);
  }
  inits[n_inits++] = init;
}

typedef struct input_set {
  const char* name;
  peer_item* items;
  peer_inputs in; /* items and their columns */
} input_set;

static input_set input_sets[] = {
    {"chess", NULL, {0}},
    {"othello-positions", NULL, {0}},
    {"othello-moves", NULL, {0}},
    {"othello-last", NULL, {0}},
};
#define N_INPUT_SETS (sizeof input_sets / sizeof input_sets[0])

static const char* role_name(int role) {
  return role == PEER_IS_LANEFILL ? "lanefill" : role == PEER_IS_PEER ? "peer" : "lanefill-also";
}

/* The items as columns, as a batch call takes them. */
static void make_columns(input_set* set) {
  const size_t n = set->in.n;
  uint8_t* squares = (uint8_t*)malloc(n);
  uint64_t* a = (uint64_t*)malloc(n * sizeof(uint64_t));
  uint64_t* b = (uint64_t*)malloc(n * sizeof(uint64_t));
  size_t i;
  if (!squares || !a || !b) {
    fprintf(stderr, "peer: out of memory\n");
    exit(2);
  }
  for (i = 0; i < n; ++i) {
    squares[i] = (uint8_t)set->items[i].square;
    a[i] = set->items[i].a;
    b[i] = set->items[i].b;
  }
  set->in.items = set->items;
  set->in.squares = squares;
  set->in.a = a;
  set->in.b = b;
}

static void free_inputs(input_set* set) {
  free(set->items);
  free((void*)set->in.squares);
  free((void*)set->in.a);
  free((void*)set->in.b);
}

static input_set* load_inputs(const char* dir, const char* name) {
  size_t s, i;
  for (s = 0; s < N_INPUT_SETS; ++s) {
    input_set* set = &input_sets[s];
    char path[4096];
    FILE* f;
    long bytes;
    if (strcmp(set->name, name) != 0) continue;
    if (set->items) return set;
    snprintf(path, sizeof path, "%s/%s.bin", dir, name);
    f = fopen(path, "rb");
    if (!f) {
      fprintf(stderr, "peer: cannot open %s (written by peer_inputs)\n", path);
      exit(2);
    }
    fseek(f, 0, SEEK_END);
    bytes = ftell(f);
    fseek(f, 0, SEEK_SET);
    if (bytes <= 0 || bytes % (long)sizeof(peer_item) != 0) {
      fprintf(stderr, "peer: %s is not a list of 24-byte items\n", path);
      exit(2);
    }
    set->in.n = (size_t)bytes / sizeof(peer_item);
    set->items = (peer_item*)malloc((size_t)bytes);
    if (!set->items || fread(set->items, sizeof(peer_item), set->in.n, f) != set->in.n) {
      fprintf(stderr, "peer: cannot read %s\n", path);
      exit(2);
    }
    fclose(f);
    for (i = 0; i < set->in.n; ++i)
      if (set->items[i].square > 63) {
        fprintf(stderr, "peer: %s: item %zu has square %u, not 0..63\n", path, i,
                set->items[i].square);
        exit(2);
      }
    make_columns(set);
    return set;
  }
  fprintf(stderr, "peer: unknown input set %s\n", name);
  exit(2);
}

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return 1e9 * (double)t.tv_sec + (double)t.tv_nsec;
}

/* ns per call of one pass of `reps` loops over the set. */
static double time_form(const peer_impl* impl, const input_set* set, int latency, long reps) {
  const double start = now_ns();
  peer_sink = latency ? impl->latency(&set->in, reps) : impl->throughput(&set->in, reps);
  return (now_ns() - start) / ((double)set->in.n * (double)reps);
}

/* Every implementation of `kernel` against lanefill's; 1 if any differs.
 * Differing ones are dropped from `impls`. */
static int check_kernel(const peer_impl** impls, int* n, const input_set* set) {
  const size_t n_items = set->in.n;
  uint64_t* expected = (uint64_t*)malloc(n_items * sizeof(uint64_t));
  uint64_t* got = (uint64_t*)malloc(n_items * sizeof(uint64_t));
  int k, kept = 1, failed = 0;
  if (!expected || !got) {
    fprintf(stderr, "peer: out of memory\n");
    exit(2);
  }
  impls[0]->results(&set->in, expected);
  for (k = 1; k < *n; ++k) {
    size_t i;
    impls[k]->results(&set->in, got);
    for (i = 0; i < n_items && got[i] == expected[i]; ++i) {
    }
    if (i == n_items) {
      printf(
          "{\"type\":\"check\",\"kernel\":\"%s\",\"impl\":\"%s\",\"role\":\"%s\","
          "\"items\":%zu,\"equal\":true}\n",
          impls[k]->kernel, impls[k]->name, role_name(impls[k]->role), n_items);
      impls[kept++] = impls[k];
    } else {
      const peer_item* it = set->items + i;
      printf(
          "{\"type\":\"check\",\"kernel\":\"%s\",\"impl\":\"%s\",\"role\":\"%s\","
          "\"items\":%zu,\"equal\":false,"
          "\"item\":%zu,\"square\":%u,\"a\":\"%016llx\",\"b\":\"%016llx\","
          "\"lanefill\":\"%016llx\",\"peer\":\"%016llx\"}\n",
          impls[k]->kernel, impls[k]->name, role_name(impls[k]->role), n_items, i, it->square,
          (unsigned long long)it->a, (unsigned long long)it->b, (unsigned long long)expected[i],
          (unsigned long long)got[i]);
      failed = 1;
    }
  }
  *n = kept;
  free(expected);
  free(got);
  return failed;
}

static long calibrate(const peer_impl* lanefill, const input_set* set, double ms) {
  long reps = 1;
  for (;;) {
    const double start = now_ns();
    peer_sink = lanefill->latency(&set->in, reps);
    if (now_ns() - start >= 1e6 * ms || reps >= (1L << 20)) return reps;
    reps *= 2;
  }
}

static void usage(void) {
  fprintf(stderr, "usage: peer-PROGRAM --inputs DIR [--rounds N] [--ms M] [--check-only]\n");
  exit(2);
}

int main(int argc, char** argv) {
  const char* dir = NULL;
  int rounds = 15, check_only = 0, failed = 0, a, k;
  size_t s;
  double ms = 20;
  for (a = 1; a < argc; ++a) {
    if (strcmp(argv[a], "--check-only") == 0) {
      check_only = 1;
    } else if (a + 1 < argc && strcmp(argv[a], "--inputs") == 0) {
      dir = argv[++a];
    } else if (a + 1 < argc && strcmp(argv[a], "--rounds") == 0) {
      char* end;
      rounds = (int)strtol(argv[++a], &end, 10);
      if (*end || rounds < 1 || rounds > 1000) {
        fprintf(stderr, "peer: --rounds takes 1..1000\n");
        return 2;
      }
    } else if (a + 1 < argc && strcmp(argv[a], "--ms") == 0) {
      char* end;
      ms = strtod(argv[++a], &end);
      if (*end || !(ms > 0 && ms <= 10000)) {
        fprintf(stderr, "peer: --ms takes a number of milliseconds in (0, 10000]\n");
        return 2;
      }
    } else {
      usage();
    }
  }
  if (!dir) usage();
  for (k = 0; k < n_inits; ++k) inits[k]();

  /* Kernels in the order of their drop-in's registration. */
  for (k = 0; k < n_registered; ++k) {
    const peer_impl* impls[PEER_MAX_IMPLS];
    const input_set* set;
    int n = 0, peers = 0, j, r;
    long reps;
    if (registered[k]->role != PEER_IS_LANEFILL) continue;
    impls[n++] = registered[k];
    for (j = 0; j < n_registered; ++j) {
      if (j == k || strcmp(registered[j]->kernel, registered[k]->kernel) != 0) continue;
      if (registered[j]->role == PEER_IS_LANEFILL) {
        fprintf(stderr, "peer: two drop-ins of %s (%s, %s)\n", registered[k]->kernel,
                registered[k]->name, registered[j]->name);
        return 2;
      }
      peers += registered[j]->role == PEER_IS_PEER;
      impls[n++] = registered[j];
    }
    if (peers == 0) continue; /* no peer of this kernel in this program */
    set = load_inputs(dir, registered[k]->inputs);
    failed |= check_kernel(impls, &n, set);
    fflush(stdout);
    if (check_only || n == 1) continue;
    reps = calibrate(impls[0], set, ms);
    for (r = -1; r < rounds; ++r) { /* round -1: warm-up, not printed */
      int form;
      for (form = 0; form < 2; ++form)
        for (j = 0; j < n; ++j) {
          const peer_impl* impl = impls[(j + (r < 0 ? 0 : r)) % n];
          double ns;
          if (form == 0 && !impl->latency) continue; /* a batch */
          ns = time_form(impl, set, form == 0, reps);
          if (r < 0) continue;
          printf(
              "{\"type\":\"time\",\"kernel\":\"%s\",\"impl\":\"%s\",\"role\":\"%s\","
              "\"form\":\"%s\",\"round\":%d,\"ns\":%.4f}\n",
              impl->kernel, impl->name, role_name(impl->role), form == 0 ? "latency" : "throughput",
              r, ns);
        }
      fflush(stdout);
    }
  }
  for (s = 0; s < N_INPUT_SETS; ++s) free_inputs(&input_sets[s]);
  return failed;
}
