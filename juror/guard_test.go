package juror

import (
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ethereum/go-ethereum/common"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

// rogueAddr is a coordinator's address as its mixed-case spelling parses.
var rogueAddr = hexAddr("0x00000000000000000000000000000000000000Aa")

// hexAddr is the address a spelling in any letter case names.
func hexAddr(s string) verdict.Address { return verdict.Address(common.HexToAddress(s)) }

// admitN admits up to n requests from addr and returns the tickets it got
// and the reason the first refusal gave (admitted if none was refused).
func admitN(g *guard, addr verdict.Address, n int) ([]*ticket, int) {
	var ts []*ticket
	for range n {
		t, why := g.admit(addr)
		if t == nil {
			return ts, why
		}
		ts = append(ts, t)
	}
	return ts, admitted
}

// A coordinator gets at most its cap of requests judging at once and
// UnackedPerCap times as many waiting for its ack; other coordinators keep their own caps,
// and the address is matched in any letter case.
func TestGuardCapsOneCoordinator(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1_900_000_000, 0)}
	g := newGuard(4, time.Second, time.Minute, clk.now)

	judging, why := admitN(g, rogueAddr, 10)
	if len(judging) != 4 || why != refusedInflight {
		t.Fatalf("admitted %d (then %d), want 4 then refusedInflight", len(judging), why)
	}
	if _, why := g.admit(hexAddr("0x00000000000000000000000000000000000000AA")); why != refusedInflight {
		t.Fatal("another letter case of the same address got past its cap")
	}
	other, why := admitN(g, hexAddr("0x00000000000000000000000000000000000000bb"), 4)
	if len(other) != 4 || why != admitted {
		t.Fatalf("another coordinator admitted %d, want 4", len(other))
	}
	for _, tk := range judging {
		tk.judged()
	}
	// With every receipt waiting for its ack, four more at a time may be
	// judged until the cap and UnackedPerCap times the cap are held.
	total := 4
	for round := 0; round < 10; round++ {
		more, why := admitN(g, rogueAddr, 10)
		total += len(more)
		for _, tk := range more {
			tk.judged()
		}
		if why != refusedInflight || len(more) > 4 {
			t.Fatalf("round %d admitted %d (then %d)", round, len(more), why)
		}
		if len(more) == 0 {
			break
		}
	}
	if want := (1 + UnackedPerCap) * 4; total != want {
		t.Fatalf("admitted %d in all with every receipt unacked, want %d", total, want)
	}
	if l := g.load(rogueAddr); l.Judging != 0 || l.Unacked != total || l.Cap != 4 {
		t.Fatalf("load %+v, want %d unacked under a cap of 4", l, total)
	}
	judging[0].end(outcomeAcked)
	judging[0].end(outcomeMissed) // a second end counts for nothing
	if l := g.load(rogueAddr); l.Unacked != total-1 || l.Misses != 0 {
		t.Fatalf("after one ack, load %+v", l)
	}
	if _, why := g.admit(rogueAddr); why != admitted {
		t.Fatal("an ack did not free a place")
	}
}

// Each receipt left unacknowledged halves the coordinator's cap (down to
// one) and refuses it for a window that doubles per miss up to the
// ceiling; each ack takes one miss back and ends the window.
func TestGuardBacksOffUnackedCoordinator(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1_900_000_000, 0)}
	g := newGuard(4, time.Second, 5*time.Second, clk.now)

	cases := []struct {
		misses  int
		window  time.Duration
		wantCap int
	}{
		{1, time.Second, 2},
		{2, 2 * time.Second, 1},
		{3, 4 * time.Second, 1},
		{4, 5 * time.Second, 1}, // the ceiling
		{5, 5 * time.Second, 1},
	}
	for _, c := range cases {
		tk, why := g.admit(rogueAddr)
		if why != admitted {
			t.Fatalf("before miss %d: refused (%d)", c.misses, why)
		}
		tk.judged()
		tk.end(outcomeMissed)
		l := g.load(rogueAddr)
		if l.Misses != c.misses || l.Cap != c.wantCap || l.BackoffUntil != clk.t.Add(c.window) {
			t.Fatalf("after miss %d: %+v, want cap %d and a window of %v", c.misses, l, c.wantCap, c.window)
		}
		clk.advance(c.window - time.Millisecond)
		if _, why := g.admit(rogueAddr); why != refusedBackoff {
			t.Fatalf("after miss %d: admitted inside the window (%d)", c.misses, why)
		}
		clk.advance(time.Millisecond)
	}
	if s := g.Stats(); s.Unacked != 5 || s.DroppedBackoff != 5 {
		t.Fatalf("stats %+v, want 5 unacked and 5 backoff drops", s)
	}

	// Out of the window at a cap of one: one judging, one unacked, no more.
	held, why := admitN(g, rogueAddr, 3)
	if len(held) != 1 || why != refusedInflight {
		t.Fatalf("at cap 1 admitted %d, want 1", len(held))
	}
	held[0].judged()
	held[0].end(outcomeAcked)
	if l := g.load(rogueAddr); l.Misses != 4 || l.Cap != 1 || !l.BackoffUntil.IsZero() {
		t.Fatalf("after an ack: %+v, want 4 misses and no window", l)
	}
	for i := range 4 {
		tk, why := g.admit(rogueAddr)
		if why != admitted {
			t.Fatalf("recovery ack %d: refused (%d)", i, why)
		}
		tk.judged()
		tk.end(outcomeAcked)
	}
	if l := g.load(rogueAddr); l.Misses != 0 || l.Cap != 4 {
		t.Fatalf("after acks, %+v, want the full cap back", l)
	}
	if n := len(g.coord); n != 0 {
		t.Fatalf("%d coordinator states kept for idle coordinators with no misses", n)
	}
}

// A coordinator that missed and then went quiet is forgotten a ceiling
// after its window ended, so keys that come and go cost no memory for ever.
func TestGuardForgetsQuietCoordinators(t *testing.T) {
	clk := &fakeClock{t: time.Unix(1_900_000_000, 0)}
	g := newGuard(2, time.Second, 3*time.Second, clk.now)
	tk, _ := g.admit(rogueAddr)
	tk.judged()
	tk.end(outcomeMissed)
	clk.advance(time.Second + 3*time.Second + time.Millisecond)
	if _, why := g.admit(hexAddr("0x00000000000000000000000000000000000000cc")); why != admitted {
		t.Fatal("a fresh coordinator was refused")
	}
	if _, kept := g.coord[hexAddr("0x00000000000000000000000000000000000000aa")]; kept {
		t.Fatal("a quiet coordinator's state outlived its window by more than the ceiling")
	}
}
