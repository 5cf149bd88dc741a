#!/usr/bin/env bash
# Compares two arbitra builds on one `arbitra bench` workload. The builds
# run alternately, A B B A in each round, so that a machine that speeds up
# or slows down during the comparison weighs on both alike; every run gets
# a fresh data directory. The JSON reports are converted to the Go
# benchmark format by the newer build (`arbitra bench --from … --benchfmt`,
# which also reads reports of builds older than that flag) and compared
# with benchstat when it is installed.
#
#   scripts/ab.sh [-n ROUNDS] [-d DATA_PARENT] [-o OUT_DIR] OLD_BINARY NEW_BINARY [bench flags...]
#
#   -n  rounds of A B B A (default 3: six runs of each build)
#   -d  parent of the runs' data directories (default: a temporary
#       directory; /dev/shm takes the disk's fsync out)
#   -o  where the reports and old.txt / new.txt go (default: a temporary
#       directory, printed)
#
# Example: scripts/ab.sh -n 4 -d /dev/shm ./arbitra-old ./arbitra --duration 20s --concurrency 32
set -euo pipefail

rounds=3 parent="" out=""
while getopts "n:d:o:h" opt; do
	case $opt in
	n) rounds=$OPTARG ;;
	d) parent=$OPTARG ;;
	o) out=$OPTARG ;;
	h) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
	*) exit 2 ;;
	esac
done
shift $((OPTIND - 1))
if [ $# -lt 2 ]; then
	echo "usage: scripts/ab.sh [-n ROUNDS] [-d DATA_PARENT] [-o OUT_DIR] OLD_BINARY NEW_BINARY [bench flags...]" >&2
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
	one old "$old" $((n + 1)) "$@"
	one new "$new" $((n + 1)) "$@"
	one new "$new" $((n + 2)) "$@"
	one old "$old" $((n + 2)) "$@"
	n=$((n + 2))
done

rm -f "$out/old.txt" "$out/new.txt"
for label in old new; do
	files=$(ls "$out"/$label-*.json | paste -sd, -)
	"$new" bench --from "$files" --benchfmt "$out/$label.txt"
done
echo "reports and benchmark files in $out" >&2
if command -v benchstat >/dev/null; then
	benchstat "$out/old.txt" "$out/new.txt"
else
	echo "benchstat is not installed: go install golang.org/x/perf/cmd/benchstat@latest, then benchstat $out/old.txt $out/new.txt" >&2
fi
