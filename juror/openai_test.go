package juror

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/arbitra-network/arbitra/verdict"
)

// wireRequest is the chat-completions request as a server reads it. It is
// decoded into maps so that the test sees exactly which fields were sent.
type wireRequest map[string]any

func (w wireRequest) structured() bool { _, ok := w["response_format"]; return ok }

// chatServer is an httptest server speaking the chat-completions protocol;
// answer decides each response. It counts structured and plain requests.
type chatServer struct {
	*httptest.Server
	structured, plain atomic.Int32
}

func newChatServer(t *testing.T, answer func(w http.ResponseWriter, r *http.Request, req wireRequest)) *chatServer {
	t.Helper()
	// Cleanups run last-in first-out: the server closes, then no goroutine
	// started since here may remain.
	existing := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, existing) })
	cs := &chatServer{}
	cs.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.URL.Path != "/v1/chat/completions" {
			t.Errorf("%s %s, want POST /v1/chat/completions", r.Method, r.URL.Path)
			http.NotFound(w, r)
			return
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/json" {
			t.Errorf("Content-Type %q", ct)
		}
		var req wireRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			t.Errorf("request body: %v", err)
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		if req.structured() {
			cs.structured.Add(1)
		} else {
			cs.plain.Add(1)
		}
		answer(w, r, req)
	}))
	t.Cleanup(cs.Close)
	return cs
}

func (cs *chatServer) engine(t *testing.T, key string) *OpenAI {
	t.Helper()
	o, err := NewOpenAI(OpenAIConfig{BaseURL: cs.URL + "/v1/", Model: "gpt-4o-mini", APIKey: key, HTTPClient: cs.Client()})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func writeCompletion(w http.ResponseWriter, content string) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-4o-mini-2024-07-18",
		"choices": []any{map[string]any{
			"index": 0, "finish_reason": "stop",
			"message": map[string]any{"role": "assistant", "content": content},
		}},
	})
}

func writeError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(map[string]any{"error": map[string]any{"message": msg, "type": "invalid_request_error"}})
}

var schemaRejection = "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."

func TestOpenAIWireProtocol(t *testing.T) {
	req := customsRequest()
	prompt := BuildPrompt(req)
	reply := `{"vote":"yes","confidence":0.8,"rationale":"The release notice predates June."}`
	srv := newChatServer(t, func(w http.ResponseWriter, r *http.Request, got wireRequest) {
		if auth := r.Header.Get("Authorization"); auth != "Bearer sk-test" {
			t.Errorf("Authorization %q", auth)
		}
		if got["model"] != "gpt-4o-mini" {
			t.Errorf("model %v", got["model"])
		}
		if temp, ok := got["temperature"]; !ok || temp != 0.0 {
			t.Errorf("temperature %v (sent: %v), want an explicit 0", temp, ok)
		}
		if got["max_tokens"] != 700.0 {
			t.Errorf("max_tokens %v", got["max_tokens"])
		}
		msgs, _ := got["messages"].([]any)
		want := []any{
			map[string]any{"role": "system", "content": prompt.System},
			map[string]any{"role": "user", "content": prompt.User},
		}
		if b1, b2 := mustJSON(t, msgs), mustJSON(t, want); b1 != b2 {
			t.Errorf("messages\n got %s\nwant %s", b1, b2)
		}
		rf, _ := got["response_format"].(map[string]any)
		js, _ := rf["json_schema"].(map[string]any)
		schema, _ := js["schema"].(map[string]any)
		props, _ := schema["properties"].(map[string]any)
		vote, _ := props["vote"].(map[string]any)
		if rf["type"] != "json_schema" || js["name"] != "juror_vote" || js["strict"] != true ||
			schema["additionalProperties"] != false || mustJSON(t, vote["enum"]) != `["yes","no"]` ||
			mustJSON(t, schema["required"]) != `["vote","confidence","rationale"]` ||
			props["confidence"].(map[string]any)["type"] != "number" || props["rationale"].(map[string]any)["type"] != "string" {
			t.Errorf("response_format %s", mustJSON(t, rf))
		}
		writeCompletion(w, reply)
	})

	signer := newSigner(t)
	j := &Judge{Engine: srv.engine(t, "sk-test"), Signer: signer}
	rc, rationale := j.Decide(context.Background(), req)
	if err := rc.CheckAgainst(req, verdict.Address(signer.Address())); err != nil {
		t.Fatal(err)
	}
	if rc.Vote != "yes" || rc.Confidence != 0.8 || rc.Engine != "openai" || rc.Model != "gpt-4o-mini" ||
		rc.ResponseFP != verdict.Fingerprint(reply) || rationale != "The release notice predates June." {
		t.Errorf("receipt %+v rationale %q", rc, rationale)
	}
	if srv.structured.Load() != 1 || srv.plain.Load() != 0 {
		t.Errorf("%d structured and %d plain requests, want one structured", srv.structured.Load(), srv.plain.Load())
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func chat() ChatRequest {
	return ChatRequest{System: "s", User: "u", MaxTokens: MaxTokens, Options: []string{"yes", "no"}}
}

func TestOpenAIResponse(t *testing.T) {
	srv := newChatServer(t, func(w http.ResponseWriter, r *http.Request, _ wireRequest) {
		if auth, ok := r.Header["Authorization"]; ok {
			t.Errorf("Authorization %q sent without a key", auth)
		}
		writeCompletion(w, "{\"vote\":\"no\"}")
	})
	resp, err := srv.engine(t, "").Complete(context.Background(), chat())
	if err != nil {
		t.Fatal(err)
	}
	if resp.Content != `{"vote":"no"}` || resp.Model != "gpt-4o-mini-2024-07-18" {
		t.Errorf("response %+v", resp)
	}
}

func TestOpenAIFallsBackToPlain(t *testing.T) {
	tests := []struct {
		name     string
		rejectAs func(w http.ResponseWriter)
	}{
		{"400 naming response_format", func(w http.ResponseWriter) { writeError(w, http.StatusBadRequest, schemaRejection) }},
		{"422 naming json_schema", func(w http.ResponseWriter) {
			writeError(w, http.StatusUnprocessableEntity, "unknown field json_schema")
		}},
		{"400 naming nothing", func(w http.ResponseWriter) { writeError(w, http.StatusBadRequest, "bad request") }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, req wireRequest) {
				if req.structured() {
					tc.rejectAs(w)
					return
				}
				writeCompletion(w, `{"vote":"yes","confidence":0.9}`)
			})
			o := srv.engine(t, "")
			for i := range 2 {
				resp, err := o.Complete(context.Background(), chat())
				if err != nil || resp.Content != `{"vote":"yes","confidence":0.9}` {
					t.Fatalf("call %d: %+v, %v", i, resp, err)
				}
			}
			if s, p := srv.structured.Load(), srv.plain.Load(); s != 1 || p != 2 {
				t.Errorf("%d structured and %d plain requests, want 1 and 2 (the fallback is remembered)", s, p)
			}
		})
	}
}

func TestOpenAIFallbackIsSafeForConcurrentUse(t *testing.T) {
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, req wireRequest) {
		if req.structured() {
			writeError(w, http.StatusBadRequest, schemaRejection)
			return
		}
		writeCompletion(w, "yes")
	})
	o := srv.engine(t, "")
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if _, err := o.Complete(context.Background(), chat()); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	before := srv.structured.Load()
	if _, err := o.Complete(context.Background(), chat()); err != nil {
		t.Fatal(err)
	}
	if srv.structured.Load() != before {
		t.Error("a structured request was sent after the server rejected structured output")
	}
}

func TestOpenAINoFallbackWithoutCause(t *testing.T) {
	// A 400 that the plain request repeats is the request's fault, not the
	// schema's: the call fails and structured output is tried again later.
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
		writeError(w, http.StatusBadRequest, "maximum context length exceeded")
	})
	o := srv.engine(t, "")
	for range 2 {
		_, err := o.Complete(context.Background(), chat())
		if ClassifyError(err) != verdict.ErrClassRefused || !strings.Contains(err.Error(), "maximum context length") {
			t.Fatalf("error %v", err)
		}
	}
	if s, p := srv.structured.Load(), srv.plain.Load(); s != 2 || p != 2 {
		t.Errorf("%d structured and %d plain requests, want 2 and 2", s, p)
	}

	// A 422 that does not name the schema is a refusal, with no second try.
	srv422 := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
		writeError(w, http.StatusUnprocessableEntity, "blocked by guardrail")
	})
	_, err := srv422.engine(t, "").Complete(context.Background(), chat())
	if ClassifyError(err) != verdict.ErrClassRefused || srv422.plain.Load() != 0 {
		t.Errorf("422: %v after %d plain requests", err, srv422.plain.Load())
	}
}

func TestOpenAIStatusClasses(t *testing.T) {
	tests := []struct {
		code  int
		class string
	}{
		{http.StatusTooManyRequests, verdict.ErrClassRateLimited},
		{http.StatusInternalServerError, verdict.ErrClassUpstream},
		{http.StatusBadGateway, verdict.ErrClassUpstream},
		{http.StatusServiceUnavailable, verdict.ErrClassOverloaded},
		{http.StatusGatewayTimeout, verdict.ErrClassTimeout},
		{http.StatusUnauthorized, verdict.ErrClassAuth},
		{http.StatusPaymentRequired, verdict.ErrClassRefused},
		{http.StatusForbidden, verdict.ErrClassAuth},
		{http.StatusNotFound, verdict.ErrClassModelNotFound},
	}
	for _, tc := range tests {
		t.Run(http.StatusText(tc.code), func(t *testing.T) {
			srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
				writeError(w, tc.code, "upstream says no")
			})
			_, err := srv.engine(t, "").Complete(context.Background(), chat())
			if got := ClassifyError(err); got != tc.class {
				t.Errorf("HTTP %d classified %q, want %q (%v)", tc.code, got, tc.class, err)
			}
			if err == nil || !strings.Contains(err.Error(), "upstream says no") {
				t.Errorf("error %v does not carry the server's message", err)
			}
			if n := srv.structured.Load() + srv.plain.Load(); n != 1 {
				t.Errorf("%d requests, want exactly one (no retry)", n)
			}
		})
	}
}

func TestOpenAITimeout(t *testing.T) {
	release := make(chan struct{})
	srv := newChatServer(t, func(w http.ResponseWriter, r *http.Request, _ wireRequest) {
		select {
		case <-r.Context().Done():
		case <-release:
		}
	})
	defer close(release) // runs before srv.Close, so no handler is left waiting

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err := srv.engine(t, "").Complete(ctx, chat())
	if ClassifyError(err) != verdict.ErrClassTimeout || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("context deadline: %v classified %q", err, ClassifyError(err))
	}

	// An http.Client timeout, with the context still live, is a timeout too.
	client := *srv.Client()
	client.Timeout = 20 * time.Millisecond
	o, err := NewOpenAI(OpenAIConfig{BaseURL: srv.URL + "/v1", Model: "m", HTTPClient: &client})
	if err != nil {
		t.Fatal(err)
	}
	_, err = o.Complete(context.Background(), chat())
	if ClassifyError(err) != verdict.ErrClassTimeout {
		t.Errorf("client timeout: %v classified %q", err, ClassifyError(err))
	}
}

func TestOpenAIOversizedBody(t *testing.T) {
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
		writeCompletion(w, `{"vote":"yes","rationale":"`+strings.Repeat("a", MaxResponseBytes)+`"}`)
	})
	_, err := srv.engine(t, "").Complete(context.Background(), chat())
	if ClassifyError(err) != verdict.ErrClassInvalidOutput || !strings.Contains(err.Error(), "exceeds") {
		t.Errorf("oversized body: %v", err)
	}

	// Just under the limit is read.
	srv = newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
		writeCompletion(w, `{"vote":"yes","rationale":"`+strings.Repeat("a", MaxResponseBytes-400)+`"}`)
	})
	if _, err := srv.engine(t, "").Complete(context.Background(), chat()); err != nil {
		t.Errorf("body under the limit: %v", err)
	}
}

func TestOpenAIMalformedResponses(t *testing.T) {
	tests := []struct {
		name  string
		body  string
		class string
	}{
		{"not json", "<html>gateway</html>", verdict.ErrClassInvalidOutput},
		{"no choices", `{"choices":[]}`, verdict.ErrClassInvalidOutput},
		{"empty content", `{"choices":[{"message":{"content":""},"finish_reason":"length"}]}`, verdict.ErrClassInvalidOutput},
		{"null content", `{"choices":[{"message":{"content":null}}]}`, verdict.ErrClassInvalidOutput},
		{"refusal", `{"choices":[{"message":{"content":null,"refusal":"I can't help with that."}}]}`, verdict.ErrClassRefused},
		{"content filter", `{"choices":[{"message":{"content":""},"finish_reason":"content_filter"}]}`, verdict.ErrClassRefused},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
				_, _ = io.WriteString(w, tc.body)
			})
			_, err := srv.engine(t, "").Complete(context.Background(), chat())
			if got := ClassifyError(err); got != tc.class {
				t.Errorf("%s: %v classified %q, want %q", tc.name, err, got, tc.class)
			}
		})
	}

	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
		_, _ = io.WriteString(w, `{"model":"llama3.1:8b","choices":[{"message":{"content":[{"type":"text","text":"{\"vote\":"},{"type":"text","text":"\"no\"}"}]}}]}`)
	})
	resp, err := srv.engine(t, "").Complete(context.Background(), chat())
	if err != nil || resp.Content != `{"vote":"no"}` {
		t.Errorf("content parts: %+v, %v", resp, err)
	}
}

func TestOpenAIConnectionRefused(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	url, client := srv.URL, srv.Client()
	srv.Close()
	o, err := NewOpenAI(OpenAIConfig{BaseURL: url + "/v1", Model: "m", HTTPClient: client})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := o.Complete(context.Background(), chat()); ClassifyError(err) != verdict.ErrClassUpstream {
		t.Errorf("connection refused: %v classified %q", err, ClassifyError(err))
	}
}

func TestNewOpenAI(t *testing.T) {
	if _, err := NewOpenAI(OpenAIConfig{}); err == nil {
		t.Error("accepted a config without a model")
	}
	for _, base := range []string{"ftp://example.com/v1", "127.0.0.1:11434/v1", "http://"} {
		if _, err := NewOpenAI(OpenAIConfig{BaseURL: base, Model: "m"}); err == nil {
			t.Errorf("accepted base URL %q", base)
		}
	}
	o, err := NewOpenAI(OpenAIConfig{Model: "gpt-4o-mini"})
	if err != nil || o.endpoint != "https://api.openai.com/v1/chat/completions" || o.Name() != "openai" || o.Model() != "gpt-4o-mini" {
		t.Errorf("default engine %+v, %v", o, err)
	}
	o, err = NewOpenAI(OpenAIConfig{BaseURL: "http://127.0.0.1:11434/v1/", Model: "llama3.1:8b"})
	if err != nil || o.endpoint != "http://127.0.0.1:11434/v1/chat/completions" {
		t.Errorf("ollama engine %+v, %v", o, err)
	}
}

func TestOpenAIAPIKeyFromEnv(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	if got := OpenAIAPIKeyFromEnv(env(map[string]string{EnvOpenAIAPIKey: "a", EnvOpenAIAPIKeyFallback: "b"})); got != "a" {
		t.Errorf("got %q, want the arbitra key first", got)
	}
	if got := OpenAIAPIKeyFromEnv(env(map[string]string{EnvOpenAIAPIKeyFallback: "b"})); got != "b" {
		t.Errorf("got %q, want the fallback", got)
	}
	if got := OpenAIAPIKeyFromEnv(env(nil)); got != "" {
		t.Errorf("got %q from an empty environment", got)
	}
}

func TestOpenAIPlainWithoutOptions(t *testing.T) {
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, req wireRequest) {
		writeCompletion(w, "ok")
	})
	req := chat()
	req.Options = nil
	if _, err := srv.engine(t, "").Complete(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	if srv.structured.Load() != 0 || srv.plain.Load() != 1 {
		t.Error("a request without options asked for a schema")
	}
}

// TestOpenAIKeepsConnections checks that an engine built without a client
// reuses its connections across rounds of concurrent judgements: with
// net/http's default client, which keeps two idle connections per host,
// each round after the first would open all but two of them again.
func TestOpenAIKeepsConnections(t *testing.T) {
	existing := goleak.IgnoreCurrent()
	t.Cleanup(func() { goleak.VerifyNone(t, existing) })
	var opened atomic.Int32
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		time.Sleep(2 * time.Millisecond) // the round's calls overlap
		writeCompletion(w, "yes")
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			opened.Add(1)
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)
	t.Cleanup(defaultClient.CloseIdleConnections) // runs before srv.Close
	o, err := NewOpenAI(OpenAIConfig{BaseURL: srv.URL + "/v1", Model: "m"})
	if err != nil {
		t.Fatal(err)
	}
	const inFlight, rounds = 16, 4
	for range rounds {
		var wg sync.WaitGroup
		for range inFlight {
			wg.Go(func() {
				if _, err := o.Complete(context.Background(), chat()); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
	}
	if n := opened.Load(); n > inFlight {
		t.Fatalf("%d connections opened for %d rounds of %d calls; want at most %d", n, rounds, inFlight, inFlight)
	}
}
