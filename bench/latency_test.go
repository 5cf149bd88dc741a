package bench

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/juror"
)

// TestLatencyQuantiles draws many calls and checks the lognormal's median
// and 99th percentile, and the shares of stragglers and silent calls,
// against the model; nothing sleeps.
func TestLatencyQuantiles(t *testing.T) {
	m := LatencyModel{P50: 2 * time.Second, P99: 30 * time.Second, Stragglers: 0.05, Silent: 0.05, Seed: 7}
	if err := m.Validate(); err != nil {
		t.Fatal(err)
	}
	const n = 200_000
	var answered, straggled []time.Duration
	silent := 0
	for i := range n {
		d := m.DrawFor(CallKey(i%5, strings.Repeat("x", i%7)+string(rune(i))))
		switch d.Fate {
		case Answers:
			answered = append(answered, d.Delay)
		case Straggles:
			straggled = append(straggled, d.Delay)
		case Silent:
			silent++
			if d.Delay != 0 {
				t.Fatalf("a silent call has delay %v", d.Delay)
			}
		}
	}
	share := func(k int) float64 { return float64(k) / n }
	if s := share(silent); math.Abs(s-0.05) > 0.004 {
		t.Errorf("silent share %.4f, want 0.05", s)
	}
	if s := share(len(straggled)); math.Abs(s-0.05) > 0.004 {
		t.Errorf("straggler share %.4f, want 0.05", s)
	}
	slices.Sort(answered)
	q := func(p float64) time.Duration { return answered[int(p*float64(len(answered)))] }
	near := func(name string, got, want time.Duration, tol float64) {
		if r := float64(got) / float64(want); math.Abs(r-1) > tol {
			t.Errorf("%s %v, want %v (±%.0f%%)", name, got, want, tol*100)
		}
	}
	near("p50", q(0.50), m.P50, 0.02)
	near("p99", q(0.99), m.P99, 0.08)
	// The same key draws the same; the seed moves it.
	k := CallKey(3, "Question: bench-seq=9")
	if m.DrawFor(k) != m.DrawFor(k) {
		t.Fatal("a draw is not a function of its key")
	}
	other := m
	other.Seed++
	same := 0
	for i := range 100 {
		if m.DrawFor(uint64(i)) == other.DrawFor(uint64(i)) {
			same++
		}
	}
	if same > 10 {
		t.Errorf("%d of 100 draws did not move with the seed", same)
	}
}

func TestLatencyModelEdges(t *testing.T) {
	for _, bad := range []LatencyModel{
		{P50: -1}, {P50: 2 * time.Second, P99: time.Second}, {Silent: 0.6, Stragglers: 0.5}, {Silent: -0.1},
	} {
		if bad.Validate() == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
	// A median alone is a fixed time; the zero model answers at once.
	fixed := LatencyModel{P50: 300 * time.Millisecond}
	for i := range 50 {
		if d := fixed.DrawFor(uint64(i)); d.Fate != Answers || d.Delay != 300*time.Millisecond {
			t.Fatalf("draw %d of a fixed model: %+v", i, d)
		}
	}
	if !(LatencyModel{Seed: 4}).Zero() || (LatencyModel{Silent: 0.1}).Zero() {
		t.Fatal("Zero")
	}
}

// TestEngineSilentAndStraggler: a silent call ends with its context, and
// a straggler's answer comes after the deadline, so a context that ends at
// the deadline ends it too; neither is recorded as an answer.
func TestEngineSilentAndStraggler(t *testing.T) {
	rec := NewRecorder()
	for _, fate := range []Fate{Silent, Straggles} {
		m := LatencyModel{P50: time.Millisecond, Seed: 1}
		if fate == Silent {
			m.Silent = 1
		} else {
			m.Stragglers = 1
		}
		e := &Engine{Latency: m, Rec: rec}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() {
			_, err := e.Complete(ctx, juror.ChatRequest{User: SeqMarker + "1", Options: options})
			done <- err
		}()
		select {
		case err := <-done:
			t.Fatalf("%s: answered before its context ended: %v", fate, err)
		default:
		}
		cancel()
		if err := <-done; err != context.Canceled {
			t.Fatalf("%s: %v, want context.Canceled", fate, err)
		}
	}
	if tr := rec.Take(1); len(tr.Calls) != 0 {
		t.Fatalf("recorded %d calls that never answered", len(tr.Calls))
	}
}
