package coordinator

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// pushTimeout bounds one direct hand-over of a request to a juror.
const pushTimeout = 10 * time.Second

// subscribers is the set of peers subscribed to the request topic, which a
// request gossiped now reaches (flood publishing sends a coordinator's own
// messages to every such peer).
type subscribers struct {
	mu    sync.RWMutex
	peers map[peer.ID]struct{}
}

func (s *subscribers) set(p peer.ID, in bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.peers == nil {
		s.peers = make(map[peer.ID]struct{})
	}
	if in {
		s.peers[p] = struct{}{}
	} else {
		delete(s.peers, p)
	}
}

func (s *subscribers) has(p peer.ID) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, ok := s.peers[p]
	return ok
}

// reachable says whether a request this coordinator starts now reaches
// peer p: p is this node's own juror, which hears its own node's gossip,
// or a peer connected now. A connected juror that gossipsub does not know
// as a subscriber (its subscriptions are lost when a duplicate connection
// between the two closes, and are sent again only when the juror's side
// notices) is handed the request directly (pushUnsubscribed).
func (s *Service) reachable(p peer.ID) bool {
	return p == s.cfg.Host.ID() || s.cfg.Host.Network().Connectedness(p) == network.Connected
}

// pushUnsubscribed hands request inf straight to each panel juror that is
// connected but not known to gossipsub as a subscriber of the request
// topic, which the request's gossip therefore missed.
func (s *Service) pushUnsubscribed(inf *inflight) {
	type seat struct {
		p     peer.ID
		juror verdict.Address
	}
	var seats []seat
	for _, j := range inf.req.Request.Panel {
		p, ok := s.registry.Peer(j)
		if ok && p != s.cfg.Host.ID() && !s.subs.has(p) && s.cfg.Host.Network().Connectedness(p) == network.Connected {
			seats = append(seats, seat{p, j})
		}
	}
	if len(seats) == 0 {
		return
	}
	s.mu.Lock()
	if inf.handed == nil {
		inf.handed = make(map[verdict.Address]bool)
	}
	for _, st := range seats {
		inf.handed[st.juror] = true
	}
	s.mu.Unlock()
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for _, st := range seats {
			s.push(st.p, st.juror, inf.req)
		}
	}()
}

// regossipLoop keeps the request topic's subscribers, and hands a request
// in flight straight to a panel juror that joins the topic before its
// receipt came (p2p.ProtocolRequest): a gossip reaches the peers subscribed
// when it is sent, and gossipsub's own repair lasts seconds, so a juror
// that connects later (to a coordinator that just restarted and resumed
// the request, after a cut link, or a seat the escrow drew while it was
// away) would otherwise never hear of it. Publishing the same bytes again
// would not do: gossipsub drops them as seen. Each juror is sent a request
// once, until one hand-over fails, and a juror drops a request it already
// has, by ID.
func (s *Service) regossipLoop(joins *pubsub.TopicEventHandler) {
	defer s.wg.Done()
	defer joins.Cancel()
	for {
		ev, err := joins.NextPeerEvent(s.ctx)
		if err != nil {
			return
		}
		s.subs.set(ev.Peer, ev.Type == pubsub.PeerJoin)
		if ev.Type != pubsub.PeerJoin {
			continue
		}
		addr, err := p2p.PeerAddress(ev.Peer)
		if err != nil {
			continue
		}
		juror := verdict.Address(addr)
		reqs := s.awaiting(juror)
		if len(reqs) == 0 {
			continue
		}
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			for _, sr := range reqs {
				s.push(ev.Peer, juror, sr)
			}
		}()
	}
}

// push hands request sr to the juror at peer p; a failed hand-over is
// forgotten, so that the juror's next join tries again.
func (s *Service) push(p peer.ID, juror verdict.Address, sr *verdict.SignedRequest) {
	b, err := json.Marshal(sr)
	var answer []byte
	if err == nil {
		ctx, cancel := context.WithTimeout(s.ctx, pushTimeout)
		answer, err = p2p.Ask(ctx, s.cfg.Host.Host, p, p2p.ProtocolRequest, b, p2p.MaxRequestAnswerBytes)
		cancel()
	}
	if err != nil || string(answer) != p2p.RequestTaken {
		if s.ctx.Err() == nil {
			s.log.Warn("request not handed to its juror", "id", sr.Request.ID, "juror", juror, "err", err, "answer", string(answer))
		}
		s.mu.Lock()
		if inf := s.inflight[sr.Request.ID]; inf != nil {
			delete(inf.handed, juror)
		}
		s.mu.Unlock()
		return
	}
	s.cfg.Trace(sr.Request.ID, StepRequestPushed)
}

// awaiting returns the requests in flight, on disk and not final, that
// wait on juror addr's receipt and were not handed to it again yet; it
// marks them as handed to it.
func (s *Service) awaiting(juror verdict.Address) []*verdict.SignedRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*verdict.SignedRequest
	for _, inf := range s.inflight {
		if inf.finalized || !inf.req.Request.OnPanel(juror) {
			continue
		}
		if _, ok := inf.receipts[juror]; ok {
			continue
		}
		select {
		case <-inf.stored: // a queued request is gossiped only once it is on disk
			if inf.storeErr != nil {
				continue
			}
		default:
			continue
		}
		if inf.handed[juror] {
			continue
		}
		if inf.handed == nil {
			inf.handed = make(map[verdict.Address]bool)
		}
		inf.handed[juror] = true
		out = append(out, inf.req)
	}
	return out
}
