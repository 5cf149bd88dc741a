package coordinator

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

func TestRequesterToken(t *testing.T) {
	token, hash := newRequesterToken()
	rec := &Record{RequesterHash: hash}
	if b, err := base64.RawURLEncoding.DecodeString(token); err != nil || len(b) != RequesterTokenBytes || len(token) != 43 {
		t.Fatalf("token %q: want %d bytes as unpadded base64url", token, RequesterTokenBytes)
	}
	if !rec.IsRequester(token) {
		t.Fatal("the token is not its own record's")
	}
	other, _ := newRequesterToken()
	flipped := []byte(token)
	flipped[0] ^= 'A' ^ 'B'
	if flipped[0] == token[0] {
		t.Fatal("test token unchanged")
	}
	for name, tok := range map[string]string{
		"another token": other, "one character changed": string(flipped), "empty": "", "padded": token + "=",
		"standard alphabet": base64.StdEncoding.EncodeToString([]byte(strings.Repeat("x", RequesterTokenBytes))),
		"too short":         token[:42], "the hash itself": hash,
	} {
		if rec.IsRequester(tok) {
			t.Errorf("%s is taken for the requester's token", name)
		}
	}
	if (&Record{}).IsRequester(token) {
		t.Error("a record without a hash has a requester")
	}
}

func TestBearerToken(t *testing.T) {
	for _, c := range []struct {
		header, token string
		ok            bool
	}{
		{"Bearer abc", "abc", true},
		{"bearer  abc ", "abc", true},
		{"Basic abc", "", false},
		{"Bearer", "", false},
		{"", "", false},
		{"Bearerabc", "", false},
	} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		if c.header != "" {
			r.Header.Set("Authorization", c.header)
		}
		if tok, ok := bearerToken(r); tok != c.token || ok != c.ok {
			t.Errorf("%q: got %q %t, want %q %t", c.header, tok, ok, c.token, c.ok)
		}
	}
}

// TestRequesterRoutes checks, on a minted record with rationales not yet
// shown, what each route answers a stranger and the requester (the table
// in the README): nothing a stranger sends takes the rationales or
// publishes.
func TestRequesterRoutes(t *testing.T) {
	api := newTestAPI(t)
	token, hash := newRequesterToken()
	other, _ := newRequesterToken()
	sv := mintedFixture(t, api)
	id := sv.Verdict.ID
	rats := []verdict.Rationale{{Juror: sv.Verdict.Jurors[0].Juror, Rationale: "because it is"}}
	rec := Record{ID: id, Status: StatusMinted, CreatedAt: sv.Verdict.CreatedAt, RequesterHash: hash,
		Verdict: sv.Bytes, Signature: sv.Signature, Hash: sv.HashHex(), CID: sv.CID()}
	if err := api.svc.cfg.Store.Update(func(tx *store.Txn) error {
		if err := putCore(tx, rec); err != nil {
			return err
		}
		return tx.Put(rationalesKey(id), rats)
	}); err != nil {
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
		api.ServeHTTP(w, r)
		return w.Code, w.Body.Bytes()
	}
	code := func(b []byte) string {
		var e APIError
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
		if got, err := api.svc.Get(id); err != nil || len(got.Rationales) != 1 || got.Publish {
			t.Fatalf("%s changed the record: %+v %v", c.name, got, err)
		}
	}
	status, b := send("GET", "/v1/verdicts/"+id, "", "")
	var v View
	if err := json.Unmarshal(b, &v); err != nil || status != http.StatusOK || !v.RationalesWithheld || v.RequesterToken != "" {
		t.Fatalf("anonymous view: %d %s", status, b)
	}
	// The requester reads them once; the mark is written after the answer,
	// which the recorder holds whole by then.
	status, b = send("GET", "/v1/verdicts/"+id, token, "")
	if status != http.StatusOK || !strings.Contains(string(b), "because it is") {
		t.Fatalf("the requester's read: %d %s", status, b)
	}
	if got, err := api.svc.Get(id); err != nil || !got.Delivered || got.Rationales != nil {
		t.Fatalf("after the requester's read: %+v %v", got, err)
	}
	// Without an archive the requester's publish gets past the token check
	// and no further.
	if status, b := send("POST", "/v1/verdicts/"+id+"/publish", token, publish); status == http.StatusForbidden {
		t.Fatalf("the requester's publish: %d %s", status, b)
	}
}

// mintedFixture signs a verdict with one juror, as a mint would.
func mintedFixture(t *testing.T, api *API) verdict.SignedVerdict {
	t.Helper()
	signer := api.svc.cfg.Signer
	sv, err := verdict.SignVerdict(verdict.Verdict{
		V: verdict.Version, Kind: verdict.KindVerdict, ID: "vrd_" + strings.Repeat("ab", 16), Coordinator: verdict.MustAddress(api.svc.Address()),
		QuestionFP: verdict.Fingerprint("Is it done?"), Options: []string{"yes", "no"}, Decision: "yes", Method: verdict.MethodMajorityV1,
		Jurors:    []verdict.JurorVote{{Juror: verdict.MustAddress("0x" + strings.Repeat("11", 20)), Vote: "yes", RationaleFP: verdict.Fingerprint("because it is")}},
		CreatedAt: "2026-09-06T10:12:05Z",
	}, signer)
	if err != nil {
		t.Fatal(err)
	}
	return sv
}
