package bench

import (
	"bufio"
	"bytes"
	"os"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// CPUTime is the process's user plus system CPU time so far.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// procStatus reads a "kB" field of /proc/self/status in bytes (Linux); 0
// elsewhere.
func procStatus(field string) uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), field+":"); ok {
			if f := strings.Fields(rest); len(f) > 0 {
				n, _ := strconv.ParseUint(f[0], 10, 64)
				return n << 10
			}
		}
	}
	return 0
}

// RSS is the process's resident set size now, in bytes.
func RSS() uint64 { return procStatus("VmRSS") }

// PeakRSS is the process's high-water resident set size, in bytes.
func PeakRSS() uint64 { return procStatus("VmHWM") }

// HeapInuse is runtime.MemStats.HeapInuse after a GC.
func HeapInuse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}
