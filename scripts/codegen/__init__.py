"""lanefill's code generator (scripts/generate.py): every layer of the entry
list (include/lanefill/entries.def) and the kernel bodies, written out as
plain, formatted C and C++ that a reader can grep and a debugger can step."""
