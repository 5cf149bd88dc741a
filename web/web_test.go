package web_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/web"
)

func TestOrigin(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"http://127.0.0.1:8545", "http://127.0.0.1:8545"},
		{"https://RPC.example.org/v3/key?x=1", "https://rpc.example.org"},
		{"http://[::1]:8080/", "http://[::1]:8080"},
		{"ftp://example.org", ""},
		{"javascript:alert(1)", ""},
		{"https://user:pw@example.org", ""},
		{"https://example.org;script-src *", ""},
		{"https://exa mple.org", ""},
		{"https://example.org'", ""},
		{"//example.org", ""},
		{"", ""},
	} {
		if got := web.Origin(c.in); got != c.want {
			t.Errorf("Origin(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestPolicy(t *testing.T) {
	p := web.Policy(url.Values{"rpc": {"http://127.0.0.1:8545/"}, "gateway": {"https://gw.example; script-src *"}})
	if !strings.Contains(p, "connect-src 'self' http://127.0.0.1:8545;") {
		t.Errorf("policy %q does not add the RPC origin", p)
	}
	if strings.Contains(p, "gw.example") || strings.Count(p, "script-src") != 1 {
		t.Errorf("policy %q took a malformed gateway", p)
	}
	if !strings.HasPrefix(web.Policy(nil), "default-src 'none'; script-src 'self';") {
		t.Errorf("policy %q", web.Policy(nil))
	}
}

func TestRoutes(t *testing.T) {
	srv := httptest.NewServer(web.Handler())
	defer srv.Close()
	for _, c := range []struct {
		path, ctype string
		status      int
		body        string
	}{
		{"/", "text/html; charset=utf-8", 200, `<script type="module" src="/web/app.js">`},
		{"/v/bafy?rpc=http://127.0.0.1:1", "text/html; charset=utf-8", 200, `id="checks"`},
		{"/web/app.js", "text/javascript; charset=utf-8", 200, "verdict"},
		{"/web/style.css", "text/css; charset=utf-8", 200, "--pass"},
		{"/web/icon.svg", "image/svg+xml", 200, "<svg"},
		{"/web/web.go", "", 404, ""},
		{"/web/../web.go", "", 404, ""},
	} {
		resp, err := http.Get(srv.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status {
			t.Errorf("GET %s: %d, want %d", c.path, resp.StatusCode, c.status)
			continue
		}
		if c.status != 200 {
			continue
		}
		if got := resp.Header.Get("Content-Type"); got != c.ctype {
			t.Errorf("GET %s: Content-Type %q", c.path, got)
		}
		if resp.Header.Get("Content-Security-Policy") == "" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: headers %v", c.path, resp.Header)
		}
		if !strings.Contains(string(body), c.body) {
			t.Errorf("GET %s: body lacks %q", c.path, c.body)
		}
	}
}
