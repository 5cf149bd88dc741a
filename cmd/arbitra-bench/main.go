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
)

const usage = `Usage:
  arbitra-bench [flags]                          in-process network: 1 coordinator, --jurors jurors
  arbitra-bench --target http://127.0.0.1:PORT   drive a running coordinator
  arbitra-bench --sim 10,50,100,200              many-node simulations on mocknet
  arbitra-bench --serve-engine 127.0.0.1:PORT    serve the bench engine over the OpenAI protocol
  arbitra-bench --smoke                          20 requests in process, then a 12-node simulation (CI)

The in-process network runs full nodes on loopback (libp2p hosts, the
coordinator's pebble store, IPFS archive and HTTP API) with an engine that
answers at once. The load generator posts verdict requests and waits for
each verdict, from --concurrency workers or, with --rate, at a fixed rate
with at most --concurrency in flight, until --count requests or --duration.
It reports throughput, end-to-end latency, the overhead (end to end minus
the slowest juror's model time), the gossip fan-out, CPU time and peak RSS.
It exits non-zero when a request failed or was lost.

Against --target only end-to-end figures are known, and the coordinator's
jurors must vote "yes": run them with --engine openai --openai-url
http://ADDR/v1 --model bench-instant-v1 against --serve-engine ADDR.

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
		jurors      = fs.Int("jurors", 5, "jurors in the in-process network")
		panel       = fs.Int("panel", 5, "jurors per verdict")
		concurrency = fs.Int("concurrency", 32, "requests in flight (with --rate: the most in flight)")
		rate        = fs.Float64("rate", 0, "send requests at this many per second, an open loop (0: back to back from --concurrency workers)")
		count       = fs.Int("count", 0, "measured requests (0: bounded by --duration only)")
		duration    = fs.Duration("duration", 10*time.Second, "time in which measured requests start (0: bounded by --count only)")
		asJSON      = fs.Bool("json", false, "print the report as JSON")
		smoke       = fs.Bool("smoke", false, "short run for CI: 20 requests at concurrency 4, then a 12-node simulation")
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

	switch {
	case *serveEngine != "":
		return serve(ctx, *serveEngine, &bench.Engine{Delay: *delay}, stdout)
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
func serve(ctx context.Context, addr string, eng *bench.Engine, stdout io.Writer) error {
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
