package replica

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// Bounds of ListProtocol.
const (
	// PageSize is the most records one answer lists.
	PageSize        = 256
	maxListRequest  = 256
	maxListResponse = PageSize*256 + 1024
	listStreamLimit = 15 * time.Second
	// maxCatchUpPages bounds one catch-up with one peer.
	maxCatchUpPages = 64
)

// ListRequest asks for the records after a cursor: a request is one JSON
// object and a newline, the answer one ListPage, and the stream closes.
type ListRequest struct {
	// After is the verdict hash (hex) the previous page ended at; empty
	// for the first page.
	After string `json:"after,omitempty"`
}

// ListPage is one page of the records a coordinator holds, by hash.
type ListPage struct {
	Records []Listed `json:"records"`
	// Next is the cursor of the next page; empty on the last.
	Next  string `json:"next,omitempty"`
	Error string `json:"error,omitempty"`
}

// Listed names one record and the coordinator that minted it.
type Listed struct {
	CID    string `json:"cid"`
	Minter string `json:"minter"`
}

func (r *Replicator) handleList(s network.Stream) {
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(listStreamLimit))
	line, err := bufio.NewReader(io.LimitReader(s, maxListRequest)).ReadString('\n')
	if err != nil && !(errors.Is(err, io.EOF) && line != "") {
		_ = s.Reset()
		return
	}
	var req ListRequest
	var page ListPage
	if err := verdict.UnmarshalStrict([]byte(strings.TrimSpace(line)), &req); err != nil || !isHexOrEmpty(req.After) {
		page.Error = "bad request"
	} else if page, err = r.page(req.After); err != nil {
		r.log.Warn("list records", "err", err)
		page = ListPage{Error: "internal error"}
	}
	if err := json.NewEncoder(s).Encode(page); err != nil {
		_ = s.Reset()
	}
}

func isHexOrEmpty(s string) bool {
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return len(s) <= 64
}

// page lists up to PageSize held records with hashes after the cursor.
func (r *Replicator) page(after string) (ListPage, error) {
	p := ListPage{Records: []Listed{}}
	err := r.cfg.Store.View(func(tx *store.Txn) error {
		return tx.Scan([]byte(prefixRec), func(k, v []byte) error {
			hash := strings.TrimPrefix(string(k), prefixRec)
			if hash <= after {
				return nil
			}
			if len(p.Records) == PageSize {
				p.Next = p.Records[len(p.Records)-1].hash()
				return errStop
			}
			var e Entry
			if err := jsonUnmarshal(v, &e); err != nil {
				return err
			}
			p.Records = append(p.Records, Listed{CID: e.CID, Minter: e.Minter})
			return nil
		})
	})
	if errors.Is(err, errStop) {
		err = nil
	}
	return p, err
}

func (l Listed) hash() string {
	h, _ := hashOf(l.CID)
	return h
}

// RequestPage asks peer p for one page of the records it holds.
func RequestPage(ctx context.Context, h *p2p.Host, p peer.ID, after string) (ListPage, error) {
	ctx, cancel := context.WithTimeout(ctx, listStreamLimit)
	defer cancel()
	req, _ := json.Marshal(ListRequest{After: after})
	raw, err := p2p.Ask(ctx, h.Host, p, ListProtocol, append(req, '\n'), maxListResponse)
	if err != nil {
		return ListPage{}, fmt.Errorf("replica: list from %s: %w", p, err)
	}
	var page ListPage
	if err := json.Unmarshal(raw, &page); err != nil {
		return ListPage{}, fmt.Errorf("replica: list answer from %s: %w", p, err)
	}
	if page.Error != "" {
		return ListPage{}, fmt.Errorf("replica: %s answers: %s", p, page.Error)
	}
	if len(page.Records) > PageSize || page.Next != "" && (page.Next <= after || !isHexOrEmpty(page.Next)) {
		return ListPage{}, fmt.Errorf("replica: %s sent a malformed page", p)
	}
	return page, nil
}

// CatchUp fetches, audits, pins and indexes every record peer p lists that
// this node lacks, and returns how many it added. A record that fails its
// audit, or whose signer is not the minter p names, bans p and ends the
// catch-up.
func (r *Replicator) CatchUp(ctx context.Context, p peer.ID) (int, error) {
	a, err := p2p.PeerAddress(p)
	if err != nil {
		return 0, err
	}
	lister := verdict.AddressString(a)
	if r.isBanned(lister) {
		return 0, fmt.Errorf("replica: %s is banned", lister)
	}
	added, after := 0, ""
	for range maxCatchUpPages {
		page, err := RequestPage(ctx, r.cfg.Host, p, after)
		if err != nil {
			return added, err
		}
		for _, l := range page.Records {
			hash, err := hashOf(l.CID)
			if err != nil || !canonicalAddress(l.Minter) {
				return added, fmt.Errorf("replica: %s lists %q", p, l.CID)
			}
			if _, err := r.entry(hash); err == nil {
				continue
			} else if !errors.Is(err, ErrNotFound) {
				return added, err
			}
			if err := r.replicate(ctx, job{cid: l.CID, minter: l.Minter, holder: lister, holderPeer: p}); err != nil {
				if ctx.Err() != nil || r.isBanned(lister) {
					return added, err
				}
				continue
			}
			added++
		}
		if page.Next == "" {
			r.cfg.Trace(StepCaughtUp, p.String())
			return added, nil
		}
		after = page.Next
	}
	return added, fmt.Errorf("replica: %s lists more than %d pages", p, maxCatchUpPages)
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// canonicalAddress says whether s is an address in its one text form.
func canonicalAddress(s string) bool {
	_, err := verdict.ParseAddress(s)
	return err == nil
}
