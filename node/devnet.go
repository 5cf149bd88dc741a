package node

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// DevnetConfig describes the embedded default network.
type DevnetConfig struct {
	// Dir holds the nodes' data; a temporary directory (removed on Close)
	// when empty.
	Dir string
	// Jurors is the number of juror nodes (default 3).
	Jurors int
	// HTTPAddr is the coordinator API's address (default 127.0.0.1:0).
	HTTPAddr string
	// HTTPEdge bounds what the API accepts (coordinator's defaults when
	// zero).
	HTTPEdge server.EdgeConfig
	// Engines, one per juror; by default builtin engines of three
	// strictness levels, so that borderline evidence can split the panel.
	Engines []juror.Engine
	// NoChain leaves out the simulated chain and escrow settlement.
	NoChain bool
	// QuorumThreshold is how many juror ballots the escrow counts (0: a
	// majority of the jurors).
	QuorumThreshold uint8
	// PanelSize is how many of the jurors the escrow draws for a deal's
	// first round (0: all of them); fewer leaves seats for an appeal.
	PanelSize uint8
	// AppealWindow deploys the escrow with an appeal window (0: ballots
	// pay out at once).
	AppealWindow time.Duration
	// IgnoreAppeals is ChainConfig.IgnoreAppeals.
	IgnoreAppeals bool
	// Oracle is the account label of an escrow oracle, which tests use to
	// settle a deal other than the coordinator would; empty: none. The
	// coordinator settles by ballots either way.
	Oracle string
	// EvaluatorFee, when set, deploys the escrow with an ArbitraEvaluator
	// as its case opener charging that juror fee per case, the reference
	// ERC-8183 job contract paying in the devnet's MockUSDC and the
	// ERC-8004 identity, validation and reputation registries; the
	// coordinator judges and settles the evaluator's jobs on that job
	// contract (ChainConfig.Evaluator and JobContracts).
	EvaluatorFee *big.Int
	// Buyers and Sellers are the devnet account labels funded with ether
	// (buyers also with test USDC); defaults "buyer" and "seller".
	Buyers, Sellers []string
	// BeforeSend is a settlement test hook (see ChainConfig).
	BeforeSend func(context.Context, settlement.Entry)
	// AnchorInterval and AnchorBatch are the anchoring schedule (the
	// anchor package's defaults when zero).
	AnchorInterval time.Duration
	AnchorBatch    int
	// AnchorBeforeSend and OnAnchored are anchoring test hooks (see AnchorConfig).
	AnchorBeforeSend func(context.Context, anchor.Batch)
	OnAnchored       func(anchor.Batch)
	// Trace hears the coordinator's steps (Config.Trace); may be nil.
	Trace func(requestID, step string)
	// Logger may be nil.
	Logger *slog.Logger

	// mintHook, in tests, is CoordinatorConfig.mintHook until
	// RestartCoordinator.
	mintHook coordinator.MintHook
}

// DefaultDevnetEngines are the builtin jurors of the devnet: lenient,
// default and strict thresholds.
func DefaultDevnetEngines(n int) []juror.Engine {
	thresholds := []float64{0.5, juror.DefaultBuiltinThreshold, 0.8}
	out := make([]juror.Engine, n)
	for i := range out {
		out[i] = juror.Builtin{Threshold: thresholds[i%len(thresholds)]}
	}
	return out
}

// Devnet is a running embedded network.
type Devnet struct {
	cfg         DevnetConfig
	coordKey    *ecdsa.PrivateKey
	chainCfg    *ChainConfig
	Coordinator *Node
	Jurors      []*Node
	// Chain is the simulated chain with the escrow and test token; nil with
	// NoChain.
	Chain *chain.Devnet
	// Escrow is a read-only client of the devnet's escrow.
	Escrow *chain.Escrow
	// Evaluator is a read-only client of the devnet's ArbitraEvaluator,
	// nil unless DevnetConfig.EvaluatorFee is set; its job contract and the
	// ERC-8004 registries are Chain.JobsAddress and Chain.RegistriesAddresses.
	Evaluator *chain.Evaluator
	dir       string
	tempDir   bool
}

// StartDevnet starts a coordinator and its jurors on loopback and waits
// until every juror is live in the coordinator's registry and subscribed to
// the request topic.
func StartDevnet(ctx context.Context, cfg DevnetConfig) (_ *Devnet, err error) {
	if cfg.Jurors == 0 {
		cfg.Jurors = 3
	}
	if cfg.HTTPAddr == "" {
		cfg.HTTPAddr = "127.0.0.1:0"
	}
	if cfg.Engines == nil {
		cfg.Engines = DefaultDevnetEngines(cfg.Jurors)
	}
	if len(cfg.Engines) != cfg.Jurors {
		return nil, fmt.Errorf("devnet: %d engines for %d jurors", len(cfg.Engines), cfg.Jurors)
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	d := &Devnet{dir: cfg.Dir, cfg: cfg}
	if d.dir == "" {
		if d.dir, err = os.MkdirTemp("", "arbitra-devnet-"); err != nil {
			return nil, err
		}
		d.tempDir = true
	}
	defer func() {
		if err != nil {
			_ = d.Close()
		}
	}()
	d.coordKey = identity.Derive("coordinator")
	if !cfg.NoChain {
		if d.chainCfg, err = d.startChain(ctx, cfg, d.coordKey); err != nil {
			return nil, err
		}
	}
	if err := d.startCoordinator(ctx, cfg.HTTPAddr); err != nil {
		return nil, err
	}
	for i, eng := range cfg.Engines {
		name := fmt.Sprintf("juror-%d", i+1)
		j, err := New(Config{
			DataDir: filepath.Join(d.dir, name), Key: JurorKey(i),
			ListenAddrs: p2p.LoopbackListenAddrs, Bootstrap: d.Coordinator.Host.FullAddrs(),
			Juror:  &JurorConfig{Engine: eng, Coordinators: []string{d.Coordinator.Address()}, PresenceInterval: 2 * time.Second},
			Logger: log.With("node", name),
		})
		if err != nil {
			return nil, err
		}
		d.Jurors = append(d.Jurors, j)
		if err := j.Start(ctx); err != nil {
			return nil, err
		}
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := d.Coordinator.WaitReady(wctx, cfg.Jurors); err != nil {
		return nil, fmt.Errorf("devnet: jurors not ready: %w", err)
	}
	return d, nil
}

func (d *Devnet) startCoordinator(ctx context.Context, httpAddr string) error {
	log := d.cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	n, err := New(Config{
		DataDir: filepath.Join(d.dir, "coordinator"), Key: d.coordKey, ListenAddrs: p2p.LoopbackListenAddrs,
		Coordinator: &CoordinatorConfig{HTTPAddr: httpAddr, HTTPEdge: d.cfg.HTTPEdge, MinJurors: d.cfg.Jurors, Chain: d.chainCfg, mintHook: d.cfg.mintHook},
		Logger:      log.With("node", "coordinator"), Trace: d.cfg.Trace,
	})
	if err != nil {
		return err
	}
	d.Coordinator = n
	return n.Start(ctx)
}

// RestartCoordinator stops the coordinator and starts it again on the same
// data directory and HTTP address, without the settlement test hook: what a
// crashed coordinator does when its operator brings it back.
func (d *Devnet) RestartCoordinator(ctx context.Context) error {
	addr := d.Coordinator.HTTPAddr()
	_ = d.Coordinator.Close()
	d.cfg.mintHook = nil
	if d.chainCfg != nil {
		c := *d.chainCfg
		c.BeforeSend = nil
		if c.Anchor != nil {
			a := *c.Anchor
			a.BeforeSend = nil
			c.Anchor = &a
		}
		d.chainCfg = &c
	}
	return d.startCoordinator(ctx, addr)
}

// JurorKey is the devnet key of juror i (0-based).
func JurorKey(i int) *ecdsa.PrivateKey { return identity.Derive(fmt.Sprintf("juror-%d", i+1)) }

// startChain starts the simulated chain with the escrow (with an oracle
// only when cfg names one):
// its registry holds the devnet's jurors, every deal's panel is all of them,
// and a majority of their ballots settles it.
func (d *Devnet) startChain(ctx context.Context, cfg DevnetConfig, coordKey *ecdsa.PrivateKey) (*ChainConfig, error) {
	var jurors []common.Address
	for i := range cfg.Jurors {
		jurors = append(jurors, crypto.PubkeyToAddress(JurorKey(i).PublicKey))
	}
	cc := chain.DevnetConfig{Jurors: jurors, Buyers: cfg.Buyers, Accounts: append([]string{"coordinator"}, cfg.Sellers...),
		QuorumThreshold: cfg.QuorumThreshold, PanelSize: cfg.PanelSize, AppealWindow: cfg.AppealWindow,
		EvaluatorFee: cfg.EvaluatorFee, Registries: cfg.EvaluatorFee != nil}
	if cfg.Oracle != "" {
		cc.Oracle, cc.Accounts = chain.DevAddress(cfg.Oracle), append(cc.Accounts, cfg.Oracle)
	}
	var err error
	d.Chain, err = chain.NewDevnet(ctx, cc)
	if err != nil {
		return nil, fmt.Errorf("devnet chain: %w", err)
	}
	tx, err := chain.NewTransactor(ctx, d.Chain.Client(), coordKey)
	if err != nil {
		return nil, err
	}
	escrow, err := chain.NewEscrow(ctx, d.Chain.Client(), d.Chain.EscrowAddress(), tx)
	if err != nil {
		return nil, err
	}
	if d.Escrow, err = chain.NewEscrow(ctx, d.Chain.Client(), d.Chain.EscrowAddress(), nil); err != nil {
		return nil, err
	}
	// Blocks come only with transactions here; a deal's draw waits for two.
	mine := func(context.Context) error { return d.Chain.Mine(2) }
	anchors, err := chain.NewAnchor(ctx, d.Chain.Client(), d.Chain.AnchorAddress(), tx)
	if err != nil {
		return nil, err
	}
	out := &ChainConfig{Escrow: escrow, BeforeSend: cfg.BeforeSend, Mine: mine, IgnoreAppeals: cfg.IgnoreAppeals, Anchor: &AnchorConfig{
		Anchor: anchors, Interval: cfg.AnchorInterval, BatchSize: cfg.AnchorBatch, BeforeSend: cfg.AnchorBeforeSend, OnAnchored: cfg.OnAnchored,
	}}
	if cfg.EvaluatorFee != nil {
		if d.Evaluator, err = chain.NewEvaluator(ctx, d.Chain.Client(), d.Chain.EvaluatorAddress()); err != nil {
			return nil, err
		}
		// The escrow's Transactor, so that nonces never race.
		out.Evaluator, out.JobContracts = d.Evaluator.WithTransactor(tx), []common.Address{d.Chain.JobsAddress()}
		// The coordinator is the ERC-8004 validator of the devnet's jobs.
		regs := d.Chain.RegistriesAddresses()
		out.ValidationRegistry, out.ReputationRegistry = regs.Validation, regs.Reputation
	}
	return out, nil
}

// DealRef names a deal on the devnet's escrow, for a verdict request; the
// coordinator fills in its seller from the escrow.
func (d *Devnet) DealRef(id [32]byte, category string) *verdict.Deal {
	return &verdict.Deal{
		ChainID: verdict.NewChainID(d.Chain.ChainID().Uint64()), Escrow: verdict.Address(d.Chain.EscrowAddress()),
		DealID: id, Category: category,
	}
}

// WaitReady blocks until n jurors are live in the coordinator's registry and
// subscribed to the request topic.
func (n *Node) WaitReady(ctx context.Context, jurors int) error {
	if n.Coordinator == nil {
		return errors.New("node: not a coordinator")
	}
	if err := n.Coordinator.Registry().WaitFor(ctx, jurors); err != nil {
		return err
	}
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for len(n.Host.PubSub.ListPeers(p2p.TopicRequests)) < jurors {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
	return nil
}

// Close stops the jurors, then the coordinator, and removes a temporary
// data directory.
func (d *Devnet) Close() error {
	var errs []error
	for i := len(d.Jurors) - 1; i >= 0; i-- {
		errs = append(errs, d.Jurors[i].Close())
	}
	if d.Coordinator != nil {
		errs = append(errs, d.Coordinator.Close())
	}
	if d.Chain != nil {
		errs = append(errs, d.Chain.Close())
	}
	if d.tempDir {
		errs = append(errs, os.RemoveAll(d.dir))
	}
	return errors.Join(errs...)
}
