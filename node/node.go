package node

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Version is the software version announced by jurors.
var Version = "0.1.0"

// Config describes a node. Key and DataDir are required.
type Config struct {
	DataDir string
	Key     *ecdsa.PrivateKey

	ListenAddrs []string
	Bootstrap   []string

	// Coordinator enables the coordinator role.
	Coordinator *CoordinatorConfig
	// Juror enables the juror role.
	Juror *JurorConfig

	Logger *slog.Logger
	// Trace, when set, hears each step of a request's path through this
	// node's roles (coordinator.Config.Trace, juror.ServiceConfig.Trace).
	Trace func(requestID, step string)
}

// CoordinatorConfig configures the coordinator role.
type CoordinatorConfig struct {
	// HTTPAddr is the API's listen address ("127.0.0.1:8080"); empty
	// disables the HTTP server.
	HTTPAddr string
	// DefaultTimeout is the jurors' deadline when a request names none.
	DefaultTimeout time.Duration
	// MinJurors is how many live jurors /readyz waits for (default 1).
	MinJurors int
	// Chain, when set, settles deal verdicts on its escrow and indexes the
	// escrow's events.
	Chain *ChainConfig
	// ReputationTau is the decay constant of seller reliability
	// (reputation.DefaultTau when zero).
	ReputationTau time.Duration
	// MCPEscrows are the chains the MCP tools create escrows and submit
	// deliverables on (the devnet's buyer and seller accounts, say).
	MCPEscrows []mcpserver.Escrow
	// DHT announces records on the IPFS DHT so that any IPFS node can find
	// them (off in the devnet and in tests: there is nobody to announce to).
	DHT bool
	// AnswerHold bounds how long a verdict's archive and the acks of the
	// receipts its mint made durable wait for the agent's answer to be
	// written (coordinator.DefaultAnswerHold when zero).
	AnswerHold time.Duration
	// SlotWait bounds how long a submission waits for jurors with a free
	// judgement slot before it is refused as overloaded
	// (coordinator.DefaultSlotWait when zero).
	SlotWait time.Duration
}

// ChainConfig connects the coordinator to an escrow.
type ChainConfig struct {
	// Escrow is a client whose transactor is the node's key (the oracle).
	Escrow *chain.Escrow
	// Confirmations is the reorg depth the indexer waits out.
	Confirmations uint64
	// FromBlock is where indexing starts (the escrow's deploy block).
	FromBlock uint64
	// BeforeSend is a test hook run before each settlement transaction.
	BeforeSend func(settlement.Entry)
}

// JurorConfig configures the juror role.
type JurorConfig struct {
	Engine       juror.Engine
	Coordinators []string
	Capacity     int
	Timeout      time.Duration
	// PresenceInterval overrides the presence period (tests shorten it).
	PresenceInterval time.Duration
}

// Node is one running arbitra node.
type Node struct {
	cfg    Config
	log    *slog.Logger
	signer *verdict.KeySigner

	Store       *store.DB // the coordinator's database; nil on a juror-only node
	Host        *p2p.Host
	Coordinator *coordinator.Service
	API         *coordinator.API
	Juror       *juror.Service
	IPFS        *ipfs.Node
	Reputation  *reputation.Book
	Outbox      *settlement.Outbox
	Indexer     *settlement.Indexer

	httpSrv  *http.Server
	httpAddr string

	mu      sync.Mutex
	closers []namedCloser
	wg      sync.WaitGroup
	closed  bool
}

type namedCloser struct {
	name string
	fn   func() error
}

// New checks the configuration; Start builds and runs the node.
func New(cfg Config) (*Node, error) {
	if cfg.Key == nil {
		return nil, errors.New("node: no key")
	}
	if cfg.DataDir == "" {
		return nil, errors.New("node: no data directory")
	}
	if cfg.Coordinator == nil && cfg.Juror == nil {
		return nil, errors.New("node: enable the coordinator role, the juror role, or both")
	}
	if cfg.Juror != nil && cfg.Juror.Engine == nil {
		return nil, errors.New("node: the juror role needs an engine")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Node{cfg: cfg, log: cfg.Logger, signer: verdict.NewKeySigner(cfg.Key)}, nil
}

// Address is the node's Ethereum address.
func (n *Node) Address() string { return verdict.AddressString(n.signer.Address()) }

// Signer is the node's signer.
func (n *Node) Signer() verdict.Signer { return n.signer }

// HTTPAddr is the address the API listens on, once started.
func (n *Node) HTTPAddr() string { return n.httpAddr }

// URL is the API's base URL, once started.
func (n *Node) URL() string { return "http://" + n.httpAddr }

func (n *Node) onClose(name string, fn func() error) {
	n.closers = append(n.closers, namedCloser{name, fn})
}

// Start builds the components in dependency order. On failure it closes
// what it had started and returns the error.
func (n *Node) Start(ctx context.Context) (err error) {
	defer func() {
		if err != nil {
			_ = n.Close()
		}
	}()
	// Only a coordinator keeps state; a juror-only node keeps none (its
	// de-duplication lives in memory until each request's deadline), so it
	// opens no database and carries none of its memtables and caches.
	if n.cfg.Coordinator != nil {
		db, err := store.Open(store.Options{Dir: filepath.Join(n.cfg.DataDir, "store"), Logger: n.log})
		if err != nil {
			return err
		}
		n.Store = db
		n.onClose("store", db.Close)
	}

	h, err := p2p.New(ctx, p2p.Config{
		Key: n.cfg.Key, ListenAddrs: n.cfg.ListenAddrs, Bootstrap: n.cfg.Bootstrap, Logger: n.log,
		MaxMessageSize: verdict.MaxRequestBytes + 64<<10,
	})
	if err != nil {
		return err
	}
	n.Host = h
	n.onClose("host", h.Close)

	if c := n.cfg.Coordinator; c != nil {
		if err := n.startCoordinator(ctx, c); err != nil {
			return err
		}
	}
	if j := n.cfg.Juror; j != nil {
		var local func([]byte) error // both roles: receipts for this node's own requests
		if n.Coordinator != nil {
			local = n.Coordinator.AcceptLocalReceipt
		}
		svc, err := juror.NewService(juror.ServiceConfig{
			Judge: &juror.Judge{Engine: j.Engine, Signer: n.signer, PeerID: h.ID().String(), Timeout: j.Timeout},
			Host:  h, Coordinators: j.Coordinators, Capacity: j.Capacity, Version: Version,
			PresenceInterval: j.PresenceInterval, Logger: n.log, Local: local, Trace: n.cfg.Trace,
		})
		if err != nil {
			return err
		}
		if err := svc.Start(ctx); err != nil {
			return err
		}
		n.Juror = svc
		n.onClose("juror", svc.Close)
	}
	n.log.Info("node started", "address", n.Address(), "peer", h.ID(), "addrs", h.FullAddrs(),
		"coordinator", n.Coordinator != nil, "juror", n.Juror != nil, "http", n.httpAddr)
	return nil
}

func (n *Node) startCoordinator(ctx context.Context, c *CoordinatorConfig) error {
	blocks, err := ipfs.New(ctx, ipfs.Config{
		Dir: filepath.Join(n.cfg.DataDir, "ipfs"), Host: n.Host.Host, Logger: n.log, DHT: c.DHT, DHTServer: c.DHT,
	})
	if err != nil {
		return err
	}
	n.IPFS = blocks
	n.onClose("ipfs", blocks.Close)
	book, err := reputation.New(reputation.Config{Store: n.Store, Tau: c.ReputationTau, Logger: n.log})
	if err != nil {
		return err
	}
	n.Reputation = book
	hooks := []coordinator.MintHook{book.RecordVerdict}
	if ch := c.Chain; ch != nil {
		n.Outbox = settlement.NewOutbox(settlement.OutboxConfig{
			Store: n.Store, Escrow: ch.Escrow, Logger: n.log, BeforeSend: ch.BeforeSend,
		})
		hooks = append(hooks, n.Outbox.MintHook)
		n.Indexer = settlement.NewIndexer(settlement.IndexerConfig{
			Store: n.Store, Source: ch.Escrow, Confirmations: ch.Confirmations, FromBlock: ch.FromBlock, Logger: n.log,
			Hooks: []settlement.EventHook{settleReputation(book)},
		})
	}
	svc, err := coordinator.New(coordinator.Config{
		Signer: n.signer, Host: n.Host, Store: n.Store, Archive: archive{blocks}, DefaultTimeout: c.DefaultTimeout,
		AnswerHold: c.AnswerHold, SlotWait: c.SlotWait, Hooks: hooks, Weigher: book, Logger: n.log, Trace: n.cfg.Trace,
	})
	if err != nil {
		return err
	}
	if err := svc.Start(ctx); err != nil {
		return err
	}
	n.Coordinator = svc
	n.onClose("coordinator", svc.Close)
	if err := n.rebuildReputation(ctx); err != nil {
		return err
	}
	if n.Outbox != nil {
		n.Outbox.Start()
		n.onClose("settlement", n.Outbox.Close)
		n.Indexer.Start()
		n.onClose("indexer", n.Indexer.Close)
	}
	minJurors := max(c.MinJurors, 1)
	n.API = coordinator.NewAPI(svc, func() error {
		if got := svc.Registry().Count(); got < minJurors {
			return fmt.Errorf("%d live jurors, waiting for %d", got, minJurors)
		}
		return nil
	}, n.log)
	reputation.Register(n.API.Handle, book)
	n.API.EnableCompat(coordinator.CompatConfig{ChainDeal: n.compatChainDeal})
	if n.Outbox != nil {
		n.API.Handle("GET /v1/deals/{dealId}", http.HandlerFunc(n.serveDeal))
		n.API.Decorate(n.decorateSettlement)
	}
	gw := blocks.Gateway()
	n.API.Handle("GET /ipfs/", gw)
	n.API.Handle("HEAD /ipfs/", gw)
	n.API.Handle("GET "+ipfs.SealRoute, gw)
	if c.HTTPAddr == "" {
		return nil
	}
	ln, err := net.Listen("tcp", c.HTTPAddr)
	if err != nil {
		return fmt.Errorf("node: http listen: %w", err)
	}
	n.httpAddr = ln.Addr().String()
	mcpClient, err := mcpserver.NewClient(n.URL(), nil)
	if err != nil {
		ln.Close()
		return err
	}
	n.API.Handle("/mcp", mcpserver.HTTPHandler(mcpserver.New(mcpClient, mcpserver.Options{
		Escrows: c.MCPEscrows, Version: Version, Logger: n.log,
	})))
	n.httpSrv = &http.Server{Handler: n.API, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
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

// Close stops everything in reverse order of start. It is idempotent.
func (n *Node) Close() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.closed {
		return nil
	}
	n.closed = true
	var errs []error
	for i := len(n.closers) - 1; i >= 0; i-- {
		c := n.closers[i]
		if err := c.fn(); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", c.name, err))
		}
	}
	return errors.Join(errs...)
}

// archive adapts the IPFS node to the coordinator's Archive. The
// coordinator archives only verdicts it minted itself from receipts it
// verified, so records go in through PutMinted, without a second audit.
type archive struct{ n *ipfs.Node }

func (a archive) PutRecord(ctx context.Context, sv verdict.SignedVerdict, receipts [][]byte) (string, error) {
	ids, err := a.n.PutMinted(ctx, sv, receipts)
	return ids.Seal, err
}

func (a archive) PutContent(ctx context.Context, c verdict.Content) (string, error) {
	return a.n.PutContent(ctx, c)
}

func (a archive) RemoveContent(ctx context.Context, verdictCID string) error {
	return a.n.RemoveContent(ctx, verdictCID)
}

func (a archive) Get(ctx context.Context, c string) ([]byte, error) { return a.n.Get(ctx, c) }
