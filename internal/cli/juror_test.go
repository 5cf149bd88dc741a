package cli

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
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

// A juror serves, by default, only the coordinators its operator lists and
// the peers it bootstraps to; with neither it refuses to start.
func TestJurorServesOnlyCoordinatorsItNames(t *testing.T) {
	key := identity.Derive("served-coordinator")
	id, err := p2p.PeerIDFromPublicKey(&key.PublicKey)
	if err != nil {
		t.Fatal(err)
	}
	listed := "0x00000000000000000000000000000000000000c1"
	got, err := servedCoordinators([]string{listed}, []string{"/ip4/127.0.0.1/tcp/4001/p2p/" + id.String()})
	if err != nil {
		t.Fatal(err)
	}
	want := verdict.AddressString(crypto.PubkeyToAddress(key.PublicKey))
	if len(got) != 2 || got[0] != listed || got[1] != want {
		t.Fatalf("served %v, want [%s %s]", got, listed, want)
	}
	if _, err := servedCoordinators(nil, []string{"/ip4/127.0.0.1/tcp/4001"}); err == nil {
		t.Fatal("a bootstrap address without /p2p/ID was accepted")
	}
	err = Juror(nil).Run(context.Background(), []string{"--datadir", t.TempDir()}, io.Discard, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "--any-coordinator") {
		t.Fatalf("a juror with no coordinator to serve: %v", err)
	}
}
