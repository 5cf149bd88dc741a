package coordinator

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/verdict"
)

// oneJuror is a registry of one juror with the given capacity.
func oneJuror(capacity int) func() ([]verdict.Candidate, []int) {
	return func() ([]verdict.Candidate, []int) {
		return []verdict.Candidate{{Address: verdict.MustAddress("0x00000000000000000000000000000000000000aa"), Model: "m", Weight: verdict.MaxWeight}}, []int{capacity}
	}
}

type admission struct {
	id  string
	err error
}

// admitAsync queues an admission of id and returns where its outcome goes.
func admitAsync(b *slotBook, id string, wait time.Duration, snap func() ([]verdict.Candidate, []int)) <-chan admission {
	out := make(chan admission, 1)
	go func() {
		_, _, err := b.admit(context.Background(), id, 1, wait, snap)
		out <- admission{id, err}
	}()
	return out
}

func waitQueued(t *testing.T, b *slotBook, n int) {
	t.Helper()
	await.Until(t, 10*time.Second, fmt.Sprintf("%d queued", n), func() bool { return queuedIn(b) == n })
}

func TestSlotBookAdmitsInArrivalOrder(t *testing.T) {
	b, snap := newSlotBook(), oneJuror(1)
	_, panel, err := b.admit(context.Background(), "first", 1, time.Minute, snap)
	if err != nil || len(panel) != 1 {
		t.Fatalf("first: %v %v", panel, err)
	}
	second := admitAsync(b, "second", time.Minute, snap)
	waitQueued(t, b, 1)
	third := admitAsync(b, "third", time.Minute, snap)
	waitQueued(t, b, 2)

	b.release(panel...)
	if got := <-second; got.err != nil {
		t.Fatalf("second: %v", got.err)
	}
	waitQueued(t, b, 1)
	select {
	case got := <-third:
		t.Fatalf("third admitted (%v) while the second holds the only slot", got.err)
	default:
	}
	b.release(panel...)
	if got := <-third; got.err != nil {
		t.Fatalf("third: %v", got.err)
	}
}

func TestSlotBookRefusesAfterWait(t *testing.T) {
	b, snap := newSlotBook(), oneJuror(1)
	if _, _, err := b.admit(context.Background(), "first", 1, time.Minute, snap); err != nil {
		t.Fatal(err)
	}
	// The head of the queue gives up; the one behind it is then first and
	// is admitted when the slot frees.
	impatient := admitAsync(b, "impatient", 20*time.Millisecond, snap)
	waitQueued(t, b, 1)
	patient := admitAsync(b, "patient", time.Minute, snap)
	if got := <-impatient; !errors.Is(got.err, ErrOverloaded) {
		t.Fatalf("impatient: %v, want ErrOverloaded", got.err)
	}
	waitQueued(t, b, 1)
	b.release(verdict.MustAddress("0x00000000000000000000000000000000000000aa"))
	if got := <-patient; got.err != nil {
		t.Fatalf("patient: %v", got.err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := b.admit(ctx, "cancelled", 1, time.Minute, snap); !errors.Is(err, ErrOverloaded) {
		t.Fatalf("cancelled submission: %v, want ErrOverloaded", err)
	}
	if n := queuedIn(b); n != 0 {
		t.Fatalf("%d still queued", n)
	}
}

func TestSlotBookClose(t *testing.T) {
	b, snap := newSlotBook(), oneJuror(1)
	if _, _, err := b.admit(context.Background(), "first", 1, time.Minute, snap); err != nil {
		t.Fatal(err)
	}
	waiting := admitAsync(b, "waiting", time.Minute, snap)
	waitQueued(t, b, 1)
	b.close()
	if got := <-waiting; !errors.Is(got.err, ErrClosed) {
		t.Fatalf("queued submission at close: %v, want ErrClosed", got.err)
	}
}

func TestSlotBookCapacity(t *testing.T) {
	b := newSlotBook()
	// A juror that announces no capacity is not bounded.
	for i := range 100 {
		if _, _, err := b.admit(context.Background(), "r", 1, 0, oneJuror(0)); err != nil {
			t.Fatalf("admission %d: %v", i, err)
		}
	}
	// Too few live jurors is refused at once, not queued.
	if _, _, err := b.admit(context.Background(), "r", 2, time.Minute, oneJuror(1)); !errors.Is(err, ErrNotEnoughJuror) {
		t.Fatalf("panel of 2 from 1 juror: %v, want ErrNotEnoughJuror", err)
	}
	// Capacity 3: three are admitted at once, the fourth is not.
	b = newSlotBook()
	for range 3 {
		if _, _, err := b.admit(context.Background(), "r", 1, time.Minute, oneJuror(3)); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := b.admit(context.Background(), "r", 1, 10*time.Millisecond, oneJuror(3)); !errors.Is(err, ErrOverloaded) {
		t.Fatalf("fourth: %v, want ErrOverloaded", err)
	}
}

func queuedIn(b *slotBook) int {
	n, _ := b.load()
	return n
}

// TestSlotBookTryDoesNotQueue: an admission with no wait (an asynchronous
// submission's first try) takes a free slot, and otherwise fails at once
// without queueing; it never passes a submission that is queued, even
// when a slot is free for a moment.
func TestSlotBookTryDoesNotQueue(t *testing.T) {
	b, snap := newSlotBook(), oneJuror(1)
	_, panel, err := b.admit(context.Background(), "free", 1, 0, snap)
	if err != nil || len(panel) != 1 {
		t.Fatalf("try with a free slot: %v %v", panel, err)
	}
	if _, _, err := b.admit(context.Background(), "busy", 1, 0, snap); !errors.Is(err, ErrOverloaded) {
		t.Fatalf("try with no free slot: %v, want ErrOverloaded", err)
	}
	if n := queuedIn(b); n != 0 {
		t.Fatalf("a try left %d queued", n)
	}
	waiting := admitAsync(b, "waiting", time.Minute, snap)
	waitQueued(t, b, 1)
	b.release(panel...)
	// The slot is free, or already the waiting one's: a try comes after it
	// either way.
	if _, _, err := b.admit(context.Background(), "late", 1, 0, snap); !errors.Is(err, ErrOverloaded) {
		t.Fatalf("try behind a queued submission: %v, want ErrOverloaded", err)
	}
	if got := <-waiting; got.err != nil {
		t.Fatalf("queued submission: %v", got.err)
	}
}
