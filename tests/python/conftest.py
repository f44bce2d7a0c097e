"""The fixtures the Python tests share: random chess boards, and the ISA
each test runs on (the automatic choice and the scalar ISA)."""

import numpy as np
import pytest

import lanefill


@pytest.fixture(scope="module")
def boards():
    rng = np.random.default_rng(0x1a4ef11)
    n = 3000
    occ = rng.integers(0, 2**64, n, dtype=np.uint64) & rng.integers(0, 2**64, n, dtype=np.uint64)
    squares = rng.integers(0, 64, n, dtype=np.uint8)
    occ |= np.left_shift(np.uint64(1), squares.astype(np.uint64))  # the slider's own square
    orth = occ & rng.integers(0, 2**64, n, dtype=np.uint64) & rng.integers(0, 2**64, n, dtype=np.uint64)
    diag = occ & rng.integers(0, 2**64, n, dtype=np.uint64) & ~orth
    return squares, occ, orth, diag


@pytest.fixture(params=["active", "scalar"])
def isa(request):
    """Every test runs on the automatic choice and on the scalar ISA."""
    if request.param == "scalar":
        lanefill.set_isa("scalar")
    yield lanefill.active_isa()
    lanefill.reset_isa()
