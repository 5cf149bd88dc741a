package verdict

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Record is everything needed to audit a verdict offline: the verdict block
// (its exact signed bytes), the coordinator's signature, each juror's
// receipt block keyed by CID, and, when published, the content.
type Record struct {
	Verdict   []byte            `json:"verdict"`
	Signature string            `json:"signature"`
	Receipts  map[string][]byte `json:"receipts"`
	Content   *Content          `json:"content,omitempty"`
}

// Content is the published text behind a verdict's fingerprints. It is a
// block of its own that names the verdict it belongs to.
type Content struct {
	V          int         `json:"v"`
	Kind       string      `json:"kind"`
	VerdictCID string      `json:"verdict_cid"`
	Question   string      `json:"question"`
	Options    []string    `json:"options"`
	Rubric     string      `json:"rubric,omitempty"`
	Evidence   []Evidence  `json:"evidence,omitempty"`
	Rationales []Rationale `json:"rationales,omitempty"`
}

// KindContent is the kind of a published content block.
const KindContent = "verdict-content"

// Rationale is one juror's published rationale.
type Rationale struct {
	Juror     Address `json:"juror"`
	Rationale string  `json:"rationale"`
}

// Check is one audit step and its outcome.
type Check struct {
	Name   string `json:"name"`
	OK     bool   `json:"ok"`
	Detail string `json:"detail,omitempty"`
}

// Report is the outcome of Audit.
type Report struct {
	CID     string  `json:"cid"`
	Hash    string  `json:"hash"`
	Signer  string  `json:"signer,omitempty"`
	Verdict Verdict `json:"verdict"`
	Checks  []Check `json:"checks"`
	// Pinned says that the signer was checked against an address the
	// auditor trusts (AuditOptions.ExpectSigner); without a pin a valid
	// signature proves only that someone signed.
	Pinned bool `json:"pinned"`
}

// Audit results (Report.Result).
const (
	ResultPass     = "pass"
	ResultUnpinned = "unpinned"
	ResultFail     = "fail"
)

// UnpinnedNote says what an unpinned pass proves.
const UnpinnedNote = "unpinned: signature valid but the signer is not pinned"

// Result is ResultFail when a check failed, ResultUnpinned when every check
// passed but the signer is not pinned, else ResultPass.
func (r *Report) Result() string {
	switch {
	case !r.OK():
		return ResultFail
	case !r.Pinned:
		return ResultUnpinned
	}
	return ResultPass
}

// OK reports whether every check passed.
func (r *Report) OK() bool {
	if len(r.Checks) == 0 {
		return false
	}
	for _, c := range r.Checks {
		if !c.OK {
			return false
		}
	}
	return true
}

// Failed returns the first failing check, if any.
func (r *Report) Failed() (Check, bool) {
	for _, c := range r.Checks {
		if !c.OK {
			return c, true
		}
	}
	return Check{}, false
}

// AuditOptions tune Audit.
type AuditOptions struct {
	// ExpectCID, when set, is the CID the auditor asked for.
	ExpectCID string
	// ExpectSigner, when set, is the coordinator address the auditor trusts.
	ExpectSigner string
	// Acks are receipt acknowledgements jurors kept: each adds a check
	// named "censorship" that fails when the record does not hold the
	// acknowledged receipt at its juror's seat (CheckAck).
	Acks []Ack
}

// Audit re-verifies a record without trusting whoever supplied it: the bytes
// are canonical and hash to the CID, the signature recovers the coordinator,
// the request ID recomputes from the content (request-id), the seats are
// the recorded draw recomputed, in draw order (draw), a seat without a
// receipt is a timeout whose receipt the record does not hold, every receipt is signed by its juror and bound to the same evidence root
// and request, the decision method the verdict names (LookupMethod)
// recomputes to the recorded outcome, under a check named for it, and published
// content recomputes to the signed fingerprints. Every check is reported,
// so the first failure names what is wrong.
func Audit(rec Record, opt AuditOptions) Report {
	rep := Report{Pinned: opt.ExpectSigner != ""}
	add := func(name string, err error, okDetail string) bool {
		c := Check{Name: name, OK: err == nil, Detail: okDetail}
		if err != nil {
			c.Detail = err.Error()
		}
		rep.Checks = append(rep.Checks, c)
		return err == nil
	}

	sum := Hash(rec.Verdict)
	rep.Hash = fmt.Sprintf("%x", sum)
	rep.CID = CIDForHash(sum).String()
	var cidErr error
	if opt.ExpectCID != "" && opt.ExpectCID != rep.CID {
		cidErr = fmt.Errorf("bytes hash to %s, not %s", rep.CID, opt.ExpectCID)
	}
	add("cid", cidErr, rep.CID)

	var v Verdict
	err := json.Unmarshal(rec.Verdict, &v)
	if err == nil && (v.V != Version || v.Kind != KindVerdict) {
		err = ErrWrongKind
	}
	if !add("decode", err, "verdict v1") {
		return rep
	}
	rep.Verdict = v
	canon, err := v.SigningBytes()
	if err == nil && string(canon) != string(rec.Verdict) {
		err = fmt.Errorf("%w: bytes are not the canonical encoding of their content", ErrNotCanonical)
	}
	add("canonical", err, "RFC 8785")

	signer, err := RecoverText(rec.Verdict, rec.Signature)
	if err == nil {
		rep.Signer = AddressString(signer)
		switch {
		case rep.Signer != v.Coordinator.String():
			err = fmt.Errorf("%w: recovered %s, verdict names %s", ErrWrongSigner, rep.Signer, v.Coordinator)
		case opt.ExpectSigner != "" && !SameAddress(rep.Signer, opt.ExpectSigner):
			err = fmt.Errorf("%w: recovered %s, expected %s", ErrWrongSigner, rep.Signer, opt.ExpectSigner)
		}
	}
	add("signature", err, "signed by "+rep.Signer)

	id, err := RequestID(v.RequestIDInput())
	if err == nil && id != v.ID {
		err = fmt.Errorf("the content recomputes to %s, the verdict says %s", id, v.ID)
	}
	add("request-id", err, "derived from the content")

	drawDetail := ""
	if v.Draw != nil {
		drawDetail = fmt.Sprintf("%d of %d %s candidates, seats in draw order", len(v.Jurors), len(v.Draw.Candidates), v.Draw.Source)
	}
	add("draw", checkDraw(&v), drawDetail)

	byJuror := receiptsByJuror(rec.Receipts, v.ID)
	for i, j := range v.Jurors {
		add(fmt.Sprintf("receipt[%d]", i), checkSeat(j, &v, rec.Receipts, byJuror), j.Juror.String())
	}

	if m, err := LookupMethod(v.Method); err != nil {
		add("method", err, "")
	} else {
		out, err := m.Decide(v.Options, v.Jurors, v.Quorum)
		if err == nil && (out.Decision != v.Decision || out.Unanimous != v.Unanimous || out.Dissent != v.Dissent || out.Reason != v.Reason) {
			err = fmt.Errorf("recomputed %s unanimous=%t dissent=%d %q, record says %s unanimous=%t dissent=%d %q",
				out.Decision, out.Unanimous, out.Dissent, out.Reason, v.Decision, v.Unanimous, v.Dissent, v.Reason)
		}
		add(m.Name(), err, fmt.Sprintf("%s, unanimous=%t, dissent=%d", v.Decision, v.Unanimous, v.Dissent))
	}

	for i := range opt.Acks {
		a := &opt.Acks[i]
		add("censorship", CheckAck(&v, a), ackedSummary(a, v.ID))
	}

	if rec.Content != nil {
		add("content", checkContent(rec.Content, &v, rep.CID), "question, evidence and rationales match their fingerprints")
	}
	return rep
}

// receiptsByJuror indexes the record's receipt blocks for request id by
// lower-case juror address, so that a seat recorded without a receipt can
// be checked against the receipts the record holds.
func receiptsByJuror(receipts map[string][]byte, id string) map[Address]string {
	out := make(map[Address]string, len(receipts))
	for c, block := range receipts {
		var rc Receipt
		if json.Unmarshal(block, &rc) == nil && rc.RequestID == id {
			out[rc.Juror] = c
		}
	}
	return out
}

func checkSeat(j JurorVote, v *Verdict, receipts map[string][]byte, byJuror map[Address]string) error {
	if j.ReceiptCID == "" {
		if c, ok := byJuror[j.Juror]; ok {
			return fmt.Errorf("%w: seat recorded as %s %s, but the record holds its receipt %s", ErrReceiptMatch, j.Vote, j.ErrorClass, c)
		}
		// A seat with no receipt either missed the deadline or was not
		// awaited once the verdict was decided (coordinator.Decided).
		if j.Vote != VoteAbstain || j.ErrorClass != ErrClassTimeout && j.ErrorClass != ErrClassNotAwaited {
			return fmt.Errorf("seat without a receipt must be a timeout or not_awaited abstention")
		}
		return nil
	}
	block, ok := receipts[j.ReceiptCID]
	if !ok {
		return fmt.Errorf("receipt block %s is missing", j.ReceiptCID)
	}
	if got := CIDOf(block).String(); got != j.ReceiptCID {
		return fmt.Errorf("receipt block hashes to %s, not %s", got, j.ReceiptCID)
	}
	var rc Receipt
	if err := json.Unmarshal(block, &rc); err != nil {
		return fmt.Errorf("receipt block: %w", err)
	}
	if canon, err := rc.Block(); err != nil || string(canon) != string(block) {
		return fmt.Errorf("receipt block is not canonical")
	}
	if err := rc.Verify(); err != nil {
		return err
	}
	switch {
	case rc.RequestID != v.ID:
		return fmt.Errorf("%w: receipt is for %s", ErrReceiptMatch, rc.RequestID)
	case rc.Juror != j.Juror:
		return fmt.Errorf("%w: receipt signed by %s", ErrReceiptMatch, rc.Juror)
	case rc.Context != v.Evidence:
		return fmt.Errorf("%w: receipt root %s, verdict root %s", ErrContextRoot, rc.Context.Root, v.Evidence.Root)
	case rc.Vote != j.Vote || rc.Confidence != j.Confidence || rc.ErrorClass != j.ErrorClass ||
		rc.RationaleFP != j.RationaleFP || rc.Model != j.Model || rc.Engine != j.Engine || rc.LatencyMS != j.LatencyMS:
		return fmt.Errorf("%w: the verdict misreports this juror's receipt", ErrReceiptMatch)
	}
	return rc.checkVote(v.Options, v.Deal, v.Evidence.Root)
}

func checkContent(c *Content, v *Verdict, verdictCID string) error {
	if c.V != Version || c.Kind != KindContent || c.VerdictCID != verdictCID {
		return fmt.Errorf("content block does not name this verdict")
	}
	if Fingerprint(c.Question) != v.QuestionFP {
		return fmt.Errorf("question does not match question_fp")
	}
	if (c.Rubric == "") != (v.RubricFP == "") || (c.Rubric != "" && Fingerprint(c.Rubric) != v.RubricFP) {
		return fmt.Errorf("rubric does not match rubric_fp")
	}
	if len(c.Options) != len(v.Options) {
		return fmt.Errorf("options differ")
	}
	for i := range c.Options {
		if c.Options[i] != v.Options[i] {
			return fmt.Errorf("options differ")
		}
	}
	if len(c.Evidence) > 0 && EvidenceContext(c.Evidence) != v.Evidence {
		return fmt.Errorf("%w: published evidence recomputes to another root", ErrContextRoot)
	}
	for _, r := range c.Rationales {
		if err := MatchRationale(v, r); err != nil {
			return err
		}
	}
	return nil
}

// MatchRationale checks a published rationale against the juror's signed
// rationale_fp.
func MatchRationale(v *Verdict, r Rationale) error {
	for _, j := range v.Jurors {
		if j.Juror == r.Juror {
			if j.RationaleFP == "" || Fingerprint(r.Rationale) != j.RationaleFP {
				return fmt.Errorf("rationale of %s does not match its rationale_fp", r.Juror)
			}
			return nil
		}
	}
	return fmt.Errorf("juror %s is not on the panel", r.Juror)
}

// BallotSeats returns, in seat order, the seats of a deal verdict whose
// receipt in rec holds a ballot for approved signed by that seat over the
// verdict's deal and evidence root: the seats whose ballots could have
// settled the deal that way, which is what an escrow's seat mask is
// checked against.
func BallotSeats(rec Record, v *Verdict, approved bool) []int {
	if v.Deal == nil {
		return nil
	}
	digest, err := DealBallotDigest(v.Deal, v.Evidence.Root, approved)
	if err != nil {
		return nil
	}
	var seats []int
	for i, j := range v.Jurors {
		rc, ok := SeatReceipt(rec, j)
		if !ok || rc.Ballot == nil || rc.Ballot.Approved != approved || rc.Juror != j.Juror {
			continue
		}
		if got, err := RecoverDigest(digest, rc.Ballot.Signature); err == nil && Address(got) == j.Juror {
			seats = append(seats, i)
		}
	}
	return seats
}

// SeatReceipt returns the receipt the record holds for a seat, when its
// block hashes to the seat's receipt CID.
func SeatReceipt(rec Record, j JurorVote) (Receipt, bool) {
	block, ok := rec.Receipts[j.ReceiptCID]
	if j.ReceiptCID == "" || !ok || CIDOf(block).String() != j.ReceiptCID {
		return Receipt{}, false
	}
	var rc Receipt
	if json.Unmarshal(block, &rc) != nil {
		return Receipt{}, false
	}
	return rc, true
}

// ackedSummary names the receipts an ack acknowledges for request id.
func ackedSummary(a *Ack, id string) string {
	var parts []string
	for _, r := range a.Receipts {
		if r.RequestID == id {
			parts = append(parts, fmt.Sprintf("receipt %s of %s", r.ReceiptCID, r.Juror))
		}
	}
	if len(parts) == 1 {
		return parts[0] + " is at its seat"
	}
	return strings.Join(parts, ", ") + " are at their seats"
}
