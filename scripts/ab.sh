#!/usr/bin/env bash
# Compares two arbitra builds on one `arbitra bench` workload. The builds
# run alternately, A B B A in each round, so that a machine that speeds up
# or slows down during the comparison weighs on both alike; every run gets
# a fresh data directory. The JSON reports are converted to the Go
# benchmark format by the newer build (`arbitra bench --from … --benchfmt`,
# which also reads reports of builds older than that flag) and compared
# with benchstat when it is installed.
#
# With -p the two builds run at the same time instead, one run of each per
# round, the one started first alternating. Both then see the same machine
# at the same moment; on a workload that saturates the cores each gets
# half of them, so the ratio of their rates is the inverse ratio of their
# CPU per verdict, which the script prints round by round. This measures
# CPU efficiency on a machine whose speed changes within seconds; it says
# nothing of latency, since each run fills the other's idle time.
#
#   scripts/ab.sh [-p] [-n ROUNDS] [-d DATA_PARENT] [-o OUT_DIR] OLD_BINARY NEW_BINARY [bench flags...]
#
#   -p  run the two builds at the same time (see above)
#   -n  rounds of A B B A (default 3: six runs of each build); with -p,
#       rounds of one run each (default 3)
#   -d  parent of the runs' data directories (default: a temporary
#       directory; /dev/shm takes the disk's fsync out)
#   -o  where the reports and old.txt / new.txt go (default: a temporary
#       directory, printed)
#
# Example: scripts/ab.sh -n 4 -d /dev/shm ./arbitra-old ./arbitra --duration 20s --concurrency 32
set -euo pipefail

rounds=3 parent="" out="" parallel=""
while getopts "n:d:o:ph" opt; do
	case $opt in
	p) parallel=1 ;;
	n) rounds=$OPTARG ;;
	d) parent=$OPTARG ;;
	o) out=$OPTARG ;;
	h) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
if [ $# -lt 2 ]; then
	echo "usage: scripts/ab.sh [-p] [-n ROUNDS] [-d DATA_PARENT] [-o OUT_DIR] OLD_BINARY NEW_BINARY [bench flags...]" >&2
	exit 2
fi
old=$1 new=$2
shift 2
for b in "$old" "$new"; do
	if [ ! -x "$b" ]; then
		echo "scripts/ab.sh: $b is not an executable" >&2
		exit 2
	fi
done
case "$rounds" in '' | *[!0-9]* | 0)
	echo "scripts/ab.sh: -n wants a positive number of rounds" >&2
	exit 2
	;;
esac
if [ -z "$out" ]; then
	out=$(mktemp -d "${TMPDIR:-/tmp}/arbitra-ab.XXXXXX")
fi
mkdir -p "$out"
rm -f "$out"/old-*.json "$out"/new-*.json
parent=${parent:-$out}

# one LABEL BINARY N [bench flags...]: one run in a fresh data directory.
one() {
	local label=$1 bin=$2 n=$3
	shift 3
	local data
	data=$(mktemp -d "$parent/arbitra-ab-data.XXXXXX")
	"$bin" bench --data-dir "$data" --out "$out/$label-$n.json" "$@" >/dev/null || true
	rm -rf "$data"
	if [ ! -s "$out/$label-$n.json" ]; then
		echo "scripts/ab.sh: the $label run $n wrote no report" >&2
		exit 1
	fi
	printf '%s run %d done\n' "$label" "$n" >&2
}
n=0
for _ in $(seq "$rounds"); do
	if [ -n "$parallel" ]; then
		n=$((n + 1))
		if [ $((n % 2)) = 1 ]; then
			one old "$old" $n "$@" & first=$!
			one new "$new" $n "$@" & second=$!
		else
			one new "$new" $n "$@" & first=$!
			one old "$old" $n "$@" & second=$!
		fi
		wait $first && wait $second || exit 1
		continue
	fi
	one old "$old" $((n + 1)) "$@"
	one new "$new" $((n + 1)) "$@"
	one new "$new" $((n + 2)) "$@"
	one old "$old" $((n + 2)) "$@"
	n=$((n + 2))
done

rm -f "$out/old.txt" "$out/new.txt"
for label in old new; do
	files=$(for i in $(seq "$n"); do printf '%s\n' "$out/$label-$i.json"; done | paste -sd, -)
	"$new" bench --from "$files" --benchfmt "$out/$label.txt"
done
echo "reports and benchmark files in $out" >&2
if command -v benchstat >/dev/null; then
	benchstat "$out/old.txt" "$out/new.txt"
else
	echo "benchstat is not installed: go install golang.org/x/perf/cmd/benchstat@latest, then benchstat $out/old.txt $out/new.txt" >&2
fi
if [ -n "$parallel" ]; then
	# The runs of one round saw the same machine: compare them pairwise.
	paste -d'\n' <(grep '^Benchmark' "$out/old.txt") <(grep '^Benchmark' "$out/new.txt") | awk '
		function metric(unit,   i) { for (i = 3; i < NF; i++) if ($(i + 1) == unit) return $i; return 0 }
		NR % 2 == 1 { v = metric("verdicts/s"); c = metric("cpu-ms/verdict"); next }
		{
			if (v == 0 || c == 0) next
			r = metric("verdicts/s") / v; q = metric("cpu-ms/verdict") / c
			k++; sr += r; sq += q
			if (k == 1 || r < lo) lo = r
			if (k == 1 || r > hi) hi = r
			printf "round %d: new/old verdicts/s %.3f, CPU per verdict %.3f\n", k, r, q
		}
		END { if (k) printf "mean of %d rounds: verdicts/s %.3f (%.3f to %.3f), CPU per verdict %.3f\n", k, sr / k, lo, hi, sq / k }'
fi
