package bench

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	mocknet "github.com/libp2p/go-libp2p/p2p/net/mock"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// SimConfig describes one simulated network: coordinators and jurors in
// one process on libp2p's mocknet, where every link has the same latency.
type SimConfig struct {
	// Nodes is the total number of nodes, coordinators included.
	Nodes int
	// Coordinators among them (default 4, or fewer in a tiny network).
	Coordinators int
	// Panel is the jurors per verdict (default 5).
	Panel int
	// Verdicts submitted in all, spread over the coordinators (default 20),
	// Concurrency at a time (default 4).
	Verdicts    int
	Concurrency int
	// Latency is every link's one-way latency (default 5 ms).
	Latency time.Duration
	// Degree is how many random jurors each juror dials besides the
	// coordinators (default 6); gossip relays through this graph.
	Degree int
	// TimeoutMS is each verdict's juror deadline (default 20 s).
	TimeoutMS int64
	// Logger may be nil.
	Logger *slog.Logger
}

// SimReport is what a simulation measured. Durations are milliseconds.
type SimReport struct {
	Nodes        int     `json:"nodes"`
	Coordinators int     `json:"coordinators"`
	Jurors       int     `json:"jurors"`
	Panel        int     `json:"panel"`
	LinkLatency  float64 `json:"link_latency_ms"`
	Degree       int     `json:"degree"`
	// SetupS is the time to start every node and for every coordinator to
	// see its jurors; MinLiveJurors is the fewest live jurors any
	// coordinator saw.
	SetupS        float64 `json:"setup_s"`
	MinLiveJurors int     `json:"min_live_jurors"`
	// Verdicts: sent, minted, failed (not minted with a full panel) and
	// lost (no final answer).
	Verdicts RequestCounts `json:"verdicts"`
	// VerdictLatency is Submit → final, at the coordinator.
	VerdictLatency Summary `json:"verdict_latency_ms"`
	// Fanout is publish → the last panel juror's engine start.
	Fanout Summary `json:"fanout_ms"`
	// Delivery is publish → arrival, over every (request, node) pair;
	// Coverage is the share of pairs that arrived at all, and
	// LateDeliveries counts arrivals after one gossipsub heartbeat (1 s),
	// which only the heartbeat's gossip repair would explain.
	Delivery       Summary `json:"delivery_ms"`
	Coverage       float64 `json:"delivery_coverage"`
	LateDeliveries int     `json:"late_deliveries"`
	// Memory with every node running, after a GC: Go heap in use, the same
	// per node, resident set now and at its process high-water mark.
	HeapInuseBytes      uint64         `json:"heap_inuse_bytes"`
	HeapPerNodeBytes    uint64         `json:"heap_per_node_bytes"`
	RSSBytes            uint64         `json:"rss_bytes"`
	ProcessPeakRSSBytes uint64         `json:"process_peak_rss_bytes"`
	Goroutines          int            `json:"goroutines"`
	CPUSeconds          float64        `json:"cpu_seconds"`
	Errors              map[string]int `json:"errors,omitempty"`
}

type simNode struct {
	id    peer.ID
	host  *p2p.Host
	coord *coordinator.Service
	db    *store.DB
	juror *juror.Service
	sub   *pubsub.Subscription
	dir   string
}

// simDeliveries records, per request sequence number, when it was
// published and when each node received it.
type simDeliveries struct {
	mu      sync.Mutex
	publish map[uint64]time.Time
	arrive  map[uint64][]time.Time
}

// Simulate builds the network, submits the verdicts, measures and tears
// everything down.
func Simulate(ctx context.Context, cfg SimConfig) (_ *SimReport, err error) {
	if cfg.Panel <= 0 {
		cfg.Panel = 5
	}
	if cfg.Coordinators <= 0 {
		cfg.Coordinators = 4
	}
	cfg.Coordinators = min(cfg.Coordinators, max(1, cfg.Nodes-cfg.Panel))
	if cfg.Nodes-cfg.Coordinators < cfg.Panel {
		return nil, fmt.Errorf("bench: %d nodes leave fewer than %d jurors", cfg.Nodes, cfg.Panel)
	}
	if cfg.Verdicts <= 0 {
		cfg.Verdicts = 20
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 4
	}
	if cfg.Latency == 0 {
		cfg.Latency = 5 * time.Millisecond
	}
	if cfg.Degree <= 0 {
		cfg.Degree = 6
	}
	if cfg.TimeoutMS <= 0 {
		cfg.TimeoutMS = 20000
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	rep := &SimReport{
		Nodes: cfg.Nodes, Coordinators: cfg.Coordinators, Jurors: cfg.Nodes - cfg.Coordinators, Panel: cfg.Panel,
		LinkLatency: ms(cfg.Latency), Degree: cfg.Degree,
	}
	cpu0 := CPUTime()
	setup := time.Now()

	mn := mocknet.New()
	mn.SetLinkDefaults(mocknet.LinkOptions{Latency: cfg.Latency})
	nodes := make([]*simNode, cfg.Nodes)
	runCtx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	defer func() {
		cancel()
		for _, n := range nodes {
			if n == nil {
				continue
			}
			if n.sub != nil {
				n.sub.Cancel()
			}
			if n.juror != nil {
				_ = n.juror.Close()
			}
			if n.coord != nil {
				_ = n.coord.Close()
			}
		}
		wg.Wait()
		for _, n := range nodes {
			if n == nil {
				continue
			}
			if n.host != nil {
				_ = n.host.Close()
			}
			if n.db != nil {
				_ = n.db.Close()
			}
			if n.dir != "" {
				_ = os.RemoveAll(n.dir)
			}
		}
		_ = mn.Close()
	}()

	rec := NewRecorder()
	dl := &simDeliveries{publish: map[uint64]time.Time{}, arrive: map[uint64][]time.Time{}}
	keys := make([]*verdict.KeySigner, cfg.Nodes)
	for i := range nodes {
		key := identity.Derive(fmt.Sprintf("arbitra-sim/%d", i))
		priv, err := p2p.LibP2PKey(key)
		if err != nil {
			return nil, err
		}
		addr, _ := ma.NewMultiaddr(fmt.Sprintf("/ip4/127.0.0.1/tcp/%d", 20000+i)) // virtual: mocknet opens no socket
		h, err := mn.AddPeer(priv, addr)
		if err != nil {
			return nil, fmt.Errorf("bench: sim peer %d: %w", i, err)
		}
		ph, err := p2p.Wrap(ctx, h, p2p.Config{Logger: log})
		if err != nil {
			_ = h.Close()
			return nil, err
		}
		nodes[i] = &simNode{id: h.ID(), host: ph}
		keys[i] = verdict.NewKeySigner(key)
	}
	// The topology comes first: a service that joins its topics with its
	// peers already connected builds its mesh at once, and its first
	// presence record reaches the whole network.
	if err := mn.LinkAll(); err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(0, 0x5eed)) // the same topology every run
	connect := func(a, b int) {
		if a == b || mn.Net(nodes[a].id).Connectedness(nodes[b].id) == network.Connected {
			return
		}
		if _, err := mn.ConnectPeers(nodes[a].id, nodes[b].id); err != nil {
			log.Warn("sim connect", "err", err)
		}
	}
	for i := range cfg.Coordinators {
		for j := i + 1; j < cfg.Coordinators; j++ {
			connect(i, j)
		}
	}
	for i := cfg.Coordinators; i < cfg.Nodes; i++ {
		// A juror connects to every coordinator it serves, as following
		// their announcements makes it do on the network: a coordinator
		// draws only the jurors connected to it.
		for c := range cfg.Coordinators {
			connect(i, c)
		}
		for range cfg.Degree {
			connect(i, cfg.Coordinators+rng.IntN(cfg.Nodes-cfg.Coordinators))
		}
	}
	for i, n := range nodes {
		var err error
		if i < cfg.Coordinators {
			dir, err := os.MkdirTemp("", "arbitra-sim-")
			if err != nil {
				return nil, err
			}
			n.dir = dir
			if n.db, err = store.Open(store.Options{Dir: dir, Logger: log}); err != nil {
				return nil, err
			}
			if n.coord, err = coordinator.New(coordinator.Config{Signer: keys[i], Host: n.host, Store: n.db, Logger: log}); err != nil {
				return nil, err
			}
			if err := n.coord.Start(ctx); err != nil {
				return nil, err
			}
		} else {
			n.juror, err = juror.NewService(juror.ServiceConfig{
				Judge: &juror.Judge{Engine: &Engine{Juror: i, Rec: rec}, Signer: keys[i], PeerID: n.id.String()},
				Host:  n.host, Capacity: 64, Logger: log,
				// Presence is announced at start and when peers join; a
				// long period keeps re-announcements (each checked by
				// every node) out of the measured window.
				PresenceInterval: time.Minute,
			})
			if err != nil {
				return nil, err
			}
			if err := n.juror.Start(ctx); err != nil {
				return nil, err
			}
		}
		if err := n.probe(runCtx, &wg, dl); err != nil {
			return nil, err
		}
	}
	// Every coordinator must see its jurors before verdicts start.
	wctx, wcancel := context.WithTimeout(ctx, 2*time.Minute)
	defer wcancel()
	rep.MinLiveJurors = rep.Jurors
	for _, n := range nodes[:cfg.Coordinators] {
		if err := n.coord.Registry().WaitFor(wctx, rep.Jurors); err != nil {
			log.Warn("sim: not every juror is live", "coordinator", n.coord.Address(), "live", n.coord.Registry().Count())
		}
		rep.MinLiveJurors = min(rep.MinLiveJurors, n.coord.Registry().Count())
	}
	if rep.MinLiveJurors < cfg.Panel {
		return nil, fmt.Errorf("bench: a coordinator sees only %d live jurors", rep.MinLiveJurors)
	}
	// Two heartbeats for the request-topic meshes to settle.
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-time.After(2 * time.Second):
	}
	rep.SetupS = round3(time.Since(setup).Seconds())

	// Submit the verdicts.
	var (
		next    atomic.Int64
		mu      sync.Mutex
		lat     []time.Duration
		fanout  []time.Duration
		errs    = map[string]int{}
		vwg     sync.WaitGroup
		seqBase = uint64(1_000_000)
	)
	ev := []verdict.Evidence{{Label: "doc", Text: filler(1 << 10)}}
	for range cfg.Concurrency {
		vwg.Add(1)
		go func() {
			defer vwg.Done()
			for ctx.Err() == nil {
				i := next.Add(1) - 1
				if i >= int64(cfg.Verdicts) {
					return
				}
				seq := seqBase + uint64(i)
				c := nodes[int(i)%cfg.Coordinators].coord
				start := time.Now()
				failure := ""
				rec0, err := c.Submit(ctx, coordinator.Submission{
					Question: verdict.Question{Question: fmt.Sprintf("%s%d Is the delivery complete?", SeqMarker, seq), Options: options, Evidence: ev},
					Panel:    cfg.Panel, TimeoutMS: cfg.TimeoutMS,
				})
				var final *coordinator.Record
				if err == nil {
					final, err = c.Wait(ctx, rec0.ID)
				}
				d := time.Since(start)
				tr := rec.Take(seq)
				mu.Lock()
				rep.Verdicts.Sent++
				switch {
				case err != nil:
					rep.Verdicts.Lost++
					failure = err.Error()
				case final.Status != coordinator.StatusMinted:
					rep.Verdicts.Failed++
					failure = "status " + final.Status
				case len(tr.Calls) != cfg.Panel:
					rep.Verdicts.Failed++
					failure = fmt.Sprintf("%d of %d panel jurors judged", len(tr.Calls), cfg.Panel)
				default:
					rep.Verdicts.OK++
					lat = append(lat, d)
					dl.mu.Lock()
					tr.Published = dl.publish[seq]
					dl.mu.Unlock()
					if f, ok := tr.Fanout(); ok {
						fanout = append(fanout, f)
					}
				}
				if failure != "" {
					errs[failure]++
				}
				mu.Unlock()
			}
		}()
	}
	vwg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	// Let the last requests reach every node before counting deliveries.
	time.Sleep(2 * time.Second)

	rep.VerdictLatency, rep.Fanout = Summarize(lat), Summarize(fanout)
	var deliveries []time.Duration
	pairs := 0
	dl.mu.Lock()
	for seq, pub := range dl.publish {
		pairs += cfg.Nodes - 1
		for _, at := range dl.arrive[seq] {
			d := at.Sub(pub)
			deliveries = append(deliveries, d)
			if d > time.Second {
				rep.LateDeliveries++
			}
		}
	}
	dl.mu.Unlock()
	rep.Delivery = Summarize(deliveries)
	if pairs > 0 {
		rep.Coverage = round3(float64(len(deliveries)) / float64(pairs))
	}
	rep.HeapInuseBytes = HeapInuse()
	rep.HeapPerNodeBytes = rep.HeapInuseBytes / uint64(cfg.Nodes)
	rep.RSSBytes, rep.ProcessPeakRSSBytes = RSS(), PeakRSS()
	rep.Goroutines = runtime.NumGoroutine()
	rep.CPUSeconds = round3((CPUTime() - cpu0).Seconds())
	if len(errs) > 0 {
		rep.Errors = errs
	}
	return rep, nil
}

// probe subscribes to the request topic and records arrivals; a
// coordinator's own publish arrives locally and marks the publish time.
func (n *simNode) probe(ctx context.Context, wg *sync.WaitGroup, dl *simDeliveries) error {
	t, err := n.host.Join(p2p.TopicRequests, nil)
	if err != nil {
		return err
	}
	if n.sub, err = t.Subscribe(pubsub.WithBufferSize(1024)); err != nil {
		return fmt.Errorf("bench: sim probe: %w", err)
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			msg, err := n.sub.Next(ctx)
			if err != nil {
				return // cancelled: the simulation is over
			}
			now := time.Now()
			seq, ok := ParseSeqBytes(msg.Data)
			if !ok {
				continue
			}
			dl.mu.Lock()
			if msg.ReceivedFrom == n.id {
				dl.publish[seq] = now
			} else {
				dl.arrive[seq] = append(dl.arrive[seq], now)
			}
			dl.mu.Unlock()
		}
	}()
	return nil
}
