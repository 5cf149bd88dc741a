package juror

import (
	"io"
	"time"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// requestStreamTimeout bounds one exchange on p2p.ProtocolRequest.
const requestStreamTimeout = 10 * time.Second

// maxPushChecks bounds the pushed requests a juror reads and checks at
// once; a coordinator pushes only to a juror that rejoined, so a few do.
const maxPushChecks = 8

// handleRequestStream serves p2p.ProtocolRequest: one signed request,
// checked as a gossiped one is (whoever sends it, the coordinator's
// signature decides) and then taken the same way, answered with
// p2p.RequestTaken or the reason it was not.
func (s *Service) handleRequestStream(st network.Stream) {
	if !s.enter() {
		_ = st.Reset()
		return
	}
	defer s.wg.Done()
	select {
	case s.pushing <- struct{}{}:
		defer func() { <-s.pushing }()
	default:
		// Gossip's validation queue bounds the checks a flood of
		// requests costs; this bounds a flood of streams.
		_, _ = st.Write([]byte("busy: too many pushed requests at once"))
		_ = st.Close()
		return
	}
	_ = st.SetDeadline(time.Now().Add(requestStreamTimeout))
	b, err := io.ReadAll(io.LimitReader(st, verdict.MaxRequestBytes+1))
	if err != nil {
		_ = st.Reset()
		return
	}
	answer := p2p.RequestTaken
	vr, err := s.policy.Check(b)
	switch {
	case err != nil:
		s.cfg.Metrics.Refused(RefusedInvalid)
		s.log.Debug("pushed request refused", "from", st.Conn().RemotePeer(), "err", err)
		answer = err.Error()
	default:
		if why, _ := s.take(vr); why != "" {
			answer = why
		}
	}
	_, _ = st.Write([]byte(answer[:min(len(answer), p2p.MaxRequestAnswerBytes)]))
	_ = st.Close()
}

// enter counts a goroutine the service did not start (a stream handler)
// among those Close waits for; false once Close has begun.
func (s *Service) enter() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.wg.Add(1)
	return true
}
