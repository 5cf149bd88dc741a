package bench

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net"
	"runtime"
	"slices"
	"syscall"
	"time"
)

// MachineConfig sizes a probe of the machine (ProbeMachine). Zero fields
// take the defaults in parentheses.
type MachineConfig struct {
	// Sizes are the working sets of the memory-latency probe, in bytes
	// (64 KiB, 512 KiB, 1, 2, 4, 16 and 64 MiB).
	Sizes []int
	// Rounds is how many timed rounds each probe runs, hot and after
	// an idle gap (40).
	Rounds int
	// Idle is the gap slept before each round of the "after idle" figures
	// (20 ms): about the time between two requests at 50 per second.
	Idle time.Duration
}

// MachineReport is what ProbeMachine measured: the costs that bound an
// arbitra node's CPU time here, each hot (back to back) and after an idle
// gap, as medians over rounds.
type MachineReport struct {
	Schema     string  `json:"schema"` // "arbitra-machine/1"
	GoVersion  string  `json:"go_version"`
	OS         string  `json:"os"`
	Arch       string  `json:"arch"`
	CPUs       int     `json:"cpus"`
	GOMAXPROCS int     `json:"gomaxprocs"`
	IdleMS     float64 `json:"idle_ms"`
	// Memory is the latency of one dependent load at random places in a
	// working set of each size: the cost of a cache miss at that size.
	Memory []MemoryLatency `json:"memory"`
	// ComputeUS is a fixed computation that stays in the first-level
	// caches (16 SHA-256 of 4 KiB): if it slows down after idle, the
	// clock did; if only the memory probe does, the caches were emptied.
	ComputeUS HotIdle `json:"compute_us"`
	// SyscallNS is one getppid system call, hot.
	SyscallNS float64 `json:"syscall_ns"`
	// LoopbackRTTUS is one 8-byte round trip over loopback TCP between
	// two goroutines of this process: two wake-ups of a blocked reader.
	LoopbackRTTUS HotIdle `json:"loopback_rtt_us"`
}

// MemoryLatency is the memory probe at one working-set size.
type MemoryLatency struct {
	Bytes  int     `json:"bytes"`
	HotNS  float64 `json:"hot_ns"`
	IdleNS float64 `json:"idle_ns"`
}

// HotIdle is one probe's median, back to back and after an idle gap.
type HotIdle struct {
	Hot  float64 `json:"hot"`
	Idle float64 `json:"idle"`
}

// MachineSchema names the MachineReport format.
const MachineSchema = "arbitra-machine/1"

const chaseSteps = 4096 // dependent loads per memory-probe round

// ProbeMachine measures this machine's memory latency by working-set size,
// a cache-resident computation, a system call and a loopback round trip,
// each back to back and after cfg.Idle of sleep. It explains figures of
// the load runs that the processor's clock does not: a machine whose
// caches are shared or emptied while a node idles runs the same verdict
// in more CPU time. It allocates the largest working set once and takes
// about Rounds × Idle per probe.
func ProbeMachine(ctx context.Context, cfg MachineConfig) (*MachineReport, error) {
	if len(cfg.Sizes) == 0 {
		cfg.Sizes = []int{64 << 10, 512 << 10, 1 << 20, 2 << 20, 4 << 20, 16 << 20, 64 << 20}
	}
	if cfg.Rounds <= 0 {
		cfg.Rounds = 40
	}
	if cfg.Idle <= 0 {
		cfg.Idle = 20 * time.Millisecond
	}
	for _, s := range cfg.Sizes {
		if s < 64*8 || s > 1<<30 {
			return nil, fmt.Errorf("bench: machine probe: working set of %d bytes is outside 512 B to 1 GiB", s)
		}
	}
	rep := &MachineReport{
		Schema: MachineSchema, GoVersion: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH,
		CPUs: runtime.NumCPU(), GOMAXPROCS: runtime.GOMAXPROCS(0), IdleMS: float64(cfg.Idle) / float64(time.Millisecond),
	}
	// Nothing else in this process runs while it probes. The memory and
	// compute probes stay on one thread, whose caches are their own; the
	// round trip does not, as a node's goroutines do not.
	runtime.LockOSThread()
	unlocked := false
	unlock := func() {
		if !unlocked {
			unlocked = true
			runtime.UnlockOSThread()
		}
	}
	defer unlock()

	chain := make([]uint64, slices.Max(cfg.Sizes)/8)
	for _, size := range cfg.Sizes {
		next := chain[:size/8]
		cycle(next)
		pos := uint64(0)
		round := func() float64 {
			start := time.Now()
			for range chaseSteps {
				pos = next[pos]
			}
			return float64(time.Since(start).Nanoseconds()) / chaseSteps
		}
		for range len(next)/chaseSteps + 1 { // one pass to fault in and warm the set
			round()
		}
		hot, idle, err := hotIdle(ctx, cfg, round)
		if err != nil {
			return nil, err
		}
		rep.Memory = append(rep.Memory, MemoryLatency{Bytes: size, HotNS: round2(hot), IdleNS: round2(idle)})
	}
	chain = nil

	var buf [4096]byte
	hot, idle, err := hotIdle(ctx, cfg, func() float64 {
		start := time.Now()
		for range 16 {
			s := sha256.Sum256(buf[:])
			buf[0] ^= s[0]
		}
		return float64(time.Since(start).Nanoseconds()) / 1e3
	})
	if err != nil {
		return nil, err
	}
	rep.ComputeUS = HotIdle{Hot: round2(hot), Idle: round2(idle)}

	const calls = 20000
	var sc []float64
	for range cfg.Rounds {
		start := time.Now()
		for range calls {
			syscall.Getppid()
		}
		sc = append(sc, float64(time.Since(start).Nanoseconds())/calls)
	}
	rep.SyscallNS = round2(median(sc))

	unlock()
	rtt, err := loopbackRTT(ctx, cfg)
	if err != nil {
		return nil, err
	}
	rep.LoopbackRTTUS = rtt
	return rep, nil
}

// cycle makes next one random cycle through all its indices (Sattolo's
// algorithm), so that following it visits the whole set in an order the
// processor cannot predict.
func cycle(next []uint64) {
	for i := range next {
		next[i] = uint64(i)
	}
	for i := len(next) - 1; i > 0; i-- {
		j := rand.IntN(i)
		next[i], next[j] = next[j], next[i]
	}
}

// hotIdle runs round cfg.Rounds times back to back, then cfg.Rounds times
// each after sleeping cfg.Idle, and returns the two medians.
func hotIdle(ctx context.Context, cfg MachineConfig, round func() float64) (hot, idle float64, err error) {
	var h, i []float64
	for range cfg.Rounds {
		h = append(h, round())
	}
	t := time.NewTimer(cfg.Idle)
	defer t.Stop()
	for range cfg.Rounds {
		t.Reset(cfg.Idle)
		select {
		case <-ctx.Done():
			return 0, 0, ctx.Err()
		case <-t.C:
		}
		i = append(i, round())
	}
	return median(h), median(i), nil
}

// loopbackRTT times 8-byte ping-pongs over a loopback TCP connection.
func loopbackRTT(ctx context.Context, cfg MachineConfig) (HotIdle, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return HotIdle{}, fmt.Errorf("bench: machine probe: %w", err)
	}
	defer ln.Close()
	echoed := make(chan error, 1)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			echoed <- err
			return
		}
		defer c.Close()
		_, err = io.Copy(c, c)
		echoed <- err
	}()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		ln.Close() // ends the echo's Accept
		<-echoed
		return HotIdle{}, fmt.Errorf("bench: machine probe: %w", err)
	}
	var rerr error
	var ping [8]byte
	round := func() float64 {
		start := time.Now()
		if _, err := c.Write(ping[:]); err != nil {
			rerr = err
			return 0
		}
		if _, err := io.ReadFull(c, ping[:]); err != nil {
			rerr = err
			return 0
		}
		return float64(time.Since(start).Nanoseconds()) / 1e3
	}
	for range 10 {
		round()
	}
	hot, idle, err := hotIdle(ctx, cfg, round)
	c.Close()
	if err == nil {
		err = rerr
	}
	if eerr := <-echoed; err == nil && eerr != nil && !errors.Is(eerr, net.ErrClosed) {
		err = eerr
	}
	if err != nil {
		return HotIdle{}, fmt.Errorf("bench: machine probe: loopback: %w", err)
	}
	return HotIdle{Hot: round2(hot), Idle: round2(idle)}, nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

func round2(x float64) float64 { return math.Round(x*100) / 100 }

// WriteText prints the report as a table.
func (r *MachineReport) WriteText(w io.Writer) error {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	p("arbitra bench --machine: %s/%s, %d CPUs (GOMAXPROCS %d), %s; medians of rounds, hot and after %.0f ms idle\n",
		r.OS, r.Arch, r.CPUs, r.GOMAXPROCS, r.GoVersion, r.IdleMS)
	p("\nrandom dependent loads, ns each\n%-14s %10s %10s %9s\n", "working set", "hot", "idle", "idle/hot")
	for _, m := range r.Memory {
		p("%-14s %10.1f %10.1f %7.1f×\n", sizeLabel(m.Bytes), m.HotNS, m.IdleNS, ratio(m.IdleNS, m.HotNS))
	}
	p("\n%-34s %10s %10s %8s\n", "", "hot", "idle", "idle/hot")
	p("%-34s %10.1f %10.1f %7.2f×\n", "compute, µs (16 × SHA-256 4 KiB)", r.ComputeUS.Hot, r.ComputeUS.Idle, ratio(r.ComputeUS.Idle, r.ComputeUS.Hot))
	p("%-34s %10.1f %10.1f %7.2f×\n", "loopback TCP round trip, µs", r.LoopbackRTTUS.Hot, r.LoopbackRTTUS.Idle, ratio(r.LoopbackRTTUS.Idle, r.LoopbackRTTUS.Hot))
	_, err := fmt.Fprintf(w, "%-34s %10.1f\n", "system call (getppid), ns", r.SyscallNS)
	return err
}

func sizeLabel(b int) string {
	if b >= 1<<20 && b%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", b>>20)
	}
	return fmt.Sprintf("%d KiB", b>>10)
}
