package audit_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/ipfs/ipfstest"
	"github.com/arbitra-network/arbitra/verdict"
)

// batches answers the anchor check's question with what its func gives.
type batches func(hash string) (anchor.Batch, error)

func (b batches) Batch(_ context.Context, hash string) (anchor.Batch, error) { return b(hash) }

// result is a report's result and its checks, as name=ok.
func result(rep audit.Report) string {
	var parts []string
	for _, c := range rep.Checks {
		parts = append(parts, c.Name+"="+map[bool]string{true: "ok", false: "FAIL"}[c.OK])
	}
	return rep.Result() + ": " + strings.Join(parts, " ")
}

// A record whose hash its signer anchored on a VerdictAnchor of a simulated
// chain passes the anchor check, recomputed from the batch's hashes; a batch
// without the hash, a batch the contract does not hold, another signer's
// batch and no batch at all fail it. A signer the auditor names pins the
// record; a deal the auditor names that the record does not judge fails.
func TestRunAnchorAndPins(t *testing.T) {
	ctx := context.Background()
	dev, err := chain.NewDevnet(ctx, chain.DevnetConfig{Accounts: []string{"coordinator"}})
	if err != nil {
		t.Fatal(err)
	}
	defer dev.Close()
	// The record, signed by the devnet account that anchors.
	r := ipfstest.NewRecord(t)
	signer := verdict.NewKeySigner(chain.DevKey("coordinator"))
	v := r.Verdict.Verdict
	v.Coordinator = verdict.Address(signer.Address())
	sv, err := verdict.SignVerdict(v, signer)
	if err != nil {
		t.Fatal(err)
	}
	f := ipfs.Fetched{Record: verdict.Record{Verdict: sv.Bytes, Signature: sv.Signature, Receipts: map[string][]byte{}}}
	for _, b := range r.Receipts {
		f.Record.Receipts[verdict.CIDOf(b).String()] = b
	}
	other := sha256.Sum256([]byte("another verdict"))
	batch := anchor.Batch{ID: 1, Hashes: []string{"0x" + sv.HashHex(), verdict.Hex32(other)}}
	hashes := [][32]byte{sv.Hash, other}
	root, err := anchor.Root(hashes)
	if err != nil {
		t.Fatal(err)
	}
	batch.Root = verdict.Hex32(root)
	tx, err := dev.Transactor(ctx, "coordinator")
	if err != nil {
		t.Fatal(err)
	}
	a, err := chain.NewAnchor(ctx, dev.Client(), dev.AnchorAddress(), tx)
	if err != nil {
		t.Fatal(err)
	}
	sent, err := a.AnchorNoWait(ctx, batch.ID, root, uint32(len(hashes)))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Wait(ctx, sent); err != nil {
		t.Fatal(err)
	}
	serve := func(b anchor.Batch) batches {
		return func(hash string) (anchor.Batch, error) {
			if hash != "0x"+sv.HashHex() {
				return anchor.Batch{}, errors.New("asked for another hash " + hash)
			}
			return b, nil
		}
	}
	run := func(opt audit.Options) audit.Report { return audit.Run(ctx, &f, opt) }

	rep := run(audit.Options{Anchor: a, Batches: serve(batch)})
	if rep.Result() != audit.Unpinned || !strings.HasSuffix(result(rep), "anchor=ok") {
		t.Fatalf("anchored, no signer named: %s", result(rep))
	}
	rep = run(audit.Options{Signer: v.Coordinator.String(), Anchor: a, Batches: serve(batch)})
	if rep.Result() != audit.Pass {
		t.Fatalf("anchored, signer named: %s", result(rep))
	}
	notIn := batch
	notIn.Hashes = []string{verdict.Hex32(other), verdict.Hex32(other)}
	unheld := batch
	unheld.ID = 2
	for name, c := range map[string]struct {
		opt  audit.Options
		want string
	}{
		"the hash not in the batch":          {audit.Options{Anchor: a, Batches: serve(notIn)}, "not in batch"},
		"a batch the contract does not hold": {audit.Options{Anchor: a, Batches: serve(unheld)}, "not anchored"},
		"no batch to read":                   {audit.Options{Anchor: a}, "GET /v1/anchors"},
		"another deal":                       {audit.Options{Signer: v.Coordinator.String(), Deal: &[32]byte{7}}, "does not judge deal"},
	} {
		t.Run(name, func(t *testing.T) {
			rep := run(c.opt)
			failed, ok := rep.Failed()
			if rep.Result() != audit.Fail || !ok || !strings.Contains(failed.Detail, c.want) {
				t.Fatalf("%s; want a failure saying %q", result(rep), c.want)
			}
		})
	}
	// Another signer's record is not in this signer's batch.
	stranger := f
	stranger.Record.Verdict, stranger.Record.Signature = r.Verdict.Bytes, r.Verdict.Signature
	rep = audit.Run(ctx, &stranger, audit.Options{Anchor: a, Batches: batches(func(string) (anchor.Batch, error) {
		b := batch
		b.Hashes = []string{"0x" + r.Verdict.HashHex(), verdict.Hex32(other)}
		return b, nil
	})})
	if failed, ok := rep.Failed(); !ok || failed.Name != "anchor" {
		t.Fatalf("another signer's record: %s", result(rep))
	}
}
