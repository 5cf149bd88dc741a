// Command arbitra-soak runs an arbitra network as separate processes for a
// given time under a steady load and under faults, then checks what it
// left behind. It starts the chain (`arbitra devnet`'s JSON-RPC), an escrow
// with five bonded jurors, one coordinator, five jurors (`arbitra-juror`)
// each on its own model server (`arbitra-bench --serve-engine` with a
// latency model), sends plain verdicts and funded deals at --rate a
// second, and meanwhile kills the coordinator with SIGKILL, kills a juror,
// pauses another (SIGSTOP, then SIGCONT), and restarts each killed
// process. Then it checks that every request answered 2xx ended minted or
// failed with a stated cause, that every funded deal settled exactly once
// or is refundable, that no receipt a coordinator acked to a juror is
// missing from its record, and that the coordinator's RSS after warm-up grew
// by at most --max-rss-growth; it states the store's size per verdict. It
// exits non-zero on any failure. scripts/soak.sh builds the binaries and
// runs it; docs/performance.md gives its figures.
//
// Everything listens on loopback; every loop is bounded by a count and a
// time.
package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
)

type config struct {
	arbitra, juror, bench string
	dir                   string
	keep                  bool
	duration              time.Duration
	rate                  float64
	dealShare             float64
	maxInflight           int
	jurors                int
	latP50, latP99        time.Duration
	stragglers, silent    float64
	seed                  uint64
	timeout               time.Duration
	warmup                time.Duration
	maxRSSGrowth          float64
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "arbitra-soak:", err)
		os.Exit(1)
	}
}

func chainAddress(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arbitra-soak", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	fs.StringVar(&c.arbitra, "arbitra", "arbitra", "the arbitra `binary` (chain, coordinator, CLI)")
	fs.StringVar(&c.juror, "arbitra-juror", "arbitra-juror", "the arbitra-juror `binary`")
	fs.StringVar(&c.bench, "arbitra-bench", "arbitra-bench", "the arbitra-bench `binary` (model servers)")
	fs.StringVar(&c.dir, "dir", "", "working `directory` (default: a temporary one, removed unless --keep or a check fails)")
	fs.BoolVar(&c.keep, "keep", false, "keep the working directory")
	fs.DurationVar(&c.duration, "duration", 2*time.Minute, "how long the load runs")
	fs.Float64Var(&c.rate, "rate", 20, "requests a second, plain verdicts and deals together")
	fs.Float64Var(&c.dealShare, "deal-share", 0.1, "share of the requests that are funded deals")
	fs.IntVar(&c.maxInflight, "max-inflight", 1024, "requests in flight at most; a tick at the cap is counted and skipped")
	fs.IntVar(&c.jurors, "jurors", 5, "jurors (each deal's panel is all of them)")
	fs.DurationVar(&c.latP50, "latency-p50", 2*time.Second, "the models' median latency (runs under 10m: 200ms)")
	fs.DurationVar(&c.latP99, "latency-p99", 30*time.Second, "the models' 99th-percentile latency (runs under 10m: 2s)")
	fs.Float64Var(&c.stragglers, "stragglers", 0.02, "share of model calls answering after the deadline")
	fs.Float64Var(&c.silent, "silent", 0.02, "share of model calls never answering")
	fs.Uint64Var(&c.seed, "seed", 1, "the models' seed (juror i uses seed+i)")
	fs.DurationVar(&c.timeout, "timeout", 60*time.Second, "each request's juror deadline, at least 10s (runs under 10m: 10s)")
	fs.DurationVar(&c.warmup, "warmup", 0, "time after each coordinator start before its RSS counts (default: half the time between two kills of it, at most 2m)")
	fs.Float64Var(&c.maxRSSGrowth, "max-rss-growth", 0.20, "the most the coordinator's RSS may grow after warm-up, as a fraction")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if c.duration <= 0 || c.duration > 24*time.Hour || c.rate <= 0 || c.rate > 1000 || c.dealShare < 0 || c.dealShare > 1 || c.jurors < 3 || c.jurors > 5 {
		return errors.New("--duration must be in (0, 24h], --rate in (0, 1000], --deal-share in [0,1], --jurors 3 to 5")
	}
	// A short run gets a fast model unless told otherwise, so that it
	// judges enough to show something.
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if c.duration < 10*time.Minute {
		if !set["latency-p50"] && !set["latency-p99"] {
			c.latP50, c.latP99 = 200*time.Millisecond, 2*time.Second
		}
		if !set["timeout"] {
			c.timeout = 10 * time.Second
		}
	}
	if c.warmup <= 0 {
		// Half the time between two kills of the coordinator: each life
		// is compared over its second half.
		c.warmup = min(2*time.Minute, planFor(c.duration, c.jurors).coordEvery/2)
	}
	for _, b := range []*string{&c.arbitra, &c.juror, &c.bench} {
		if p, err := lookPath(*b); err != nil {
			return err
		} else {
			*b = p
		}
	}
	temp := c.dir == ""
	if temp {
		d, err := os.MkdirTemp("", "arbitra-soak-")
		if err != nil {
			return err
		}
		c.dir = d
	}
	if err := os.MkdirAll(c.dir, 0o755); err != nil {
		return err
	}
	// The whole run is bounded: setup, the load, the drain and the checks.
	ctx, cancel := context.WithTimeout(ctx, c.duration+c.timeout+15*time.Minute)
	defer cancel()
	failed, err := soak(ctx, c, stdout)
	if temp && !c.keep && err == nil && !failed {
		_ = os.RemoveAll(c.dir)
	} else {
		fmt.Fprintf(stdout, "working directory kept: %s (logs in logs/)\n", c.dir)
	}
	if err != nil {
		return err
	}
	if failed {
		return errors.New("soak failed")
	}
	return nil
}

func lookPath(p string) (string, error) {
	if filepath.Base(p) != p {
		return filepath.Abs(p)
	}
	for _, d := range filepath.SplitList(os.Getenv("PATH")) {
		if st, err := os.Stat(filepath.Join(d, p)); err == nil && !st.IsDir() {
			return filepath.Join(d, p), nil
		}
	}
	return "", fmt.Errorf("%s: not found; build it (go build ./cmd/%s) and pass its path", p, p)
}

// soak runs everything and reports; failed is true when a check failed.
func soak(ctx context.Context, c config, out io.Writer) (failed bool, err error) {
	n := &network{cfg: c, dir: c.dir}
	defer n.stopAll()
	t0 := time.Now()
	fmt.Fprintf(out, "soak: %v at %g requests/s (%.0f%% deals), %d jurors, models lognormal p50 %v p99 %v, %.0f%% stragglers, %.0f%% silent, deadline %v\n",
		c.duration, c.rate, c.dealShare*100, c.jurors, c.latP50, c.latP99, c.stragglers*100, c.silent*100, c.timeout)
	if err := n.startChain(ctx); err != nil {
		return false, fmt.Errorf("chain: %w", err)
	}
	urls, model, err := n.startEngines()
	if err != nil {
		return false, fmt.Errorf("model servers: %w", err)
	}
	if err := n.startCoordinator(ctx); err != nil {
		return false, fmt.Errorf("coordinator: %w", err)
	}
	if err := n.startJurors(urls, model); err != nil {
		return false, fmt.Errorf("jurors: %w", err)
	}
	if err := n.ready(ctx, 2*time.Minute); err != nil {
		return false, fmt.Errorf("coordinator: %w", err)
	}
	dealEvery := 0
	maxDeals := 0
	if c.dealShare > 0 {
		dealEvery = max(1, int(1/c.dealShare+0.5))
		maxDeals = int(c.duration.Seconds()*c.rate/float64(dealEvery)) + 2
	}
	d, err := newDriver(ctx, n, maxDeals)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(out, "setup: %v (chain, escrow, %d bonded jurors, coordinator %s, API %s)\n",
		time.Since(t0).Round(100*time.Millisecond), c.jurors, n.coordAddr, n.api)

	start := time.Now()
	until := start.Add(c.duration)
	p := planFor(c.duration, c.jurors)
	fmt.Fprintf(out, "faults: coordinator SIGKILL every %v, a juror SIGKILL every %v, juror-%d paused at +%v for %v\n",
		p.coordEvery, p.jurorEvery, p.pauseJuror, p.pauseAt, p.pauseFor)
	ch := &chaos{n: n, start: start}
	rctx, stopRSS := context.WithCancel(ctx)
	rssDone := make(chan []rssSample, 1)
	go func() { rssDone <- sampleRSS(rctx, n.coord) }()
	hctx, stopHeads := context.WithCancel(ctx)
	defer stopHeads()
	headsDone := make(chan []headSample, 1)
	go func() { headsDone <- sampleHeads(hctx, n.eth) }()
	chaosDone := make(chan struct{})
	go func() { defer close(chaosDone); ch.run(ctx, p, until) }()
	d.run(ctx, until, c.rate, dealEvery, maxDeals, c.maxInflight)
	<-chaosDone
	stopRSS()
	samples := <-rssDone
	loadTime := time.Since(start)
	if err := ctx.Err(); err != nil {
		return false, err
	}

	// Checks.
	var f findings
	for _, e := range ch.events {
		if e.Err != "" {
			f.fail("%s at +%v: %s", e.What, e.At.Round(time.Second), e.Err)
		}
	}
	for _, pr := range append([]*proc{n.devnet}, n.engines...) {
		if pr.exited() {
			f.fail("%s exited by itself (see logs/%s.log)", pr.name, pr.name)
		}
	}
	for _, pr := range append([]*proc{n.coord}, n.jurors...) {
		if pr.exited() {
			f.fail("%s exited by itself (see logs/%s.log); started again for the checks", pr.name, pr.name)
			_ = pr.start()
		}
	}
	if err := n.ready(ctx, 2*time.Minute); err != nil {
		f.fail("coordinator not ready for the checks: %v", err)
	}
	reqs, funded := d.snapshot()
	var ids []string
	for _, r := range reqs {
		if r.Status >= 200 && r.Status < 300 && r.ID != "" {
			ids = append(ids, r.ID)
		}
	}
	recs := records(ctx, d.api, ids, c.timeout+time.Minute)
	answered := 0
	for _, r := range reqs {
		if r.Status >= 200 && r.Status < 300 {
			answered++
		}
	}
	f.say("load: %d requests sent over %v (%.1f/s), %d answered 2xx; the last answer %v after the load stopped; %d ticks skipped at the in-flight cap",
		len(reqs), c.duration, float64(len(reqs))/c.duration.Seconds(), answered, (loadTime - c.duration).Round(100*time.Millisecond), d.skipped.Load())
	checkRequests(&f, reqs, recs)
	esc, err := chain.NewEscrow(ctx, n.eth, n.escrow, nil)
	if err != nil {
		return false, err
	}
	from, _ := strconv.ParseUint(n.deploy, 10, 64)
	threshold := c.jurors/2 + 1
	settledIn := checkDeals(ctx, &f, esc, from, funded, reqs, recs, threshold, 3*time.Minute)
	stopHeads()
	settlementLag(&f, reqs, settledIn, <-headsDone)
	checkAcks(ctx, &f, d.api, n, recs, c.timeout+time.Minute)
	growth, lives, peak := rssGrowth(samples, c.warmup)
	if lives == 0 {
		f.say("coordinator RSS: no life long enough past its %v warm-up to measure growth; peak %.1f MiB", c.warmup, mib(peak))
	} else {
		f.say("coordinator RSS: grew at most %+.1f%% after a %v warm-up over %d lives (limit %+.0f%%); peak %.1f MiB",
			growth*100, c.warmup, lives, c.maxRSSGrowth*100, mib(peak))
		if growth > c.maxRSSGrowth {
			f.fail("the coordinator's RSS grew %.1f%% after warm-up", growth*100)
		}
	}
	stored := 0
	for _, r := range recs {
		if r.done() {
			stored++
		}
	}
	if size, err := dirSize(n.coordDir); err != nil {
		f.fail("store size: %v", err)
	} else if stored > 0 {
		f.say("store: %.1f MiB for %d verdicts, %.1f KiB a verdict (the coordinator's data directory, everything in it)",
			mib(uint64(size)), stored, float64(size)/1024/float64(stored))
	}
	fmt.Fprintf(out, "\nfaults carried out: %d\n", len(ch.events))
	for _, l := range f.lines {
		fmt.Fprintln(out, l)
	}
	if len(f.failures) > 0 {
		fmt.Fprintf(out, "\nFAILED: %d checks\n", len(f.failures))
		for i, s := range f.failures {
			if i == 50 {
				fmt.Fprintf(out, "  … and %d more\n", len(f.failures)-50)
				break
			}
			fmt.Fprintln(out, "  "+s)
		}
		return true, nil
	}
	fmt.Fprintln(out, "\nsoak passed")
	return false, nil
}

func mib(b uint64) float64 { return float64(b) / (1 << 20) }
