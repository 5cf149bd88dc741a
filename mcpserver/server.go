package mcpserver

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"reflect"
	"runtime/debug"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/ipfs"
	"github.com/arbitra-network/arbitra/reputation"
	"github.com/arbitra-network/arbitra/verdict"
)

// Tool names.
const (
	ToolRequestVerdict    = "request_verdict"
	ToolGetVerdict        = "get_verdict"
	ToolGetReputation     = "get_agent_reputation"
	ToolVerifyDealVerdict = "verify_deal_verdict"
	ToolGetIndexedDeal    = "get_indexed_deal"
	ToolCreateEscrow      = "create_escrow"
	ToolSubmitDeliverable = "submit_deliverable"
	ToolAppealDeal        = "appeal_deal"
	ToolAcceptOutcome     = "accept_deal_outcome"
	ToolCreateJob         = "create_job"
	ToolJobVerdict        = "job_verdict"
	ToolJobValidation     = "job_validation"
	defaultImplementation = "arbitra"
	defaultImplVersion    = "0.1.0"
)

// Options configure New.
type Options struct {
	// Escrows are the chains create_escrow and submit_deliverable act on;
	// without any, both tools answer that no escrow is configured.
	Escrows []Escrow
	// Jobs is the evaluator and client key create_job, job_verdict and
	// job_validation act with; nil (a coordinator's /mcp): no job tools.
	Jobs Jobs
	// Audit is what verify_deal_verdict reads and trusts.
	Audit AuditSources
	// Party is the agent's own key: with it, request_verdict proves the
	// agent a party of the deal it asks about (verdict.PartyProof), which
	// earns the deal's requester token. A coordinator's /mcp has none.
	Party verdict.Signer
	// Version is announced to clients ("0.1.0" when empty).
	Version string
	// Logger may be nil.
	Logger *slog.Logger
	// Now may be nil.
	Now func() time.Time
}

// AuditSources are what verify_deal_verdict reads besides the coordinator's
// API, as `arbitra audit`'s flags are. Each may be zero.
type AuditSources struct {
	// Gateway is the base URL of an arbitra gateway the records and their
	// seals are fetched from; empty: the coordinator's record route, which
	// brings no seal.
	Gateway string
	// Escrow is the escrow the operator trusts: it pins its deals' records.
	Escrow audit.Escrow
	// Backend reads the escrow a record names when Escrow is nil.
	Backend chain.Backend
}

type server struct {
	client  *api.Client
	audit   AuditSources
	escrows []Escrow
	jobs    Jobs
	party   verdict.Signer
	log     *slog.Logger
	now     func() time.Time
}

// New returns an MCP server backed by the coordinator client: the read,
// verify and request tools, and, only when opts.Escrows is given, the
// escrow tools that sign with those keys; only when opts.Jobs is, the
// ERC-8183 job tools on the agent's own key. A coordinator's /mcp is built
// without escrows, so no caller of it moves the node's money; an agent runs
// the escrow tools with its own keys (`arbitra mcp`, over stdio).
func New(client *api.Client, opts Options) *mcp.Server {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Version == "" {
		opts.Version = defaultImplVersion
	}
	s := &server{client: client, audit: opts.Audit, escrows: opts.Escrows, jobs: opts.Jobs, party: opts.Party, log: opts.Logger, now: opts.Now}
	srv := mcp.NewServer(&mcp.Implementation{Name: defaultImplementation, Title: "arbitra juror network", Version: opts.Version}, &mcp.ServerOptions{
		Instructions: "Check a seller with get_agent_reputation before hiring it; fund the deal with create_escrow; " +
			"the seller delivers with submit_deliverable; request_verdict asks a panel of AI jurors; " +
			"verify_deal_verdict re-checks a verdict's signatures, receipts and majority yourself.",
		Logger:       opts.Logger,
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{}},
	})
	readOnly := &mcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: ptr(true)}
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolRequestVerdict, Title: "Request a verdict",
		Description: "Ask a panel of AI jurors a question with evidence and wait for the signed verdict (majority-v1). " +
			"For a deal, use options [\"PASS\",\"FAIL\"] and name the deal. Set async to get the ID at once and poll get_verdict. " +
			"The answer's requester_token is given once: keep it, it is what get_verdict needs to show the rationales and what publishing or unpublishing the verdict's content needs.",
		Annotations: &mcp.ToolAnnotations{OpenWorldHint: ptr(true)},
	}, s.requestVerdict)
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolGetVerdict, Title: "Get a verdict",
		Description: "The state of a verdict request by its ID (vrd_...), CID or hash: queued (waiting for free jurors), pending, minted with the decision and each juror's vote, or failed. " +
			"A juror's model label ending in -t50 or -t80 is the offline builtin engine at that coverage threshold in percent. " +
			"The jurors' rationales of an unpublished verdict are shown once, and only with the requester_token that request_verdict returned.",
		Annotations: readOnly,
	}, s.getVerdict)
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolGetReputation, Title: "Get a seller's reputation",
		Description: "A seller agent's record from settled deals: deals judged, successes, failures (missed deadlines included), " +
			"undecided, success and failure rates, recency-weighted reliability, a breakdown by task category and the deal history.",
		Annotations: readOnly,
	}, s.getReputation)
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolVerifyDealVerdict, Title: "Verify a deal's verdict",
		Description: "Fetch the verdict record of an escrow deal (or of a verdict ID) and audit it here as `arbitra audit` does: the seal (from a gateway), canonical bytes and CID, " +
			"the coordinator's signature, the draw, every juror's signed receipt, the majority-v1 outcome, and, when the server reads the chain, the deal's settlement on its escrow. " +
			"Reports every check and a result: pass, unpinned (consistent, but nothing pins the signer: name the coordinator you trust as signer) or fail.",
		Annotations: readOnly,
	}, s.verifyDealVerdict)
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolGetIndexedDeal, Title: "Get an indexed deal",
		Description: "The escrow events of an on-chain deal (created, submitted, resolved, refunded) as the coordinator's escrow index holds them.",
		Annotations: readOnly,
	}, s.getIndexedDeal)
	if s.jobs != nil {
		addTool(srv, s.log, &mcp.Tool{
			Name: ToolCreateJob, Title: "Create an ERC-8183 job judged by arbitra",
			Description: "Create an ERC-8183 job from this server's client account with arbitra's evaluator as its evaluator: provider, description " +
				"(the acceptance criteria, or their hash or CID; sha256 of it is what the panel judges against), budget in base units and expiry; " +
				"sets the budget and funds it. The provider then submits sha256 of its deliverable text and anyone opens the case (`arbitra job open`).",
			Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false), OpenWorldHint: ptr(true)},
		}, s.createJob)
		addTool(srv, s.log, &mcp.Tool{
			Name: ToolJobVerdict, Title: "Read an ERC-8183 job's verdict",
			Description: "An ERC-8183 job judged by arbitra: its status, its case on the escrow (state, round, PASS or FAIL once final, verdict hash), " +
				"the reason it was completed or rejected with, and the audit's job checks (job-evaluator, job-evidence, job-outcome). " +
				"verify_deal_verdict with the case_id as deal audits the case's record.",
			Annotations: readOnly,
		}, s.jobVerdict)
		addTool(srv, s.log, &mcp.Tool{
			Name: ToolJobValidation, Title: "Read an ERC-8004 validation",
			Description: "An ERC-8004 validation request's status from a validation registry: validator, agent, response (arbitra: 100 PASS, 0 FAIL), " +
				"response_uri (ipfs://<record CID>), response_hash (the verdict hash), tag, and how many responses the validator gave.",
			Annotations: readOnly,
		}, s.jobValidation)
	}
	if len(s.escrows) == 0 {
		return srv
	}
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolCreateEscrow, Title: "Fund an escrow deal",
		Description: "Fund a new ArbiterEscrow deal from this server's buyer account: seller, amount in the token's base units, " +
			"acceptance criteria (their hash goes on chain) and a delivery deadline. Returns the deal ID and transaction.",
		Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false), OpenWorldHint: ptr(true)},
	}, s.createEscrow)
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolSubmitDeliverable, Title: "Submit a deliverable",
		Description: "Record a deliverable's hash for a funded deal from this server's seller account, before the deadline.",
		Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false), OpenWorldHint: ptr(true)},
	}, s.submitDeliverable)
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolAppealDeal, Title: "Appeal a deal's verdict",
		Description: "Take a deal's decided round to a larger panel, from this server's account of the party it went against " +
			"(the buyer of a PASS, the seller of a FAIL), inside the round's appeal window, on an escrow deployed with one. " +
			"Pays the next round's fee in the deal's token (approving it when needed), at most max_fee when given.",
		Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false), OpenWorldHint: ptr(true)},
	}, s.appealDeal)
	addTool(srv, s.log, &mcp.Tool{
		Name: ToolAcceptOutcome, Title: "Accept a deal's verdict",
		Description: "Accept a deal's decided round at once, from this server's account of the party it went against: " +
			"the funds move where the round decided, without waiting for the appeal window to close.",
		Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(true), OpenWorldHint: ptr(true)},
	}, s.acceptOutcome)
	return srv
}

// HTTPHandler serves a server over streamable HTTP, statelessly (any
// instance can answer any request). Mount it at /mcp. hosts is the Host
// allow-list against DNS rebinding, the one the coordinator's REST routes
// use; nil keeps the SDK's own loopback-only check.
func HTTPHandler(srv *mcp.Server, hosts interface {
	Handler(http.Handler) http.Handler
}) http.Handler {
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv },
		&mcp.StreamableHTTPOptions{Stateless: true, DisableLocalhostProtection: hosts != nil})
	if hosts == nil {
		return h
	}
	return hosts.Handler(h)
}

// addTool registers a typed tool whose handler cannot take the server down:
// a panic becomes a tool error.
func addTool[In, Out any](srv *mcp.Server, log *slog.Logger, t *mcp.Tool, h func(context.Context, In) (Out, error)) {
	t.InputSchema, t.OutputSchema = mustSchema[In](), mustSchema[Out]()
	mcp.AddTool(srv, t, func(ctx context.Context, _ *mcp.CallToolRequest, in In) (res *mcp.CallToolResult, out Out, err error) {
		defer func() {
			if p := recover(); p != nil {
				log.Error("tool panicked", "tool", t.Name, "panic", p, "stack", string(debug.Stack()))
				var zero Out
				res, out, err = nil, zero, fmt.Errorf("%s: internal error", t.Name)
			}
		}()
		out, err = h(ctx, in)
		if err != nil {
			return nil, out, fmt.Errorf("%s: %w", t.Name, err)
		}
		return nil, out, nil
	})
}

func ptr[T any](v T) *T { return &v }

// idSchemas describe the protocol's identities as the strings their JSON is.
var idSchemas = map[reflect.Type]*jsonschema.Schema{
	reflect.TypeFor[verdict.Address](): {Type: "string", Pattern: "^0x[0-9a-f]{40}$"},
	reflect.TypeFor[verdict.Bytes32](): {Type: "string", Pattern: "^0x[0-9a-f]{64}$"},
	reflect.TypeFor[verdict.DealID]():  {Type: "string", Pattern: "^0x[0-9a-f]{64}$"},
	reflect.TypeFor[verdict.ChainID](): {Type: "string", Pattern: "^([1-9][0-9]*)?$"},
}

func mustSchema[T any]() *jsonschema.Schema {
	if reflect.TypeFor[T]().Kind() == reflect.Interface {
		return nil // the SDK's default for an untyped value
	}
	s, err := jsonschema.For[T](&jsonschema.ForOptions{TypeSchemas: idSchemas})
	if err != nil {
		panic(err) // the tool types are fixed at compile time
	}
	return s
}

// RequestVerdictInput is the input of request_verdict.
type RequestVerdictInput struct {
	Question string             `json:"question,omitempty" jsonschema:"the question the jurors answer (required, except for a deal, which has a fixed one)"`
	Options  []string           `json:"options,omitempty" jsonschema:"2 to 8 answer options (required, except for a deal, judged with [PASS, FAIL])"`
	Rubric   string             `json:"rubric,omitempty" jsonschema:"how to judge, up to 2000 characters (a deal has a fixed one)"`
	Evidence []verdict.Evidence `json:"evidence" jsonschema:"1 to 32 labeled texts the jurors read; untrusted. A deal's are exactly its acceptance-criteria and deliverable texts, whose sha256 the escrow holds"`
	Panel    int                `json:"panel,omitempty" jsonschema:"number of jurors, 1 to 7 (default 3)"`
	// TimeoutMS is how long jurors have.
	TimeoutMS int64         `json:"timeout_ms,omitempty" jsonschema:"how long the jurors have, in milliseconds (default: the coordinator's)"`
	Publish   bool          `json:"publish,omitempty" jsonschema:"publish the question, evidence and rationales on IPFS"`
	Deal      *verdict.Deal `json:"deal,omitempty" jsonschema:"the escrow deal this verdict settles"`
	Async     bool          `json:"async,omitempty" jsonschema:"answer at once with the pending request (queued while no jurors are free); poll get_verdict"`
	Nonce     string        `json:"nonce,omitempty" jsonschema:"up to 64 characters to ask the same question again: the same content is otherwise the same request, answered with its first verdict"`
}

func (s *server) requestVerdict(ctx context.Context, in RequestVerdictInput) (*api.View, error) {
	sub := coordinator.Submission{
		Question: verdict.Question{Question: in.Question, Options: in.Options, Rubric: in.Rubric, Evidence: in.Evidence},
		Panel:    in.Panel, TimeoutMS: in.TimeoutMS, Publish: in.Publish, Deal: in.Deal, Nonce: in.Nonce,
	}
	if sub.Deal != nil {
		if err := verdict.NormalizeDealQuestion(&sub.Question); err != nil {
			return nil, err
		}
	}
	if err := sub.Validate(coordinator.DefaultMaxTimeout); err != nil {
		return nil, err
	}
	body := api.SubmitBody{Question: sub.Question, Panel: sub.Panel, TimeoutMS: sub.TimeoutMS, Publish: sub.Publish,
		Deal: sub.Deal, Nonce: sub.Nonce, Async: in.Async}
	if sub.Deal != nil && s.party != nil {
		signer, err := s.client.Signer(ctx)
		if err != nil {
			return nil, err
		}
		coord, deal, err := signer.PartyDeal(sub.Deal)
		if err != nil {
			return nil, err
		}
		if body.Party, err = verdict.SignParty(s.party, coord, deal, s.now()); err != nil {
			return nil, err
		}
	}
	v, err := s.client.Submit(ctx, body)
	if err != nil {
		return nil, err
	}
	if v.Status == api.StatusFailed {
		msg := "no verdict"
		if v.Failure != nil {
			msg = v.Failure.Code + ": " + v.Failure.Message
		}
		return nil, fmt.Errorf("request %s failed: %s", v.ID, msg)
	}
	return v, nil
}

// GetVerdictInput is the input of get_verdict.
type GetVerdictInput struct {
	ID string `json:"id" jsonschema:"the verdict: its ID (vrd_ and 32 hex digits), CID or hash"`
	// RequesterToken proves the caller made the request.
	RequesterToken string `json:"requester_token,omitempty" jsonschema:"the requester_token request_verdict returned; without it the rationales of an unpublished verdict are withheld"`
}

func (s *server) getVerdict(ctx context.Context, in GetVerdictInput) (*api.View, error) {
	// The signed bytes are left out: the record route holds them, and 3 KB
	// of base64 in every answer fills an agent's context.
	v, err := s.client.Verdict(ctx, in.ID, api.ViewOptions{Token: in.RequesterToken})
	if api.IsNotFound(err) {
		return nil, fmt.Errorf("unknown verdict %s", in.ID)
	}
	return v, err
}

// GetReputationInput is the input of get_agent_reputation.
type GetReputationInput struct {
	Agent string `json:"agent" jsonschema:"the seller agent's name or 0x address"`
}

func (s *server) getReputation(ctx context.Context, in GetReputationInput) (*reputation.SellerReputation, error) {
	if err := reputation.ValidateAgent(in.Agent); err != nil {
		return nil, err
	}
	return sellerReputation(ctx, s.client, in.Agent)
}

// VerifyInput is the input of verify_deal_verdict.
type VerifyInput struct {
	DealID    string `json:"deal_id,omitempty" jsonschema:"the escrow deal: 0x and 64 hex digits"`
	VerdictID string `json:"verdict_id,omitempty" jsonschema:"or the verdict ID (vrd_...)"`
	Signer    string `json:"signer,omitempty" jsonschema:"the coordinator address you trust: it pins the record; without it the result is at best unpinned"`
}

// VerifyOutput is the report of verify_deal_verdict: audit.Run's, under the
// same check names and result as `arbitra audit` and the verdict page.
type VerifyOutput struct {
	// Result is pass, unpinned (every check passed but nothing pins the
	// signer) or fail.
	Result string `json:"result"`
	// OK is true when every check passed.
	OK        bool            `json:"ok"`
	VerdictID string          `json:"verdict_id"`
	DealID    string          `json:"deal_id,omitempty"`
	CID       string          `json:"cid"`
	Hash      string          `json:"hash"`
	Signer    string          `json:"signer,omitempty"`
	Decision  string          `json:"decision,omitempty"`
	PinnedBy  string          `json:"pinned_by,omitempty"`
	Checks    []verdict.Check `json:"checks"`
	Notes     []string        `json:"notes,omitempty"`
}

func (s *server) verifyDealVerdict(ctx context.Context, in VerifyInput) (*VerifyOutput, error) {
	if (in.DealID == "") == (in.VerdictID == "") {
		return nil, errors.New("give exactly one of deal_id and verdict_id")
	}
	if in.VerdictID != "" {
		if err := verdict.ValidateID(in.VerdictID); err != nil {
			return nil, err
		}
	}
	if in.Signer != "" && !common.IsHexAddress(in.Signer) {
		return nil, fmt.Errorf("signer %q is not an address", in.Signer)
	}
	out := &VerifyOutput{VerdictID: in.VerdictID, Checks: []verdict.Check{}}
	opt := audit.Options{Signer: in.Signer}
	if in.DealID != "" {
		dh, err := verdict.ParseHash32(in.DealID)
		if err != nil || !strings.HasPrefix(in.DealID, "0x") {
			return nil, fmt.Errorf("deal_id %q: an escrow deal is 0x and 64 hex digits", in.DealID)
		}
		opt.Deal = &dh
		deal, err := indexedDeal(ctx, s.client, in.DealID)
		if api.IsNotFound(err) {
			return nil, fmt.Errorf("unknown deal %s: no verdict judges it", in.DealID)
		}
		if err != nil {
			return nil, err
		}
		settled, _ := deal.Fields["settlement"].(map[string]any)
		id, _ := settled["verdict_id"].(string)
		if id == "" {
			return nil, fmt.Errorf("deal %s: no verdict of this coordinator judges it yet", in.DealID)
		}
		out.VerdictID, out.DealID = id, deal.DealID
	}
	f, err := s.fetchRecord(ctx, out.VerdictID)
	if err != nil {
		return nil, err
	}
	if s.audit.Gateway == "" {
		out.Notes = append(out.Notes, "seal: not checked (the record came from the coordinator's API, not a gateway); `arbitra audit --gateway` checks it")
	}
	switch {
	case s.audit.Escrow != nil:
		opt.Escrow = s.audit.Escrow
	case s.audit.Backend != nil:
		opt.Chain = s.audit.Backend
	default:
		out.Notes = append(out.Notes, "chain: not checked (the server reads no chain: --rpc-url)")
	}
	rep := audit.Run(ctx, &f, opt)
	out.CID, out.Hash, out.Signer, out.Decision, out.Checks = rep.CID, "0x"+rep.Hash, rep.Signer, rep.Verdict.Decision, rep.Checks
	out.Result, out.OK, out.PinnedBy = rep.Result(), rep.OK(), rep.PinnedBy
	if out.Result == audit.Unpinned {
		out.Notes = append(out.Notes, verdict.UnpinnedNote+": name the coordinator you trust (signer), or serve with the escrow you trust (--escrow)")
	}
	return out, nil
}

// fetchRecord fetches a minted verdict's record: through the gateway when
// one is configured, which brings its seal, else from the coordinator's API.
func (s *server) fetchRecord(ctx context.Context, id string) (ipfs.Fetched, error) {
	rec, err := s.client.Record(ctx, id)
	var se *api.StatusError
	switch {
	case api.IsNotFound(err):
		return ipfs.Fetched{}, fmt.Errorf("unknown verdict %s", id)
	case errors.As(err, &se) && se.Body.Code == "not_minted":
		return ipfs.Fetched{}, fmt.Errorf("verdict %s is not minted yet; there is nothing to verify", id)
	case err != nil:
		return ipfs.Fetched{}, err
	}
	c := verdict.CIDOf(rec.Verdict).String()
	if s.audit.Gateway == "" {
		return ipfs.Fetched{Record: *rec, CIDs: ipfs.RecordCIDs{Verdict: c}}, nil
	}
	f, err := ipfs.Fetch(ctx, &ipfs.GatewayClient{URL: s.audit.Gateway, HTTP: s.client.HTTP}, c)
	if err != nil {
		return ipfs.Fetched{}, fmt.Errorf("fetch verdict %s from %s: %w", id, s.audit.Gateway, err)
	}
	return f, nil
}

// DealInput names an escrow deal.
type DealInput struct {
	DealID string `json:"deal_id" jsonschema:"the escrow deal ID, 0x and 64 hex digits"`
}

func (s *server) getIndexedDeal(ctx context.Context, in DealInput) (*IndexedDeal, error) {
	id, err := parseDealID(in.DealID)
	if err != nil {
		return nil, err
	}
	d, err := indexedDeal(ctx, s.client, id)
	if api.IsNotFound(err) {
		return nil, fmt.Errorf("unknown deal %s: the escrow index has no event for it", id)
	}
	if err != nil {
		return nil, err
	}
	if d.DealID == "" {
		d.DealID = id
	}
	return d, nil
}

func parseDealID(s string) (string, error) {
	if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return "", fmt.Errorf("deal_id %q must be 0x followed by 64 hex digits", s)
	}
	h, err := verdict.ParseHash32(s)
	if err != nil {
		return "", fmt.Errorf("deal_id %q must be 0x followed by 64 hex digits", s)
	}
	if h == ([32]byte{}) {
		return "", errors.New("deal_id must not be zero")
	}
	return "0x" + hex.EncodeToString(h[:]), nil
}

// escrow picks the configured escrow for a chain ID.
func (s *server) escrow(chainID string) (Escrow, error) {
	if len(s.escrows) == 0 {
		return nil, errors.New("no escrow is configured on this server; start it with a chain (the devnet or an RPC endpoint) and keys")
	}
	var ids []string
	for _, e := range s.escrows {
		if chainID == "" && len(s.escrows) == 1 || e.ChainID() == chainID {
			return e, nil
		}
		ids = append(ids, e.ChainID())
	}
	sort.Strings(ids)
	if chainID == "" {
		return nil, fmt.Errorf("several chains are configured (%s): name one with chain_id", strings.Join(ids, ", "))
	}
	return nil, fmt.Errorf("no escrow on chain %s; configured: %s", chainID, strings.Join(ids, ", "))
}

// CreateEscrowInput is the input of create_escrow.
type CreateEscrowInput struct {
	ChainID string `json:"chain_id,omitempty" jsonschema:"decimal chain ID; optional when one chain is configured"`
	DealID  string `json:"deal_id,omitempty" jsonschema:"0x and 64 hex digits; a random ID when omitted"`
	Seller  string `json:"seller" jsonschema:"the seller's 0x address"`
	Token   string `json:"token,omitempty" jsonschema:"the ERC-20 to pay in; default: the configured token"`
	Amount  string `json:"amount" jsonschema:"the payment in the token's base units, a decimal integer"`
	// JurorFee is escrowed beside the price and paid to the seats whose
	// ballots settle the deal (dissents included), or refunded.
	JurorFee string `json:"juror_fee,omitempty" jsonschema:"the jurors' fee in the token's base units, escrowed with the amount and shared by every seat whose ballot settles the deal; default 0"`
	// Criteria, AcceptanceCriteria or CriteriaHash commits the task on chain.
	Criteria           string   `json:"criteria,omitempty" jsonschema:"the acceptance criteria as one text; sha256 of its exact UTF-8 bytes goes on chain, and a verdict request for the deal carries the same text as evidence[0] labelled criteria"`
	AcceptanceCriteria []string `json:"acceptance_criteria,omitempty" jsonschema:"or the criteria as a list, committed as the text of one '- criterion' line each (returned as criteria)"`
	CriteriaHash       string   `json:"criteria_hash,omitempty" jsonschema:"or the sha256 criteria hash itself, 0x and 64 hex digits"`
	Deadline           string   `json:"deadline" jsonschema:"the delivery deadline, RFC 3339, in the future"`
}

// CreateEscrowOutput is the result of create_escrow.
type CreateEscrowOutput struct {
	ChainID      string `json:"chain_id"`
	Escrow       string `json:"escrow"`
	DealID       string `json:"deal_id"`
	TxHash       string `json:"tx_hash"`
	Block        uint64 `json:"block"`
	Buyer        string `json:"buyer"`
	Seller       string `json:"seller"`
	Token        string `json:"token"`
	Amount       string `json:"amount"`
	JurorFee     string `json:"juror_fee"`
	CriteriaHash string `json:"criteria_hash"`
	// Criteria is the committed text, when the call gave it: a verdict
	// request for the deal carries it as evidence[0], label "acceptance-criteria".
	Criteria string `json:"criteria,omitempty"`
	Deadline string `json:"deadline"`
}

func (s *server) createEscrow(ctx context.Context, in CreateEscrowInput) (*CreateEscrowOutput, error) {
	e, err := s.escrow(in.ChainID)
	if err != nil {
		return nil, err
	}
	var d NewDeal
	if in.DealID == "" {
		id, err := chain.NewDealID()
		if err != nil {
			return nil, err
		}
		d.ID = id
	} else {
		id, err := parseDealID(in.DealID)
		if err != nil {
			return nil, err
		}
		d.ID, _ = verdict.ParseHash32(id)
	}
	if !common.IsHexAddress(in.Seller) {
		return nil, fmt.Errorf("seller %q is not a 0x address", in.Seller)
	}
	d.Seller = common.HexToAddress(in.Seller)
	if in.Token != "" {
		if !common.IsHexAddress(in.Token) {
			return nil, fmt.Errorf("token %q is not a 0x address", in.Token)
		}
		d.Token = common.HexToAddress(in.Token)
	}
	amount, ok := new(big.Int).SetString(in.Amount, 10)
	if !ok || amount.Sign() <= 0 || amount.BitLen() > 256 {
		return nil, fmt.Errorf("amount %q must be a positive decimal integer of base units", in.Amount)
	}
	d.Amount, d.JurorFee = amount, new(big.Int)
	if in.JurorFee != "" {
		fee, ok := new(big.Int).SetString(in.JurorFee, 10)
		if !ok || fee.Sign() < 0 || fee.BitLen() > 256 {
			return nil, fmt.Errorf("juror_fee %q must be a decimal integer of base units, 0 or more", in.JurorFee)
		}
		d.JurorFee = fee
	}
	var text string
	given := 0
	for _, g := range []bool{in.Criteria != "", len(in.AcceptanceCriteria) > 0, in.CriteriaHash != ""} {
		if g {
			given++
		}
	}
	switch {
	case given != 1:
		return nil, errors.New("give exactly one of criteria, acceptance_criteria and criteria_hash")
	case in.Criteria != "":
		if !utf8.ValidString(in.Criteria) {
			return nil, errors.New("criteria is not valid UTF-8")
		}
		text = in.Criteria
		d.CriteriaHash = sha256.Sum256([]byte(text))
	case in.CriteriaHash != "":
		if d.CriteriaHash, err = verdict.ParseHash32(in.CriteriaHash); err != nil {
			return nil, fmt.Errorf("criteria_hash: %w", err)
		}
	default:
		for i, c := range in.AcceptanceCriteria {
			if strings.TrimSpace(c) == "" {
				return nil, fmt.Errorf("acceptance_criteria[%d] is empty", i)
			}
		}
		text = verdict.CriteriaText(in.AcceptanceCriteria)
		if d.CriteriaHash, err = CriteriaHash(in.AcceptanceCriteria); err != nil {
			return nil, err
		}
	}
	if d.Deadline, err = time.Parse(time.RFC3339, in.Deadline); err != nil {
		return nil, fmt.Errorf("deadline %q must be an RFC 3339 time such as 2099-01-01T00:00:00Z", in.Deadline)
	}
	if !d.Deadline.After(s.now()) {
		return nil, fmt.Errorf("deadline %s is not in the future", in.Deadline)
	}
	tx, err := e.CreateDeal(ctx, d)
	if err != nil {
		return nil, fmt.Errorf("fund deal 0x%x on chain %s: %w", d.ID, e.ChainID(), err)
	}
	return &CreateEscrowOutput{
		ChainID: e.ChainID(), Escrow: verdict.AddressString(e.Address()), DealID: "0x" + hex.EncodeToString(d.ID[:]),
		TxHash: tx.TxHash, Block: tx.Block, Buyer: tx.From, Seller: verdict.AddressString(d.Seller), Token: tx.Token,
		Amount: amount.String(), JurorFee: d.JurorFee.String(), CriteriaHash: "0x" + hex.EncodeToString(d.CriteriaHash[:]), Criteria: text, Deadline: d.Deadline.UTC().Format(time.RFC3339),
	}, nil
}

// SubmitDeliverableInput is the input of submit_deliverable.
type SubmitDeliverableInput struct {
	ChainID         string `json:"chain_id,omitempty" jsonschema:"decimal chain ID; optional when one chain is configured"`
	DealID          string `json:"deal_id" jsonschema:"the escrow deal ID, 0x and 64 hex digits"`
	Deliverable     string `json:"deliverable,omitempty" jsonschema:"the deliverable text; sha256 of its exact UTF-8 bytes goes on chain, and a verdict request for the deal carries the same text as evidence[1] labelled deliverable"`
	DeliverableHash string `json:"deliverable_hash,omitempty" jsonschema:"or the sha256 deliverable hash itself, 0x and 64 hex digits"`
}

// SubmitDeliverableOutput is the result of submit_deliverable.
type SubmitDeliverableOutput struct {
	ChainID         string `json:"chain_id"`
	Escrow          string `json:"escrow"`
	DealID          string `json:"deal_id"`
	DeliverableHash string `json:"deliverable_hash"`
	TxHash          string `json:"tx_hash"`
	Block           uint64 `json:"block"`
	Seller          string `json:"seller"`
}

func (s *server) submitDeliverable(ctx context.Context, in SubmitDeliverableInput) (*SubmitDeliverableOutput, error) {
	e, err := s.escrow(in.ChainID)
	if err != nil {
		return nil, err
	}
	id, err := parseDealID(in.DealID)
	if err != nil {
		return nil, err
	}
	dealID, _ := verdict.ParseHash32(id)
	var h [32]byte
	switch {
	case (in.Deliverable == "") == (in.DeliverableHash == ""):
		return nil, errors.New("give exactly one of deliverable and deliverable_hash")
	case in.DeliverableHash != "":
		if h, err = verdict.ParseHash32(in.DeliverableHash); err != nil {
			return nil, fmt.Errorf("deliverable_hash: %w", err)
		}
	default:
		if h, err = DeliverableHash(in.Deliverable); err != nil {
			return nil, err
		}
	}
	tx, err := e.SubmitDeliverable(ctx, dealID, h)
	if err != nil {
		return nil, fmt.Errorf("submit to deal %s on chain %s: %w", id, e.ChainID(), err)
	}
	return &SubmitDeliverableOutput{
		ChainID: e.ChainID(), Escrow: verdict.AddressString(e.Address()), DealID: id,
		DeliverableHash: "0x" + hex.EncodeToString(h[:]), TxHash: tx.TxHash, Block: tx.Block, Seller: tx.From,
	}, nil
}

// RoundInput names a deal whose decided round a tool acts on.
type RoundInput struct {
	ChainID string `json:"chain_id,omitempty" jsonschema:"decimal chain ID; optional when one chain is configured"`
	DealID  string `json:"deal_id" jsonschema:"the escrow deal ID, 0x and 64 hex digits"`
}

// AppealDealInput is the input of appeal_deal.
type AppealDealInput struct {
	RoundInput
	MaxFee string `json:"max_fee,omitempty" jsonschema:"refuse to pay more than this, in the token's base units (a decimal integer); default: the escrow's price"`
}

// RoundOutput is the result of appeal_deal and accept_deal_outcome.
type RoundOutput struct {
	ChainID string `json:"chain_id"`
	Escrow  string `json:"escrow"`
	DealID  string `json:"deal_id"`
	// Round is the round the appeal opened, or the round accepted.
	Round  uint8  `json:"round"`
	Party  string `json:"party"`
	TxHash string `json:"tx_hash"`
	Block  uint64 `json:"block"`
	// Seats and Fee are the appeal round's seat count and the fee paid
	// for it, in base units (appeal_deal only).
	Seats uint8  `json:"seats,omitempty"`
	Fee   string `json:"fee,omitempty"`
}

func (s *server) roundTarget(in RoundInput) (Escrow, string, [32]byte, error) {
	e, err := s.escrow(in.ChainID)
	if err != nil {
		return nil, "", [32]byte{}, err
	}
	id, err := parseDealID(in.DealID)
	if err != nil {
		return nil, "", [32]byte{}, err
	}
	dealID, _ := verdict.ParseHash32(id)
	return e, id, dealID, nil
}

func (s *server) appealDeal(ctx context.Context, in AppealDealInput) (*RoundOutput, error) {
	e, id, dealID, err := s.roundTarget(in.RoundInput)
	if err != nil {
		return nil, err
	}
	var maxFee *big.Int
	if in.MaxFee != "" {
		var ok bool
		if maxFee, ok = new(big.Int).SetString(in.MaxFee, 10); !ok || maxFee.Sign() < 0 {
			return nil, fmt.Errorf("max_fee %q is not a decimal integer of base units", in.MaxFee)
		}
	}
	tx, err := e.Appeal(ctx, dealID, maxFee)
	if err != nil {
		return nil, fmt.Errorf("appeal deal %s on chain %s: %w", id, e.ChainID(), err)
	}
	return &RoundOutput{ChainID: e.ChainID(), Escrow: verdict.AddressString(e.Address()), DealID: id, Round: tx.Round, Party: tx.From,
		TxHash: tx.TxHash, Block: tx.Block, Seats: tx.Seats, Fee: tx.Fee.String()}, nil
}

func (s *server) acceptOutcome(ctx context.Context, in RoundInput) (*RoundOutput, error) {
	e, id, dealID, err := s.roundTarget(in)
	if err != nil {
		return nil, err
	}
	tx, err := e.AcceptOutcome(ctx, dealID)
	if err != nil {
		return nil, fmt.Errorf("accept deal %s on chain %s: %w", id, e.ChainID(), err)
	}
	return &RoundOutput{ChainID: e.ChainID(), Escrow: verdict.AddressString(e.Address()), DealID: id, Round: tx.Round, Party: tx.From,
		TxHash: tx.TxHash, Block: tx.Block}, nil
}
