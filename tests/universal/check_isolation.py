#!/usr/bin/env python3
"""No copy of a universal target (lanefill_add_universal) can reach another
copy's code.

Each copy is one relocatable object, <name>-<isa>.o. Over each object: no
COMDAT (ELF section groups, PE/COFF link-once sections: the linker would keep
one copy's template code for all), no .init_array/.fini_array/.ctors/.dtors
left, nor PE's .CRT$ or .tls (they would run every copy's initialisers on any
CPU), every defined symbol renamed <symbol>.lanefill_<isa> and local but for
the ENTRY functions <entry>_lanefill_<isa>. Over the linked program, with the
linker's map (which input section of which object lies where): no
instruction of one copy calls, jumps to or takes the address of another
copy's code, code outside the copies enters a copy only at an ENTRY function,
and no data of one copy (function pointers, vtables, the moved initialiser
arrays) points into another copy's code (ELF: PIE relocations; PE: the base
relocations of .reloc). PE: the program's unwind table (.pdata, which a
relocatable link can scramble) is sorted and no two entries overlap: the
unwinder finds each function's own entry, so exceptions reach their handler.

The object format (ELF, or PE/COFF from MinGW-w64) is read from each file;
READELF is used for ELF only (give "-" for a PE build).

usage: check_isolation.py --tools OBJDUMP READELF NM --map MAP --binary BIN
                          --copy ISA=OBJECT [--copy ...] [--entry NAME ...]
       check_isolation.py --self-test --compiler CXX --tools OBJDUMP READELF NM
(the self-test builds two naive per-target objects sharing a template, as a
build without isolation would, and requires both checks to fail on them)
"""
import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile


def run(*command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def is_elf(path):
    with open(path, "rb") as f:
        return f.read(4) == b"\x7fELF"


def pe_sections(objdump, path):
    """(name, flags) of a PE/COFF file's sections."""
    found = []
    for line in run(objdump, "-h", "-w", path).splitlines():
        m = re.match(r"^\s*\d+\s+(\S+)\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+2\*\*\d+\s+(.*)$",
                     line)
        if m:
            found.append((m.group(1), m.group(2)))
    return found


def check_object(tools, isa, path, entries):
    """Problems of one copy's relocatable object."""
    objdump, readelf, nm = tools
    problems = []
    section_names = set()
    if is_elf(path):
        groups = run(readelf, "-gW", path)
        if "There are no section groups" not in groups:
            problems.append(f"{path}: section groups (COMDAT) left")
        for line in run(readelf, "-SW", path).splitlines():
            m = re.search(r"\]\s+(\.(?:ctors|dtors|preinit_array|init_array|fini_array)\S*)\s", line)
            if m:
                problems.append(f"{path}: section {m.group(1)} left (its functions would run on any CPU)")
    else:
        for name, flags in pe_sections(objdump, path):
            section_names.add(name)
            if "LINK_ONCE" in flags or "COMDAT" in flags:
                problems.append(f"{path}: COMDAT section {name} left")
            if re.match(r"^\.(ctors|dtors|CRT\$|tls)", name):
                problems.append(f"{path}: section {name} left (the C runtime would run or set it up "
                                "for any CPU)")
    suffix = ".lanefill_" + isa
    own_entries = {e + "_lanefill_" + isa for e in entries}
    for line in run(nm, "--defined-only", path).splitlines():
        parts = line.split()
        if len(parts) < 2:
            continue
        kind, name = parts[-2], parts[-1]
        if name.startswith(".L") or name in section_names:
            continue  # assembler locals; PE's section symbols
        if name in own_entries:
            continue
        if not name.endswith(suffix):
            problems.append(f"{path}: symbol {name} is not renamed {name}{suffix}")
        elif kind.isupper():
            problems.append(f"{path}: symbol {name} is global")
    return problems


def read_map(path, copies):
    """Address ranges (start, end, isa, section) of the copies' input sections."""
    by_file = {os.path.basename(o): isa for isa, o in copies.items()}
    ranges = []
    pending = None
    entry = re.compile(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+)\s*$")
    named = re.compile(r"^ (\S+)\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+)\s*$")
    with open(path) as text:
        for line in text:
            m = named.match(line)
            if m:
                section, start, size, source = m.groups()
            else:
                m = entry.match(line)
                if m and pending:
                    section = pending
                    start, size, source = m.groups()
                else:
                    pending = line.strip() if re.match(r"^ \S+\s*$", line) else None
                    continue
            pending = None
            # An object, or an archive member: lib.a(name-isa.o).
            member = re.search(r"\(([^()]+)\)$", source)
            base = member.group(1) if member else os.path.basename(source)
            # Thread-local sections have template addresses that overlap others'.
            if section.startswith((".tbss", ".tdata")):
                continue
            if base in by_file and int(size, 16) > 0:
                ranges.append((int(start, 16), int(start, 16) + int(size, 16), by_file[base], section))
    return ranges


def owner(ranges, address, code_only):
    for start, end, isa, section in ranges:
        if start <= address < end and (not code_only or section.startswith(".text")):
            return isa
    return None


def check_binary(tools, binary, ranges, entries_at):
    """Problems of the linked program: references between copies."""
    objdump, readelf, nm = tools
    problems = []
    if not ranges:
        return [f"{binary}: the map names no section of the copies"]
    # The relocated words (ELF: PIE's relative relocations; PE: base
    # relocations): where -> what. An ELF GOT cell holds the address of one
    # symbol; the code that loads it reaches that address. (PE's .refptr
    # cells are data of the copy that owns them: the data check covers them.)
    if is_elf(binary):
        relocated = {}
        for line in run(readelf, "-rW", binary).splitlines():
            m = re.match(r"^([0-9a-f]+)\s+\S+\s+R_\w+_RELATIVE\s+([0-9a-f]+)", line)
            if m:
                relocated[int(m.group(1), 16)] = int(m.group(2), 16)
        got = [(start, end) for start, end, name in sections(readelf, binary) if name.startswith(".got")]
    else:
        relocated = pe_relocated_words(binary)
        got = []
        problems += pe_unwind_problems(binary)
    target = re.compile(r"(?:call|jmp|j[a-z]+|b|bl|adrp|adr|lea|mov)\S*\s+.*?\b([0-9a-f]{4,})\s+<")
    comment = re.compile(r"#\s+([0-9a-f]+)\s+<")
    for line in run(objdump, "-d", "-w", "--no-show-raw-insn", binary).splitlines():
        m = re.match(r"^\s+([0-9a-f]+):\s+(.*)$", line)
        if not m:
            continue
        at = int(m.group(1), 16)
        here = owner(ranges, at, True)
        for found in (target.search(m.group(2)), comment.search(m.group(2))):
            if not found:
                continue
            to = int(found.group(1), 16)
            if any(start <= to < end for start, end in got) and to in relocated:
                to = relocated[to]  # through the GOT cell
            there = owner(ranges, to, True)
            if there is None or there == here:
                continue
            if here is None and to in entries_at:
                continue  # the generated code reaching an ENTRY function
            where = f"the {here} copy" if here else "code outside the copies"
            problems.append(f"{binary}: {where} reaches the {there} copy at {to:#x}: {line.strip()}")
    for at, to in relocated.items():
        if any(start <= at < end for start, end in got):
            continue  # a GOT cell: checked where code loads it
        there = owner(ranges, to, True)
        here = owner(ranges, at, False)
        if there is None or there == here or (here is None and to in entries_at):
            continue
        where = f"data of the {here} copy" if here else "data outside the copies"
        problems.append(f"{binary}: {where} at {at:#x} points into the {there} copy ({to:#x})")
    return problems


def pe_image(binary):
    """PE32+ image: (bytes, image base, data directory reader, rva -> file offset)."""
    with open(binary, "rb") as f:
        image = f.read()
    pe = struct.unpack_from("<I", image, 0x3C)[0]
    if image[pe:pe + 4] != b"PE\0\0":
        raise SystemExit(f"{binary}: not a PE image")
    section_count, optional_size = struct.unpack_from("<H12xH", image, pe + 6)
    optional = pe + 24
    if struct.unpack_from("<H", image, optional)[0] != 0x20B:
        raise SystemExit(f"{binary}: not a PE32+ image")
    image_base = struct.unpack_from("<Q", image, optional + 24)[0]
    table = []  # (rva, size, file offset) of each section
    for i in range(section_count):
        header = optional + optional_size + 40 * i
        size, rva, raw_size, raw_at = struct.unpack_from("<IIII", image, header + 8)
        table.append((rva, max(size, raw_size), raw_at, raw_size))

    def directory(index):  # (rva, size) of a data directory
        return struct.unpack_from("<II", image, optional + 112 + index * 8)

    def file_offset(rva):
        for start, size, raw_at, raw_size in table:
            if start <= rva < start + size and rva - start < raw_size:
                return raw_at + rva - start
        return None

    return image, image_base, directory, file_offset


def pe_unwind_problems(binary):
    """PE32+ image: problems of its unwind table (the exception directory,
    .pdata): the unwinder looks a function up by binary search, so the
    entries must be sorted by start, each non-empty and none overlapping the
    next; else an exception thrown through the covered code finds another
    function's unwind data (Wine then loops forever)."""
    image, image_base, directory, file_offset = pe_image(binary)
    rva, size = directory(3)  # IMAGE_DIRECTORY_ENTRY_EXCEPTION
    at = file_offset(rva) if size else None
    if at is None:
        return [f"{binary}: no unwind table (.pdata)"]
    entries = [struct.unpack_from("<III", image, at + i) for i in range(0, size - size % 12, 12)]
    problems = []
    for i, (begin, end, unwind) in enumerate(entries):
        if begin >= end:
            problems.append(f"{binary}: unwind entry {i} is empty ({image_base + begin:#x}-{image_base + end:#x})")
        if i and begin < entries[i - 1][1]:
            before = entries[i - 1]
            problems.append(f"{binary}: unwind entry {i} ({image_base + begin:#x}-{image_base + end:#x}) "
                            f"starts inside or before entry {i - 1} "
                            f"({image_base + before[0]:#x}-{image_base + before[1]:#x})")
    return problems


def pe_relocated_words(binary):
    """PE32+ image: {address: value} of every 64-bit word the loader relocates
    (IMAGE_REL_BASED_DIR64 entries of the base relocation table), as
    addresses at the preferred image base, like the linker's map."""
    image, image_base, directory, file_offset = pe_image(binary)
    reloc_rva, reloc_size = directory(5)  # IMAGE_DIRECTORY_ENTRY_BASERELOC
    words = {}
    at, end = file_offset(reloc_rva), None
    if at is None:
        return words
    end = at + reloc_size
    while at + 8 <= end:
        page, block = struct.unpack_from("<II", image, at)
        if block < 8:
            break
        for i in range((block - 8) // 2):
            entry = struct.unpack_from("<H", image, at + 8 + 2 * i)[0]
            if entry >> 12 == 10:  # IMAGE_REL_BASED_DIR64
                rva = page + (entry & 0xFFF)
                where = file_offset(rva)
                if where is not None:
                    words[image_base + rva] = struct.unpack_from("<Q", image, where)[0]
        at += block
    return words


def sections(readelf, binary):
    """(start, end, name) of the program's allocated sections."""
    found = []
    for line in run(readelf, "-SW", binary).splitlines():
        m = re.match(r"^\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if m:
            start, size = int(m.group(2), 16), int(m.group(3), 16)
            found.append((start, start + size, m.group(1)))
    return found


def entry_addresses(tools, binary, copies, entries):
    """Addresses of the copies' ENTRY functions in the program."""
    wanted = {e + "_lanefill_" + isa for isa in copies for e in entries}
    found = set()
    for line in run(tools[2], "--defined-only", binary).splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[2] in wanted:
            found.add(int(parts[0], 16))
    return found


def self_test(compiler, tools):
    """Naive per-target objects (no isolation) must fail both checks."""
    source = (
        "template <class T> __attribute__((noinline)) T twice(T x) { return x + x; }\n"
        "struct Init { int v; Init() : v(twice(21)) {} };\n"
        "static Init init;\n"
        'extern "C" int ENTRY(int x) { return twice(x) + init.v; }\n')
    main = ('extern "C" int entry_lanefill_scalar(int); extern "C" int entry_lanefill_avx2(int);\n'
            "int main(int argc, char**) { return entry_lanefill_scalar(argc) + "
            "entry_lanefill_avx2(argc) > 0 ? 0 : 1; }\n")
    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "copy.cpp")
        with open(src, "w") as f:
            f.write(source)
        with open(os.path.join(work, "main.cpp"), "w") as f:
            f.write(main)
        copies = {}
        for isa, flags in (("scalar", []), ("avx2", ["-mavx2"])):
            obj = os.path.join(work, f"naive-{isa}.o")
            run(compiler, "-O2", *flags, f"-DENTRY=entry_lanefill_{isa}", "-c", src, "-o", obj)
            copies[isa] = obj
        binary = os.path.join(work, "naive")
        if not is_elf(copies["scalar"]):
            binary += ".exe"
        map_path = binary + ".map"
        run(compiler, os.path.join(work, "main.cpp"), copies["scalar"], copies["avx2"], "-o", binary,
            f"-Wl,-Map={map_path}")
        object_problems = [p for isa, o in copies.items() for p in check_object(tools, isa, o, ["entry"])]
        ranges = read_map(map_path, copies)
        binary_problems = check_binary(tools, binary, ranges,
                                       entry_addresses(tools, binary, copies, ["entry"]))
        unwind_problems = None
        if not is_elf(copies["scalar"]):
            # PE: two objects in one plain relocatable link (GNU ld sorts its
            # .pdata without the relocations), then into a program: their
            # functions in a different order of size, so that the sort moves
            # entries.
            small = 'extern "C" void small_NAME(int x) { sink(x); }\n'
            big = ('extern "C" void big_NAME(int x) {\n'
                   "  for (int i = 0; i < x; ++i) { sink(i); sink(i * 3); sink(i ^ 5); }\n  sink(x);\n}\n")
            objects = []
            for name, body in (("a", small + big), ("b", big + small)):
                path = os.path.join(work, f"unwind-{name}.cpp")
                with open(path, "w") as f:
                    f.write("void sink(int);\n" + body.replace("NAME", name))
                objects.append(path[:-4] + ".o")
                run(compiler, "-O2", "-c", path, "-o", objects[-1])
            partial = os.path.join(work, "unwind-both.o")
            run(compiler, "-r", "-nostdlib", *objects, "-o", partial)
            with open(os.path.join(work, "unwind-main.cpp"), "w") as f:
                f.write('volatile int seen; void sink(int x) { seen = x; }\n'
                        'extern "C" { void small_a(int); void big_a(int); void small_b(int); void big_b(int); }\n'
                        "int main(int argc, char**) { small_a(argc); big_a(argc); small_b(argc); "
                        "big_b(argc); return 0; }\n")
            relinked = os.path.join(work, "unwind.exe")
            run(compiler, "-O2", os.path.join(work, "unwind-main.cpp"), partial, "-o", relinked)
            unwind_problems = pe_unwind_problems(relinked)
    print(f"naive objects: {len(object_problems)} object problems, "
          f"{len(binary_problems)} program problems")
    for p in (object_problems[:3] + binary_problems[:3]):
        print("  " + p)
    if not object_problems or not binary_problems:
        print("FAIL: the checks missed code shared between naive per-target objects")
        return 1
    if unwind_problems is not None:
        print(f"plain relocatable link (PE): {len(unwind_problems)} unwind table problems")
        for p in unwind_problems[:3]:
            print("  " + p)
        if not unwind_problems:
            print("FAIL: the unwind table check passed a table a plain relocatable link scrambled")
            return 1
    print("self-test passed: both checks catch a build without isolation")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", nargs=3, metavar=("OBJDUMP", "READELF", "NM"), required=True)
    parser.add_argument("--map")
    parser.add_argument("--binary")
    parser.add_argument("--copy", action="append", default=[], help="ISA=OBJECT")
    parser.add_argument("--entry", action="append", default=[])
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--compiler")
    args = parser.parse_args()
    if args.self_test:
        return self_test(args.compiler, args.tools)
    copies = dict(c.split("=", 1) for c in args.copy)
    if len(copies) < 1 or not args.entry or not args.binary or not args.map:
        parser.error("--copy, --entry, --binary and --map are required")
    problems = []
    for isa, path in copies.items():
        problems += check_object(args.tools, isa, path, args.entry)
    ranges = read_map(args.map, copies)
    problems += check_binary(args.tools, args.binary, ranges,
                             entry_addresses(args.tools, args.binary, copies, args.entry))
    for p in problems:
        print(p)
    covered = sorted({isa for _, _, isa, _ in ranges})
    print(f"{len(copies)} copies ({', '.join(copies)}), {len(ranges)} of their sections in "
          f"{os.path.basename(args.binary)} (copies placed: {', '.join(covered)}): "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
