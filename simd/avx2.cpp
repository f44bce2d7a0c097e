// TEMPORARY skeleton — replaced by the avx2 kernels (issue #3).
#include "implementations.hpp"
namespace lanefill::detail {
const Implementation avx2_implementation{
    Isa::avx2, "avx2", "skeleton", {}, scalar_implementation.preferred};
}  // namespace lanefill::detail
