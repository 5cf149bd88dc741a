package coordinator

import (
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/verdict"
)

// countingWeigher answers base + the number of times it was asked.
// self is the coordinator address the registries of these tests belong to.
const self = "0x0000000000000000000000000000000000000001"

type countingWeigher struct{ calls atomic.Int64 }

func (c *countingWeigher) Weight(string) int { return 100 + int(c.calls.Add(1)) }

// A draw reuses a juror's weight for WeightTTL, then asks again.
func TestSnapshotReusesWeightsForTheTTL(t *testing.T) {
	now := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	r := NewRegistry(self, clock)
	for range 3 {
		key, _ := crypto.GenerateKey()
		r.Observe(&verdict.Capability{
			V: verdict.Version, Kind: verdict.KindCapability, Address: verdict.AddressString(crypto.PubkeyToAddress(key.PublicKey)),
			Model: "m", IssuedAt: now.UnixMilli(), TTLMS: time.Hour.Milliseconds(), Coordinators: []string{self},
		}, "")
	}
	w := &countingWeigher{}
	first, _ := r.snapshot(w)
	if len(first) != 3 || w.calls.Load() != 3 {
		t.Fatalf("%d candidates, %d weigher calls", len(first), w.calls.Load())
	}
	now = now.Add(WeightTTL - time.Millisecond)
	again, _ := r.snapshot(w)
	if w.calls.Load() != 3 {
		t.Fatalf("weights asked again within the TTL: %d calls", w.calls.Load())
	}
	for i := range first {
		if again[i] != first[i] {
			t.Fatalf("candidate %d changed within the TTL: %+v, %+v", i, first[i], again[i])
		}
	}
	now = now.Add(time.Millisecond)
	later, _ := r.snapshot(w)
	if w.calls.Load() != 6 {
		t.Fatalf("weights not refreshed after the TTL: %d calls", w.calls.Load())
	}
	for i := range later {
		if later[i].Weight == first[i].Weight {
			t.Fatalf("candidate %d kept its old weight %d", i, later[i].Weight)
		}
	}
}

// memberSet is a Members answering from a map it may change.
type memberSet map[string]bool

func (m memberSet) IsJuror(addr string) bool { return m[strings.ToLower(addr)] }

// With a staking registry behind it, the registry keeps only its jurors: a
// record from an address without stake never enters, and a juror that
// leaves the staking registry leaves the draw at once, whatever the TTL of
// its last record.
func TestRegistryAdmitsOnlyMembers(t *testing.T) {
	now := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	members := memberSet{}
	r := newRegistry(self, func() time.Time { return now }, members)
	var addrs []string
	for i := range 4 {
		key, _ := crypto.GenerateKey()
		a := verdict.AddressString(crypto.PubkeyToAddress(key.PublicKey))
		addrs = append(addrs, a)
		if i < 2 {
			members[a] = true
		}
		r.Observe(&verdict.Capability{V: verdict.Version, Kind: verdict.KindCapability, Address: a, Model: "m",
			IssuedAt: now.UnixMilli(), TTLMS: time.Hour.Milliseconds(), Coordinators: []string{self}}, "")
	}
	live := func() []string {
		var out []string
		for _, c := range r.Live() {
			out = append(out, strings.ToLower(c.Address))
		}
		return out
	}
	if got := live(); len(got) != 2 || !members[got[0]] || !members[got[1]] {
		t.Fatalf("live %v, want only the members %v", got, addrs[:2])
	}
	delete(members, addrs[0])
	if got, _ := r.snapshot(nil); len(got) != 1 || !strings.EqualFold(got[0].Address.String(), addrs[1]) {
		t.Fatalf("candidates %+v after a member left, want only %s", got, addrs[1])
	}
}

// A juror counts only while its newest record names this coordinator and a
// gossiped request would reach its peer: a juror serving another
// coordinator alone never enters, one that stops naming this coordinator
// leaves at once (and a replay of its older record does not bring it
// back), and one whose peer left the request topic is not drawn until it
// is back.
func TestRegistryCountsOnlyJurorsThatServeIt(t *testing.T) {
	now := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	r := NewRegistry(self, func() time.Time { return now })
	reached := map[peer.ID]bool{"p-served": true, "p-other": true}
	r.reach = func(p peer.ID) bool { return reached[p] }
	record := func(addr string, at time.Time, coordinators ...string) *verdict.Capability {
		return &verdict.Capability{V: verdict.Version, Kind: verdict.KindCapability, Address: addr, Model: "m",
			IssuedAt: at.UnixMilli(), TTLMS: time.Hour.Milliseconds(), Coordinators: coordinators}
	}
	served := "0x00000000000000000000000000000000000000aa"
	other := "0x00000000000000000000000000000000000000bb"
	r.Observe(record(served, now, "0x0000000000000000000000000000000000000002", self), "p-served")
	r.Observe(record(other, now, "0x0000000000000000000000000000000000000002"), "p-other")
	r.Observe(record("0x00000000000000000000000000000000000000cc", now), "p-other")
	if got := r.Live(); len(got) != 1 || got[0].Address != served {
		t.Fatalf("live %+v, want only %s", got, served)
	}
	if n := r.NotServing(); n != 2 {
		t.Fatalf("%d jurors serving others only, want 2", n)
	}
	reached["p-served"] = false
	if n := r.Count(); n != 0 {
		t.Fatalf("%d jurors counted while the served juror's peer is off the request topic", n)
	}
	reached["p-served"] = true
	// An older record that does not name it changes nothing; a newer one
	// removes the juror.
	r.Observe(record(served, now.Add(-time.Second)), "p-served")
	if n := r.Count(); n != 1 {
		t.Fatalf("an older record removed the juror: %d", n)
	}
	r.Observe(record(served, now.Add(time.Second), "0x0000000000000000000000000000000000000002"), "p-served")
	if n, others := r.Count(), r.NotServing(); n != 0 || others != 3 {
		t.Fatalf("a juror that no longer names this coordinator: %d counted, %d serving others only", n, others)
	}
	// A replay of the record from before it stopped naming this
	// coordinator does not bring it back.
	r.Observe(record(served, now, self), "p-served")
	if n := r.Count(); n != 0 {
		t.Fatalf("a replayed older record counted the juror again: %d", n)
	}
}
