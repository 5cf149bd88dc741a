package juror

import (
	"strings"
	"sync"
	"time"

	"github.com/arbitra-network/arbitra/internal/backoff"
	"github.com/arbitra-network/arbitra/verdict"
)

// CoordinatorPolicy decides which coordinators a juror serves at all; it is
// asked about the address a request's signature recovers, in the gossip
// validator, so a refused coordinator's requests are neither judged nor
// relayed. Implementations must be safe for concurrent use and return at
// once. It is the seam for "bonded on the same registry": a policy that
// reads the staking registry answers Allowed from it, alone or together
// with an operator's list (AnyOf).
type CoordinatorPolicy interface {
	Allowed(addr string) bool
}

// AllowAny serves every coordinator, each within the per-coordinator limits.
type AllowAny struct{}

// Allowed is always true.
func (AllowAny) Allowed(string) bool { return true }

// AllowList serves only the coordinators it lists (any letter case).
type AllowList []string

// Allowed reports whether addr is on the list.
func (l AllowList) Allowed(addr string) bool {
	for _, c := range l {
		if strings.EqualFold(c, addr) {
			return true
		}
	}
	return false
}

// AnyOf serves a coordinator that any of its policies serves.
type AnyOf []CoordinatorPolicy

// Allowed reports whether one of the policies allows addr.
func (ps AnyOf) Allowed(addr string) bool {
	for _, p := range ps {
		if p.Allowed(addr) {
			return true
		}
	}
	return false
}

// Defaults of the per-coordinator limits (ServiceConfig).
const (
	// DefaultMaxDeadline matches the coordinator's own longest timeout.
	DefaultMaxDeadline = 10 * time.Minute
	// DefaultBackoffBase is a coordinator's first refusal window after a
	// receipt it never acknowledged.
	DefaultBackoffBase = 5 * time.Second
	// DefaultBackoffCeiling bounds the refusal window, however many
	// receipts went unacknowledged.
	DefaultBackoffCeiling = 10 * time.Minute
	// DeadlineSkew is how far past MaxDeadline a deadline may lie and still
	// be judged: the coordinator's clock may run a little ahead of ours.
	DeadlineSkew = 10 * time.Second
	// maxMisses bounds a coordinator's miss count, so that shifts by it
	// stay defined.
	maxMisses = 16
	// UnackedPerCap is how many receipts per place of its cap a coordinator
	// may leave waiting for its ack: an honest one frees a juror's slot when
	// the receipt arrives and acks it once the verdict is written, so its
	// next requests arrive while acks are still on their way.
	UnackedPerCap = 4
)

// Why a request was not admitted (guard.admit).
const (
	admitted = iota
	refusedInflight
	refusedBackoff
)

// GuardStats counts what the per-coordinator limits refused or saw since
// the service started.
type GuardStats struct {
	// RefusedDeadline: requests whose deadline lay beyond MaxDeadline.
	RefusedDeadline uint64 `json:"refused_deadline"`
	// DroppedInflight: requests from a coordinator at its in-flight cap.
	DroppedInflight uint64 `json:"dropped_inflight"`
	// DroppedBackoff: requests from a coordinator in its backoff window.
	DroppedBackoff uint64 `json:"dropped_backoff"`
	// Unacked: receipts whose delivery was given up unacknowledged.
	Unacked uint64 `json:"unacked"`
	// Acked: receipts the coordinator answered (acked or rejected).
	Acked uint64 `json:"acked"`
}

// CoordinatorLoad is what one coordinator holds at this juror now.
type CoordinatorLoad struct {
	// Judging: its requests admitted and not yet judged.
	Judging int `json:"judging"`
	// Unacked: its receipts sent and waiting for its ack.
	Unacked int `json:"unacked"`
	// Cap is its in-flight cap now: PerCoordinatorInflight halved per
	// miss, at least one.
	Cap int `json:"cap"`
	// Misses counts receipts it left unacknowledged, less one per ack since.
	Misses int `json:"misses"`
	// BackoffUntil is when its refusal window ends (zero: none).
	BackoffUntil time.Time `json:"backoff_until,omitzero"`
}

// guard enforces the per-coordinator limits: a cap on requests being
// judged, UnackedPerCap times as many receipts waiting for the
// coordinator's ack, and,
// for a coordinator that leaves receipts unacknowledged, a cap halved per
// miss and a refusal window doubled per miss up to a ceiling; every ack
// takes one miss back. It is safe for concurrent use.
type guard struct {
	cap           int
	base, ceiling time.Duration
	now           func() time.Time

	mu       sync.Mutex
	coord    map[verdict.Address]*coordState // idle ones are dropped
	stats    GuardStats
	prunedAt time.Time // when coord was last swept for idle states
}

type coordState struct {
	judging, unacked int
	misses           int
	until            time.Time // end of the refusal window
	last             time.Time // the later of the last ticket's end and until
}

func newGuard(cap int, base, ceiling time.Duration, now func() time.Time) *guard {
	return &guard{cap: cap, base: base, ceiling: ceiling, now: now, coord: make(map[verdict.Address]*coordState)}
}

func (st *coordState) capOf(full int) int {
	return max(1, full>>st.misses)
}

// admit takes a judging place for a request from addr, or says why not.
// A ticket it returns must be ended.
func (g *guard) admit(addr verdict.Address) (*ticket, int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	now := g.now()
	if now.Sub(g.prunedAt) >= time.Second { // sweep at most once a second
		g.prunedAt = now
		for a, st := range g.coord {
			g.forgetIdle(a, st, now)
		}
	}
	st := g.coord[addr]
	if st == nil {
		st = &coordState{}
		g.coord[addr] = st
	}
	c := st.capOf(g.cap)
	switch {
	case now.Before(st.until):
		g.stats.DroppedBackoff++
		return nil, refusedBackoff
	case st.judging >= c || st.judging+st.unacked >= (1+UnackedPerCap)*c:
		g.stats.DroppedInflight++
		return nil, refusedInflight
	}
	st.judging++
	return &ticket{g: g, addr: addr}, admitted
}

func (g *guard) refusedDeadline() {
	g.mu.Lock()
	g.stats.RefusedDeadline++
	g.mu.Unlock()
}

// forgetIdle drops addr's state once it holds nothing and remembers nothing
// that still matters: no misses, or none for a ceiling since its last
// receipt and window ended (so a key that went quiet costs no memory for
// ever).
func (g *guard) forgetIdle(addr verdict.Address, st *coordState, now time.Time) {
	if st.judging > 0 || st.unacked > 0 {
		return
	}
	if st.misses == 0 || now.After(st.last.Add(g.ceiling)) {
		delete(g.coord, addr)
	}
}

func (g *guard) Stats() GuardStats {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.stats
}

func (g *guard) load(addr verdict.Address) CoordinatorLoad {
	g.mu.Lock()
	defer g.mu.Unlock()
	st := g.coord[addr]
	if st == nil {
		return CoordinatorLoad{Cap: g.cap}
	}
	return CoordinatorLoad{Judging: st.judging, Unacked: st.unacked, Cap: st.capOf(g.cap), Misses: st.misses, BackoffUntil: st.until}
}

// Outcomes of a ticket.
const (
	outcomeNone   = iota // nothing learned about the coordinator
	outcomeAcked         // it answered the receipt
	outcomeMissed        // it left the receipt unacknowledged
)

// ticket is one admitted request's place at its coordinator: judging, then
// waiting for the ack, then ended.
type ticket struct {
	g       *guard
	addr    verdict.Address
	sending bool
	ended   bool
}

// judged moves the request from judging to waiting for its ack.
func (t *ticket) judged() {
	t.g.mu.Lock()
	defer t.g.mu.Unlock()
	if t.ended || t.sending {
		return
	}
	st := t.g.coord[t.addr]
	st.judging--
	st.unacked++
	t.sending = true
}

// end gives the place back and applies what the delivery showed; only the
// first call counts.
func (t *ticket) end(outcome int) {
	g := t.g
	g.mu.Lock()
	defer g.mu.Unlock()
	if t.ended {
		return
	}
	t.ended = true
	st := g.coord[t.addr]
	if t.sending {
		st.unacked--
	} else {
		st.judging--
	}
	switch outcome {
	case outcomeAcked:
		g.stats.Acked++
		st.misses = max(0, st.misses-1)
		st.until = time.Time{}
	case outcomeMissed:
		g.stats.Unacked++
		st.misses = min(maxMisses, st.misses+1)
		st.until = g.now().Add(g.window(st.misses))
	}
	now := g.now()
	st.last = now
	if st.until.After(now) {
		st.last = st.until
	}
	g.forgetIdle(t.addr, st, now)
}

// window is the refusal window after a coordinator's n-th miss.
func (g *guard) window(n int) time.Duration { return backoff.Delay(n-1, g.base, g.ceiling) }
