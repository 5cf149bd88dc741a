package server

import (
	"errors"
	"net/http"
	"strings"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/verdict"
)

// bearerToken returns the credential of an "Authorization: Bearer …"
// header; ok is false when the request carries none, and then it is
// anonymous (any other scheme is not a requester token).
func bearerToken(r *http.Request) (token string, ok bool) {
	scheme, cred, found := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	if !found || !strings.EqualFold(scheme, "Bearer") {
		return "", false
	}
	return strings.TrimSpace(cred), true
}

func (a *Server) publish(w http.ResponseWriter, r *http.Request) {
	id, ok := a.pathID(w, r)
	if !ok {
		return
	}
	token, ok := bearerToken(r)
	if !ok { // refused before its body is read
		writeForbidden(w)
		return
	}
	var body api.PublishBody
	if r.ContentLength != 0 {
		if err := DecodeJSON(w, r, api.MaxBodyBytes, &body); err != nil && !(err.Code == "invalid" && err.Error == "empty body") {
			WriteError(w, http.StatusBadRequest, err)
			return
		}
	}
	rec, err := a.svc.Publish(id, token, coordinator.PublishBody(body))
	a.publication(w, r, rec, err)
}

func (a *Server) unpublish(w http.ResponseWriter, r *http.Request) {
	id, ok := a.pathID(w, r)
	if !ok {
		return
	}
	token, ok := bearerToken(r)
	if !ok {
		writeForbidden(w)
		return
	}
	rec, err := a.svc.Unpublish(id, token)
	a.publication(w, r, rec, err)
}

// writeForbidden answers a caller without the requester token.
func writeForbidden(w http.ResponseWriter) {
	WriteError(w, http.StatusForbidden, &api.Error{Error: coordinator.ErrForbidden.Error(), Field: "Authorization", Code: "forbidden"})
}

func (a *Server) publication(w http.ResponseWriter, r *http.Request, rec *coordinator.Record, err error) {
	var fe *verdict.FieldError
	switch {
	case err == nil:
		a.respond(w, r, rec, false, "")
	case errors.Is(err, coordinator.ErrForbidden):
		writeForbidden(w)
	case errors.As(err, &fe):
		WriteError(w, http.StatusBadRequest, &api.Error{Error: fe.Error(), Field: fe.Field, Code: "mismatch"})
	case errors.Is(err, coordinator.ErrNotFound):
		WriteError(w, http.StatusNotFound, &api.Error{Error: err.Error(), Field: "id", Code: "not_found"})
	case errors.Is(err, coordinator.ErrNothingToPublish):
		WriteError(w, http.StatusConflict, &api.Error{Error: "this verdict was minted unpublished and its content was not kept: " +
			"publish by re-supplying the question (and optionally rubric, evidence and rationales)", Field: "question", Code: "nothing_to_publish"})
	case errors.Is(err, coordinator.ErrNotMinted):
		WriteError(w, http.StatusConflict, &api.Error{Error: err.Error(), Field: "id", Code: "not_minted"})
	default:
		WriteError(w, http.StatusInternalServerError, &api.Error{Error: err.Error()})
	}
}

// content answers a published verdict's content; 404 otherwise, exactly as
// for a verdict that never existed.
func (a *Server) content(w http.ResponseWriter, r *http.Request) {
	id, ok := a.pathID(w, r)
	if !ok {
		return
	}
	b, contentCID, err := a.svc.Content(r.Context(), id)
	if err != nil {
		WriteError(w, http.StatusNotFound, &api.Error{Error: "no published content for " + id, Field: "id", Code: "not_found"})
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-CID", contentCID)
	_, _ = w.Write(b)
}
