package node

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// serveDeal answers GET /v1/deals/{dealId}: the deal's indexed on-chain
// lifecycle and the state of its settlement.
func (n *Node) serveDeal(w http.ResponseWriter, r *http.Request) {
	id := strings.ToLower(r.PathValue("dealId"))
	if _, err := verdict.ParseHash32(id); err != nil || !strings.HasPrefix(id, "0x") {
		coordinator.WriteError(w, http.StatusBadRequest, &coordinator.APIError{Error: "dealId must be 0x and 64 hex digits", Field: "dealId", Code: "invalid"})
		return
	}
	view, err := settlement.Deal(n.Store, id)
	entry, eerr := n.Outbox.Get(id)
	switch {
	case errors.Is(err, store.ErrNotFound) && errors.Is(eerr, store.ErrNotFound):
		coordinator.WriteError(w, http.StatusNotFound, &coordinator.APIError{Error: "no indexed deal " + id, Code: "not_found"})
		return
	case errors.Is(err, store.ErrNotFound):
		view = &settlement.DealView{DealID: id, State: "unindexed"}
	case err != nil:
		coordinator.WriteError(w, http.StatusInternalServerError, &coordinator.APIError{Error: err.Error()})
		return
	}
	if eerr == nil {
		view.Settlement = &entry
	}
	coordinator.WriteJSON(w, http.StatusOK, view)
}

// decorateSettlement adds the settlement state to a deal verdict's view.
func (n *Node) decorateSettlement(_ context.Context, _ *coordinator.Record, v *coordinator.View) {
	if v.Deal == nil {
		return
	}
	if e, err := n.Outbox.Get(v.Deal.DealID); err == nil {
		if v.Extra == nil {
			v.Extra = map[string]any{}
		}
		v.Extra["settlement"] = e
	}
}
