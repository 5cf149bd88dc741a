package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/juror"
)

// TestJurorEngineCheck runs the juror command's start-up check against a
// chat-completions server that rejects the key, one that lacks the model
// and one that answers, and reads what the log tells the operator.
func TestJurorEngineCheck(t *testing.T) {
	tests := []struct {
		name, body string
		code       int
		want       []string
	}{
		{"wrong key", `{"error":{"message":"Incorrect API key provided: sk-bad.","type":"invalid_request_error","code":"invalid_api_key"}}`,
			http.StatusUnauthorized, []string{"level=ERROR", "error_class=auth_error", "rejected the API key", "Incorrect API key provided"}},
		{"unknown model", `{"error":"model \"llama9\" not found, try pulling it first"}`,
			http.StatusNotFound, []string{"level=ERROR", "error_class=model_not_found", "does not serve this model", "try pulling it first"}},
		{"healthy", `{"choices":[{"message":{"role":"assistant","content":"OK"},"finish_reason":"stop"}]}`,
			http.StatusOK, []string{"level=INFO", "engine ready", "model=llama9"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				_, _ = io.Copy(io.Discard, r.Body)
				if r.URL.Path != "/v1/chat/completions" {
					http.NotFound(w, r)
					return
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.code)
				_, _ = io.WriteString(w, tc.body)
			}))
			defer srv.Close()
			eng, err := juror.NewOpenAI(juror.OpenAIConfig{BaseURL: srv.URL + "/v1", Model: "llama9", APIKey: "sk-bad", HTTPClient: srv.Client()})
			if err != nil {
				t.Fatal(err)
			}
			var logs bytes.Buffer
			checkEngine(context.Background(), eng, slog.New(slog.NewTextHandler(&logs, nil)))
			for _, w := range tc.want {
				if !strings.Contains(logs.String(), w) {
					t.Errorf("log lacks %q: %s", w, logs.String())
				}
			}
		})
	}
}
