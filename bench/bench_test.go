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

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/juror"
)

// TestRunSmoke runs a tiny in-process bench end to end: it checks that
// every request is minted and that the report is complete, never how fast.
func TestRunSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("starts six nodes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// 100 requests: the jurors' CPU (under a millisecond a verdict) must
	// reach the profile's 10 ms samples for the split by role to be checked.
	const count = 100
	rep, err := Run(ctx, Config{Jurors: 5, Concurrency: 4, Count: count, Warmup: 4, BaselineN: 10, Dir: t.TempDir(), Timeline: true})
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + text.String())
	if rep.Requests.Sent != count || rep.Requests.OK != count {
		t.Fatalf("requests %+v, errors %v", rep.Requests, rep.Errors)
	}
	if rep.Fanout == nil || rep.Fanout.N != count || rep.Baseline == nil || rep.Throughput <= 0 || rep.CPUSeconds <= 0 || rep.PeakRSSBytes == 0 {
		t.Fatalf("incomplete report: %+v", rep)
	}
	if runtime.GOOS == "linux" && (rep.PeakRSSAnonBytes == 0 || rep.PeakRSSAnonBytes > rep.PeakRSSBytes) {
		t.Fatalf("peak anonymous RSS %d of a peak RSS of %d", rep.PeakRSSAnonBytes, rep.PeakRSSBytes)
	}
	// --timeline: every step of every verdict's path (TestTimeline checks
	// their order).
	if len(rep.Path) != len(pathSteps) {
		t.Errorf("path %+v", rep.Path)
	}
	for _, p := range rep.Path {
		if p.N != count {
			t.Errorf("path step %q over %d verdicts, want %d", p.Step, p.N, count)
		}
	}
	// The CPU split: each node's goroutines carry its role's label.
	roles := map[string]RoleCPU{}
	var share float64
	for _, r := range rep.CPUByRole {
		roles[r.Role] = r
		share += r.Share
	}
	for _, role := range []string{RoleCoordinator, RoleJurors} { // about 100 and 80 ms: several 10 ms samples
		if r := roles[role]; r.Seconds <= 0 || r.MsPerVerdict <= 0 {
			t.Errorf("no CPU attributed to %s: %+v", role, rep.CPUByRole)
		}
	}
	if share < 0.99 || share > 1.01 || rep.CoordinatorCPUBoundVPS <= 0 {
		t.Errorf("CPU shares sum to %.3f, coordinator bound %.0f", share, rep.CoordinatorCPUBoundVPS)
	}
	// Every verdict falls in one window; a run this short has one.
	if len(rep.Windows) != 1 || rep.Windows[0].Verdicts != rep.Requests.OK || rep.Windows[0].RSSBytes == 0 {
		t.Errorf("windows %+v for %d verdicts", rep.Windows, rep.Requests.OK)
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"schema", "throughput_vps", "latency_ms", "overhead_ms", "fanout_ms", "baseline", "cpu_seconds", "cpu_by_role", "peak_rss_bytes", "requests", "windows", "path"} {
		if _, ok := back[k]; !ok {
			t.Errorf("JSON report lacks %q", k)
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

// TestWindows: verdicts are counted in the span their answer arrived in,
// failures in none, and a short last span joins the one before it.
func TestWindows(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }
	marks := []mark{
		{at: at(0), cpu: 0, rss: 1},
		{at: at(10), cpu: 2 * time.Second, rss: 2},
		{at: at(20), cpu: 3 * time.Second, rss: 3},
		{at: at(22), cpu: 4 * time.Second, rss: 4}, // 2 s: folded into the span before
	}
	samples := []Sample{
		{End: at(0)}, {End: at(9.9)}, // first span
		{End: at(10)}, {End: at(21)}, {End: at(21.9)}, // second, with the fold
		{End: at(5), Err: "failed"}, {End: at(6), Lost: true},
	}
	got := windows(samples, marks)
	want := []Window{
		{StartS: 0, EndS: 10, Verdicts: 2, Throughput: 0.2, CPUMsPerVerdict: 1000, RSSBytes: 2},
		{StartS: 10, EndS: 22, Verdicts: 3, Throughput: 0.25, CPUMsPerVerdict: 666.667, RSSBytes: 4},
	}
	if !slices.Equal(got, want) {
		t.Fatalf("windows:\n got %+v\nwant %+v", got, want)
	}
	if w := windows(samples, marks[:1]); w != nil {
		t.Fatalf("one mark gave %+v", w)
	}
	for d, want := range map[time.Duration]time.Duration{0: 10 * time.Second, 60 * time.Second: 10 * time.Second, 10 * time.Second: 2 * time.Second, 2 * time.Second: time.Second} {
		if got := windowFor(d); got != want {
			t.Errorf("windowFor(%v) = %v, want %v", d, got, want)
		}
	}
}

// TestRunAsync runs the in-process bench with asynchronous submissions
// against jurors of one judgement slot, so that most submissions are
// queued at the coordinator: every one must be answered 202 and then
// minted. Nothing is timed.
func TestRunAsync(t *testing.T) {
	if testing.Short() {
		t.Skip("starts six nodes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	const count = 12
	rep, err := Run(ctx, Config{Jurors: 5, Capacity: 1, Delay: 20 * time.Millisecond, Concurrency: 4, Count: count,
		Warmup: -1, BaselineN: -1, Dir: t.TempDir(), Async: true, Poll: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Requests.Sent != count || rep.Requests.OK != count {
		t.Fatalf("requests %+v, errors %v", rep.Requests, rep.Errors)
	}
	if rep.Accepted == nil || rep.Accepted.N != count || !rep.Config.Async {
		t.Fatalf("accepted %+v, config %+v", rep.Accepted, rep.Config)
	}
}

// TestTimeline checks --timeline's record of each verdict's path against
// what causality allows: every step reported, once or once per juror,
// and no step before one it needs. It says nothing of how long any step
// takes.
func TestTimeline(t *testing.T) {
	if testing.Short() {
		t.Skip("starts four nodes")
	}
	const jurors, count = 3, 12
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pr := NewPathRecorder()
	net, err := StartNetwork(ctx, NetworkConfig{Jurors: jurors, Dir: t.TempDir(), Trace: pr.Record})
	if err != nil {
		t.Fatal(err)
	}
	defer net.Close()
	res, err := Load(ctx, LoadConfig{URL: net.URL(), Concurrency: 2, Count: count, Panel: jurors})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range res.Samples {
		if s.Err != "" || s.Lost || s.ID == "" {
			t.Fatalf("request %d: %q (lost %t, id %q)", s.Seq, s.Err, s.Lost, s.ID)
		}
		// The ack of a receipt that became durable with the verdict comes
		// after the answer, so the last verdict's may still be on its way.
		for len(pr.offsets(s)[juror.StepReceiptAcked]) < jurors {
			if ctx.Err() != nil {
				t.Fatalf("%s: %d receipts acknowledged, want %d", s.ID, len(pr.offsets(s)[juror.StepReceiptAcked]), jurors)
			}
			time.Sleep(5 * time.Millisecond)
		}
		off := pr.offsets(s)
		lo := map[string]time.Duration{}
		hi := map[string]time.Duration{}
		for _, st := range pathSteps {
			ts := off[st.name]
			want := 1
			if st.perJuror {
				want = jurors
			}
			if len(ts) != want {
				t.Fatalf("%s: step %q reported %d times, want %d", s.ID, st.name, len(ts), want)
			}
			lo[st.name], hi[st.name] = slices.Min(ts), slices.Max(ts)
		}
		// a before b: every a is before every b, or (per juror) the
		// first of each, or the last of each, keep their order.
		before := func(a, b string, ok bool) {
			if !ok {
				t.Errorf("%s: %q (%v–%v) not before %q (%v–%v)", s.ID, a, lo[a], hi[a], b, lo[b], hi[b])
			}
		}
		before("send", coordinator.StepRequestSigned, lo[coordinator.StepRequestSigned] > 0)
		for _, p := range [][2]string{
			{coordinator.StepRequestSigned, juror.StepRequestDelivered},
			{juror.StepRequestDelivered, juror.StepReceiptSigned},
			{juror.StepReceiptSigned, juror.StepReceiptSent},
			{juror.StepReceiptSent, coordinator.StepReceiptReceived},
			{coordinator.StepReceiptReceived, coordinator.StepReceiptChecked},
			{juror.StepReceiptSent, juror.StepReceiptAcked},
		} {
			before(p[0], p[1], lo[p[0]] <= lo[p[1]] && hi[p[0]] <= hi[p[1]])
		}
		for _, p := range [][2]string{
			{coordinator.StepReceiptChecked, coordinator.StepVerdictSigned},
			{coordinator.StepVerdictSigned, coordinator.StepVerdictDurable},
			{coordinator.StepVerdictDurable, coordinator.StepAnswerReady},
			{coordinator.StepAnswerReady, StepAnswerRead},
		} {
			before(p[0], p[1], hi[p[0]] <= lo[p[1]])
		}
		// The receipt that completed the panel is acknowledged once the
		// verdict is durable, never before.
		before(coordinator.StepVerdictDurable, juror.StepReceiptAcked, hi[coordinator.StepVerdictDurable] <= hi[juror.StepReceiptAcked])
	}
	path := pr.path(res.Samples)
	if len(path) != len(pathSteps) {
		t.Fatalf("path has %d steps, want %d: %+v", len(path), len(pathSteps), path)
	}
	for _, p := range path {
		if p.N != count || (p.Last != nil) != p.PerJuror || p.First.P50 <= 0 {
			t.Errorf("step %+v over %d verdicts", p, count)
		}
	}
}

// TestBaselinePaced: a paced baseline starts its round trips the given
// interval apart (a timer never fires early, so n trips take at least
// n intervals) over the real OpenAI protocol, and an open loop's pace
// follows its rate within the bound on its length.
func TestBaselinePaced(t *testing.T) {
	const n, every = 5, 20 * time.Millisecond
	start := time.Now()
	b, err := Baseline(context.Background(), &Engine{}, n, 256, every)
	if err != nil {
		t.Fatal(err)
	}
	if elapsed := time.Since(start); elapsed < n*every {
		t.Errorf("%d paced round trips took %v, less than %d intervals of %v", n, elapsed, n, every)
	}
	if b.Latency.N != n {
		t.Errorf("%d round trips timed, want %d", b.Latency.N, n)
	}
	for _, c := range []struct {
		n     int
		rate  float64
		wantN int
		every time.Duration
	}{
		{200, 0, 200, 0},                         // closed loop: back to back
		{200, 400, 200, 2500 * time.Microsecond}, // 0.5 s of them
		{200, 5, 50, 200 * time.Millisecond},     // cut to 10 s
		{200, 0.5, 20, 2 * time.Second},          // at least 20
	} {
		if n, every := baselinePace(c.n, c.rate); n != c.wantN || every != c.every {
			t.Errorf("baselinePace(%d, %g) = %d, %v; want %d, %v", c.n, c.rate, n, every, c.wantN, c.every)
		}
	}
}
