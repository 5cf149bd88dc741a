//go:build !arbitra_juror

package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
	"strconv"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/bench"
)

const benchUsage = `Usage:
  arbitra bench [flags]                       in-process network: 1 coordinator, N jurors
  arbitra bench --target http://127.0.0.1:PORT  drive a running coordinator
  arbitra bench --serve-engine 127.0.0.1:PORT  serve the bench engine to juror processes (OpenAI protocol)
  arbitra bench --sim 10,50,100,200            many-node simulation on mocknet
  arbitra bench --idle-juror 10s               footprint of one idle juror node
  arbitra bench --idle-juror 10s --juror-binary ./arbitra-juror
                                               the same for a juror build's own process
  arbitra bench --machine                      this machine's memory latency, system call and loopback costs
  arbitra bench --smoke                        20 requests in process, then a 12-node simulation (CI)

Measures what the juror network costs next to the model calls it carries.
The in-process network runs a coordinator and --jurors jurors as full nodes
(libp2p hosts on loopback TCP; the coordinator with its badger store, IPFS
archive and HTTP API on 127.0.0.1) with the bench-instant engine, or bench-delay with --delay. The
load generator posts verdict requests (POST /v1/verdicts, waiting for the
verdict) from --concurrency workers until --count requests or --duration,
whichever comes first, after --warmup unmeasured ones. With --rate it sends
them at a fixed rate instead (an open loop, at most --concurrency in
flight), and a request's latency counts from when it was due: the latency
of a given load rather than of a saturated node.

It prints throughput (minted verdicts/s), end-to-end latency, the slowest
juror's model time, the overhead (end to end minus model time), gossip
fan-out (publish to the last panel juror's engine start), CPU seconds (in
process also split by role: coordinator, jurors, load generator, runtime)
and peak RSS; and a baseline measured in the same run: one OpenAI
chat-completions round trip over loopback HTTP to the same engine. --json
prints the report as JSON (schema "arbitra-bench/1", fields documented in
docs/performance.md); --out also writes it to a file.

Against --target only end-to-end figures and the jurors' latency_ms are
known. The target's jurors must vote the first option ("yes"):
--serve-engine serves the bench engine (bench-delay with --delay) over the
OpenAI chat-completions protocol until interrupted, for jurors started with
--engine openai --openai-url http://ADDR/v1 --model bench-instant-v1;
scripts/bench-procs.sh starts such a network of separate processes, runs
the load against it and reports every process's CPU time. All traffic
stays on loopback or inside the process.

Flags:
`

// runBench is ` + "`arbitra bench`" + `.
func runBench(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), benchUsage)
		fs.PrintDefaults()
	}
	var (
		target      = fs.String("target", "", "base URL of a running coordinator to drive instead of the in-process network")
		serveEngine = fs.String("serve-engine", "", "serve the bench engine over the OpenAI chat-completions protocol on this `address` until interrupted")
		jurors      = fs.Int("jurors", 5, "jurors in the in-process network")
		panel       = fs.Int("panel", 5, "jurors per verdict")
		capacity    = fs.Int("capacity", 0, "each in-process juror's judgement slots, which its coordinator fills no further (0: 256 or --concurrency, whichever is more)")
		delay       = fs.Duration("delay", 0, "fixed model time of the bench engine (0: bench-instant)")
		concurrency = fs.Int("concurrency", 32, "requests in flight (with --rate: the most in flight)")
		rate        = fs.Float64("rate", 0, "send requests at this many per second, an open loop (0: back to back from --concurrency workers)")
		async       = fs.Bool("async", false, "submit with \"async\": true and poll GET /v1/verdicts/{id} until final, as an agent that does not hold its connection would; reports the time to the 202")
		poll        = fs.Duration("poll", bench.DefaultPoll, "with --async: the polling interval")
		count       = fs.Int("count", 0, "measured requests (0: bounded by --duration only)")
		duration    = fs.Duration("duration", 10*time.Second, "time in which measured requests start (0: bounded by --count only)")
		warmup      = fs.Int("warmup", 0, "unmeasured requests first (0: 2×concurrency; -1: none)")
		evBytes     = fs.Int("evidence-bytes", 1024, "bytes per evidence item")
		evItems     = fs.Int("evidence-items", 1, "evidence items per request")
		timeoutMS   = fs.Int64("timeout-ms", 10000, "each request's juror deadline")
		dataDir     = fs.String("data-dir", "", "directory for the in-process nodes' data (default: a temporary directory; tmpfs takes fsync out)")
		baselineN   = fs.Int("baseline", 200, "baseline round trips, direct OpenAI-protocol hops to the same engine: back to back, or with --rate one every 1/rate, as many as fit in 10 s but no fewer than 20 (-1: skip)")
		asJSON      = fs.Bool("json", false, "print the report as JSON")
		out         = fs.String("out", "", "also write the JSON report to this file")
		benchfmt    = fs.String("benchfmt", "", "also append the run to this file in the Go benchmark format, for benchstat")
		from        = fs.String("from", "", "read these JSON reports (comma-separated files written by --out) instead of running; with --benchfmt, convert them")
		smoke       = fs.Bool("smoke", false, "short run for CI: 20 requests at concurrency 4, then a 12-node simulation")
		sim         = fs.String("sim", "", "simulate networks of these sizes (comma-separated node counts) instead")
		simCoord    = fs.Int("sim-coordinators", 4, "coordinators in each simulated network")
		simVerdicts = fs.Int("sim-verdicts", 20, "verdicts per simulated network")
		simConc     = fs.Int("sim-concurrency", 4, "verdicts in flight in a simulation")
		simLatency  = fs.Duration("sim-latency", 5*time.Millisecond, "one-way latency of every simulated link")
		simDegree   = fs.Int("sim-degree", 6, "random peers each simulated juror dials")
		idle        = fs.Duration("idle-juror", 0, "start one juror node, idle this long, report its footprint")
		bootstrap   = fs.String("bootstrap", "", "with --idle-juror: comma-separated multiaddrs to dial")
		jurorBinary = fs.String("juror-binary", "", "with --idle-juror: run this executable's juror command as a process of its own and measure that process (a build with -tags arbitra_juror, say) instead of a juror node in this process")
		machine     = fs.Bool("machine", false, "probe this machine instead: memory latency by working set, a system call, a loopback round trip, hot and after --machine-idle")
		machineIdle = fs.Duration("machine-idle", 20*time.Millisecond, "with --machine: the idle gap before each \"after idle\" round")
		timeline    = fs.Bool("timeline", false, "in process: time each step of a verdict's path (signed, gossiped, delivered to each juror, receipts, mint, answer, acks) after the client's send")
		cpuProfile  = fs.String("cpuprofile", "", "write a CPU profile to this file (of the measured window in a load run)")
		memProfile  = fs.String("memprofile", "", "write a heap profile at the end to this file")
		blkProfile  = fs.String("blockprofile", "", "write a profile of where goroutines waited (channels, locks, select) to this file")
		traceOut    = fs.String("trace", "", "write a runtime execution trace of the whole run to this file (go tool trace)")
		logLevel    = fs.String("log-level", "error", "log level of the nodes: debug, info, warn, error")
	)
	for _, a := range args {
		if a == "-h" || a == "-help" || a == "--help" || a == "--h" {
			fs.SetOutput(stdout) // asked-for help goes to stdout, once
		}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("bench: unexpected argument %q", fs.Arg(0))
	}
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(*logLevel)); err != nil {
		return fmt.Errorf("--log-level: %w", err)
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: lv}))
	// A load run profiles its measured window itself (the profile it splits
	// by role); the other modes are profiled whole.
	var cpuOut *os.File
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		cpuOut = f
	}
	profileWhole := func() (stop func(), err error) {
		if cpuOut == nil {
			return func() {}, nil
		}
		if err := pprof.StartCPUProfile(cpuOut); err != nil {
			return nil, err
		}
		return pprof.StopCPUProfile, nil
	}
	if *blkProfile != "" {
		// Every blocking event is recorded: this costs CPU, so the figures
		// of a profiled run are not comparable with an unprofiled one.
		runtime.SetBlockProfileRate(1)
		defer func() {
			runtime.SetBlockProfileRate(0)
			if f, err := os.Create(*blkProfile); err == nil {
				_ = pprof.Lookup("block").WriteTo(f, 0)
				f.Close()
			}
		}()
	}
	if *traceOut != "" {
		// Scheduling, blocking and syscalls of every goroutine: where a single
		// request's latency goes. Tracing costs CPU too.
		f, err := os.Create(*traceOut)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := trace.Start(f); err != nil {
			return err
		}
		defer trace.Stop()
	}
	if *memProfile != "" {
		defer func() {
			if f, err := os.Create(*memProfile); err == nil {
				_ = pprof.WriteHeapProfile(f)
				f.Close()
			}
		}()
	}
	emit := func(v any, text func(io.Writer) error) error {
		if *out != "" {
			b, err := json.MarshalIndent(v, "", "  ")
			if err != nil {
				return err
			}
			if err := os.WriteFile(*out, append(b, '\n'), 0o644); err != nil {
				return err
			}
		}
		if *asJSON || text == nil {
			enc := json.NewEncoder(stdout)
			enc.SetIndent("", "  ")
			return enc.Encode(v)
		}
		return text(stdout)
	}

	if *from != "" {
		return readReports(strings.Split(*from, ","), *benchfmt, stdout)
	}
	switch {
	case *idle > 0 || *sim != "" || *machine:
		stop, err := profileWhole()
		if err != nil {
			return err
		}
		defer stop()
	}
	switch {
	case *serveEngine != "":
		return serveBenchEngine(ctx, *serveEngine, &bench.Engine{Delay: *delay}, stdout)
	case *machine:
		rep, err := bench.ProbeMachine(ctx, bench.MachineConfig{Idle: *machineIdle})
		if err != nil {
			return err
		}
		return emit(rep, rep.WriteText)
	case *idle > 0:
		var boot []string
		for _, a := range strings.Split(*bootstrap, ",") {
			if a = strings.TrimSpace(a); a != "" {
				boot = append(boot, a)
			}
		}
		if *jurorBinary != "" {
			rep, err := bench.IdleJurorProcess(ctx, *idle, *jurorBinary, *dataDir, boot)
			if err != nil {
				return err
			}
			return emit(rep, func(w io.Writer) error {
				_, err := fmt.Fprintf(w, "idle juror process (%s juror) after %.1fs: RSS %.1f MiB (anonymous %.1f, files %.1f; high-water %.1f MiB)\n",
					rep.Binary, rep.IdleS, mib(rep.RSSBytes), mib(rep.RSSAnonBytes), mib(rep.RSSFileBytes), mib(rep.PeakRSSBytes))
				return err
			})
		}
		rep, err := bench.IdleJuror(ctx, *idle, *dataDir, boot, log)
		if err != nil {
			return err
		}
		return emit(rep, func(w io.Writer) error {
			_, err := fmt.Fprintf(w, "idle juror after %.1fs: RSS %.1f MiB (anonymous %.1f, files %.1f; high-water %.1f MiB), Go heap in use %.1f MiB of %.1f MiB, %d goroutines\n",
				rep.IdleS, mib(rep.RSSBytes), mib(rep.RSSAnonBytes), mib(rep.RSSFileBytes), mib(rep.PeakRSSBytes), mib(rep.HeapInuseBytes), mib(rep.HeapSysBytes), rep.Goroutines)
			return err
		})
	case *sim != "":
		sizes, err := parseSizes(*sim)
		if err != nil {
			return err
		}
		return runSims(ctx, sizes, bench.SimConfig{
			Coordinators: *simCoord, Panel: *panel, Verdicts: *simVerdicts, Concurrency: *simConc,
			Latency: *simLatency, Degree: *simDegree, Delay: *delay, Logger: log,
		}, emit)
	}

	cfg := bench.Config{
		Target: strings.TrimRight(*target, "/"), Jurors: *jurors, Panel: *panel, Capacity: *capacity, Delay: *delay,
		Concurrency: *concurrency, Count: *count, Duration: *duration, Rate: *rate, Warmup: *warmup, Async: *async, Poll: *poll,
		EvidenceItems: *evItems, EvidenceBytes: *evBytes, TimeoutMS: *timeoutMS, Dir: *dataDir,
		BaselineN: *baselineN, Logger: log, Timeline: *timeline,
	}
	if cpuOut != nil {
		cfg.CPUProfile = cpuOut
	}
	if *smoke {
		cfg.Concurrency, cfg.Count, cfg.Duration, cfg.Warmup, cfg.BaselineN = 4, 20, 30*time.Second, 4, 20
	}
	rep, err := bench.Run(ctx, cfg)
	if err != nil {
		return err
	}
	if *benchfmt != "" {
		if err := appendBenchfmt(*benchfmt, rep); err != nil {
			return err
		}
	}
	if !*smoke {
		if err := emit(rep, rep.WriteText); err != nil {
			return err
		}
		return benchFailed(rep)
	}
	simRep, err := bench.Simulate(ctx, bench.SimConfig{Nodes: 12, Coordinators: 2, Verdicts: 6, Concurrency: 2, Latency: 2 * time.Millisecond, Logger: log})
	if err != nil {
		return fmt.Errorf("bench: smoke simulation: %w", err)
	}
	both := struct {
		Bench *bench.Report    `json:"bench"`
		Sim   *bench.SimReport `json:"sim"`
	}{rep, simRep}
	if err := emit(both, func(w io.Writer) error {
		if err := rep.WriteText(w); err != nil {
			return err
		}
		return writeSimText(w, []*bench.SimReport{simRep})
	}); err != nil {
		return err
	}
	if err := benchFailed(rep); err != nil {
		return err
	}
	if simRep.Verdicts.OK != simRep.Verdicts.Sent || simRep.Verdicts.Sent == 0 {
		return fmt.Errorf("bench: smoke simulation minted %d of %d verdicts", simRep.Verdicts.OK, simRep.Verdicts.Sent)
	}
	return nil
}

// serveBenchEngine serves eng at addr over the OpenAI chat-completions
// protocol until ctx ends. It prints the base URL and model id that a
// juror's --openai-url and --model take.
func serveBenchEngine(ctx context.Context, addr string, eng *bench.Engine, stdout io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("--serve-engine: %w", err)
	}
	srv := &http.Server{Handler: bench.NewOpenAIHandler(eng), ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	fmt.Fprintf(stdout, "engine   http://%s/v1\nmodel    %s\n", ln.Addr(), eng.Model())
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	<-served // Serve has returned ErrServerClosed
	return err
}

// benchFailed turns failed or lost requests into an error (after the
// report is printed), so that scripts and CI notice them.
func benchFailed(rep *bench.Report) error {
	if r := rep.Requests; r.Failed > 0 || r.Lost > 0 || r.OK == 0 {
		return fmt.Errorf("bench: %d of %d requests failed and %d were lost", r.Failed, r.Sent, r.Lost)
	}
	return nil
}

func runSims(ctx context.Context, sizes []int, base bench.SimConfig, emit func(any, func(io.Writer) error) error) error {
	var reps []*bench.SimReport
	for _, n := range sizes {
		cfg := base
		cfg.Nodes = n
		rep, err := bench.Simulate(ctx, cfg)
		if err != nil {
			return fmt.Errorf("bench: simulation of %d nodes: %w", n, err)
		}
		reps = append(reps, rep)
	}
	return emit(reps, func(w io.Writer) error { return writeSimText(w, reps) })
}

func writeSimText(w io.Writer, reps []*bench.SimReport) error {
	var b strings.Builder
	fmt.Fprintf(&b, "\nsimulation (mocknet, in process)\n")
	fmt.Fprintf(&b, "%6s %6s %6s %7s %9s %9s %9s %9s %9s %9s %9s %8s %11s %9s %9s\n",
		"nodes", "coord", "link", "minted", "lat p50", "lat p99", "fan p50", "fan p99", "dlv p50", "dlv p99", "dlv max", "coverage", "heap/node", "peak RSS", "setup")
	for _, r := range reps {
		fmt.Fprintf(&b, "%6d %6d %4.0fms %3d/%-3d %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f %9.1f %8.3f %8.2f MiB %5.0f MiB %8.1fs\n",
			r.Nodes, r.Coordinators, r.LinkLatency, r.Verdicts.OK, r.Verdicts.Sent,
			r.VerdictLatency.P50, r.VerdictLatency.P99, r.Fanout.P50, r.Fanout.P99,
			r.Delivery.P50, r.Delivery.P99, r.Delivery.Max, r.Coverage,
			mib(r.HeapPerNodeBytes), mib(r.ProcessPeakRSSBytes), r.SetupS)
	}
	fmt.Fprintf(&b, "(ms; lat = submit → minted; fan = publish → last panel juror's engine start; dlv = publish → arrival at each node)\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func parseSizes(s string) ([]int, error) {
	var out []int
	for _, p := range strings.Split(s, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 2 {
			return nil, fmt.Errorf("--sim: %q is not a node count", p)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, errors.New("--sim: no sizes")
	}
	return out, nil
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }

// appendBenchfmt appends a load run to path in the Go benchmark format,
// with the configuration header first when the file is new or empty.
func appendBenchfmt(path string, rep *bench.Report) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return fmt.Errorf("--benchfmt: %w", err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() == 0 {
		if _, err := io.WriteString(f, rep.BenchfmtHeader()); err != nil {
			return fmt.Errorf("--benchfmt: %w", err)
		}
	}
	if err := rep.WriteBenchfmt(f); err != nil {
		return fmt.Errorf("--benchfmt: %w", err)
	}
	return f.Close()
}

// readReports prints load-run reports written by --out, or appends them
// to benchfmtPath, so that runs of builds older than --benchfmt compare
// with benchstat too.
func readReports(paths []string, benchfmtPath string, stdout io.Writer) error {
	for _, p := range paths {
		p = strings.TrimSpace(p)
		b, err := os.ReadFile(p)
		if err != nil {
			return fmt.Errorf("--from: %w", err)
		}
		var rep bench.Report
		if err := json.Unmarshal(b, &rep); err != nil {
			return fmt.Errorf("--from %s: %w", p, err)
		}
		if rep.Schema != bench.Schema {
			return fmt.Errorf("--from %s: schema %q is not a load-run report (%s)", p, rep.Schema, bench.Schema)
		}
		if benchfmtPath != "" {
			if err := appendBenchfmt(benchfmtPath, &rep); err != nil {
				return err
			}
			continue
		}
		if err := rep.WriteText(stdout); err != nil {
			return err
		}
	}
	return nil
}
