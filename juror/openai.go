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
	"strconv"
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
// from then on only without it. In the same way it adapts, once per engine,
// to servers that want max_completion_tokens instead of max_tokens (OpenAI's
// reasoning models, which it also recognises by name) and to models that
// accept no temperature but their default. It is safe for concurrent use.
type OpenAI struct {
	endpoint string
	model    string
	apiKey   string
	azure    bool // the host is Azure OpenAI's, which reads the key from api-key
	client   *http.Client
	// plain is set once the server has shown it rejects response_format.
	plain atomic.Bool
	// completionTokens is set once the server has asked for
	// max_completion_tokens; noTemperature once it has refused temperature.
	completionTokens atomic.Bool
	noTemperature    atomic.Bool
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
	o := &OpenAI{
		endpoint: strings.TrimRight(base, "/") + "/chat/completions",
		model:    cfg.Model,
		apiKey:   cfg.APIKey,
		azure:    strings.HasSuffix(strings.ToLower(u.Hostname()), ".azure.com"),
		client:   client,
	}
	if u.RawQuery != "" { // Azure's deployment URLs carry ?api-version=
		e := *u
		e.Path = strings.TrimRight(u.Path, "/") + "/chat/completions"
		e.RawPath = ""
		o.endpoint = e.String()
	}
	o.completionTokens.Store(wantsCompletionTokens(cfg.Model))
	return o, nil
}

// wantsCompletionTokens reports whether a model id names one of OpenAI's
// reasoning families (o1, o3, o4, gpt-5), which refuse max_tokens; a router
// prefix such as "openai/" is ignored.
func wantsCompletionTokens(model string) bool {
	m := strings.ToLower(model)
	if i := strings.LastIndexByte(m, '/'); i >= 0 {
		m = m[i+1:]
	}
	if strings.HasPrefix(m, "gpt-5") {
		return true
	}
	return len(m) >= 2 && m[0] == 'o' && strings.ContainsRune("134", rune(m[1])) && (len(m) == 2 || m[2] == '-')
}

// Name implements Engine.
func (o *OpenAI) Name() string { return "openai" }

// Model implements Engine.
func (o *OpenAI) Model() string { return o.model }

// Complete implements Engine. A 400 that names a setting this engine can
// change (the schema, the token limit's name, temperature) is answered by
// asking again without it. Each setting changes at most once per call, so a
// call makes at most four requests. A change is remembered for later calls
// once a request made with it succeeds, or at once when the server named
// what it wants instead (response_format, max_completion_tokens).
func (o *OpenAI) Complete(ctx context.Context, req ChatRequest) (ChatResponse, error) {
	w := wire{
		structured:       len(req.Options) > 0 && !o.plain.Load(),
		completionTokens: o.completionTokens.Load(),
		noTemperature:    o.noTemperature.Load(),
	}
	var tokensChanged, schemaDropped bool
	for {
		resp, err := o.post(ctx, req, w)
		var se *statusError
		if err == nil || !errors.As(err, &se) {
			if err == nil {
				o.remember(w, tokensChanged, schemaDropped)
			}
			return resp, err
		}
		switch {
		case !tokensChanged && !w.completionTokens && se.rejectsParam("max_tokens", "max_completion_tokens"):
			w.completionTokens, tokensChanged = true, true
			if se.names("max_completion_tokens") {
				o.completionTokens.Store(true)
			}
		case !tokensChanged && w.completionTokens && se.rejectsParam("max_completion_tokens", ""):
			w.completionTokens, tokensChanged = false, true
		case !w.noTemperature && se.rejectsParam("temperature", ""):
			w.noTemperature = true
		case w.structured && se.rejectsSchema():
			w.structured, schemaDropped = false, true
			if se.namesSchema() {
				o.plain.Store(true)
			}
		default:
			return resp, err
		}
	}
}

// remember keeps the phrasing a successful request used.
func (o *OpenAI) remember(w wire, tokensChanged, schemaDropped bool) {
	if tokensChanged {
		o.completionTokens.Store(w.completionTokens)
	}
	if w.noTemperature {
		o.noTemperature.Store(true)
	}
	if schemaDropped {
		o.plain.Store(true)
	}
}

// wire is how one request is phrased for the server.
type wire struct {
	structured       bool // response_format with the vote schema
	completionTokens bool // max_completion_tokens rather than max_tokens
	noTemperature    bool // temperature left to the model's default
}

// Check implements Checker: it asks the server a one-line question with a
// tiny token budget and reports a failure to exchange it, or a status
// answer, as an *EngineError with its class (auth_error, model_not_found,
// ...). What the model replies does not matter. It also settles, before the
// first judgement, which parameters the server accepts.
func (o *OpenAI) Check(ctx context.Context) error {
	_, err := o.Complete(ctx, ChatRequest{System: "Health check.", User: "Reply with OK.", MaxTokens: 16})
	var se *statusError
	if err == nil || errors.As(err, &se) || ClassifyError(err) == verdict.ErrClassTimeout ||
		ClassifyError(err) == verdict.ErrClassUpstream {
		return err
	}
	return nil // the server answered; the reply is beside the point
}

type chatMessage struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

type chatCompletionRequest struct {
	Model          string          `json:"model"`
	Messages       []chatMessage   `json:"messages"`
	Temperature    *float64        `json:"temperature,omitempty"`
	MaxTokens      int             `json:"max_tokens,omitempty"`
	MaxCompletion  int             `json:"max_completion_tokens,omitempty"`
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
			// ReasoningContent (vLLM, DeepSeek, llama.cpp) and Reasoning
			// (Ollama, OpenRouter) hold a reasoning model's thinking; it is
			// never the reply.
			ReasoningContent string `json:"reasoning_content"`
			Reasoning        string `json:"reasoning"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
}

func (o *OpenAI) post(ctx context.Context, req ChatRequest, w wire) (ChatResponse, error) {
	body := chatCompletionRequest{
		Model: o.model,
		Messages: []chatMessage{
			{Role: "system", Content: req.System},
			{Role: "user", Content: req.User},
		},
	}
	if !w.noTemperature {
		t := req.Temperature
		body.Temperature = &t
	}
	if w.completionTokens {
		body.MaxCompletion = req.MaxTokens
	} else {
		body.MaxTokens = req.MaxTokens
	}
	if w.structured {
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
		if o.azure {
			hreq.Header.Set("api-key", o.apiKey)
		}
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
	content, refusal := messageText(ch.Message.Content)
	if refusal == "" {
		refusal = ch.Message.Refusal
	}
	switch {
	case refusal != "":
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassRefused,
			Err: fmt.Errorf("openai: model refused: %s", snippet(refusal))}
	case ch.FinishReason == "content_filter":
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassRefused,
			Err: errors.New("openai: reply withheld by the content filter")}
	case strings.TrimSpace(content) == "" && (ch.Message.ReasoningContent != "" || ch.Message.Reasoning != ""):
		return ChatResponse{}, invalid("reply has reasoning but no answer (finish_reason %q)", ch.FinishReason)
	case strings.TrimSpace(content) == "":
		return ChatResponse{}, invalid("reply is empty (finish_reason %q)", ch.FinishReason)
	}
	return ChatResponse{Content: content, Model: cr.Model}, nil
}

// messageText reads message.content, a string or, on some servers, an
// array of parts: {"type":"text","text":...} parts are the reply, and a
// {"type":"refusal","refusal":...} part is the model declining.
func messageText(raw json.RawMessage) (text, refusal string) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, ""
	}
	var parts []struct {
		Type    string `json:"type"`
		Text    string `json:"text"`
		Refusal string `json:"refusal"`
	}
	if json.Unmarshal(raw, &parts) != nil {
		return "", ""
	}
	var b strings.Builder
	for _, p := range parts {
		switch p.Type {
		case "text", "output_text", "":
			b.WriteString(p.Text)
		case "refusal":
			if refusal == "" {
				refusal = p.Refusal
			}
		}
	}
	return b.String(), refusal
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

// maxUpstreamMessage bounds the server's message kept in an error.
const maxUpstreamMessage = 300

func (e *statusError) Error() string {
	msg := e.message()
	if msg == "" {
		return fmt.Sprintf("openai: HTTP %d", e.Code)
	}
	msg = strings.ToValidUTF8(msg, "\uFFFD")
	if t := verdict.TruncateRunes(msg, maxUpstreamMessage); t != msg {
		msg = t + "…"
	}
	return fmt.Sprintf("openai: HTTP %d: %s", e.Code, strconv.Quote(msg))
}

// errorBody is the error document servers send: OpenAI's {"error":{...}},
// Ollama's {"error":"..."}, vLLM's {"message":...} at the top.
type errorBody struct {
	Error   json.RawMessage `json:"error"`
	Message string          `json:"message"`
}

type errorObject struct {
	Message string `json:"message"`
	Param   string `json:"param"`
}

func (e *statusError) parse() (msg, param string) {
	var eb errorBody
	if json.Unmarshal(e.Body, &eb) != nil {
		return strings.TrimSpace(string(e.Body)), ""
	}
	var obj errorObject
	if json.Unmarshal(eb.Error, &obj) == nil && obj.Message != "" {
		return obj.Message, obj.Param
	}
	var s string
	if json.Unmarshal(eb.Error, &s) == nil && s != "" {
		return s, ""
	}
	if eb.Message != "" {
		return eb.Message, ""
	}
	return strings.TrimSpace(string(e.Body)), ""
}

// message is the server's error text: error.message, error as a string, a
// top-level message, or the body itself.
func (e *statusError) message() string {
	msg, _ := e.parse()
	return msg
}

// rejectsParam reports whether a 400 or 422 blames the request parameter
// name: the server names it as the error's param, or its message names it
// (as a quoted or bare word) together with a word of refusal, or names
// instead, the parameter it wants.
func (e *statusError) rejectsParam(name, instead string) bool {
	if e.Code != http.StatusBadRequest && e.Code != http.StatusUnprocessableEntity {
		return false
	}
	msg, param := e.parse()
	if param == name {
		return true
	}
	msg = strings.ToLower(msg)
	if !containsWord(msg, name) {
		return false
	}
	if instead != "" && containsWord(msg, instead) {
		return true
	}
	for _, cue := range []string{"unsupported", "not supported", "does not support", "unrecognized", "unknown",
		"not permitted", "not allowed", "only the default", "extra inputs", "invalid parameter"} {
		if strings.Contains(msg, cue) {
			return true
		}
	}
	return false
}

// names reports whether the server's message names w as a word.
func (e *statusError) names(w string) bool {
	return containsWord(strings.ToLower(e.message()), w)
}

// containsWord reports whether s holds w with no letter, digit or
// underscore on either side, so that "max_tokens" is not found in
// "max_completion_tokens".
func containsWord(s, w string) bool {
	for i := 0; i+len(w) <= len(s); {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		if (j == 0 || !isWordByte(s[j-1])) && (end == len(s) || !isWordByte(s[end])) {
			return true
		}
		i = j + 1
	}
	return false
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
	case c == http.StatusUnauthorized || c == http.StatusForbidden:
		return verdict.ErrClassAuth // a wrong, expired or unscoped key
	case c == http.StatusNotFound:
		return verdict.ErrClassModelNotFound // the model, or the endpoint, is not served there
	case c >= 400:
		// 402 (credit), 400/422 (a guardrail or a request the server will
		// not serve): the server refused.
		return verdict.ErrClassRefused
	default:
		return verdict.ErrClassUpstream
	}
}
