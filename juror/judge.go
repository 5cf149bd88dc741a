package juror

import (
	"context"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/verdict"
)

// Sampling settings every juror uses, so that panels are comparable.
const (
	Temperature    = 0
	MaxTokens      = 700
	DefaultTimeout = 60 * time.Second
)

// Judge turns a verdict request into a signed receipt. It is safe for
// concurrent use when its Engine and Signer are; do not change its fields
// while Decide runs.
type Judge struct {
	Engine Engine         // the model asked; required
	Signer verdict.Signer // the juror's key; required
	PeerID string         // this node's libp2p peer ID, recorded in receipts
	// Timeout bounds one engine call; zero means DefaultTimeout. Decide does
	// not read the request's deadline: bound ctx by it if you want to.
	Timeout time.Duration
	// Now is the clock for latency and created_at; nil means time.Now.
	Now func() time.Time
	// Logger receives one warning per abstention with its class and the
	// cause, the upstream server's message included; nil logs nothing.
	Logger *slog.Logger
	// Ballots, when set, holds the votes cast on deals, one per round: a
	// round asked about again is answered with the same vote and ballot,
	// without the model.
	Ballots *BallotBook
}

// Decide asks the engine once and returns the signed receipt together with
// the full rationale (empty on abstention), whose fingerprint the receipt
// carries. A failed call or an unreadable reply is an abstention with its
// class; there is no retry. For a deal request, a cast vote carries the
// juror's EIP-712 ballot. The receipt passes rc.CheckAgainst(req, juror) for
// this Judge's address. With Ballots, a deal voted on before is answered
// with that vote, without the engine, so that the juror never signs two
// ballots on one deal. If the signer fails, or the vote cannot be kept, the
// receipt is returned with an empty Signature: it verifies against nobody
// and must not be sent.
func (j *Judge) Decide(ctx context.Context, req *verdict.Request) (rc verdict.Receipt, rationale string) {
	now := j.Now
	if now == nil {
		now = time.Now
	}
	timeout := j.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}

	prompt := BuildPrompt(req)
	var cast castVote
	voted := false
	if req.Deal != nil && j.Ballots != nil {
		cast, voted = j.Ballots.cast(req.Deal, req.Context.Root)
	}
	start := now()
	var resp ChatResponse
	var err error
	if !voted {
		cctx, cancel := context.WithTimeout(ctx, timeout)
		resp, err = j.Engine.Complete(cctx, ChatRequest{
			System:      prompt.System,
			User:        prompt.User,
			Temperature: Temperature,
			MaxTokens:   MaxTokens,
			Options:     req.Options,
		})
		cancel()
	}
	end := now()

	rc = verdict.Receipt{
		V:          verdict.Version,
		Kind:       verdict.KindReceipt,
		RequestID:  req.ID,
		Juror:      verdict.Address(j.Signer.Address()),
		PeerID:     j.PeerID,
		Model:      j.Engine.Model(),
		Engine:     j.Engine.Name(),
		Context:    req.Context,
		PromptFP:   prompt.Fingerprint(),
		ResponseFP: verdict.Fingerprint(""),
		Vote:       verdict.VoteAbstain,
		LatencyMS:  max(end.Sub(start).Milliseconds(), 0),
		CreatedAt:  verdict.FormatTime(end),
	}
	if err == nil && !voted {
		rc.ResponseFP = verdict.Fingerprint(resp.Content)
		var v Vote
		if v, err = ParseVote(req.Options, resp.Content); err == nil {
			rc.Vote, rc.Confidence, rationale = v.Option, v.Confidence, v.Rationale
		}
		if err == nil && req.Deal != nil && j.Ballots != nil {
			// Recorded before its ballot is signed; a vote another request
			// about the deal recorded first is the one answered.
			if cast, err = j.Ballots.record(req.Deal, req.Context.Root, castVote{Vote: rc.Vote, Confidence: rc.Confidence,
				Rationale: rationale, ResponseFP: rc.ResponseFP}); err != nil {
				return rc, rationale // unsigned: the vote could not be kept
			}
			voted = true
		}
	}
	if voted {
		rc.Vote, rc.Confidence, rationale, rc.ResponseFP = cast.Vote, cast.Confidence, cast.Rationale, cast.ResponseFP
	}
	if err != nil {
		rc.ErrorClass = ClassifyError(err)
		if j.Logger != nil {
			j.Logger.Warn("abstained", "request", req.ID, "engine", rc.Engine, "model", rc.Model,
				"error_class", rc.ErrorClass, "err", err)
		}
	}
	if rationale != "" {
		rc.RationaleFP = verdict.Fingerprint(rationale)
	}
	if req.Deal != nil && rc.Vote != verdict.VoteAbstain {
		if rc.Ballot, err = j.ballot(req, rc.Vote == verdict.OptionPass); err != nil {
			return rc, rationale // unsigned: see the doc comment
		}
	}
	if rc.Sign(j.Signer) != nil {
		rc.Signature = ""
	}
	return rc, rationale
}

// ballot signs the EIP-712 ballot the escrow checks for a deal vote, in
// the deal's round (DealBallotDigest picks Ballot or AppealBallot).
func (j *Judge) ballot(req *verdict.Request, approved bool) (*verdict.Ballot, error) {
	digest, err := verdict.DealBallotDigest(req.Deal, req.Context.Root, approved)
	if err != nil {
		return nil, err
	}
	sig, err := j.Signer.SignDigest(digest)
	if err != nil {
		return nil, err
	}
	return &verdict.Ballot{Approved: approved, Signature: hexutil.Encode(sig)}, nil
}
