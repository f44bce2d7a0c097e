"""setuptools' half of `pip install .` (pyproject.toml holds the metadata).

The compiled module, lanefill._lanefill, is the project's CMake target
lanefill_python (python/CMakeLists.txt): build_ext configures the project
for the interpreter that runs this file, library and module only, in a
folder of its own (LANEFILL_PIP_BUILD_DIR, default build-pip/<python tag>,
never the README's build/; setuptools' own build folder goes there too),
builds that target and copies the module into the wheel. The version is the project's (CMakeLists.txt).
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


def project_version():
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    match = re.search(r"project\(lanefill VERSION ([0-9.]+)", text)
    if not match:
        sys.exit("setup.py: no `project(lanefill VERSION x.y.z)` in CMakeLists.txt")
    return match.group(1)


def pip_build_dir():
    """Where CMake and setuptools build: LANEFILL_PIP_BUILD_DIR, else build-pip/."""
    tag = f"cp{sys.version_info[0]}{sys.version_info[1]}"
    return pathlib.Path(os.environ.get("LANEFILL_PIP_BUILD_DIR", ROOT / "build-pip" / tag)).resolve()


class CMakeBuild(build_ext):
    """Builds lanefill._lanefill with CMake instead of setuptools' compiler."""

    def build_extension(self, ext):
        cmake = shutil.which("cmake")
        if cmake is None:
            sys.exit("setup.py: lanefill's module is built with CMake: apt-get install cmake "
                     "(or bash scripts/install-deps.sh build)")
        build_dir = pip_build_dir() / "cmake"
        configure = [
            cmake, "-S", str(ROOT), "-B", str(build_dir), "-DCMAKE_BUILD_TYPE=Release",
            f"-DLANEFILL_PYTHON={sys.executable}", "-DLANEFILL_BUILD_PYTHON=ON",
            "-DLANEFILL_BUILD_TESTS=OFF", "-DLANEFILL_BUILD_TOOLS=OFF",
            "-DLANEFILL_BUILD_BENCHMARKS=OFF", "-DLANEFILL_INSTALL=OFF",
        ]
        self.announce(" ".join(configure), level=2)
        subprocess.run(configure, check=True)
        cache = (build_dir / "CMakeCache.txt").read_text(encoding="utf-8", errors="replace")
        if "LANEFILL_PYTHON_FOUND" in cache and not (build_dir / "python").is_dir():
            sys.exit("setup.py: CMake found no pybind11 or NumPy for " + sys.executable)
        jobs = os.environ.get("LANEFILL_PIP_JOBS", str(os.cpu_count() or 1))
        subprocess.run([cmake, "--build", str(build_dir), "--target", "lanefill_python",
                        "-j", jobs], check=True)
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        built = build_dir / "python" / "lanefill" / f"_lanefill{suffix}"
        if not built.is_file():
            sys.exit(f"setup.py: CMake built no {built} (is pybind11-dev installed for "
                     f"{sys.executable}?)")
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    version=project_version(),
    ext_modules=[Extension("lanefill._lanefill", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    # setuptools' own build/ would be the README's CMake tree: keep it apart.
    options={"build": {"build_base": str(pip_build_dir() / "setuptools")}},
)
