package ipfs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/boxo/datastore/dshelp"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	dsq "github.com/ipfs/go-datastore/query"
)

// RecordCIDs names the blocks of one verdict record.
type RecordCIDs struct {
	// Verdict is the verdict block's CID: its digest is the verdict hash.
	Verdict string `json:"verdict"`
	// Seal is the seal block's CID.
	Seal string `json:"seal"`
	// Receipts are the receipt blocks' CIDs in panel order.
	Receipts []string `json:"receipts,omitempty"`
	// Content is the published content block's CID; empty while the
	// content is not published.
	Content string `json:"content,omitempty"`
}

// RecordInfo is what a node tells an auditor about a record it holds: the
// CIDs of its blocks and the seal block itself, which carries the
// coordinator's signature. An auditor verifies all of it and trusts none.
type RecordInfo struct {
	RecordCIDs
	SealBlock []byte `json:"seal_block"`
}

// PutRecord stores and pins a minted record: the verdict block (the exact
// signed bytes), its seal block and the receipt blocks that the verdict
// references (other blocks are ignored). It refuses a record that fails its
// own audit or a block that is not under MaxBlockSize. It is idempotent;
// published content stays published.
func (n *Node) PutRecord(ctx context.Context, sv verdict.SignedVerdict, receiptBlocks [][]byte) (RecordCIDs, error) {
	byCID := receiptsByCID(receiptBlocks)
	rep := verdict.Audit(verdict.Record{Verdict: sv.Bytes, Signature: sv.Signature, Receipts: byCID},
		verdict.AuditOptions{ExpectCID: verdict.CIDOf(sv.Bytes).String()})
	if f, failed := rep.Failed(); failed {
		return RecordCIDs{}, fmt.Errorf("%w: %s: %s", ErrInvalidRecord, f.Name, f.Detail)
	}
	return n.putRecord(ctx, sv, &rep.Verdict, byCID)
}

// PutMinted stores and pins a record that this node's coordinator has just
// built: every receipt was verified when it arrived and the verdict was
// signed here, so the receipts' signatures and the verdict's re-encoding
// (five recoveries and a dozen canonical encodings for a 5-juror panel) are
// not checked again. Still checked: the hash, the coordinator's signature
// over the verdict bytes (what the seal carries; SignedVerdict.VerifySignature,
// which needs no key recovery for a verdict signed in this process), and
// that every receipt the verdict names is present under its CID. Records
// from anywhere else go through PutRecord.
func (n *Node) PutMinted(ctx context.Context, sv verdict.SignedVerdict, receiptBlocks [][]byte) (RecordCIDs, error) {
	if err := sv.VerifySignature(); err != nil {
		return RecordCIDs{}, fmt.Errorf("%w: verdict signature: %v", ErrInvalidRecord, err)
	}
	return n.putRecord(ctx, sv, &sv.Verdict, receiptsByCID(receiptBlocks))
}

func receiptsByCID(receiptBlocks [][]byte) map[string][]byte {
	byCID := make(map[string][]byte, len(receiptBlocks))
	for _, b := range receiptBlocks {
		byCID[verdict.CIDOf(b).String()] = b
	}
	return byCID
}

func (n *Node) putRecord(ctx context.Context, sv verdict.SignedVerdict, v *verdict.Verdict, byCID map[string][]byte) (RecordCIDs, error) {
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return RecordCIDs{}, err
	}
	defer leave()

	vc := verdict.CIDOf(sv.Bytes)
	if sv.Hash != verdict.Hash(sv.Bytes) {
		return RecordCIDs{}, fmt.Errorf("%w: hash is not sha256 of the verdict bytes", ErrInvalidRecord)
	}
	seal, err := verdict.Canonical(sv.Seal())
	if err != nil {
		return RecordCIDs{}, fmt.Errorf("encode seal: %w", err)
	}
	ids := RecordCIDs{Verdict: vc.String(), Seal: verdict.CIDOf(seal).String()}
	blks := []blocks.Block{newBlock(sv.Bytes, vc), newBlock(seal, verdict.CIDOf(seal))}
	for _, j := range v.Jurors {
		if j.ReceiptCID == "" {
			continue
		}
		b, ok := byCID[j.ReceiptCID]
		if !ok {
			return RecordCIDs{}, fmt.Errorf("%w: receipt %s of %s is missing", ErrInvalidRecord, j.ReceiptCID, j.Juror)
		}
		c, err := cid.Decode(j.ReceiptCID) // byCID's keys are computed CIDs
		if err != nil {
			return RecordCIDs{}, fmt.Errorf("%w: receipt cid: %v", ErrInvalidRecord, err)
		}
		blks = append(blks, newBlock(b, c))
		ids.Receipts = append(ids.Receipts, j.ReceiptCID)
	}
	for _, b := range blks {
		if len(b.RawData()) >= MaxBlockSize {
			return RecordCIDs{}, fmt.Errorf("%w: %s is %d bytes", ErrBlockTooLarge, b.Cid(), len(b.RawData()))
		}
	}

	n.writeMu.RLock()
	err = n.storeRecord(ctx, vc, blks, &ids)
	n.writeMu.RUnlock()
	if err != nil {
		return RecordCIDs{}, err
	}
	n.notify(ctx, blks...)
	for _, b := range blks {
		n.announce(b.Cid())
	}
	n.log.Debug("record pinned", "verdict", ids.Verdict, "seal", ids.Seal, "receipts", len(ids.Receipts))
	return ids, nil
}

// storeRecord writes a record's blocks, their pins and its index entry in
// one batch. A record stored again keeps its published
// content (ids.Content is set from the stored index). The caller holds
// writeMu for reading.
func (n *Node) storeRecord(ctx context.Context, vc cid.Cid, blks []blocks.Block, ids *RecordCIDs) error {
	if old, err := n.lookup(ctx, vc); err == nil {
		ids.Content = old.Content
	} else if !errors.Is(err, ErrNotFound) {
		return err
	}
	w, err := n.store.Batch(ctx)
	if err != nil {
		return err
	}
	for _, b := range blks {
		if err := putPinned(ctx, w, b); err != nil {
			return err
		}
	}
	if err := putIndex(ctx, w, *ids); err != nil {
		return err
	}
	return n.commit(ctx, w, "pin record")
}

// putPinned adds a block and its pin to a batch.
func putPinned(ctx context.Context, w ds.Batch, b blocks.Block) error {
	if err := w.Put(ctx, blockKey(b.Cid()), b.RawData()); err != nil {
		return err
	}
	return w.Put(ctx, pinKey(b.Cid()), []byte(b.Cid().String()))
}

// dropPinned adds the deletion of a block and its pin to a batch.
func dropPinned(ctx context.Context, w ds.Batch, c string) error {
	k, err := cid.Decode(c)
	if err != nil {
		return err
	}
	if err := w.Delete(ctx, pinKey(k)); err != nil {
		return err
	}
	return w.Delete(ctx, blockKey(k))
}

// commit commits a batch without a sync of its own (see Config.Datastore).
func (n *Node) commit(ctx context.Context, w ds.Batch, what string) error {
	if err := w.Commit(ctx); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}

// notify hands blocks written past the blockservice to bitswap, for peers
// that asked for them before they were stored; as in the blockservice, a
// failure to tell bitswap does not undo the write.
func (n *Node) notify(ctx context.Context, blks ...blocks.Block) {
	if err := n.bswap.NotifyNewBlocks(ctx, blks...); err != nil {
		n.log.Debug("notify bitswap of new blocks", "err", err)
	}
}

// PutContent publishes a verdict's content: it checks the block against
// the stored verdict (it must name it and recompute every fingerprint and
// the evidence root), then stores and pins it. The verdict must be stored
// here. Publishing again replaces the previous content block.
func (n *Node) PutContent(ctx context.Context, c verdict.Content) (string, error) {
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return "", err
	}
	defer leave()
	vc, err := cid.Decode(c.VerdictCID)
	if err != nil {
		return "", fmt.Errorf("ipfs: bad verdict cid %q: %w", c.VerdictCID, err)
	}
	data, err := verdict.Canonical(c)
	if err != nil {
		return "", fmt.Errorf("encode content: %w", err)
	}
	if len(data) >= MaxBlockSize {
		return "", fmt.Errorf("%w: content is %d bytes", ErrBlockTooLarge, len(data))
	}
	cc := verdict.CIDOf(data)

	n.writeMu.Lock()
	defer n.writeMu.Unlock()
	ids, err := n.lookup(ctx, vc)
	if err != nil {
		return "", err
	}
	rec, err := n.localRecord(ctx, ids)
	if err != nil {
		return "", err
	}
	rec.Content = &c
	rep := verdict.Audit(rec, verdict.AuditOptions{ExpectCID: ids.Verdict})
	if f, failed := rep.Failed(); failed {
		return "", fmt.Errorf("%w: %s: %s", ErrInvalidRecord, f.Name, f.Detail)
	}
	if ids.Content == cc.String() {
		return ids.Content, nil
	}
	w, err := n.store.Batch(ctx)
	if err != nil {
		return "", err
	}
	if ids.Content != "" {
		if err := dropPinned(ctx, w, ids.Content); err != nil {
			return "", err
		}
	}
	blk := newBlock(data, cc)
	if err := putPinned(ctx, w, blk); err != nil {
		return "", err
	}
	ids.Content = cc.String()
	if err := putIndex(ctx, w, ids); err != nil {
		return "", err
	}
	if err := n.commit(ctx, w, "pin content"); err != nil {
		return "", err
	}
	n.notify(ctx, blk)
	n.announce(cc)
	return ids.Content, nil
}

// RemoveContent unpublishes a verdict's content: it unpins and deletes the
// content block, so that neither bitswap nor the gateway serves it again.
// It returns ErrNotFound for a verdict not stored here and nil when the
// content is not published.
func (n *Node) RemoveContent(ctx context.Context, verdictCID string) error {
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return err
	}
	defer leave()
	vc, err := cid.Decode(verdictCID)
	if err != nil {
		return fmt.Errorf("ipfs: bad verdict cid %q: %w", verdictCID, err)
	}
	n.writeMu.Lock()
	defer n.writeMu.Unlock()
	ids, err := n.lookup(ctx, vc)
	if err != nil {
		return err
	}
	if ids.Content == "" {
		return nil
	}
	w, err := n.store.Batch(ctx)
	if err != nil {
		return err
	}
	if err := dropPinned(ctx, w, ids.Content); err != nil {
		return err
	}
	ids.Content = ""
	if err := putIndex(ctx, w, ids); err != nil {
		return err
	}
	return n.commit(ctx, w, "unpin content")
}

// Lookup returns the CIDs and the seal block of a record stored here, by
// its verdict CID; ErrNotFound when there is none.
func (n *Node) Lookup(ctx context.Context, verdictCID string) (RecordInfo, error) {
	vc, err := cid.Decode(verdictCID)
	if err != nil {
		return RecordInfo{}, fmt.Errorf("ipfs: bad verdict cid %q: %w", verdictCID, err)
	}
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return RecordInfo{}, err
	}
	defer leave()
	return n.lookupInfo(ctx, vc)
}

func (n *Node) lookupInfo(ctx context.Context, vc cid.Cid) (RecordInfo, error) {
	ids, err := n.lookup(ctx, vc)
	if err != nil {
		return RecordInfo{}, err
	}
	sc, err := cid.Decode(ids.Seal)
	if err != nil {
		return RecordInfo{}, err
	}
	b, err := n.bstore.Get(ctx, sc)
	if err != nil {
		return RecordInfo{}, fmt.Errorf("seal block %s: %w", sc, err)
	}
	return RecordInfo{RecordCIDs: ids, SealBlock: b.RawData()}, nil
}

// Pinned reports whether a block is pinned here.
func (n *Node) Pinned(ctx context.Context, c string) (bool, error) {
	k, err := cid.Decode(c)
	if err != nil {
		return false, fmt.Errorf("ipfs: bad cid %q: %w", c, err)
	}
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return false, err
	}
	defer leave()
	return n.store.Has(ctx, pinKey(k))
}

// GC deletes every block that is not pinned (blocks cached while fetching
// or auditing) and returns how many it deleted. Records and published
// content are pinned and stay.
func (n *Node) GC(ctx context.Context) (int, error) {
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return 0, err
	}
	defer leave()
	n.writeMu.Lock()
	defer n.writeMu.Unlock()
	keys, err := n.bstore.AllKeysChan(ctx)
	if err != nil {
		return 0, err
	}
	var drop []cid.Cid
	for k := range keys {
		pinned, err := n.store.Has(ctx, pinKey(k))
		if err != nil {
			return 0, err
		}
		if !pinned {
			drop = append(drop, k)
		}
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	for i, k := range drop {
		if err := n.bstore.DeleteBlock(ctx, k); err != nil {
			return i, fmt.Errorf("gc %s: %w", k, err)
		}
	}
	if len(drop) > 0 {
		n.log.Info("gc", "deleted", len(drop))
	}
	return len(drop), nil
}

// localRecord assembles a stored record from local blocks.
func (n *Node) localRecord(ctx context.Context, ids RecordCIDs) (verdict.Record, error) {
	get := func(s string) ([]byte, error) {
		c, err := cid.Decode(s)
		if err != nil {
			return nil, err
		}
		b, err := n.bstore.Get(ctx, c)
		if err != nil {
			return nil, fmt.Errorf("block %s: %w", s, err)
		}
		return b.RawData(), nil
	}
	rec := verdict.Record{Receipts: map[string][]byte{}}
	var err error
	if rec.Verdict, err = get(ids.Verdict); err != nil {
		return rec, err
	}
	sb, err := get(ids.Seal)
	if err != nil {
		return rec, err
	}
	var seal verdict.Seal
	if err := json.Unmarshal(sb, &seal); err != nil {
		return rec, fmt.Errorf("seal block: %w", err)
	}
	rec.Signature = seal.Signature
	for _, r := range ids.Receipts {
		if rec.Receipts[r], err = get(r); err != nil {
			return rec, err
		}
	}
	return rec, nil
}

// lookup reads the record index entry of a verdict.
func (n *Node) lookup(ctx context.Context, vc cid.Cid) (RecordCIDs, error) {
	raw, err := n.store.Get(ctx, indexKey(vc))
	if errors.Is(err, ds.ErrNotFound) {
		return RecordCIDs{}, fmt.Errorf("%w: no record of verdict %s", ErrNotFound, vc)
	}
	if err != nil {
		return RecordCIDs{}, err
	}
	var ids RecordCIDs
	if err := json.Unmarshal(raw, &ids); err != nil {
		return RecordCIDs{}, fmt.Errorf("record index of %s: %w", vc, err)
	}
	return ids, nil
}

func putIndex(ctx context.Context, w ds.Write, ids RecordCIDs) error {
	vc, err := cid.Decode(ids.Verdict)
	if err != nil {
		return err
	}
	raw, err := json.Marshal(ids)
	if err != nil {
		return err
	}
	return w.Put(ctx, indexKey(vc), raw)
}

// blockKey is where boxo's blockstore keeps a block: under its prefix, by
// multihash. Records are written past the blockstore, so that a block and
// its pin share one transaction.
func blockKey(c cid.Cid) ds.Key {
	return blockstore.BlockPrefix.Child(dshelp.MultihashToDsKey(c.Hash()))
}

// pinKey is keyed by multihash, as the blockstore is, so that a block is
// pinned whatever CID version or codec names it.
func pinKey(c cid.Cid) ds.Key { return pinPrefix.Child(dshelp.MultihashToDsKey(c.Hash())) }

func indexKey(vc cid.Cid) ds.Key { return recordsPrefix.ChildString(vc.String()) }

// pins lists every pinned CID.
func (n *Node) pins(ctx context.Context) ([]cid.Cid, error) {
	res, err := n.store.Query(ctx, dsq.Query{Prefix: pinPrefix.String()})
	if err != nil {
		return nil, err
	}
	defer res.Close()
	var out []cid.Cid
	for r := range res.Next() {
		if r.Error != nil {
			return nil, r.Error
		}
		c, err := cid.Decode(string(r.Value))
		if err != nil {
			continue
		}
		out = append(out, c)
	}
	return out, nil
}
