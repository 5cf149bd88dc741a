package node

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Version is the software version announced by jurors.
var Version = "0.1.0"

// ErrNoCoordinatorRole is returned for a Config that enables the
// coordinator role in a build without it (the arbitra_juror tag).
var ErrNoCoordinatorRole = errors.New("node: this build has no coordinator role (it was built with the arbitra_juror tag)")

// Config describes a node. Key and DataDir are required.
type Config struct {
	DataDir string
	Key     *ecdsa.PrivateKey

	ListenAddrs []string
	Bootstrap   []string

	// Coordinator enables the coordinator role (refused with
	// ErrNoCoordinatorRole in a build with the arbitra_juror tag).
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

// JurorConfig configures the juror role.
type JurorConfig struct {
	Engine juror.Engine
	// Coordinators, when non-empty, are the only coordinators served.
	Coordinators []string
	// Policy, when set, decides which coordinators are served in place of
	// Coordinators (juror.ServiceConfig.Policy); may be nil.
	Policy   juror.CoordinatorPolicy
	Capacity int
	Timeout  time.Duration
	// PerCoordinatorInflight, MaxDeadline and BackoffCeiling bound what any
	// one coordinator can make this juror do (juror.ServiceConfig); zero
	// takes the juror package's defaults.
	PerCoordinatorInflight int
	MaxDeadline            time.Duration
	BackoffCeiling         time.Duration
	// PresenceInterval overrides the presence period (tests shorten it).
	PresenceInterval time.Duration
	// StatusAddr, when set, serves GET /status and GET /metrics there
	// ("127.0.0.1:9464"; a bare ":9464" binds loopback).
	StatusAddr string
	// Standing, when set, reads the juror's stake and fees (from the
	// escrow it bonded on) for its status endpoint and metrics; nil shows
	// them as unknown.
	Standing func(ctx context.Context) (Standing, error)
}

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
	// juror-only node, and a build with the arbitra_juror tag has none.
	coordinatorRole

	mu      sync.Mutex
	closers []namedCloser
	wg      sync.WaitGroup
	closed  bool

	statusAddr string // the juror's status endpoint, once started
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
	if cfg.Coordinator != nil && !HasCoordinatorRole {
		return nil, ErrNoCoordinatorRole
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
		if err := n.openStore(); err != nil {
			return err
		}
	}

	h, err := p2p.New(ctx, p2p.Config{
		Key: n.cfg.Key, ListenAddrs: n.cfg.ListenAddrs, Bootstrap: n.cfg.Bootstrap, Logger: n.log,
		MaxMessageSize: verdict.MaxRequestBytes + 64<<10,
		Announce:       n.cfg.Coordinator != nil, AnnounceInterval: n.cfg.AnnounceInterval, Follow: n.follow(),
	})
	if err != nil {
		return err
	}
	n.Host = h
	n.onClose("host", h.Close)
	n.registerHostMetrics()

	if c := n.cfg.Coordinator; c != nil {
		if err := n.startCoordinator(ctx, c); err != nil {
			return err
		}
	}
	if j := n.cfg.Juror; j != nil {
		local := n.localReceipts() // both roles: receipts for this node's own requests
		jm := metrics.NewJuror(n.Metrics, nil)
		ballots, err := juror.OpenBallotBook(filepath.Join(n.cfg.DataDir, "ballots")) // the votes this juror cast on deals
		if err != nil {
			return err
		}
		n.onClose("ballots", ballots.Close)
		svc, err := juror.NewService(juror.ServiceConfig{
			Judge: &juror.Judge{Engine: j.Engine, Signer: n.signer, PeerID: h.ID().String(), Timeout: j.Timeout, Logger: n.log, Ballots: ballots},
			Host:  h, Coordinators: j.Coordinators, Policy: j.Policy, Capacity: j.Capacity, Version: Version,
			PerCoordinatorInflight: j.PerCoordinatorInflight, MaxDeadline: j.MaxDeadline, BackoffCeiling: j.BackoffCeiling,
			PresenceInterval: j.PresenceInterval, Logger: n.log, Local: local, Trace: n.cfg.Trace,
			AckDir:  filepath.Join(n.cfg.DataDir, "acks"), // the coordinators' signed acks of this juror's receipts
			Metrics: jm,
		})
		if err != nil {
			return err
		}
		if err := svc.Start(ctx); err != nil {
			return err
		}
		n.Juror = svc
		n.onClose("juror", svc.Close)
		if j.StatusAddr != "" {
			if err := n.startStatus(j.StatusAddr, j, jm); err != nil {
				return err
			}
		}
	}
	n.log.Info("node started", "address", n.Address(), "peer", h.ID(), "addrs", h.FullAddrs(),
		"coordinator", n.cfg.Coordinator != nil, "juror", n.Juror != nil, "http", n.HTTPAddr())
	return nil
}

// follow chooses the announced peers this node connects to and keeps: a
// coordinator keeps every other, a juror-only node the coordinators it
// serves (its Policy, else its list; all of them with neither). Asking a
// policy that reads bonds from the chain is also what has it read the
// bond of a coordinator before its first request arrives.
func (n *Node) follow() func(peer.ID) bool {
	j := n.cfg.Juror
	if n.cfg.Coordinator != nil || j == nil {
		return nil
	}
	policy := j.Policy
	if policy == nil {
		if len(j.Coordinators) == 0 {
			return nil
		}
		policy = juror.AllowList(j.Coordinators)
	}
	return func(id peer.ID) bool {
		a, err := p2p.PeerAddress(id)
		if err != nil {
			return false
		}
		return policy.Allowed(verdict.AddressString(a))
	}
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
