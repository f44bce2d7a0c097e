/* lanefill/native/table_storage.h — LANEFILL_NK_TABLE, the storage of
 * lanefill's constant tables (lanefill/native/tables.h and its generated
 * line_tables.h and othello_tables.h): constexpr in C++ (the constexpr
 * reference reads them in constant expressions), static const in C, aligned
 * to a cache line either way, and of internal linkage in both, so files built
 * with different flags never share a table. It stays defined: the one macro
 * the tables leave to their includer besides the include guards. C99 and C++. */
#ifndef LANEFILL_NATIVE_TABLE_STORAGE_H
#define LANEFILL_NATIVE_TABLE_STORAGE_H

#if defined(__cplusplus)
#define LANEFILL_NK_TABLE alignas(64) static constexpr
#elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#define LANEFILL_NK_TABLE _Alignas(64) static const
#elif defined(_MSC_VER)
#define LANEFILL_NK_TABLE __declspec(align(64)) static const
#else
#define LANEFILL_NK_TABLE __attribute__((aligned(64))) static const
#endif

#endif /* LANEFILL_NATIVE_TABLE_STORAGE_H */
