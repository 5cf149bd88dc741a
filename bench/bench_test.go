package bench

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"log/slog"
	"runtime"
	"slices"
	"testing"
	"time"
)

// TestRunSmoke runs a tiny in-process bench end to end: it checks that
// every request is minted and that the report is complete, never how fast.
func TestRunSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("starts six nodes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const count = 20
	rep, err := Run(ctx, Config{Jurors: 5, Concurrency: 4, Count: count, Warmup: 4, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + text.String())
	if rep.Requests.Sent != count || rep.Requests.OK != count || rep.Failed() != nil {
		t.Fatalf("requests %+v, errors %v", rep.Requests, rep.Errors)
	}
	if rep.Fanout == nil || rep.Fanout.N != count || rep.Latency.N != count || rep.Throughput <= 0 || rep.CPUSeconds <= 0 {
		t.Fatalf("incomplete report: %+v", rep)
	}
	if runtime.GOOS == "linux" && rep.PeakRSSBytes == 0 {
		t.Fatal("no peak RSS on Linux")
	}
	// Every verdict's overhead is its end to end less its model time.
	if rep.Overhead.Max > rep.Latency.Max || rep.Model.Max > rep.Latency.Max {
		t.Fatalf("overhead %+v and model %+v against latency %+v", rep.Overhead, rep.Model, rep.Latency)
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"schema", "throughput_vps", "latency_ms", "overhead_ms", "fanout_ms", "cpu_seconds", "peak_rss_bytes", "requests"} {
		if _, ok := back[k]; !ok {
			t.Errorf("JSON report lacks %q", k)
		}
	}
	if back["schema"] != Schema {
		t.Errorf("schema %v", back["schema"])
	}
}

// TestReportFailed: a run with any failed or lost request, or with none
// minted, is an error for the command's exit status.
func TestReportFailed(t *testing.T) {
	for _, c := range []struct {
		counts RequestCounts
		fail   bool
	}{
		{RequestCounts{Sent: 3, OK: 3}, false},
		{RequestCounts{Sent: 3, OK: 2, Failed: 1}, true},
		{RequestCounts{Sent: 3, OK: 2, Lost: 1}, true},
		{RequestCounts{}, true},
	} {
		rep := Report{Requests: c.counts}
		if err := rep.Failed(); (err != nil) != c.fail {
			t.Errorf("%+v: Failed() = %v", c.counts, err)
		}
	}
}

func TestParseSeq(t *testing.T) {
	for _, c := range []struct {
		in   string
		want uint64
		ok   bool
	}{{"Question:\nbench-seq=42 Does it?", 42, true}, {"no marker", 0, false}, {"bench-seq=x", 0, false}, {`{"question":"bench-seq=7 q"}`, 7, true}} {
		got, ok := ParseSeq(c.in)
		gotB, okB := ParseSeqBytes([]byte(c.in))
		if got != c.want || ok != c.ok || gotB != c.want || okB != c.ok {
			t.Errorf("%q: got %d %t / %d %t", c.in, got, ok, gotB, okB)
		}
	}
}

// TestSimulateSmoke simulates a tiny network and checks that every verdict
// is minted and every node got every request.
func TestSimulateSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("simulates a network")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rep, err := Simulate(ctx, SimConfig{Nodes: 12, Coordinators: 2, Verdicts: 6, Concurrency: 2, Latency: 2 * time.Millisecond, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.MarshalIndent(rep, "", "  ")
	t.Logf("%s", b)
	if rep.Verdicts.OK != 6 || rep.Fanout.N != 6 || rep.Coverage != 1 {
		t.Fatalf("verdicts %+v, fan-out n=%d, coverage %.3f, errors %v", rep.Verdicts, rep.Fanout.N, rep.Coverage, rep.Errors)
	}
}

func testLogger(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(b []byte) (int, error) {
	w.t.Log(string(bytes.TrimSpace(b)))
	return len(b), nil
}

// TestOpenLoop drives a real in-process network at a fixed rate with a cap
// on requests in flight that the rate exceeds: every request is minted,
// each one's latency starts when it was due (i/Rate after the first) and
// none is sent before it is due, the cap holds, since with two slots and a
// 50 ms model time the last of twelve cannot be answered sooner than six
// model times after the start, and the report splits the overhead at the
// send, the wait for a slot on the side before it.
func TestOpenLoop(t *testing.T) {
	if testing.Short() {
		t.Skip("starts six nodes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const delay, count, slots, rate = 50 * time.Millisecond, 12, 2, 100.0
	net, err := StartNetwork(ctx, NetworkConfig{Delay: delay, Dir: t.TempDir(), Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	res, err := Load(ctx, LoadConfig{URL: net.URL(), Rate: rate, Concurrency: slots, Count: count, Rec: net.Rec})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Samples) != count {
		t.Fatalf("%d samples, want %d", len(res.Samples), count)
	}
	slices.SortFunc(res.Samples, func(a, b Sample) int { return cmp.Compare(a.Seq, b.Seq) })
	first, interval := res.Samples[0].Due, time.Duration(float64(time.Second)/rate)
	var last time.Time
	for i, s := range res.Samples {
		if s.Err != "" || s.Lost {
			t.Fatalf("request %d: %q lost=%t", i, s.Err, s.Lost)
		}
		if got := s.Due.Sub(first); got != time.Duration(i)*interval {
			t.Errorf("request %d due at +%v, want +%v", i, got, time.Duration(i)*interval)
		}
		if s.Start.Before(s.Due) {
			t.Errorf("request %d sent %v before it was due", i, s.Due.Sub(s.Start))
		}
		if s.Model < delay {
			t.Errorf("request %d: model time %v, engine delay %v", i, s.Model, delay)
		}
		if s.End.After(last) {
			last = s.End
		}
	}
	if floor := count / slots * delay; last.Sub(first) < floor {
		t.Fatalf("all %d answered %v after the first was due; %d slots allow no less than %v", count, last.Sub(first), slots, floor)
	}
	// With two slots for a rate that needs five, later requests wait for a
	// slot: the lag before their send is in the overhead from due, not in
	// the overhead after the send.
	var rep Report
	rep.summarize(res)
	if rep.StartLag == nil || rep.OverheadSent == nil {
		t.Fatal("an open loop's report has no start lag or overhead after send")
	}
	if rep.StartLag.Max < float64(delay/time.Millisecond) {
		t.Errorf("largest start lag %.3f ms; with %d slots the last requests wait at least one model time (%v) for one", rep.StartLag.Max, slots, delay)
	}
	if rep.OverheadSent.Max >= rep.Overhead.Max {
		t.Errorf("overhead after send max %.3f ms, not below the overhead from due %.3f ms", rep.OverheadSent.Max, rep.Overhead.Max)
	}
}
