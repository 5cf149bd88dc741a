package coordinator

import (
	"context"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/verdict"
)

// Weigher biases the panel draw; reputation implements it. Weight returns a
// value in 1..verdict.MaxWeight for a juror address. It must be safe for
// concurrent use.
type Weigher interface {
	Weight(juror string) int
}

// Members says whether an address is a juror of the staking registry the
// coordinator follows (membership.Set implements it). It is asked on
// gossip's hot path, so it must answer from memory.
type Members interface {
	IsJuror(addr string) bool
}

// Registry is the live set of jurors that serve this coordinator, built
// from their signed presence records. Entries expire when their TTL passes
// without a new record.
type Registry struct {
	self    verdict.Address // coordinator address, which a juror's record must name
	now     func() time.Time
	members Members // nil: every signed record is admitted
	// reach says whether a request started now reaches the juror's peer
	// (Service.reachable); nil: every peer is reached.
	reach func(peer.ID) bool

	mu     sync.RWMutex
	jurors map[verdict.Address]registryEntry
	// others are the jurors whose newest record names other coordinators
	// only, until it expires: what an operator reads as jurors heard of
	// that will not serve it.
	others map[verdict.Address]otherEntry

	wmu     sync.Mutex
	weights map[verdict.Address]cachedWeight
}

type registryEntry struct {
	cap     verdict.Capability
	peer    peer.ID
	expires time.Time
}

// WeightTTL is how long a juror's weight is reused between draws. Weights
// move slowly (they follow agreement over many verdicts), and the weights a
// draw used are written into the signed request, so a draw stays
// recomputable whatever their age. Reading them once per request instead
// would put a store read per juror on every request's path, and a store
// read waits for the commits before it.
const WeightTTL = time.Second

const maxCachedWeights = 4096

type cachedWeight struct {
	w  int
	at time.Time
}

// NewRegistry returns an empty registry for the coordinator self.
func NewRegistry(self string, now func() time.Time) *Registry { return newRegistry(self, now, nil) }

func newRegistry(self string, now func() time.Time, members Members) *Registry {
	if now == nil {
		now = time.Now
	}
	return &Registry{self: verdict.Address(addrOf(self)), now: now, members: members, jurors: make(map[verdict.Address]registryEntry),
		others: make(map[verdict.Address]otherEntry), weights: make(map[verdict.Address]cachedWeight)}
}

// admits reports whether a juror address may enter the registry.
func (r *Registry) admits(addr string) bool { return r.members == nil || r.members.IsJuror(addr) }

// Observe records a verified capability from peer p. A record that does
// not name this coordinator removes the juror; an older record never
// replaces a newer one.
func (r *Registry) Observe(c *verdict.Capability, p peer.ID) {
	if !r.admits(c.Address) {
		return
	}
	if !slices.ContainsFunc(c.Coordinators, func(a string) bool { return verdict.Address(addrOf(a)) == r.self }) {
		// The juror does not serve this coordinator, or has no
		// connection to it that a receipt could take: a record from
		// before it does, or from before it connected, ends its term.
		k := verdict.Address(addrOf(c.Address))
		r.mu.Lock()
		defer r.mu.Unlock()
		if old, ok := r.jurors[k]; ok {
			if old.cap.IssuedAt > c.IssuedAt {
				return
			}
			delete(r.jurors, k)
		}
		if old, ok := r.others[k]; ok && old.issued > c.IssuedAt {
			return
		}
		if len(r.others) >= maxOthers {
			r.pruneOthers()
		}
		if _, ok := r.others[k]; ok || len(r.others) < maxOthers {
			r.others[k] = otherEntry{issued: c.IssuedAt, expires: time.UnixMilli(c.IssuedAt + c.TTLMS)}
		}
		return
	}
	k := verdict.Address(addrOf(c.Address))
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.jurors[k]; ok && old.cap.IssuedAt > c.IssuedAt {
		return
	}
	if old, ok := r.others[k]; ok && old.issued > c.IssuedAt {
		return // a replay of a record from before the juror stopped serving it
	}
	delete(r.others, k)
	r.jurors[k] = registryEntry{cap: *c, peer: p, expires: time.UnixMilli(c.IssuedAt + c.TTLMS)}
}

// maxOthers bounds the jurors kept as serving other coordinators only,
// since anyone may sign a record.
const maxOthers = 4096

// otherEntry is the newest record of a juror that serves other
// coordinators only: its issue time, which an older record naming this
// coordinator cannot undo, and its expiry.
type otherEntry struct {
	issued  int64
	expires time.Time
}

// pruneOthers forgets the expired records of others; r.mu is held.
func (r *Registry) pruneOthers() {
	now := r.now()
	for k, e := range r.others {
		if !now.Before(e.expires) {
			delete(r.others, k)
		}
	}
}

// NotServing is how many jurors, by their unexpired records, serve other
// coordinators only: heard of, and never drawn here.
func (r *Registry) NotServing() int {
	now := r.now()
	r.mu.RLock()
	defer r.mu.RUnlock()
	n := 0
	for _, e := range r.others {
		if now.Before(e.expires) {
			n++
		}
	}
	return n
}

// Live returns the unexpired capability records sorted by address, of the
// jurors a request gossiped now would reach. A juror that left the staking
// registry since its record came is left out.
func (r *Registry) Live() []verdict.Capability {
	now := r.now()
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]verdict.Capability, 0, len(r.jurors))
	for _, e := range r.jurors {
		if now.Before(e.expires) && r.admits(e.cap.Address) && (r.reach == nil || r.reach(e.peer)) {
			out = append(out, e.cap)
		}
	}
	sort.Slice(out, func(i, j int) bool { return addrOf(out[i].Address).Cmp(addrOf(out[j].Address)) < 0 })
	return out
}

// Count is the number of live jurors: those that serve this coordinator
// and that a request gossiped now would reach.
func (r *Registry) Count() int { return len(r.Live()) }

// snapshot returns the draw candidates: live jurors sorted by address, each
// with its weight (verdict.MaxWeight when w is nil), as w gave it at most
// WeightTTL ago, and the judgement capacity each announced (0: none).
func (r *Registry) snapshot(w Weigher) ([]verdict.Candidate, []int) {
	live := r.Live()
	out := make([]verdict.Candidate, len(live))
	caps := make([]int, len(live))
	for i, c := range live {
		weight := verdict.MaxWeight
		if w != nil {
			weight = r.weight(w, verdict.Address(addrOf(c.Address)))
		}
		out[i] = verdict.Candidate{Address: verdict.Address(addrOf(c.Address)), Model: c.Model, Weight: weight}
		caps[i] = c.Capacity
	}
	return out, caps
}

func (r *Registry) weight(w Weigher, addr verdict.Address) int {
	now := r.now()
	r.wmu.Lock()
	c, ok := r.weights[addr]
	r.wmu.Unlock()
	if ok && now.Sub(c.at) < WeightTTL && !now.Before(c.at) {
		return c.w
	}
	c = cachedWeight{w: w.Weight(addr.String()), at: now}
	r.wmu.Lock()
	if len(r.weights) >= maxCachedWeights { // forget departed jurors
		clear(r.weights)
	}
	r.weights[addr] = c
	r.wmu.Unlock()
	return c.w
}

// Peer returns the peer ID of a live juror.
func (r *Registry) Peer(addr verdict.Address) (peer.ID, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	e, ok := r.jurors[addr]
	return e.peer, ok
}

// model is the model a juror announced, or "" when it is not live.
func (r *Registry) model(addr verdict.Address) string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.jurors[addr].cap.Model
}

// WaitFor blocks until at least n jurors are live or ctx ends.
func (r *Registry) WaitFor(ctx context.Context, n int) error {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for r.Count() < n {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
	return nil
}
