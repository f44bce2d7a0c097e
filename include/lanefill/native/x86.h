/* lanefill/native/x86.h — part of lanefill/native.h (include that): the
 * AVX2 and AVX-512 kernels, compiled when the including file's flags
 * allow them (LANEFILL_NATIVE_AVX2, LANEFILL_NATIVE_AVX512), and the lane
 * OR-reductions of every x86 register width the flags allow. */
#ifndef LANEFILL_NATIVE_X86_H
#define LANEFILL_NATIVE_X86_H
#ifndef LANEFILL_NATIVE_H
#error "lanefill/native/x86.h is a part of lanefill/native.h: include <lanefill/native.h>"
#endif

/* ------------------------------------------------------------------------
 * The OR of a register's lanes, for every x86 register width the including
 * file's flags allow (simd/common/lanes.hpp's or_lanes too). */
#if defined(LANEFILL_NK_SSE2_REGISTERS)
static inline uint64_t lanefill_nk_or_lanes2(__m128i x) {
  return (uint64_t)_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x)));
}
#endif
#if defined(LANEFILL_NK_SSE2_REGISTERS) && defined(__AVX2__)
static inline uint64_t lanefill_nk_or_lanes4(__m256i y) {
  return lanefill_nk_or_lanes2(
      _mm_or_si128(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1)));
}
#endif
#if defined(LANEFILL_NK_SSE2_REGISTERS) && defined(__AVX2__) && defined(__AVX512F__)
static inline uint64_t lanefill_nk_or_lanes8(__m512i z) {
  return lanefill_nk_or_lanes4(
      _mm256_or_si256(_mm512_castsi512_si256(z), _mm512_extracti64x4_epi64(z, 1)));
}
#endif

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
/* ------------------------------------------------------------------------
 * Helpers of both vector targets. */
static inline __m256i lanefill_nk_load4(const uint64_t* p) {
  return _mm256_load_si256((const __m256i*)(const void*)p);
}
static inline __m256i lanefill_nk_broadcast4(uint64_t b) {
  return _mm256_set1_epi64x((long long)b);
}
#endif

#if defined(LANEFILL_NATIVE_AVX512) || defined(LANEFILL_NATIVE_AVX2)
/* ========================================================================
 * AVX2, for both vector targets (AVX-512 builds have AVX2 too, and use these
 * Othello kernels where they win, see LANEFILL_NATIVE_OTHELLO_AVX2). Lane j
 * of a "left" register steps up by 9, 1, 7, 8 (noEa, east, noWe, nort), lane
 * j of a "right" register down as much (soWe, west, soEa, sout): the layout
 * of the chessprogramming wiki's AVX2 page. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_step[4][4] = {
    {9, 1, 7, 8}, {18, 2, 14, 16}, {27, 3, 21, 24}, {36, 4, 28, 32}};
/* The squares a one-step move of each lane may land on. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_left_guard[4] = {
    LANEFILL_NK_NOT_FILE_A, LANEFILL_NK_NOT_FILE_A, LANEFILL_NK_NOT_FILE_H, ~UINT64_C(0)};
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_right_guard[4] = {
    LANEFILL_NK_NOT_FILE_H, LANEFILL_NK_NOT_FILE_H, LANEFILL_NK_NOT_FILE_A, ~UINT64_C(0)};
/* The squares a flood in a lane's direction or its opposite may pass. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_both_guard[4] = {
    LANEFILL_NK_NOT_FILE_A & LANEFILL_NK_NOT_FILE_H, LANEFILL_NK_NOT_FILE_A& LANEFILL_NK_NOT_FILE_H,
    LANEFILL_NK_NOT_FILE_A& LANEFILL_NK_NOT_FILE_H, ~UINT64_C(0)};
/* SBAMG line steps (rank, file, diagonal, antidiagonal) of 1, 2, 4 squares. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_line_step[3][4] = {
    {1, 8, 9, 7}, {2, 16, 18, 14}, {4, 32, 36, 28}};

/* The steppers of the kernel bodies (lanefill/native/bodies.h): every lane
 * k squares up (left register) or down (right register) its direction, or
 * down its SBAMG line (k = 1, 2, 4). */
#define LANEFILL_NK_UP4(x, k, how) \
  _mm256_sllv_epi64((x), lanefill_nk_load4(lanefill_nk_step[(k)-1]))
#define LANEFILL_NK_DOWN4(x, k, how) \
  _mm256_srlv_epi64((x), lanefill_nk_load4(lanefill_nk_step[(k)-1]))
#define LANEFILL_NK_LINE_DOWN4(x, k, how) \
  _mm256_srlv_epi64((x), lanefill_nk_load4(lanefill_nk_line_step[(k) >> 1]))
/* __m256i's lanes are signed: the bodies that add or subtract run on this
 * unsigned view of the same register, where lanes wrap as the kernels need
 * (a signed overflow would be undefined). */
typedef uint64_t lanefill_nk_u4 __attribute__((vector_size(32)));
#define LANEFILL_NK_U4(x) ((lanefill_nk_u4)(x))
#define LANEFILL_NK_DOWN4_U(x, k, how) LANEFILL_NK_U4(LANEFILL_NK_DOWN4((__m256i)(x), k, 0))
#define LANEFILL_NK_LINE_DOWN4_U(x, k, how) \
  LANEFILL_NK_U4(LANEFILL_NK_LINE_DOWN4((__m256i)(x), k, 0))
static inline lanefill_nk_u4 lanefill_nk_zero_lanes_u4(lanefill_nk_u4 x) {
  return LANEFILL_NK_U4(_mm256_cmpeq_epi64((__m256i)x, _mm256_setzero_si256()));
}

/* Othello moves: the runs of opponent discs next to an own disc, up (left
 * register) and down (right register) by a parallel prefix of steps 1, 1,
 * 2, 2 (a run has at most 6 discs). The sideways lanes' propagator is the
 * opponent's discs on files b..g, so no step crosses a file edge and both
 * directions share it: the down pair mask is the up one shifted back. */
LANEFILL_NK_ALIGN(32)
LANEFILL_NK_TABLE uint64_t lanefill_nk_othello_inner[4] = {
    UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7e7e7e7e7e7e7e7e), UINT64_C(0x7e7e7e7e7e7e7e7e),
    ~UINT64_C(0)};
static inline uint64_t lanefill_nk_avx2_othello_moves(uint64_t player, uint64_t opponent) {
  const __m256i own = lanefill_nk_broadcast4(player);
  const __m256i pro =
      lanefill_nk_broadcast4(opponent) & lanefill_nk_load4(lanefill_nk_othello_inner);
  const __m256i up_pairs = pro & LANEFILL_NK_UP4(pro, 1, 0);
  const __m256i down_pairs = LANEFILL_NK_DOWN4(up_pairs, 1, 0);
  __m256i up, down;
  LANEFILL_NK_ASSERT_DISJOINT(player, opponent);
  LANEFILL_NK_OTHELLO_RUN(up, own, pro, up_pairs, LANEFILL_NK_UP4, 0, LANEFILL_NK_OR_AND);
  LANEFILL_NK_OTHELLO_RUN(down, own, pro, down_pairs, LANEFILL_NK_DOWN4, 0, LANEFILL_NK_OR_AND);
  /* One step past each run, landing on an empty square. */
  return lanefill_nk_or_lanes4(LANEFILL_NK_UP4(up, 1, 0) | LANEFILL_NK_DOWN4(down, 1, 0)) &
         ~(player | opponent);
}

#if defined(LANEFILL_NATIVE_AVX512)
/* The highest bit of each lane, 0 for a zero lane: the sign bit shifted right
 * by vplzcntq (a count of 64 shifts everything out). */
static inline lanefill_nk_u4 lanefill_nk_highest4(lanefill_nk_u4 s) {
  return LANEFILL_NK_U4(
      _mm256_srlv_epi64(_mm256_set1_epi64x(INT64_MIN), _mm256_lzcnt_epi64((__m256i)s)));
}
#endif
/* Flips (of an empty square: lanefill_native_othello_flips checks): the up
 * rays' lowest stop in one ymm, the down rays' highest stop in another: by a
 * smear on AVX2, by vplzcntq where the caller asks and AVX-512 has it (the
 * bodies of lanefill/native/bodies.h either way). */
static inline uint64_t lanefill_nk_othello_flips4(int square, uint64_t player, uint64_t opponent,
                                                  int highest_by_lzcnt) {
  const lanefill_nk_u4 own = LANEFILL_NK_U4(lanefill_nk_broadcast4(player));
  const lanefill_nk_u4 other = LANEFILL_NK_U4(lanefill_nk_broadcast4(opponent));
  const lanefill_nk_u4 up_rays = LANEFILL_NK_U4(lanefill_nk_load4(lanefill_nk_rays[square]));
  const lanefill_nk_u4 down_rays = LANEFILL_NK_U4(lanefill_nk_load4(lanefill_nk_rays[square] + 4));
  lanefill_nk_u4 up, down;
  LANEFILL_NK_FLIPS_UP(lanefill_nk_u4, up, own, other, up_rays, lanefill_nk_zero_lanes_u4,
                       LANEFILL_NK_U4(_mm256_set1_epi64x(-1)));
#if defined(LANEFILL_NATIVE_AVX512)
  if (highest_by_lzcnt) {
    LANEFILL_NK_FLIPS_DOWN_BY_HIGHEST(lanefill_nk_u4, down, own, other, down_rays,
                                      lanefill_nk_highest4, LANEFILL_NK_U4(_mm256_setzero_si256()));
    return lanefill_nk_or_lanes4((__m256i)(up | down));
  }
#endif
  (void)highest_by_lzcnt;
  LANEFILL_NK_FLIPS_DOWN(lanefill_nk_u4, down, own, other, down_rays, LANEFILL_NK_DOWN4_U, 0,
                         lanefill_nk_zero_lanes_u4);
  return lanefill_nk_or_lanes4((__m256i)(up | down));
}
static inline uint64_t lanefill_nk_avx2_othello_flips(int square, uint64_t player,
                                                      uint64_t opponent) {
  return lanefill_nk_othello_flips4(square, player, opponent, 0);
}

/* Boards in lanes: every lane shifted k * s bits up or down (bodies.h's
 * LANEFILL_NK_PAIR_ATTACKS steppers; s is a constant once inlined). */
#define LANEFILL_NK_BOARDS_UP(x, k, s) ((x) << ((k) * (s)))
#define LANEFILL_NK_BOARDS_DOWN(x, k, s) ((x) >> ((k) * (s)))
/* The slider attacks of four boards, one per lane. */
static inline lanefill_nk_u4 lanefill_nk_slider_boards4(lanefill_nk_u4 orth, lanefill_nk_u4 diag,
                                                        lanefill_nk_u4 occupied) {
  const lanefill_nk_u4 not_a = LANEFILL_NK_U4(lanefill_nk_broadcast4(LANEFILL_NK_NOT_FILE_A));
  const lanefill_nk_u4 not_h = LANEFILL_NK_U4(lanefill_nk_broadcast4(LANEFILL_NK_NOT_FILE_H));
  lanefill_nk_u4 attacks;
  LANEFILL_NK_SLIDER_BOARDS(lanefill_nk_u4, attacks, orth, diag, occupied, not_a, not_h,
                            LANEFILL_NK_BOARDS_UP, LANEFILL_NK_BOARDS_DOWN, LANEFILL_NK_OR_AND);
  return attacks;
}

#endif

#if defined(LANEFILL_NATIVE_AVX512)
/* ========================================================================
 * AVX-512 (F + CD + VL). vpternlogq truth tables f(0xf0, 0xcc, 0xaa):
 * 0xea = (a & b) | c, 0xf8 = a | (b & c), 0x28 = (a ^ b) & c. */
#if defined(__GNUC__) && !defined(__clang__)
/* g++ 12 reports a false -Wmaybe-uninitialized inside avx512fintrin.h (the
 * "undefined" pass-through operand of some intrinsics; fixed in GCC 13). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif

/* The operations of LANEFILL_NK_SBAMG_BY_LZCNT on a ymm. */
#define LANEFILL_NK_AND_OR4(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0xea)
#define LANEFILL_NK_XOR_AND4(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0x28)
#define LANEFILL_NK_BELOW_BY_LOWER4(x, occupied, lower, one) \
  LANEFILL_NK_AND_OR4((occupied), (lower), (one))
#define LANEFILL_NK_THREE_CBN4(below)                                            \
  _mm256_rorv_epi64(_mm256_set1_epi64x((long long)UINT64_C(0x8000000000000001)), \
                    _mm256_lzcnt_epi64(below))

/* The four lines' attacks of a square, lanes rank, file, diagonal, antidiagonal. */
static inline __m256i lanefill_nk_sbamg_lines(int square, uint64_t occupied) {
  const uint64_t* m = lanefill_nk_sbamg[square];
  __m256i attacks;
  LANEFILL_NK_SBAMG_BY_LZCNT(__m256i, attacks, lanefill_nk_broadcast4(occupied),
                             lanefill_nk_load4(m), lanefill_nk_load4(m + 4), _mm256_set1_epi64x(1),
                             LANEFILL_NK_BELOW_BY_LOWER4, LANEFILL_NK_THREE_CBN4,
                             LANEFILL_NK_AND_OR4, LANEFILL_NK_XOR_AND4, _mm256_sub_epi64);
  return attacks;
}

static inline __m512i lanefill_nk_broadcast8(uint64_t b) { return _mm512_set1_epi64((long long)b); }
static inline __m512i lanefill_nk_load8(const uint64_t* p) {
  return _mm512_load_si512((const void*)p);
}

/* The occluded fills and the attacks of all 8 directions (lane d =
 * direction d): Kogge-Stone steps of r, 2r, 4r by rotation, wraps removed by
 * avoidWrap. simd/avx512/avx512.cpp's rotate_kogge table calls these too. */
#define LANEFILL_NK_ROTATE8(x, k, how) \
  _mm512_rolv_epi64((x), lanefill_nk_load8(lanefill_nk_rotate[(k) >> 1]))
#define LANEFILL_NK_OR_AND8(a, b, c) _mm512_ternarylogic_epi64((a), (b), (c), 0xf8)
static inline __m512i lanefill_nk_occluded_lanes(uint64_t orth, uint64_t diag, __m512i empty) {
  /* Diagonal sliders in the even lanes, orthogonal ones in the odd lanes. */
  __m512i gen = _mm512_unpacklo_epi64(lanefill_nk_broadcast8(diag), lanefill_nk_broadcast8(orth));
  __m512i pro = _mm512_and_si512(empty, lanefill_nk_load8(lanefill_nk_avoid_wrap));
  LANEFILL_NK_KOGGE_STONE(gen, pro, LANEFILL_NK_ROTATE8, 0, LANEFILL_NK_OR_AND8);
  return gen;
}
static inline __m512i lanefill_nk_ray_lanes(uint64_t orth, uint64_t diag, uint64_t occupied) {
  const __m512i fills = lanefill_nk_occluded_lanes(orth, diag, lanefill_nk_broadcast8(~occupied));
  return LANEFILL_NK_ROTATE8(fills, 1, 0) & lanefill_nk_load8(lanefill_nk_avoid_wrap);
}

static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  _mm512_storeu_si512((void*)out, lanefill_nk_ray_lanes(orth, diag, occupied));
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  return lanefill_nk_or_lanes8(lanefill_nk_ray_lanes(orth, diag, occupied));
}

/* Othello flips: the down rays' highest stop by vplzcntq
 * (lanefill_nk_othello_flips4). */
static inline uint64_t lanefill_nk_avx512_othello_flips(int square, uint64_t player,
                                                        uint64_t opponent) {
  return lanefill_nk_othello_flips4(square, player, opponent, 1);
}

/* The eight rays of a square in a zmm, dir8 order, blockers included. The
 * ray table's lanes (noEa east noWe nort | soWe west soEa sout) reach dir8
 * order by swapping its 128-bit blocks 1 and 3. Up the board x ^ (x - 1) for
 * x = rays & occupied; down the board the sign bit shifted arithmetically
 * right by lzcnt(x): ones from bit 63 down to the highest blocker, all ones
 * where x is 0 (a count of 64 fills with the sign). */
static inline __m512i lanefill_nk_square_rays8(int square, uint64_t occupied) {
  const __m512i table = lanefill_nk_load8(lanefill_nk_rays[square]);
  const __m512i rays = _mm512_shuffle_i64x2(table, table, _MM_SHUFFLE(1, 2, 3, 0));
  const __m512i x = _mm512_and_si512(rays, lanefill_nk_broadcast8(occupied));
  const __m512i up = _mm512_xor_si512(x, _mm512_sub_epi64(x, _mm512_set1_epi64(1)));
  const __m512i reach = _mm512_mask_srav_epi64(up, 0x3c, _mm512_set1_epi64(INT64_MIN),
                                               _mm512_lzcnt_epi64(x)); /* soEa sout soWe west */
  return _mm512_and_si512(rays, reach);
}
static inline void lanefill_native_square_rays(int square, uint64_t occupied,
                                               lanefill_square_rays_t* out) {
  const __m512i rays = lanefill_nk_square_rays8(square, occupied);
  LANEFILL_NK_ASSERT_SQUARE(square);
  _mm512_storeu_si512((void*)out->rays, rays);
  _mm512_storeu_si512((void*)out->blockers,
                      _mm512_and_si512(rays, lanefill_nk_broadcast8(occupied)));
}
/* The sliders: the blockers of the lanes whose kind moves there (odd lanes
 * orthogonal); what each discovers: the opposite lane's blocker, the zmm's
 * 256-bit halves swapped. */
static inline void lanefill_native_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                                  uint64_t diag, lanefill_slider_threats_t* out) {
  const __m512i rays = lanefill_nk_square_rays8(square, occupied);
  const __m512i blockers = _mm512_and_si512(rays, lanefill_nk_broadcast8(occupied));
  const __m512i kinds =
      _mm512_unpacklo_epi64(lanefill_nk_broadcast8(diag), lanefill_nk_broadcast8(orth));
  const __mmask8 seen = _mm512_test_epi64_mask(blockers, kinds);
  const __m512i sliders = _mm512_maskz_and_epi64(seen, blockers, kinds);
  const __m512i across = _mm512_shuffle_i64x2(blockers, blockers, _MM_SHUFFLE(1, 0, 3, 2));
  /* diagonal lanes in lane 0, orthogonal ones in lane 1 */
  const __m256i half =
      _mm256_or_si256(_mm512_castsi512_si256(rays), _mm512_extracti64x4_epi64(rays, 1));
  const __m128i kinds2 =
      _mm_or_si128(_mm256_castsi256_si128(half), _mm256_extracti128_si256(half, 1));
  LANEFILL_NK_ASSERT_SQUARE(square);
  _mm512_storeu_si512((void*)out->slider, sliders);
  _mm512_storeu_si512((void*)out->discovered, _mm512_maskz_mov_epi64(seen, across));
  out->diag_attacks = (uint64_t)_mm_cvtsi128_si64(kinds2);
  out->orth_attacks = (uint64_t)_mm_extract_epi64(kinds2, 1);
  /* the sliders among the attacked pieces: scalar, no third lane reduction */
  out->attackers = ((out->orth_attacks & orth) | (out->diag_attacks & diag)) & occupied;
  out->directions = (unsigned)seen;
}

#if defined(LANEFILL_NATIVE_AVX512ICL)
/* ------------------------------------------------------------------------
 * AVX-512 with GFNI (avx512icl): the slider attacks of eight boards per zmm,
 * the batch of this target and of simd/avx512icl/avx512icl.cpp. On a rank,
 * the attacks of every slider towards file h are o ^ (o - 2s) in the rank's
 * byte (vpaddb, vpsubb: a slider's borrow runs up to and through the first
 * piece beyond it and never reaches the next byte); towards file a the same
 * on the byte's bits reversed (one vgf2p8affineqb before and after). Files
 * become ranks by one more vgf2p8affineqb (the board turned a quarter: with
 * the board as the matrix and the unit bytes as the data, byte j of the
 * result is file j), and turn back by another and a bit reversal. This is
 * hyperbola quintessence on whole ranks and files, all their sliders at once
 * (chessprogramming wiki "Hyperbola Quintessence", "Subtracting a Rook from
 * a Blocking Piece"). The diagonals keep the Kogge-Stone occluded fill with
 * immediate shifts (bodies.h's LANEFILL_NK_KOGGE_STONE_OPPOSITE). */
#define LANEFILL_NK_UNIT_BYTES INT64_C(0x8040201008040201) /* byte j = 1 << j */
static inline __m512i lanefill_nk_reverse_byte_bits8(__m512i x) {
  return _mm512_gf2p8affine_epi64_epi8(x, _mm512_set1_epi64(LANEFILL_NK_UNIT_BYTES), 0);
}
/* Byte j of the result = file j of the board (bit i = rank 7 - i). */
static inline __m512i lanefill_nk_quarter_turn8(__m512i board) {
  return _mm512_gf2p8affine_epi64_epi8(_mm512_set1_epi64(LANEFILL_NK_UNIT_BYTES), board, 0);
}
/* Back: with the bytes 1 << (7 - j) as the data, byte j bit i is
 * R[7 - i][7 - j], the board with each byte's bits reversed. */
static inline __m512i lanefill_nk_quarter_turn_back8(__m512i turned) {
  return lanefill_nk_reverse_byte_bits8(
      _mm512_gf2p8affine_epi64_epi8(_mm512_set1_epi64(INT64_C(0x0102040810204080)), turned, 0));
}
/* Towards each byte's high bit: every slider's run up to and including the
 * first occupied square (the sliders are among the occupied squares). */
static inline __m512i lanefill_nk_up_the_bytes8(__m512i occupied, __m512i sliders) {
  return _mm512_xor_si512(occupied, _mm512_sub_epi8(occupied, _mm512_add_epi8(sliders, sliders)));
}
static inline __m512i lanefill_nk_both_ways_in_bytes8(__m512i occupied, __m512i sliders) {
  const __m512i down = lanefill_nk_up_the_bytes8(lanefill_nk_reverse_byte_bits8(occupied),
                                                 lanefill_nk_reverse_byte_bits8(sliders));
  return _mm512_or_si512(lanefill_nk_up_the_bytes8(occupied, sliders),
                         lanefill_nk_reverse_byte_bits8(down));
}
static inline __m512i lanefill_nk_rank_file_attacks8(__m512i occupied, __m512i orth) {
  const __m512i files = lanefill_nk_both_ways_in_bytes8(lanefill_nk_quarter_turn8(occupied),
                                                        lanefill_nk_quarter_turn8(orth));
  return _mm512_or_si512(lanefill_nk_both_ways_in_bytes8(occupied, orth),
                         lanefill_nk_quarter_turn_back8(files));
}
#endif

/* ------------------------------------------------------------------------
 * The slider attacks of eight boards per zmm, one per lane: the batch of
 * both AVX-512 targets (lanefill_native_slider_attacks_batch) and of their
 * dispatched Kogge-Stone tables. avx512icl takes the ranks and files by
 * GFNI above, avx512 by Kogge-Stone pairs; the diagonals are Kogge-Stone
 * pairs on both (bodies.h). */
typedef uint64_t lanefill_nk_u8 __attribute__((vector_size(64)));
static inline __m512i lanefill_nk_slider_boards8(__m512i orth, __m512i diag, __m512i occupied) {
  const lanefill_nk_u8 not_a = (lanefill_nk_u8)_mm512_set1_epi64((long long)LANEFILL_NK_NOT_FILE_A);
  const lanefill_nk_u8 not_h = (lanefill_nk_u8)_mm512_set1_epi64((long long)LANEFILL_NK_NOT_FILE_H);
  lanefill_nk_u8 attacks;
#if defined(LANEFILL_NATIVE_AVX512ICL)
  lanefill_nk_u8 diagonals;
  LANEFILL_NK_DIAGONAL_BOARDS(lanefill_nk_u8, diagonals, (lanefill_nk_u8)diag,
                              (lanefill_nk_u8)occupied, not_a, not_h, LANEFILL_NK_BOARDS_UP,
                              LANEFILL_NK_BOARDS_DOWN, LANEFILL_NK_OR_AND);
  /* The subtraction needs the sliders among the pieces. */
  attacks = diagonals |
            (lanefill_nk_u8)lanefill_nk_rank_file_attacks8(_mm512_or_si512(occupied, orth), orth);
#else
  LANEFILL_NK_SLIDER_BOARDS(lanefill_nk_u8, attacks, (lanefill_nk_u8)orth, (lanefill_nk_u8)diag,
                            (lanefill_nk_u8)occupied, not_a, not_h, LANEFILL_NK_BOARDS_UP,
                            LANEFILL_NK_BOARDS_DOWN, LANEFILL_NK_OR_AND);
#endif
  return (__m512i)attacks;
}
/* out[i] = the slider attacks of board i; two zmm a step (independent
 * chains to interleave), the tail by masked loads and a masked store. */
static inline void lanefill_native_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                                        const uint64_t* occupied, uint64_t* out,
                                                        size_t n) {
  size_t i = 0;
  __mmask8 rest;
  for (; i + 16 <= n; i += 16) {
    const __m512i a =
        lanefill_nk_slider_boards8(_mm512_loadu_si512(orth + i), _mm512_loadu_si512(diag + i),
                                   _mm512_loadu_si512(occupied + i));
    const __m512i b = lanefill_nk_slider_boards8(_mm512_loadu_si512(orth + i + 8),
                                                 _mm512_loadu_si512(diag + i + 8),
                                                 _mm512_loadu_si512(occupied + i + 8));
    _mm512_storeu_si512(out + i, a);
    _mm512_storeu_si512(out + i + 8, b);
  }
  for (; i + 8 <= n; i += 8)
    _mm512_storeu_si512(out + i, lanefill_nk_slider_boards8(_mm512_loadu_si512(orth + i),
                                                            _mm512_loadu_si512(diag + i),
                                                            _mm512_loadu_si512(occupied + i)));
  if (i == n) return;
  rest = (__mmask8)((1u << (n - i)) - 1);
  _mm512_mask_storeu_epi64(
      out + i, rest,
      lanefill_nk_slider_boards8(_mm512_maskz_loadu_epi64(rest, orth + i),
                                 _mm512_maskz_loadu_epi64(rest, diag + i),
                                 _mm512_maskz_loadu_epi64(rest, occupied + i)));
}

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#elif defined(LANEFILL_NATIVE_AVX2)
/* ========================================================================
 * AVX2: SBAMG lines and Kogge-Stone. */

/* The four lines' attacks of a square, lanes rank, file, diagonal,
 * antidiagonal. No vplzcntq: the msb of `below` is isolated by smearing it
 * down its own line (steps k, 2k, 4k, k the line's square step) and keeping
 * the bit with nothing k above. */
static inline __m256i lanefill_nk_sbamg_lines(int square, uint64_t occupied) {
  const uint64_t* m = lanefill_nk_sbamg[square];
  lanefill_nk_u4 attacks;
  LANEFILL_NK_SBAMG_BY_LINE_SMEAR(
      lanefill_nk_u4, attacks, LANEFILL_NK_U4(lanefill_nk_broadcast4(occupied)),
      LANEFILL_NK_U4(lanefill_nk_load4(m)), LANEFILL_NK_U4(lanefill_nk_load4(m + 4)),
      LANEFILL_NK_U4(lanefill_nk_load4(m + 8)), LANEFILL_NK_LINE_DOWN4_U, 0);
  return (__m256i)attacks;
}

/* Left lanes {noEa, east, noWe, nort}, right lanes {soWe, west, soEa, sout},
 * both started from {diag, orth, diag, orth}. simd/avx2/avx2.cpp's
 * kogge_stone table calls these too. */
static inline __m256i lanefill_nk_generators4(uint64_t orth, uint64_t diag) {
  return _mm256_set_epi64x((long long)orth, (long long)diag, (long long)orth, (long long)diag);
}
/* The occluded fills: Kogge-Stone of each register on its own propagator
 * (the flood may reach an edge file in one direction, so no sharing). */
static inline void lanefill_nk_occluded_pair(uint64_t orth, uint64_t diag, uint64_t empty,
                                             __m256i* left, __m256i* right) {
  __m256i up = lanefill_nk_generators4(orth, diag), down = up;
  __m256i up_pro = lanefill_nk_broadcast4(empty) & lanefill_nk_load4(lanefill_nk_left_guard);
  __m256i down_pro = lanefill_nk_broadcast4(empty) & lanefill_nk_load4(lanefill_nk_right_guard);
  LANEFILL_NK_KOGGE_STONE(up, up_pro, LANEFILL_NK_UP4, 0, LANEFILL_NK_OR_AND);
  LANEFILL_NK_KOGGE_STONE(down, down_pro, LANEFILL_NK_DOWN4, 0, LANEFILL_NK_OR_AND);
  *left = up;
  *right = down;
}
/* The attacks: Kogge-Stone of the opposite pair, one shared propagator. */
static inline void lanefill_nk_ray_pair(uint64_t orth, uint64_t diag, uint64_t occupied,
                                        __m256i* left, __m256i* right) {
  __m256i up = lanefill_nk_generators4(orth, diag), down = up;
  const __m256i pro = lanefill_nk_broadcast4(~occupied) & lanefill_nk_load4(lanefill_nk_both_guard);
  LANEFILL_NK_KOGGE_STONE_OPPOSITE(__m256i, up, down, pro, LANEFILL_NK_UP4, 0, LANEFILL_NK_DOWN4, 0,
                                   LANEFILL_NK_OR_AND);
  *left = LANEFILL_NK_UP4(up, 1, 0) & lanefill_nk_load4(lanefill_nk_left_guard);
  *right = LANEFILL_NK_DOWN4(down, 1, 0) & lanefill_nk_load4(lanefill_nk_right_guard);
}
/* A left/right pair in dir8 order (noEa, east, soEa, sout, soWe, west,
 * noWe, nort): four 128-bit stores. */
static inline void lanefill_nk_store_pair(uint64_t out[8], __m256i left, __m256i right) {
  _mm_storeu_si128((__m128i*)(void*)out, _mm256_castsi256_si128(left));
  _mm_storeu_si128((__m128i*)(void*)(out + 6), _mm256_extracti128_si256(left, 1));
  _mm_storeu_si128((__m128i*)(void*)(out + 4), _mm256_castsi256_si128(right));
  _mm_storeu_si128((__m128i*)(void*)(out + 2), _mm256_extracti128_si256(right, 1));
}

/* The eight rays of a square, blockers included: the up rays (lanes noEa,
 * east, noWe, nort) in one ymm, the down rays (soWe, west, soEa, sout; lane j
 * the opposite of up lane j) in another, smeared down their rays. */
static inline void lanefill_nk_square_ray_pair(int square, uint64_t occupied, __m256i* up,
                                               __m256i* down) {
  const lanefill_nk_u4 occ = LANEFILL_NK_U4(lanefill_nk_broadcast4(occupied));
  const lanefill_nk_u4 up_rays = LANEFILL_NK_U4(lanefill_nk_load4(lanefill_nk_rays[square]));
  const lanefill_nk_u4 down_rays = LANEFILL_NK_U4(lanefill_nk_load4(lanefill_nk_rays[square] + 4));
  lanefill_nk_u4 u, d;
  LANEFILL_NK_RAYS_UP(lanefill_nk_u4, u, up_rays, occ, LANEFILL_NK_U4(_mm256_set1_epi64x(1)));
  LANEFILL_NK_RAYS_DOWN(lanefill_nk_u4, d, down_rays, occ, LANEFILL_NK_DOWN4_U, 0);
  *up = (__m256i)u;
  *down = (__m256i)d;
}
/* An up/down pair in dir8 order: directions 0-3 are up lanes 0, 1 and down
 * lanes 2, 3; directions 4-7 down lanes 0, 1 and up lanes 2, 3. */
static inline void lanefill_nk_store_dir8(uint64_t out[8], __m256i up, __m256i down) {
  _mm256_storeu_si256((__m256i*)(void*)out, _mm256_blend_epi32(up, down, 0xf0));
  _mm256_storeu_si256((__m256i*)(void*)(out + 4), _mm256_blend_epi32(down, up, 0xf0));
}
static inline void lanefill_native_square_rays(int square, uint64_t occupied,
                                               lanefill_square_rays_t* out) {
  const __m256i occ = lanefill_nk_broadcast4(occupied);
  __m256i up, down;
  LANEFILL_NK_ASSERT_SQUARE(square);
  lanefill_nk_square_ray_pair(square, occupied, &up, &down);
  lanefill_nk_store_dir8(out->rays, up, down);
  lanefill_nk_store_dir8(out->blockers, up & occ, down & occ);
}
/* The sliders: blockers of the lanes whose kind moves there (odd lanes of
 * either register orthogonal); what each discovers: the other register's
 * blocker in the same lane. */
static inline void lanefill_native_slider_threats(int square, uint64_t occupied, uint64_t orth,
                                                  uint64_t diag, lanefill_slider_threats_t* out) {
  const __m256i occ = lanefill_nk_broadcast4(occupied), zero = _mm256_setzero_si256();
  const __m256i kinds =
      _mm256_set_epi64x((long long)orth, (long long)diag, (long long)orth, (long long)diag);
  __m256i up, down, up_sliders, down_sliders, up_none, down_none;
  __m128i kinds2;
  LANEFILL_NK_ASSERT_SQUARE(square);
  lanefill_nk_square_ray_pair(square, occupied, &up, &down);
  up_sliders = up & occ & kinds;
  down_sliders = down & occ & kinds;
  up_none = _mm256_cmpeq_epi64(up_sliders, zero);
  down_none = _mm256_cmpeq_epi64(down_sliders, zero);
  lanefill_nk_store_dir8(out->slider, up_sliders, down_sliders);
  lanefill_nk_store_dir8(out->discovered, _mm256_andnot_si256(up_none, down & occ),
                         _mm256_andnot_si256(down_none, up & occ));
  /* diagonal lanes in lane 0, orthogonal ones in lane 1 */
  kinds2 = _mm_or_si128(_mm256_castsi256_si128(up | down), _mm256_extracti128_si256(up | down, 1));
  out->diag_attacks = (uint64_t)_mm_cvtsi128_si64(kinds2);
  out->orth_attacks = (uint64_t)_mm_extract_epi64(kinds2, 1);
  out->attackers = ((out->orth_attacks & orth) | (out->diag_attacks & diag)) & occupied;
  out->directions =
      ~(unsigned)(_mm256_movemask_pd(
                      _mm256_castsi256_pd(_mm256_blend_epi32(up_none, down_none, 0xf0))) |
                  (_mm256_movemask_pd(
                       _mm256_castsi256_pd(_mm256_blend_epi32(down_none, up_none, 0xf0)))
                   << 4)) &
      0xffu;
}

static inline void lanefill_native_ray_attacks(uint64_t orth, uint64_t diag, uint64_t occupied,
                                               uint64_t out[8]) {
  __m256i left, right;
  lanefill_nk_ray_pair(orth, diag, occupied, &left, &right);
  lanefill_nk_store_pair(out, left, right);
}
static inline uint64_t lanefill_native_slider_attacks(uint64_t orth, uint64_t diag,
                                                      uint64_t occupied) {
  __m256i left, right;
  lanefill_nk_ray_pair(orth, diag, occupied, &left, &right);
  return lanefill_nk_or_lanes4(_mm256_or_si256(left, right));
}
/* out[i] = the slider attacks of board i, four boards per ymm; the tail
 * through the same kernel on a zero-padded copy. */
static inline void lanefill_native_slider_attacks_batch(const uint64_t* orth, const uint64_t* diag,
                                                        const uint64_t* occupied, uint64_t* out,
                                                        size_t n) {
  size_t i = 0, j;
  LANEFILL_NK_ALIGN(32) uint64_t o[4], d[4], occ[4], r[4];
  for (; i + 4 <= n; i += 4)
    _mm256_storeu_si256(
        (__m256i*)(void*)(out + i),
        (__m256i)lanefill_nk_slider_boards4(
            LANEFILL_NK_U4(_mm256_loadu_si256((const __m256i*)(const void*)(orth + i))),
            LANEFILL_NK_U4(_mm256_loadu_si256((const __m256i*)(const void*)(diag + i))),
            LANEFILL_NK_U4(_mm256_loadu_si256((const __m256i*)(const void*)(occupied + i)))));
  if (i == n) return;
  for (j = 0; j < 4; ++j) {
    const int in = i + j < n;
    o[j] = in ? orth[i + j] : 0;
    d[j] = in ? diag[i + j] : 0;
    occ[j] = in ? occupied[i + j] : 0;
  }
  _mm256_store_si256((__m256i*)(void*)r,
                     (__m256i)lanefill_nk_slider_boards4(LANEFILL_NK_U4(lanefill_nk_load4(o)),
                                                         LANEFILL_NK_U4(lanefill_nk_load4(d)),
                                                         LANEFILL_NK_U4(lanefill_nk_load4(occ))));
  for (j = 0; i + j < n; ++j) out[i + j] = r[j];
}

#endif

#endif /* LANEFILL_NATIVE_X86_H */
