package bench

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
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
func procStatus(field string) uint64 { return procStatusOf("self", field) }

// procStatusOf reads a "kB" field of /proc/<pid>/status in bytes (Linux);
// 0 elsewhere or when the process is gone.
func procStatusOf(pid, field string) uint64 { return procStatusFields(pid, field)[0] }

// procStatusFields reads several "kB" fields of /proc/<pid>/status in one
// read, in bytes, in the order asked; 0 for a field it lacks.
func procStatusFields(pid string, fields ...string) []uint64 {
	out := make([]uint64, len(fields))
	b, err := os.ReadFile("/proc/" + pid + "/status")
	if err != nil {
		return out
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := sc.Text()
		for i, field := range fields {
			if rest, ok := strings.CutPrefix(line, field+":"); ok {
				if f := strings.Fields(rest); len(f) > 0 {
					n, _ := strconv.ParseUint(f[0], 10, 64)
					out[i] = n << 10
				}
			}
		}
	}
	return out
}

// RSS is the process's resident set size now, in bytes.
func RSS() uint64 { return procStatus("VmRSS") }

// PeakRSS is the process's high-water resident set size, in bytes.
func PeakRSS() uint64 { return procStatus("VmHWM") }

// LoadAvg is the 1-minute load average (Linux), so that a report says how
// busy the machine was; -1 when unknown.
func LoadAvg() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return -1
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return -1
	}
	v, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		return -1
	}
	return v
}

// HeapInuse is runtime.MemStats.HeapInuse after a GC.
func HeapInuse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// procSampler records the largest RSS seen between start and stop (VmHWM
// covers the whole process life; this covers one run), and the largest
// anonymous part of it.
type procSampler struct {
	stop     chan struct{}
	wg       sync.WaitGroup
	peak     uint64
	peakAnon uint64
	// marks are the process's CPU time and RSS every window, from the
	// start, and once more at Stop.
	marks []mark
}

type mark struct {
	at   time.Time
	cpu  time.Duration
	rss  uint64
	anon uint64 // RssAnon: the part of rss that is not mapped files
}

func markNow() mark {
	f := procStatusFields("self", "VmRSS", "RssAnon")
	return mark{at: time.Now(), cpu: CPUTime(), rss: f[0], anon: f[1]}
}

// sampleProcess tracks the peak RSS, sampled every every, and sets a mark
// every window.
func sampleProcess(ctx context.Context, every, window time.Duration) *procSampler {
	first := markNow()
	s := &procSampler{stop: make(chan struct{}), peak: first.rss, peakAnon: first.anon, marks: []mark{first}}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-s.stop:
				return
			case <-t.C:
				m := markNow()
				s.peak, s.peakAnon = max(s.peak, m.rss), max(s.peakAnon, m.anon)
				if m.at.Sub(s.marks[len(s.marks)-1].at) >= window {
					s.marks = append(s.marks, m)
				}
			}
		}
	}()
	return s
}

// Stop ends sampling and returns the peak RSS and the peak of its
// anonymous part.
func (s *procSampler) Stop() (rss, anon uint64) {
	close(s.stop)
	s.wg.Wait()
	last := markNow()
	s.marks = append(s.marks, last)
	return max(s.peak, last.rss), max(s.peakAnon, last.anon)
}
