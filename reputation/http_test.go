package reputation_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/reputation"
)

func get(t *testing.T, srv *httptest.Server, path string, out any) int {
	t.Helper()
	resp, err := http.Get(srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
		t.Fatalf("%s: content type %q", path, ct)
	}
	raw, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s: %v: %s", path, err, raw)
		}
	}
	return resp.StatusCode
}

func TestHandler(t *testing.T) {
	book, mint := reputation.NewRouteFixture(t)
	mint(1, "agent/b", "coding", "PASS")
	mint(2, "agent/b", "coding", "FAIL")
	mint(3, "agent/b", "research", "FAIL")
	mint(4, "agent/b", "research", "FAIL")
	routes := server.New(server.Config{})
	routes.MountReputation(book)
	srv := httptest.NewServer(routes)
	defer srv.Close()

	var rep reputation.SellerReputation
	if code := get(t, srv, "/v1/reputation/"+reputation.SellerAgent("agent/b"), &rep); code != http.StatusOK {
		t.Fatalf("status %d", code)
	}
	if rep.Agent != reputation.SellerAgent("agent/b") || rep.TotalJudged != 4 || rep.Successes != 1 || !reputation.Near(rep.SuccessRate, 0.25) || len(rep.History) != 4 {
		t.Fatalf("reputation %+v", rep)
	}

	var compat map[string]any
	if code := get(t, srv, "/api/reputation/"+reputation.SellerAgent("agent/b"), &compat); code != http.StatusOK {
		t.Fatalf("compat status %d", code)
	}
	for _, k := range []string{"totalJudged", "successes", "failures", "successRate", "failureRate", "recencyWeightedReliability", "categories", "history"} {
		if _, ok := compat[k]; !ok {
			t.Fatalf("compat answer lacks %s: %v", k, compat)
		}
	}
	if compat["successRate"].(float64) != 0.25 || compat["totalJudged"].(float64) != 4 {
		t.Fatalf("compat %v", compat)
	}
	h := compat["history"].([]any)[0].(map[string]any)
	for _, k := range []string{"dealId", "verdict", "verdictHash", "cid", "timestamp", "taskCategory"} {
		if _, ok := h[k]; !ok {
			t.Fatalf("compat history lacks %s: %v", k, h)
		}
	}

	var js reputation.JurorStats
	if code := get(t, srv, "/v1/jurors/"+strings.ToUpper(reputation.TestJuror(0)[2:]), nil); code != http.StatusBadRequest {
		t.Fatalf("address without 0x: %d", code)
	}
	if code := get(t, srv, "/v1/jurors/"+reputation.TestJuror(0), &js); code != http.StatusOK || js.Served != 4 || js.Agreed != 4 {
		t.Fatalf("juror %d %+v", code, js)
	}

	// An agent with no deals has an empty reputation, on both routes.
	var none reputation.SellerReputation
	if code := get(t, srv, "/v1/reputation/nobody", &none); code != http.StatusOK || none.TotalJudged != 0 || none.SuccessRate != nil || len(none.History) != 0 {
		t.Fatalf("/v1/reputation/nobody: %d %+v, want an empty reputation", code, none)
	}
	var noneCompat reputation.CompatReputation
	if code := get(t, srv, "/api/reputation/nobody", &noneCompat); code != http.StatusOK || noneCompat.TotalJudged != 0 {
		t.Fatalf("/api/reputation/nobody: %d %+v, want an empty reputation", code, noneCompat)
	}

	for _, c := range []struct {
		path  string
		code  int
		field string
	}{
		{"/v1/reputation/" + url.PathEscape("a\x01b"), http.StatusBadRequest, "agent"},
		{"/v1/reputation/" + strings.Repeat("x", 201), http.StatusBadRequest, "agent"},
		{"/v1/jurors/0x1234", http.StatusBadRequest, "address"},
		{"/v1/jurors/" + reputation.TestJuror(99), http.StatusNotFound, "address"},
	} {
		var e apiError
		if code := get(t, srv, c.path, &e); code != c.code || e.Field != c.field || e.Error == "" {
			t.Fatalf("%s: %d %+v, want %d on %s", c.path, code, e, c.code, c.field)
		}
	}
}

type apiError = api.Error
