package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
)

// startEdge serves h behind an edge on a loopback port.
func startEdge(t *testing.T, h http.Handler, cfg EdgeConfig) (*Edge, string) {
	t.Helper()
	e, err := NewEdge(h, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- e.Serve(ln) }()
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = e.Shutdown(ctx)
		if err := <-done; !errors.Is(err, http.ErrServerClosed) {
			t.Errorf("serve: %v", err)
		}
	})
	return e, ln.Addr().String()
}

type edgeAnswer struct {
	status int
	header http.Header
	err    api.Error
}

func call(t *testing.T, client *http.Client, method, url, host, contentType, body string) edgeAnswer {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if body == "" {
		req.Body, req.ContentLength = http.NoBody, 0
	}
	if host != "" {
		req.Host = host
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var e api.Error
	_ = json.Unmarshal(raw, &e)
	return edgeAnswer{status: resp.StatusCode, header: resp.Header, err: e}
}

// TestEdgeRefusesLooseRequests sends, over real connections, what a web
// page, a rebinding name or a sloppy encoder sends, and what a client may.
func TestEdgeRefusesLooseRequests(t *testing.T) {
	_, addr := startEdge(t, newTestAPI(t), EdgeConfig{AllowedHosts: []string{"arbitra.example.com"}})
	base := "http://" + addr
	client := &http.Client{Timeout: 10 * time.Second}
	valid := `{"question":"Is it done?","options":["yes","no"],"evidence":[{"label":"a","text":"done"}]}`
	cases := []struct {
		name               string
		method, path, host string
		contentType, body  string
		wantStatus         int
		wantField          string
	}{
		{"text/plain POST", "POST", "/v1/verdicts", "", "text/plain", valid, http.StatusUnsupportedMediaType, "Content-Type"},
		{"form POST", "POST", "/v1/verdicts", "", "application/x-www-form-urlencoded", "question=1", http.StatusUnsupportedMediaType, "Content-Type"},
		{"POST without type", "POST", "/v1/verdicts", "", "", valid, http.StatusUnsupportedMediaType, "Content-Type"},
		{"empty POST without type", "POST", "/v1/verdicts/vrd_00000000000000000000000000000000/publish", "", "", "", http.StatusUnsupportedMediaType, "Content-Type"},
		{"other charset", "POST", "/v1/verdicts", "", "application/json; charset=latin1", valid, http.StatusUnsupportedMediaType, "Content-Type"},
		{"charset utf-8 passes the edge", "POST", "/v1/verdicts", "", "application/json; charset=UTF-8", valid, http.StatusServiceUnavailable, "panel"},
		{"rebound Host", "GET", "/v1/jurors", "attacker.example:" + strings.Split(addr, ":")[1], "", "", http.StatusForbidden, "Host"},
		{"rebound Host on a POST", "POST", "/v1/verdicts", "attacker.example", "application/json", valid, http.StatusForbidden, "Host"},
		{"rebound Host on the gateway", "GET", "/ipfs/bafkqaaa", "attacker.example", "", "", http.StatusForbidden, "Host"},
		{"rebound Host on MCP", "POST", "/mcp", "attacker.example", "application/json", "{}", http.StatusForbidden, "Host"},
		{"duplicate key", "POST", "/v1/verdicts", "", "application/json", `{"question":"a","question":"Is it done?","options":["yes","no"],"evidence":[{"label":"a","text":"done"}]}`, http.StatusBadRequest, "question"},
		{"duplicate nested key", "POST", "/v1/verdicts", "", "application/json", `{"question":"q","options":["yes","no"],"evidence":[{"label":"a","label":"b","text":"done"}]}`, http.StatusBadRequest, "evidence[0].label"},
		{"invalid UTF-8", "POST", "/v1/verdicts", "", "application/json", "{\"question\":\"done\xff?\",\"options\":[\"yes\",\"no\"],\"evidence\":[{\"label\":\"a\",\"text\":\"done\"}]}", http.StatusBadRequest, "question"},
		{"wrong-case key", "POST", "/v1/verdicts", "", "application/json", `{"Question":"Is it done?","options":["yes","no"],"evidence":[{"label":"a","text":"done"}]}`, http.StatusBadRequest, "Question"},
		{"unknown nested key", "POST", "/v1/verdicts", "", "application/json", `{"question":"q","options":["yes","no"],"evidence":[{"label":"a","text":"done","x":1}]}`, http.StatusBadRequest, "evidence[0].x"},
		{"trailing data", "POST", "/v1/verdicts", "", "application/json", valid + `{}`, http.StatusBadRequest, "body"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := call(t, client, c.method, base+c.path, c.host, c.contentType, c.body)
			if got.status != c.wantStatus || got.err.Field != c.wantField {
				t.Fatalf("got %d field %q (%s), want %d field %q", got.status, got.err.Field, got.err.Error, c.wantStatus, c.wantField)
			}
		})
	}
	for _, host := range []string{"", "localhost:1", "127.0.0.1", "[::1]:8080", "arbitra.example.com", "ARBITRA.example.com.:443"} {
		if got := call(t, client, "GET", base+"/v1/jurors", host, "", ""); got.status != http.StatusOK {
			t.Fatalf("Host %q: %d %+v", host, got.status, got.err)
		}
	}
	if got := call(t, client, "GET", base+"/healthz", "attacker.example", "", ""); got.status != http.StatusOK {
		t.Fatalf("probe with another Host: %d", got.status)
	}
}

// TestEdgeCutsOffASlowBody sends headers and part of a body, then stalls:
// the edge answers 408 and closes the connection once ReadTimeout is over.
func TestEdgeCutsOffASlowBody(t *testing.T) {
	const readTimeout = 300 * time.Millisecond
	_, addr := startEdge(t, newTestAPI(t), EdgeConfig{ReadTimeout: readTimeout})
	// The server arms its deadline when it accepts, which may be before
	// Dial returns here: the lower bound counts from before the dial.
	start := time.Now()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_, err = io.WriteString(conn, "POST /v1/verdicts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"+
		"Content-Length: 1000\r\n\r\n{\"question\":\"Is it")
	if err != nil {
		t.Fatal(err)
	}
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second)) // the test's bound, far above the edge's
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("no answer to the stalled body: %v", err)
	}
	var e api.Error
	_ = json.NewDecoder(resp.Body).Decode(&e)
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestTimeout || e.Field != "body" {
		t.Fatalf("got %d %+v, want 408 naming the body", resp.StatusCode, e)
	}
	if _, err := br.ReadByte(); !errors.Is(err, io.EOF) {
		t.Fatalf("connection still open after the answer: %v", err)
	}
	if took := time.Since(start); took < readTimeout || took > readTimeout+5*time.Second {
		t.Fatalf("cut off after %s, ReadTimeout is %s", took, readTimeout)
	}
}

// TestEdgeLetsAnAnswerWaitPastItsTimeouts: once the body is in, neither
// the read timeout nor the write timeout cuts short a handler that waits
// (as a synchronous submission waits for its verdict).
func TestEdgeLetsAnAnswerWaitPastItsTimeouts(t *testing.T) {
	const timeout = 100 * time.Millisecond
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.ReadAll(r.Body); err != nil {
			t.Errorf("read body: %v", err)
			return
		}
		select {
		case <-time.After(5 * timeout):
			WriteJSON(w, http.StatusOK, map[string]string{"status": "waited"})
		case <-r.Context().Done():
			t.Errorf("the request's context ended while it waited: %v", context.Cause(r.Context()))
		}
	})
	_, addr := startEdge(t, h, EdgeConfig{ReadTimeout: timeout, WriteTimeout: timeout})
	client := &http.Client{Timeout: 10 * time.Second}
	if got := call(t, client, "POST", "http://"+addr+"/", "", "application/json", `{"a":1}`); got.status != http.StatusOK {
		t.Fatalf("got %d", got.status)
	}
}

// TestEdgeIdleConnectionsDoNotLockOut holds 1,000 connections open that
// send nothing, four times the cap: a new client is still served, and the
// edge never counts more connections than its cap.
func TestEdgeIdleConnectionsDoNotLockOut(t *testing.T) {
	const idle, maxConns = 1000, 250
	e, addr := startEdge(t, newTestAPI(t), EdgeConfig{MaxConns: maxConns, ReadHeaderTimeout: time.Minute, IdleTimeout: time.Minute})
	conns := make([]net.Conn, 0, idle)
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	d := net.Dialer{Timeout: 5 * time.Second}
	for range idle {
		c, err := d.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("dial idle connection %d: %v", len(conns), err)
		}
		conns = append(conns, c)
	}
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	got := call(t, client, "GET", "http://"+addr+"/v1/signer", "", "", "")
	if got.status != http.StatusOK {
		t.Fatalf("new client behind %d idle connections: %d %+v", idle, got.status, got.err)
	}
	if n := e.gate.open(); n > maxConns {
		t.Fatalf("%d connections counted, cap %d", n, maxConns)
	}
}

// TestEdgeAtTheCapWithNoIdleConnection: when every connection is serving a
// request, a new one is answered 503 instead of waiting unseen.
func TestEdgeAtTheCapWithNoIdleConnection(t *testing.T) {
	entered, release := make(chan struct{}), make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		entered <- struct{}{}
		<-release
		WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	_, addr := startEdge(t, h, EdgeConfig{MaxConns: 1})
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	first := make(chan int, 1)
	go func() {
		resp, err := client.Get("http://" + addr + "/")
		if err != nil {
			first <- 0
			return
		}
		resp.Body.Close()
		first <- resp.StatusCode
	}()
	<-entered
	got := call(t, client, "GET", "http://"+addr+"/", "", "", "")
	close(release)
	if got.status != http.StatusServiceUnavailable || got.header.Get("Retry-After") == "" {
		t.Fatalf("second connection at the cap: %d %v", got.status, got.header)
	}
	if s := <-first; s != http.StatusOK {
		t.Fatalf("first request: %d", s)
	}
}

// TestEdgeRateLimitsAClient: beyond its burst a client gets 429 with
// Retry-After; the probes are not counted.
func TestEdgeRateLimitsAClient(t *testing.T) {
	const burst = 3
	_, addr := startEdge(t, newTestAPI(t), EdgeConfig{Rate: 0.5, Burst: burst})
	client := &http.Client{Timeout: 10 * time.Second}
	for i := range burst {
		if got := call(t, client, "GET", "http://"+addr+"/v1/signer", "", "", ""); got.status != http.StatusOK {
			t.Fatalf("request %d within the burst: %d", i, got.status)
		}
	}
	got := call(t, client, "GET", "http://"+addr+"/v1/signer", "", "", "")
	if got.status != http.StatusTooManyRequests || got.err.Code != "rate_limited" {
		t.Fatalf("over the rate: %d %+v", got.status, got.err)
	}
	if s, err := strconv.Atoi(got.header.Get("Retry-After")); err != nil || s < 1 || s > 2 {
		t.Fatalf("Retry-After %q, want the 2 s until a token at 0.5/s", got.header.Get("Retry-After"))
	}
	if got := call(t, client, "GET", "http://"+addr+"/healthz", "", "", ""); got.status != http.StatusOK {
		t.Fatalf("probe over the rate: %d", got.status)
	}
}

func TestClientKey(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"127.0.0.1:1", "127.0.0.1:2", true},
		{"127.0.0.1:1", "127.0.0.2:1", false},
		{"[2001:db8::1]:1", "[2001:db8::2]:9", true},
		{"[2001:db8:0:1::1]:1", "[2001:db8::1]:1", false},
		{"[::ffff:10.0.0.1]:1", "10.0.0.1:2", true},
	} {
		if got := clientKey(c.a) == clientKey(c.b); got != c.same {
			t.Errorf("%s and %s: same client %t, want %t", c.a, c.b, got, c.same)
		}
	}
}

// TestEdgeCutsOffAClientThatStopsReading: a write that cannot progress for
// WriteTimeout fails, so the handler and its connection are let go.
func TestEdgeCutsOffAClientThatStopsReading(t *testing.T) {
	const timeout = 200 * time.Millisecond
	writeErr := make(chan error, 1)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		chunk := make([]byte, 1<<20)
		for range 1024 { // far more than the loopback socket buffers hold
			if _, err := w.Write(chunk); err != nil {
				writeErr <- err
				return
			}
		}
		writeErr <- nil
	})
	_, addr := startEdge(t, h, EdgeConfig{WriteTimeout: timeout})
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-writeErr:
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			t.Fatalf("write to a client that reads nothing: %v, want a deadline error", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the handler is still writing to a client that reads nothing")
	}
}

func TestHostPolicy(t *testing.T) {
	for _, bad := range []string{"http://arbitra.example.com", "a b", "*.example.com", "user@host"} {
		if _, err := NewHostPolicy([]string{bad}); !errors.Is(err, ErrBadHost) {
			t.Errorf("allowed host %q: %v, want ErrBadHost", bad, err)
		}
	}
	local := &net.TCPAddr{IP: net.ParseIP("192.0.2.7"), Port: 8080}
	req := func(host string) *http.Request {
		r, _ := http.NewRequest("GET", "http://x/", nil)
		r.Host = host
		return r.WithContext(context.WithValue(r.Context(), http.LocalAddrContextKey, net.Addr(local)))
	}
	strict, _ := NewHostPolicy([]string{"arbitra.example.com:443"})
	anyHost, _ := NewHostPolicy([]string{"*"})
	for _, c := range []struct {
		host          string
		strict, loose bool
	}{
		{"arbitra.example.com", true, true},
		{"Arbitra.Example.Com.:8080", true, true},
		{"192.0.2.7:8080", true, true}, // the address the request arrived on
		{"192.0.2.8:8080", false, true},
		{"127.0.0.53", true, true},
		{"[::1]", true, true},
		{"localhost", true, true},
		{"localhost.attacker.example", false, true},
		{"attacker.example", false, true},
		{"", false, true},
	} {
		if got := strict.Allows(req(c.host)); got != c.strict {
			t.Errorf("allow-list, Host %q: %t, want %t", c.host, got, c.strict)
		}
		if got := anyHost.Allows(req(c.host)); got != c.loose {
			t.Errorf(`"*", Host %q: %t, want %t`, c.host, got, c.loose)
		}
	}
}
