package node

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
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
	// Engines, one per juror; by default builtin engines of three
	// strictness levels, so that borderline evidence can split the panel.
	Engines []juror.Engine
	// Logger may be nil.
	Logger *slog.Logger
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
	Coordinator *Node
	Jurors      []*Node
	dir         string
	tempDir     bool
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
	d := &Devnet{dir: cfg.Dir}
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
	d.Coordinator, err = New(Config{
		DataDir: filepath.Join(d.dir, "coordinator"), Key: identity.Derive("coordinator"),
		ListenAddrs: p2p.LoopbackListenAddrs,
		Coordinator: &CoordinatorConfig{HTTPAddr: cfg.HTTPAddr, MinJurors: cfg.Jurors},
		Logger:      log.With("node", "coordinator"),
	})
	if err != nil {
		return nil, err
	}
	if err := d.Coordinator.Start(ctx); err != nil {
		return nil, err
	}
	for i, eng := range cfg.Engines {
		name := fmt.Sprintf("juror-%d", i+1)
		j, err := New(Config{
			DataDir: filepath.Join(d.dir, name), Key: identity.Derive(name),
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
	if d.tempDir {
		errs = append(errs, os.RemoveAll(d.dir))
	}
	return errors.Join(errs...)
}
