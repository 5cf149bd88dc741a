package bench

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/arbitra-network/arbitra/juror"
)

// NewOpenAIHandler answers POST /v1/chat/completions from eng, as an
// OpenAI-compatible model server would, so that juror processes started
// with --engine openai run the bench's engine too (arbitra-bench
// --serve-engine).
func NewOpenAIHandler(eng juror.Engine) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/chat/completions", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Model    string `json:"model"`
			Messages []struct {
				Role    string `json:"role"`
				Content string `json:"content"`
			} `json:"messages"`
			Temperature    float64 `json:"temperature"`
			MaxTokens      int     `json:"max_tokens"`
			ResponseFormat *struct {
				JSONSchema struct {
					Schema struct {
						Properties struct {
							Vote struct {
								Enum []string `json:"enum"`
							} `json:"vote"`
						} `json:"properties"`
					} `json:"schema"`
				} `json:"json_schema"`
			} `json:"response_format"`
		}
		if err := json.NewDecoder(io.LimitReader(r.Body, 4<<20)).Decode(&req); err != nil {
			http.Error(w, `{"error":{"message":"bad request"}}`, http.StatusBadRequest)
			return
		}
		// A juror's openai engine names the options in its reply schema
		// (PASS and FAIL for a deal); without one, a plain request's.
		opts := options
		if rf := req.ResponseFormat; rf != nil && len(rf.JSONSchema.Schema.Properties.Vote.Enum) > 0 {
			opts = rf.JSONSchema.Schema.Properties.Vote.Enum
		}
		cr := juror.ChatRequest{Temperature: req.Temperature, MaxTokens: req.MaxTokens, Options: opts}
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
