package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	"github.com/ipfs/go-cid"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/verdict"
)

// viewOf renders a record; rationales are included only when asked, the
// signed bytes and receipt CIDs only with receipts. The requester token is
// included when rec is the one a submission returned.
func viewOf(rec *coordinator.Record, withRationales, receipts bool) (*api.View, error) {
	v := &api.View{ID: rec.ID, Status: rec.Status, CreatedAt: rec.CreatedAt, Published: rec.Publish && rec.Status == coordinator.StatusMinted,
		RequesterToken: rec.RequesterToken()}
	if rec.Failure != nil {
		v.Failure = (*api.Failure)(rec.Failure)
	}
	if rec.Evidence != nil {
		v.Evidence = *rec.Evidence
	}
	if rec.Request != nil {
		v.Evidence, v.Options, v.Deal = rec.Request.Request.Context, rec.Request.Request.Options, rec.Request.Request.Deal
	}
	if rec.Status != coordinator.StatusMinted {
		return v, nil
	}
	p, err := rec.Parsed()
	if err != nil {
		return nil, err
	}
	v.Decision, v.Unanimous, v.Dissent, v.Method = p.Decision, p.Unanimous, p.Dissent, p.Method
	v.Options, v.Evidence, v.Deal, v.TrustModel, v.CreatedAt = p.Options, p.Evidence, p.Deal, p.TrustModel, p.CreatedAt
	if receipts {
		v.Receipt, v.Receipts = base64.RawURLEncoding.EncodeToString(rec.Verdict), rec.Receipts
	}
	v.Signature, v.Signer, v.Hash, v.CID = rec.Signature, p.Coordinator.String(), rec.Hash, rec.CID
	v.SealCID, v.ContentCID, v.MintedAt = rec.SealCID, rec.ContentCID, rec.MintedAt
	rat := make(map[verdict.Address]string)
	if withRationales {
		for _, r := range rec.Rationales {
			rat[r.Juror] = r.Rationale
		}
	} else {
		v.RationalesWithheld = len(rec.Rationales) > 0
	}
	for _, j := range p.Jurors {
		v.Jurors = append(v.Jurors, api.JurorView{JurorVote: j, Rationale: rat[j.Juror]})
	}
	return v, nil
}

// Decorator adds node-level facts (settlement, anchor, replicas) to a view.
type Decorator func(ctx context.Context, rec *coordinator.Record, v *api.View)

// Config wires a Server. Service is required; the rest may be nil.
type Config struct {
	Service *coordinator.Service
	// Ready reports whether the node can take requests (nil: always).
	Ready func() error
	// Resolve maps a verdict's hash (hex, no 0x) to its request ID, so
	// that a route naming a verdict takes its CID or hash too.
	Resolve func(hash string) (string, error)
	Logger  *slog.Logger
}

// Server serves the coordinator's HTTP API; mount the node's other
// routes with Handle before serving. It is safe for concurrent use.
type Server struct {
	svc      *coordinator.Service
	log      *slog.Logger
	mux      *http.ServeMux
	decorate []Decorator
	ready    func() error
	resolve  func(hash string) (string, error)
}

// New returns the API's routes over a coordinator.
func New(cfg Config) *Server {
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	a := &Server{svc: cfg.Service, log: log, mux: http.NewServeMux(), ready: cfg.Ready, resolve: cfg.Resolve}
	a.mux.HandleFunc("POST /v1/verdicts", a.submit)
	a.mux.HandleFunc("GET /v1/verdicts/{id}", a.get)
	a.mux.HandleFunc("GET /v1/verdicts/{id}/record", a.record)
	a.mux.HandleFunc("POST /v1/verdicts/{id}/publish", a.publish)
	a.mux.HandleFunc("DELETE /v1/verdicts/{id}/publish", a.unpublish)
	a.mux.HandleFunc("GET /v1/verdicts/{id}/content", a.content)
	a.mux.HandleFunc("GET /v1/signer", a.signer)
	a.mux.HandleFunc("GET /v1/jurors", a.jurors)
	a.mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	a.mux.HandleFunc("GET /readyz", a.readyz)
	return a
}

// Handle adds a route to the API (other parts of the node add theirs).
func (a *Server) Handle(pattern string, h http.Handler) { a.mux.Handle(pattern, h) }

// Decorate registers a view decorator.
func (a *Server) Decorate(d Decorator) { a.decorate = append(a.decorate, d) }

// ServeHTTP answers unknown routes with 404 and wrong methods with 405, both
// as JSON.
func (a *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h, pattern := a.mux.Handler(r)
	if pattern != "" {
		if e := requireJSON(r); e != nil {
			WriteError(w, http.StatusUnsupportedMediaType, e)
			return
		}
		a.mux.ServeHTTP(w, r) // sets the path values that h reads
		return
	}
	probe := &statusProbe{header: make(http.Header)}
	h.ServeHTTP(probe, r)
	if allow := probe.header.Get("Allow"); allow != "" {
		w.Header().Set("Allow", allow)
	}
	switch probe.status {
	case http.StatusMethodNotAllowed:
		WriteError(w, http.StatusMethodNotAllowed, &api.Error{Error: fmt.Sprintf("method %s is not allowed on %s", r.Method, r.URL.Path), Field: "method", Code: "method_not_allowed"})
	case http.StatusNotFound, 0:
		WriteError(w, http.StatusNotFound, &api.Error{Error: "no route " + r.URL.Path, Field: "path", Code: "not_found"})
	default:
		h.ServeHTTP(w, r)
	}
}

type statusProbe struct {
	header http.Header
	status int
}

func (p *statusProbe) Header() http.Header         { return p.header }
func (p *statusProbe) Write(b []byte) (int, error) { return len(b), nil }
func (p *statusProbe) WriteHeader(code int)        { p.status = code }

// submission is the lifecycle's input a body asks for.
func submission(b *api.SubmitBody) coordinator.Submission {
	return coordinator.Submission{Question: b.Question, Panel: b.Panel, TimeoutMS: b.TimeoutMS, Publish: b.Publish,
		Deal: b.Deal, Party: b.Party, MinVotes: b.MinVotes, Nonce: b.Nonce}
}

func (a *Server) submit(w http.ResponseWriter, r *http.Request) {
	var body api.SubmitBody
	if err := DecodeJSON(w, r, api.MaxBodyBytes, &body); err != nil {
		writeDecodeError(w, err)
		return
	}
	receipts := wantReceipts(r)
	if body.Async || strings.Contains(r.Header.Get("Prefer"), "respond-async") {
		rec, err := a.svc.Submit(r.Context(), submission(&body))
		if err != nil {
			a.submitError(w, err)
			return
		}
		w.Header().Set("Location", "/v1/verdicts/"+rec.ID)
		v, _ := viewOf(rec, false, receipts)
		WriteJSON(w, statusOf(rec), v) // 202, or the status of the record the same content made before
		return
	}
	final, err := a.svc.SubmitAndWait(r.Context(), submission(&body))
	if err != nil {
		a.submitError(w, err)
		return
	}
	// The rationales of an unpublished verdict go to its holders alone,
	// once each: the submitter (or deal party) its token was issued to just
	// now, or one that shows its token. Anyone else who sends the same
	// content (or asks for a deal judged here already) gets the verdict
	// without them, and takes nothing from the holders.
	holder := final.IssuedTo()
	if token, authed := bearerToken(r); holder == "" && authed {
		holder = final.Holder(token)
	}
	a.respond(w, r, final, final.Publish || final.Unread(holder), holder)
}

// submitError maps a Submit error to its HTTP answer.
func (a *Server) submitError(w http.ResponseWriter, err error) {
	var (
		fe *verdict.FieldError
		dr *coordinator.DealRefusal
	)
	switch {
	case errors.As(err, &dr):
		WriteError(w, http.StatusConflict, &api.Error{Error: dr.Error(), Field: dr.Field, Code: dr.Code})
	case errors.As(err, &fe):
		WriteError(w, http.StatusBadRequest, &api.Error{Error: fe.Error(), Field: fe.Field, Code: "invalid"})
	case errors.Is(err, coordinator.ErrNotAParty):
		WriteError(w, http.StatusForbidden, &api.Error{Error: err.Error(), Field: "party.address", Code: "not_a_party"})
	case errors.Is(err, coordinator.ErrPublishNeedsParty):
		WriteError(w, http.StatusForbidden, &api.Error{Error: err.Error(), Field: "publish", Code: "forbidden"})
	case errors.Is(err, coordinator.ErrNotEnoughJuror):
		WriteError(w, http.StatusServiceUnavailable, &api.Error{Error: err.Error(), Field: "panel", Code: "not_enough_jurors"})
	case errors.Is(err, coordinator.ErrOverloaded):
		// Nothing was stored: the same request can be sent again.
		w.Header().Set("Retry-After", "1")
		WriteError(w, http.StatusServiceUnavailable, &api.Error{Error: err.Error(), Field: "panel", Code: "overloaded"})
	default:
		a.log.Error("submit failed", "err", err)
		WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
	}
}

// wantReceipts says whether a request asks for the signed bytes and the
// receipt CIDs (?receipts=1), which answers leave out otherwise.
func wantReceipts(r *http.Request) bool {
	v := r.URL.Query().Get("receipts")
	return v == "1" || v == "true"
}

// pathID is the request ID a route's {id} names: the ID itself, the
// verdict's CID, or its hash (hex, with or without 0x). It answers 400
// naming the field, or 404, and false, when it names none.
func (a *Server) pathID(w http.ResponseWriter, r *http.Request) (string, bool) {
	ref := r.PathValue("id")
	if verdict.ValidateID(ref) == nil {
		return ref, true
	}
	var hash string
	if c, err := cid.Decode(ref); err == nil {
		h, err := verdict.HashFromCID(c)
		if err != nil {
			WriteError(w, http.StatusBadRequest, &api.Error{Error: "id: " + err.Error(), Field: "id", Code: "invalid"})
			return "", false
		}
		hash = hex.EncodeToString(h[:])
	} else if h, err := verdict.ParseHash32(ref); err == nil {
		hash = hex.EncodeToString(h[:])
	} else {
		WriteError(w, http.StatusBadRequest, &api.Error{Error: "id: must be a request ID (vrd_…), a verdict CID or a verdict hash", Field: "id", Code: "invalid"})
		return "", false
	}
	id, err := "", coordinator.ErrNotFound
	if a.resolve != nil {
		id, err = a.resolve(hash)
	}
	if err != nil {
		WriteError(w, http.StatusNotFound, &api.Error{Error: "no verdict " + ref, Field: "id", Code: "not_found"})
		return "", false
	}
	return id, true
}

// get answers a request's record. The content-free verdict is public; the
// rationales of an unpublished verdict go only to its requester, once,
// and a token that is not the requester's is refused with 403, so that a
// client holding a wrong one learns it instead of losing nothing silently.
func (a *Server) get(w http.ResponseWriter, r *http.Request) {
	id, ok := a.pathID(w, r)
	if !ok {
		return
	}
	token, authed := bearerToken(r)
	rec, err := a.svc.Lookup(r.Context(), id)
	if errors.Is(err, coordinator.ErrNotFound) {
		WriteError(w, http.StatusNotFound, &api.Error{Error: "no verdict " + id, Field: "id", Code: "not_found"})
		return
	}
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
		return
	}
	holder := ""
	if authed {
		if holder = rec.Holder(token); holder == "" {
			writeForbidden(w)
			return
		}
	}
	// Published rationales are public content, like GET …/content.
	a.respond(w, r, rec, rec.Publish || rec.Unread(holder), holder)
}

// statusOf is the HTTP status of a record: 200 minted, 202 queued or
// pending, 502 when every juror abstained, 503 for a queued submission no
// panel could be drawn for, 500 for other failures.
func statusOf(rec *coordinator.Record) int {
	f := rec.Failure
	switch {
	case rec.Status == coordinator.StatusPending, rec.Status == coordinator.StatusQueued:
		return http.StatusAccepted
	case rec.Status == coordinator.StatusFailed && f != nil && f.Code == coordinator.FailAllAbstain:
		return http.StatusBadGateway
	case rec.Status == coordinator.StatusFailed && f != nil && (f.Code == coordinator.FailOverloaded || f.Code == coordinator.FailNotEnoughJurors):
		return http.StatusServiceUnavailable
	case rec.Status == coordinator.StatusFailed:
		return http.StatusInternalServerError
	}
	return http.StatusOK
}

// respond writes a record with its status (statusOf) and flushes it, then
// records that the rationales of an unpublished verdict were shown to
// holder.
func (a *Server) respond(w http.ResponseWriter, r *http.Request, rec *coordinator.Record, withRationales bool, holder string) {
	v, err := viewOf(rec, withRationales, wantReceipts(r))
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
		return
	}
	for _, d := range a.decorate {
		d(r.Context(), rec, v)
	}
	// Traced before the first byte is written, so that a client that has
	// the answer finds the step recorded.
	a.svc.Trace(rec.ID, coordinator.StepAnswerReady)
	WriteJSON(w, statusOf(rec), v)
	if f, ok := w.(http.Flusher); ok {
		f.Flush() // the agent has its answer before any bookkeeping
	}
	if rec.Status == coordinator.StatusMinted && withRationales && holder != "" && !rec.Delivered {
		if err := a.svc.MarkDelivered(rec, holder); err != nil {
			a.log.Warn("could not mark delivered", "id", rec.ID, "err", err)
		}
	}
}

// record answers the auditable record (verdict block, signature, receipt
// blocks) of a minted verdict, as `arbitra verify` reads it.
func (a *Server) record(w http.ResponseWriter, r *http.Request) {
	id, ok := a.pathID(w, r)
	if !ok {
		return
	}
	rec, err := a.svc.PublicRecord(r.Context(), id)
	switch {
	case errors.Is(err, coordinator.ErrNotFound):
		WriteError(w, http.StatusNotFound, &api.Error{Error: "no verdict " + id, Field: "id", Code: "not_found"})
	case errors.Is(err, coordinator.ErrNotMinted):
		WriteError(w, http.StatusConflict, &api.Error{Error: err.Error(), Field: "id", Code: "not_minted"})
	case err != nil:
		WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
	default:
		WriteJSON(w, http.StatusOK, rec)
	}
}

func (a *Server) signer(w http.ResponseWriter, _ *http.Request) {
	h := a.svc.Host()
	out := api.Signer{Address: a.svc.Address(), PeerID: h.ID().String(), Addrs: h.FullAddrs()}
	if chainID, escrow, ok := a.svc.Escrow(); ok {
		out.Escrow = &api.EscrowRef{ChainID: chainID, Escrow: escrow}
	}
	WriteJSON(w, http.StatusOK, out)
}

func (a *Server) jurors(w http.ResponseWriter, _ *http.Request) {
	WriteJSON(w, http.StatusOK, map[string]any{"jurors": a.svc.Registry().Live()})
}

func (a *Server) readyz(w http.ResponseWriter, _ *http.Request) {
	reg := a.svc.Registry()
	out := api.Ready{Status: "ready", Jurors: reg.Count(), JurorsNotServing: reg.NotServing()}
	if a.ready != nil {
		if err := a.ready(); err != nil {
			// The count, as in the ready answer: how many jurors serve
			// this coordinator now.
			out.Status, out.Error, out.Code = "", err.Error(), "not_ready"
			WriteJSON(w, http.StatusServiceUnavailable, out)
			return
		}
	}
	load := a.svc.Load()
	out.InFlight, out.Queued, out.AsyncQueued, out.SlotsHeld = load.InFlight, load.Queued, load.AsyncQueued, load.SlotsHeld
	WriteJSON(w, http.StatusOK, out)
}

// DecodeJSON reads a JSON body of at most limit bytes into v with the
// rules of the p2p side (verdict.UnmarshalStrict): a duplicate or
// wrong-case member, an unknown member, invalid UTF-8 or trailing data is
// refused. Errors are *api.Error naming the field (DecodeStatus gives their
// HTTP status).
func DecodeJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) *api.Error {
	raw, e := readBody(w, r, limit)
	if e != nil {
		return e
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return &api.Error{Error: "empty body", Field: "body", Code: "invalid"}
	}
	if err := verdict.UnmarshalStrict(raw, v); err != nil {
		return jsonError(err)
	}
	return nil
}

// readBody reads r's body, at most limit bytes.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, *api.Error) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		return nil, bodyError(err, limit)
	}
	return raw, nil
}

// codeBodyTimeout is the code of a body not received within the edge's
// ReadTimeout.
const codeBodyTimeout = "body_timeout"

// DecodeStatus is the HTTP status of a DecodeJSON error: 408 for a body
// that did not arrive in time, 400 otherwise.
func DecodeStatus(e *api.Error) int {
	if e.Code == codeBodyTimeout {
		return http.StatusRequestTimeout
	}
	return http.StatusBadRequest
}

// writeDecodeError answers a DecodeJSON error; a body cut off by its
// deadline also closes the connection, whose unread bytes are lost.
func writeDecodeError(w http.ResponseWriter, e *api.Error) {
	status := DecodeStatus(e)
	if status == http.StatusRequestTimeout {
		w.Header().Set("Connection", "close")
	}
	WriteError(w, status, e)
}

func bodyError(err error, limit int64) *api.Error {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return &api.Error{Error: fmt.Sprintf("body exceeds %d bytes", limit), Field: "body", Code: "too_large"}
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return &api.Error{Error: "the body did not arrive in time", Field: "body", Code: codeBodyTimeout}
	}
	return &api.Error{Error: "read body: " + err.Error(), Field: "body", Code: "invalid"}
}

func jsonError(err error) *api.Error {
	var (
		semErr *jsonv2.SemanticError
		synErr *jsontext.SyntacticError
	)
	switch {
	case errors.As(err, &synErr):
		f := jsonPath(synErr.JSONPointer)
		switch {
		case errors.Is(synErr.Err, jsontext.ErrDuplicateName):
			if f == "" { // the empty name, at the top level
				return &api.Error{Error: `duplicate member "" (the empty name)`, Field: "body", Code: "invalid"}
			}
			return &api.Error{Error: fmt.Sprintf("duplicate member %s", f), Field: f, Code: "invalid"}
		case synErr.Err != nil && strings.Contains(synErr.Err.Error(), "UTF-8"): // the sentinel is internal to the decoder
			if f == "" {
				f = "body"
			}
			return &api.Error{Error: fmt.Sprintf("%s is not valid UTF-8", f), Field: f, Code: "invalid"}
		}
		return &api.Error{Error: fmt.Sprintf("malformed JSON at byte %d: %v", synErr.ByteOffset, synErr.Err), Field: "body", Code: "invalid"}
	case errors.As(err, &semErr):
		f := jsonPath(semErr.JSONPointer)
		if f == "" {
			f = "body"
		}
		if errors.Is(semErr.Err, jsonv2.ErrUnknownName) {
			return &api.Error{Error: "unknown field " + f + " (member names are case-sensitive)", Field: f, Code: "invalid"}
		}
		what := "a JSON " + semErr.JSONKind.String()
		if semErr.GoType != nil {
			return &api.Error{Error: fmt.Sprintf("%s must be %s, got %s", f, semErr.GoType, what), Field: f, Code: "invalid"}
		}
		return &api.Error{Error: fmt.Sprintf("%s: %v", f, err), Field: f, Code: "invalid"}
	}
	return &api.Error{Error: "malformed JSON: " + err.Error(), Field: "body", Code: "invalid"}
}

// jsonPath renders a JSON pointer ("/evidence/0/text") as the field path
// the API's errors use ("evidence[0].text").
func jsonPath(ptr jsontext.Pointer) string {
	var b strings.Builder
	for tok := range ptr.Tokens() {
		if _, err := strconv.ParseUint(tok, 10, 32); err == nil && b.Len() > 0 {
			b.WriteString("[" + tok + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(tok)
	}
	return b.String()
}

// WriteJSON writes v as compact JSON (one line) with status.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	buf := answerBufs.Get().(*bytes.Buffer)
	defer putAnswerBuf(buf)
	if err := json.NewEncoder(buf).Encode(v); err != nil { // Marshal's bytes, then a newline
		status = http.StatusInternalServerError
		buf.Reset()
		_ = json.NewEncoder(buf).Encode(&api.Error{Error: "encode answer: " + err.Error()})
	}
	// A known length lets a client have the whole answer at the first
	// flush, before any bookkeeping the handler does after it.
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes()) // a ResponseWriter keeps no reference to what it was given
}

// answerBufs holds the buffers answers are encoded into, so that an
// answer costs no allocation of its size (a verdict's is about 5 KB);
// one that grew past maxPooledAnswer is left to the collector.
var answerBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

const maxPooledAnswer = 64 << 10

func putAnswerBuf(b *bytes.Buffer) {
	if b.Cap() > maxPooledAnswer {
		return
	}
	b.Reset()
	answerBufs.Put(b)
}

// WriteError writes an api.Error as JSON with status.
func WriteError(w http.ResponseWriter, status int, e *api.Error) { WriteJSON(w, status, e) }
