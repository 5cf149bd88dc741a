package juror

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/arbitra-network/arbitra/verdict"
)

// These tests speak to an httptest server that answers as the servers
// operators run do: OpenAI's JSON error documents, Ollama's string errors,
// vLLM's reasoning_content, inline <think> blocks from llama.cpp and
// LM Studio.

// writeMessage answers with one choice whose message is msg.
func writeMessage(w http.ResponseWriter, msg map[string]any) {
	w.Header().Set("Content-Type", "application/json")
	msg["role"] = "assistant"
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "chatcmpl-2", "object": "chat.completion", "model": "served",
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": msg}},
	})
}

func writeBody(w http.ResponseWriter, code int, body string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_, _ = io.WriteString(w, body)
}

// decideWith runs a deal request through a Judge on engine and returns the
// receipt and what the Judge logged.
func decideWith(t *testing.T, eng Engine) (verdict.Receipt, string) {
	t.Helper()
	req := dealRequest(
		verdict.Evidence{Label: "acceptance-criteria", Text: criteria},
		verdict.Evidence{Label: "deliverable", Text: lineExport},
	)
	var logs bytes.Buffer
	signer := newSigner(t)
	j := &Judge{Engine: eng, Signer: signer, Logger: slog.New(slog.NewTextHandler(&logs, nil))}
	rc, _ := j.Decide(context.Background(), req)
	if err := rc.CheckAgainst(req, verdict.Address(signer.Address())); err != nil {
		t.Fatalf("CheckAgainst: %v", err)
	}
	return rc, logs.String()
}

func TestOpenAIReasoningReplies(t *testing.T) {
	tests := []struct {
		name  string
		msg   map[string]any
		vote  string
		class string
	}{
		{"think block with a draft vote", map[string]any{
			"content": "<think>Criterion 3 looks unmet: {\"vote\": \"FAIL\"}. Checking again, the README section is there.</think>\n{\"vote\": \"PASS\", \"confidence\": 0.8, \"rationale\": \"All met.\"}"},
			verdict.OptionPass, ""},
		{"think block opened by the template", map[string]any{
			"content": "The tests seem missing, so PASS is wrong.\n</think>\n\nVote: FAIL\nThe unit tests are absent."},
			verdict.OptionFail, ""},
		{"reasoning_content holds the draft", map[string]any{
			"reasoning_content": "{\"vote\": \"PASS\"} would be wrong: the README is missing.",
			"content":           "{\"vote\": \"FAIL\", \"confidence\": 0.9, \"rationale\": \"README missing.\"}"},
			verdict.OptionFail, ""},
		{"reasoning field and markdown answer", map[string]any{
			"reasoning": "Vote: FAIL?", "content": "**PASS**"},
			verdict.OptionPass, ""},
		{"only reasoning, no answer", map[string]any{
			"reasoning_content": "{\"vote\": \"PASS\"}", "content": ""},
			verdict.VoteAbstain, verdict.ErrClassInvalidOutput},
		{"answer entirely inside a think block", map[string]any{
			"content": "<think>{\"vote\": \"PASS\"}</think>"},
			verdict.VoteAbstain, verdict.ErrClassUnparseable},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
				writeMessage(w, tc.msg)
			})
			rc, logs := decideWith(t, srv.engine(t, ""))
			if rc.Vote != tc.vote || rc.ErrorClass != tc.class {
				t.Fatalf("vote %q class %q, want %q %q; log: %s", rc.Vote, rc.ErrorClass, tc.vote, tc.class, logs)
			}
			if content, _ := tc.msg["content"].(string); tc.class != verdict.ErrClassInvalidOutput &&
				rc.ResponseFP != verdict.Fingerprint(content) {
				t.Error("response_fp is not the fingerprint of the raw content")
			}
			if tc.class != "" && !strings.Contains(logs, "error_class="+tc.class) {
				t.Errorf("abstention not logged with its class: %s", logs)
			}
		})
	}
}

func TestOpenAIMarkdownVotes(t *testing.T) {
	for reply, want := range map[string]string{
		"**FAIL**": verdict.OptionFail,
		"Vote: FAIL\nConfidence: 0.7\nThe README is missing.": verdict.OptionFail,
		"FAIL\n\nbecause the README is missing.":              verdict.OptionFail,
		"**Vote:** `PASS`":                                    verdict.OptionPass,
		"```json\n{\"vote\": \"pass\"}\n```":                  verdict.OptionPass,
	} {
		srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
			writeCompletion(w, reply)
		})
		if rc, logs := decideWith(t, srv.engine(t, "")); rc.Vote != want {
			t.Errorf("%q read as %q (%s), want %q; log: %s", reply, rc.Vote, rc.ErrorClass, want, logs)
		}
	}
}

// openAIUnsupportedMaxTokens is the 400 OpenAI's reasoning models send.
const openAIUnsupportedMaxTokens = `{"error":{"message":"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.","type":"invalid_request_error","param":"max_tokens","code":"unsupported_parameter"}}`

func TestOpenAIMaxCompletionTokens(t *testing.T) {
	var sent []wireRequest
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, req wireRequest) {
		sent = append(sent, req) // the engine's calls here are sequential
		if _, ok := req["max_tokens"]; ok {
			writeBody(w, http.StatusBadRequest, openAIUnsupportedMaxTokens)
			return
		}
		if req["max_completion_tokens"] != float64(MaxTokens) {
			t.Errorf("max_completion_tokens %v", req["max_completion_tokens"])
		}
		writeCompletion(w, `{"vote":"FAIL","confidence":0.9,"rationale":"README missing."}`)
	})
	eng := srv.engine(t, "sk-test")
	rc, logs := decideWith(t, eng)
	if rc.Vote != verdict.OptionFail || rc.ErrorClass != "" {
		t.Fatalf("vote %q class %q; log: %s", rc.Vote, rc.ErrorClass, logs)
	}
	if len(sent) != 2 {
		t.Fatalf("%d requests, want the rejected one and its repetition", len(sent))
	}
	if !sent[1].structured() {
		t.Error("the repetition dropped the schema, which the server did not reject")
	}
	// The engine remembers: the next call asks with max_completion_tokens
	// straight away.
	if rc, _ := decideWith(t, eng); rc.Vote != verdict.OptionFail || len(sent) != 3 {
		t.Errorf("second call: vote %q after %d requests, want FAIL after 3", rc.Vote, len(sent))
	}
}

func TestOpenAITokenLimitByModelFamily(t *testing.T) {
	for model, completion := range map[string]bool{
		"o1": true, "o3-mini": true, "o4-mini-2025-04-16": true, "gpt-5": true, "gpt-5-mini": true,
		"openai/o3": true, "gpt-4o-mini": false, "llama3.1:8b": false, "olmo-2": false, "o1x": false,
	} {
		if got := wantsCompletionTokens(model); got != completion {
			t.Errorf("%s: max_completion_tokens %v, want %v", model, got, completion)
		}
	}
	var got atomic.Value
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, req wireRequest) {
		got.Store(req)
		writeCompletion(w, "PASS")
	})
	o, err := NewOpenAI(OpenAIConfig{BaseURL: srv.URL + "/v1", Model: "o3-mini", HTTPClient: srv.Client()})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := o.Complete(context.Background(), chat()); err != nil {
		t.Fatal(err)
	}
	req := got.Load().(wireRequest)
	if _, ok := req["max_tokens"]; ok || req["max_completion_tokens"] != float64(MaxTokens) || srv.structured.Load()+srv.plain.Load() != 1 {
		t.Errorf("o3-mini was asked with %v after %d requests", req, srv.structured.Load()+srv.plain.Load())
	}
}

func TestOpenAITemperatureUnsupported(t *testing.T) {
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, req wireRequest) {
		if _, ok := req["temperature"]; ok {
			writeBody(w, http.StatusBadRequest, `{"error":{"message":"Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.","type":"invalid_request_error","param":"temperature","code":"unsupported_value"}}`)
			return
		}
		writeCompletion(w, "FAIL")
	})
	o := srv.engine(t, "")
	for i := range 2 {
		if resp, err := o.Complete(context.Background(), chat()); err != nil || resp.Content != "FAIL" {
			t.Fatalf("call %d: %+v %v", i, resp, err)
		}
	}
	if n := srv.structured.Load() + srv.plain.Load(); n != 3 {
		t.Errorf("%d requests, want 3 (the refusal of temperature is remembered)", n)
	}
}

func TestOpenAIConfigurationErrors(t *testing.T) {
	tests := []struct {
		name  string
		code  int
		body  string
		class string
		msg   string
	}{
		{"401 wrong key", http.StatusUnauthorized,
			`{"error":{"message":"Incorrect API key provided: sk-wrong. You can find your API key at your account page.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`,
			verdict.ErrClassAuth, "Incorrect API key provided"},
		{"403 key without access", http.StatusForbidden,
			`{"error":{"message":"Project does not have access to model gpt-4o","type":"invalid_request_error","code":"model_not_found"}}`,
			verdict.ErrClassAuth, "does not have access"},
		{"404 model, OpenAI style", http.StatusNotFound,
			`{"error":{"message":"The model 'gpt-9' does not exist or you do not have access to it.","type":"invalid_request_error","param":null,"code":"model_not_found"}}`,
			verdict.ErrClassModelNotFound, "The model 'gpt-9' does not exist"},
		{"404 model, Ollama style", http.StatusNotFound,
			`{"error":"model \"llama9\" not found, try pulling it first"}`,
			verdict.ErrClassModelNotFound, "try pulling it first"},
		{"404 model, vLLM style", http.StatusNotFound,
			`{"object":"error","message":"The model ` + "`llama9`" + ` does not exist.","type":"NotFoundError","param":null,"code":404}`,
			verdict.ErrClassModelNotFound, "does not exist"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
				writeBody(w, tc.code, tc.body)
			})
			eng := srv.engine(t, "sk-wrong")
			rc, logs := decideWith(t, eng)
			if rc.Vote != verdict.VoteAbstain || rc.ErrorClass != tc.class {
				t.Fatalf("vote %q class %q, want an abstention %q", rc.Vote, rc.ErrorClass, tc.class)
			}
			if !strings.Contains(logs, "error_class="+tc.class) || !strings.Contains(logs, tc.msg) {
				t.Errorf("the log does not carry the class and the server's message: %s", logs)
			}
			if n := srv.structured.Load() + srv.plain.Load(); n != 1 {
				t.Errorf("%d requests, want one: a configuration error is not repeated", n)
			}
			err := CheckEngine(context.Background(), eng)
			if ClassifyError(err) != tc.class || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("health check: %v", err)
			}
		})
	}
}

func TestOpenAIHealthCheck(t *testing.T) {
	var asked atomic.Int32
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, req wireRequest) {
		asked.Add(1)
		if req.structured() || req["max_tokens"] != 16.0 {
			t.Errorf("health check asked %v", req)
		}
		// A reasoning model may spend the tiny budget thinking: the server
		// answered, which is all the check asks.
		writeMessage(w, map[string]any{"content": "", "reasoning_content": "The user wants OK"})
	})
	if err := CheckEngine(context.Background(), srv.engine(t, "")); err != nil || asked.Load() != 1 {
		t.Errorf("healthy server: %v after %d requests", err, asked.Load())
	}
	if err := CheckEngine(context.Background(), Builtin{}); err != nil {
		t.Errorf("builtin: %v", err)
	}
}

func TestOpenAIRefusalPart(t *testing.T) {
	srv := newChatServer(t, func(w http.ResponseWriter, _ *http.Request, _ wireRequest) {
		writeMessage(w, map[string]any{"content": []any{map[string]any{"type": "refusal", "refusal": "I can't assist with that."}}})
	})
	rc, logs := decideWith(t, srv.engine(t, ""))
	if rc.ErrorClass != verdict.ErrClassRefused || !strings.Contains(logs, "assist with that") {
		t.Errorf("class %q; log: %s", rc.ErrorClass, logs)
	}
}

func TestOpenAIAzureEndpoint(t *testing.T) {
	o, err := NewOpenAI(OpenAIConfig{BaseURL: "https://res.openai.azure.com/openai/deployments/jury?api-version=2024-10-21", Model: "jury", APIKey: "k"})
	if err != nil || o.endpoint != "https://res.openai.azure.com/openai/deployments/jury/chat/completions?api-version=2024-10-21" || !o.azure {
		t.Errorf("azure engine %+v, %v", o, err)
	}
}
