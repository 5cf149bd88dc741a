package coordinator

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/store"
	"github.com/arbitra-network/arbitra/verdict"
)

// This file adds, with EnableCompat, the routes of the seed API for agents
// written against it: POST /api/judge and GET /api/judgments/{dealId}.
//
// A compat deal without an escrow behind it is an off-chain deal: its
// verdict names chain OffChainChainID and the zero escrow address, so the
// deal stays bound to the signed verdict (seller, category, deal ID) and the
// jurors' ballots, signed for chain 0, are valid on no chain. Settlement
// must skip such deals (IsOffChain); reputation counts them as settled by
// their verdict.

// OffChainChainID is the chain ID of a deal that no escrow settles.
var OffChainChainID = verdict.NewChainID(0)

// OffChainEscrow is the escrow address of an off-chain deal.
var OffChainEscrow verdict.Address

// IsOffChain reports whether a deal is judged without an escrow.
func IsOffChain(d *verdict.Deal) bool { return d != nil && d.ChainID == OffChainChainID }

// CompatDealID maps an agent's deal ID to the bytes32 deal ID the verdict
// carries: a 0x-prefixed 32-byte hex ID is kept (lower-cased), anything
// else becomes keccak256 of its UTF-8 bytes.
func CompatDealID(dealID string) verdict.DealID {
	id := strings.TrimSpace(dealID)
	if h, ok := bytes32DealID(id); ok {
		return h
	}
	return verdict.DealID(crypto.Keccak256Hash([]byte(id)))
}

// bytes32DealID parses a deal ID given as 0x and 64 hex digits.
func bytes32DealID(s string) ([32]byte, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return [32]byte{}, false
	}
	h, err := verdict.ParseHash32(s)
	return h, err == nil
}

// CompatConfig configures the compatibility routes.
type CompatConfig struct {
	// ChainDeal places a compat deal on chain. It is called for a dealId
	// that is a 0x bytes32 and returns the chain ID (decimal) and escrow
	// address that hold the deal; ok = false judges it off chain. When nil,
	// every compat deal is judged off chain.
	ChainDeal func(ctx context.Context, dealID [32]byte) (chainID verdict.ChainID, escrow verdict.Address, ok bool, err error)
	// Panel is the panel size (verdict.DefaultPanel when zero).
	Panel int
	// TimeoutMS is the jurors' deadline (the coordinator's default when
	// zero).
	TimeoutMS int64
}

// Compat limits.
const (
	maxCompatCriteria = 64
	maxCompatIDChars  = 200
	compatQuestion    = verdict.DealQuestion
	compatRubric      = verdict.DealRubric
	labelCriteria     = verdict.DealCriteriaLabel
	labelDeliverable  = verdict.DealDeliverableLabel
	prefixCompat      = "coord/compat/" // + chain deal id → CompatRecord
	codeAlreadyJudged = "already_judged"
)

func compatKey(chainDealID string) []byte { return []byte(prefixCompat + chainDealID) }

// JudgeBody is the JSON body of POST /api/judge.
type JudgeBody struct {
	DealID             string   `json:"dealId"`
	AcceptanceCriteria []string `json:"acceptanceCriteria"`
	Deliverable        string   `json:"deliverable"`
	// Deadline is the delivery deadline, RFC 3339, in the future.
	Deadline     string `json:"deadline"`
	Seller       string `json:"seller"`
	TaskCategory string `json:"taskCategory,omitempty"`
	Buyer        string `json:"buyer,omitempty"`
}

// CompatRecord is what the coordinator keeps of a compat judgment: the
// inputs as submitted. Compat verdicts are published, so keeping the inputs
// exposes nothing that IPFS does not.
type CompatRecord struct {
	DealID             string   `json:"dealId"`
	ChainDealID        string   `json:"chainDealId"`
	VerdictID          string   `json:"verdictId"`
	AcceptanceCriteria []string `json:"acceptanceCriteria"`
	Deliverable        string   `json:"deliverable"`
	Deadline           string   `json:"deadline"`
	Seller             string   `json:"seller"`
	TaskCategory       string   `json:"taskCategory,omitempty"`
	Buyer              string   `json:"buyer,omitempty"`
	CreatedAt          string   `json:"createdAt"`
}

// Judgment is the answer of the compat routes.
type Judgment struct {
	DealID      string `json:"dealId"`
	ChainDealID string `json:"chainDealId"`
	OnChain     bool   `json:"onChain"`
	ChainID     string `json:"chainId,omitempty"`
	Escrow      string `json:"escrow,omitempty"`
	VerdictID   string `json:"verdictId"`
	Status      string `json:"status"`
	// Verdict is PASS, FAIL or undecided once minted.
	Verdict            string      `json:"verdict,omitempty"`
	Approved           bool        `json:"approved"`
	Unanimous          bool        `json:"unanimous"`
	Dissent            int         `json:"dissent"`
	VerdictHash        string      `json:"verdictHash,omitempty"` // 0x + sha256 of the signed verdict
	CID                string      `json:"cid,omitempty"`
	ContentCID         string      `json:"contentCid,omitempty"`
	Seller             string      `json:"seller,omitempty"`
	TaskCategory       string      `json:"taskCategory,omitempty"`
	Deadline           string      `json:"deadline,omitempty"`
	AcceptanceCriteria []string    `json:"acceptanceCriteria,omitempty"`
	Deliverable        string      `json:"deliverable,omitempty"`
	Jurors             []JurorView `json:"jurors,omitempty"`
	Signer             string      `json:"signer,omitempty"`
	TrustModel         string      `json:"trustModel,omitempty"`
	CreatedAt          string      `json:"createdAt"`
	MintedAt           string      `json:"mintedAt,omitempty"`
	Failure            *Failure    `json:"failure,omitempty"`
	// RequesterToken answers POST /api/judge once: unpublishing the
	// judgment's content requires it (Authorization: Bearer <token> on
	// DELETE /v1/verdicts/{verdictId}/publish).
	RequesterToken string `json:"requesterToken,omitempty"`
	// Record and HashCheck answer GET /api/judgments/{dealId}.
	Record    *verdict.Record `json:"record,omitempty"`
	HashCheck *HashCheck      `json:"hashCheck,omitempty"`
}

// HashCheck is the recomputation behind a judgment: verdict.Audit over the
// stored record, plus, for a compat deal, whether the stored criteria and
// deliverable recompute to the evidence root the jurors signed.
type HashCheck struct {
	OK             bool            `json:"ok"`
	StoredHash     string          `json:"storedHash"`
	RecomputedHash string          `json:"recomputedHash"`
	Checks         []verdict.Check `json:"checks"`
}

type compat struct {
	api *API
	cfg CompatConfig
	mu  sync.Mutex // serializes the already-judged check with the submit
}

// EnableCompat adds POST /api/judge and GET /api/judgments/{dealId}.
func (a *API) EnableCompat(cfg CompatConfig) {
	c := &compat{api: a, cfg: cfg}
	a.mux.HandleFunc("POST /api/judge", c.judge)
	a.mux.HandleFunc("GET /api/judgments/{dealId}", c.judgment)
}

func (c *compat) judge(w http.ResponseWriter, r *http.Request) {
	var body JudgeBody
	if err := DecodeJSON(w, r, MaxBodyBytes, &body); err != nil {
		writeDecodeError(w, err)
		return
	}
	if err := c.validate(&body); err != nil {
		WriteError(w, http.StatusBadRequest, err)
		return
	}
	svc := c.api.svc
	deal := &verdict.Deal{
		ChainID: OffChainChainID, Escrow: OffChainEscrow, DealID: CompatDealID(body.DealID),
		Seller: body.Seller, Category: body.TaskCategory,
	}
	if id, ok := bytes32DealID(body.DealID); ok && c.cfg.ChainDeal != nil {
		chainID, escrow, ok, err := c.cfg.ChainDeal(r.Context(), id)
		if err != nil {
			WriteError(w, http.StatusBadGateway, &APIError{Error: "look up the deal's escrow: " + err.Error(), Field: "dealId", Code: "chain_error"})
			return
		}
		if ok {
			deal.ChainID, deal.Escrow = chainID, escrow
		}
	}
	sub := Submission{
		Question: verdict.Question{
			Question: compatQuestion, Options: []string{verdict.OptionPass, verdict.OptionFail}, Rubric: compatRubric,
			Evidence: compatEvidence(body.AcceptanceCriteria, body.Deliverable),
		},
		Panel: c.cfg.Panel, TimeoutMS: c.cfg.TimeoutMS, Publish: true, Deal: deal,
	}

	c.mu.Lock()
	if prev, err := c.existing(deal.DealID); err != nil || prev != "" {
		c.mu.Unlock()
		if err != nil {
			WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
			return
		}
		WriteError(w, http.StatusConflict, &APIError{Error: fmt.Sprintf("deal %s is already judged by %s", body.DealID, prev), Field: "dealId", Code: codeAlreadyJudged})
		return
	}
	rec, err := svc.Submit(r.Context(), sub)
	if err == nil {
		cr := CompatRecord{
			DealID: body.DealID, ChainDealID: deal.DealID.String(), VerdictID: rec.ID, AcceptanceCriteria: body.AcceptanceCriteria,
			Deliverable: body.Deliverable, Deadline: body.Deadline, Seller: body.Seller, TaskCategory: body.TaskCategory,
			Buyer: body.Buyer, CreatedAt: rec.CreatedAt,
		}
		err = svc.cfg.Store.Update(func(tx *store.Txn) error { return tx.Put(compatKey(deal.DealID.String()), &cr) })
	}
	c.mu.Unlock()
	if err != nil {
		c.submitError(w, err)
		return
	}

	final, err := svc.Wait(r.Context(), rec.ID)
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
		return
	}
	j, err := c.judgmentOf(final, deal.DealID.String(), true)
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
		return
	}
	j.RequesterToken = rec.RequesterToken()
	WriteJSON(w, statusOf(final), j)
	if final.Status == StatusMinted && !final.Delivered {
		if err := svc.MarkDelivered(final); err != nil {
			c.api.log.Warn("could not mark delivered", "id", final.ID, "err", err)
		}
	}
}

// existing returns the verdict that judges or is judging a deal: a compat
// submission still queued, pending or minted, or any minted verdict on the deal.
// A failed compat submission may be retried.
func (c *compat) existing(chainDealID verdict.DealID) (string, error) {
	svc := c.api.svc
	var cr CompatRecord
	err := svc.cfg.Store.Get(compatKey(chainDealID.String()), &cr)
	switch {
	case err == nil:
		rec, err := svc.Get(cr.VerdictID)
		if err != nil && !errors.Is(err, ErrNotFound) {
			return "", err
		}
		if err == nil && rec.Status != StatusFailed {
			return rec.ID, nil
		}
	case !errors.Is(err, store.ErrNotFound):
		return "", err
	}
	id, err := svc.ByDeal(chainDealID)
	if errors.Is(err, ErrNotFound) {
		return "", nil
	}
	return id, err
}

func (c *compat) submitError(w http.ResponseWriter, err error) {
	var fe *verdict.FieldError
	if errors.As(err, &fe) {
		field := compatField(fe.Field)
		WriteError(w, http.StatusBadRequest, &APIError{Error: field + ": " + fe.Msg, Field: field, Code: "invalid"})
		return
	}
	c.api.submitError(w, err)
}

// compatField names a submission field in the seed API's terms.
func compatField(f string) string {
	switch {
	case strings.HasPrefix(f, "evidence[0]"):
		return "acceptanceCriteria"
	case strings.HasPrefix(f, "evidence[1]"), f == "evidence":
		return "deliverable"
	case f == "deal.seller":
		return "seller"
	case f == "deal.category":
		return "taskCategory"
	case strings.HasPrefix(f, "deal."):
		return "dealId"
	}
	return f
}

func (c *compat) validate(b *JudgeBody) *APIError {
	bad := func(field, msg string) *APIError {
		return &APIError{Error: field + ": " + msg, Field: field, Code: "invalid"}
	}
	text := func(field, s string, required bool) *APIError {
		switch {
		case required && strings.TrimSpace(s) == "":
			return bad(field, "is required")
		case !utf8.ValidString(s):
			return bad(field, "is not valid UTF-8")
		case utf8.RuneCountInString(s) > maxCompatIDChars:
			return bad(field, fmt.Sprintf("is longer than %d characters", maxCompatIDChars))
		}
		return nil
	}
	if e := text("dealId", b.DealID, true); e != nil {
		return e
	}
	if CompatDealID(b.DealID).IsZero() {
		return bad("dealId", "must not be the zero hash")
	}
	if len(b.AcceptanceCriteria) == 0 {
		return bad("acceptanceCriteria", "needs at least one criterion")
	}
	if len(b.AcceptanceCriteria) > maxCompatCriteria {
		return bad("acceptanceCriteria", fmt.Sprintf("has %d criteria, the limit is %d", len(b.AcceptanceCriteria), maxCompatCriteria))
	}
	for i, cr := range b.AcceptanceCriteria {
		if strings.TrimSpace(cr) == "" {
			return bad(fmt.Sprintf("acceptanceCriteria[%d]", i), "is empty")
		}
	}
	if strings.TrimSpace(b.Deliverable) == "" {
		return bad("deliverable", "is required")
	}
	if strings.TrimSpace(b.Deadline) == "" {
		return bad("deadline", "is required")
	}
	dl, err := time.Parse(time.RFC3339, b.Deadline)
	if err != nil {
		return bad("deadline", "must be an RFC 3339 time such as 2099-01-01T00:00:00Z")
	}
	if !dl.After(c.api.svc.now()) {
		return bad("deadline", "must be in the future")
	}
	if e := text("seller", b.Seller, true); e != nil {
		return e
	}
	if e := text("taskCategory", b.TaskCategory, false); e != nil {
		return e
	}
	return text("buyer", b.Buyer, false)
}

// compatEvidence renders the criteria, one bullet each, and the deliverable
// as the two evidence items the jurors read.
func compatEvidence(criteria []string, deliverable string) []verdict.Evidence {
	return verdict.DealEvidence(verdict.CriteriaText(criteria), deliverable)
}

func (c *compat) judgment(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("dealId")
	if strings.TrimSpace(raw) == "" || utf8.RuneCountInString(raw) > maxCompatIDChars {
		WriteError(w, http.StatusBadRequest, &APIError{Error: "dealId: must be 1 to 200 characters", Field: "dealId", Code: "invalid"})
		return
	}
	svc := c.api.svc
	key := CompatDealID(raw)
	var id string
	var cr CompatRecord
	err := svc.cfg.Store.Get(compatKey(key.String()), &cr)
	switch {
	case err == nil:
		id = cr.VerdictID
	case errors.Is(err, store.ErrNotFound):
		id, err = svc.ByDeal(key)
	}
	if errors.Is(err, ErrNotFound) {
		WriteError(w, http.StatusNotFound, &APIError{Error: "no judgment of deal " + raw, Field: "dealId", Code: "not_found"})
		return
	}
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
		return
	}
	rec, err := svc.Get(id)
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
		return
	}
	j, err := c.judgmentOf(rec, key.String(), rec.Publish)
	if err != nil {
		WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
		return
	}
	if cr.VerdictID == "" {
		j.DealID = raw
	}
	if rec.Status == StatusMinted {
		record, err := svc.Record(id)
		if err != nil {
			WriteError(w, http.StatusInternalServerError, &APIError{Error: err.Error()})
			return
		}
		j.Record = &record
		j.HashCheck = hashCheck(record, rec, svc.Address(), &cr)
	}
	WriteJSON(w, http.StatusOK, j)
}

// judgmentOf renders a record with the compat inputs stored for its deal.
func (c *compat) judgmentOf(rec *Record, chainDealID string, withRationales bool) (*Judgment, error) {
	v, err := ViewOf(rec, withRationales)
	if err != nil {
		return nil, err
	}
	j := &Judgment{
		ChainDealID: chainDealID, VerdictID: rec.ID, Status: rec.Status, CreatedAt: rec.CreatedAt, Failure: rec.Failure,
		MintedAt: rec.MintedAt, CID: rec.CID, ContentCID: rec.ContentCID, Jurors: v.Jurors, TrustModel: v.TrustModel,
		Unanimous: v.Unanimous, Dissent: v.Dissent, Signer: v.Signer,
	}
	if rec.Hash != "" {
		j.VerdictHash = "0x" + rec.Hash
	}
	if rec.Status == StatusMinted {
		j.Verdict, j.Approved = v.Decision, v.Decision == verdict.OptionPass
	}
	if d := v.Deal; d != nil {
		j.OnChain = !IsOffChain(d)
		if j.OnChain {
			j.ChainID, j.Escrow = d.ChainID.String(), d.Escrow.String()
		}
		j.Seller, j.TaskCategory = d.Seller, d.Category
	}
	var cr CompatRecord
	err = c.api.svc.cfg.Store.Get(compatKey(chainDealID), &cr)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	if err == nil && cr.VerdictID == rec.ID {
		j.DealID, j.Deadline, j.AcceptanceCriteria, j.Deliverable = cr.DealID, cr.Deadline, cr.AcceptanceCriteria, cr.Deliverable
		j.Seller, j.TaskCategory = cr.Seller, cr.TaskCategory
	}
	if j.DealID == "" {
		j.DealID = chainDealID
	}
	return j, nil
}

// eraseCompatInputs erases the criteria and deliverable POST /api/judge
// stored for the deal of record cur, which its requester unpublishes:
// they are its content, as the content block is, and go with it.
func eraseCompatInputs(tx *store.Txn, cur *Record) error {
	var v struct {
		Deal *verdict.Deal `json:"deal"`
	}
	if err := json.Unmarshal(cur.Verdict, &v); err != nil || v.Deal == nil {
		return err
	}
	var cr CompatRecord
	switch err := tx.Get(compatKey(v.Deal.DealID.String()), &cr); {
	case errors.Is(err, store.ErrNotFound):
		return nil
	case err != nil:
		return err
	}
	if cr.VerdictID != cur.ID {
		return nil
	}
	cr.AcceptanceCriteria, cr.Deliverable = nil, ""
	return tx.Put(compatKey(v.Deal.DealID.String()), &cr)
}

// hashCheck recomputes a minted judgment: verdict.Audit over the stored
// record (expecting the stored CID and this coordinator's signature) and,
// with compat inputs, their evidence root against the signed one.
func hashCheck(record verdict.Record, rec *Record, signer string, cr *CompatRecord) *HashCheck {
	rep := verdict.Audit(record, verdict.AuditOptions{ExpectCID: rec.CID, ExpectSigner: signer})
	hc := &HashCheck{StoredHash: "0x" + rec.Hash, RecomputedHash: "0x" + rep.Hash, Checks: rep.Checks}
	stored := verdict.Check{Name: "stored-hash", OK: rep.Hash == rec.Hash, Detail: "the stored verdict hash is the hash of the signed bytes"}
	if !stored.OK {
		stored.Detail = fmt.Sprintf("stored hash %s, the signed bytes hash to %s", rec.Hash, rep.Hash)
	}
	hc.Checks = append(hc.Checks, stored)
	if cr.VerdictID == rec.ID && (len(cr.AcceptanceCriteria) > 0 || cr.Deliverable != "") { // erased once unpublished
		in := verdict.Check{Name: "inputs", OK: true, Detail: "the stored criteria and deliverable recompute to the signed evidence root"}
		if got := verdict.EvidenceContext(compatEvidence(cr.AcceptanceCriteria, cr.Deliverable)); got != rep.Verdict.Evidence {
			in.OK, in.Detail = false, fmt.Sprintf("stored inputs recompute to root %s, the verdict signs %s", got.Root, rep.Verdict.Evidence.Root)
		}
		hc.Checks = append(hc.Checks, in)
	}
	hc.OK = (&verdict.Report{Checks: hc.Checks}).OK()
	return hc
}
