package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/arbitra-network/arbitra/anchor"
	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/arbitra-network/arbitra/web"
)

// Reputation routes.
const (
	RouteSeller       = "GET /v1/reputation/{agent}"
	RouteJuror        = "GET /v1/jurors/{address}"
	RouteCompatSeller = "GET /api/reputation/{agent}"
)

// MountReputation serves a reputation book: 400 for a malformed agent or
// address, 404 for a juror that served no verdict (an agent with no deals
// has an empty reputation).
func (a *Server) MountReputation(b *reputation.Book) {
	a.Handle(RouteSeller, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if rep, err := b.Seller(r.PathValue("agent")); err != nil {
			writeLookupError(w, err, "agent", "")
		} else {
			WriteJSON(w, http.StatusOK, rep)
		}
	}))
	a.Handle(RouteCompatSeller, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if rep, err := b.Seller(r.PathValue("agent")); err != nil {
			writeLookupError(w, err, "agent", "")
		} else {
			WriteJSON(w, http.StatusOK, reputation.Compat(&rep))
		}
	}))
	a.Handle(RouteJuror, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		addr := r.PathValue("address")
		if st, err := b.Juror(addr); err != nil {
			writeLookupError(w, err, "address", "no verdicts served by juror "+addr)
		} else {
			WriteJSON(w, http.StatusOK, st)
		}
	}))
}

func writeLookupError(w http.ResponseWriter, err error, field, notFound string) {
	var fe *verdict.FieldError
	switch {
	case errors.As(err, &fe):
		WriteError(w, http.StatusBadRequest, &api.Error{Error: fe.Error(), Field: field, Code: "invalid"})
	case errors.Is(err, reputation.ErrUnknownJuror):
		WriteError(w, http.StatusNotFound, &api.Error{Error: notFound, Field: field, Code: "not_found"})
	default:
		WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
	}
}

// MountDeals serves GET /v1/deals/{dealId} (the deal's indexed on-chain
// lifecycle and the state of its settlement) and adds the settlement
// state to a deal verdict's view.
func (a *Server) MountDeals(db *store.DB, out *settlement.Outbox) {
	a.Handle("GET /v1/deals/{dealId}", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		dealID, err := verdict.ParseDealID(r.PathValue("dealId"))
		if err != nil {
			WriteError(w, http.StatusBadRequest, &api.Error{Error: "dealId must be 0x and 64 lower-case hex digits", Field: "dealId", Code: "invalid"})
			return
		}
		id := dealID.String()
		view, err := settlement.Deal(db, dealID)
		entry, eerr := out.Get(dealID)
		switch {
		case errors.Is(err, store.ErrNotFound) && errors.Is(eerr, store.ErrNotFound):
			WriteError(w, http.StatusNotFound, &api.Error{Error: "no indexed deal " + id, Field: "dealId", Code: "not_found"})
			return
		case errors.Is(err, store.ErrNotFound):
			view = &settlement.DealView{DealID: id, State: "unindexed"}
		case err != nil:
			WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
			return
		}
		if eerr == nil {
			view.Settlement = &entry
		}
		for r := uint8(1); r < verdict.MaxRounds; r++ {
			e, err := out.GetRound(dealID, r)
			if err != nil {
				break // rounds are judged in order
			}
			view.Rounds = append(view.Rounds, e)
		}
		WriteJSON(w, http.StatusOK, view)
	}))
	a.Decorate(func(_ context.Context, _ *coordinator.Record, v *api.View) {
		if v.Deal == nil {
			return
		}
		if e, err := out.GetRound(v.Deal.DealID, v.Deal.Round); err == nil {
			extra(v)["settlement"] = e
		}
	})
}

func extra(v *api.View) map[string]any {
	if v.Extra == nil {
		v.Extra = map[string]any{}
	}
	return v.Extra
}

// AnchorView is a batch as GET /v1/anchors/{id} answers it.
type AnchorView struct {
	anchor.Batch
	// Proofs are the inclusion proofs of Hashes, in the same order.
	Proofs []anchor.Proof `json:"proofs"`
}

// MountAnchors serves GET /v1/anchors/{id}, id a batch number or a
// verdict hash (0x and 64 hex digits, for the batch that holds it): the
// batch, its state and the inclusion proof of each of its hashes; and it
// adds a minted verdict's anchor (or that it awaits one) to its view.
func (a *Server) MountAnchors(b *anchor.Batcher) {
	a.Handle("GET /v1/anchors/{id}", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ref := r.PathValue("id")
		id, err := strconv.ParseUint(ref, 10, 64)
		if h, herr := verdict.ParseHash32(ref); herr == nil && strings.HasPrefix(ref, "0x") {
			st, serr := b.Status(h)
			switch {
			case errors.Is(serr, store.ErrNotFound):
				WriteError(w, http.StatusNotFound, &api.Error{Error: "no verdict " + ref + " was queued for anchoring here", Field: "id", Code: "not_found"})
				return
			case serr != nil:
				WriteError(w, http.StatusInternalServerError, &api.Error{Error: serr.Error()})
				return
			case st.ID == 0:
				WriteError(w, http.StatusNotFound, &api.Error{Error: "verdict " + ref + " awaits a batch", Field: "id", Code: anchor.StateAwaiting})
				return
			}
			id, err = st.ID, nil
		}
		if err != nil || id == 0 {
			WriteError(w, http.StatusBadRequest, &api.Error{Error: "id must be a batch number from 1 or a 0x verdict hash", Field: "id", Code: "invalid"})
			return
		}
		batch, err := b.Batch(id)
		switch {
		case errors.Is(err, store.ErrNotFound):
			WriteError(w, http.StatusNotFound, &api.Error{Error: fmt.Sprintf("no batch %d", id), Field: "id", Code: "not_found"})
			return
		case err != nil:
			WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
			return
		}
		proofs, err := anchor.BatchProofs(batch)
		if err != nil {
			WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
			return
		}
		WriteJSON(w, http.StatusOK, AnchorView{Batch: batch, Proofs: proofs})
	}))
	a.Decorate(func(_ context.Context, _ *coordinator.Record, v *api.View) {
		h, err := verdict.ParseHash32(v.Hash)
		if err != nil {
			return
		}
		if st, err := b.Status(h); err == nil {
			extra(v)["anchor"] = st
		}
	})
}

// Transport answers requests by calling the API in process, so that a
// client inside the node (the MCP tools) spends none of the edge's rate or
// connections: its caller has passed the edge already.
func (a *Server) Transport() http.RoundTripper { return inProcess{a} }

type inProcess struct{ h http.Handler }

func (t inProcess) RoundTrip(req *http.Request) (*http.Response, error) {
	w := &answer{header: make(http.Header), status: http.StatusOK}
	t.h.ServeHTTP(w, req.Clone(req.Context())) // the router sets path values on the request it serves
	if req.Body != nil {
		req.Body.Close()
	}
	return &http.Response{
		Status: strconv.Itoa(w.status) + " " + http.StatusText(w.status), StatusCode: w.status, Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header: w.header, Body: io.NopCloser(&w.body), ContentLength: int64(w.body.Len()), Request: req,
	}, nil
}

// answer is the ResponseWriter of an in-process request.
type answer struct {
	header http.Header
	body   bytes.Buffer
	status int
	wrote  bool
}

func (w *answer) Header() http.Header { return w.header }

func (w *answer) WriteHeader(code int) {
	if !w.wrote {
		w.status, w.wrote = code, true
	}
}

func (w *answer) Write(b []byte) (int, error) { w.wrote = true; return w.body.Write(b) }

// MountGateway serves the IPFS trustless gateway and the seal route
// (package ipfs's handler).
func (a *Server) MountGateway(gw http.Handler) {
	a.Handle("GET /ipfs/", gw)
	a.Handle("HEAD /ipfs/", gw)
	a.Handle("GET "+ipfs.SealRoute, gw)
}

// MountPage serves the verdict page (package web).
func (a *Server) MountPage() { web.Register(a.Handle) }

// MountMCP serves the MCP tools at /mcp, behind the strict JSON every
// other route holds to: the MCP server's decoder keeps the last of
// duplicate members, so a caller could have its arguments read one way here
// and another way by whatever logs or checks them.
func (a *Server) MountMCP(h http.Handler) { a.Handle("/mcp", strictJSON(h)) }

// strictJSON refuses a POST body that is not one valid JSON value (a
// duplicate member, invalid UTF-8, trailing data) with 400 naming the
// member, and hands any other request on with its body as read.
func strictJSON(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			h.ServeHTTP(w, r)
			return
		}
		raw, e := readBody(w, r, api.MaxBodyBytes)
		if e != nil {
			writeDecodeError(w, e)
			return
		}
		if len(bytes.TrimSpace(raw)) > 0 {
			dec := jsontext.NewDecoder(bytes.NewReader(raw))
			if _, err := dec.ReadValue(); err != nil {
				WriteError(w, http.StatusBadRequest, jsonError(err))
				return
			}
			if _, err := dec.ReadToken(); err != io.EOF {
				WriteError(w, http.StatusBadRequest, &api.Error{Error: "trailing data after the JSON value", Field: "body", Code: "invalid"})
				return
			}
		}
		r.Body = io.NopCloser(bytes.NewReader(raw))
		h.ServeHTTP(w, r)
	})
}

// MountMetrics serves the node's metrics at /metrics.
func (a *Server) MountMetrics(h http.Handler) { a.Handle("GET /metrics", h) }
