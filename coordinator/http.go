package coordinator

import (
	"bytes"
	"context"
	"encoding/base64"
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

	"github.com/arbitra-network/arbitra/verdict"
)

// MaxBodyBytes bounds a request body: the evidence limit plus room for the
// question, rubric, options, labels and JSON escaping.
const MaxBodyBytes = 2*verdict.MaxEvidenceTotal + 64<<10

// APIError is the JSON body of every error answer.
type APIError struct {
	Error string `json:"error"`
	Field string `json:"field,omitempty"`
	Code  string `json:"code,omitempty"`
}

// JurorView is one panel seat as the API shows it, with the rationale when
// it may be shown.
type JurorView struct {
	verdict.JurorVote
	Rationale string `json:"rationale,omitempty"`
}

// View is the API representation of a request and, once minted, its verdict.
type View struct {
	ID         string          `json:"id"`
	Status     string          `json:"status"`
	Decision   string          `json:"decision,omitempty"`
	Unanimous  bool            `json:"unanimous"`
	Dissent    int             `json:"dissent"`
	Method     string          `json:"method,omitempty"`
	Options    []string        `json:"options,omitempty"`
	Jurors     []JurorView     `json:"jurors,omitempty"`
	Evidence   verdict.Context `json:"evidence"`
	Deal       *verdict.Deal   `json:"deal,omitempty"`
	Receipt    string          `json:"receipt,omitempty"` // base64url of the signed bytes
	Signature  string          `json:"signature,omitempty"`
	Signer     string          `json:"signer,omitempty"`
	Hash       string          `json:"hash,omitempty"`
	CID        string          `json:"cid,omitempty"`
	SealCID    string          `json:"seal_cid,omitempty"`
	ContentCID string          `json:"content_cid,omitempty"`
	Receipts   []string        `json:"receipts,omitempty"`
	Published  bool            `json:"published"`
	TrustModel string          `json:"trust_model,omitempty"`
	CreatedAt  string          `json:"created_at"`
	MintedAt   string          `json:"minted_at,omitempty"`
	Failure    *Failure        `json:"failure,omitempty"`
	// RequesterToken is answered once, to the submission: it is what
	// publishing, unpublishing and reading the rationales require
	// (Authorization: Bearer <token>).
	RequesterToken string `json:"requester_token,omitempty"`
	// RationalesWithheld says that the verdict has rationales this answer
	// leaves out: an unpublished verdict shows them only to its requester.
	RationalesWithheld bool `json:"rationales_withheld,omitempty"`
	// Extra carries what other parts of the node add (settlement state).
	Extra map[string]any `json:"extra,omitempty"`
}

// ViewOf renders a record; rationales are included only when asked. The
// requester token is included when rec is the one a submission returned.
func ViewOf(rec *Record, withRationales bool) (*View, error) {
	v := &View{ID: rec.ID, Status: rec.Status, CreatedAt: rec.CreatedAt, Failure: rec.Failure, Published: rec.Publish && rec.Status == StatusMinted,
		RequesterToken: rec.requesterToken}
	if rec.Evidence != nil {
		v.Evidence = *rec.Evidence
	}
	if rec.Request != nil {
		v.Evidence, v.Options, v.Deal = rec.Request.Request.Context, rec.Request.Request.Options, rec.Request.Request.Deal
	}
	if rec.Status != StatusMinted {
		return v, nil
	}
	var p verdict.Verdict
	if rec.parsed != nil {
		p = *rec.parsed
	} else if err := json.Unmarshal(rec.Verdict, &p); err != nil {
		return nil, fmt.Errorf("coordinator: stored verdict: %w", err)
	}
	v.Decision, v.Unanimous, v.Dissent, v.Method = p.Decision, p.Unanimous, p.Dissent, p.Method
	v.Options, v.Evidence, v.Deal, v.TrustModel, v.CreatedAt = p.Options, p.Evidence, p.Deal, p.TrustModel, p.CreatedAt
	v.Receipt = base64.RawURLEncoding.EncodeToString(rec.Verdict)
	v.Signature, v.Signer, v.Hash, v.CID = rec.Signature, p.Coordinator.String(), rec.Hash, rec.CID
	v.SealCID, v.ContentCID, v.Receipts, v.MintedAt = rec.SealCID, rec.ContentCID, rec.Receipts, rec.MintedAt
	rat := make(map[verdict.Address]string)
	if withRationales {
		for _, r := range rec.Rationales {
			rat[r.Juror] = r.Rationale
		}
	} else {
		v.RationalesWithheld = len(rec.Rationales) > 0
	}
	for _, j := range p.Jurors {
		v.Jurors = append(v.Jurors, JurorView{JurorVote: j, Rationale: rat[j.Juror]})
	}
	return v, nil
}

// Decorator adds node-level facts (such as settlement state) to a view.
type Decorator func(ctx context.Context, rec *Record, v *View)

// API serves the coordinator's HTTP interface.
type API struct {
	svc      *Service
	log      *slog.Logger
	mux      *http.ServeMux
	decorate []Decorator
	ready    func() error
}

// NewAPI returns the HTTP API. ready reports whether the node can take
// requests (nil means always).
func NewAPI(svc *Service, ready func() error, log *slog.Logger) *API {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	a := &API{svc: svc, log: log, mux: http.NewServeMux(), ready: ready}
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
func (a *API) Handle(pattern string, h http.Handler) { a.mux.Handle(pattern, h) }

// Decorate registers a view decorator.
func (a *API) Decorate(d Decorator) { a.decorate = append(a.decorate, d) }

// ServeHTTP answers unknown routes with 404 and wrong methods with 405, both
// as JSON.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
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
		WriteError(w, http.StatusMethodNotAllowed, &APIError{Error: fmt.Sprintf("method %s is not allowed on %s", r.Method, r.URL.Path), Code: "method_not_allowed"})
	case http.StatusNotFound, 0:
		WriteError(w, http.StatusNotFound, &APIError{Error: "no route " + r.URL.Path, Code: "not_found"})
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

// SubmitBody is the JSON body of POST /v1/verdicts.
type SubmitBody struct {
	Submission
	// Async answers 202 at once instead of waiting for the verdict: with
	// the pending record, or a queued one when no panel of jurors with free
	// judgement slots could be drawn yet (Service.Submit).
	Async bool `json:"async,omitempty"`
}

func (a *API) submit(w http.ResponseWriter, r *http.Request) {
	var body SubmitBody
	if err := DecodeJSON(w, r, MaxBodyBytes, &body); err != nil {
		writeDecodeError(w, err)
		return
	}
	if body.Async || strings.Contains(r.Header.Get("Prefer"), "respond-async") {
		rec, err := a.svc.Submit(r.Context(), body.Submission)
		if err != nil {
			a.submitError(w, err)
			return
		}
		w.Header().Set("Location", "/v1/verdicts/"+rec.ID)
		v, _ := ViewOf(rec, false)
		WriteJSON(w, statusOf(rec), v) // 202, or the status of the record the same content made before
		return
	}
	final, err := a.svc.SubmitAndWait(r.Context(), body.Submission)
	if err != nil {
		a.submitError(w, err)
		return
	}
	// The rationales of an unpublished verdict go to its requester alone:
	// the submitter its token was issued to just now, or one that shows the
	// token of the identical submission before. Anyone else who sends the
	// same content (or asks for a deal judged here already) gets the
	// verdict without them, and takes nothing from the requester.
	token, authed := bearerToken(r)
	requester := final.requesterToken != "" || authed && final.IsRequester(token)
	a.respond(w, r, final, final.Publish || requester && !final.Delivered)
}

// SubmitError maps a Submit error to its HTTP answer.
func (a *API) submitError(w http.ResponseWriter, err error) {
	var (
		fe *verdict.FieldError
		dr *DealRefusal
	)
	switch {
	case errors.As(err, &dr):
		WriteError(w, http.StatusConflict, &APIError{Error: dr.Error(), Field: dr.Field, Code: dr.Code})
	case errors.As(err, &fe):
		WriteError(w, http.StatusBadRequest, &APIError{Error: fe.Error(), Field: fe.Field, Code: "invalid"})
	case errors.Is(err, ErrNotEnoughJuror):
		WriteError(w, http.StatusServiceUnavailable, &APIError{Error: err.Error(), Field: "panel", Code: "not_enough_jurors"})
	case errors.Is(err, ErrOverloaded):
		// Nothing was stored: the same request can be sent again.
		w.Header().Set("Retry-After", "1")
		WriteError(w, http.StatusServiceUnavailable, &APIError{Error: err.Error(), Field: "panel", Code: "overloaded"})
	default:
		a.log.Error("submit failed", "err", err)
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
	}
}

// get answers a request's record. The content-free verdict is public; the
// rationales of an unpublished verdict go only to its requester, once,
// and a token that is not the requester's is refused with 403, so that a
// client holding a wrong one learns it instead of losing nothing silently.
func (a *API) get(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := verdict.ValidateID(id); err != nil {
		WriteError(w, http.StatusBadRequest, &APIError{Error: err.Error(), Field: "id", Code: "invalid"})
		return
	}
	token, authed := bearerToken(r)
	rec, err := a.svc.lookup(r.Context(), id)
	if errors.Is(err, ErrNotFound) {
		WriteError(w, http.StatusNotFound, &APIError{Error: "no verdict " + id, Code: "not_found"})
		return
	}
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
		return
	}
	if authed && !rec.IsRequester(token) {
		writeForbidden(w)
		return
	}
	// Published rationales are public content, like GET …/content.
	a.respond(w, r, rec, rec.Publish || authed && !rec.Delivered)
}

// statusOf is the HTTP status of a record: 200 minted, 202 queued or
// pending, 502 when every juror abstained, 503 for a queued submission no
// panel could be drawn for, 500 for other failures.
func statusOf(rec *Record) int {
	switch {
	case rec.Status == StatusPending, rec.Status == StatusQueued:
		return http.StatusAccepted
	case rec.Status == StatusFailed && rec.Failure != nil && rec.Failure.Code == FailAllAbstain:
		return http.StatusBadGateway
	case rec.Status == StatusFailed && rec.Failure != nil && (rec.Failure.Code == FailOverloaded || rec.Failure.Code == FailNotEnoughJurors):
		return http.StatusServiceUnavailable
	case rec.Status == StatusFailed:
		return http.StatusInternalServerError
	}
	return http.StatusOK
}

// respond writes a record with its status (statusOf). Rationales of an
// unpublished verdict are shown once.
func (a *API) respond(w http.ResponseWriter, r *http.Request, rec *Record, withRationales bool) {
	if a.write(w, r, rec, withRationales) {
		a.delivered(rec, withRationales)
	}
}

// write writes and flushes a record's answer (see respond); false when
// the record could not be encoded and an error was written instead.
func (a *API) write(w http.ResponseWriter, r *http.Request, rec *Record, withRationales bool) bool {
	v, err := ViewOf(rec, withRationales)
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
		return false
	}
	for _, d := range a.decorate {
		d(r.Context(), rec, v)
	}
	// Traced before the first byte is written, so that a client that has
	// the answer finds the step recorded.
	a.svc.cfg.Trace(rec.ID, StepAnswerReady)
	WriteJSON(w, statusOf(rec), v)
	if f, ok := w.(http.Flusher); ok {
		f.Flush() // the agent has its answer before any bookkeeping
	}
	return true
}

// delivered records that a record's rationales were shown (MarkDelivered).
func (a *API) delivered(rec *Record, withRationales bool) {
	if rec.Status == StatusMinted && withRationales && !rec.Delivered {
		if err := a.svc.MarkDelivered(rec); err != nil {
			a.log.Warn("could not mark delivered", "id", rec.ID, "err", err)
		}
	}
}

// record answers the auditable record (verdict block, signature, receipt
// blocks) of a minted verdict, as `arbitra verify` reads it.
func (a *API) record(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if err := verdict.ValidateID(id); err != nil {
		WriteError(w, http.StatusBadRequest, &APIError{Error: err.Error(), Field: "id", Code: "invalid"})
		return
	}
	rec, err := a.svc.publicRecord(r.Context(), id)
	switch {
	case errors.Is(err, ErrNotFound):
		WriteError(w, http.StatusNotFound, &APIError{Error: "no verdict " + id, Code: "not_found"})
	case errors.Is(err, ErrNotMinted):
		WriteError(w, http.StatusConflict, &APIError{Error: err.Error(), Code: "not_minted"})
	case err != nil:
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
	default:
		WriteJSON(w, http.StatusOK, rec)
	}
}

func (a *API) signer(w http.ResponseWriter, _ *http.Request) {
	h := a.svc.cfg.Host
	WriteJSON(w, http.StatusOK, map[string]any{
		"address": a.svc.Address(), "peer_id": h.ID().String(), "addrs": h.FullAddrs(),
	})
}

func (a *API) jurors(w http.ResponseWriter, _ *http.Request) {
	WriteJSON(w, http.StatusOK, map[string]any{"jurors": a.svc.Registry().Live()})
}

func (a *API) readyz(w http.ResponseWriter, _ *http.Request) {
	if a.ready != nil {
		if err := a.ready(); err != nil {
			// The count, as in the ready answer: how many jurors serve
			// this coordinator now.
			WriteJSON(w, http.StatusServiceUnavailable, map[string]any{"error": err.Error(), "code": "not_ready",
				"jurors": a.svc.Registry().Count(), "jurors_not_serving": a.svc.Registry().NotServing()})
			return
		}
	}
	load := a.svc.Load()
	WriteJSON(w, http.StatusOK, map[string]any{
		"status":             "ready",
		"jurors":             a.svc.Registry().Count(),
		"jurors_not_serving": a.svc.Registry().NotServing(),
		"in_flight":          load.InFlight,
		"queued":             load.Queued,
		"async_queued":       load.AsyncQueued,
		"slots_held":         load.SlotsHeld,
	})
}

// DecodeJSON reads a JSON body of at most limit bytes into v with the
// rules of the p2p side (verdict.UnmarshalStrict): a duplicate or
// wrong-case member, an unknown member, invalid UTF-8 or trailing data is
// refused. Errors are *APIError naming the field (DecodeStatus gives their
// HTTP status).
func DecodeJSON(w http.ResponseWriter, r *http.Request, limit int64, v any) *APIError {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		return bodyError(err, limit)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return &APIError{Error: "empty body", Field: "body", Code: "invalid"}
	}
	if err := verdict.UnmarshalStrict(raw, v); err != nil {
		return jsonError(err)
	}
	return nil
}

// codeBodyTimeout is the code of a body not received within the edge's
// ReadTimeout.
const codeBodyTimeout = "body_timeout"

// DecodeStatus is the HTTP status of a DecodeJSON error: 408 for a body
// that did not arrive in time, 400 otherwise.
func DecodeStatus(e *APIError) int {
	if e.Code == codeBodyTimeout {
		return http.StatusRequestTimeout
	}
	return http.StatusBadRequest
}

// writeDecodeError answers a DecodeJSON error; a body cut off by its
// deadline also closes the connection, whose unread bytes are lost.
func writeDecodeError(w http.ResponseWriter, e *APIError) {
	status := DecodeStatus(e)
	if status == http.StatusRequestTimeout {
		w.Header().Set("Connection", "close")
	}
	WriteError(w, status, e)
}

func bodyError(err error, limit int64) *APIError {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return &APIError{Error: fmt.Sprintf("body exceeds %d bytes", limit), Field: "body", Code: "too_large"}
	}
	if errors.Is(err, os.ErrDeadlineExceeded) {
		return &APIError{Error: "the body did not arrive in time", Field: "body", Code: codeBodyTimeout}
	}
	return &APIError{Error: "read body: " + err.Error(), Field: "body", Code: "invalid"}
}

func jsonError(err error) *APIError {
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
				return &APIError{Error: `duplicate member "" (the empty name)`, Field: "body", Code: "invalid"}
			}
			return &APIError{Error: fmt.Sprintf("duplicate member %s", f), Field: f, Code: "invalid"}
		case synErr.Err != nil && strings.Contains(synErr.Err.Error(), "UTF-8"): // the sentinel is internal to the decoder
			if f == "" {
				f = "body"
			}
			return &APIError{Error: fmt.Sprintf("%s is not valid UTF-8", f), Field: f, Code: "invalid"}
		}
		return &APIError{Error: fmt.Sprintf("malformed JSON at byte %d: %v", synErr.ByteOffset, synErr.Err), Field: "body", Code: "invalid"}
	case errors.As(err, &semErr):
		f := jsonPath(semErr.JSONPointer)
		if f == "" {
			f = "body"
		}
		if errors.Is(semErr.Err, jsonv2.ErrUnknownName) {
			return &APIError{Error: "unknown field " + f + " (member names are case-sensitive)", Field: f, Code: "invalid"}
		}
		what := "a JSON " + semErr.JSONKind.String()
		if semErr.GoType != nil {
			return &APIError{Error: fmt.Sprintf("%s must be %s, got %s", f, semErr.GoType, what), Field: f, Code: "invalid"}
		}
		return &APIError{Error: fmt.Sprintf("%s: %v", f, err), Field: f, Code: "invalid"}
	}
	return &APIError{Error: "malformed JSON: " + err.Error(), Field: "body", Code: "invalid"}
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
		_ = json.NewEncoder(buf).Encode(&APIError{Error: "encode answer: " + err.Error()})
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

// WriteError writes an APIError as JSON with status.
func WriteError(w http.ResponseWriter, status int, e *APIError) { WriteJSON(w, status, e) }
