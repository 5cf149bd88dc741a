// Command arbitra-bench measures what an arbitra network costs next to the
// model calls it carries: throughput, end-to-end latency, the overhead
// beside the slowest juror's model time and the gossip fan-out, on an
// in-process network, against a running coordinator, or in a many-node
// simulation. It lives apart from the arbitra command so that the product
// binary links neither the load generator nor the simulated network;
// docs/performance.md gives the targets and the command behind each figure.
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
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/arbitra-network/arbitra/bench"
	"github.com/arbitra-network/arbitra/juror"
)

const usage = `Usage:
  arbitra-bench [flags]                          in-process network: 1 coordinator, --jurors jurors
  arbitra-bench --target http://127.0.0.1:PORT   drive a running coordinator
  arbitra-bench --sim 10,50,100,200              many-node simulations on mocknet
  arbitra-bench --serve-engine 127.0.0.1:PORT    serve the bench engine over the OpenAI protocol
  arbitra-bench --serve-engine ADDR --votes FAIL*3,PASS
                                                 serve votes fixed in advance, in call order
  arbitra-bench --deals 200                      deal panels (--panels) on a simulated chain, in process
  arbitra-bench --smoke                          20 requests in process, then a 12-node simulation (CI)

The in-process network runs full nodes on loopback (libp2p hosts, the
coordinator's pebble store, IPFS archive and HTTP API) with an engine that
answers at once. The load generator posts verdict requests and waits for
each verdict, from --concurrency workers or, with --rate, at a fixed rate
with at most --concurrency in flight, until --count requests or --duration.
It reports throughput, end-to-end latency, the overhead (end to end minus
the slowest juror's model time), the gossip fan-out, CPU time and peak RSS.
It exits non-zero when a request failed or was lost.

A latency model makes the engine behave like a real model server: a
lognormal answer time by its median and 99th percentile (--latency-p50,
--latency-p99), a share of calls that answer only after the request's
deadline (--stragglers) and a share that never answer (--silent), drawn
from --seed and the call's prompt, so that a run repeats. The report then
gives the limit: the model time of the vote that made the outcome certain
(a majority of the panel, or a deal's escrow threshold), and each figure's
ratio to it. --deals runs that many deals on each of --panels
(THRESHOLD-of-SIZE) at --rate a second (default 20) and reports the time
to the agent's answer and to the settlement transaction.

Against --target only end-to-end figures are known, and the coordinator's
jurors must vote "yes": run them with --engine openai --openai-url
http://ADDR/v1 --model bench-instant-v1 against --serve-engine ADDR.

--serve-engine with --votes serves no bench engine but a script, the same
model for every juror that asks it: the calls with one prompt are answered
in the order they arrive, so that a network test or a demo fixes a panel's
votes in advance (FAIL*3,PASS: a deal's three seats fail it, its appeal's
seats pass it).

Flags:
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "arbitra-bench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arbitra-bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
	}
	var (
		target      = fs.String("target", "", "base `URL` of a running coordinator to drive instead of the in-process network")
		sim         = fs.String("sim", "", "simulate networks of these `sizes` (comma-separated node counts) instead")
		serveEngine = fs.String("serve-engine", "", "serve the bench engine over the OpenAI chat-completions protocol on this `address` until interrupted")
		delay       = fs.Duration("delay", 0, "with --serve-engine: the engine's fixed model time (0: it answers at once)")
		votes       = fs.String("votes", "", "with --serve-engine: answer the calls with each prompt in order with these `votes`, comma-separated, VOTE*N repeating one, the last answering every call after (juror.ParseScript), instead of the bench engine")
		jurors      = fs.Int("jurors", 5, "jurors in the in-process network")
		panel       = fs.Int("panel", 5, "jurors per verdict")
		concurrency = fs.Int("concurrency", 32, "requests in flight (with --rate: the most in flight)")
		rate        = fs.Float64("rate", 0, "send requests at this many per second, an open loop (0: back to back from --concurrency workers)")
		count       = fs.Int("count", 0, "measured requests (0: bounded by --duration only)")
		duration    = fs.Duration("duration", 10*time.Second, "time in which measured requests start (0: bounded by --count only)")
		asJSON      = fs.Bool("json", false, "print the report as JSON")
		smoke       = fs.Bool("smoke", false, "short run for CI: 20 requests at concurrency 4, then a 12-node simulation")
		latP50      = fs.Duration("latency-p50", 0, "model latency: the lognormal's median (0: the engine answers at once, or after --delay)")
		latP99      = fs.Duration("latency-p99", 0, "model latency: the lognormal's 99th percentile (default: --latency-p50)")
		stragglers  = fs.Float64("stragglers", 0, "share of model calls that answer only after the request's deadline")
		silent      = fs.Float64("silent", 0, "share of model calls that never answer")
		seed        = fs.Uint64("seed", 1, "seed of the latency model's draws")
		timeout     = fs.Duration("timeout", 0, "each request's juror deadline (default 10s; 60s with --deals); with --serve-engine, what stragglers answer after")
		deals       = fs.Int("deals", 0, "deals per panel: run deal panels on a simulated chain instead")
		panels      = fs.String("panels", "3-of-3,3-of-5,4-of-7", "with --deals: the panels, THRESHOLD-of-SIZE, comma-separated")
	)
	for _, a := range args {
		if a == "-h" || a == "-help" || a == "--help" || a == "--h" {
			fs.SetOutput(stdout) // asked-for help goes to stdout
		}
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: slog.LevelError}))
	emit := func(v any, text func(io.Writer) error) error {
		if *asJSON {
			enc := json.NewEncoder(stdout)
			enc.SetIndent("", "  ")
			return enc.Encode(v)
		}
		return text(stdout)
	}

	lat := bench.LatencyModel{P50: *latP50, P99: *latP99, Stragglers: *stragglers, Silent: *silent, Seed: *seed}
	if err := lat.Validate(); err != nil {
		return err
	}
	switch {
	case *serveEngine != "" && *votes != "":
		script, err := juror.ParseScript(*votes)
		if err != nil {
			return fmt.Errorf("--votes: %w", err)
		}
		eng, err := juror.NewScript(script)
		if err != nil {
			return fmt.Errorf("--votes: %w", err)
		}
		return serve(ctx, *serveEngine, eng, stdout)
	case *serveEngine != "":
		return serve(ctx, *serveEngine, &bench.Engine{Delay: *delay, Latency: lat, Deadline: *timeout}, stdout)
	case *votes != "":
		return errors.New("--votes scripts the engine --serve-engine serves")
	case *deals > 0:
		ps, err := bench.ParsePanels(*panels)
		if err != nil {
			return fmt.Errorf("--panels: %w", err)
		}
		rep, err := bench.Deals(ctx, bench.DealsConfig{Panels: ps, Deals: *deals, Rate: *rate, Latency: lat,
			TimeoutMS: timeout.Milliseconds(), Logger: log})
		if err != nil {
			return err
		}
		if err := emit(rep, rep.WriteText); err != nil {
			return err
		}
		return rep.Failed()
	case *smoke:
		return runSmoke(ctx, log, emit)
	case *sim != "":
		sizes, err := parseSizes(*sim)
		if err != nil {
			return err
		}
		var reps []*bench.SimReport
		for _, n := range sizes {
			rep, err := bench.Simulate(ctx, bench.SimConfig{Nodes: n, Panel: *panel, Logger: log})
			if err != nil {
				return fmt.Errorf("simulation of %d nodes: %w", n, err)
			}
			reps = append(reps, rep)
		}
		return emit(reps, func(w io.Writer) error { return bench.WriteSimText(w, reps) })
	}
	rep, err := bench.Run(ctx, bench.Config{
		Target: strings.TrimRight(*target, "/"), Jurors: *jurors, Panel: *panel,
		Concurrency: *concurrency, Rate: *rate, Count: *count, Duration: *duration, Logger: log,
		Latency: lat, TimeoutMS: timeout.Milliseconds(),
	})
	if err != nil {
		return err
	}
	if err := emit(rep, rep.WriteText); err != nil {
		return err
	}
	return rep.Failed()
}

// runSmoke is what CI runs: a short load in process and a small
// simulation, each of which must mint every verdict; nothing is timed.
func runSmoke(ctx context.Context, log *slog.Logger, emit func(any, func(io.Writer) error) error) error {
	rep, err := bench.Run(ctx, bench.Config{Concurrency: 4, Count: 20, Duration: 30 * time.Second, Warmup: 4, Logger: log})
	if err != nil {
		return err
	}
	simRep, err := bench.Simulate(ctx, bench.SimConfig{Nodes: 12, Coordinators: 2, Verdicts: 6, Concurrency: 2, Latency: 2 * time.Millisecond, Logger: log})
	if err != nil {
		return fmt.Errorf("smoke simulation: %w", err)
	}
	both := struct {
		Bench *bench.Report    `json:"bench"`
		Sim   *bench.SimReport `json:"sim"`
	}{rep, simRep}
	if err := emit(both, func(w io.Writer) error {
		if err := rep.WriteText(w); err != nil {
			return err
		}
		fmt.Fprintln(w)
		return bench.WriteSimText(w, []*bench.SimReport{simRep})
	}); err != nil {
		return err
	}
	if err := rep.Failed(); err != nil {
		return err
	}
	if v := simRep.Verdicts; v.OK != v.Sent || v.Sent == 0 {
		return fmt.Errorf("smoke simulation minted %d of %d verdicts", v.OK, v.Sent)
	}
	return nil
}

// serve serves eng at addr over the OpenAI chat-completions protocol until
// ctx ends. It prints the base URL and model id that a juror's
// --openai-url and --model take.
func serve(ctx context.Context, addr string, eng juror.Engine, stdout io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("--serve-engine: %w", err)
	}
	// A silent model's calls wait for their context: the server's end
	// cancels them, so that Shutdown does not wait for them.
	base, cancelBase := context.WithCancel(context.Background())
	defer cancelBase()
	srv := &http.Server{Handler: bench.NewOpenAIHandler(eng), ReadHeaderTimeout: 10 * time.Second,
		BaseContext: func(net.Listener) context.Context { return base }}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	fmt.Fprintf(stdout, "engine   http://%s/v1\nmodel    %s\n", ln.Addr(), eng.Model())
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	cancelBase()
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	<-served // Serve has returned ErrServerClosed
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
