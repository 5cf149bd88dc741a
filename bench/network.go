package bench

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/node"
	"github.com/arbitra-network/arbitra/p2p"
)

// NetworkConfig describes an in-process network.
type NetworkConfig struct {
	// Jurors is the number of juror nodes (default 5).
	Jurors int
	// Delay is the engines' fixed model time; 0 is the instant engine.
	// Latency, when not zero, replaces it.
	Delay   time.Duration
	Latency LatencyModel
	// Dir holds the nodes' data directories; a temporary directory,
	// removed on Close, when empty.
	Dir string
	// Capacity bounds each juror's concurrent judgements (default 256, so
	// that the engine, not the juror's queue, is what a load sees).
	Capacity int
	// Logger may be nil.
	Logger *slog.Logger
}

// Network is one coordinator and its jurors, each a full node.Node with a
// libp2p host on loopback TCP (the coordinator with its pebble store and
// its HTTP API on 127.0.0.1).
type Network struct {
	Coordinator *node.Node
	Jurors      []*node.Node
	// Rec receives the engines' calls and the probe's publish times.
	Rec *Recorder

	dir     string
	tempDir bool
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	sub     *pubsub.Subscription
	once    sync.Once
	err     error
}

// StartNetwork starts the nodes and waits until every juror is live in the
// coordinator's registry and subscribed to the request topic.
func StartNetwork(ctx context.Context, cfg NetworkConfig) (_ *Network, err error) {
	if cfg.Jurors <= 0 {
		cfg.Jurors = 5
	}
	if cfg.Capacity <= 0 {
		cfg.Capacity = 256
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	n := &Network{Rec: NewRecorder(), dir: cfg.Dir}
	if n.dir == "" {
		if n.dir, err = os.MkdirTemp("", "arbitra-bench-"); err != nil {
			return nil, err
		}
		n.tempDir = true
	}
	defer func() {
		if err != nil {
			_ = n.Close()
		}
	}()
	coord, err := node.New(node.Config{
		DataDir: filepath.Join(n.dir, "coordinator"), Key: identity.Derive("arbitra-bench/coordinator"),
		ListenAddrs: p2p.LoopbackListenAddrs[:1], Logger: log,
		Coordinator: &node.CoordinatorConfig{HTTPAddr: "127.0.0.1:0", MinJurors: cfg.Jurors,
			// The load generator is one client by design: no per-client rate.
			HTTPEdge: server.EdgeConfig{Rate: -1}},
	})
	if err != nil {
		return nil, err
	}
	if err := coord.Start(ctx); err != nil {
		return nil, fmt.Errorf("bench: coordinator: %w", err)
	}
	n.Coordinator = coord
	pctx, cancel := context.WithCancel(context.Background())
	n.cancel = cancel
	if err := n.startProbe(pctx); err != nil {
		return nil, err
	}
	for i := range cfg.Jurors {
		j, err := node.New(node.Config{
			DataDir: filepath.Join(n.dir, fmt.Sprintf("juror-%d", i)), Key: identity.Derive(fmt.Sprintf("arbitra-bench/juror-%d", i)),
			ListenAddrs: p2p.LoopbackListenAddrs[:1], Bootstrap: coord.Host.FullAddrs(), Logger: log,
			Juror: &node.JurorConfig{
				Engine:   &Engine{Delay: cfg.Delay, Latency: cfg.Latency, Juror: i, Rec: n.Rec},
				Capacity: cfg.Capacity, PresenceInterval: 2 * time.Second,
			},
		})
		if err != nil {
			return nil, err
		}
		if err := j.Start(ctx); err != nil {
			return nil, fmt.Errorf("bench: juror %d: %w", i, err)
		}
		n.Jurors = append(n.Jurors, j)
	}
	wctx, wcancel := context.WithTimeout(ctx, 60*time.Second)
	defer wcancel()
	if err := coord.Coordinator.Registry().WaitFor(wctx, cfg.Jurors); err != nil {
		return nil, fmt.Errorf("bench: jurors never became live: %w", err)
	}
	if err := waitTopicPeers(wctx, coord.Host, cfg.Jurors); err != nil {
		return nil, err
	}
	return n, nil
}

// waitTopicPeers waits until h sees n peers on the request topic, so that
// the first publish reaches all of them.
func waitTopicPeers(ctx context.Context, h *p2p.Host, n int) error {
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for len(h.PubSub.ListPeers(p2p.TopicRequests)) < n {
		select {
		case <-ctx.Done():
			return fmt.Errorf("bench: %d of %d request-topic peers: %w", len(h.PubSub.ListPeers(p2p.TopicRequests)), n, ctx.Err())
		case <-t.C:
		}
	}
	return nil
}

// startProbe subscribes the coordinator to its own request topic and
// records the local delivery of each published request, for the fan-out: the
// router hands a local publish to local subscribers and to peers in the
// same step, so this is when the request left for the jurors.
func (n *Network) startProbe(ctx context.Context) error {
	t, err := n.Coordinator.Host.Join(p2p.TopicRequests, nil)
	if err != nil {
		return err
	}
	n.sub, err = t.Subscribe(pubsub.WithBufferSize(4096))
	if err != nil {
		return fmt.Errorf("bench: probe: %w", err)
	}
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		for {
			msg, err := n.sub.Next(ctx)
			if err != nil {
				return
			}
			if seq, ok := ParseSeqBytes(msg.Data); ok {
				n.Rec.Published(seq, time.Now())
			}
		}
	}()
	return nil
}

// URL is the coordinator API's base URL.
func (n *Network) URL() string { return n.Coordinator.URL() }

// Close stops every node (jurors first) and removes a temporary directory.
// It is idempotent.
func (n *Network) Close() error {
	n.once.Do(func() {
		if n.cancel != nil {
			n.cancel()
		}
		if n.sub != nil {
			n.sub.Cancel()
		}
		n.wg.Wait()
		var errs []error
		for _, j := range n.Jurors {
			errs = append(errs, j.Close())
		}
		if n.Coordinator != nil {
			errs = append(errs, n.Coordinator.Close())
		}
		if n.tempDir {
			errs = append(errs, os.RemoveAll(n.dir))
		}
		n.err = errors.Join(errs...)
	})
	return n.err
}
