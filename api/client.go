package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"github.com/arbitra-network/arbitra/verdict"
)

// DefaultMaxResponseBytes bounds what a Client reads from one answer.
const DefaultMaxResponseBytes = 8 << 20

// Client calls a coordinator's HTTP API.
type Client struct {
	// BaseURL is the API's base URL, such as http://127.0.0.1:8080.
	BaseURL string
	// HTTP is the client used (http.DefaultClient when nil).
	HTTP *http.Client
	// MaxResponseBytes bounds an answer (DefaultMaxResponseBytes when zero).
	MaxResponseBytes int64
}

// NewClient returns a Client for baseURL, which must be an http or https URL.
func NewClient(baseURL string, hc *http.Client) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("api: coordinator URL %q must be http(s)://host[:port]", baseURL)
	}
	return &Client{BaseURL: strings.TrimRight(baseURL, "/"), HTTP: hc}, nil
}

// StatusError is an answer whose status the call did not expect.
type StatusError struct {
	Status int
	Body   Error
}

func (e *StatusError) Error() string {
	msg := e.Body.Error
	if msg == "" {
		msg = http.StatusText(e.Status)
	}
	if e.Body.Field != "" && !strings.HasPrefix(msg, e.Body.Field) {
		msg = e.Body.Field + ": " + msg
	}
	return fmt.Sprintf("coordinator answered %d: %s", e.Status, msg)
}

// IsNotFound reports whether err is a 404 from the coordinator.
func IsNotFound(err error) bool {
	var se *StatusError
	return errors.As(err, &se) && se.Status == http.StatusNotFound
}

// Do sends a request, with the requester token unless it is empty, and
// reads the answer: one whose status is in ok (200 when ok is empty) is
// decoded into out (raw bytes when out is a *[]byte), any other is a
// *StatusError. The status is returned either way. A json.RawMessage body
// is sent as it is.
func (c *Client) Do(ctx context.Context, method, path, token string, body, out any, ok ...int) (int, error) {
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case json.RawMessage: // sent as given: the server refuses what is not JSON, naming the field
		rd = bytes.NewReader(b)
	default:
		raw, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, rd)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Accept", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if body != nil || method != http.MethodGet {
		req.Header.Set("Content-Type", "application/json") // the API refuses a POST of any other type
	}
	hc := c.HTTP
	if hc == nil {
		hc = http.DefaultClient
	}
	resp, err := hc.Do(req)
	if err != nil {
		return 0, fmt.Errorf("coordinator unreachable: %w", err)
	}
	defer resp.Body.Close()
	limit := c.MaxResponseBytes
	if limit <= 0 {
		limit = DefaultMaxResponseBytes
	}
	var raw []byte
	if n := resp.ContentLength; n >= 0 && n <= limit { // the API's answers say their length
		raw = make([]byte, n)
		_, err = io.ReadFull(resp.Body, raw)
	} else {
		raw, err = io.ReadAll(io.LimitReader(resp.Body, limit+1))
	}
	if err != nil {
		return resp.StatusCode, fmt.Errorf("read coordinator answer: %w", err)
	}
	if int64(len(raw)) > limit {
		return resp.StatusCode, fmt.Errorf("coordinator answer exceeds %d bytes", limit)
	}
	if len(ok) == 0 {
		ok = []int{http.StatusOK}
	}
	for _, s := range ok {
		if resp.StatusCode != s {
			continue
		}
		switch o := out.(type) {
		case nil:
		case *[]byte:
			*o = raw
		default:
			if err := json.Unmarshal(raw, out); err != nil {
				return s, fmt.Errorf("undecodable coordinator answer: %w", err)
			}
		}
		return s, nil
	}
	se := &StatusError{Status: resp.StatusCode}
	if json.Unmarshal(raw, &se.Body) != nil || se.Body.Error == "" {
		se.Body = Error{Error: strings.TrimSpace(string(raw[:min(len(raw), 300)]))}
	}
	return resp.StatusCode, se
}

// viewStatuses are the statuses a request's view is answered with
// (minted, queued or pending, every juror abstained, no panel, failed).
var viewStatuses = []int{http.StatusOK, http.StatusAccepted, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusInternalServerError}

// Submit posts a verdict request and returns the record's view: minted,
// pending (async, or the wait was cut short), queued (async, no jurors
// free yet) or failed. A 503 without a view (overloaded, too few jurors)
// is a *StatusError.
func (c *Client) Submit(ctx context.Context, body SubmitBody) (*View, error) {
	return c.view(ctx, http.MethodPost, "/v1/verdicts", "", body)
}

// view sends a request answered with a record's view. An answer of one of
// the view's statuses that is an error instead (a 503 before anything was
// stored) is a *StatusError too.
func (c *Client) view(ctx context.Context, method, path, token string, body any) (*View, error) {
	var raw []byte
	status, err := c.Do(ctx, method, path, token, body, &raw, viewStatuses...)
	if err != nil {
		return nil, err
	}
	var v View
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, fmt.Errorf("undecodable coordinator answer: %w", err)
	}
	if v.ID == "" {
		se := &StatusError{Status: status}
		if json.Unmarshal(raw, &se.Body) != nil || se.Body.Error == "" {
			se.Body.Error = "an answer without a verdict ID"
		}
		return nil, se
	}
	return &v, nil
}

// ViewOptions choose what Verdict asks for.
type ViewOptions struct {
	// Token is the requester token: with it an unpublished verdict's
	// rationales are answered, once.
	Token string
	// Receipts asks for the signed bytes (View.Receipt) and receipt CIDs.
	Receipts bool
}

// Verdict returns the view of a request named by its ID, CID or hash.
func (c *Client) Verdict(ctx context.Context, ref string, opt ViewOptions) (*View, error) {
	path := "/v1/verdicts/" + url.PathEscape(ref)
	if opt.Receipts {
		path += "?receipts=1"
	}
	return c.view(ctx, http.MethodGet, path, opt.Token, nil)
}

// Record returns the auditable record of a minted verdict named by its
// ID, CID or hash.
func (c *Client) Record(ctx context.Context, ref string) (*verdict.Record, error) {
	var r verdict.Record
	if _, err := c.Do(ctx, http.MethodGet, "/v1/verdicts/"+url.PathEscape(ref)+"/record", "", nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// Publish pins a verdict's content, for its requester.
func (c *Client) Publish(ctx context.Context, id, token string, body PublishBody) (*View, error) {
	var v View
	if _, err := c.Do(ctx, http.MethodPost, "/v1/verdicts/"+url.PathEscape(id)+"/publish", token, body, &v); err != nil {
		return nil, err
	}
	return &v, nil
}

// Unpublish unpins a verdict's content, for its requester.
func (c *Client) Unpublish(ctx context.Context, id, token string) (*View, error) {
	var v View
	if _, err := c.Do(ctx, http.MethodDelete, "/v1/verdicts/"+url.PathEscape(id)+"/publish", token, nil, &v); err != nil {
		return nil, err
	}
	return &v, nil
}

// Content returns a published verdict's content.
func (c *Client) Content(ctx context.Context, ref string) (*verdict.Content, error) {
	var ct verdict.Content
	if _, err := c.Do(ctx, http.MethodGet, "/v1/verdicts/"+url.PathEscape(ref)+"/content", "", nil, &ct); err != nil {
		return nil, err
	}
	return &ct, nil
}

// Signer returns the coordinator's signing address and libp2p addresses.
func (c *Client) Signer(ctx context.Context) (*Signer, error) {
	var s Signer
	if _, err := c.Do(ctx, http.MethodGet, "/v1/signer", "", nil, &s); err != nil {
		return nil, err
	}
	if s.Address == "" {
		return nil, errors.New("coordinator answered without a signer address")
	}
	return &s, nil
}

// Jurors returns the capability records of the live jurors.
func (c *Client) Jurors(ctx context.Context) ([]verdict.Capability, error) {
	var out struct {
		Jurors []verdict.Capability `json:"jurors"`
	}
	_, err := c.Do(ctx, http.MethodGet, "/v1/jurors", "", nil, &out)
	return out.Jurors, err
}

// Ready returns the coordinator's readiness; a node that is not ready
// answers with Error set and no error.
func (c *Client) Ready(ctx context.Context) (*Ready, error) {
	var r Ready
	_, err := c.Do(ctx, http.MethodGet, "/readyz", "", nil, &r, http.StatusOK, http.StatusServiceUnavailable)
	return &r, err
}
