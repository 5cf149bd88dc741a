package anchor_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/goleak"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/leaktest"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

type rig struct {
	dev    *chain.Devnet
	client *chain.Anchor
	dir    string
	db     *store.DB
	n      int
}

func newRig(t *testing.T) *rig {
	t.Helper()
	ctx := context.Background()
	dev, err := chain.NewDevnet(ctx, chain.DevnetConfig{Accounts: []string{"coordinator"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dev.Close() })
	tx, err := dev.Transactor(ctx, "coordinator")
	if err != nil {
		t.Fatal(err)
	}
	client, err := chain.NewAnchor(ctx, dev.Client(), dev.AnchorAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	r := &rig{dev: dev, client: client, dir: t.TempDir()}
	r.open(t)
	t.Cleanup(func() { _ = r.db.Close() })
	return r
}

func (r *rig) open(t *testing.T) {
	t.Helper()
	db, err := store.Open(store.Options{Dir: r.dir})
	if err != nil {
		t.Fatal(err)
	}
	r.db = db
}

func (r *rig) batcher(t *testing.T, cfg anchor.Config) *anchor.Batcher {
	t.Helper()
	cfg.Store, cfg.Chain = r.db, r.client
	b, err := anchor.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = b.Close() })
	return b
}

// mint runs the mint hook for n fresh verdict hashes in one store
// transaction, as the coordinator does for each verdict it mints.
func (r *rig) mint(t *testing.T, b *anchor.Batcher, n int) []string {
	t.Helper()
	var out []string
	err := r.db.Update(func(tx *store.Txn) error {
		out = out[:0]
		for i := range n {
			h := [32]byte(crypto.Keccak256(fmt.Appendf(nil, "minted verdict %d", r.n+i)))
			if err := b.MintHook(tx, &coordinator.Minted{Verdict: verdict.SignedVerdict{Hash: h}}); err != nil {
				return err
			}
			out = append(out, fmt.Sprintf("0x%x", h))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	r.n += n
	return out
}

func (r *rig) events(t *testing.T) []chain.Anchored {
	t.Helper()
	evs, err := r.client.Events(context.Background(), 0, nil, r.client.Sender(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return evs
}

func waitBatch(t *testing.T, ch <-chan anchor.Batch) anchor.Batch {
	t.Helper()
	select {
	case b := <-ch:
		return b
	case <-time.After(30 * time.Second):
		t.Fatal("no batch anchored")
	}
	return anchor.Batch{}
}

// checkProofs verifies every hash's proof against the root the contract holds.
func checkProofs(t *testing.T, r *rig, b *anchor.Batcher, hashes []string) {
	t.Helper()
	for _, h := range hashes {
		p, err := b.ProofOf(hash32(t, h))
		if err != nil {
			t.Fatalf("proof of %s: %v", h, err)
		}
		root, err := r.client.RootOf(context.Background(), r.client.Sender(), p.BatchID)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Verify(root); err != nil {
			t.Fatalf("proof of %s: %v", h, err)
		}
		st, err := b.Status(hash32(t, h))
		if err != nil || st.State != anchor.StateAnchored || st.Tx == "" || st.Block == 0 {
			t.Fatalf("status of %s: %+v %v", h, st, err)
		}
	}
}

func TestBatchesOverIntervals(t *testing.T) {
	r := newRig(t)
	got := make(chan anchor.Batch, 16)
	b := r.batcher(t, anchor.Config{Interval: 20 * time.Millisecond, BatchSize: 4, OnAnchored: func(e anchor.Batch) { got <- e }})
	b.Start()

	var all []string
	wantCounts := []int{}
	for round, n := range []int{3, 2, 5} {
		hashes := r.mint(t, b, n)
		all = append(all, hashes...)
		for n > 0 {
			e := waitBatch(t, got)
			if len(e.Hashes) > n || len(e.Hashes) > 4 {
				t.Fatalf("round %d: batch %d holds %d hashes, %d were left", round, e.ID, len(e.Hashes), n)
			}
			n -= len(e.Hashes)
			wantCounts = append(wantCounts, len(e.Hashes))
		}
	}
	evs := r.events(t)
	if len(evs) != len(wantCounts) {
		t.Fatalf("%d Anchored events, %d batches", len(evs), len(wantCounts))
	}
	for i, ev := range evs {
		e, err := b.Batch(uint64(i + 1))
		if err != nil {
			t.Fatal(err)
		}
		if ev.BatchID != e.ID || fmt.Sprintf("0x%x", ev.Root) != e.Root || int(ev.Count) != wantCounts[i] || e.GasUsed == 0 {
			t.Fatalf("event %d %+v, batch %+v", i, ev, e)
		}
	}
	checkProofs(t, r, b, all)
}

// The batcher stops after sealing and before sending; the store is closed
// and opened again, and the next batcher anchors the batch exactly once.
func TestRestartBetweenMintAndAnchor(t *testing.T) {
	r := newRig(t)
	reached := make(chan anchor.Batch, 1)
	first := r.batcher(t, anchor.Config{Interval: time.Hour, BatchSize: 2, BeforeSend: func(ctx context.Context, e anchor.Batch) {
		reached <- e
		<-ctx.Done()
	}})
	first.Start()
	hashes := r.mint(t, first, 2)
	sealed := waitBatch(t, reached)
	if st, err := first.Status(hash32(t, hashes[0])); err != nil || st.State != anchor.StateSealed {
		t.Fatalf("status before the restart: %+v %v", st, err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	if n := len(r.events(t)); n != 0 {
		t.Fatalf("%d Anchored events before the restart", n)
	}
	if err := r.db.Close(); err != nil {
		t.Fatal(err)
	}
	r.open(t)

	got := make(chan anchor.Batch, 4)
	second := r.batcher(t, anchor.Config{Interval: time.Hour, BatchSize: 2, OnAnchored: func(e anchor.Batch) { got <- e }})
	second.Start()
	e := waitBatch(t, got)
	if e.ID != sealed.ID || e.Root != sealed.Root || e.AlreadyAnchored {
		t.Fatalf("anchored %+v after sealing %+v", e, sealed)
	}
	// A third batch of hashes follows as batch 2.
	more := r.mint(t, second, 2)
	if e := waitBatch(t, got); e.ID != 2 {
		t.Fatalf("next batch is %d", e.ID)
	}
	evs := r.events(t)
	if len(evs) != 2 || evs[0].BatchID != 1 || evs[1].BatchID != 2 {
		t.Fatalf("events %+v", evs)
	}
	checkProofs(t, r, second, append(hashes, more...))
}

// A previous run's transaction was mined but its state never saved: the
// next run finds the batch on the contract and does not send it again.
func TestRestartAfterUnsavedSend(t *testing.T) {
	r := newRig(t)
	reached := make(chan anchor.Batch, 1)
	first := r.batcher(t, anchor.Config{Interval: time.Hour, BatchSize: 3, BeforeSend: func(ctx context.Context, e anchor.Batch) {
		reached <- e
		<-ctx.Done()
	}})
	first.Start()
	hashes := r.mint(t, first, 3)
	sealed := waitBatch(t, reached)
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	root, _ := verdict.ParseHash32(sealed.Root)
	ctx := context.Background()
	tx, err := r.client.AnchorNoWait(ctx, sealed.ID, root, 3)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.client.Wait(ctx, tx); err != nil {
		t.Fatal(err)
	}

	got := make(chan anchor.Batch, 1)
	sends := 0
	second := r.batcher(t, anchor.Config{Interval: time.Hour, BatchSize: 3,
		BeforeSend: func(context.Context, anchor.Batch) { sends++ }, OnAnchored: func(e anchor.Batch) { got <- e }})
	second.Start()
	e := waitBatch(t, got)
	if !e.AlreadyAnchored || e.TxHash != tx.Hash().Hex() || sends != 0 {
		t.Fatalf("batch %+v, sends %d", e, sends)
	}
	if n := len(r.events(t)); n != 1 {
		t.Fatalf("%d Anchored events", n)
	}
	// The contract refuses the same number again.
	if _, err := r.client.AnchorNoWait(ctx, sealed.ID, root, 3); err == nil {
		t.Fatal("the contract took batch 1 twice")
	}
	checkProofs(t, r, second, hashes)
}

// A batch is sealed as soon as BatchSize hashes are queued, however they
// arrived, without waiting for the interval.
func TestBatchSealedBySize(t *testing.T) {
	r := newRig(t)
	got := make(chan anchor.Batch, 4)
	b := r.batcher(t, anchor.Config{Interval: time.Hour, BatchSize: 3, OnAnchored: func(e anchor.Batch) { got <- e }})
	b.Start()
	first := r.mint(t, b, 2)
	if st, err := b.Status(hash32(t, first[0])); err != nil || st.State != anchor.StateAwaiting {
		t.Fatalf("status of a queued hash: %+v %v", st, err)
	}
	if _, err := b.ProofOf(hash32(t, first[0])); err != anchor.ErrAwaiting {
		t.Fatalf("proof of a queued hash: %v", err)
	}
	first = append(first, r.mint(t, b, 1)...)
	if e := waitBatch(t, got); e.ID != 1 || len(e.Hashes) != 3 {
		t.Fatalf("batch %+v", e)
	}
	second := r.mint(t, b, 2)
	second = append(second, r.mint(t, b, 2)...)
	e := waitBatch(t, got)
	if e.ID != 2 || len(e.Hashes) != 3 || e.Hashes[0] != second[0] || e.Hashes[2] != second[2] {
		t.Fatalf("batch %+v, minted %v", e, second)
	}
	if st, _ := b.Status(hash32(t, second[3])); st.State != anchor.StateAwaiting {
		t.Fatalf("the fourth hash: %+v", st)
	}
	checkProofs(t, r, b, append(first, second[:3]...))
}

// A store whose batch 1 the contract holds with another root stops at a
// conflict and sends nothing.
func TestConflictWithTheChain(t *testing.T) {
	r := newRig(t)
	ctx := context.Background()
	other := [32]byte(crypto.Keccak256([]byte("another store's batch")))
	tx, err := r.client.AnchorNoWait(ctx, 1, other, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.client.Wait(ctx, tx); err != nil {
		t.Fatal(err)
	}
	conflict := make(chan anchor.Batch, 1)
	b := r.batcher(t, anchor.Config{Interval: time.Hour, BatchSize: 2,
		BeforeSend: func(context.Context, anchor.Batch) { t.Error("a conflicting batch was sent") },
		OnConflict: func(e anchor.Batch) { conflict <- e }})
	b.Start()
	r.mint(t, b, 2)
	e := waitBatch(t, conflict)
	if e.ID != 1 || e.State != anchor.StateConflict {
		t.Fatalf("batch %+v", e)
	}
	if n := len(r.events(t)); n != 1 {
		t.Fatalf("%d Anchored events", n)
	}
}

// Close stops the worker: no goroutine of the batcher outlives it.
func TestCloseLeavesNoGoroutine(t *testing.T) {
	r := newRig(t)
	ignore := append(leaktest.Known(), goleak.IgnoreCurrent())
	got := make(chan anchor.Batch, 1)
	b, err := anchor.New(anchor.Config{Store: r.db, Chain: r.client, Interval: time.Hour, BatchSize: 1, OnAnchored: func(e anchor.Batch) { got <- e }})
	if err != nil {
		t.Fatal(err)
	}
	b.Start()
	r.mint(t, b, 1)
	waitBatch(t, got)
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	goleak.VerifyNone(t, ignore...)
}

// hash32 is the verdict hash a test's hex string names.
func hash32(t *testing.T, s string) [32]byte {
	t.Helper()
	h, err := verdict.ParseBytes32(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
