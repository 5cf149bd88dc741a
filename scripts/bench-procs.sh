#!/usr/bin/env bash
# Runs `arbitra bench --target` against a network of separate processes on
# loopback: one coordinator, JURORS jurors and the bench engine, each its
# own `arbitra` process, as an operator would run them. The jurors use the
# openai engine against `arbitra bench --serve-engine`, which answers as
# the in-process bench's engine does (at once, or after -D), so the two
# setups run the same work and their figures can be compared.
#
# After a warm-up of 64 unmeasured requests it runs the bench with the
# given flags (and --warmup -1, so that the processes' CPU time covers the
# measured requests alone), then prints each process's CPU time over the
# measured load and its peak RSS, and the CPU per verdict of the nodes
# (coordinator and jurors) and of the load generator: the separate-process
# counterpart of the in-process report's CPU by role.
#
#   scripts/bench-procs.sh [-b BINARY] [-J JUROR_BINARY] [-j JURORS] [-d DATA_PARENT] [-D DELAY] [bench flags...]
#
#   -b  the arbitra binary (default: built from this checkout)
#   -J  the binary the jurors run (default: -b's), such as the juror build
#       (go build -tags arbitra_juror ./cmd/arbitra)
#   -j  juror processes (default 5); the panel is min(5, JURORS) unless
#       the bench flags set --panel
#   -d  parent of the data directories (default: a temporary directory on
#       the root file system; /dev/shm takes the disk's fsync out)
#   -D  the bench engine's fixed model time (default 0: instant)
#
# Example: scripts/bench-procs.sh -d /dev/shm --duration 20s --concurrency 32 --out procs.json
set -euo pipefail

bin="" jurorbin="" jurors=5 parent="" delay=0
# The script's own options come first; the first argument that is not one
# of them starts the bench flags.
while [ $# -gt 0 ]; do
	case $1 in
	-b | -J | -j | -d | -D)
		if [ $# -lt 2 ]; then
			echo "scripts/bench-procs.sh: $1 wants a value" >&2
			exit 2
		fi
		case $1 in -b) bin=$2 ;; -J) jurorbin=$2 ;; -j) jurors=$2 ;; -d) parent=$2 ;; -D) delay=$2 ;; esac
		shift 2
		;;
	-h | --help)
		sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//'
		exit 0
		;;
	*) break ;;
	esac
done
case "$jurors" in '' | *[!0-9]* | 0)
	echo "scripts/bench-procs.sh: -j wants a positive number of jurors" >&2
	exit 2
	;;
esac
if [ -n "$parent" ] && [ ! -d "$parent" ]; then
	echo "scripts/bench-procs.sh: -d $parent is not a directory" >&2
	exit 2
fi

work=$(mktemp -d "${parent:-${TMPDIR:-/tmp}}/arbitra-procs.XXXXXX")
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill -INT "$p" 2>/dev/null || true; done
	for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ -z "$bin" ]; then
	bin=$work/arbitra
	(cd "$(dirname "${BASH_SOURCE[0]}")/.." && go build -o "$bin" ./cmd/arbitra)
fi
jurorbin=${jurorbin:-$bin}
for b in "$bin" "$jurorbin"; do
	if [ ! -x "$b" ]; then
		echo "scripts/bench-procs.sh: $b is not an executable" >&2
		exit 2
	fi
done

# start NAME BINARY ARGS...: starts a process with its stdout in
# $work/NAME.out and its log in $work/NAME.log.
start() {
	local name=$1 exe=$2
	shift 2
	"$exe" "$@" >"$work/$name.out" 2>"$work/$name.log" &
	pids+=($!)
}

# field NAME KEY: waits up to 60 s for the first stdout line of NAME that
# starts with KEY and prints its value.
field() {
	local i line
	for ((i = 0; i < 600; i++)); do
		line=$(grep -m1 "^$2 " "$work/$1.out" 2>/dev/null || true)
		if [ -n "$line" ]; then
			echo "${line#"$2"}" | tr -d ' '
			return 0
		fi
		sleep 0.1
	done
	echo "scripts/bench-procs.sh: $1 printed no '$2' line; its log:" >&2
	cat "$work/$1.log" >&2
	exit 1
}

start engine "$bin" bench --serve-engine 127.0.0.1:0 --delay "$delay"
engine=$(field engine engine)
model=$(field engine model)
start coordinator "$bin" coordinator --datadir "$work/coordinator" --listen /ip4/127.0.0.1/tcp/0 \
	--http-addr 127.0.0.1:0 --min-jurors "$jurors" --log-level error
listen=$(field coordinator listen)
api=$(field coordinator api)
for ((i = 0; i < jurors; i++)); do
	start "juror-$i" "$jurorbin" juror --datadir "$work/juror-$i" --listen /ip4/127.0.0.1/tcp/0 --bootstrap "$listen" \
		--engine openai --openai-url "$engine" --model "$model" --capacity 256 --log-level error
done
# ready: whether the coordinator's /readyz answers 200 (bash's /dev/tcp, so
# that no HTTP client needs installing).
ready() {
	local hostport=${api#http://} status
	exec 3<>"/dev/tcp/${hostport%%:*}/${hostport##*:}" || return 1
	printf 'GET /readyz HTTP/1.0\r\nHost: %s\r\n\r\n' "$hostport" >&3
	read -r -t 5 _ status _ <&3 || true # a server that never answers counts as not ready
	exec 3<&-
	[ "$status" = 200 ]
}
for ((i = 0; i < 600; i++)); do
	if ready 2>/dev/null; then
		break
	fi
	if [ "$i" = 599 ]; then
		echo "scripts/bench-procs.sh: the coordinator never saw $jurors live jurors; its log:" >&2
		cat "$work/coordinator.log" >&2
		exit 1
	fi
	sleep 0.1
done
panel=$((jurors < 5 ? jurors : 5))
"$bin" bench --target "$api" --panel "$panel" --count 64 --concurrency 8 --warmup -1 --baseline -1 >/dev/null

# The processes' CPU time in clock ticks (utime + stime) and peak RSS in kB.
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hwm() { awk '/^VmHWM:/ {print $2}' "/proc/$1/status"; }
names=(engine coordinator)
for ((i = 0; i < jurors; i++)); do names+=("juror-$i"); done
before=()
for p in "${pids[@]}"; do before+=("$(ticks "$p")"); done

report=$work/report.json
prev=""
for a in "$@"; do
	case $prev in --out | -out) report=$a ;; esac
	case $a in --out=* | -out=*) report=${a#*=} ;; esac
	prev=$a
done
status=0
"$bin" bench --target "$api" --panel "$panel" --warmup -1 --out "$work/report.json" "$@" || status=$?
if [ ! -s "$report" ]; then
	exit "$status"
fi

hz=$(getconf CLK_TCK)
ok=$(tr -d ' \n' <"$report" | grep -o '"requests":{[^}]*}' | grep -o '"ok":[0-9]*' | cut -d: -f2)
loadcpu=$(tr -d ' \n' <"$report" | grep -o '"cpu_seconds":[0-9.eE+-]*' | head -1 | cut -d: -f2)
echo
echo "processes over the measured load ($ok verdicts; $jurors jurors, engine $model):"
nodes=0
for i in "${!pids[@]}"; do
	d=$(($(ticks "${pids[$i]}") - ${before[$i]}))
	[ "${names[$i]}" = engine ] || nodes=$((nodes + d))
	awk -v n="${names[$i]}" -v d="$d" -v hz="$hz" -v ok="$ok" -v kb="$(hwm "${pids[$i]}")" \
		'BEGIN { printf "  %-12s %8.2f s CPU  %6.3f ms per verdict  peak RSS %6.1f MiB\n", n, d / hz, ok ? d / hz * 1000 / ok : 0, kb / 1024 }'
done
awk -v d="$nodes" -v hz="$hz" -v ok="$ok" -v load="${loadcpu:-0}" 'BEGIN {
	printf "  %-12s %8.2f s CPU  %6.3f ms per verdict (coordinator and jurors)\n", "nodes", d / hz, ok ? d / hz * 1000 / ok : 0
	printf "  %-12s %8.2f s CPU  %6.3f ms per verdict (the bench process: load generator)\n", "load", load, ok ? load * 1000 / ok : 0
}'
exit "$status"
