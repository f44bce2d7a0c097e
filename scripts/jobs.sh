# Sourced by demo.sh and test.sh: $jobs, the parallel build and test jobs.
# LANEFILL_JOBS if set (a positive number); else the CPUs this process may use
# (nproc: affinity), no more than a cgroup CPU limit (cpu.max, as in a
# container) and no more than one job per GiB of available memory (a compiler
# process takes up to about 0.5 GiB here).
if [ -n "${LANEFILL_JOBS:-}" ]; then
  case "$LANEFILL_JOBS" in
    *[!0-9]* | 0) echo "lanefill: LANEFILL_JOBS must be a positive number, not '$LANEFILL_JOBS'" >&2; exit 2 ;;
  esac
  jobs=$LANEFILL_JOBS
else
  jobs=$(nproc)
  if [ -r /sys/fs/cgroup/cpu.max ]; then
    read -r quota period < /sys/fs/cgroup/cpu.max || true
    if [ "${quota:-max}" != max ] && [ "${period:-0}" -gt 0 ]; then
      limit=$(( (quota + period - 1) / period ))
      if [ "$limit" -ge 1 ] && [ "$limit" -lt "$jobs" ]; then jobs=$limit; fi
    fi
  fi
  mem_kib=$(awk '/^MemAvailable:/ {print $2}' /proc/meminfo 2>/dev/null || true)
  if [ -n "$mem_kib" ]; then
    by_memory=$(( mem_kib / 1048576 ))
    if [ "$by_memory" -lt 1 ]; then by_memory=1; fi
    if [ "$by_memory" -lt "$jobs" ]; then jobs=$by_memory; fi
  fi
fi
true
