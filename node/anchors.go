package node

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// AnchorConfig anchors the hashes of the verdicts the coordinator mints on a
// VerdictAnchor contract (see package anchor).
type AnchorConfig struct {
	// Anchor is a client whose transactor is the node's key; share the
	// escrow client's Transactor so that the two never race for a nonce.
	Anchor *chain.Anchor
	// Interval and BatchSize are anchor.Config's (its defaults when zero).
	Interval  time.Duration
	BatchSize int
	// BeforeSend and OnAnchored are test hooks (anchor.Config).
	BeforeSend func(context.Context, anchor.Batch)
	OnAnchored func(anchor.Batch)
}

// AnchorView is a batch as GET /v1/anchors/{id} answers it.
type AnchorView struct {
	anchor.Batch
	// Proofs are the inclusion proofs of Hashes, in the same order.
	Proofs []anchor.Proof `json:"proofs"`
}

func (n *Node) startAnchors(chainID string, a *AnchorConfig) (*anchor.Batcher, error) {
	return anchor.New(anchor.Config{
		Store: n.Store, Chain: a.Anchor, ChainID: chainID, Interval: a.Interval, BatchSize: a.BatchSize,
		Logger: n.log, BeforeSend: a.BeforeSend, OnAnchored: a.OnAnchored,
	})
}

// serveAnchor answers GET /v1/anchors/{id}, id a batch number or a verdict
// hash (0x and 64 hex digits, for the batch that holds it): the batch, its
// state and the inclusion proof of each of its hashes.
func (n *Node) serveAnchor(w http.ResponseWriter, r *http.Request) {
	ref := r.PathValue("id")
	id, err := strconv.ParseUint(ref, 10, 64)
	if _, herr := verdict.ParseHash32(ref); herr == nil && strings.HasPrefix(ref, "0x") {
		st, serr := n.Anchors.Status(ref)
		switch {
		case errors.Is(serr, store.ErrNotFound):
			coordinator.WriteError(w, http.StatusNotFound, &coordinator.APIError{Error: "no verdict " + ref + " was queued for anchoring here", Code: "not_found"})
			return
		case serr != nil:
			coordinator.WriteError(w, http.StatusInternalServerError, &coordinator.APIError{Error: serr.Error()})
			return
		case st.ID == 0:
			coordinator.WriteError(w, http.StatusNotFound, &coordinator.APIError{Error: "verdict " + ref + " awaits a batch", Code: anchor.StateAwaiting})
			return
		}
		id, err = st.ID, nil
	}
	if err != nil || id == 0 {
		coordinator.WriteError(w, http.StatusBadRequest, &coordinator.APIError{Error: "id must be a batch number from 1 or a 0x verdict hash", Field: "id", Code: "invalid"})
		return
	}
	b, err := n.Anchors.Batch(id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		coordinator.WriteError(w, http.StatusNotFound, &coordinator.APIError{Error: fmt.Sprintf("no batch %d", id), Code: "not_found"})
		return
	case err != nil:
		coordinator.WriteError(w, http.StatusInternalServerError, &coordinator.APIError{Error: err.Error()})
		return
	}
	proofs, err := anchor.BatchProofs(b)
	if err != nil {
		coordinator.WriteError(w, http.StatusInternalServerError, &coordinator.APIError{Error: err.Error()})
		return
	}
	view := AnchorView{Batch: b, Proofs: proofs}
	coordinator.WriteJSON(w, http.StatusOK, view)
}

// decorateAnchor adds the verdict's anchor (or that it awaits one) to a
// minted verdict's view.
func (n *Node) decorateAnchor(_ context.Context, _ *coordinator.Record, v *coordinator.View) {
	if v.Hash == "" {
		return
	}
	st, err := n.Anchors.Status(v.Hash)
	if err != nil {
		return
	}
	if v.Extra == nil {
		v.Extra = map[string]any{}
	}
	v.Extra["anchor"] = st
}
