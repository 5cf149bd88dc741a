package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"math"
	"runtime"
	"sort"
	"strings"
	"time"
)

// Schema names the JSON report format; it changes only when a field's
// meaning does.
const Schema = "arbitra-bench/1"

// Config is one bench run.
type Config struct {
	// Target is a running coordinator's base URL; empty starts an
	// in-process network.
	Target string
	// Jurors in the in-process network (default 5).
	Jurors int
	// Panel is the jurors per verdict (default 5, at most Jurors).
	Panel int
	// Capacity is each in-process juror's judgement slots, which it
	// announces and its coordinator fills no further (default: 256 or
	// Concurrency, whichever is more, so that slots never bind; set it
	// lower to see an overloaded network).
	Capacity int
	// Delay is the engines' fixed model time (0: instant engine). In
	// target mode it only shapes the baseline.
	Delay time.Duration
	// Concurrency, Count and Duration bound the measured load (see
	// LoadConfig).
	Concurrency int
	Count       int
	Duration    time.Duration
	// Rate, when positive, sends the measured requests at this many per
	// second (an open loop, see LoadConfig.Rate); Concurrency caps them.
	Rate float64
	// Warmup requests run first and are not measured (default
	// 2×Concurrency).
	Warmup int
	// EvidenceItems and EvidenceBytes shape each request.
	EvidenceItems, EvidenceBytes int
	// TimeoutMS is each request's juror deadline (default 10 s).
	TimeoutMS int64
	// Dir holds the in-process nodes' data (a temp dir when empty).
	Dir string
	// BaselineN is the number of baseline round trips (default 200; -1
	// skips the baseline).
	BaselineN int
	// Logger may be nil.
	Logger *slog.Logger
	// CPUProfile, when set, receives the CPU profile of the measured
	// window (the one CPUByRole is computed from).
	CPUProfile io.Writer
	// Timeline has the in-process nodes report each step of a request's
	// path, for Report.Path.
	Timeline bool
	// Async and Poll: see LoadConfig.
	Async bool
	Poll  time.Duration
}

// Report is the result of a run. Its JSON form is stable (Schema); every
// duration is in milliseconds.
type Report struct {
	Schema    string        `json:"schema"`
	Mode      string        `json:"mode"` // "in-process" or "target"
	Target    string        `json:"target,omitempty"`
	StartedAt string        `json:"started_at"`
	Machine   Machine       `json:"machine"`
	Config    ReportConfig  `json:"config"`
	Requests  RequestCounts `json:"requests"`
	ElapsedS  float64       `json:"elapsed_s"`
	// Throughput is minted verdicts per second over the measured window.
	Throughput float64 `json:"throughput_vps"`
	// Latency is end to end, as the client sees it.
	Latency Summary `json:"latency_ms"`
	// Model is the slowest panel juror's engine time per verdict.
	Model Summary `json:"model_ms"`
	// Overhead is Latency minus Model, per verdict.
	Overhead Summary `json:"overhead_ms"`
	// Fanout is publish → the last panel juror's engine start (in process).
	Fanout *Summary `json:"fanout_ms,omitempty"`
	// StartLag is due → sent, and OverheadSent the overhead counted from
	// the send, in an open loop only: Latency and Overhead count from when
	// a request was due, so they hold the load generator's own lateness
	// too, which at low rates is mostly its timer's.
	StartLag     *Summary `json:"start_lag_ms,omitempty"`
	OverheadSent *Summary `json:"overhead_after_send_ms,omitempty"`
	// PreGossip is the client's send → publish; PostModel is the last
	// engine answer → the client has the verdict (in process).
	PreGossip *Summary `json:"pre_gossip_ms,omitempty"`
	PostModel *Summary `json:"post_model_ms,omitempty"`
	// Accepted is send → the 202 of an asynchronous submission (Async).
	Accepted *Summary `json:"accepted_ms,omitempty"`
	// Path times each step of a verdict's path after the client sent the
	// request (in process, with Config.Timeline).
	Path []PathStep `json:"path,omitempty"`
	// Baseline is the direct round trip the overhead is compared with.
	Baseline *BaselineResult `json:"baseline,omitempty"`
	// Ratios are overhead percentiles over the baseline's.
	Ratios map[string]float64 `json:"ratios,omitempty"`
	// CPUSeconds is the process's CPU time during the measured window (in
	// process: coordinator, jurors and load generator together).
	CPUSeconds      float64 `json:"cpu_seconds"`
	CPUMsPerVerdict float64 `json:"cpu_ms_per_verdict"`
	// CPUByRole splits the window's CPU by RoleLabel, from a CPU profile
	// (in process; absent when another profile was already running).
	CPUByRole []RoleCPU `json:"cpu_by_role,omitempty"`
	// CoordinatorCPUBoundVPS is how many verdicts per second the machine's
	// CPUs could carry for the coordinator alone, were its jurors and
	// clients elsewhere: CPUs ÷ (coordinator + unattributed CPU per
	// verdict). It charges all of the runtime's unattributed work (GC) to
	// the coordinator. A bound from CPU alone, not a measured throughput.
	CoordinatorCPUBoundVPS float64 `json:"coordinator_cpu_bound_vps,omitempty"`
	// PeakRSSBytes is the largest resident set seen during the window;
	// ProcessPeakRSSBytes is the process's high-water mark (VmHWM).
	PeakRSSBytes        uint64 `json:"peak_rss_bytes"`
	ProcessPeakRSSBytes uint64 `json:"process_peak_rss_bytes"`
	// PeakRSSAnonBytes is the largest anonymous part of the resident set
	// seen during the window (RssAnon: heaps, stacks, badger's memtables
	// and caches). The rest is mapped files, the binary and badger's
	// memory-mapped logs, which grow with what the run writes and which
	// the kernel can drop and read back. Linux only.
	PeakRSSAnonBytes uint64 `json:"peak_rss_anon_bytes,omitempty"`
	HeapInuseBytes   uint64 `json:"heap_inuse_bytes"`
	// Windows splits the measured window into consecutive spans (10 s in
	// runs of 30 s or more), to show whether the rate was sustained.
	Windows []Window `json:"windows,omitempty"`
	// Errors are up to ten distinct failure messages with their counts.
	Errors map[string]int `json:"errors,omitempty"`
}

// Machine describes where the run happened.
type Machine struct {
	GOOS      string  `json:"goos"`
	GOARCH    string  `json:"goarch"`
	CPUs      int     `json:"cpus"`
	Go        string  `json:"go"`
	Secp256k1 string  `json:"secp256k1"`
	LoadAvg   float64 `json:"loadavg_1m_at_start"`
}

// ReportConfig echoes the run's settings.
type ReportConfig struct {
	Jurors        int     `json:"jurors,omitempty"`
	Capacity      int     `json:"juror_capacity,omitempty"`
	Panel         int     `json:"panel"`
	Engine        string  `json:"engine"`
	DelayMS       float64 `json:"engine_delay_ms"`
	Concurrency   int     `json:"concurrency"`
	RatePerS      float64 `json:"rate_per_s,omitempty"`
	Async         bool    `json:"async,omitempty"`
	PollMS        float64 `json:"poll_ms,omitempty"`
	Count         int     `json:"count"`
	DurationS     float64 `json:"duration_s"`
	Warmup        int     `json:"warmup"`
	EvidenceItems int     `json:"evidence_items"`
	EvidenceBytes int     `json:"evidence_bytes"`
	DataDir       string  `json:"data_dir,omitempty"`
}

// RequestCounts: Sent = OK + Failed + Lost.
type RequestCounts struct {
	Sent   int `json:"sent"`
	OK     int `json:"ok"`
	Failed int `json:"failed"`
	Lost   int `json:"lost"`
}

// Run starts the network (unless Target is set), measures the baseline,
// warms up, runs the measured load and reports.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Jurors <= 0 {
		cfg.Jurors = 5
	}
	if cfg.Panel <= 0 {
		cfg.Panel = min(5, cfg.Jurors)
	}
	if cfg.Async && cfg.Poll <= 0 {
		cfg.Poll = DefaultPoll
	}
	if cfg.Target == "" && cfg.Panel > cfg.Jurors {
		return nil, fmt.Errorf("bench: panel of %d needs at least as many jurors, have %d", cfg.Panel, cfg.Jurors)
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 1
	}
	if cfg.Count <= 0 && cfg.Duration <= 0 {
		return nil, fmt.Errorf("bench: set a count or a duration")
	}
	if cfg.Rate < 0 {
		return nil, fmt.Errorf("bench: --rate must not be negative")
	}
	if cfg.Warmup < 0 {
		cfg.Warmup = 0
	} else if cfg.Warmup == 0 {
		cfg.Warmup = 2 * cfg.Concurrency
	}
	if cfg.EvidenceItems <= 0 {
		cfg.EvidenceItems = 1
	}
	if cfg.EvidenceBytes <= 0 {
		cfg.EvidenceBytes = 1 << 10
	}
	if cfg.BaselineN == 0 {
		cfg.BaselineN = 200
	}
	eng := &Engine{Delay: cfg.Delay}
	rep := &Report{
		Schema: Schema, Mode: "in-process", Target: cfg.Target, StartedAt: time.Now().UTC().Format(time.RFC3339),
		Machine: Machine{GOOS: runtime.GOOS, GOARCH: runtime.GOARCH, CPUs: runtime.NumCPU(), Go: runtime.Version(), Secp256k1: Secp256k1, LoadAvg: LoadAvg()},
		Config: ReportConfig{
			Panel: cfg.Panel, Engine: eng.Name(), DelayMS: ms(cfg.Delay), Concurrency: cfg.Concurrency, RatePerS: cfg.Rate, Async: cfg.Async,
			Count: cfg.Count, DurationS: cfg.Duration.Seconds(), Warmup: cfg.Warmup,
			EvidenceItems: cfg.EvidenceItems, EvidenceBytes: cfg.EvidenceBytes,
		},
	}
	if cfg.Async {
		rep.Config.PollMS = ms(cfg.Poll)
	}
	url := cfg.Target
	var (
		rec  *Recorder
		path *PathRecorder
	)
	if cfg.Target != "" {
		rep.Mode = "target"
	} else {
		capacity := cfg.Capacity
		if capacity <= 0 {
			capacity = max(256, cfg.Concurrency)
		}
		rep.Config.Jurors, rep.Config.Capacity, rep.Config.DataDir = cfg.Jurors, capacity, cfg.Dir
		nc := NetworkConfig{
			Jurors: cfg.Jurors, Delay: cfg.Delay, Dir: cfg.Dir, Probe: true,
			Capacity: capacity, Logger: cfg.Logger,
		}
		if cfg.Timeline {
			path = NewPathRecorder()
			nc.Trace = path.Record
		}
		net, err := StartNetwork(ctx, nc)
		if err != nil {
			return nil, err
		}
		defer net.Close()
		url, rec = net.URL(), net.Rec
	}
	if cfg.BaselineN > 0 {
		n, every := baselinePace(cfg.BaselineN, cfg.Rate)
		b, err := Baseline(ctx, &Engine{Delay: cfg.Delay}, n, cfg.EvidenceItems*cfg.EvidenceBytes, every)
		if err != nil {
			return nil, err
		}
		rep.Baseline = &b
	}
	lc := LoadConfig{
		URL: url, Concurrency: cfg.Concurrency, Panel: cfg.Panel, EvidenceItems: cfg.EvidenceItems,
		EvidenceBytes: cfg.EvidenceBytes, TimeoutMS: cfg.TimeoutMS, Rec: rec, Async: cfg.Async, Poll: cfg.Poll,
		Seq: uint64(time.Now().UnixMilli()) * 1000, // distinct across runs against one target
	}
	if cfg.Warmup > 0 {
		wc := lc
		wc.Count = cfg.Warmup
		if _, err := Load(ctx, wc); err != nil {
			return nil, fmt.Errorf("bench: warmup: %w", err)
		}
		lc.Seq += uint64(cfg.Warmup)
	}
	lc.Count, lc.Duration, lc.Rate = cfg.Count, cfg.Duration, cfg.Rate
	var prof *cpuProfiler
	if cfg.Target == "" || cfg.CPUProfile != nil {
		prof = startCPUProfile(cfg.CPUProfile)
	}
	cpu0 := CPUTime()
	rss := sampleProcess(ctx, 100*time.Millisecond, windowFor(cfg.Duration))
	var (
		res LoadResult
		err error
	)
	withRole(ctx, RoleLoad, func(ctx context.Context) { res, err = Load(ctx, lc) })
	rep.PeakRSSBytes, rep.PeakRSSAnonBytes = rss.Stop()
	cpu := CPUTime() - cpu0
	var byRole map[string]time.Duration
	if prof != nil {
		var perr error
		if byRole, perr = prof.stop(); perr != nil && err == nil {
			err = perr
		}
	}
	if err != nil {
		return nil, err
	}
	rep.summarize(res)
	rep.Windows = windows(res.Samples, rss.marks)
	if path != nil {
		path.settle(res.Samples, cfg.Panel, time.Now().Add(2*time.Second))
		rep.Path = path.path(res.Samples)
	}
	if cfg.Target == "" && byRole != nil {
		rep.CPUByRole = roleCPU(byRole, rep.Requests.OK)
		if own := byRole[RoleCoordinator] + byRole[RoleUnattributed]; own > 0 && rep.Requests.OK > 0 {
			perVerdict := own.Seconds() / float64(rep.Requests.OK)
			rep.CoordinatorCPUBoundVPS = math.Round(float64(runtime.NumCPU()) / perVerdict)
		}
	}
	rep.CPUSeconds = round3(cpu.Seconds())
	if rep.Requests.OK > 0 {
		rep.CPUMsPerVerdict = round3(float64(cpu.Microseconds()) / 1e3 / float64(rep.Requests.OK))
	}
	rep.ProcessPeakRSSBytes = PeakRSS()
	rep.HeapInuseBytes = HeapInuse()
	if rep.Baseline != nil {
		// The baseline times a hop from its send: an open loop's overhead
		// is compared from the send too, without the load generator's lag.
		over := rep.Overhead
		if rep.OverheadSent != nil {
			over = *rep.OverheadSent
		}
		rep.Ratios = map[string]float64{
			"overhead_p50_over_baseline_p50": ratio(over.P50, rep.Baseline.Latency.P50),
			"overhead_p99_over_baseline_p99": ratio(over.P99, rep.Baseline.Latency.P99),
		}
	}
	return rep, nil
}

// maxBaselinePaced bounds the time a paced baseline takes.
const maxBaselinePaced = 10 * time.Second

// baselinePace is how many baseline round trips to time, and how far
// apart: back to back for a closed loop; for an open loop at rate per
// second, one every 1/rate, as its requests come, and no more than fit in
// maxBaselinePaced (but at least 20).
func baselinePace(n int, rate float64) (int, time.Duration) {
	if rate <= 0 {
		return n, 0
	}
	fit := int(maxBaselinePaced.Seconds() * rate)
	return min(n, max(fit, 20)), time.Duration(float64(time.Second) / rate)
}

func round3(f float64) float64 { return ratio(f, 1) }

// Window is one span of a load run: the verdicts minted in it (their
// answers arrived in it), the process's CPU time per verdict, and the RSS
// at its end.
type Window struct {
	StartS          float64 `json:"start_s"`
	EndS            float64 `json:"end_s"`
	Verdicts        int     `json:"verdicts"`
	Throughput      float64 `json:"throughput_vps"`
	CPUMsPerVerdict float64 `json:"cpu_ms_per_verdict"`
	RSSBytes        uint64  `json:"rss_bytes"`
}

// windowFor is the span of Report.Windows for a run of d (0: bounded by a
// count).
func windowFor(d time.Duration) time.Duration {
	if d == 0 || d >= 30*time.Second {
		return 10 * time.Second
	}
	return max(time.Second, (d / 5).Truncate(100*time.Millisecond))
}

// windows counts the verdicts answered between consecutive marks. A last
// span shorter than half the one before it is folded into that one.
func windows(samples []Sample, marks []mark) []Window {
	if n := len(marks); n > 2 && marks[n-1].at.Sub(marks[n-2].at) < marks[n-2].at.Sub(marks[n-3].at)/2 {
		marks = append(marks[:n-2:n-2], marks[n-1])
	}
	if len(marks) < 2 {
		return nil
	}
	out := make([]Window, len(marks)-1)
	for _, s := range samples {
		if s.Lost || s.Err != "" {
			continue
		}
		for i := range out {
			if !s.End.Before(marks[i].at) && s.End.Before(marks[i+1].at) {
				out[i].Verdicts++
				break
			}
		}
	}
	t0 := marks[0].at
	for i := range out {
		a, b := marks[i], marks[i+1]
		w := &out[i]
		w.StartS, w.EndS = round3(a.at.Sub(t0).Seconds()), round3(b.at.Sub(t0).Seconds())
		w.Throughput = round3(float64(w.Verdicts) / b.at.Sub(a.at).Seconds())
		if w.Verdicts > 0 {
			w.CPUMsPerVerdict = round3(float64((b.cpu - a.cpu).Microseconds()) / 1e3 / float64(w.Verdicts))
		}
		w.RSSBytes = b.rss
	}
	return out
}

func (rep *Report) summarize(res LoadResult) {
	var lat, model, over, lag, overSent, fan, pre, post, acc []time.Duration
	errs := map[string]int{}
	for _, s := range res.Samples {
		rep.Requests.Sent++
		switch {
		case s.Lost:
			rep.Requests.Lost++
		case s.Err != "":
			rep.Requests.Failed++
		default:
			rep.Requests.OK++
			e2e := s.End.Sub(s.Begin())
			lat = append(lat, e2e)
			model = append(model, s.Model)
			over = append(over, e2e-s.Model)
			if !s.Due.IsZero() {
				lag = append(lag, s.Start.Sub(s.Due))
				overSent = append(overSent, s.End.Sub(s.Start)-s.Model)
			}
			if f, ok := s.Trace.Fanout(); ok {
				fan = append(fan, f)
				pre = append(pre, s.Trace.Published.Sub(s.Start))
			}
			if len(s.Trace.Calls) > 0 {
				post = append(post, s.End.Sub(s.Trace.LastEnd()))
			}
			if s.Accepted > 0 {
				acc = append(acc, s.Accepted)
			}
		}
		if s.Err != "" && (len(errs) < 10 || errs[s.Err] > 0) {
			errs[s.Err]++
		}
	}
	rep.ElapsedS = round3(res.Elapsed.Seconds())
	if res.Elapsed > 0 {
		rep.Throughput = round3(float64(rep.Requests.OK) / res.Elapsed.Seconds())
	}
	rep.Latency, rep.Model, rep.Overhead = Summarize(lat), Summarize(model), Summarize(over)
	if len(lag) > 0 {
		l, o := Summarize(lag), Summarize(overSent)
		rep.StartLag, rep.OverheadSent = &l, &o
	}
	if len(fan) > 0 {
		f, p := Summarize(fan), Summarize(pre)
		rep.Fanout, rep.PreGossip = &f, &p
	}
	if len(post) > 0 {
		p := Summarize(post)
		rep.PostModel = &p
	}
	if len(acc) > 0 {
		a := Summarize(acc)
		rep.Accepted = &a
	}
	if len(errs) > 0 {
		rep.Errors = errs
	}
}

// WriteJSON writes the report as indented JSON.
func (rep *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}

// WriteText writes the report for a person.
func (rep *Report) WriteText(w io.Writer) error {
	var b strings.Builder
	c := rep.Config
	fmt.Fprintf(&b, "arbitra bench (%s", rep.Mode)
	if rep.Target != "" {
		fmt.Fprintf(&b, " %s", rep.Target)
	}
	fmt.Fprintf(&b, "): %s engine", c.Engine)
	if c.DelayMS > 0 {
		fmt.Fprintf(&b, " %gms", c.DelayMS)
	}
	if c.Jurors > 0 {
		fmt.Fprintf(&b, ", %d jurors", c.Jurors)
	}
	if c.RatePerS > 0 {
		fmt.Fprintf(&b, ", panel %d, open loop at %g/s with at most %d in flight, evidence %d×%d B\n", c.Panel, c.RatePerS, c.Concurrency, c.EvidenceItems, c.EvidenceBytes)
	} else {
		fmt.Fprintf(&b, ", panel %d, concurrency %d, evidence %d×%d B\n", c.Panel, c.Concurrency, c.EvidenceItems, c.EvidenceBytes)
	}
	if c.Async {
		fmt.Fprintf(&b, "asynchronous submissions (202, then GET every %gms until final)\n", c.PollMS)
	}
	m := rep.Machine
	fmt.Fprintf(&b, "machine: %s/%s, %d CPUs, %s, secp256k1 %s, load average %.2f at start\n", m.GOOS, m.GOARCH, m.CPUs, m.Go, m.Secp256k1, m.LoadAvg)
	r := rep.Requests
	fmt.Fprintf(&b, "requests: %d sent, %d ok, %d failed, %d lost in %.2fs\n", r.Sent, r.OK, r.Failed, r.Lost, rep.ElapsedS)
	fmt.Fprintf(&b, "throughput: %.1f verdicts/s\n\n", rep.Throughput)
	fmt.Fprintf(&b, "%-28s %9s %9s %9s %9s %9s\n", "ms", "p50", "p90", "p99", "max", "mean")
	row := func(name string, s Summary) {
		fmt.Fprintf(&b, "%-28s %9.3f %9.3f %9.3f %9.3f %9.3f\n", name, s.P50, s.P90, s.P99, s.Max, s.Mean)
	}
	if rep.Accepted != nil {
		row("accepted (202, async)", *rep.Accepted)
	}
	row("end to end", rep.Latency)
	row("model (slowest juror)", rep.Model)
	row("overhead (e2e − model)", rep.Overhead)
	if rep.StartLag != nil {
		row("  due → sent (load's lag)", *rep.StartLag)
		row("  overhead after send", *rep.OverheadSent)
	}
	if rep.PreGossip != nil {
		row("  send → publish", *rep.PreGossip)
	}
	if rep.Fanout != nil {
		row("  gossip fan-out (all panel)", *rep.Fanout)
	}
	if rep.PostModel != nil {
		row("  last answer → verdict", *rep.PostModel)
	}
	if rep.Baseline != nil {
		if rep.OverheadSent != nil {
			row("baseline: paced LLM hop", rep.Baseline.Latency)
		} else {
			row("baseline: direct LLM hop", rep.Baseline.Latency)
		}
	}
	if len(rep.Path) > 0 {
		fmt.Fprintf(&b, "\n%-40s %9s %9s %9s %9s\n", "path, ms after send", "p50", "p90", "last p50", "last p90")
		for _, p := range rep.Path {
			fmt.Fprintf(&b, "  %-38s %9.3f %9.3f", p.Step, p.First.P50, p.First.P90)
			if p.Last != nil {
				fmt.Fprintf(&b, " %9.3f %9.3f", p.Last.P50, p.Last.P90)
			}
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "  (for a step every juror or receipt passes: the first of them, then the last)\n")
	}
	if len(rep.Ratios) > 0 {
		what := "overhead / baseline"
		if rep.OverheadSent != nil {
			what = "overhead after send / paced baseline"
		}
		fmt.Fprintf(&b, "\n%s: p50 %.2f×, p99 %.2f×\n", what, rep.Ratios["overhead_p50_over_baseline_p50"], rep.Ratios["overhead_p99_over_baseline_p99"])
	}
	fmt.Fprintf(&b, "\ncpu: %.2f s (%.3f ms per verdict); peak RSS %.1f MiB (process high-water %.1f MiB); heap in use %.1f MiB\n",
		rep.CPUSeconds, rep.CPUMsPerVerdict, mib(rep.PeakRSSBytes), mib(rep.ProcessPeakRSSBytes), mib(rep.HeapInuseBytes))
	if rep.PeakRSSAnonBytes > 0 {
		fmt.Fprintf(&b, "peak anonymous RSS %.1f MiB (the rest of the RSS is mapped files: the binary, and badger's logs, which grow with what is written)\n",
			mib(rep.PeakRSSAnonBytes))
	}
	if len(rep.CPUByRole) > 0 {
		fmt.Fprintf(&b, "cpu by role, ms per verdict:")
		for i, r := range rep.CPUByRole {
			sep := ","
			if i == 0 {
				sep = ""
			}
			fmt.Fprintf(&b, "%s %s %.3f (%.0f%%)", sep, r.Role, r.MsPerVerdict, 100*r.Share)
		}
		fmt.Fprintf(&b, "\ncoordinator alone, bound by CPU: %.0f verdicts/s on %d CPUs (CPUs ÷ coordinator + unattributed ms per verdict; not a measured rate)\n",
			rep.CoordinatorCPUBoundVPS, rep.Machine.CPUs)
	}
	if len(rep.Windows) > 1 {
		fmt.Fprintf(&b, "\n%-28s", "by window, from s")
		for _, w := range rep.Windows {
			fmt.Fprintf(&b, " %7.0f", w.StartS)
		}
		fmt.Fprintf(&b, "\n%-28s", "  verdicts/s")
		for _, w := range rep.Windows {
			fmt.Fprintf(&b, " %7.1f", w.Throughput)
		}
		fmt.Fprintf(&b, "\n%-28s", "  cpu ms per verdict")
		for _, w := range rep.Windows {
			fmt.Fprintf(&b, " %7.2f", w.CPUMsPerVerdict)
		}
		fmt.Fprintf(&b, "\n%-28s", "  RSS at end, MiB")
		for _, w := range rep.Windows {
			fmt.Fprintf(&b, " %7.0f", mib(w.RSSBytes))
		}
		b.WriteString("\n")
	}
	if len(rep.Errors) > 0 {
		fmt.Fprintf(&b, "\nerrors:\n")
		keys := make([]string, 0, len(rep.Errors))
		for k := range rep.Errors {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(&b, "  %5d × %s\n", rep.Errors[k], k)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }
