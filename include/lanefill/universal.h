/* lanefill/universal.h — the copies of a universal target (C and C++).
 *
 * lanefill_add_universal(<target> SOURCES ... ENTRY <function>...) in CMake
 * (cmake/LanefillUniversal.cmake, docs/engines.md "One binary for every
 * CPU") compiles the sources once per inline target of lanefill (scalar,
 * avx2, avx512, avx512icl on x86-64), isolates each copy, and generates the
 * ENTRY functions: each jumps to the copy chosen once at start-up (the
 * active ISA's inline target: lanefill's CPU detection and LANEFILL_ISA).
 * Call the ENTRY functions as declared in your sources; the calls below are
 * for programs that want to know, or pick, the copy themselves. NAME is the
 * universal target's name with every character other than a letter, digit
 * or underscore replaced by an underscore (its NAME option, if given).
 *
 *   LANEFILL_UNIVERSAL_DECLARE(NAME)
 *     declares, with C linkage:
 *   const char* lanefill_universal_copy_NAME(void);
 *     the copy the ENTRY functions run: "scalar", "avx2", "avx512", ...
 *   const char* lanefill_universal_copies_NAME(void);
 *     the copies built, in registry order, separated by spaces
 *   void* lanefill_universal_address_NAME(const char* copy, const char* entry);
 *     the address of ENTRY function `entry` in copy `copy`, after that copy's
 *     static initialisers ran (once, thread-safe); NULL if `copy` was not
 *     built, this CPU cannot run it, or `entry` is not an ENTRY. Cast it to
 *     the function's own type.
 *
 * LANEFILL_UNIVERSAL_REPORT=1 in the environment prints the copy chosen at
 * start-up, and why, on standard error (never on standard output: an
 * engine's standard output is its protocol).
 */
#ifndef LANEFILL_UNIVERSAL_H
#define LANEFILL_UNIVERSAL_H

#ifdef __cplusplus
#define LANEFILL_UNIVERSAL_LINKAGE extern "C"
#else
#define LANEFILL_UNIVERSAL_LINKAGE extern
#endif

/* The type of lanefill_universal_address_NAME. */
typedef void* (*lanefill_universal_address_fn)(const char* copy, const char* entry);

#define LANEFILL_UNIVERSAL_DECLARE(name)                                               \
  LANEFILL_UNIVERSAL_LINKAGE const char* lanefill_universal_copy_##name(void);         \
  LANEFILL_UNIVERSAL_LINKAGE const char* lanefill_universal_copies_##name(void);       \
  LANEFILL_UNIVERSAL_LINKAGE void* lanefill_universal_address_##name(const char* copy, \
                                                                     const char* entry)

#endif /* LANEFILL_UNIVERSAL_H */
