package coordinator

import (
	"strings"

	pubsub "github.com/libp2p/go-libp2p-pubsub"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// regossipLoop gossips a request in flight again when one of its panel
// jurors joins the request topic before its receipt came: a gossip reaches
// the peers subscribed when it is sent, and gossipsub's own repair lasts
// seconds, so a juror that connects later (to a coordinator that just
// restarted and resumed the request, or after a cut link) would otherwise
// never hear of it. Each juror causes this at most once per request, and a
// juror drops a request it already has, by ID.
func (s *Service) regossipLoop(joins *pubsub.TopicEventHandler) {
	defer s.wg.Done()
	defer joins.Cancel()
	for {
		ev, err := joins.NextPeerEvent(s.ctx)
		if err != nil {
			return
		}
		if ev.Type != pubsub.PeerJoin {
			continue
		}
		addr, err := p2p.PeerAddress(ev.Peer)
		if err != nil {
			continue
		}
		for _, sr := range s.awaiting(verdict.AddressString(addr)) {
			if err := s.gossip(s.ctx, sr); err != nil {
				if s.ctx.Err() == nil {
					s.log.Warn("re-gossip failed", "id", sr.Request.ID, "err", err)
				}
				continue
			}
			s.cfg.Trace(sr.Request.ID, StepRequestRegossiped)
		}
	}
}

// awaiting returns the requests in flight, on disk and not final, that
// wait on juror addr's receipt and were not gossiped again for it yet; it
// marks them as gossiped again for it.
func (s *Service) awaiting(addr string) []*verdict.SignedRequest {
	juror := strings.ToLower(addr)
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
		if inf.regossiped[juror] {
			continue
		}
		if inf.regossiped == nil {
			inf.regossiped = make(map[string]bool)
		}
		inf.regossiped[juror] = true
		out = append(out, inf.req)
	}
	return out
}
