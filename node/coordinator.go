package node

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/membership"
	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/replica"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// CoordinatorConfig configures the coordinator role.
type CoordinatorConfig struct {
	// HTTPAddr is the API's listen address ("127.0.0.1:8080"); empty
	// disables the HTTP server.
	HTTPAddr string
	// HTTPEdge bounds what the HTTP server accepts (hosts, timeouts,
	// connections, rate); zero fields take coordinator's defaults.
	HTTPEdge server.EdgeConfig
	// DefaultTimeout is the jurors' deadline when a request names none.
	DefaultTimeout time.Duration
	// MinJurors is how many live jurors /readyz waits for (default 1).
	MinJurors int
	// Chain, when set, settles deal verdicts on its escrow and indexes the
	// escrow's events.
	Chain *ChainConfig
	// DHT announces records on the IPFS DHT so that any IPFS node can find
	// them (off in the devnet and in tests: there is nobody to announce to).
	DHT bool
	// SlotWait bounds how long a submission waits for jurors with a free
	// judgement slot before it is refused as overloaded
	// (coordinator.DefaultSlotWait when zero).
	SlotWait time.Duration
	// MaxQueued bounds the asynchronous submissions kept queued for
	// judgement slots (coordinator.DefaultMaxQueued when zero).
	MaxQueued int
	// Method is the decision rule verdicts are minted with
	// (verdict.DefaultMethod when empty).
	Method string
	// WaitForAllSeats mints only once every seat answered or the deadline
	// passed, as before decided verdicts stopped waiting; for measuring
	// the difference (arbitra-bench), not for production.
	WaitForAllSeats bool
	// Replicas is how many coordinators, this one included, should hold
	// each record it mints (replica.DefaultReplicas when zero).
	Replicas int

	// wrapArchive, in tests, wraps the archive the coordinator is given,
	// so that a test can hold one of its steps back.
	wrapArchive func(coordinator.Archive) coordinator.Archive
	// mintHook, in tests, runs last in each mint transaction, so that a
	// test can keep a mint from committing, as a crash before it would.
	mintHook coordinator.MintHook
	// replicaTrace, in tests, hears the replicator's steps.
	replicaTrace func(step, subject string)
	// replicaReannounce and replicaFetchTimeout, in tests, shorten the
	// replicator's defaults.
	replicaReannounce, replicaFetchTimeout time.Duration
}

// ChainConfig connects the coordinator to an escrow.
type ChainConfig struct {
	// Escrow is a client whose transactor is the node's key (the oracle).
	Escrow *chain.Escrow
	// Confirmations is the reorg depth the indexer waits out.
	Confirmations uint64
	// FromBlock is where indexing starts (the escrow's deploy block).
	FromBlock uint64
	// Oracle settles deals with the node's key as the escrow's oracle
	// instead of with the panel's ballots (settlement.OutboxConfig.Oracle).
	Oracle bool
	// Mine, on a devnet, mines the blocks a deal's panel draw waits for.
	Mine func(ctx context.Context) error
	// BeforeSend is a test hook run before each settlement transaction.
	BeforeSend func(context.Context, settlement.Entry)
	// Anchor, when set, anchors minted verdict hashes in batches.
	Anchor *AnchorConfig
	// OpenMembership admits every juror that signs a capability record
	// instead of only the escrow's registered jurors; for a network whose
	// operator vouches for every juror some other way.
	OpenMembership bool
	// MembershipInterval is how often the escrow's jurors are read
	// (membership.DefaultInterval when zero).
	MembershipInterval time.Duration
	// IgnoreAppeals, on an escrow with an appeal window, leaves appealed
	// rounds to be asked for through the API instead of judging each one
	// this coordinator judged the round before (settlement.AppealWatcher).
	IgnoreAppeals bool
	// Evaluator, when set (with the node's transactor), is an
	// ArbitraEvaluator on Escrow whose ERC-8183 jobs on JobContracts this
	// coordinator judges and settles (settlement.JobWatcher).
	Evaluator    *chain.Evaluator
	JobContracts []common.Address
	// JobInterval is how often the evaluator's cases are looked at
	// (one second when zero).
	JobInterval time.Duration
	// ValidationRegistry, when not zero (with Evaluator), is an ERC-8004
	// validation registry: the node answers the requests there that name
	// its own chain address (the escrow's transactor) and a served job.
	// ReputationRegistry, when not zero, gets one feedback per answered
	// job settled through the evaluator (docs/erc8183.md).
	ValidationRegistry common.Address
	ReputationRegistry common.Address
}

// coordinatorRole is what the coordinator role adds to a Node.
type coordinatorRole struct {
	Store       *store.DB // the coordinator's database; nil on a juror-only node
	Coordinator *coordinator.Service
	API         *server.Server
	IPFS        *ipfs.Node
	Replicator  *replica.Replicator
	Reputation  *reputation.Book
	Outbox      *settlement.Outbox
	Indexer     *settlement.Indexer
	Jobs        *settlement.JobWatcher // nil unless ChainConfig.Evaluator is set
	Anchors     *anchor.Batcher        // nil unless ChainConfig.Anchor is set
	// Members is the escrow's juror set the registry admits from; nil
	// without an escrow or with ChainConfig.OpenMembership.
	Members *membership.Set

	httpSrv  *server.Edge
	httpAddr string
}

// HTTPAddr is the address the API listens on, once started.
func (n *Node) HTTPAddr() string { return n.httpAddr }

// URL is the API's base URL, once started.
func (n *Node) URL() string { return "http://" + n.httpAddr }

// ErrEarlierDataDir refuses a data directory that an earlier version laid
// out: badger databases under <datadir>/store and <datadir>/ipfs, which
// this version does not read.
var ErrEarlierDataDir = errors.New("node: the data directory holds an earlier version's badger databases, " +
	"which this version does not read; move them away or use a new --datadir")

// openStore opens the coordinator's one database, <datadir>/db, which also
// holds the IPFS blocks.
func (n *Node) openStore() error {
	for _, old := range []string{"store", "ipfs"} {
		p := filepath.Join(n.cfg.DataDir, old)
		if _, err := os.Stat(p); err == nil {
			return fmt.Errorf("%w: %s", ErrEarlierDataDir, p)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("node: check for %s: %w", p, err)
		}
	}
	db, err := store.Open(store.Options{Dir: filepath.Join(n.cfg.DataDir, "db"), Logger: n.log})
	if err != nil {
		return err
	}
	n.Store = db
	n.onClose("store", db.Close)
	return nil
}

// localReceipts is where a node with both roles delivers its own juror's
// receipts: straight to its coordinator, not over a stream.
func (n *Node) localReceipts() func([]byte) error {
	if n.Coordinator == nil {
		return nil
	}
	return n.Coordinator.AcceptLocalReceipt
}

func (n *Node) startCoordinator(ctx context.Context, c *CoordinatorConfig) error {
	// The blocks share the store's database, so the store is closed after
	// the IPFS node (onClose runs in reverse).
	ds, err := ipfs.NewDatastore(n.Store.Pebble())
	if err != nil {
		return err
	}
	blocks, err := ipfs.New(ctx, ipfs.Config{
		Datastore: ds, Host: n.Host.Host, Logger: n.log, DHT: c.DHT, DHTServer: c.DHT,
	})
	if err != nil {
		return err
	}
	n.IPFS = blocks
	n.onClose("ipfs", blocks.Close)
	repCfg := reputation.Config{Store: n.Store, Logger: n.log}
	if ch := c.Chain; ch != nil {
		repCfg.ChainID, repCfg.Escrow = ch.Escrow.Names()
	}
	book, err := reputation.New(repCfg)
	if err != nil {
		return err
	}
	n.Reputation = book
	if err := n.startReplicator(c, blocks, book); err != nil {
		return err
	}
	hooks := []coordinator.MintHook{book.RecordVerdict, func(tx *store.Txn, m *coordinator.Minted) error {
		return n.Replicator.IndexMinted(tx, &m.Verdict)
	}}
	var (
		deals   coordinator.DealGate
		members coordinator.Members
		appeals bool // the escrow has an appeal window
	)
	if ch := c.Chain; ch != nil && !ch.OpenMembership {
		n.Members = membership.New(membership.Config{Jurors: ch.Escrow.ActiveJurors, Interval: ch.MembershipInterval, Logger: n.log})
		if err := n.Members.Start(ctx); err != nil {
			return fmt.Errorf("node: the escrow's jurors: %w", err)
		}
		n.onClose("membership", func() error { n.Members.Close(); return nil })
		members = n.Members
	}
	if ch := c.Chain; ch != nil {
		deals = settlement.NewGate(settlement.GateConfig{Escrow: ch.Escrow, Mine: ch.Mine, Log: n.log})
		escrowCfg, err := ch.Escrow.Config(ctx)
		if err != nil {
			return fmt.Errorf("node: the escrow's configuration: %w", err)
		}
		appeals = escrowCfg.AppealWindow > 0
		n.Outbox = settlement.NewOutbox(settlement.OutboxConfig{
			Store: n.Store, Escrow: ch.Escrow, Logger: n.log, BeforeSend: ch.BeforeSend, Oracle: ch.Oracle,
		})
		hooks = append(hooks, n.Outbox.MintHook)
		n.Indexer = settlement.NewIndexer(settlement.IndexerConfig{
			Store: n.Store, Source: ch.Escrow, Confirmations: ch.Confirmations, FromBlock: ch.FromBlock, Logger: n.log,
			Hooks: []settlement.EventHook{settleReputation(book)},
		})
		if ch.Anchor != nil {
			if n.Anchors, err = n.startAnchors(ch.Escrow.ChainID().String(), ch.Anchor); err != nil {
				return err
			}
			hooks = append(hooks, n.Anchors.MintHook)
		}
	}
	var lateBallot func(*verdict.Deal, verdict.Address, verdict.Ballot) error
	var dealDecided coordinator.DecidedHook
	if n.Outbox != nil {
		dealDecided = n.Outbox.DealDecidedHook
		// A seat the verdict did not await is paid by its round's fee claim.
		lateBallot = func(d *verdict.Deal, juror verdict.Address, b verdict.Ballot) error {
			return n.Outbox.AddRoundBallot(d.DealID, d.Round, juror, b)
		}
	}
	if c.mintHook != nil {
		hooks = append(hooks, c.mintHook)
	}
	var arch coordinator.Archive = archive{blocks, n.Replicator}
	if c.wrapArchive != nil {
		arch = c.wrapArchive(arch)
	}
	svc, err := coordinator.New(coordinator.Config{
		Signer: n.signer, Host: n.Host, Store: n.Store, Archive: arch, DefaultTimeout: c.DefaultTimeout,
		SlotWait: c.SlotWait, MaxQueued: c.MaxQueued, Method: c.Method, Hooks: hooks, Weigher: book, Logger: n.log, Trace: n.cfg.Trace,
		Deals: deals, Members: members, Metrics: metrics.NewCoordinator(n.Metrics), Replicas: replicaSource{n.Replicator},
		LateBallot: lateBallot, DealDecided: dealDecided, WaitForAllSeats: c.WaitForAllSeats, KeepDealTexts: appeals,
	})
	if err != nil {
		return err
	}
	if err := svc.Start(ctx); err != nil {
		return err
	}
	n.Coordinator = svc
	n.onClose("coordinator", svc.Close)
	n.registerCoordinatorMetrics()
	if err := n.adoptOwnRecords(ctx); err != nil {
		return err
	}
	if err := n.rebuildReputation(ctx); err != nil {
		return err
	}
	if n.Outbox != nil {
		n.Outbox.Start()
		n.onClose("settlement", n.Outbox.Close)
		n.Indexer.Start()
		n.onClose("indexer", n.Indexer.Close)
	}
	if ch := c.Chain; appeals && !ch.IgnoreAppeals {
		w := settlement.NewAppealWatcher(settlement.AppealWatcherConfig{Store: n.Store, Source: ch.Escrow, Reask: svc.ReaskRound,
			Confirmations: ch.Confirmations, FromBlock: ch.FromBlock, Logger: n.log})
		w.Start()
		n.onClose("appeals", w.Close)
	}
	if err := n.startJobs(ctx, c.Chain, svc); err != nil {
		return err
	}
	if n.Anchors != nil {
		n.Anchors.Start()
		n.onClose("anchor", n.Anchors.Close)
	}
	minJurors := max(c.MinJurors, 1)
	n.API = server.New(server.Config{Service: svc, Logger: n.log, Resolve: n.Replicator.IDOf, Ready: func() error {
		if got := svc.Registry().Count(); got < minJurors {
			return fmt.Errorf("%d jurors serve this coordinator now, waiting for %d", got, minJurors)
		}
		return nil
	}})
	n.API.MountReputation(book)
	n.API.Decorate(n.decorateHolders)
	if n.Outbox != nil {
		n.API.MountDeals(n.Store, n.Outbox)
	}
	if n.Jobs != nil {
		n.API.MountJobs(n.Jobs)
	}
	n.API.MountMetrics(n.Metrics.Handler())
	if n.Anchors != nil {
		n.API.MountAnchors(n.Anchors)
	}
	n.API.MountGateway(blocks.Gateway())
	n.API.MountPage()
	if c.HTTPAddr == "" {
		return nil
	}
	edgeCfg := c.HTTPEdge
	if edgeCfg.Logger == nil {
		edgeCfg.Logger = n.log
	}
	edge, err := server.NewEdge(n.API, edgeCfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", c.HTTPAddr)
	if err != nil {
		return fmt.Errorf("node: http listen: %w", err)
	}
	n.httpAddr = ln.Addr().String()
	// The MCP tools reach the API in process: the agent's /mcp request has
	// already passed the edge, and its calls must not spend the loopback
	// address's rate or connections.
	mcpClient, err := api.NewClient(n.URL(), &http.Client{Transport: n.API.Transport()})
	if err != nil {
		ln.Close()
		return err
	}
	// verify_deal_verdict audits as `arbitra audit --gateway` does: the
	// node's own gateway brings the seal, its escrow pins its deals.
	mcpAudit := mcpserver.AuditSources{Gateway: n.URL()}
	if c.Chain != nil {
		mcpAudit.Escrow = c.Chain.Escrow
	}
	n.API.MountMCP(mcpserver.HTTPHandler(mcpserver.New(mcpClient, mcpserver.Options{
		Audit: mcpAudit, Version: Version, Logger: n.log,
	}), edge.Hosts()))
	n.httpSrv = edge
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		if err := n.httpSrv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			n.log.Error("http server stopped", "err", err)
		}
	}()
	n.onClose("http", func() error {
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := n.httpSrv.Shutdown(sctx)
		n.wg.Wait()
		return err
	})
	return nil
}

// archive adapts the IPFS node to the coordinator's Archive. The
// coordinator archives only verdicts it minted itself from receipts it
// verified, so records go in through PutMinted, without a second audit;
// once pinned, a record is announced to the other coordinators.
type archive struct {
	n *ipfs.Node
	r *replica.Replicator
}

func (a archive) PutRecord(ctx context.Context, sv verdict.SignedVerdict, receipts [][]byte) (string, error) {
	ids, err := a.n.PutMinted(ctx, sv, receipts)
	if err != nil {
		return "", err
	}
	// The record is pinned (and was indexed when minted): a lost
	// announcement is made up for by the re-announcer and by the others'
	// catch-up.
	a.r.Minted(ctx, sv)
	return ids.Seal, nil
}

func (a archive) PutContent(ctx context.Context, c verdict.Content) (string, error) {
	return a.n.PutContent(ctx, c)
}

func (a archive) RemoveContent(ctx context.Context, verdictCID string) error {
	return a.n.RemoveContent(ctx, verdictCID)
}

func (a archive) Get(ctx context.Context, c string) ([]byte, error) { return a.n.Get(ctx, c) }

// registerCoordinatorMetrics adds the gauges read from the coordinator and
// its settlement outbox at each scrape.
func (n *Node) registerCoordinatorMetrics() {
	svc := n.Coordinator
	n.Metrics.GaugeFunc("coordinator_requests_in_flight", "Requests gossiped to their panel and not yet final.", func() float64 {
		return float64(svc.Load().InFlight)
	})
	n.Metrics.GaugesByLabel("coordinator_queue_depth", "Submissions waiting for judgement slots: at the slot book (admission), or stored asynchronously (async).",
		"queue", func() (map[string]float64, error) {
			l := svc.Load()
			return map[string]float64{"admission": float64(l.Queued), "async": float64(l.AsyncQueued)}, nil
		})
	n.Metrics.GaugeFunc("coordinator_live_jurors", "Jurors whose presence is current.", func() float64 {
		return float64(svc.Registry().Count())
	})
	if n.Outbox == nil {
		return
	}
	out := n.Outbox
	n.Metrics.GaugesByLabel("settlement_outbox_entries", "Settlement outbox entries, by state.", "state", func() (map[string]float64, error) {
		c, err := out.Counts()
		m := make(map[string]float64, len(c))
		for k, v := range c {
			m[k] = float64(v)
		}
		return m, err
	})
}
