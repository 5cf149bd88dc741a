package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/cli"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/replica"
)

const coordinatorUsage = `Usage: arbitra coordinator [flags]

Runs a coordinator: it serves the HTTP API agents submit to, keeps the live
juror registry from presence gossip, gossips signed requests, collects and
verifies receipts, mints majority-v1 verdicts and stores them.

With --rpc-url and --escrow it settles deals on that escrow and indexes its
events. Its MCP endpoint (/mcp) offers the read, verify and request tools
only: it signs nothing for its callers, so an agent funds and delivers
escrow deals with its own key ('arbitra mcp --rpc-url --escrow', or
'arbitra escrow').

With --evaluator and --job-contract it judges and settles the ERC-8183
jobs that name the evaluator. With --validation-registry it also answers
the ERC-8004 validation requests that name this node's chain address (the
address it prints at start, that of its key) and a served job by
the requestURI erc8183:<chain id>:<job contract>:<job id>, once the job's
case is final, and never changes an answer; --reputation-registry adds one
feedback for each such job the evaluator settled (docs/erc8183.md).
`

func runCoordinator(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("coordinator", coordinatorUsage, stderr)
	var nf netFlags
	nf.Register(fs, "./arbitra-coordinator")
	httpAddr := fs.String("http-addr", "127.0.0.1:8080", "HTTP API listen `address`")
	timeout := fs.Duration("default-timeout", 30*time.Second, "jurors' deadline for requests that name none")
	minJurors := fs.Int("min-jurors", 1, "jurors that must serve this coordinator (their presence names it and they are connected to it) before /readyz answers 200")
	slotWait := fs.Duration("slot-wait", 30*time.Second, "how long a submission waits for jurors with a free judgement slot before it is refused (503, code overloaded); an asynchronous one is queued on disk meanwhile and then fails with that code")
	maxQueued := fs.Int("max-queued", 4096, "asynchronous submissions kept queued for judgement slots; beyond it they are refused (503, code overloaded)")
	replicas := fs.Int("replicas", replica.DefaultReplicas, "coordinators, this one included, that should hold each record this one mints: it announces a record again until that many announce they hold it (every coordinator fetches, audits and pins the records it hears of)")
	dht := fs.Bool("dht", false, "run the IPFS DHT and announce every pinned record block, so that any IPFS node can find them")
	var edge edgeFlags
	edge.register(fs)
	var cf chainFlags
	cf.register(fs)
	if err := parseFlags(fs, args, stdout); err != nil {
		return helpOK(err)
	}
	if *maxQueued < 1 {
		return fmt.Errorf("--max-queued must be at least 1, not %d", *maxQueued)
	}
	if *replicas < 1 {
		return fmt.Errorf("--replicas must be at least 1, not %d", *replicas)
	}
	if *slotWait <= 0 {
		return fmt.Errorf("--slot-wait must be positive, not %s", *slotWait)
	}
	edgeCfg, err := edge.config()
	if err != nil {
		return err
	}
	log, err := nf.Log.Logger(stderr)
	if err != nil {
		return err
	}
	key, err := nf.Key()
	if err != nil {
		return err
	}
	cs, err := cf.connect(ctx, key)
	if err != nil {
		return err
	}
	n, err := node.New(node.Config{
		DataDir: nf.DataDir, Key: key, ListenAddrs: nf.Listen, Bootstrap: nf.Bootstrap, Logger: log,
		Coordinator: &node.CoordinatorConfig{HTTPAddr: *httpAddr, HTTPEdge: edgeCfg, DefaultTimeout: *timeout, SlotWait: *slotWait, MaxQueued: *maxQueued, MinJurors: *minJurors, Chain: cs, DHT: *dht, Replicas: *replicas},
	})
	if err != nil {
		return err
	}
	if err := n.Start(ctx); err != nil {
		return err
	}
	return cli.Serve(ctx, n.Address(), n.Host, []cli.Endpoint{{Name: "api", Addr: n.HTTPAddr()}}, n.Close, log, stdout)
}

const devnetUsage = `Usage: arbitra devnet [flags]

Runs the embedded default network in one process: a coordinator and three
juror nodes on loopback (real libp2p hosts), builtin engines of three
strictness levels, the coordinator's HTTP API, and a simulated chain with
the escrow and a test USDC. Submit to it with 'arbitra submit --coordinator
<api>'. Stops on Ctrl-C.

The escrow's case opener is an ArbitraEvaluator (juror fee 1 USDC per
case); next to it are a reference ERC-8183 job contract paying in the test
USDC, whose jobs naming the evaluator the coordinator judges and settles
('arbitra job', docs/erc8183.md), and the ERC-8004 identity, validation
and reputation registries. Their addresses are printed as evaluator, jobs,
identity, validation and reputation; the coordinator answers the
validation requests that name its address, printed as validator, once a
job's case is final, and gives feedback on the jobs it settled.

The chain is served over JSON-RPC on --rpc-addr (loopback only), so that
'arbitra escrow', ethers, cast or a wallet can play buyer and seller: it
prints the RPC URL, the escrow and token addresses and two funded test
accounts, buyer (with test USDC) and seller, with their private keys. Those
keys are derived from public labels: TEST ONLY, never use them on a real
network. A transaction is mined as soon as it is sent; evm_increaseTime
(seconds) mines a block that much later, to pass deadlines. The MCP escrow
tools at <api>/mcp act from the buyer (create_escrow) and the seller
(submit_deliverable) accounts.
`

func runDevnet(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("devnet", devnetUsage, stderr)
	httpAddr := fs.String("http-addr", "127.0.0.1:8080", "HTTP API listen `address`")
	dir := fs.String("datadir", "", "data `directory` (default: a temporary one, removed at exit)")
	jurors := fs.Int("jurors", 3, "number of juror nodes")
	rpcAddr := fs.String("rpc-addr", chain.DefaultDevnetRPCAddr, "loopback `address` the chain's JSON-RPC listens on (port 0: a free port, printed)")
	var edge edgeFlags
	edge.register(fs)
	var ef engineFlags
	ef.Register(fs)
	var lf logFlags
	lf.Register(fs)
	if err := parseFlags(fs, args, stdout); err != nil {
		return helpOK(err)
	}
	edgeCfg, err := edge.config()
	if err != nil {
		return err
	}
	if err := chain.CheckRPCAddr(*rpcAddr); err != nil {
		return fmt.Errorf("--rpc-addr: %w", err)
	}
	log, err := lf.Logger(stderr)
	if err != nil {
		return err
	}
	cfg := node.DevnetConfig{Dir: *dir, Jurors: *jurors, HTTPAddr: *httpAddr, HTTPEdge: edgeCfg, Logger: log,
		Buyers: []string{devnetBuyer}, Sellers: []string{devnetSeller}, EvaluatorFee: big.NewInt(devnetJurorFee)}
	if ef.Engine != "builtin" {
		eng, err := ef.Build()
		if err != nil {
			return err
		}
		for range *jurors {
			cfg.Engines = append(cfg.Engines, eng)
		}
	}
	d, err := node.StartDevnet(ctx, cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "devnet ready: coordinator %s, %d jurors\napi %s\n", d.Coordinator.Address(), len(d.Jurors), d.Coordinator.URL())
	for _, a := range d.Coordinator.Host.FullAddrs() {
		fmt.Fprintf(stdout, "peer %s\n", a)
	}
	rpcSrv, err := d.Chain.ServeRPC(*rpcAddr)
	if err != nil {
		return errors.Join(fmt.Errorf("--rpc-addr: %w (choose another address, or port 0 for a free one)", err), d.Close())
	}
	printDevnetChain(stdout, d.Chain, rpcSrv.URL(), common.HexToAddress(d.Coordinator.Address()))
	<-ctx.Done()
	return errors.Join(rpcSrv.Close(), d.Close())
}

// The devnet's funded test accounts, by chain.DevKey label.
const (
	devnetBuyer  = "buyer"
	devnetSeller = "seller"
)

// devnetJurorFee is the devnet evaluator's juror fee per case: 1 USDC.
const devnetJurorFee = 1_000_000

// printDevnetChain prints what a wallet or 'arbitra escrow' needs to play
// buyer and seller on the devnet's chain; validator is the coordinator's
// account, which answers the ERC-8004 validation requests naming it.
func printDevnetChain(w io.Writer, c *chain.Devnet, rpcURL string, validator common.Address) {
	fmt.Fprintf(w, "rpc         %s\nchain       %s\nescrow      %s\ntoken       %s (MockUSDC, 6 decimals)\nanchor      %s (VerdictAnchor)\n",
		rpcURL, c.ChainID(), c.EscrowAddress().Hex(), c.TokenAddress().Hex(), c.AnchorAddress().Hex())
	if c.EvaluatorAddress() != (common.Address{}) {
		reg := c.RegistriesAddresses()
		fmt.Fprintf(w, "evaluator   %s (ArbitraEvaluator, the escrow's case opener)\njobs        %s (ERC-8183 job contract, paying in MockUSDC)\n",
			c.EvaluatorAddress().Hex(), c.JobsAddress().Hex())
		fmt.Fprintf(w, "identity    %s (ERC-8004 identity registry)\nvalidation  %s (ERC-8004 validation registry)\nreputation  %s (ERC-8004 reputation registry)\n",
			reg.Identity.Hex(), reg.Validation.Hex(), reg.Reputation.Hex())
		fmt.Fprintf(w, "validator   %s (the coordinator's account, the ERC-8004 validator of the jobs)\n", validator.Hex())
	}
	for _, label := range []string{devnetBuyer, devnetSeller} {
		fmt.Fprintf(w, "%-11s %s key 0x%x (TEST ONLY: a published key)\n",
			label, chain.DevAddress(label).Hex(), crypto.FromECDSA(chain.DevKey(label)))
	}
}

// edgeFlags bound what the HTTP API accepts (server.EdgeConfig).
type edgeFlags struct {
	hosts        string
	header, read time.Duration
	write, idle  time.Duration
	maxConns     int
	rate         float64
	burst        int
}

func (e *edgeFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&e.hosts, "http-allowed-hosts", "", "comma-separated Host `names` the API answers besides loopback names and its own addresses (a name it is reached by behind a proxy); \"*\" allows any, which gives up the DNS rebinding check")
	fs.DurationVar(&e.header, "http-header-timeout", server.DefaultReadHeaderTimeout, "time a client has to send a request's headers")
	fs.DurationVar(&e.read, "http-read-timeout", server.DefaultReadTimeout, "time a client has to send a whole request, headers and body; one that stalls is answered 408 and cut off")
	fs.DurationVar(&e.write, "http-write-timeout", server.DefaultWriteTimeout, "time each write of an answer may take (a client that stops reading is cut off); a submission still waits for its verdict as long as it asked")
	fs.DurationVar(&e.idle, "http-idle-timeout", server.DefaultIdleTimeout, "time a keep-alive connection may stay idle")
	fs.IntVar(&e.maxConns, "http-max-conns", server.DefaultMaxConns, "open connections at most; at the cap the longest-idle one is closed for a new one, or the new one is answered 503")
	fs.Float64Var(&e.rate, "http-rate", server.DefaultRate, "requests per second each client address may send on average (429 with Retry-After beyond); a negative value turns the limit off")
	fs.IntVar(&e.burst, "http-burst", server.DefaultBurst, "requests a client address may send in a burst before --http-rate holds it back")
}

func (e *edgeFlags) config() (server.EdgeConfig, error) {
	for name, d := range map[string]time.Duration{"header": e.header, "read": e.read, "write": e.write, "idle": e.idle} {
		if d <= 0 {
			return server.EdgeConfig{}, fmt.Errorf("--http-%s-timeout must be positive, not %s", name, d)
		}
	}
	switch {
	case e.maxConns < 1:
		return server.EdgeConfig{}, fmt.Errorf("--http-max-conns must be at least 1, not %d", e.maxConns)
	case e.burst < 1:
		return server.EdgeConfig{}, fmt.Errorf("--http-burst must be at least 1, not %d", e.burst)
	case e.rate == 0:
		return server.EdgeConfig{}, errors.New("--http-rate must not be 0 (a negative rate turns the limit off)")
	}
	cfg := server.EdgeConfig{
		ReadHeaderTimeout: e.header, ReadTimeout: e.read, WriteTimeout: e.write, IdleTimeout: e.idle,
		MaxConns: e.maxConns, Rate: e.rate, Burst: e.burst,
	}
	for h := range strings.SplitSeq(e.hosts, ",") {
		if h = strings.TrimSpace(h); h != "" {
			cfg.AllowedHosts = append(cfg.AllowedHosts, h)
		}
	}
	if _, err := server.NewHostPolicy(cfg.AllowedHosts); err != nil {
		return server.EdgeConfig{}, fmt.Errorf("--http-allowed-hosts: %w", err)
	}
	return cfg, nil
}

// chainFlags connect a coordinator to an escrow over JSON-RPC.
type chainFlags struct {
	rpcURL         string
	escrow         string
	confirmations  uint64
	fromBlock      uint64
	settleBy       string
	anchor         string
	anchorInterval time.Duration
	anchorBatch    int
	evaluator      string
	jobContracts   addressList
	validation     string
	reputation     string
}

func (c *chainFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&c.rpcURL, "rpc-url", "", "Ethereum JSON-RPC `URL`; with --escrow, deal verdicts are settled there (this node's key pays the gas)")
	fs.StringVar(&c.escrow, "escrow", "", "ArbiterEscrow contract `address`")
	fs.Uint64Var(&c.confirmations, "confirmations", 2, "blocks the event indexer stays behind the head (the reorg depth it tolerates)")
	fs.Uint64Var(&c.fromBlock, "from-block", 0, "block to start indexing from (the escrow's deploy block)")
	fs.StringVar(&c.settleBy, "settle-by", "quorum", "`how` deals are settled: quorum (the drawn seats' ballots) or oracle (this node's key, on an escrow deployed with it as oracle)")
	fs.StringVar(&c.anchor, "anchor", "", "VerdictAnchor contract `address` (with --rpc-url): anchor the hashes of minted verdicts there in batches (this node's key pays the gas)")
	fs.DurationVar(&c.anchorInterval, "anchor-interval", anchor.DefaultInterval, "how often the queued verdict hashes are sealed into a batch and anchored (with --anchor)")
	fs.StringVar(&c.evaluator, "evaluator", "", "ArbitraEvaluator contract `address` on the escrow (with --job-contract): judge and settle the ERC-8183 jobs that name it (docs/erc8183.md)")
	fs.Var(&c.jobContracts, "job-contract", "ERC-8183 job contract `address` whose jobs naming --evaluator are served (repeat for more); cases on any other are never judged")
	fs.StringVar(&c.validation, "validation-registry", "", "ERC-8004 validation registry `address` (with --evaluator): answer the requests that name this node's chain address and a served job, once its case is final (response 100 PASS, 0 FAIL, responseURI ipfs://<record CID>; docs/erc8183.md)")
	fs.StringVar(&c.reputation, "reputation-registry", "", "ERC-8004 reputation registry `address` (with --validation-registry): give the provider's agent one feedback per answered job that the evaluator settled")
	fs.IntVar(&c.anchorBatch, "anchor-batch", anchor.DefaultBatchSize, fmt.Sprintf("a batch is anchored as soon as it holds this many verdict hashes, at most %d (with --anchor)", anchor.MaxBatchSize))
}

// connect returns nil when no chain is configured.
func (c *chainFlags) connect(ctx context.Context, key *ecdsa.PrivateKey) (*node.ChainConfig, error) {
	if c.rpcURL == "" && c.escrow == "" {
		if c.anchor != "" {
			return nil, errors.New("--anchor needs --rpc-url and --escrow")
		}
		if c.evaluator != "" || len(c.jobContracts) > 0 || c.validation != "" || c.reputation != "" {
			return nil, errors.New("--evaluator, --job-contract, --validation-registry and --reputation-registry need --rpc-url and --escrow")
		}
		return nil, nil
	}
	if c.rpcURL == "" || !isAddress(c.escrow) {
		return nil, errors.New("--rpc-url and --escrow (an address) go together")
	}
	if c.settleBy != "quorum" && c.settleBy != "oracle" {
		return nil, fmt.Errorf("--settle-by %q: say quorum or oracle", c.settleBy)
	}
	client, err := ethclient.DialContext(ctx, c.rpcURL)
	if err != nil {
		return nil, fmt.Errorf("--rpc-url: %w", err)
	}
	tx, err := chain.NewTransactor(ctx, client, key)
	if err != nil {
		return nil, err
	}
	escrow, err := chain.NewEscrow(ctx, client, common.HexToAddress(c.escrow), tx)
	if err != nil {
		return nil, err
	}
	cc := &node.ChainConfig{Escrow: escrow, Confirmations: c.confirmations, FromBlock: c.fromBlock, Oracle: c.settleBy == "oracle"}
	if c.anchor != "" {
		if !isAddress(c.anchor) {
			return nil, fmt.Errorf("--anchor %q is not an address", c.anchor)
		}
		if c.anchorInterval <= 0 || c.anchorBatch < 1 || c.anchorBatch > anchor.MaxBatchSize {
			return nil, fmt.Errorf("--anchor-interval must be positive and --anchor-batch from 1 to %d", anchor.MaxBatchSize)
		}
		a, err := chain.NewAnchor(ctx, client, common.HexToAddress(c.anchor), tx) // the escrow's Transactor, so nonces never race
		if err != nil {
			return nil, fmt.Errorf("--anchor: %w", err)
		}
		cc.Anchor = &node.AnchorConfig{Anchor: a, Interval: c.anchorInterval, BatchSize: c.anchorBatch}
	}
	if err := c.connectEvaluator(ctx, client, tx, cc); err != nil {
		return nil, err
	}
	return cc, nil
}

// connectEvaluator adds --evaluator and its --job-contract list to cc;
// the evaluator sends from the escrow's Transactor, so nonces never race.
func (c *chainFlags) connectEvaluator(ctx context.Context, client chain.Backend, tx *chain.Transactor, cc *node.ChainConfig) error {
	if c.evaluator == "" {
		switch {
		case len(c.jobContracts) > 0:
			return errors.New("--job-contract needs --evaluator")
		case c.validation != "" || c.reputation != "":
			return errors.New("--validation-registry and --reputation-registry need --evaluator")
		}
		return nil
	}
	if !isAddress(c.evaluator) {
		return fmt.Errorf("--evaluator %q is not an address", c.evaluator)
	}
	if len(c.jobContracts) == 0 {
		return errors.New("--evaluator needs at least one --job-contract: jobs on any contract could name it")
	}
	ev, err := chain.NewEvaluator(ctx, client, common.HexToAddress(c.evaluator))
	if err != nil {
		return fmt.Errorf("--evaluator: %w", err)
	}
	cc.Evaluator, cc.JobContracts = ev.WithTransactor(tx), c.jobContracts
	if c.reputation != "" && c.validation == "" {
		return errors.New("--reputation-registry needs --validation-registry: feedback follows an answered validation")
	}
	for _, r := range []struct {
		flag, value string
		to          *common.Address
	}{{"--validation-registry", c.validation, &cc.ValidationRegistry}, {"--reputation-registry", c.reputation, &cc.ReputationRegistry}} {
		if r.value == "" {
			continue
		}
		if !isAddress(r.value) {
			return fmt.Errorf("%s %q is not an address", r.flag, r.value)
		}
		*r.to = common.HexToAddress(r.value)
		code, err := client.CodeAt(ctx, *r.to, nil)
		if err != nil {
			return fmt.Errorf("%s: %w", r.flag, err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%s: %w: %s", r.flag, chain.ErrNoContract, r.value)
		}
	}
	return nil
}

// addressList is a repeated address flag.
type addressList []common.Address

func (l *addressList) String() string { return fmt.Sprint([]common.Address(*l)) }

func (l *addressList) Set(v string) error {
	if !isAddress(v) {
		return fmt.Errorf("%q is not an address", v)
	}
	*l = append(*l, common.HexToAddress(v))
	return nil
}
