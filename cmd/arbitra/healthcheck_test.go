package main

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestHealthcheck: 200 is healthy, any other status or no answer is not,
// and the error carries the node's reason so that a container's health
// log says why.
func TestHealthcheck(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/healthz":
			_, _ = io.WriteString(w, "ok")
		case "/readyz":
			http.Error(w, "0 live jurors, want 3", http.StatusServiceUnavailable)
		case "/slow":
			<-r.Context().Done()
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	closed, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refused := "http://" + closed.Addr().String() + "/healthz"
	closed.Close()

	ctx := context.Background()
	var out bytes.Buffer
	if err := run(ctx, []string{"healthcheck", "--url", srv.URL + "/healthz"}, &out, io.Discard); err != nil || !strings.HasPrefix(out.String(), "ok ") {
		t.Fatalf("healthy node: %v, printed %q", err, out.String())
	}
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"not ready", []string{"--url", srv.URL + "/readyz"}, "503 Service Unavailable: 0 live jurors, want 3"},
		{"not found", []string{"--url", srv.URL + "/nothing"}, "404"},
		{"refused", []string{"--url", refused}, "connect"},
		{"too slow", []string{"--url", srv.URL + "/slow", "--timeout", "50ms"}, "deadline exceeded"},
		{"no url", nil, "--url is required"},
		{"not http", []string{"--url", "unix:///run/arbitra.sock"}, "not an http(s) URL"},
		{"bad timeout", []string{"--url", srv.URL, "--timeout", "0s"}, "--timeout must be positive"},
	} {
		start := time.Now()
		err := run(ctx, append([]string{"healthcheck"}, c.args...), io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, err, c.want)
		}
		if exitStatus(err) != 1 {
			t.Errorf("%s: exit status %d, want 1", c.name, exitStatus(err))
		}
		if time.Since(start) > 5*time.Second {
			t.Errorf("%s: took %s", c.name, time.Since(start))
		}
	}

	out.Reset()
	if err := run(ctx, []string{"healthcheck", "--help"}, &out, io.Discard); err != nil || !strings.Contains(out.String(), "--url URL") {
		t.Fatalf("--help: %v\n%s", err, out.String())
	}
}
