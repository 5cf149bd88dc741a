package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"runtime"
	"sort"
	"strings"
	"time"
)

// Schema names the JSON report format; it changes only when a field's
// meaning does.
const Schema = "arbitra-bench/2"

// Config is one bench run.
type Config struct {
	// Target is a running coordinator's base URL; empty starts an
	// in-process network.
	Target string
	// Jurors in the in-process network (default 5).
	Jurors int
	// Panel is the jurors per verdict (default 5, at most Jurors).
	Panel int
	// Concurrency, Count and Duration bound the measured load (see
	// LoadConfig).
	Concurrency int
	Count       int
	Duration    time.Duration
	// Rate, when positive, sends the measured requests at this many per
	// second (an open loop, see LoadConfig.Rate); Concurrency caps them.
	Rate float64
	// Warmup requests run first and are not measured (default
	// 2×Concurrency; negative: none).
	Warmup int
	// Latency is the in-process jurors' model (zero: instant). A model
	// with stragglers or silent calls makes abstaining seats ok.
	Latency LatencyModel
	// TimeoutMS is each request's juror deadline (default 10 s).
	TimeoutMS int64
	// Logger may be nil.
	Logger *slog.Logger
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
	// Limit is, per verdict, the model time of the vote that made a
	// majority of the panel, when the decision was certain; AnswerToLimit
	// is Latency's p50 and p99 over the limit's. With a latency model only.
	Limit         *Summary `json:"limit_ms,omitempty"`
	AnswerToLimit *Ratios  `json:"answer_to_limit,omitempty"`
	// StartLag is due → sent, and OverheadSent the overhead counted from
	// the send, in an open loop only: Latency and Overhead count from when
	// a request was due, so they include the load generator's own lateness.
	StartLag     *Summary `json:"start_lag_ms,omitempty"`
	OverheadSent *Summary `json:"overhead_after_send_ms,omitempty"`
	// CPUSeconds is the process's CPU time during the measured window (in
	// process: coordinator, jurors and load generator together).
	CPUSeconds      float64 `json:"cpu_seconds"`
	CPUMsPerVerdict float64 `json:"cpu_ms_per_verdict"`
	// PeakRSSBytes is the process's high-water resident set (VmHWM, Linux).
	PeakRSSBytes uint64 `json:"peak_rss_bytes"`
	// Errors are up to ten distinct failure messages with their counts.
	Errors map[string]int `json:"errors,omitempty"`
}

// Machine describes where the run happened.
type Machine struct {
	GOOS      string `json:"goos"`
	GOARCH    string `json:"goarch"`
	CPUs      int    `json:"cpus"`
	Go        string `json:"go"`
	Secp256k1 string `json:"secp256k1"`
}

// ReportConfig echoes the run's settings.
type ReportConfig struct {
	Jurors      int     `json:"jurors,omitempty"`
	Panel       int     `json:"panel"`
	Engine      string  `json:"engine"`
	Concurrency int     `json:"concurrency"`
	RatePerS    float64 `json:"rate_per_s,omitempty"`
	Count       int     `json:"count"`
	DurationS   float64 `json:"duration_s"`
	Warmup      int     `json:"warmup"`
	// Latency is the jurors' model, when it is not instant.
	Latency   *LatencyEcho `json:"latency,omitempty"`
	TimeoutMS int64        `json:"timeout_ms,omitempty"`
}

// RequestCounts: Sent = OK + Failed + Lost.
type RequestCounts struct {
	Sent   int `json:"sent"`
	OK     int `json:"ok"`
	Failed int `json:"failed"`
	Lost   int `json:"lost"`
}

// Run starts the network (unless Target is set), warms up, runs the
// measured load and reports.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Jurors <= 0 {
		cfg.Jurors = 5
	}
	if cfg.Panel <= 0 {
		cfg.Panel = min(5, cfg.Jurors)
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
		return nil, fmt.Errorf("bench: rate must not be negative")
	}
	if err := cfg.Latency.Validate(); err != nil {
		return nil, err
	}
	if cfg.Warmup < 0 {
		cfg.Warmup = 0
	} else if cfg.Warmup == 0 {
		cfg.Warmup = 2 * cfg.Concurrency
	}
	rep := &Report{
		Schema: Schema, Mode: "in-process", Target: cfg.Target, StartedAt: time.Now().UTC().Format(time.RFC3339),
		Machine: Machine{GOOS: runtime.GOOS, GOARCH: runtime.GOARCH, CPUs: runtime.NumCPU(), Go: runtime.Version(), Secp256k1: Secp256k1},
		Config: ReportConfig{
			Panel: cfg.Panel, Engine: (&Engine{Latency: cfg.Latency}).Name(), Concurrency: cfg.Concurrency, RatePerS: cfg.Rate,
			Count: cfg.Count, DurationS: cfg.Duration.Seconds(), Warmup: cfg.Warmup, TimeoutMS: cfg.TimeoutMS,
		},
	}
	if !cfg.Latency.Zero() {
		e := echo(cfg.Latency)
		rep.Config.Latency = &e
	}
	url := cfg.Target
	var rec *Recorder
	if cfg.Target != "" {
		rep.Mode = "target"
	} else {
		rep.Config.Jurors = cfg.Jurors
		net, err := StartNetwork(ctx, NetworkConfig{
			Jurors: cfg.Jurors, Capacity: max(256, cfg.Concurrency), Logger: cfg.Logger, Latency: cfg.Latency,
		})
		if err != nil {
			return nil, err
		}
		defer net.Close()
		url, rec = net.URL(), net.Rec
	}
	lc := LoadConfig{
		URL: url, Concurrency: cfg.Concurrency, Panel: cfg.Panel, Rec: rec, TimeoutMS: cfg.TimeoutMS,
		AllowAbstain: cfg.Latency.Stragglers > 0 || cfg.Latency.Silent > 0,
		Seq:          uint64(time.Now().UnixMilli()) * 1000, // distinct across runs against one target
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
	cpu0 := CPUTime()
	res, err := Load(ctx, lc)
	cpu := CPUTime() - cpu0
	if err != nil {
		return nil, err
	}
	rep.summarize(res)
	rep.CPUSeconds = round3(cpu.Seconds())
	if rep.Requests.OK > 0 {
		rep.CPUMsPerVerdict = round3(float64(cpu.Microseconds()) / 1e3 / float64(rep.Requests.OK))
	}
	rep.PeakRSSBytes = PeakRSS()
	return rep, nil
}

func round3(f float64) float64 { return ratio(f, 1) }

func (rep *Report) summarize(res LoadResult) {
	var lat, model, over, lag, overSent, fan, limit []time.Duration
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
			}
			if s.HasLimit {
				limit = append(limit, s.Limit)
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
		f := Summarize(fan)
		rep.Fanout = &f
	}
	if rep.Config.Latency != nil && len(limit) > 0 {
		l := Summarize(limit)
		r := ratios(rep.Latency, l)
		rep.Limit, rep.AnswerToLimit = &l, &r
	}
	if len(errs) > 0 {
		rep.Errors = errs
	}
}

// Failed reports failed or lost requests, or none minted, as an error, so
// that scripts and CI notice them.
func (rep *Report) Failed() error {
	if r := rep.Requests; r.Failed > 0 || r.Lost > 0 || r.OK == 0 {
		return fmt.Errorf("bench: %d of %d requests failed and %d were lost", r.Failed, r.Sent, r.Lost)
	}
	return nil
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
	fmt.Fprintf(&b, "arbitra-bench (%s", rep.Mode)
	if rep.Target != "" {
		fmt.Fprintf(&b, " %s", rep.Target)
	}
	fmt.Fprintf(&b, "): %s engine", c.Engine)
	if c.Latency != nil {
		fmt.Fprintf(&b, " (%s, seed %d)", c.Latency.Model, c.Latency.Seed)
	}
	if c.Jurors > 0 {
		fmt.Fprintf(&b, ", %d jurors", c.Jurors)
	}
	if c.RatePerS > 0 {
		fmt.Fprintf(&b, ", panel %d, open loop at %g/s with at most %d in flight\n", c.Panel, c.RatePerS, c.Concurrency)
	} else {
		fmt.Fprintf(&b, ", panel %d, concurrency %d\n", c.Panel, c.Concurrency)
	}
	m := rep.Machine
	fmt.Fprintf(&b, "machine: %s/%s, %d CPUs, %s, secp256k1 %s\n", m.GOOS, m.GOARCH, m.CPUs, m.Go, m.Secp256k1)
	r := rep.Requests
	fmt.Fprintf(&b, "requests: %d sent, %d ok, %d failed, %d lost in %.2fs\n", r.Sent, r.OK, r.Failed, r.Lost, rep.ElapsedS)
	fmt.Fprintf(&b, "throughput: %.1f verdicts/s\n\n", rep.Throughput)
	fmt.Fprintf(&b, "%-28s %9s %9s %9s %9s %9s\n", "ms", "p50", "p90", "p99", "max", "mean")
	row := func(name string, s Summary) {
		fmt.Fprintf(&b, "%-28s %9.3f %9.3f %9.3f %9.3f %9.3f\n", name, s.P50, s.P90, s.P99, s.Max, s.Mean)
	}
	row("end to end", rep.Latency)
	row("model (slowest juror)", rep.Model)
	row("overhead (e2e − model)", rep.Overhead)
	if rep.StartLag != nil {
		row("  due → sent (load's lag)", *rep.StartLag)
		row("  overhead after send", *rep.OverheadSent)
	}
	if rep.Fanout != nil {
		row("gossip fan-out (all panel)", *rep.Fanout)
	}
	if rep.Limit != nil {
		row("limit (majority's model)", *rep.Limit)
		fmt.Fprintf(&b, "%-28s %9.2f %9s %9.2f\n", "end to end ÷ limit", rep.AnswerToLimit.P50, "", rep.AnswerToLimit.P99)
	}
	fmt.Fprintf(&b, "\ncpu: %.2f s (%.3f ms per verdict); process peak RSS %.1f MiB\n",
		rep.CPUSeconds, rep.CPUMsPerVerdict, mib(rep.PeakRSSBytes))
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

// WriteSimText writes simulation reports as one table for a person.
func WriteSimText(w io.Writer, reps []*SimReport) error {
	var b strings.Builder
	fmt.Fprintf(&b, "simulation (mocknet, in process)\n")
	fmt.Fprintf(&b, "%6s %6s %6s %7s %9s %9s %9s %9s %9s %9s %8s %11s %9s %9s\n",
		"nodes", "coord", "link", "minted", "lat p50", "lat p99", "fan p50", "fan p99", "dlv p50", "dlv p99", "coverage", "heap/node", "peak RSS", "setup")
	for _, r := range reps {
		fmt.Fprintf(&b, "%6d %6d %4.0fms %3d/%-3d %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f %8.3f %8.2f MiB %5.0f MiB %8.1fs\n",
			r.Nodes, r.Coordinators, r.LinkLatency, r.Verdicts.OK, r.Verdicts.Sent,
			r.VerdictLatency.P50, r.VerdictLatency.P99, r.Fanout.P50, r.Fanout.P99,
			r.Delivery.P50, r.Delivery.P99, r.Coverage,
			mib(r.HeapPerNodeBytes), mib(r.ProcessPeakRSSBytes), r.SetupS)
	}
	fmt.Fprintf(&b, "(ms; lat = submit → minted; fan = publish → last panel juror's engine start; dlv = publish → arrival at each node)\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }
