package replica

import (
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"

	"github.com/ipfs/go-cid"

	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Keys under the "replica/" prefix of the node's store; hashes are hex
// without 0x.
const (
	prefixRec    = "replica/rec/"    // + hash → Entry
	prefixID     = "replica/id/"     // + verdict id/hash
	prefixDeal   = "replica/deal/"   // + deal id/hash
	prefixHolder = "replica/holder/" // + hash/address
)

func recKey(hash string) []byte          { return []byte(prefixRec + hash) }
func idPrefix(id string) []byte          { return []byte(prefixID + id + "/") }
func dealPrefix(deal string) []byte      { return []byte(prefixDeal + deal + "/") } // canonical text
func holderPrefix(hash string) []byte    { return []byte(prefixHolder + hash + "/") }
func holderKey(hash, addr string) []byte { return append(holderPrefix(hash), addr...) }

// Entry is what the index keeps of a record held here.
type Entry struct {
	ID     string `json:"id"`
	CID    string `json:"cid"`
	Minter string `json:"minter"`
	DealID string `json:"deal_id,omitempty"`
	// Own marks a record this coordinator minted; Announced counts the
	// notices it sent of it.
	Own       bool `json:"own,omitempty"`
	Announced int  `json:"announced,omitempty"`
}

func entryOf(sv *verdict.SignedVerdict, own bool) Entry {
	e := Entry{ID: sv.Verdict.ID, CID: sv.CID(), Minter: sv.Verdict.Coordinator.String(), Own: own}
	if d := sv.Verdict.Deal; d != nil {
		e.DealID = d.DealID.String()
	}
	return e
}

func hashOfEntry(e Entry) string {
	h, _ := hashOf(e.CID)
	return h
}

// hashOf is the verdict hash in a verdict CID, in hex.
func hashOf(verdictCID string) (string, error) {
	c, err := cid.Decode(verdictCID)
	if err != nil {
		return "", err
	}
	h, err := verdict.HashFromCID(c)
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h[:]), nil
}

func (r *Replicator) entry(hash string) (Entry, error) {
	var e Entry
	err := r.cfg.Store.View(func(tx *store.Txn) error { return tx.Get(recKey(hash), &e) })
	if errors.Is(err, store.ErrNotFound) {
		return e, ErrNotFound
	}
	return e, err
}

// IDOf is the request ID of the verdict whose hash (hex, no 0x) is
// given, minted here or held for another coordinator; ErrNotFound when
// none is indexed.
func (r *Replicator) IDOf(hash string) (string, error) {
	e, err := r.entry(hash)
	return e.ID, err
}

// index writes a record's entry, its lookups and its first holders.
func (r *Replicator) index(e Entry, holders ...string) error {
	return r.cfg.Store.Update(func(tx *store.Txn) error { return putEntry(tx, e, holders...) })
}

// putEntry is index inside tx. An own record stays own, with its count of
// announcements.
func putEntry(tx *store.Txn, e Entry, holders ...string) error {
	hash := hashOfEntry(e)
	var old Entry
	if err := tx.Get(recKey(hash), &old); err == nil && old.Own {
		e.Own, e.Announced = true, max(e.Announced, old.Announced)
	}
	if err := tx.Put(recKey(hash), e); err != nil {
		return err
	}
	if err := tx.Put(append(idPrefix(e.ID), hash...), struct{}{}); err != nil {
		return err
	}
	if e.DealID != "" {
		if err := tx.Put(append(dealPrefix(e.DealID), hash...), struct{}{}); err != nil {
			return err
		}
	}
	for _, h := range holders {
		if err := tx.Put(holderKey(hash, h), struct{}{}); err != nil {
			return err
		}
	}
	return nil
}

// addHolders counts holders of a record held here, at most maxHolders.
func (r *Replicator) addHolders(hash string, holders ...string) error {
	err := r.cfg.Store.Update(func(tx *store.Txn) error {
		n := 0
		if err := tx.Scan(holderPrefix(hash), func(_, _ []byte) error { n++; return nil }); err != nil {
			return err
		}
		for _, h := range holders {
			k := holderKey(hash, h)
			if has, err := tx.Has(k); err != nil || has {
				if err != nil {
					return err
				}
				continue
			}
			if n >= maxHolders {
				return nil
			}
			if err := tx.Put(k, struct{}{}); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	if err == nil {
		for _, h := range holders {
			r.cfg.Trace(StepHolder, h)
		}
	}
	return err
}

// Holders lists the coordinators known to hold a record (its verdict
// hash in hex, 0x optional), this one included, in address order.
func (r *Replicator) Holders(hash string) ([]string, error) {
	h, err := verdict.ParseHash32(hash)
	if err != nil {
		return nil, err
	}
	hash = hex.EncodeToString(h[:])
	var out []string
	err = r.cfg.Store.View(func(tx *store.Txn) error {
		p := holderPrefix(hash)
		return tx.Scan(p, func(k, _ []byte) error {
			out = append(out, string(bytes.TrimPrefix(k, p)))
			return nil
		})
	})
	sort.Strings(out)
	return out, err
}

// Held is a record held here, as Lookup returns it.
type Held struct {
	Entry
	// Fetched is the record from the local blocks, with its CIDs and seal.
	Fetched ipfs.Fetched
}

// Lookup returns a record of verdict id held here that another
// coordinator minted (the lowest hash when several are); ErrNotFound when
// there is none.
func (r *Replicator) Lookup(ctx context.Context, id string) (Held, error) {
	var hashes []string
	err := r.cfg.Store.View(func(tx *store.Txn) error {
		p := idPrefix(id)
		return tx.Scan(p, func(k, _ []byte) error {
			hashes = append(hashes, string(bytes.TrimPrefix(k, p)))
			return nil
		})
	})
	if err != nil {
		return Held{}, err
	}
	for _, h := range hashes {
		e, err := r.entry(h)
		if err != nil {
			return Held{}, err
		}
		if e.Own {
			continue // the coordinator serves its own records
		}
		f, err := r.local(ctx, e)
		if err != nil {
			return Held{}, err
		}
		return Held{Entry: e, Fetched: f}, nil
	}
	return Held{}, fmt.Errorf("%w: %s", ErrNotFound, id)
}

// local reads a held record from this node's blocks.
func (r *Replicator) local(ctx context.Context, e Entry) (ipfs.Fetched, error) {
	f, err := ipfs.Fetch(ctx, localOnly{r.cfg.IPFS}, e.CID)
	if err != nil {
		return f, fmt.Errorf("replica: record %s: %w", e.CID, err)
	}
	return f, nil
}

// localOnly is the node's local blocks and index, never the network.
type localOnly struct{ n *ipfs.Node }

func (l localOnly) Block(ctx context.Context, c cid.Cid) ([]byte, error) {
	if ok, err := l.n.Pinned(ctx, c.String()); err != nil || !ok {
		return nil, fmt.Errorf("%w: %s is not pinned here", ipfs.ErrNotFound, c)
	}
	return l.n.Block(ctx, c)
}

func (l localOnly) Locate(ctx context.Context, vc cid.Cid) (ipfs.RecordInfo, error) {
	return l.n.Lookup(ctx, vc.String())
}

// ForEach calls fn with every record held here that another coordinator
// minted, read from the local blocks, and stops at the first error fn
// returns; a record that cannot be read is skipped and logged.
func (r *Replicator) ForEach(ctx context.Context, fn func(verdict.Record) error) error {
	var entries []Entry
	err := r.cfg.Store.View(func(tx *store.Txn) error {
		return tx.Scan([]byte(prefixRec), func(_, v []byte) error {
			var e Entry
			if err := jsonUnmarshal(v, &e); err != nil {
				return err
			}
			if !e.Own {
				entries = append(entries, e)
			}
			return nil
		})
	})
	if err != nil {
		return err
	}
	for _, e := range entries {
		f, err := r.local(ctx, e)
		if err != nil {
			r.log.Warn("held record unreadable", "verdict", e.CID, "err", err)
			continue
		}
		if err := fn(f.Record); err != nil {
			return err
		}
	}
	return nil
}

// underTarget returns up to limit own records held by fewer than
// Replicas coordinators and announced fewer than MaxAnnouncements times.
func (r *Replicator) underTarget(limit int) ([]Entry, error) {
	var out []Entry
	err := r.cfg.Store.View(func(tx *store.Txn) error {
		return tx.Scan([]byte(prefixRec), func(k, v []byte) error {
			if len(out) == limit {
				return errStop
			}
			var e Entry
			if err := jsonUnmarshal(v, &e); err != nil {
				return err
			}
			if !e.Own || e.Announced >= MaxAnnouncements {
				return nil
			}
			n := 0
			if err := tx.Scan(holderPrefix(string(bytes.TrimPrefix(k, []byte(prefixRec)))), func(_, _ []byte) error { n++; return nil }); err != nil {
				return err
			}
			if n < r.cfg.Replicas {
				out = append(out, e)
			}
			return nil
		})
	})
	if errors.Is(err, errStop) {
		err = nil
	}
	return out, err
}

var errStop = errors.New("replica: stop")
