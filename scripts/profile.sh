#!/usr/bin/env bash
# Nsight Compute over every CUDA variant at one size: global load/store
# sectors per request, shared-memory bank conflicts and DRAM throughput, one
# row per variant (the last timed launch of each), clocks left as found.
#
#   scripts/profile.sh [ROWS COLS ELEM_SIZE] [OUT_DIR]    (default 8192 8192 4 .)
# BUILD_DIR (default: build) names the build holding cli/crosspose.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rows=${1:-8192} cols=${2:-8192} elem=${3:-4} out=${4:-.}
build=${BUILD_DIR:-$root/build}
tool="$build/cli/crosspose"
mkdir -p "$out"
metrics=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes.sum.per_second
metrics+=,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
metrics+=,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum
metrics+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
variants=$("$tool" list 2>/dev/null | awk '/^backend cuda/{on=1; next} /^backend/{on=0} on && $1 == "variant" {print $2}')
[ -n "$variants" ] || variants="fast naive naive_rows shared shared_padded shared_1d shared_vec4 register_4x4 register_2x2 hlsl_groupshared hlsl_groupshared_coalesced"
printf '| variant | ms | DRAM %% of peak | DRAM GB/s | ld sectors/req | st sectors/req | smem ld conflicts | smem st conflicts |\n'
printf '|---|---|---|---|---|---|---|---|\n'
for v in $variants; do
  csv="$out/ncu_${v}_${rows}x${cols}_e${elem}.csv"
  ncu --clock-control none --print-units base --metrics "$metrics" --csv --launch-skip 1 --launch-count 1 \
    --kernel-name "regex:(direct|gather_tile|hlsl_groupshared|register_block|shared_tile|shared_vec|thin|vec_tile|word_tile)_kernel" \
    "$tool" bench --backend cuda --variant "$v" --rows "$rows" --cols "$cols" --elem-size "$elem" \
    --warmup 1 --reps 1 > "$csv" 2>"$out/ncu_${v}.err" || { echo "| $v | ncu failed: $(tail -1 "$out/ncu_${v}.err") |"; continue; }
  python3 - "$v" "$csv" <<'PY'
import csv, sys
name, path = sys.argv[1], sys.argv[2]
lines = open(path).read().splitlines()
start = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
if start is None:
    print(f"| {name} | no kernel profiled |"); sys.exit()
m, unit = {}, {}
for r in csv.DictReader(lines[start:]):
    m[r["Metric Name"]] = float(r["Metric Value"].replace(",", "") or 0)
    unit[r["Metric Name"]] = r.get("Metric Unit", "")
def ratio(a, b): return m.get(a, 0) / m[b] if m.get(b) else 0
unit_ms = {"nsecond": 1e-6, "usecond": 1e-3, "msecond": 1.0, "second": 1e3}.get(unit.get("gpu__time_duration.sum"), 1e-6)
print(f"| {name} | {m.get('gpu__time_duration.sum', 0) * unit_ms:.4f} "
      f"| {m.get('dram__throughput.avg.pct_of_peak_sustained_elapsed', 0):.1f} "
      f"| {m.get('dram__bytes.sum.per_second', 0) / 1e9:.0f} "
      f"| {ratio('l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum', 'l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum'):.2f} "
      f"| {ratio('l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum', 'l1tex__t_requests_pipe_lsu_mem_global_op_st.sum'):.2f} "
      f"| {m.get('l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum', 0):.0f} "
      f"| {m.get('l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum', 0):.0f} |")
PY
done
