package node

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/replica"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// startReplicator starts the replication of records between coordinators:
// what it audits and pins of the others' is counted in reputation.
func (n *Node) startReplicator(c *CoordinatorConfig, blocks *ipfs.Node, book *reputation.Book) error {
	r, err := replica.New(replica.Config{
		Host: n.Host, IPFS: blocks, Store: n.Store, Signer: n.signer, Replicas: c.Replicas,
		Reannounce: c.replicaReannounce, FetchTimeout: c.replicaFetchTimeout,
		OnRecord: book.AddRecord, Logger: n.log, Trace: c.replicaTrace,
	})
	if err != nil {
		return err
	}
	if err := r.Start(); err != nil {
		return err
	}
	n.Replicator = r
	n.onClose("replica", r.Close)
	return nil
}

// publicRecords yields every audited record this node holds: its own
// minted records and those it replicated.
func (n *Node) publicRecords(yield func(verdict.Record) error) error {
	if err := n.Coordinator.ForEachMintedRecord(yield); err != nil {
		return err
	}
	return n.Replicator.ForEach(context.Background(), yield)
}

// replicaSource serves the coordinator's read routes from the records of
// other coordinators held here.
type replicaSource struct{ r *replica.Replicator }

func (s replicaSource) Replica(ctx context.Context, id string) (*coordinator.Record, verdict.Record, error) {
	h, err := s.r.Lookup(ctx, id)
	if errors.Is(err, replica.ErrNotFound) {
		return nil, verdict.Record{}, coordinator.ErrNotFound
	}
	if err != nil {
		return nil, verdict.Record{}, err
	}
	f := &h.Fetched
	sv := verdict.Hash(f.Record.Verdict)
	var v verdict.Verdict
	if err := verdict.UnmarshalStrict(f.Record.Verdict, &v); err != nil {
		return nil, verdict.Record{}, err
	}
	rec := &coordinator.Record{
		ID: v.ID, Status: coordinator.StatusMinted, CreatedAt: v.CreatedAt, Verdict: f.Record.Verdict,
		Signature: f.Record.Signature, Hash: hex.EncodeToString(sv[:]), CID: f.CIDs.Verdict,
		SealCID: f.CIDs.Seal, MintedAt: v.CreatedAt, Archived: true, Evidence: &v.Evidence,
	}
	for _, j := range v.Jurors {
		rec.Receipts = append(rec.Receipts, j.ReceiptCID)
	}
	return rec, f.Record, nil
}

// decorateHolders adds to a minted view the coordinators known to hold
// its record and the replication target.
func (n *Node) decorateHolders(_ context.Context, rec *coordinator.Record, v *api.View) {
	if rec.Status != coordinator.StatusMinted || rec.Hash == "" {
		return
	}
	holders, err := n.Replicator.Holders(rec.Hash)
	if err != nil || len(holders) == 0 {
		return
	}
	if v.Extra == nil {
		v.Extra = map[string]any{}
	}
	v.Extra["holders"] = holders
	v.Extra["replicas"] = n.Replicator.Replicas()
}

// keyAdopted marks a store whose minted records were all swept into the
// replicator's index once.
const keyAdopted = "node/replica-adopted"

// adoptOwnRecords indexes the pinned records this coordinator minted that
// the replicator does not know yet, so that it lists and announces them.
// Records minted since the replicator exists are indexed by their mint
// transaction, so the sweep is needed once per store, for the records
// older than that: it costs a read of every record, which made each
// restart slower as the store grew (11 s at 30,000 verdicts in the soak).
func (n *Node) adoptOwnRecords(ctx context.Context) error {
	var done bool
	if err := n.Store.Get([]byte(keyAdopted), &done); err != nil && !errors.Is(err, store.ErrNotFound) {
		return err
	}
	if done {
		return nil
	}
	err := n.Coordinator.ForEachMinted(func(rec *coordinator.Record) error {
		if pinned, err := n.IPFS.Pinned(ctx, rec.CID); err != nil || !pinned {
			return err // an unarchived record is announced when the archive pins it
		}
		var v verdict.Verdict
		if err := verdict.UnmarshalStrict(rec.Verdict, &v); err != nil {
			return fmt.Errorf("node: minted record %s: %w", rec.ID, err)
		}
		return n.Replicator.Adopt(verdict.SignedVerdict{Verdict: v, Bytes: rec.Verdict, Signature: rec.Signature, Hash: verdict.Hash(rec.Verdict)})
	})
	if err != nil {
		return err
	}
	return n.Store.Put([]byte(keyAdopted), true)
}
