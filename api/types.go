package api

import (
	"errors"
	"fmt"

	"github.com/arbitra-network/arbitra/verdict"
)

// MaxBodyBytes bounds a request body: the evidence limit plus room for the
// question, rubric, options, labels and JSON escaping.
const MaxBodyBytes = 2*verdict.MaxEvidenceTotal + 64<<10

// Error is the JSON body of every error answer; Field names the field a
// 4xx refuses.
type Error struct {
	Error string `json:"error"`
	Field string `json:"field,omitempty"`
	Code  string `json:"code,omitempty"`
}

// The statuses of a request (View.Status).
const (
	StatusQueued  = "queued"
	StatusPending = "pending"
	StatusMinted  = "minted"
	StatusFailed  = "failed"
)

// Failure says why a request failed.
type Failure struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// JurorView is one panel seat as the API shows it, with the rationale when
// it may be shown.
type JurorView struct {
	verdict.JurorVote
	Rationale string `json:"rationale,omitempty"`
}

// View is a request and, once minted, its verdict.
type View struct {
	ID        string          `json:"id"`
	Status    string          `json:"status"`
	Decision  string          `json:"decision,omitempty"`
	Unanimous bool            `json:"unanimous"`
	Dissent   int             `json:"dissent"`
	Method    string          `json:"method,omitempty"`
	Options   []string        `json:"options,omitempty"`
	Jurors    []JurorView     `json:"jurors,omitempty"`
	Evidence  verdict.Context `json:"evidence"`
	Deal      *verdict.Deal   `json:"deal,omitempty"`
	// Receipt (base64url of the signed verdict bytes) and Receipts (the
	// receipt CIDs) are answered only when asked for (?receipts=1): the
	// record route and IPFS hold them, and an agent's context has no room.
	Receipt    string   `json:"receipt,omitempty"`
	Signature  string   `json:"signature,omitempty"`
	Signer     string   `json:"signer,omitempty"`
	Hash       string   `json:"hash,omitempty"`
	CID        string   `json:"cid,omitempty"`
	SealCID    string   `json:"seal_cid,omitempty"`
	ContentCID string   `json:"content_cid,omitempty"`
	Receipts   []string `json:"receipts,omitempty"`
	Published  bool     `json:"published"`
	TrustModel string   `json:"trust_model,omitempty"`
	CreatedAt  string   `json:"created_at"`
	MintedAt   string   `json:"minted_at,omitempty"`
	Failure    *Failure `json:"failure,omitempty"`
	// RequesterToken is answered once, to the submission: publishing,
	// unpublishing and reading the rationales require it
	// (Authorization: Bearer <token>).
	RequesterToken string `json:"requester_token,omitempty"`
	// RationalesWithheld says that an unpublished verdict has rationales
	// this answer leaves out: they go only to its requester.
	RationalesWithheld bool `json:"rationales_withheld,omitempty"`
	// Extra carries what other parts of the node add (settlement, anchor).
	Extra map[string]any `json:"extra,omitempty"`
}

// SubmitBody is the JSON body of POST /v1/verdicts.
type SubmitBody struct {
	verdict.Question
	// Panel is the number of jurors (1..5, default 3).
	Panel int `json:"panel,omitempty"`
	// TimeoutMS is how long jurors have, in milliseconds.
	TimeoutMS int64 `json:"timeout_ms,omitempty"`
	// Publish pins the content (question, evidence, rationales) to IPFS.
	Publish bool `json:"publish,omitempty"`
	// Deal, when set, names an escrow deal that is settled on chain once
	// the verdict is minted.
	Deal *verdict.Deal `json:"deal,omitempty"`
	// Party proves the caller is the deal's buyer or seller, which alone
	// earns a deal's requester token (verdict.PartyMessage, signed for
	// this coordinator's address; `arbitra submit --party-key` signs it).
	Party *verdict.PartyProof `json:"party,omitempty"`
	// MinVotes is the fewest cast votes that may decide.
	MinVotes int `json:"min_votes,omitempty"`
	// Nonce enters the request ID, so that the same content can be asked
	// again.
	Nonce string `json:"nonce,omitempty"`
	// Async answers 202 at once instead of waiting for the verdict.
	Async bool `json:"async,omitempty"`
}

// PublishBody re-supplies the content of a verdict for publication. Every
// text is checked against the fingerprint or root the verdict signed.
type PublishBody struct {
	Question   string              `json:"question"`
	Rubric     string              `json:"rubric,omitempty"`
	Evidence   []verdict.Evidence  `json:"evidence,omitempty"`
	Rationales []verdict.Rationale `json:"rationales,omitempty"`
}

// Signer is the answer of GET /v1/signer.
type Signer struct {
	Address string   `json:"address"`
	PeerID  string   `json:"peer_id"`
	Addrs   []string `json:"addrs"`
	// Escrow is the escrow whose deals this coordinator judges, when it
	// has one: what a deal request naming only its deal ID means, and what
	// a party's proof (verdict.PartyMessage) names.
	Escrow *EscrowRef `json:"escrow,omitempty"`
}

// EscrowRef names an escrow contract on a chain.
type EscrowRef struct {
	ChainID verdict.ChainID `json:"chain_id"`
	Escrow  verdict.Address `json:"escrow"`
}

// PartyDeal is the deal a party's proof names at the coordinator s: d,
// with s's escrow when d names only its deal ID.
func (s *Signer) PartyDeal(d *verdict.Deal) (coordinator verdict.Address, deal *verdict.Deal, err error) {
	coordinator, err = verdict.ParseAddress(s.Address)
	if err != nil {
		return coordinator, nil, fmt.Errorf("the coordinator's address %q: %w", s.Address, err)
	}
	c := *d
	if c.ChainID.IsZero() && c.Escrow.IsZero() {
		if s.Escrow == nil {
			return coordinator, nil, errors.New("the coordinator judges no escrow's deals")
		}
		c.ChainID, c.Escrow = s.Escrow.ChainID, s.Escrow.Escrow
	}
	return coordinator, &c, nil
}

// Ready is the answer of GET /readyz (200 ready, 503 not ready).
type Ready struct {
	Status           string `json:"status,omitempty"`
	Error            string `json:"error,omitempty"`
	Code             string `json:"code,omitempty"`
	Jurors           int    `json:"jurors"`
	JurorsNotServing int    `json:"jurors_not_serving"`
	InFlight         int    `json:"in_flight"`
	Queued           int    `json:"queued"`
	AsyncQueued      int    `json:"async_queued"`
	SlotsHeld        int    `json:"slots_held"`
}
