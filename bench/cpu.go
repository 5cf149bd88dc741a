package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"runtime/pprof"
	"sort"
	"time"

	"github.com/google/pprof/profile"
)

// RoleLabel is the pprof label that tells which part of an in-process
// network a goroutine works for. Goroutines inherit the labels of the
// goroutine that starts them, so a node started under a label carries it
// into every goroutine it spawns: its libp2p host, pubsub router, streams,
// badger, HTTP server and connections.
const RoleLabel = "arbitra_role"

// Roles of an in-process network.
const (
	RoleCoordinator = "coordinator"
	RoleJurors      = "jurors"
	RoleLoad        = "load"
	RoleBench       = "bench"
	// RoleUnattributed is CPU with no role: the Go runtime's own work
	// (garbage collection, the scheduler) and goroutines started before
	// any node.
	RoleUnattributed = "unattributed"
)

// withRole runs fn with the role label set on its goroutine.
func withRole(ctx context.Context, role string, fn func(context.Context)) {
	pprof.Do(ctx, pprof.Labels(RoleLabel, role), fn)
}

// cpuProfiler records a CPU profile of a window and splits it by role.
type cpuProfiler struct {
	buf   bytes.Buffer
	extra io.Writer
	on    bool
}

// startCPUProfile starts profiling; it reports false when another profile
// is already running (the split is then skipped, not faked).
func startCPUProfile(extra io.Writer) *cpuProfiler {
	p := &cpuProfiler{extra: extra}
	p.on = pprof.StartCPUProfile(&p.buf) == nil
	return p
}

// stop ends the profile, writes it to the extra writer if any, and returns
// the CPU time per role.
func (p *cpuProfiler) stop() (map[string]time.Duration, error) {
	if !p.on {
		return nil, nil
	}
	pprof.StopCPUProfile()
	if p.extra != nil {
		if _, err := p.extra.Write(p.buf.Bytes()); err != nil {
			return nil, fmt.Errorf("bench: write cpu profile: %w", err)
		}
	}
	return cpuByRole(p.buf.Bytes())
}

// cpuByRole sums a CPU profile's samples by RoleLabel.
func cpuByRole(raw []byte) (map[string]time.Duration, error) {
	prof, err := profile.Parse(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("bench: parse cpu profile: %w", err)
	}
	idx := -1
	for i, st := range prof.SampleType {
		if st.Type == "cpu" && st.Unit == "nanoseconds" {
			idx = i
		}
	}
	if idx < 0 {
		return nil, fmt.Errorf("bench: cpu profile has no cpu/nanoseconds samples")
	}
	out := make(map[string]time.Duration)
	for _, s := range prof.Sample {
		role := RoleUnattributed
		if v := s.Label[RoleLabel]; len(v) > 0 {
			role = v[0]
		}
		out[role] += time.Duration(s.Value[idx])
	}
	return out, nil
}

// RoleCPU is one role's share of the measured window's CPU.
type RoleCPU struct {
	Role         string  `json:"role"`
	Seconds      float64 `json:"seconds"`
	MsPerVerdict float64 `json:"ms_per_verdict"`
	Share        float64 `json:"share"`
}

func roleCPU(by map[string]time.Duration, verdicts int) []RoleCPU {
	var total time.Duration
	for _, d := range by {
		total += d
	}
	out := make([]RoleCPU, 0, len(by))
	for role, d := range by {
		r := RoleCPU{Role: role, Seconds: round3(d.Seconds()), Share: ratio(float64(d), float64(total))}
		if verdicts > 0 {
			r.MsPerVerdict = round3(float64(d.Microseconds()) / 1e3 / float64(verdicts))
		}
		out = append(out, r)
	}
	order := map[string]int{RoleCoordinator: 0, RoleJurors: 1, RoleLoad: 2, RoleBench: 3, RoleUnattributed: 4}
	sort.Slice(out, func(i, j int) bool { return order[out[i].Role] < order[out[j].Role] })
	return out
}
