// TEMPORARY skeleton — replaced by the sse2 kernels (issue #3).
#include "implementations.hpp"
namespace lanefill::detail {
const Implementation sse2_implementation{
    Isa::sse2, "sse2", "skeleton", {}, scalar_implementation.preferred};
}  // namespace lanefill::detail
