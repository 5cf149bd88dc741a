package juror

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/verdict"
)

// steppingClock returns t0, then t0+step, t0+2*step, ...
func steppingClock(t0 time.Time, step time.Duration) func() time.Time {
	var mu sync.Mutex
	next := t0
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		now := next
		next = next.Add(step)
		return now
	}
}

var t0 = time.Date(2026, 9, 6, 10, 12, 4, 0, time.UTC)

func customsRequest() *verdict.Request {
	return request("Did the shipment clear customs before 1 June 2026?", []string{"yes", "no"},
		"Prefer primary documents over summaries.",
		verdict.Evidence{Label: "customs-release", Text: "Release notice, stamped 29 May 2026: the shipment cleared customs."},
		verdict.Evidence{Label: "carrier-log", Text: "Carrier scan history: departed the bonded warehouse on 30 May 2026."},
	)
}

func TestDecideVote(t *testing.T) {
	req := customsRequest()
	signer := newSigner(t)
	reply := "```json\n{\"vote\": \"YES\", \"confidence\": 0.86, \"rationale\": \"The release notice is a primary document.\"}\n```"
	eng := &scripted{reply: reply}
	j := &Judge{Engine: eng, Signer: signer, PeerID: "12D3KooWJuror", Now: steppingClock(t0, 1234*time.Millisecond)}

	rc, rationale := j.Decide(context.Background(), req)

	juror := verdict.AddressString(signer.Address())
	if err := rc.CheckAgainst(req, verdict.MustAddress(juror)); err != nil {
		t.Fatalf("CheckAgainst: %v", err)
	}
	prompt := BuildPrompt(req)
	want := verdict.Receipt{
		V: verdict.Version, Kind: verdict.KindReceipt, RequestID: req.ID, Juror: verdict.MustAddress(juror),
		PeerID: "12D3KooWJuror", Model: "scripted-1", Engine: "scripted", Context: req.Context,
		PromptFP: prompt.Fingerprint(), ResponseFP: verdict.Fingerprint(reply),
		RationaleFP: verdict.Fingerprint("The release notice is a primary document."),
		Vote:        "yes", Confidence: 0.86, LatencyMS: 1234,
		CreatedAt: verdict.FormatTime(t0.Add(1234 * time.Millisecond)),
	}
	got := rc
	got.Signature = ""
	if got != want {
		t.Errorf("receipt\n got %+v\nwant %+v", got, want)
	}
	if rationale != "The release notice is a primary document." {
		t.Errorf("rationale %q", rationale)
	}

	asked := eng.requests()
	if len(asked) != 1 {
		t.Fatalf("engine asked %d times, want once", len(asked))
	}
	a := asked[0]
	if a.System != prompt.System || a.User != prompt.User || a.Temperature != 0 || a.MaxTokens != 700 ||
		!slices.Equal(a.Options, req.Options) {
		t.Errorf("engine request %+v does not carry the prompt at temperature 0 with 700 tokens", a)
	}
}

func TestDecideDefaultTimeout(t *testing.T) {
	var deadline time.Time
	var hasDeadline bool
	eng := engineFunc(func(ctx context.Context, _ ChatRequest) (ChatResponse, error) {
		deadline, hasDeadline = ctx.Deadline()
		return ChatResponse{Content: "yes"}, nil
	})
	j := &Judge{Engine: eng, Signer: newSigner(t)}
	before := time.Now()
	rc, _ := j.Decide(context.Background(), customsRequest())
	after := time.Now()
	if rc.Vote != "yes" {
		t.Fatalf("vote %q", rc.Vote)
	}
	if !hasDeadline || deadline.Before(before.Add(DefaultTimeout)) || deadline.After(after.Add(DefaultTimeout)) {
		t.Errorf("engine deadline %v (set %v), want Decide's start + %v", deadline, hasDeadline, DefaultTimeout)
	}
}

// engineFunc adapts a function to Engine.
type engineFunc func(context.Context, ChatRequest) (ChatResponse, error)

func (f engineFunc) Name() string  { return "func" }
func (f engineFunc) Model() string { return "func-1" }
func (f engineFunc) Complete(ctx context.Context, req ChatRequest) (ChatResponse, error) {
	return f(ctx, req)
}

func TestDecideAbstains(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name      string
		eng       *scripted
		ctx       context.Context
		timeout   time.Duration
		class     string
		replyText string // the raw reply whose fingerprint is recorded
	}{
		{name: "engine timeout", eng: &scripted{err: &EngineError{Class: verdict.ErrClassTimeout, Err: errors.New("slow")}}, class: verdict.ErrClassTimeout},
		{name: "rate limited", eng: &scripted{err: &EngineError{Class: verdict.ErrClassRateLimited, Err: errors.New("429")}}, class: verdict.ErrClassRateLimited},
		{name: "upstream", eng: &scripted{err: &EngineError{Class: verdict.ErrClassUpstream, Err: errors.New("502")}}, class: verdict.ErrClassUpstream},
		{name: "refused", eng: &scripted{err: &EngineError{Class: verdict.ErrClassRefused, Err: errors.New("403")}}, class: verdict.ErrClassRefused},
		{name: "overloaded", eng: &scripted{err: &EngineError{Class: verdict.ErrClassOverloaded, Err: errors.New("503")}}, class: verdict.ErrClassOverloaded},
		{name: "invalid output", eng: &scripted{err: &EngineError{Class: verdict.ErrClassInvalidOutput, Err: errors.New("no choices")}}, class: verdict.ErrClassInvalidOutput},
		{name: "unclassified error", eng: &scripted{err: errors.New("boom")}, class: verdict.ErrClassUpstream},
		{name: "unparseable", eng: &scripted{reply: "It is hard to say; perhaps."}, class: verdict.ErrClassUnparseable, replyText: "It is hard to say; perhaps."},
		{name: "vote not an option", eng: &scripted{reply: `{"vote": "maybe", "confidence": 0.9}`}, class: verdict.ErrClassUnparseable, replyText: `{"vote": "maybe", "confidence": 0.9}`},
		{name: "judge timeout", eng: &scripted{block: true}, timeout: time.Millisecond, class: verdict.ErrClassTimeout},
		{name: "caller cancelled", eng: &scripted{block: true}, ctx: cancelled, class: verdict.ErrClassTimeout},
	}
	for _, tc := range tests {
		for _, deal := range []bool{false, true} {
			name := tc.name
			req := customsRequest()
			if deal {
				name += "/deal"
				req = dealRequest(verdict.Evidence{Label: "deliverable", Text: "A report."})
			}
			t.Run(name, func(t *testing.T) {
				signer := newSigner(t)
				ctx := tc.ctx
				if ctx == nil {
					ctx = context.Background()
				}
				j := &Judge{Engine: tc.eng, Signer: signer, Timeout: tc.timeout, Now: steppingClock(t0, time.Second)}
				rc, rationale := j.Decide(ctx, req)
				if err := rc.CheckAgainst(req, verdict.Address(signer.Address())); err != nil {
					t.Fatalf("CheckAgainst: %v", err)
				}
				if rc.Vote != verdict.VoteAbstain || rc.ErrorClass != tc.class {
					t.Errorf("vote %q class %q, want abstain with %q", rc.Vote, rc.ErrorClass, tc.class)
				}
				if rc.Confidence != 0 || rc.RationaleFP != "" || rationale != "" || rc.Ballot != nil {
					t.Errorf("abstention carries confidence %v, rationale_fp %q, rationale %q, ballot %v",
						rc.Confidence, rc.RationaleFP, rationale, rc.Ballot)
				}
				if rc.ResponseFP != verdict.Fingerprint(tc.replyText) {
					t.Errorf("response_fp %s, want the fingerprint of %q", rc.ResponseFP, tc.replyText)
				}
				if rc.PromptFP != BuildPrompt(req).Fingerprint() || rc.LatencyMS != 1000 {
					t.Errorf("prompt_fp %s latency %d", rc.PromptFP, rc.LatencyMS)
				}
			})
		}
	}
}

func TestDecideDealBallot(t *testing.T) {
	for _, vote := range []string{verdict.OptionPass, verdict.OptionFail} {
		t.Run(vote, func(t *testing.T) {
			req := dealRequest(verdict.Evidence{Label: "deliverable", Text: "The report."})
			signer := newSigner(t)
			juror := verdict.AddressString(signer.Address())
			j := &Judge{Engine: &scripted{reply: `{"vote":"` + vote + `","confidence":0.7,"rationale":"r"}`}, Signer: signer}
			rc, _ := j.Decide(context.Background(), req)
			if err := rc.CheckAgainst(req, verdict.MustAddress(juror)); err != nil {
				t.Fatalf("CheckAgainst: %v", err)
			}
			approved := vote == verdict.OptionPass
			if rc.Vote != vote || rc.Ballot == nil || rc.Ballot.Approved != approved {
				t.Fatalf("vote %q ballot %+v", rc.Vote, rc.Ballot)
			}
			digest, err := verdict.DealBallotDigest(req.Deal, req.Context.Root, approved)
			if err != nil {
				t.Fatal(err)
			}
			if got, err := verdict.RecoverDigest(digest, rc.Ballot.Signature); err != nil || got != signer.Address() {
				t.Errorf("ballot recovers %v (%v), want %v", got, err, signer.Address())
			}

			flipped := rc
			flipped.Ballot = &verdict.Ballot{Approved: !approved, Signature: rc.Ballot.Signature}
			if err := flipped.CheckAgainst(req, verdict.MustAddress(juror)); err == nil {
				t.Error("a ballot contradicting the vote passes CheckAgainst")
			}
		})
	}
}

// failingSigner signs nothing.
type failingSigner struct{ addr common.Address }

func (f failingSigner) Address() common.Address { return f.addr }
func (f failingSigner) SignDigest([32]byte) ([]byte, error) {
	return nil, errors.New("hardware key unplugged")
}

func TestDecideUnsignedWhenSignerFails(t *testing.T) {
	s := failingSigner{addr: common.HexToAddress("0x00000000000000000000000000000000000000aa")}
	for _, req := range []*verdict.Request{customsRequest(), dealRequest(verdict.Evidence{Label: "deliverable", Text: "x"})} {
		j := &Judge{Engine: &scripted{reply: "1"}, Signer: s}
		rc, _ := j.Decide(context.Background(), req)
		if rc.Signature != "" || rc.Verify() == nil {
			t.Errorf("receipt with a failed signer carries signature %q", rc.Signature)
		}
	}
}

func TestDecideConcurrent(t *testing.T) {
	j := &Judge{Engine: Builtin{}, Signer: newSigner(t)}
	req := customsRequest()
	first, _ := j.Decide(context.Background(), req)
	var wg sync.WaitGroup
	results := make([]verdict.Receipt, 8)
	for i := range results {
		wg.Go(func() { results[i], _ = j.Decide(context.Background(), req) })
	}
	wg.Wait()
	for i, rc := range results {
		if rc.Vote != first.Vote || rc.ResponseFP != first.ResponseFP || rc.PromptFP != first.PromptFP {
			t.Errorf("decision %d differs: %s/%s vs %s/%s", i, rc.Vote, rc.ResponseFP, first.Vote, first.ResponseFP)
		}
	}
}

// A juror asked again about a deal it voted on, by the same request or a
// new one (another attempt, another coordinator), answers with the vote,
// rationale and ballot it cast, without its model, even after a restart:
// a model that answers otherwise the second time never yields a second,
// opposite ballot the escrow would slash it for.
func TestDecideNeverSignsTwoBallotsOnADeal(t *testing.T) {
	dir := t.TempDir()
	signer := newSigner(t)
	juror := verdict.AddressString(signer.Address())
	req := dealRequest(verdict.Evidence{Label: "deliverable", Text: "The report."})
	book, err := OpenBallotBook(dir)
	if err != nil {
		t.Fatal(err)
	}
	pass := &scripted{reply: `{"vote":"PASS","confidence":0.6,"rationale":"it is all there"}`}
	first, rationale := (&Judge{Engine: pass, Signer: signer, Ballots: book}).Decide(context.Background(), req)
	if first.Vote != verdict.OptionPass || first.Ballot == nil || first.Signature == "" || rationale != "it is all there" {
		t.Fatalf("first vote: %+v %q", first, rationale)
	}
	if err := book.Close(); err != nil {
		t.Fatal(err)
	}

	again := *req
	again.ID, again.Nonce = "vrd_fedcba9876543210fedcba9876543210", "attempt-2"
	fail := &scripted{reply: `{"vote":"FAIL","confidence":0.9,"rationale":"a section is missing"}`}
	for name, b := range map[string]func() *BallotBook{
		"the same book": func() *BallotBook { return book },
		"after a restart": func() *BallotBook {
			b, err := OpenBallotBook(dir)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { b.Close() })
			return b
		},
	} {
		rc, r := (&Judge{Engine: fail, Signer: signer, Ballots: b()}).Decide(context.Background(), &again)
		if err := rc.CheckAgainst(&again, verdict.MustAddress(juror)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rc.Vote != first.Vote || rc.Confidence != first.Confidence || r != rationale || rc.ResponseFP != first.ResponseFP ||
			rc.Ballot == nil || rc.Ballot.Signature != first.Ballot.Signature {
			t.Fatalf("%s: answered %+v %q, want the first vote %+v", name, rc, r, first)
		}
	}
	if n := len(fail.got); n != 0 {
		t.Fatalf("the model was asked %d times about a deal already voted on", n)
	}
	// Another deal, or the same deal on other evidence, is judged anew.
	other := dealRequest(verdict.Evidence{Label: "deliverable", Text: "Another report."})
	b2, err := OpenBallotBook(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer b2.Close()
	if rc, _ := (&Judge{Engine: fail, Signer: signer, Ballots: b2}).Decide(context.Background(), other); rc.Vote != verdict.OptionFail || len(fail.got) != 1 {
		t.Fatalf("a deal on other evidence: %s after %d calls", rc.Vote, len(fail.got))
	}
}

// A ballot log whose last line was cut short by a crash opens with the
// votes before it; one damaged before its end does not open.
func TestBallotLogTornTail(t *testing.T) {
	dir := t.TempDir()
	b, err := OpenBallotBook(dir)
	if err != nil {
		t.Fatal(err)
	}
	d := &verdict.Deal{ChainID: verdict.NewChainID(1), Escrow: verdict.Address{19: 0xe}, DealID: verdict.DealID{31: 1}}
	if _, err := b.record(d, "root", castVote{Vote: verdict.OptionPass, ResponseFP: "fp"}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	path := filepath.Join(dir, BallotLogName)
	good, _ := os.ReadFile(path)
	if err := os.WriteFile(path, append(append([]byte(nil), good...), `{"deal":"1/0xe/0x2/root","vo`...), 0o600); err != nil {
		t.Fatal(err)
	}
	b, err = OpenBallotBook(dir)
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := b.cast(d, "root"); !ok || v.Vote != verdict.OptionPass {
		t.Fatalf("after a torn tail: %+v %t", v, ok)
	}
	// The torn line is cut, so the next vote starts a line of its own.
	d2 := &verdict.Deal{ChainID: verdict.NewChainID(1), Escrow: verdict.Address{19: 0xe}, DealID: verdict.DealID{31: 2}}
	if _, err := b.record(d2, "root", castVote{Vote: verdict.OptionFail, ResponseFP: "fp"}); err != nil {
		t.Fatal(err)
	}
	b.Close()
	if b, err = OpenBallotBook(dir); err != nil {
		t.Fatalf("after a vote following a torn tail: %v", err)
	}
	if v, ok := b.cast(d2, "root"); !ok || v.Vote != verdict.OptionFail {
		t.Fatalf("the vote after the torn tail: %+v %t", v, ok)
	}
	b.Close()
	good, _ = os.ReadFile(path)
	if err := os.WriteFile(path, append([]byte("{not json}\n"), good...), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenBallotBook(dir); err == nil {
		t.Fatal("a damaged ballot log opened")
	}
}
