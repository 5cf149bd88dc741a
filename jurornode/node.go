package jurornode

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"log/slog"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Config describes a juror-only node. DataDir, Key and Juror.Engine are
// required.
type Config struct {
	DataDir     string
	Key         *ecdsa.PrivateKey
	ListenAddrs []string
	Bootstrap   []string
	Juror       RoleConfig
	// Metrics is the registry served at the status endpoint's /metrics;
	// nil makes a new one.
	Metrics *metrics.Registry
	Logger  *slog.Logger
	// Trace, when set, hears each step of a request's path at this juror.
	Trace func(requestID, step string)
}

// Node is a juror-only node: a libp2p host of its own and the juror role
// on it. It keeps no database: its de-duplication lives in memory until
// each request's deadline.
type Node struct {
	Host    *p2p.Host
	Juror   *juror.Service
	Metrics *metrics.Registry

	cfg        Config
	signer     *verdict.KeySigner
	closers    worker.Closers
	statusAddr string
}

// New checks the configuration; Start builds and runs the node.
func New(cfg Config) (*Node, error) {
	if cfg.Key == nil {
		return nil, errors.New("jurornode: no key")
	}
	if cfg.DataDir == "" {
		return nil, errors.New("jurornode: no data directory")
	}
	if cfg.Juror.Engine == nil {
		return nil, errors.New("jurornode: the juror role needs an engine")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Metrics == nil {
		cfg.Metrics = metrics.NewRegistry()
	}
	return &Node{cfg: cfg, signer: verdict.NewKeySigner(cfg.Key), Metrics: cfg.Metrics}, nil
}

// Address is the node's Ethereum address.
func (n *Node) Address() string { return verdict.AddressString(n.signer.Address()) }

// Start builds the host, then the juror role. On failure it closes what it
// had started and returns the error.
func (n *Node) Start(ctx context.Context) (err error) {
	defer func() {
		if err != nil {
			_ = n.Close()
		}
	}()
	h, err := p2p.New(ctx, p2p.Config{
		Key: n.cfg.Key, ListenAddrs: n.cfg.ListenAddrs, Bootstrap: n.cfg.Bootstrap, Logger: n.cfg.Logger,
		Follow: follow(&n.cfg.Juror),
	})
	if err != nil {
		return err
	}
	n.Host = h
	n.closers.Add("host", h.Close)
	h.Gauges(n.Metrics.GaugeFunc)
	n.Juror, n.statusAddr, err = StartRole(ctx, &n.cfg.Juror, Env{
		Host: h, Signer: n.signer, Metrics: n.Metrics, DataDir: n.cfg.DataDir,
		Logger: n.cfg.Logger, Trace: n.cfg.Trace, OnClose: n.closers.Add,
	})
	if err != nil {
		return err
	}
	n.cfg.Logger.Info("juror node started", "address", n.Address(), "peer", h.ID(), "addrs", h.FullAddrs())
	return nil
}

// StatusAddr is the address the status endpoint listens on, once started;
// empty when it is off.
func (n *Node) StatusAddr() string { return n.statusAddr }

// Close stops everything in reverse order of start. It is idempotent.
func (n *Node) Close() error { return n.closers.Close() }

// follow chooses the announced peers a juror connects to and keeps: the
// coordinators it serves (its Policy, else its list; all of them with
// neither). Asking a policy that reads bonds from the chain is also what
// has it read the bond of a coordinator before its first request arrives.
func follow(j *RoleConfig) func(peer.ID) bool {
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
