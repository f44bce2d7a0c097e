// TEMPORARY skeleton — replaced by the avx512 kernels (issue #3).
#include "implementations.hpp"
namespace lanefill::detail {
const Implementation avx512_implementation{
    Isa::avx512, "avx512", "skeleton", {}, scalar_implementation.preferred};
}  // namespace lanefill::detail
