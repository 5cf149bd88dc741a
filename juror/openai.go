package juror

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"

	"github.com/arbitra-network/arbitra/verdict"
)

// OpenAI engine settings.
const (
	// DefaultOpenAIBaseURL is OpenAI's API; Ollama serves the same protocol
	// at http://127.0.0.1:11434/v1, vLLM and llama.cpp at <host>/v1.
	DefaultOpenAIBaseURL = "https://api.openai.com/v1"
	// EnvOpenAIAPIKey names the environment variable the CLI reads the API
	// key from; EnvOpenAIAPIKeyFallback is read when it is unset.
	EnvOpenAIAPIKey         = "ARBITRA_OPENAI_API_KEY"
	EnvOpenAIAPIKeyFallback = "OPENAI_API_KEY"
	// MaxResponseBytes bounds the body read from the server.
	MaxResponseBytes = 1 << 20
)

// OpenAIAPIKeyFromEnv returns the API key from EnvOpenAIAPIKey, else from
// EnvOpenAIAPIKeyFallback; getenv is usually os.Getenv.
func OpenAIAPIKeyFromEnv(getenv func(string) string) string {
	if k := getenv(EnvOpenAIAPIKey); k != "" {
		return k
	}
	return getenv(EnvOpenAIAPIKeyFallback)
}

// OpenAIConfig configures an OpenAI-compatible chat-completions engine.
type OpenAIConfig struct {
	BaseURL    string       // up to and including /v1; empty means DefaultOpenAIBaseURL
	Model      string       // required, e.g. "gpt-4o-mini", "llama3.1:8b"
	APIKey     string       // sent as a bearer token when set; Ollama needs none
	HTTPClient *http.Client // may be nil: a client that keeps MaxIdleModelConns connections open
}

// MaxIdleModelConns is how many idle connections to its model server an
// engine built without an HTTPClient keeps open. A juror runs as many
// judgements at once as its capacity, each a request to the same server;
// net/http's default client keeps two idle connections per host, so every
// judgement past the second would open a connection and close it again
// (under load, tens of thousands of sockets left in TIME_WAIT a minute).
const MaxIdleModelConns = 256

var defaultClient = &http.Client{Transport: func() http.RoundTripper {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns, t.MaxIdleConnsPerHost = MaxIdleModelConns, MaxIdleModelConns
	return t
}()}

// OpenAI is an Engine speaking the OpenAI chat-completions protocol
// (POST {base}/chat/completions). It asks for structured output constrained
// to the options; a server that rejects that is asked again without it, and
// from then on only without it. It is safe for concurrent use.
type OpenAI struct {
	endpoint string
	model    string
	apiKey   string
	client   *http.Client
	// plain is set once the server has shown it rejects response_format.
	plain atomic.Bool
}

// NewOpenAI checks the configuration and returns the engine.
func NewOpenAI(cfg OpenAIConfig) (*OpenAI, error) {
	if strings.TrimSpace(cfg.Model) == "" {
		return nil, errors.New("juror: openai engine needs a model")
	}
	base := cfg.BaseURL
	if base == "" {
		base = DefaultOpenAIBaseURL
	}
	u, err := url.Parse(base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("juror: openai base URL %q is not an http(s) URL", base)
	}
	client := cfg.HTTPClient
	if client == nil {
		client = defaultClient
	}
	return &OpenAI{
		endpoint: strings.TrimRight(base, "/") + "/chat/completions",
		model:    cfg.Model,
		apiKey:   cfg.APIKey,
		client:   client,
	}, nil
}

// Name implements Engine.
func (o *OpenAI) Name() string { return "openai" }

// Model implements Engine.
func (o *OpenAI) Model() string { return o.model }

// Complete implements Engine.
func (o *OpenAI) Complete(ctx context.Context, req ChatRequest) (ChatResponse, error) {
	if len(req.Options) == 0 || o.plain.Load() {
		return o.post(ctx, req, false)
	}
	resp, err := o.post(ctx, req, true)
	var se *statusError
	if !errors.As(err, &se) || !se.rejectsSchema() {
		return resp, err
	}
	resp, err = o.post(ctx, req, false)
	if err == nil || se.namesSchema() {
		o.plain.Store(true)
	}
	return resp, err
}

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatCompletionRequest struct {
	Model          string          `json:"model"`
	Messages       []chatMessage   `json:"messages"`
	Temperature    float64         `json:"temperature"`
	MaxTokens      int             `json:"max_tokens,omitempty"`
	ResponseFormat *responseFormat `json:"response_format,omitempty"`
}

type responseFormat struct {
	Type       string     `json:"type"`
	JSONSchema jsonSchema `json:"json_schema"`
}

type jsonSchema struct {
	Name   string         `json:"name"`
	Strict bool           `json:"strict"`
	Schema map[string]any `json:"schema"`
}

// voteSchema is the reply's JSON schema with the vote limited to options.
func voteSchema(options []string) *responseFormat {
	return &responseFormat{
		Type: "json_schema",
		JSONSchema: jsonSchema{
			Name:   "juror_vote",
			Strict: true,
			Schema: map[string]any{
				"type": "object",
				"properties": map[string]any{
					"vote":       map[string]any{"type": "string", "enum": options},
					"confidence": map[string]any{"type": "number", "description": "from 0 to 1"},
					"rationale":  map[string]any{"type": "string", "description": "at most 600 characters"},
				},
				"required":             []string{"vote", "confidence", "rationale"},
				"additionalProperties": false,
			},
		},
	}
}

type chatCompletionResponse struct {
	Model   string `json:"model"`
	Choices []struct {
		Message struct {
			Content json.RawMessage `json:"content"`
			Refusal string          `json:"refusal"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
}

func (o *OpenAI) post(ctx context.Context, req ChatRequest, structured bool) (ChatResponse, error) {
	body := chatCompletionRequest{
		Model: o.model,
		Messages: []chatMessage{
			{Role: "system", Content: req.System},
			{Role: "user", Content: req.User},
		},
		Temperature: req.Temperature,
		MaxTokens:   req.MaxTokens,
	}
	if structured {
		body.ResponseFormat = voteSchema(req.Options)
	}
	b, err := json.Marshal(body)
	if err != nil {
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassUpstream, Err: err}
	}
	hreq, err := http.NewRequestWithContext(ctx, http.MethodPost, o.endpoint, bytes.NewReader(b))
	if err != nil {
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassUpstream, Err: err}
	}
	hreq.Header.Set("Content-Type", "application/json")
	hreq.Header.Set("Accept", "application/json")
	if o.apiKey != "" {
		hreq.Header.Set("Authorization", "Bearer "+o.apiKey)
	}

	hresp, err := o.client.Do(hreq)
	if err != nil {
		return ChatResponse{}, transportError(ctx, err)
	}
	defer hresp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(hresp.Body, MaxResponseBytes+1))
	if err != nil {
		return ChatResponse{}, transportError(ctx, err)
	}
	if hresp.StatusCode != http.StatusOK {
		se := &statusError{Code: hresp.StatusCode, Body: raw}
		return ChatResponse{}, &EngineError{Class: se.class(), Err: se}
	}
	if len(raw) > MaxResponseBytes {
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassInvalidOutput,
			Err: fmt.Errorf("openai: response body exceeds %d bytes", MaxResponseBytes)}
	}
	return decodeCompletion(raw)
}

func decodeCompletion(raw []byte) (ChatResponse, error) {
	invalid := func(format string, args ...any) error {
		return &EngineError{Class: verdict.ErrClassInvalidOutput, Err: fmt.Errorf("openai: "+format, args...)}
	}
	var cr chatCompletionResponse
	if err := json.Unmarshal(raw, &cr); err != nil {
		return ChatResponse{}, invalid("response is not a chat completion: %v", err)
	}
	if len(cr.Choices) == 0 {
		return ChatResponse{}, invalid("response has no choices")
	}
	ch := cr.Choices[0]
	content := messageText(ch.Message.Content)
	switch {
	case ch.Message.Refusal != "":
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassRefused,
			Err: fmt.Errorf("openai: model refused: %s", snippet(ch.Message.Refusal))}
	case ch.FinishReason == "content_filter":
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassRefused,
			Err: errors.New("openai: reply withheld by the content filter")}
	case strings.TrimSpace(content) == "":
		return ChatResponse{}, invalid("reply is empty (finish_reason %q)", ch.FinishReason)
	}
	return ChatResponse{Content: content, Model: cr.Model}, nil
}

// messageText reads message.content, a string or, on some servers, an
// array of {"type":"text","text":...} parts.
func messageText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &parts) != nil {
		return ""
	}
	var b strings.Builder
	for _, p := range parts {
		if p.Type == "text" || p.Type == "" {
			b.WriteString(p.Text)
		}
	}
	return b.String()
}

// transportError classifies a failure to exchange the request: timeout
// when the context or a network deadline expired, else upstream_error.
func transportError(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return &EngineError{Class: verdict.ErrClassTimeout, Err: fmt.Errorf("openai: %w", ctx.Err())}
	}
	class := ClassifyError(err)
	if class != verdict.ErrClassTimeout {
		class = verdict.ErrClassUpstream
	}
	return &EngineError{Class: class, Err: fmt.Errorf("openai: %w", err)}
}

// statusError is a non-200 answer from the server.
type statusError struct {
	Code int
	Body []byte
}

func (e *statusError) Error() string {
	msg := e.message()
	if msg == "" {
		return fmt.Sprintf("openai: HTTP %d", e.Code)
	}
	return fmt.Sprintf("openai: HTTP %d: %s", e.Code, snippet(msg))
}

// message is the server's error text: error.message, error as a string, or
// the body itself.
func (e *statusError) message() string {
	var withObject struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(e.Body, &withObject) == nil && withObject.Error.Message != "" {
		return withObject.Error.Message
	}
	var withString struct {
		Error string `json:"error"`
	}
	if json.Unmarshal(e.Body, &withString) == nil && withString.Error != "" {
		return withString.Error
	}
	return strings.TrimSpace(string(e.Body))
}

// namesSchema reports whether the server blamed the structured-output
// request for its refusal.
func (e *statusError) namesSchema() bool {
	if e.Code != http.StatusBadRequest && e.Code != http.StatusUnprocessableEntity {
		return false
	}
	body := strings.ToLower(string(e.Body))
	return strings.Contains(body, "response_format") || strings.Contains(body, "json_schema")
}

// rejectsSchema reports whether a structured request is worth repeating
// without response_format: any 400, or a 422 that names the schema.
func (e *statusError) rejectsSchema() bool {
	return e.Code == http.StatusBadRequest || e.namesSchema()
}

func (e *statusError) class() string {
	switch c := e.Code; {
	case c == http.StatusTooManyRequests:
		return verdict.ErrClassRateLimited
	case c == http.StatusServiceUnavailable || c == 529: // 529: overloaded, as some gateways say
		return verdict.ErrClassOverloaded
	case c == http.StatusRequestTimeout || c == http.StatusGatewayTimeout:
		return verdict.ErrClassTimeout
	case c >= 500:
		return verdict.ErrClassUpstream
	case c >= 400:
		// 401/403 (credentials, scope), 402 (credit), 400/422 (a guardrail or
		// a request the server will not serve): the server refused.
		return verdict.ErrClassRefused
	default:
		return verdict.ErrClassUpstream
	}
}
