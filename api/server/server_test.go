package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/coordtest"
	"github.com/arbitra-network/arbitra/verdict"
)

func newTestAPI(t testing.TB) *Server {
	t.Helper()
	svc := coordtest.Start(t)
	return New(Config{Service: svc})
}

func validBody() map[string]any {
	return map[string]any{
		"question": "Is it done?",
		"options":  []string{"yes", "no"},
		"evidence": []map[string]string{{"label": "a", "text": "done"}},
	}
}

func do(t testing.TB, h http.Handler, method, path string, body []byte) (int, api.Error) {
	t.Helper()
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	h.ServeHTTP(rec, req)
	var e api.Error
	_ = json.Unmarshal(rec.Body.Bytes(), &e)
	return rec.Code, e
}

func TestBadInputNamesTheField(t *testing.T) {
	srv := newTestAPI(t)
	big := strings.Repeat("x", verdict.MaxEvidenceBytes+1)
	mid := strings.Repeat("y", verdict.MaxEvidenceBytes)
	many := func(n int, text string) []map[string]string {
		out := make([]map[string]string, n)
		for i := range out {
			out[i] = map[string]string{"label": "l", "text": text}
		}
		return out
	}
	cases := []struct {
		name  string
		edit  func(map[string]any)
		field string
	}{
		{"no question", func(b map[string]any) { delete(b, "question") }, "question"},
		{"long question", func(b map[string]any) { b["question"] = strings.Repeat("q", verdict.MaxQuestionChars+1) }, "question"},
		{"long rubric", func(b map[string]any) { b["rubric"] = strings.Repeat("r", verdict.MaxRubricChars+1) }, "rubric"},
		{"one option", func(b map[string]any) { b["options"] = []string{"yes"} }, "options"},
		{"nine options", func(b map[string]any) { b["options"] = []string{"1", "2", "3", "4", "5", "6", "7", "8", "9"} }, "options"},
		{"duplicate option", func(b map[string]any) { b["options"] = []string{"yes", "YES"} }, "options[1]"},
		{"reserved option", func(b map[string]any) { b["options"] = []string{"yes", "abstain"} }, "options[1]"},
		{"no evidence", func(b map[string]any) { b["evidence"] = []any{} }, "evidence"},
		{"33 items", func(b map[string]any) { b["evidence"] = many(33, "t") }, "evidence"},
		{"item too big", func(b map[string]any) { b["evidence"] = many(1, big) }, "evidence[0].text"},
		{"total too big", func(b map[string]any) { b["evidence"] = many(9, mid) }, "evidence"},
		{"empty label", func(b map[string]any) { b["evidence"] = []map[string]string{{"label": "", "text": "t"}} }, "evidence[0].label"},
		{"panel 8", func(b map[string]any) { b["panel"] = 8 }, "panel"},
		{"panel type", func(b map[string]any) { b["panel"] = "three" }, "panel"},
		{"timeout", func(b map[string]any) { b["timeout_ms"] = -1 }, "timeout_ms"},
		{"min_votes above the panel", func(b map[string]any) { b["panel"], b["min_votes"] = 3, 4 }, "min_votes"},
		{"negative min_votes", func(b map[string]any) { b["min_votes"] = -1 }, "min_votes"},
		{"unknown field", func(b map[string]any) { b["colour"] = "red" }, "colour"},
		{"deal without PASS/FAIL", func(b map[string]any) {
			b["deal"] = map[string]string{"chain_id": "1", "escrow": "0x5fbdb2315678afecb367f032d93f642f64180aa3", "deal_id": "0x" + strings.Repeat("01", 32)}
		}, "options"},
		{"deal zero id", func(b map[string]any) {
			b["options"] = []string{"PASS", "FAIL"}
			b["deal"] = map[string]string{"chain_id": "1", "escrow": "0x5fbdb2315678afecb367f032d93f642f64180aa3", "deal_id": "0x" + strings.Repeat("00", 32)}
		}, "deal.deal_id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := validBody()
			c.edit(b)
			raw, _ := json.Marshal(b)
			code, e := do(t, srv, http.MethodPost, "/v1/verdicts", raw)
			if code != http.StatusBadRequest || e.Field != c.field {
				t.Fatalf("got %d field %q (%s), want 400 field %q", code, e.Field, e.Error, c.field)
			}
		})
	}
	t.Run("oversized body is cut off", func(t *testing.T) {
		raw := append([]byte(`{"question":"`), bytes.Repeat([]byte("z"), api.MaxBodyBytes+10)...)
		code, e := do(t, srv, http.MethodPost, "/v1/verdicts", raw)
		if code != http.StatusBadRequest || e.Field != "body" || e.Code != "too_large" {
			t.Fatalf("got %d %+v", code, e)
		}
	})
	t.Run("malformed JSON", func(t *testing.T) {
		if code, e := do(t, srv, http.MethodPost, "/v1/verdicts", []byte(`{"question":`)); code != 400 || e.Field != "body" {
			t.Fatalf("got %d %+v", code, e)
		}
	})
	t.Run("valid request without jurors is 503", func(t *testing.T) {
		raw, _ := json.Marshal(validBody())
		if code, e := do(t, srv, http.MethodPost, "/v1/verdicts", raw); code != http.StatusServiceUnavailable || e.Field != "panel" {
			t.Fatalf("got %d %+v", code, e)
		}
	})
	t.Run("routes", func(t *testing.T) {
		if code, e := do(t, srv, http.MethodGet, "/v2/nothing", nil); code != http.StatusNotFound || e.Field != "path" {
			t.Fatalf("unknown route: %d %+v", code, e)
		}
		if code, e := do(t, srv, http.MethodDelete, "/v1/verdicts", nil); code != http.StatusMethodNotAllowed || e.Field != "method" {
			t.Fatalf("wrong method: %d %+v", code, e)
		}
		if code, e := do(t, srv, http.MethodGet, "/v1/verdicts/nope", nil); code != http.StatusBadRequest || e.Field != "id" {
			t.Fatalf("bad id: %d %+v", code, e)
		}
		if code, e := do(t, srv, http.MethodGet, "/v1/verdicts/vrd_00000000000000000000000000000000", nil); code != http.StatusNotFound || e.Field != "id" {
			t.Fatalf("unknown id: %d %+v", code, e)
		}
		// A CID or hash names a verdict too; without a resolver none is here.
		if code, e := do(t, srv, http.MethodGet, "/v1/verdicts/0x"+strings.Repeat("ab", 32)+"/record", nil); code != http.StatusNotFound || e.Field != "id" {
			t.Fatalf("unknown hash: %d %+v", code, e)
		}
		if code, _ := do(t, srv, http.MethodGet, "/readyz", nil); code != http.StatusOK {
			t.Fatalf("readyz: %d", code)
		}
	})
}

// FuzzDecodeSubmission feeds arbitrary bodies to the request decoder and
// validator: nothing may panic, and whatever is accepted is within limits.
func FuzzDecodeSubmission(f *testing.F) {
	seed, _ := json.Marshal(validBody())
	f.Add(seed)
	f.Add([]byte(`{"question":"q","options":["a","b"],"evidence":[{"label":"l","text":"t"}],"panel":5,"deal":{"chain_id":"1"}}`))
	f.Add([]byte(`{"evidence":[{"label":"\u0000","text":"\ud800"}]}`))
	f.Add([]byte(`{"question":"q","Question":"q","question":"r"}`))
	f.Add([]byte("{\"question\":\"\xff\"}"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(http.MethodPost, "/v1/verdicts", bytes.NewReader(raw))
		var body api.SubmitBody
		if err := DecodeJSON(rec, req, api.MaxBodyBytes, &body); err != nil {
			if err.Field == "" {
				t.Fatalf("decode error names no field: %+v", err)
			}
			return
		}
		sb := submission(&body)
		if err := sb.Validate(coordinator.DefaultMaxTimeout); err != nil {
			return
		}
		if n := len(sb.Options); n < verdict.MinOptions || n > verdict.MaxOptions || len(sb.Evidence) < 1 || len(sb.Evidence) > verdict.MaxEvidence {
			t.Fatalf("accepted out-of-limit submission: %d options, %d evidence", n, len(sb.Evidence))
		}
		if sb.Panel < 0 || sb.Panel > verdict.MaxPanel {
			t.Fatalf("accepted panel %d", sb.Panel)
		}
	})
}
