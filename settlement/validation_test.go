package settlement

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/verdict"
)

// valNet is a jobNet with the three ERC-8004 registries, the provider
// ("seller") registered as an agent, and a fixed record hash standing for
// the coordinator's record of every case.
type valNet struct {
	*jobNet
	regs      chain.Registries
	agent     *big.Int // the provider's
	record    [32]byte
	hook      func(ctx context.Context, what string, requestHash [32]byte)
	afterHook func(ctx context.Context, what string, requestHash [32]byte)
}

func newValNet(t *testing.T, prefix string) *valNet {
	t.Helper()
	return newValNetWithAppeals(t, prefix, 0)
}

// newValNetWithAppeals is newValNet on an escrow with an appeal window of
// that many seconds.
func newValNetWithAppeals(t *testing.T, prefix string, appealWindow uint64) *valNet {
	t.Helper()
	n := &valNet{jobNet: openJobNet(t, prefix, chain.DevnetConfig{AppealWindow: time.Duration(appealWindow) * time.Second, Registries: true}),
		record: crypto.Keccak256Hash([]byte("the case's record"))}
	n.regs = n.Dev.RegistriesAddresses()
	n.agent = chaintest.RegisterAgent(t, n.regs, n.seller)
	return n
}

// watcher is the jobNet's watcher answering validations on the registries.
func (n *valNet) watcher() *JobWatcher {
	w := n.jobNet.watcher()
	w.cfg.Validation = &ValidationConfig{Registry: n.regs.Validation, Reputation: n.regs.Reputation,
		Backend: n.Dev.Client(), Transactor: n.coordTx,
		Record: func(verdict.DealID, uint8) ([32]byte, error) { return n.record, nil },
		BeforeSend: func(ctx context.Context, what string, h [32]byte) {
			if n.hook != nil {
				n.hook(ctx, what, h)
			}
		},
		AfterSend: func(ctx context.Context, what string, h [32]byte) {
			if n.afterHook != nil {
				n.afterHook(ctx, what, h)
			}
		}}
	return w
}

// job submits a job on contract whose provider is the seller.
func (n *valNet) job(t *testing.T, contract common.Address, work string) *big.Int {
	t.Helper()
	return chaintest.SubmitJob(t, n.Dev.Client(), n.buyer, n.seller, contract, n.evaluator, "criteria: "+work, work, big.NewInt(1_000_000))
}

// decide hands the text in, opens the case, has the watcher judge it and
// the first two seats decide approved.
func (n *valNet) decide(t *testing.T, w *JobWatcher, id *big.Int, work string, approved bool) {
	t.Helper()
	ctx := context.Background()
	caseID, err := w.AcceptDeliverable(ctx, n.JobContract, id, work)
	if err != nil {
		t.Fatal(err)
	}
	chaintest.OpenCase(t, n.Dev.Client(), n.buyer, n.evaluator, n.JobContract, id)
	n.sync(t, w, 1)
	n.DecideCase(t, [32]byte(caseID), approved)
}

func (n *valNet) sync(t *testing.T, w *JobWatcher, passes int) {
	t.Helper()
	for range passes {
		if err := w.Sync(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

func (n *valNet) validation(t *testing.T, h [32]byte) chain.Validation {
	t.Helper()
	v, err := chain.ReadValidation(context.Background(), n.Dev.Client(), n.regs.Validation, h, 0)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func (n *valNet) feedbacks(t *testing.T) (count uint64, value *big.Int) {
	t.Helper()
	value, _, _, count, err := chain.ReadFeedback(context.Background(), n.Dev.Client(), n.regs.Reputation, n.agent, n.coordTx.Address(), 1)
	if err != nil {
		t.Fatal(err)
	}
	return count, value
}

func requestHash(s string) [32]byte { return crypto.Keccak256Hash([]byte(s)) }

// The provider's request naming its job is answered once the case is
// final: 100 for PASS, ipfs://<CID of the record>, the verdict hash, the
// tag arbitra; one feedback of 100 follows the job's completion, and
// further passes send nothing.
func TestValidationAnsweredOnceTheCaseIsFinal(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-ok")
	w := n.watcher()
	work := "the work"
	id := n.job(t, n.JobContract, work)
	h := requestHash("provider's request")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, JobURI(n.Dev.ChainID(), n.JobContract, id), h)
	n.sync(t, w, 1)
	if v := n.validation(t, h); v.Responded {
		t.Fatalf("answered before the case was decided: %+v", v)
	}
	n.decide(t, w, id, work, true)
	n.sync(t, w, 3)
	caseID, _ := n.ev.CaseID(ctx, n.JobContract, id)
	st, err := n.esc.Deal(ctx, caseID)
	if err != nil {
		t.Fatal(err)
	}
	v := n.validation(t, h)
	if !v.Responded || v.Response != 100 || v.ResponseURI != "ipfs://"+verdict.CIDForHash(n.record).String() ||
		v.ResponseHash != st.VerdictHash || v.Tag != ValidationTag || v.Responses != 1 {
		t.Fatalf("validation %+v, want one PASS response with the record's CID and verdict hash %x", v, st.VerdictHash)
	}
	if count, value := n.feedbacks(t); count != 1 || value.Int64() != 100 {
		t.Fatalf("feedback: %d given, value %v", count, value)
	}
	nonce, _ := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address())
	n.sync(t, n.watcher(), 2)
	if again, _ := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address()); again != nonce {
		t.Fatalf("%d more transactions after the job was done", again-nonce)
	}
}

// A squatter registers an agent of its own and asks the coordinator to
// validate the provider's job for it, ahead of the provider: the
// squatter's request is never answered, and the provider's, after it, is.
func TestSquatterAgentOfAnotherOwnerIsNotValidated(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-squat")
	if err := n.Dev.Fund(ctx, chain.DevAddress("squatter"), big.NewInt(1e18)); err != nil {
		t.Fatal(err)
	}
	squatter := n.Transactor(t, "squatter")
	squatAgent := chaintest.RegisterAgent(t, n.regs, squatter)
	w := n.watcher()
	work := "the work"
	id := n.job(t, n.JobContract, work)
	uri := JobURI(n.Dev.ChainID(), n.JobContract, id)
	squat, mine := requestHash("squatter's"), requestHash("provider's")
	chaintest.RequestValidation(t, n.regs, squatter, n.coordTx.Address(), squatAgent, uri, squat)
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, uri, mine)
	n.decide(t, w, id, work, true)
	n.sync(t, w, 3)
	if v := n.validation(t, squat); v.Responded || v.LastUpdate != 0 {
		t.Fatalf("the squatter's agent was validated: %+v", v)
	}
	if v := n.validation(t, mine); !v.Responded || v.Response != 100 {
		t.Fatalf("the provider's request: %+v", v)
	}
	if count, _ := n.feedbacks(t); count != 1 {
		t.Fatalf("%d feedbacks to the provider's agent", count)
	}
	if c, _, _, _, err := chain.ReadFeedback(ctx, n.Dev.Client(), n.regs.Reputation, squatAgent, n.coordTx.Address(), 1); err != nil || c != nil {
		t.Fatalf("feedback to the squatter's agent: %v %v", c, err)
	}
}

// The provider floods the coordinator with requests naming its one job:
// the first in chain order is answered, no other, and only three
// transactions are sent for the job (settle, response, feedback).
func TestProviderFloodingValidationRequestsGetsOneAnswer(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-flood")
	w := n.watcher()
	work := "the work"
	id := n.job(t, n.JobContract, work)
	uri := JobURI(n.Dev.ChainID(), n.JobContract, id)
	var hashes [][32]byte
	for i := range 6 {
		h := requestHash("flood " + string(rune('a'+i)))
		hashes = append(hashes, h)
		chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, uri, h)
	}
	nonce, err := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address())
	if err != nil {
		t.Fatal(err)
	}
	n.decide(t, w, id, work, true)
	n.sync(t, w, 4)
	for i, h := range hashes {
		if v := n.validation(t, h); v.Responded != (i == 0) {
			t.Fatalf("request %d answered: %v, want only the first", i, v.Responded)
		}
	}
	if after, _ := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address()); after-nonce != 3 {
		t.Fatalf("%d transactions sent, want settle, response and feedback", after-nonce)
	}
	// A request made after the job was answered is not answered either.
	late := requestHash("late")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, uri, late)
	n.sync(t, w, 2)
	if v := n.validation(t, late); v.Responded {
		t.Fatalf("a second request for the job was answered: %+v", v)
	}
}

// A request naming a job on a job contract the coordinator does not serve
// is ignored: nothing is stored or sent for it.
func TestValidationOfAJobOnAnUnservedContractIsIgnored(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-unserved")
	w := n.watcher()
	id := n.job(t, n.Unlisted, "the work")
	h := requestHash("unserved")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, JobURI(n.Dev.ChainID(), n.Unlisted, id), h)
	nonce, _ := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address())
	n.sync(t, w, 2)
	if again, _ := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address()); again != nonce {
		t.Fatalf("%d transactions sent", again-nonce)
	}
	_ = n.db.Scan([]byte(prefixValReq), func(k, _ []byte) error {
		t.Errorf("%s stored for a job on a contract not served", k)
		return nil
	})
	if v := n.validation(t, h); v.Responded {
		t.Fatalf("answered: %+v", v)
	}
}

// ParseJobURI takes one spelling of a job's requestURI and no other.
func TestMalformedJobURIsAreIgnored(t *testing.T) {
	chainID := big.NewInt(1337)
	jobs := common.HexToAddress("0x00000000000000000000000000000000DeaDBeef")
	good := JobURI(chainID, jobs, big.NewInt(42))
	if c, id, err := ParseJobURI(good, chainID); err != nil || c != jobs || id.Int64() != 42 {
		t.Fatalf("%q: %v %v %v", good, c, id, err)
	}
	checksummed := jobs.Hex()
	for _, bad := range []string{
		"",
		"ERC8183:1337:" + checksummed + ":42",
		"Erc8183:1337:" + checksummed + ":42",
		" " + good,
		good + " ",
		good + "\n",
		"erc8183:01337:" + checksummed + ":42",
		"erc8183:1:" + checksummed + ":42",
		"erc8183:+1337:" + checksummed + ":42",
		"erc8183:1337:" + strings.ToLower(checksummed) + ":42",
		"erc8183:1337:0x" + strings.ToUpper(checksummed[2:]) + ":42",
		"erc8183:1337:0X" + checksummed[2:] + ":42",
		"erc8183:1337:" + checksummed[2:] + ":42",
		"erc8183:1337:" + checksummed + ":042",
		"erc8183:1337:" + checksummed + ":-1",
		"erc8183:1337:" + checksummed + ":0x2a",
		"erc8183:1337:" + checksummed + ":42:",
		"erc8183:1337:" + checksummed,
		"erc8183:1337:" + checksummed + ":" + new(big.Int).Lsh(big.NewInt(1), 256).String(),
		"erc8183://1337/" + checksummed + "/42",
	} {
		if _, _, err := ParseJobURI(bad, chainID); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// A malformed requestURI on chain is ignored like one naming no job.
func TestValidationRequestWithAMalformedURIIsIgnored(t *testing.T) {
	n := newValNet(t, "val-malformed")
	w := n.watcher()
	id := n.job(t, n.JobContract, "the work")
	h := requestHash("lower-case address")
	uri := "erc8183:" + n.Dev.ChainID().String() + ":" + strings.ToLower(n.JobContract.Hex()) + ":" + id.String()
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, uri, h)
	n.sync(t, w, 1)
	_ = n.db.Scan([]byte(prefixValReq), func(k, _ []byte) error {
		t.Errorf("%s stored for a malformed requestURI", k)
		return nil
	})
}

// A job whose case was decided but that expired, refunded by claimRefund
// before anyone settled it, has its validation answered (the outcome is
// final) and gets no feedback: it did not settle.
func TestExpiredJobGetsNoFeedback(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-expired")
	w := n.watcher()
	id := n.job(t, n.JobContract, "the work")
	chaintest.OpenCase(t, n.Dev.Client(), n.buyer, n.evaluator, n.JobContract, id)
	caseID, err := n.ev.CaseID(ctx, n.JobContract, id)
	if err != nil {
		t.Fatal(err)
	}
	n.DecideCase(t, caseID, true) // no text handed in: the watcher does not settle it
	if err := n.Dev.AdjustTime(72 * time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := n.buyer.Send(ctx, &n.JobContract, contracts.NewAgenticCommerceJobs().PackClaimRefund(id), nil); err != nil {
		t.Fatal(err)
	}
	h := requestHash("expired")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, JobURI(n.Dev.ChainID(), n.JobContract, id), h)
	n.sync(t, w, 4)
	if job, err := n.ev.Job(ctx, n.JobContract, id); err != nil || job.Status != chain.JobExpired {
		t.Fatalf("job %+v %v, want expired", job, err)
	}
	if v := n.validation(t, h); !v.Responded || v.Responses != 1 {
		t.Fatalf("validation %+v, want answered", v)
	}
	if count, _ := n.feedbacks(t); count != 0 {
		t.Fatalf("%d feedbacks for a job that expired", count)
	}
}

// The node crashes right after broadcasting the response, before it
// records anything of the outcome: the node started anew on the same
// database finds the stored transaction mined and sends no second
// response; a crash before the broadcast sends one response all the same.
func TestCrashBetweenSendAndRecordSendsNoSecondResponse(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-crash")
	work := "the work"
	id := n.job(t, n.JobContract, work)
	h := requestHash("provider's")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, JobURI(n.Dev.ChainID(), n.JobContract, id), h)
	first := n.watcher()
	n.decide(t, first, id, work, true)
	crashed := false
	n.afterHook = func(_ context.Context, what string, _ [32]byte) {
		if what == "response" {
			crashed = true
			panic("crash after broadcast")
		}
	}
	func() {
		defer func() { _ = recover() }()
		n.sync(t, first, 2)
	}()
	if !crashed {
		t.Fatal("the response was never sent")
	}
	n.afterHook = nil
	nonce, _ := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address())
	n.sync(t, n.watcher(), 3)
	v := n.validation(t, h)
	if !v.Responded || v.Responses != 1 {
		t.Fatalf("validation %+v after the restart, want its one response", v)
	}
	if after, _ := n.Dev.Client().PendingNonceAt(ctx, n.coordTx.Address()); after-nonce != 1 {
		t.Fatalf("%d transactions after the restart, want the feedback alone", after-nonce)
	}
}

// holdingBackend keeps the transactions it is told to hold instead of
// sending them, as a node's mempool holds one not yet mined.
type holdingBackend struct {
	chain.Backend
	hold bool
	held []*types.Transaction
}

// PendingNonceAt counts the held transactions not mined yet, as a node
// counts those in its mempool.
func (b *holdingBackend) PendingNonceAt(ctx context.Context, a common.Address) (uint64, error) {
	n, err := b.Backend.PendingNonceAt(ctx, a)
	for _, tx := range b.held {
		if _, err := b.Backend.TransactionReceipt(ctx, tx.Hash()); err != nil {
			n++
		}
	}
	return n, err
}

func (b *holdingBackend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	if b.hold {
		b.held = append(b.held, tx)
		return nil
	}
	return b.Backend.SendTransaction(ctx, tx)
}

// The node crashes while its response is broadcast but not mined: the
// node started anew finds the registry unanswered, and broadcasts the
// stored transaction again rather than a new one; when the first
// broadcast reaches the chain at last, it is the same transaction, and
// the registry holds one response.
func TestCrashWithTheResponseUnminedSendsNoSecondResponse(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-unmined")
	work := "the work"
	id := n.job(t, n.JobContract, work)
	h := requestHash("provider's")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, JobURI(n.Dev.ChainID(), n.JobContract, id), h)
	n.decide(t, n.watcher(), id, work, true)
	// A node whose response goes out but is not mined, and crashes.
	hb := &holdingBackend{Backend: n.Dev.Client(), hold: true}
	start := func() *JobWatcher {
		tx, err := chain.NewTransactor(ctx, hb, chain.DevKey("coordinator"))
		if err != nil {
			t.Fatal(err)
		}
		w := n.watcher()
		w.cfg.Validation.Backend, w.cfg.Validation.Transactor = hb, tx
		return w
	}
	crashCtx, crash := context.WithCancel(ctx)
	n.afterHook = func(_ context.Context, what string, _ [32]byte) {
		if what == "response" {
			crash()
		}
	}
	_ = start().Sync(crashCtx) // settles the job and sends the response
	if job, err := n.ev.Job(ctx, n.JobContract, id); err != nil || job.Status != chain.JobCompleted {
		t.Fatalf("job %+v %v", job, err)
	}
	if len(hb.held) != 1 {
		t.Fatalf("%d transactions held, want the response", len(hb.held))
	}
	n.afterHook, hb.hold = nil, false
	restartCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	w := start()
	for range 3 {
		if err := w.Sync(restartCtx); err != nil {
			t.Log(err)
		}
	}
	// The first broadcast reaches the chain now.
	if err := n.Dev.Client().SendTransaction(ctx, hb.held[0]); err == nil {
		t.Log("the held transaction was taken again")
	}
	v := n.validation(t, h)
	if !v.Responded || v.Responses != 1 {
		t.Fatalf("validation %+v, want one response", v)
	}
	if count, _ := n.feedbacks(t); count != 1 {
		t.Fatalf("%d feedbacks", count)
	}
}

// A job decided FAIL is answered 0 with the verdict hash the job was
// rejected with, and its feedback is 0.
func TestValidationOfAJobDecidedFailIsZero(t *testing.T) {
	ctx := context.Background()
	n := newValNet(t, "val-fail")
	w := n.watcher()
	work := "not the work"
	id := n.job(t, n.JobContract, work)
	h := requestHash("provider's")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, JobURI(n.Dev.ChainID(), n.JobContract, id), h)
	n.decide(t, w, id, work, false)
	n.sync(t, w, 3)
	events, err := n.ev.Events(ctx, 0, nil, n.JobContract)
	if err != nil || len(events) != 2 || events[1].Settled == nil || events[1].Settled.Completed {
		t.Fatalf("events %+v (%v), want the job rejected", events, err)
	}
	if v := n.validation(t, h); !v.Responded || v.Response != 0 || v.ResponseHash != events[1].Settled.VerdictHash || v.Responses != 1 {
		t.Fatalf("validation %+v, want one FAIL response with the job's reason %x", v, events[1].Settled.VerdictHash)
	}
	if count, value := n.feedbacks(t); count != 1 || value.Sign() != 0 {
		t.Fatalf("feedback: %d given, value %v", count, value)
	}
}

// On an escrow with an appeal window, a decided case is not final while
// its window runs: nothing is answered until the round is paid out.
func TestValidationWaitsForTheAppealWindow(t *testing.T) {
	ctx := context.Background()
	const window = 600
	n := newValNetWithAppeals(t, "val-window", window)
	w := n.watcher()
	work := "the work"
	id := n.job(t, n.JobContract, work)
	h := requestHash("provider's")
	chaintest.RequestValidation(t, n.regs, n.seller, n.coordTx.Address(), n.agent, JobURI(n.Dev.ChainID(), n.JobContract, id), h)
	n.decide(t, w, id, work, true)
	n.sync(t, w, 2)
	caseID, err := n.ev.CaseID(ctx, n.JobContract, id)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := n.esc.Deal(ctx, caseID); err != nil || st.Status != chain.StatusDecided {
		t.Fatalf("case inside its window: %+v %v", st, err)
	}
	if v := n.validation(t, h); v.Responded {
		t.Fatalf("answered inside the appeal window: %+v", v)
	}
	if err := n.Dev.AdjustTime((window + 1) * time.Second); err != nil {
		t.Fatal(err)
	}
	n.sync(t, w, 3)
	if v := n.validation(t, h); !v.Responded || v.Response != 100 || v.Responses != 1 {
		t.Fatalf("validation after the window: %+v", v)
	}
}
