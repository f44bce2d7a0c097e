#!/usr/bin/env bash
# tests/python_install/venv_install.sh SOURCE WORK PYTHON VERSION — lanefill
# installed as a user would (docs/python.md, "Install"), offline:
#   1. `pip install --no-build-isolation .` into a venv made by
#      `PYTHON -m venv --system-site-packages` (NumPy from python3-numpy);
#   2. `PYTHON -m build --wheel --no-isolation`, the wheel installed into a
#      second such venv.
# Each venv then imports lanefill from its own site-packages (not from the
# checkout or the build tree) and runs a call of each kind.
set -euo pipefail
source=$1 work=$2 python=$3 version=$4
rm -rf "$work"
mkdir -p "$work"
export LANEFILL_PIP_BUILD_DIR="$work/pip-build" PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1
unset PYTHONPATH

check() {  # check VENV: import from the venv and use it
  (cd "$work" && "$1/bin/python" - "$1" "$version" <<'PY'
import os, sys
import numpy as np
import lanefill
venv, version = sys.argv[1], sys.argv[2]
assert os.path.realpath(lanefill.__file__).startswith(os.path.realpath(venv)), lanefill.__file__
assert lanefill.__version__ == version, (lanefill.__version__, version)
assert lanefill.perft(3) == 8902
assert lanefill.othello_perft(6) == 8200
out = lanefill.rook_attacks(np.array([0, 63], dtype=np.uint8), np.zeros(2, dtype=np.uint64))
assert out.dtype == np.uint64 and int(out[0]) == 0x1010101010101FE, out
assert "rook" in (lanefill.rook_attacks.__doc__ or "").lower()
here = os.path.dirname(lanefill.__file__)
assert os.path.isfile(os.path.join(here, "py.typed")), "py.typed is not installed"
assert os.path.isfile(os.path.join(here, "_lanefill.pyi")), "the stubs are not installed"
print(f"lanefill {lanefill.__version__} from {os.path.dirname(lanefill.__file__)}: "
      f"perft(3) = 8902, active ISA {lanefill.active_isa()}")
PY
  )
}

"$python" -m venv --system-site-packages "$work/venv-pip"
"$work/venv-pip/bin/pip" install --no-build-isolation "$source" > "$work/pip-install.log" 2>&1 ||
  { tail -30 "$work/pip-install.log"; echo "pip install failed" >&2; exit 1; }
check "$work/venv-pip"

"$python" -m build --wheel --no-isolation --outdir "$work/dist" "$source" > "$work/build-wheel.log" 2>&1 ||
  { tail -30 "$work/build-wheel.log"; echo "python -m build --wheel failed" >&2; exit 1; }
wheel=$(ls "$work"/dist/lanefill-"$version"-*.whl)
"$python" -m venv --system-site-packages "$work/venv-wheel"
"$work/venv-wheel/bin/pip" install "$wheel" > "$work/wheel-install.log" 2>&1 ||
  { tail -30 "$work/wheel-install.log"; echo "installing $wheel failed" >&2; exit 1; }
check "$work/venv-wheel"
echo "pip install . and the wheel $(basename "$wheel") installed and imported in fresh venvs"
