package coordinator_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/coordtest"
	"github.com/arbitra-network/arbitra/verdict"
)

// newRouteService is a started coordinator with no jurors.
func newRouteService(t *testing.T) *coordinator.Service { return coordtest.Start(t) }

// TestRequesterRoutes checks, on a minted record with rationales not yet
// shown, what each route answers a stranger and the requester (the table
// in the README): nothing a stranger sends takes the rationales or
// publishes.
func TestRequesterRoutes(t *testing.T) {
	svc := newRouteService(t)
	routes := server.New(server.Config{Service: svc})
	token, hash := coordinator.NewRequesterToken()
	other, _ := coordinator.NewRequesterToken()
	sv := mintedFixture(t, svc)
	id := sv.Verdict.ID
	rats := []verdict.Rationale{{Juror: sv.Verdict.Jurors[0].Juror, Rationale: "because it is"}}
	rec := coordinator.Record{ID: id, Status: coordinator.StatusMinted, CreatedAt: sv.Verdict.CreatedAt, RequesterHash: hash,
		Verdict: sv.Bytes, Signature: sv.Signature, Hash: sv.HashHex(), CID: sv.CID()}
	if err := coordinator.SeedMinted(svc, rec, rats); err != nil {
		t.Fatal(err)
	}
	send := func(method, path, tok string, body string) (int, []byte) {
		t.Helper()
		w := httptest.NewRecorder()
		r := httptest.NewRequest(method, path, strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		if tok != "" {
			r.Header.Set("Authorization", "Bearer "+tok)
		}
		routes.ServeHTTP(w, r)
		return w.Code, w.Body.Bytes()
	}
	code := func(b []byte) string {
		var e api.Error
		_ = json.Unmarshal(b, &e)
		return e.Code
	}
	unknown := "vrd_" + strings.Repeat("0", 32)
	publish := `{"question":"Is it done?"}`
	cases := []struct {
		name, method, path, token, body string
		status                          int
		code                            string
	}{
		{"anonymous read", "GET", "/v1/verdicts/" + id, "", "", http.StatusOK, ""},
		{"wrong-token read", "GET", "/v1/verdicts/" + id, other, "", http.StatusForbidden, "forbidden"},
		{"wrong-token read of an unknown verdict", "GET", "/v1/verdicts/" + unknown, other, "", http.StatusNotFound, "not_found"},
		{"anonymous publish", "POST", "/v1/verdicts/" + id + "/publish", "", publish, http.StatusForbidden, "forbidden"},
		{"wrong-token publish", "POST", "/v1/verdicts/" + id + "/publish", other, publish, http.StatusForbidden, "forbidden"},
		{"wrong-token publish of an unknown verdict", "POST", "/v1/verdicts/" + unknown + "/publish", other, publish, http.StatusForbidden, "forbidden"},
		{"anonymous unpublish", "DELETE", "/v1/verdicts/" + id + "/publish", "", "", http.StatusForbidden, "forbidden"},
		{"wrong-token unpublish", "DELETE", "/v1/verdicts/" + id + "/publish", other, "", http.StatusForbidden, "forbidden"},
		{"anonymous content", "GET", "/v1/verdicts/" + id + "/content", "", "", http.StatusNotFound, "not_found"},
	}
	for _, c := range cases {
		status, b := send(c.method, c.path, c.token, c.body)
		if status != c.status || code(b) != c.code || strings.Contains(string(b), "because it is") {
			t.Errorf("%s: %d %s, want %d %q without the rationale", c.name, status, b, c.status, c.code)
		}
		if got, err := svc.Get(id); err != nil || len(got.Rationales) != 1 || got.Publish {
			t.Fatalf("%s changed the record: %+v %v", c.name, got, err)
		}
	}
	status, b := send("GET", "/v1/verdicts/"+id, "", "")
	var v api.View
	if err := json.Unmarshal(b, &v); err != nil || status != http.StatusOK || !v.RationalesWithheld || v.RequesterToken != "" {
		t.Fatalf("anonymous view: %d %s", status, b)
	}
	// The requester reads them once; the mark is written after the answer,
	// which the recorder holds whole by then.
	status, b = send("GET", "/v1/verdicts/"+id, token, "")
	if status != http.StatusOK || !strings.Contains(string(b), "because it is") {
		t.Fatalf("the requester's read: %d %s", status, b)
	}
	if got, err := svc.Get(id); err != nil || !got.Delivered || got.Rationales != nil {
		t.Fatalf("after the requester's read: %+v %v", got, err)
	}
	// Without an archive the requester's publish gets past the token check
	// and no further.
	if status, b := send("POST", "/v1/verdicts/"+id+"/publish", token, publish); status == http.StatusForbidden {
		t.Fatalf("the requester's publish: %d %s", status, b)
	}
}

// mintedFixture signs a verdict with one juror, as a mint would.
func mintedFixture(t *testing.T, svc *coordinator.Service) verdict.SignedVerdict {
	t.Helper()
	signer := coordinator.SignerOf(svc)
	sv, err := verdict.SignVerdict(verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: "vrd_" + strings.Repeat("ab", 16), Coordinator: verdict.MustAddress(svc.Address()),
		QuestionFP: verdict.Fingerprint("Is it done?"), Options: []string{"yes", "no"}, Decision: "yes", Method: verdict.MethodMajorityV1,
		Jurors:    []verdict.JurorVote{{Juror: verdict.MustAddress("0x" + strings.Repeat("11", 20)), Vote: "yes", RationaleFP: verdict.Fingerprint("because it is")}},
		CreatedAt: "2026-09-06T10:12:05Z",
	}, signer)
	if err != nil {
		t.Fatal(err)
	}
	return sv
}

// TestVerdictNamedByIDCIDOrHash checks that every route naming a verdict
// takes its request ID, CID or hash, and that the signed bytes come only
// when asked for.
func TestVerdictNamedByIDCIDOrHash(t *testing.T) {
	svc := newRouteService(t)
	sv := mintedFixture(t, svc)
	id := sv.Verdict.ID
	rec := coordinator.Record{ID: id, Status: coordinator.StatusMinted, CreatedAt: sv.Verdict.CreatedAt,
		Verdict: sv.Bytes, Signature: sv.Signature, Hash: sv.HashHex(), CID: sv.CID()}
	if err := coordinator.SeedMinted(svc, rec, nil); err != nil {
		t.Fatal(err)
	}
	routes := server.New(server.Config{Service: svc, Resolve: func(hash string) (string, error) {
		if hash == sv.HashHex() { // the node resolves through its replica index
			return id, nil
		}
		return "", coordinator.ErrNotFound
	}})
	get := func(path string) (int, []byte) {
		w := httptest.NewRecorder()
		routes.ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
		return w.Code, w.Body.Bytes()
	}
	for _, ref := range []string{id, sv.CID(), sv.HashHex(), "0x" + sv.HashHex()} {
		code, b := get("/v1/verdicts/" + ref)
		var v api.View
		if err := json.Unmarshal(b, &v); err != nil || code != http.StatusOK || v.ID != id || v.Receipt != "" || v.Receipts != nil {
			t.Fatalf("GET /v1/verdicts/%s: %d %s", ref, code, b)
		}
		if code, b := get("/v1/verdicts/" + ref + "/record"); code != http.StatusOK || !strings.Contains(string(b), sv.Signature) {
			t.Fatalf("GET /v1/verdicts/%s/record: %d %s", ref, code, b)
		}
	}
	code, b := get("/v1/verdicts/" + sv.CID() + "?receipts=1")
	var v api.View
	if err := json.Unmarshal(b, &v); err != nil || code != http.StatusOK || v.Receipt == "" {
		t.Fatalf("with ?receipts=1: %d %s", code, b)
	}
	for ref, want := range map[string]int{
		"0x" + strings.Repeat("ab", 32): http.StatusNotFound, // a hash of no verdict here
		"not-a-verdict":                 http.StatusBadRequest,
	} {
		code, b := get("/v1/verdicts/" + ref + "/record")
		var e api.Error
		if err := json.Unmarshal(b, &e); err != nil || code != want || e.Field != "id" {
			t.Fatalf("%s: %d %s, want %d naming id", ref, code, b, want)
		}
	}
}
