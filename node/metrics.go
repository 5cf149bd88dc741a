package node

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/metrics"
)

// registerHostMetrics adds the gauges of the node's libp2p host.
func (n *Node) registerHostMetrics() {
	h := n.Host
	n.Metrics.GaugeFunc("gossip_peers", "Peers this node shares a gossip topic with.", func() float64 {
		return float64(len(h.PubSub.ListPeers("")))
	})
	n.Metrics.GaugeFunc("p2p_connected_peers", "Peers this node's host is connected to.", func() float64 {
		return float64(len(h.Network().Peers()))
	})
}

// JurorStatus is what a juror's GET /status answers.
type JurorStatus struct {
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

// Standing is a juror's stake and fees. Jurors do not bond yet, so both
// are null; the fields are where a bonded juror's numbers will go.
type Standing struct {
	Stake *string `json:"stake"`
	Fees  *string `json:"fees"`
	Note  string  `json:"note"`
}

const standingNote = "jurors do not bond yet: stake and fees stay null until bonding exists"

// statusAddr resolves a --status-addr: an address without a host binds
// loopback, so that exposing the endpoint on other interfaces is asked for
// by name.
func statusAddr(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", fmt.Errorf("node: status address %q: %w", addr, err)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port), nil
}

// startStatus serves the juror's GET /status and GET /metrics on addr.
func (n *Node) startStatus(addr string, j *JurorConfig, jm *metrics.Juror) error {
	addr, err := statusAddr(addr)
	if err != nil {
		return err
	}
	started := time.Now().UTC()
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", n.Metrics.Handler())
	mux.HandleFunc("GET /status", func(w http.ResponseWriter, _ *http.Request) {
		st := JurorStatus{
			Address: n.Address(), PeerID: n.Host.ID().String(), Engine: j.Engine.Name(), Model: j.Engine.Model(),
			Version: Version, Capacity: j.Capacity, StartedAt: started, Accepts: j.Coordinators,
			JurorStats: jm.Snapshot(), Standing: Standing{Note: standingNote},
		}
		if st.Accepts == nil {
			st.Accepts = []string{}
		}
		for i, c := range st.Coordinators {
			if id, err := peer.Decode(c.PeerID); err == nil {
				st.Coordinators[i].Connected = n.Host.Network().Connectedness(id) == network.Connected
			}
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(st)
	})
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("node: status listen: %w", err)
	}
	n.statusAddr = ln.Addr().String()
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second, WriteTimeout: 10 * time.Second}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			n.log.Error("status server stopped", "err", err)
		}
	}()
	n.onClose("status", func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := srv.Shutdown(ctx)
		<-done
		return err
	})
	return nil
}

// StatusAddr is the address the juror's status endpoint listens on, once
// started; empty when it is off.
func (n *Node) StatusAddr() string { return n.statusAddr }
