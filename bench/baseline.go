package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"time"

	"github.com/arbitra-network/arbitra/juror"
)

// OpenAIServer serves the OpenAI chat-completions protocol
// (POST /v1/chat/completions) on loopback with an engine behind it: the
// shape of a single LLM proxy hop. Close it when done.
type OpenAIServer struct {
	*httptest.Server
}

// NewOpenAIServer starts the server.
func NewOpenAIServer(eng juror.Engine) *OpenAIServer {
	return &OpenAIServer{Server: httptest.NewServer(NewOpenAIHandler(eng))}
}

// NewOpenAIHandler answers POST /v1/chat/completions from eng, as an
// OpenAI-compatible model server would: what the baseline's hop talks to,
// and what `arbitra bench --serve-engine` puts in front of juror processes
// started with --engine openai, so that a network of separate processes
// runs the bench's engine too.
func NewOpenAIHandler(eng juror.Engine) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Model    string `json:"model"`
			Messages []struct {
				Role    string `json:"role"`
				Content string `json:"content"`
			} `json:"messages"`
			Temperature float64 `json:"temperature"`
			MaxTokens   int     `json:"max_tokens"`
		}
		if err := json.NewDecoder(io.LimitReader(r.Body, 4<<20)).Decode(&req); err != nil {
			http.Error(w, `{"error":{"message":"bad request"}}`, http.StatusBadRequest)
			return
		}
		cr := juror.ChatRequest{Temperature: req.Temperature, MaxTokens: req.MaxTokens, Options: []string{"yes", "no"}}
		for _, m := range req.Messages {
			switch m.Role {
			case "system":
				cr.System = m.Content
			case "user":
				cr.User = m.Content
			}
		}
		resp, err := eng.Complete(r.Context(), cr)
		if err != nil {
			http.Error(w, `{"error":{"message":"engine failed"}}`, http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-bench", "object": "chat.completion", "model": eng.Model(),
			"choices": []any{map[string]any{
				"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": resp.Content},
			}},
		})
	})
	return mux
}

// BaselineResult is the direct round trip a verdict's overhead is compared
// with.
type BaselineResult struct {
	// Name says what was measured.
	Name string `json:"name"`
	// Latency of one round trip, client side.
	Latency Summary `json:"latency_ms"`
}

// Baseline measures n sequential round trips through juror.NewOpenAI to an
// OpenAIServer running eng, over a kept-alive loopback connection, with a
// prompt of the given size. With every > 0 the round trips start every
// apart, as an open loop's requests do, instead of back to back: after an
// idle gap a round trip costs more (cold caches, threads and cores woken),
// and an open loop's overhead is compared with a hop under the same
// conditions. It stops early when ctx ends.
func Baseline(ctx context.Context, eng juror.Engine, n int, promptBytes int, every time.Duration) (BaselineResult, error) {
	srv := NewOpenAIServer(eng)
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}, Timeout: 30 * time.Second}
	defer client.CloseIdleConnections()
	oa, err := juror.NewOpenAI(juror.OpenAIConfig{BaseURL: srv.URL + "/v1", Model: eng.Model(), HTTPClient: client})
	if err != nil {
		return BaselineResult{}, err
	}
	user := fmt.Sprintf("Question:\n%s0 Does the delivery meet the specification?\n\n%s", SeqMarker, filler(promptBytes))
	req := juror.ChatRequest{System: "You are a juror.", User: user, Temperature: juror.Temperature, MaxTokens: juror.MaxTokens, Options: []string{"yes", "no"}}
	// Warm the connection (and the schema fallback, if any).
	if _, err := oa.Complete(ctx, req); err != nil {
		return BaselineResult{}, fmt.Errorf("bench: baseline: %w", err)
	}
	lat := make([]time.Duration, 0, n)
	var t *time.Timer
	if every > 0 {
		t = time.NewTimer(every)
		defer t.Stop()
	}
	for range n {
		if t != nil {
			select {
			case <-t.C:
				t.Reset(every)
			case <-ctx.Done():
			}
		}
		if ctx.Err() != nil {
			break
		}
		start := time.Now()
		if _, err := oa.Complete(ctx, req); err != nil {
			return BaselineResult{}, fmt.Errorf("bench: baseline: %w", err)
		}
		lat = append(lat, time.Since(start))
	}
	name := "one OpenAI chat-completions round trip over loopback HTTP to the same engine"
	if every > 0 {
		name += fmt.Sprintf(", one every %v", every)
	}
	return BaselineResult{Name: name, Latency: Summarize(lat)}, nil
}
