package mcpserver

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

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/verdict"
)

// DefaultMaxResponseBytes bounds what the Client reads from one answer.
const DefaultMaxResponseBytes = 8 << 20

// Client is a small typed client of a coordinator's HTTP API. It is safe for
// concurrent use.
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
		return nil, fmt.Errorf("mcpserver: coordinator URL %q must be http(s)://host[:port]", baseURL)
	}
	return &Client{BaseURL: strings.TrimRight(baseURL, "/"), HTTP: hc}, nil
}

// APIError is a coordinator's error answer.
type APIError struct {
	Status  int
	Message string
	Field   string
	Code    string
}

func (e *APIError) Error() string {
	msg := e.Message
	if msg == "" {
		msg = http.StatusText(e.Status)
	}
	if e.Field != "" && !strings.HasPrefix(msg, e.Field) {
		msg = e.Field + ": " + msg
	}
	return fmt.Sprintf("coordinator answered %d: %s", e.Status, msg)
}

// IsNotFound reports whether err is a 404 from the coordinator.
func IsNotFound(err error) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Status == http.StatusNotFound
}

// do sends an anonymous request (send).
func (c *Client) do(ctx context.Context, method, path string, body, out any, ok ...int) (int, error) {
	return c.send(ctx, method, path, "", body, out, ok...)
}

// send sends a request, with the requester token unless it is empty, and
// reads the answer. Answers whose status is in ok are decoded into out;
// any other status is an *APIError. The status is returned either way.
func (c *Client) send(ctx context.Context, method, path, token string, body, out any, ok ...int) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(b)
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
	raw, err := io.ReadAll(io.LimitReader(resp.Body, limit+1))
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
		if resp.StatusCode == s {
			if out == nil {
				return s, nil
			}
			if err := json.Unmarshal(raw, out); err != nil {
				return s, fmt.Errorf("undecodable coordinator answer: %w", err)
			}
			return s, nil
		}
	}
	ae := &APIError{Status: resp.StatusCode}
	var body2 coordinator.APIError
	if json.Unmarshal(raw, &body2) == nil && body2.Error != "" {
		ae.Message, ae.Field, ae.Code = body2.Error, body2.Field, body2.Code
	} else {
		ae.Message = strings.TrimSpace(string(raw[:min(len(raw), 300)]))
	}
	return resp.StatusCode, ae
}

// Submit posts a verdict request and returns the record's view: minted,
// pending (async, or the wait was cut short), queued (async, no jurors
// free yet) or failed.
func (c *Client) Submit(ctx context.Context, body coordinator.SubmitBody) (*coordinator.View, error) {
	var v coordinator.View
	_, err := c.do(ctx, http.MethodPost, "/v1/verdicts", body, &v,
		http.StatusOK, http.StatusAccepted, http.StatusBadGateway, http.StatusInternalServerError)
	if err != nil {
		return nil, err
	}
	if v.ID == "" {
		return nil, errors.New("coordinator answered without a verdict ID")
	}
	return &v, nil
}

// Verdict returns the view of a request. The rationales of an unpublished
// verdict are shown once, and only with the requester token its
// submission answered (token may be empty: the content-free view).
func (c *Client) Verdict(ctx context.Context, id, token string) (*coordinator.View, error) {
	var v coordinator.View
	_, err := c.send(ctx, http.MethodGet, "/v1/verdicts/"+url.PathEscape(id), token, nil, &v,
		http.StatusOK, http.StatusAccepted, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusInternalServerError)
	if err != nil {
		return nil, err
	}
	if v.ID == "" {
		return nil, errors.New("coordinator answered without a verdict ID")
	}
	return &v, nil
}

// Record returns the auditable record of a minted verdict.
func (c *Client) Record(ctx context.Context, id string) (*verdict.Record, error) {
	var r verdict.Record
	if _, err := c.do(ctx, http.MethodGet, "/v1/verdicts/"+url.PathEscape(id)+"/record", nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// Judgment returns the compat judgment of a deal (GET /api/judgments).
func (c *Client) Judgment(ctx context.Context, dealID string) (*coordinator.Judgment, error) {
	var j coordinator.Judgment
	if _, err := c.do(ctx, http.MethodGet, "/api/judgments/"+url.PathEscape(dealID), nil, &j); err != nil {
		return nil, err
	}
	return &j, nil
}

// Reputation returns a seller's record.
func (c *Client) Reputation(ctx context.Context, agent string) (*reputation.SellerReputation, error) {
	var r reputation.SellerReputation
	if _, err := c.do(ctx, http.MethodGet, "/v1/reputation/"+url.PathEscape(agent), nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// Deal returns what the escrow index holds about a deal.
func (c *Client) Deal(ctx context.Context, dealID string) (*IndexedDeal, error) {
	var raw json.RawMessage
	if _, err := c.do(ctx, http.MethodGet, "/v1/deals/"+url.PathEscape(dealID), nil, &raw); err != nil {
		return nil, err
	}
	return decodeIndexedDeal(raw)
}
