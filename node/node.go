package node

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/jurornode"
	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Version is the software version, the one the juror role announces.
var Version = jurornode.Version

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

	// AnnounceInterval overrides how often a coordinator announces its
	// addresses to the network (tests shorten it).
	AnnounceInterval time.Duration

	Logger *slog.Logger
	// Trace, when set, hears each step of a request's path through this
	// node's roles (coordinator.Config.Trace, juror.ServiceConfig.Trace).
	Trace func(requestID, step string)
}

// JurorConfig configures the juror role (package jurornode runs it).
type JurorConfig = jurornode.RoleConfig

// Node is one running arbitra node.
type Node struct {
	cfg    Config
	log    *slog.Logger
	signer *verdict.KeySigner

	Host  *p2p.Host
	Juror *juror.Service
	// Metrics is the node's own registry, served on the coordinator's
	// API and the juror's status endpoint at /metrics.
	Metrics *metrics.Registry
	// coordinatorRole holds the coordinator's parts (its store, service,
	// API, archive, reputation and settlement); they are nil on a
	// juror-only node.
	coordinatorRole

	closers worker.Closers
	wg      sync.WaitGroup

	statusAddr string // the juror's status endpoint, once started
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
	return &Node{cfg: cfg, log: cfg.Logger, signer: verdict.NewKeySigner(cfg.Key), Metrics: metrics.NewRegistry()}, nil
}

// Address is the node's Ethereum address.
func (n *Node) Address() string { return verdict.AddressString(n.signer.Address()) }

// Signer is the node's signer.
func (n *Node) Signer() verdict.Signer { return n.signer }

func (n *Node) onClose(name string, fn func() error) { n.closers.Add(name, fn) }

// Start builds the components in dependency order. On failure it closes
// what it had started and returns the error.
func (n *Node) Start(ctx context.Context) (err error) {
	defer func() {
		if err != nil {
			_ = n.Close()
		}
	}()
	if n.cfg.Coordinator == nil {
		return n.startJurorNode(ctx)
	}
	if err := n.openStore(); err != nil {
		return err
	}
	h, err := p2p.New(ctx, p2p.Config{
		Key: n.cfg.Key, ListenAddrs: n.cfg.ListenAddrs, Bootstrap: n.cfg.Bootstrap, Logger: n.log,
		Announce: true, AnnounceInterval: n.cfg.AnnounceInterval,
	})
	if err != nil {
		return err
	}
	n.Host = h
	n.onClose("host", h.Close)
	h.Gauges(n.Metrics.GaugeFunc)
	if err := n.startCoordinator(ctx, n.cfg.Coordinator); err != nil {
		return err
	}
	if j := n.cfg.Juror; j != nil {
		n.Juror, n.statusAddr, err = jurornode.StartRole(ctx, j, jurornode.Env{
			Host: h, Signer: n.signer, Metrics: n.Metrics, DataDir: n.cfg.DataDir, Logger: n.log, Trace: n.cfg.Trace,
			Local: n.localReceipts(), OnClose: n.onClose,
		})
		if err != nil {
			return err
		}
	}
	n.log.Info("node started", "address", n.Address(), "peer", h.ID(), "addrs", h.FullAddrs(),
		"coordinator", true, "juror", n.Juror != nil, "http", n.HTTPAddr())
	return nil
}

// startJurorNode runs a juror-only node as cmd/arbitra-juror does: no
// database, a host that follows the coordinators it serves.
func (n *Node) startJurorNode(ctx context.Context) error {
	jn, err := jurornode.New(jurornode.Config{
		DataDir: n.cfg.DataDir, Key: n.cfg.Key, ListenAddrs: n.cfg.ListenAddrs, Bootstrap: n.cfg.Bootstrap,
		Juror: *n.cfg.Juror, Metrics: n.Metrics, Logger: n.log, Trace: n.cfg.Trace,
	})
	if err != nil {
		return err
	}
	n.onClose("juror node", jn.Close)
	if err := jn.Start(ctx); err != nil {
		return err
	}
	n.Host, n.Juror, n.statusAddr = jn.Host, jn.Juror, jn.StatusAddr()
	return nil
}

// StatusAddr is the address the juror's status endpoint listens on, once
// started; empty when it is off.
func (n *Node) StatusAddr() string { return n.statusAddr }

// Close stops everything in reverse order of start. It is idempotent.
func (n *Node) Close() error { return n.closers.Close() }
