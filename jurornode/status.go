package jurornode

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/internal/worker"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/metrics"
	"github.com/arbitra-network/arbitra/verdict"
)

// Status is what a juror's GET /status answers.
type Status struct {
	Address   string    `json:"address"`
	PeerID    string    `json:"peer_id"`
	Engine    string    `json:"engine"`
	Model     string    `json:"model"`
	Version   string    `json:"version"`
	Capacity  int       `json:"capacity,omitempty"` // as configured; zero takes the juror's default
	StartedAt time.Time `json:"started_at"`
	// Accepts are the coordinators whose requests the juror takes; empty
	// means any.
	Accepts []string `json:"accepts_coordinators"`
	metrics.JurorStats
	Standing Standing `json:"standing"`
}

// Standing is a juror's stake and fees on the escrow it bonded on, in the
// stake token's base units; null when the juror was not told its escrow.
type Standing struct {
	Escrow      string     `json:"escrow,omitempty"`
	Stake       *string    `json:"stake"`
	Unbonding   *string    `json:"unbonding,omitempty"`
	ReleaseAt   *time.Time `json:"release_at,omitempty"`
	Fees        *string    `json:"fees"`
	DealsServed *uint32    `json:"deals_served,omitempty"`
	Slashes     *uint32    `json:"slashes,omitempty"`
	ReadAt      *time.Time `json:"read_at,omitempty"`
	Note        string     `json:"note,omitempty"`
}

const standingNote = "run the juror with --escrow and --rpc-url to show its stake and fees"

// standingEvery is how often a juror's standing is read from the chain; a
// status request never waits on the chain.
const standingEvery = 30 * time.Second

// standingCache keeps the last standing read, for the status endpoint and
// the metrics.
type standingCache struct {
	mu   sync.Mutex
	last Standing
}

func (c *standingCache) get() Standing {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.last
}

// watchStanding reads the standing now and every standingEvery until the
// role's owner closes it.
func watchStanding(read func(context.Context) (Standing, error), env Env) *standingCache {
	c := &standingCache{last: Standing{Note: "not read yet"}}
	var loop worker.Loop
	loop.Start(func(ctx context.Context) {
		t := time.NewTicker(standingEvery)
		defer t.Stop()
		for {
			rctx, rcancel := context.WithTimeout(ctx, standingEvery)
			st, err := read(rctx)
			rcancel()
			if err == nil {
				now := time.Now().UTC()
				st.ReadAt = &now
				c.mu.Lock()
				c.last = st
				c.mu.Unlock()
			} else if ctx.Err() == nil {
				env.Logger.Warn("juror standing not read; keeping the last", "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	})
	env.OnClose("standing", func() error { loop.Close(); return nil })
	number := func(p *string) float64 {
		if p == nil {
			return 0
		}
		f, _ := strconv.ParseFloat(*p, 64)
		return f
	}
	env.Metrics.GaugeFunc("juror_stake_bonded", "The juror's bonded stake, in the stake token's base units, as last read.",
		func() float64 { return number(c.get().Stake) })
	env.Metrics.GaugeFunc("juror_fees_earned", "Juror fees the escrow paid this juror, in the stake token's base units, as last read.",
		func() float64 { return number(c.get().Fees) })
	return c
}

// statusAddr resolves a --status-addr: an address without a host binds
// loopback, so that exposing the endpoint on other interfaces is asked for
// by name.
func statusAddr(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("jurornode: status address %q: %w", addr, err)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}

// startStatus serves the juror's GET /status and GET /metrics on
// cfg.StatusAddr and returns the address it listens on.
func startStatus(cfg *RoleConfig, env Env, svc *juror.Service, jm *metrics.Juror) (string, error) {
	addr, err := statusAddr(cfg.StatusAddr)
	if err != nil {
		return "", err
	}
	started := time.Now().UTC()
	standing := func() Standing { return Standing{Note: standingNote} }
	if cfg.Standing != nil {
		standing = watchStanding(cfg.Standing, env).get
	}
	h := env.Host
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", env.Metrics.Handler())
	mux.HandleFunc("GET /status", func(w http.ResponseWriter, _ *http.Request) {
		st := Status{
			Address: verdict.AddressString(env.Signer.Address()), PeerID: h.ID().String(), Engine: cfg.Engine.Name(), Model: cfg.Engine.Model(),
			Version: Version, Capacity: cfg.Capacity, StartedAt: started, Accepts: cfg.Coordinators,
			JurorStats: jm.Snapshot(), Standing: standing(),
		}
		if st.Accepts == nil {
			st.Accepts = []string{}
		}
		st.Coordinators = mergeLinks(st.Coordinators, svc.Coordinators())
		for i, c := range st.Coordinators {
			if id, err := peer.Decode(c.PeerID); err == nil {
				st.Coordinators[i].Connected = h.Network().Connectedness(id) == network.Connected
			}
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(st)
	})
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", fmt.Errorf("jurornode: status listen: %w", err)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			env.Logger.Error("status server stopped", "err", err)
		}
	}()
	env.OnClose("status", func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := srv.Shutdown(ctx)
		<-done
		return err
	})
	return ln.Addr().String(), nil
}

// mergeLinks lists every coordinator the juror knows: those it judged for
// (seen) and those it has been connected to (links), one entry each, by
// address, with whether the juror serves it.
func mergeLinks(seen []metrics.CoordinatorSeen, links []juror.CoordinatorLink) []metrics.CoordinatorSeen {
	// Both lists hold lower-case addresses: metrics keys by them, links by AddressString.
	at := make(map[string]int, len(seen))
	for i, c := range seen {
		at[c.Address] = i
	}
	served := make(map[string]bool, len(links))
	for _, l := range links {
		k := l.Address
		served[k] = l.Served
		if _, ok := at[k]; !ok {
			at[k] = len(seen)
			seen = append(seen, metrics.CoordinatorSeen{Address: l.Address, PeerID: l.PeerID})
		}
	}
	for i := range seen {
		s, ok := served[seen[i].Address]
		seen[i].Served = s || !ok // a coordinator judged for and never linked is one served in this process
	}
	sort.Slice(seen, func(i, j int) bool { return seen[i].Address < seen[j].Address })
	return seen
}
