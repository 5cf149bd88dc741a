package bench

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	jsonv2 "github.com/go-json-experiment/json"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// DealsSchema names the JSON form of a DealsReport.
const DealsSchema = "arbitra-bench-deals/1"

// PanelSpec is a deal panel: Size seats drawn, Threshold of them settle.
type PanelSpec struct {
	Size      int `json:"size"`
	Threshold int `json:"threshold"`
}

func (p PanelSpec) String() string { return fmt.Sprintf("%d-of-%d", p.Threshold, p.Size) }

// DefaultPanels are the panels the deal bench compares.
var DefaultPanels = []PanelSpec{{3, 3}, {5, 3}, {7, 4}}

// ParsePanels reads "3-of-3,3-of-5,4-of-7" (threshold-of-size).
func ParsePanels(s string) ([]PanelSpec, error) {
	var out []PanelSpec
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		a, b, ok := strings.Cut(f, "-of-")
		t, err1 := strconv.Atoi(a)
		n, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || n < 1 || t < 1 || t > n || 2*t <= n {
			return nil, fmt.Errorf("panel %q: want THRESHOLD-of-SIZE with a threshold over half the size", f)
		}
		out = append(out, PanelSpec{Size: n, Threshold: t})
	}
	if len(out) == 0 {
		return nil, errors.New("no panels")
	}
	return out, nil
}

// Behaviour is one way of running the coordinator that the deal bench
// measures, each in a network of its own, side by side in one report.
type Behaviour struct {
	// Name heads the behaviour's column.
	Name string
	// Configure, when set, adjusts the coordinator before it starts.
	Configure func(*node.CoordinatorConfig)
}

// The two behaviours the deal bench compares by default: the coordinator
// as it is built, which relays a deal's settlement once its votes decide
// it and mints the verdict after a short hold (docs/coordinator.md), and
// the same coordinator waiting for every seat or the deadline, as it did
// before.
var (
	DecidedBehaviour = Behaviour{Name: "decided"}
	WaitAllBehaviour = Behaviour{Name: "wait-all", Configure: func(c *node.CoordinatorConfig) { c.WaitForAllSeats = true }}
)

// DealsConfig is one run of the deal bench.
type DealsConfig struct {
	// Panels to measure (default DefaultPanels).
	Panels []PanelSpec
	// Behaviours to measure on each panel (default WaitAllBehaviour and
	// DecidedBehaviour).
	Behaviours []Behaviour
	// Deals per panel and behaviour (default 200), started Rate a second
	// (default 20).
	Deals int
	Rate  float64
	// Latency is every juror's model.
	Latency LatencyModel
	// TimeoutMS is each deal request's juror deadline (default 60 s).
	TimeoutMS int64
	// Logger may be nil.
	Logger *slog.Logger
}

// DealsReport is what the deal bench measured. Durations are
// milliseconds.
type DealsReport struct {
	Schema    string       `json:"schema"`
	StartedAt string       `json:"started_at"`
	Machine   Machine      `json:"machine"`
	Latency   LatencyEcho  `json:"latency"`
	Deals     int          `json:"deals"`
	RatePerS  float64      `json:"rate_per_s"`
	TimeoutMS int64        `json:"timeout_ms"`
	Runs      []DealRunRep `json:"runs"`
}

// LatencyEcho is a LatencyModel in a report.
type LatencyEcho struct {
	Model      string  `json:"model"`
	P50MS      float64 `json:"p50_ms"`
	P99MS      float64 `json:"p99_ms"`
	Stragglers float64 `json:"stragglers"`
	Silent     float64 `json:"silent"`
	Seed       uint64  `json:"seed"`
}

func echo(m LatencyModel) LatencyEcho {
	return LatencyEcho{Model: m.String(), P50MS: ms(m.P50), P99MS: ms(max(m.P99, m.P50)),
		Stragglers: m.Stragglers, Silent: m.Silent, Seed: m.Seed}
}

// DealRunRep is one panel under one behaviour.
type DealRunRep struct {
	Panel     PanelSpec `json:"panel"`
	Behaviour string    `json:"behaviour"`
	// Skipped says why the run did not happen.
	Skipped string `json:"skipped,omitempty"`
	// Requests: answered 200 and minted (OK), answered otherwise (Failed),
	// no answer (Lost).
	Requests RequestCounts `json:"requests"`
	// Settled deals had their settlement transaction mined; NoQuorum
	// deals had fewer than Threshold seats answer in time, so nothing
	// could settle them (the buyer's refund is their end); Unsettled are
	// the others, each a failure.
	Settled   int `json:"settled"`
	NoQuorum  int `json:"no_quorum"`
	Unsettled int `json:"unsettled"`
	// Limit is, per settleable deal, the Threshold-th smallest model time
	// among its seats (all vote alike): when the outcome became certain.
	// WaitAll is the slowest seat's model time, or the deadline when a
	// seat never answered: what waiting for every seat costs at best.
	Limit   Summary `json:"limit_ms"`
	WaitAll Summary `json:"wait_all_ms"`
	// Answer is the agent's POST /v1/verdicts to its answer; Settlement
	// the same start to the block with the settlement transaction.
	Answer     Summary `json:"answer_ms"`
	Settlement Summary `json:"settlement_ms"`
	// Ratios of each percentile to the limit's.
	AnswerRatio     Ratios         `json:"answer_to_limit"`
	SettlementRatio Ratios         `json:"settlement_to_limit"`
	Errors          map[string]int `json:"errors,omitempty"`
}

// Ratios are p50 and p99 of a distribution over the limit's.
type Ratios struct {
	P50 float64 `json:"p50"`
	P99 float64 `json:"p99"`
}

func ratios(s, limit Summary) Ratios {
	return Ratios{P50: ratio(s.P50, limit.P50), P99: ratio(s.P99, limit.P99)}
}

// Deals runs every behaviour on every panel, one fresh network each, and
// reports them side by side.
func Deals(ctx context.Context, cfg DealsConfig) (*DealsReport, error) {
	if len(cfg.Panels) == 0 {
		cfg.Panels = DefaultPanels
	}
	if len(cfg.Behaviours) == 0 {
		cfg.Behaviours = []Behaviour{WaitAllBehaviour, DecidedBehaviour}
	}
	if cfg.Deals <= 0 {
		cfg.Deals = 200
	}
	if cfg.Rate <= 0 {
		cfg.Rate = 20
	}
	if cfg.TimeoutMS <= 0 {
		cfg.TimeoutMS = 60000
	}
	if cfg.TimeoutMS < verdict.MinDealTimeout.Milliseconds() {
		return nil, fmt.Errorf("bench: a deal's timeout is at least %v", verdict.MinDealTimeout)
	}
	if err := cfg.Latency.Validate(); err != nil {
		return nil, err
	}
	rep := &DealsReport{
		Schema: DealsSchema, StartedAt: time.Now().UTC().Format(time.RFC3339),
		Machine: Machine{GOOS: runtime.GOOS, GOARCH: runtime.GOARCH, CPUs: runtime.NumCPU(), Go: runtime.Version(), Secp256k1: Secp256k1},
		Latency: echo(cfg.Latency), Deals: cfg.Deals, RatePerS: cfg.Rate, TimeoutMS: cfg.TimeoutMS,
	}
	for _, p := range cfg.Panels {
		for _, b := range cfg.Behaviours {
			run := DealRunRep{Panel: p, Behaviour: b.Name}
			if p.Size > verdict.MaxPanel {
				run.Skipped = fmt.Sprintf("the protocol seats at most %d jurors a verdict (verdict.MaxPanel)", verdict.MaxPanel)
			} else if err := dealRun(ctx, cfg, p, b, &run); err != nil {
				return nil, fmt.Errorf("bench: %s, %s: %w", p, b.Name, err)
			}
			rep.Runs = append(rep.Runs, run)
		}
	}
	return rep, nil
}

// dealNet is a chain with an escrow whose registry holds the jurors, a
// coordinator settling on it, and the jurors, all in process.
type dealNet struct {
	dev    *chain.Devnet
	escrow *chain.Escrow
	coord  *node.Node
	jurors []*node.Node
	rec    *Recorder
	dir    string
}

func (n *dealNet) close() {
	for _, j := range n.jurors {
		_ = j.Close()
	}
	if n.coord != nil {
		_ = n.coord.Close()
	}
	if n.dev != nil {
		_ = n.dev.Close()
	}
	_ = os.RemoveAll(n.dir)
}

func startDealNet(ctx context.Context, cfg DealsConfig, p PanelSpec, b Behaviour) (_ *dealNet, err error) {
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	n := &dealNet{rec: NewRecorder()}
	if n.dir, err = os.MkdirTemp("", "arbitra-bench-deals-"); err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			n.close()
		}
	}()
	const coordLabel = "arbitra-bench/coordinator"
	keys := make([]*verdict.KeySigner, p.Size)
	var addrs []common.Address
	for i := range keys {
		k := identity.Derive(fmt.Sprintf("arbitra-bench/juror-%d", i))
		keys[i] = verdict.NewKeySigner(k)
		addrs = append(addrs, crypto.PubkeyToAddress(k.PublicKey))
	}
	n.dev, err = chain.NewDevnet(ctx, chain.DevnetConfig{Jurors: addrs, PanelSize: uint8(p.Size), QuorumThreshold: uint8(p.Threshold),
		Accounts: []string{coordLabel, "seller"}})
	if err != nil {
		return nil, err
	}
	tx, err := chain.NewTransactor(ctx, n.dev.Client(), chain.DevKey(coordLabel), chain.WithPollInterval(5*time.Millisecond))
	if err != nil {
		return nil, err
	}
	esc, err := chain.NewEscrow(ctx, n.dev.Client(), n.dev.EscrowAddress(), tx)
	if err != nil {
		return nil, err
	}
	n.escrow = esc.WithTransactor(nil)
	cc := &node.CoordinatorConfig{
		HTTPAddr: "127.0.0.1:0", MinJurors: p.Size, HTTPEdge: server.EdgeConfig{Rate: -1},
		// Blocks come only with transactions here; a deal's draw waits for two.
		Chain: &node.ChainConfig{Escrow: esc, Mine: func(context.Context) error { return n.dev.Mine(2) }},
	}
	if b.Configure != nil {
		b.Configure(cc)
	}
	n.coord, err = node.New(node.Config{
		DataDir: filepath.Join(n.dir, "coordinator"), Key: chain.DevKey(coordLabel),
		ListenAddrs: p2p.LoopbackListenAddrs[:1], Logger: log, Coordinator: cc,
	})
	if err != nil {
		return nil, err
	}
	if err := n.coord.Start(ctx); err != nil {
		return nil, fmt.Errorf("coordinator: %w", err)
	}
	for i := range p.Size {
		j, err := node.New(node.Config{
			DataDir: filepath.Join(n.dir, fmt.Sprintf("juror-%d", i)), Key: identity.Derive(fmt.Sprintf("arbitra-bench/juror-%d", i)),
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: n.coord.Host.FullAddrs(), Logger: log,
			Juror: &node.JurorConfig{
				Engine:       &Engine{Latency: cfg.Latency, Juror: i, Rec: n.rec},
				Coordinators: []string{n.coord.Address()},
				// Model calls take seconds: the load, not a queue, is measured.
				Capacity: 4 * cfg.Deals, PresenceInterval: 2 * time.Second,
			},
		})
		if err != nil {
			return nil, err
		}
		if err := j.Start(ctx); err != nil {
			return nil, fmt.Errorf("juror %d: %w", i, err)
		}
		n.jurors = append(n.jurors, j)
	}
	wctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	if err := n.coord.WaitReady(wctx, p.Size); err != nil {
		return nil, fmt.Errorf("jurors not ready: %w", err)
	}
	return n, nil
}

// settledAt records when each deal's settlement was first seen mined, from
// the chain's new heads.
type settledAt struct {
	mu      sync.Mutex
	at      map[[32]byte]time.Time
	changed chan struct{} // closed and replaced on each new settlement
}

func (s *settledAt) set(id [32]byte, t time.Time) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.at[id]; !ok {
		s.at[id] = t
		close(s.changed)
		s.changed = make(chan struct{})
	}
}

// waitAll waits until every id is settled or ctx ends.
func (s *settledAt) waitAll(ctx context.Context, ids [][32]byte) {
	for {
		s.mu.Lock()
		missing := slices.ContainsFunc(ids, func(id [32]byte) bool { _, ok := s.at[id]; return !ok })
		ch := s.changed
		s.mu.Unlock()
		if !missing {
			return
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return
		}
	}
}

func (s *settledAt) get(id [32]byte) (time.Time, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.at[id]
	return t, ok
}

// watch follows new heads and notes each deal resolved in them, until ctx
// ends.
func (n *dealNet) watch(ctx context.Context, s *settledAt) (func(), error) {
	heads := make(chan *types.Header, 4096)
	sub, err := n.dev.Client().SubscribeNewHead(ctx, heads)
	if err != nil {
		return nil, err
	}
	wctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	head, err := n.dev.Client().BlockNumber(ctx)
	if err != nil {
		sub.Unsubscribe()
		cancel()
		return nil, err
	}
	go func() {
		defer close(done)
		defer sub.Unsubscribe()
		next := head + 1
		for {
			select {
			case h := <-heads:
				now := time.Now()
				to := h.Number.Uint64()
				if to < next {
					continue
				}
				evs, err := n.escrow.FilterEvents(wctx, next, to)
				if err != nil {
					continue // read again with the next head
				}
				next = to + 1
				for _, ev := range evs {
					if ev.Resolved != nil {
						s.set(ev.DealID, now)
					}
				}
			case <-sub.Err():
				return
			case <-wctx.Done():
				return
			}
		}
	}()
	return func() { cancel(); <-done }, nil
}

const (
	benchCriteria = "- The report includes a revenue table for 2025\n- The report cites its data sources"
	benchWork     = "The revenue table for 2025 is in section two; the data sources are cited in the appendix."
)

// dealSample is one deal's request and what became of it.
type dealSample struct {
	id         [32]byte
	seq        uint64
	start, end time.Time
	status     int
	err        string
	lost       bool
	trace      Trace
}

func dealRun(ctx context.Context, cfg DealsConfig, p PanelSpec, b Behaviour, run *DealRunRep) error {
	n, err := startDealNet(ctx, cfg, p, b)
	if err != nil {
		return err
	}
	defer n.close()
	settled := &settledAt{at: map[[32]byte]time.Time{}, changed: make(chan struct{})}
	stop, err := n.watch(ctx, settled)
	if err != nil {
		return err
	}
	defer stop()

	// Fund and submit every deal first, so that only the judgement and the
	// settlement are timed.
	buyer, err := n.dev.Transactor(ctx, "buyer")
	if err != nil {
		return err
	}
	seller, err := n.dev.Transactor(ctx, "seller")
	if err != nil {
		return err
	}
	amount := big.NewInt(1_000_000)
	token := chain.NewToken(n.dev.Client(), n.dev.TokenAddress(), buyer)
	if _, err := token.Approve(ctx, n.dev.EscrowAddress(), new(big.Int).Mul(amount, big.NewInt(int64(cfg.Deals)))); err != nil {
		return err
	}
	chainID, escrowAddr := n.escrow.Names()
	base := uint64(time.Now().UnixMilli()) * 1000
	samples := make([]dealSample, cfg.Deals)
	for i := range samples {
		s := &samples[i]
		s.seq = base + uint64(i)
		s.id = sha256.Sum256(fmt.Appendf(nil, "arbitra-bench/deal/%s/%s/%d", p, b.Name, s.seq))
		head, err := n.dev.Client().HeaderByNumber(ctx, nil)
		if err != nil {
			return err
		}
		terms := chain.DealTerms{ID: s.id, Seller: seller.Address(), Token: n.dev.TokenAddress(), Amount: amount,
			CriteriaHash: sha256.Sum256([]byte(benchCriteria)), Deadline: head.Time + 24*3600}
		if _, err := n.escrow.WithTransactor(buyer).CreateDeal(ctx, terms); err != nil {
			return fmt.Errorf("deal %d: %w", i, err)
		}
		if _, err := n.escrow.WithTransactor(seller).Submit(ctx, s.id, sha256.Sum256([]byte(dealWork(s.seq)))); err != nil {
			return fmt.Errorf("deal %d: %w", i, err)
		}
		// A draw nobody fixes within 256 blocks of its submission expires,
		// and opening every deal takes more blocks than that: the previous
		// deal's draw block is past now, so fix it.
		if i > 0 {
			if _, err := n.escrow.WithTransactor(buyer).DrawPanel(ctx, samples[i-1].id); err != nil {
				return fmt.Errorf("deal %d: draw: %w", i-1, err)
			}
		}
	}
	if err := n.dev.Mine(2); err != nil {
		return err
	}
	if _, err := n.escrow.WithTransactor(buyer).DrawPanel(ctx, samples[len(samples)-1].id); err != nil {
		return fmt.Errorf("last deal: draw: %w", err)
	}

	client := &http.Client{Timeout: time.Duration(cfg.TimeoutMS)*time.Millisecond + time.Minute}
	ac, err := api.NewClient(n.coord.URL(), client)
	if err != nil {
		return err
	}
	interval := time.Duration(float64(time.Second) / cfg.Rate)
	begin := time.Now()
	var wg sync.WaitGroup
	t := time.NewTimer(0)
	defer t.Stop()
	for i := range samples {
		t.Reset(time.Until(begin.Add(time.Duration(i) * interval)))
		select {
		case <-t.C:
		case <-ctx.Done():
			wg.Wait()
			return ctx.Err()
		}
		wg.Add(1)
		go func(s *dealSample) {
			defer wg.Done()
			body := api.SubmitBody{
				Question:  verdict.Question{Evidence: verdict.DealEvidence(benchCriteria, dealWork(s.seq))},
				Deal:      &verdict.Deal{ChainID: chainID, Escrow: escrowAddr, DealID: s.id, Category: "bench"},
				TimeoutMS: cfg.TimeoutMS,
			}
			var raw []byte
			s.start = time.Now()
			status, err := ac.Do(ctx, http.MethodPost, "/v1/verdicts", "", body, &raw, viewStatuses...)
			s.end, s.status = time.Now(), status
			var se *api.StatusError
			switch {
			case errors.As(err, &se):
				s.err = fmt.Sprintf("HTTP %d: %s", status, se.Body.Error)
			case err != nil:
				s.err, s.lost = err.Error(), true
			default:
				var v answer
				if err := jsonv2.Unmarshal(raw, &v); err != nil {
					s.err = fmt.Sprintf("HTTP %d: undecodable answer", status)
				} else if status != http.StatusOK || v.Status != api.StatusMinted {
					s.err = fmt.Sprintf("HTTP %d: status %s", status, v.Status)
					if v.Failure != nil {
						s.err += ": " + v.Failure.Code
					}
				}
			}
		}(&samples[i])
	}
	wg.Wait()
	// Settlement follows the answer by a transaction; a deal that cannot
	// settle is known from its trace, so only the others are waited for.
	var want [][32]byte
	for i := range samples {
		s := &samples[i]
		s.trace = n.rec.Take(s.seq)
		if s.err == "" && len(s.trace.Calls) >= p.Threshold {
			want = append(want, s.id)
		}
	}
	wctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	settled.waitAll(wctx, want)
	cancel()
	run.summarize(samples, settled, p, time.Duration(cfg.TimeoutMS)*time.Millisecond)
	return ctx.Err()
}

// dealWork is a deal's deliverable: it carries the sequence number the
// engine records calls under.
func dealWork(seq uint64) string { return fmt.Sprintf("%s%d %s", SeqMarker, seq, benchWork) }

func (run *DealRunRep) summarize(samples []dealSample, settled *settledAt, p PanelSpec, deadline time.Duration) {
	var limit, waitAll, answerD, settle []time.Duration
	errs := map[string]int{}
	for _, s := range samples {
		run.Requests.Sent++
		switch {
		case s.lost:
			run.Requests.Lost++
		case s.err != "":
			run.Requests.Failed++
		default:
			run.Requests.OK++
			answerD = append(answerD, s.end.Sub(s.start))
		}
		if s.err != "" {
			errs[s.err]++
		}
		models := make([]time.Duration, 0, len(s.trace.Calls))
		for _, c := range s.trace.Calls {
			models = append(models, c.End.Sub(c.Start))
		}
		slices.Sort(models)
		if len(models) == p.Size {
			waitAll = append(waitAll, models[len(models)-1])
		} else {
			waitAll = append(waitAll, deadline)
		}
		at, ok := settled.get(s.id)
		switch {
		case ok:
			run.Settled++
			settle = append(settle, at.Sub(s.start))
		case len(models) < p.Threshold:
			run.NoQuorum++
		default:
			run.Unsettled++
			if s.err == "" {
				errs["answered but not settled"]++
			}
		}
		if len(models) >= p.Threshold {
			limit = append(limit, models[p.Threshold-1])
		}
	}
	run.Limit, run.WaitAll = Summarize(limit), Summarize(waitAll)
	run.Answer, run.Settlement = Summarize(answerD), Summarize(settle)
	run.AnswerRatio, run.SettlementRatio = ratios(run.Answer, run.Limit), ratios(run.Settlement, run.Limit)
	if len(errs) > 0 {
		run.Errors = errs
	}
}

// Failed reports a deal run in which a deal that could settle did not,
// or a request was lost, as an error.
func (rep *DealsReport) Failed() error {
	var errs []error
	for _, r := range rep.Runs {
		if r.Skipped != "" {
			continue
		}
		if r.Unsettled > 0 || r.Requests.Lost > 0 || r.Settled == 0 {
			errs = append(errs, fmt.Errorf("%s %s: %d settled, %d unsettled, %d lost", r.Panel, r.Behaviour, r.Settled, r.Unsettled, r.Requests.Lost))
		}
	}
	return errors.Join(errs...)
}

// WriteText writes the report as a table, one row a panel and behaviour.
func (rep *DealsReport) WriteText(w io.Writer) error {
	var b strings.Builder
	l := rep.Latency
	fmt.Fprintf(&b, "deal panels (in process, simulated chain: a block per transaction): model %s, seed %d\n", l.Model, l.Seed)
	fmt.Fprintf(&b, "%d deals a panel at %g/s, %d ms deadline; %s/%s, %d CPUs, %s\n",
		rep.Deals, rep.RatePerS, rep.TimeoutMS, rep.Machine.GOOS, rep.Machine.GOARCH, rep.Machine.CPUs, rep.Machine.Go)
	fmt.Fprintf(&b, "%-7s %-9s %9s %-17s %-17s %-17s %-17s %-13s %-13s\n", "panel", "behaviour", "settled",
		"limit p50/p99", "wait-all p50/p99", "answer p50/p99", "settle p50/p99", "answer÷limit", "settle÷limit")
	for _, r := range rep.Runs {
		if r.Skipped != "" {
			fmt.Fprintf(&b, "%-7s %-9s skipped: %s\n", r.Panel, r.Behaviour, r.Skipped)
			continue
		}
		pair := func(s Summary) string { return fmt.Sprintf("%.0f/%.0f", s.P50, s.P99) }
		fmt.Fprintf(&b, "%-7s %-9s %4d/%-4d %-17s %-17s %-17s %-17s %-13s %-13s\n", r.Panel, r.Behaviour,
			r.Settled, r.Requests.Sent, pair(r.Limit), pair(r.WaitAll), pair(r.Answer), pair(r.Settlement),
			fmt.Sprintf("%.2f/%.2f", r.AnswerRatio.P50, r.AnswerRatio.P99),
			fmt.Sprintf("%.2f/%.2f", r.SettlementRatio.P50, r.SettlementRatio.P99))
		if r.NoQuorum > 0 || r.Unsettled > 0 {
			fmt.Fprintf(&b, "%17s %d without a quorum in time (refundable), %d unsettled\n", "", r.NoQuorum, r.Unsettled)
		}
		for k, v := range r.Errors {
			fmt.Fprintf(&b, "%17s %d × %s\n", "", v, k)
		}
	}
	fmt.Fprintf(&b, "(ms from the agent's request; limit = the threshold-th fastest seat's model time, when the outcome was certain;\n wait-all = the slowest seat's model time, or the deadline when a seat never answered)\n")
	_, err := w.Write([]byte(b.String()))
	return err
}
