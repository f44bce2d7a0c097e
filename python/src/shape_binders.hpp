// python/src/shape_binders.hpp — the binders of the entry list's shapes
// (python/src/shape_binders.cpp); python/src/entry_bindings.cpp (generated) calls
// one per entry, with its batch where the list relates one to it.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <cstdint>

#include "lanefill/kernels.hpp"

namespace lanefill_python {

namespace py = pybind11;
using lanefill::Bitboard;
using lanefill::Kernels;
using SquareAttacksFn = Bitboard (*)(int, Bitboard);
using SetRaysFn = void (*)(Bitboard, Bitboard, Bitboard, Bitboard*);
using SetUnionFn = Bitboard (*)(Bitboard, Bitboard, Bitboard);
using SquareRaysFn = void (*)(int, Bitboard, lanefill::SquareRays*);
using SliderThreatsFn = void (*)(int, Bitboard, Bitboard, Bitboard, lanefill::SliderThreats*);
using QueenBatchFn = void (*)(const std::uint8_t*, const Bitboard*, Bitboard*, std::size_t);
using SetBatchFn = void (*)(const Bitboard*, const Bitboard*, const Bitboard*, Bitboard*,
                            std::size_t);
using DiscsFn = Bitboard (*)(Bitboard, Bitboard);
using DiscsSquareFn = Bitboard (*)(int, Bitboard, Bitboard);
using DiscsBatchFn = void (*)(const Bitboard*, const Bitboard*, Bitboard*, std::size_t);
using DiscsCountFn = int (*)(Bitboard, Bitboard);
using LastMoveFn = int (*)(int, Bitboard);
using OccupiedLinesFn = void (*)(Bitboard, Bitboard*);
using DiscsCountBatchFn = void (*)(const Bitboard*, const Bitboard*, std::uint8_t*, std::size_t);
using LastMoveBatchFn = void (*)(const std::uint8_t*, const Bitboard*, std::uint8_t*, std::size_t);

void bind_square_attacks(py::module_& m, const char* name, SquareAttacksFn Kernels::*e,
                         QueenBatchFn Kernels::*batch, const char* doc);
void bind_set_union(py::module_& m, const char* name, SetUnionFn Kernels::*e,
                    SetBatchFn Kernels::*batch, const char* doc);
void bind_set_rays(py::module_& m, const char* name, SetRaysFn Kernels::*e, const char* doc);
void bind_square_rays(py::module_& m, const char* name, SquareRaysFn Kernels::*e, const char* doc);
void bind_slider_threats(py::module_& m, const char* name, SliderThreatsFn Kernels::*e,
                         const char* doc);
void bind_discs(py::module_& m, const char* name, DiscsFn Kernels::*e, DiscsBatchFn Kernels::*batch,
                const char* doc);
void bind_discs_square(py::module_& m, const char* name, DiscsSquareFn Kernels::*e,
                       const char* doc);
void bind_discs_count(py::module_& m, const char* name, DiscsCountFn Kernels::*e,
                      DiscsCountBatchFn Kernels::*batch, const char* doc);
void bind_last_move(py::module_& m, const char* name, LastMoveFn Kernels::*e,
                    LastMoveBatchFn Kernels::*batch, const char* doc);
void bind_occupied_lines(py::module_& m, const char* name, OccupiedLinesFn Kernels::*e,
                         const char* doc);

// Every entry of lanefill/entries.def (entry_bindings.cpp, generated).
void bind_entries(py::module_& m);

}  // namespace lanefill_python
