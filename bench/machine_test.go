package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestProbeMachineSmoke runs a small machine probe: every figure is
// measured and reported, in JSON and as text. How fast is never checked.
func TestProbeMachineSmoke(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sizes := []int{64 << 10, 1 << 20}
	rep, err := ProbeMachine(ctx, MachineConfig{Sizes: sizes, Rounds: 3, Idle: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Schema != MachineSchema || rep.CPUs < 1 || rep.IdleMS != 1 {
		t.Fatalf("header: %+v", rep)
	}
	if len(rep.Memory) != len(sizes) {
		t.Fatalf("memory probe: %d sizes, want %d", len(rep.Memory), len(sizes))
	}
	for i, m := range rep.Memory {
		if m.Bytes != sizes[i] || m.HotNS <= 0 || m.IdleNS <= 0 {
			t.Errorf("memory probe %d: %+v", i, m)
		}
	}
	if rep.ComputeUS.Hot <= 0 || rep.ComputeUS.Idle <= 0 || rep.SyscallNS <= 0 || rep.LoopbackRTTUS.Hot <= 0 || rep.LoopbackRTTUS.Idle <= 0 {
		t.Fatalf("incomplete report: %+v", rep)
	}
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var back MachineReport
	if err := json.Unmarshal(b, &back); err != nil || !slices.Equal(back.Memory, rep.Memory) {
		t.Fatalf("JSON round trip: %v, %+v", err, back)
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + text.String())
	for _, want := range []string{"64 KiB", "1 MiB", "loopback TCP round trip", "getppid"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text report lacks %q", want)
		}
	}
}

// TestProbeMachineRejectsSizes: a working set the chase cannot use, or one
// that would take the machine's memory, is refused before anything runs.
func TestProbeMachineRejectsSizes(t *testing.T) {
	for _, s := range []int{0, 100, 2 << 30} {
		if _, err := ProbeMachine(context.Background(), MachineConfig{Sizes: []int{s}}); err == nil {
			t.Errorf("size %d accepted", s)
		}
	}
}

// TestCycleVisitsEverySlot: the chase's permutation is one cycle through
// the whole working set, so a probe of N bytes touches all N.
func TestCycleVisitsEverySlot(t *testing.T) {
	for _, n := range []int{2, 3, 64, 1000} {
		next := make([]uint64, n)
		cycle(next)
		seen := make([]bool, n)
		pos := uint64(0)
		for range n {
			if seen[pos] {
				t.Fatalf("n=%d: slot %d visited twice before the cycle closed", n, pos)
			}
			seen[pos] = true
			pos = next[pos]
		}
		if pos != 0 {
			t.Fatalf("n=%d: after %d steps at %d, not back at 0", n, n, pos)
		}
	}
}
