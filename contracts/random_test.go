package contracts_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

// simDeal is the test's own model of a deal, used to predict every outcome.
type simDeal struct {
	id          [32]byte
	buyer       *account
	seller      *account
	token       int
	amount      *big.Int
	deadline    uint64
	submittedAt uint64
	submitBlock uint64
	work        [32]byte
	state       uint8
}

func (d *simDeal) open() bool { return d.state == stateFunded || d.state == stateSubmitted }

type simToken struct {
	addr   common.Address
	c      *bind.BoundContract
	feeBps int64
}

// afterFee is what arrives when the escrow or a buyer sends v of the token.
func (tk simToken) afterFee(v *big.Int) *big.Int {
	fee := new(big.Int).Div(new(big.Int).Mul(v, big.NewInt(tk.feeBps)), big.NewInt(10_000))
	return new(big.Int).Sub(v, fee)
}

// TestRandomizedOperationsKeepEscrowSolvent drives a long seeded sequence of
// valid and invalid calls from random accounts at random times. The model
// predicts each outcome (success or the exact custom error), drawing each
// deal's panel itself with verdict.DealDraw; after every step
// the touched deal is compared with the chain, every payout with the
// recipient's balance, and each token's escrow balance with the sum of the
// amounts of the open deals as read back from the chain.
func TestRandomizedOperationsKeepEscrowSolvent(t *testing.T) {
	steps := 10_000
	if testing.Short() {
		steps = 600
	}
	const seed = 0xA7B1_7A
	rng := rand.New(rand.NewPCG(seed, seed))
	const (
		grace     = 40
		panelSize = 5
		threshold = 3
	)
	// Seven jurors and panels of five, so that some registered jurors are no seat.
	h := newHarness(t, harnessConfig{grace: grace, jurors: 7, panel: panelSize, threshold: threshold})
	registry := addresses(h.jurors)

	feeAddr := h.deploy(h.owner, contracts.FeeOnTransferTokenMetaData.Bin, nil)
	tokens := []simToken{
		{addr: h.usdcAddr, c: h.usdc},
		{addr: feeAddr, c: feeABI.Instance(h.client, feeAddr), feeBps: 100},
	}
	buyers := []*account{h.buyer, h.stranger, h.jurors[0]}
	sellers := []*account{h.seller, h.jurors[1], h.buyer}
	callers := h.everyone()
	supply := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	for _, b := range buyers {
		for _, tk := range tokens {
			h.mustExec(b, tk.c, usdcABI.PackMint(b.addr, supply))
			h.mustExec(b, tk.c, usdcABI.PackApprove(h.escrowAddr, supply))
		}
	}

	var deals []*simDeal
	byID := map[[32]byte]*simDeal{}
	// chainAmount/chainState mirror what getDeal returned for each deal.
	chainAmount := map[[32]byte]*big.Int{}
	chainState := map[[32]byte]uint8{}
	counts := map[string]int{}

	pickCaller := func(right *account) *account {
		if rng.IntN(100) < 85 {
			return right
		}
		return callers[rng.IntN(len(callers))]
	}
	// pickDeal mostly returns a recent deal that fits the operation,
	// sometimes any deal, and sometimes an ID that was never used.
	pickDeal := func(fits func(*simDeal) bool) (*simDeal, [32]byte) {
		if len(deals) == 0 || rng.IntN(25) == 0 {
			id := dealID(fmt.Sprintf("ghost-%d", rng.Uint64()))
			return nil, id
		}
		if rng.IntN(100) < 75 {
			var fit []*simDeal
			for _, d := range deals[max(0, len(deals)-60):] {
				if fits(d) {
					fit = append(fit, d)
				}
			}
			if len(fit) > 0 {
				d := fit[rng.IntN(len(fit))]
				return d, d.id
			}
		}
		d := deals[rng.IntN(len(deals))]
		return d, d.id
	}

	for step := range steps {
		next := h.now() + 1
		nextBlock := h.head() + 1
		submittable := func(d *simDeal) bool { return d.state == stateFunded && next <= d.deadline }
		submitted := func(d *simDeal) bool { return d.state == stateSubmitted }
		var (
			caller   *account
			data     []byte
			want     string // expected custom error, "" for success
			touched  *simDeal
			created  *simDeal
			payee    *account // who must receive a payout on success
			payToken int
			payout   *big.Int
			apply    func()
		)
		op := rng.IntN(100)
		switch {
		case op < 22: // createDeal
			buyer := buyers[rng.IntN(len(buyers))]
			seller := sellers[rng.IntN(len(sellers))]
			tok := rng.IntN(len(tokens))
			amount := big.NewInt(1 + rng.Int64N(1_000_000_000))
			// One in about fourteen is not in the future, so that even the
			// short run (whose draws shift with the chain's clock) has some.
			deadline := next + uint64(rng.IntN(150)) - 10
			id := dealID(fmt.Sprintf("deal-%d", step))
			if len(deals) > 0 && rng.IntN(10) == 0 {
				id = deals[rng.IntN(len(deals))].id
			}
			caller = buyer
			data = escrowABI.PackCreateDeal(id, seller.addr, tokens[tok].addr, amount, hash32("c"), deadline)
			switch {
			case byID[id] != nil:
				want = "DealAlreadyExists"
			case seller == buyer:
				want = "SelfDeal"
			case deadline <= next:
				want = "DeadlineNotInFuture"
			default:
				created = &simDeal{id: id, buyer: buyer, seller: seller, token: tok,
					amount: tokens[tok].afterFee(amount), deadline: deadline, state: stateFunded}
				apply = func() { deals = append(deals, created); byID[id] = created }
			}
			counts["create"]++

		case op < 42: // submitDeliverable
			d, id := pickDeal(submittable)
			touched = d
			right := h.seller
			if d != nil {
				right = d.seller
			}
			caller = pickCaller(right)
			work := hash32(fmt.Sprintf("work-%d", step))
			data = escrowABI.PackSubmitDeliverable(id, work)
			switch {
			case d == nil:
				want = "DealNotFound"
			case caller != d.seller:
				want = "NotSeller"
			case !d.open():
				want = "DealAlreadySettled"
			case d.state != stateFunded:
				want = "WrongState"
			case next > d.deadline:
				want = "DeadlinePassed"
			default:
				apply = func() { d.state, d.submittedAt, d.submitBlock, d.work = stateSubmitted, next, nextBlock, work }
			}
			counts["submit"]++

		case op < 55: // resolve by the oracle
			d, id := pickDeal(submitted)
			touched = d
			caller = pickCaller(h.oracle)
			approved := rng.IntN(2) == 0
			data = escrowABI.PackResolve(id, approved, hash32("verdict"))
			want = settleCheck(d, caller != h.oracle, "NotOracle")
			if want == "" {
				payee, payToken, payout, apply = settlement(tokens, d, approved)
			}
			counts["resolve"]++

		case op < 65: // resolveByQuorum
			d, id := pickDeal(submitted)
			touched = d
			caller = callers[rng.IntN(len(callers))]
			approved := rng.IntN(2) == 0
			want = settleCheck(d, false, "")
			var seats []*account
			switch {
			case want != "":
			case nextBlock <= d.submitBlock+1:
				want = "DrawPending"
			default:
				drawBlock := d.submitBlock + 1 + (nextBlock-d.submitBlock-2)/256*256
				hd, err := h.client.HeaderByNumber(h.ctx, new(big.Int).SetUint64(drawBlock))
				if err != nil {
					t.Fatal(err)
				}
				for _, a := range verdict.DealDraw(verdict.DealDrawSeed(hd.Hash(), id), registry, panelSize) {
					seats = append(seats, h.byAddr(a))
				}
			}
			if seats == nil { // any ballots: the call fails before it looks at them
				seats = h.jurors[:panelSize]
			}
			root := [32]byte{}
			if d != nil {
				root = verdict.DealEvidenceRoot(hash32("c"), d.work)
			}
			n := 1 + rng.IntN(panelSize+1)
			if rng.IntN(8) == 0 {
				n = threshold + rng.IntN(panelSize-threshold+1) // mostly big enough to reach the signatures
			}
			perm := rng.Perm(panelSize)
			signers := make([]*account, n)
			for i := range n {
				signers[i] = seats[perm[i%panelSize]]
			}
			sigs := h.sign(signers, id, root, approved)
			firstBad, bad := n, ""
			if n > panelSize {
				firstBad, bad = panelSize, "DuplicateSigner"
			}
			if n >= threshold && rng.IntN(3) == 0 {
				at := 1 + rng.IntN(n-1)
				var kind string
				switch rng.IntN(5) {
				case 0:
					sigs[at] = sigs[rng.IntN(at)]
					kind = "DuplicateSigner"
				case 1:
					sigs[at] = h.sign([]*account{h.stranger}, id, root, approved)[0]
					kind = "NotASeat"
				case 2: // a registered juror the draw left out
					for _, j := range h.jurors {
						if !slices.Contains(seats, j) {
							sigs[at] = h.sign([]*account{j}, id, root, approved)[0]
						}
					}
					kind = "NotASeat"
				case 3:
					sigs[at] = h.sign(signers[at:at+1], id, root, !approved)[0]
					kind = "NotASeat"
				default: // other evidence
					sigs[at] = h.sign(signers[at:at+1], id, hash32(fmt.Sprintf("root-%d", step)), approved)[0]
					kind = "NotASeat"
				}
				if at < firstBad {
					firstBad, bad = at, kind
				}
			}
			data = escrowABI.PackResolveByQuorum(id, approved, sigs)
			switch {
			case want != "":
			case n > panelSize:
				want = "TooManySignatures"
			case n < threshold:
				want = "QuorumNotReached"
			case bad != "":
				want = bad
			default:
				payee, payToken, payout, apply = settlement(tokens, d, approved)
			}
			counts["quorum"]++

		case op < 85: // refund
			d, id := pickDeal((*simDeal).open)
			touched = d
			right := h.buyer
			if d != nil {
				right = d.buyer
			}
			caller = pickCaller(right)
			data = escrowABI.PackRefund(id)
			switch {
			case d == nil:
				want = "DealNotFound"
			case caller != d.buyer:
				want = "NotBuyer"
			case !d.open():
				want = "DealAlreadySettled"
			case d.state == stateFunded && next <= d.deadline:
				want = "RefundNotAvailable"
			case d.state == stateSubmitted && next <= d.submittedAt+grace:
				want = "RefundNotAvailable"
			default:
				payee, payToken = d.buyer, d.token
				payout = tokens[d.token].afterFee(d.amount)
				apply = func() { d.state = stateRefunded }
			}
			counts["refund"]++

		default: // let time pass
			h.advance(uint64(1 + rng.IntN(25)))
			counts["warp"]++
		}

		if data != nil {
			var before *big.Int
			if payee != nil {
				before = h.balance(tokens[payToken].c, payee.addr)
			}
			r := h.exec(caller, h.escrow, data)
			if want == "" {
				if r.Status != types.ReceiptStatusSuccessful {
					t.Fatalf("step %d: %s reverted with %s, model expected success", step, caller.name,
						h.describe(h.revertOf(caller, h.escrowAddr, data, r)))
				}
				apply()
				counts["ok"]++
			} else {
				if r.Status == types.ReceiptStatusSuccessful {
					t.Fatalf("step %d: call by %s succeeded, model expected %s", step, caller.name, want)
				}
				got := h.revertOf(caller, h.escrowAddr, data, r)
				if w := errID(want); len(got) < 4 || [4]byte(got[:4]) != [4]byte(w[:4]) {
					t.Fatalf("step %d: reverted with %s, model expected %s", step, h.describe(got), want)
				}
				counts["rejected:"+want]++
			}
			if payee != nil && want == "" {
				gained := new(big.Int).Sub(h.balance(tokens[payToken].c, payee.addr), before)
				if gained.Cmp(payout) != 0 {
					t.Fatalf("step %d: %s received %s, want %s", step, payee.name, gained, payout)
				}
			}
		}

		for _, d := range []*simDeal{touched, created} {
			if d != nil {
				syncDeal(t, h, d, chainAmount, chainState)
			}
		}
		if step%500 == 499 {
			for _, d := range deals {
				syncDeal(t, h, d, chainAmount, chainState)
			}
		}
		for i, tk := range tokens {
			sum := new(big.Int)
			for _, d := range deals {
				if d.token == i && (chainState[d.id] == stateFunded || chainState[d.id] == stateSubmitted) {
					sum.Add(sum, chainAmount[d.id])
				}
			}
			if bal := h.balance(tk.c, h.escrowAddr); bal.Cmp(sum) != 0 {
				t.Fatalf("step %d: token %d escrow balance %s != open deals %s", step, i, bal, sum)
			}
		}
	}
	t.Logf("%d steps, %d deals: %v", steps, len(deals), counts)
	// The sequence has to have exercised every path, or the test proves little.
	for _, k := range []string{"ok", "rejected:NotSeller", "rejected:DeadlinePassed", "rejected:RefundNotAvailable",
		"rejected:DealAlreadySettled", "rejected:QuorumNotReached", "rejected:DuplicateSigner",
		"rejected:NotASeat", "rejected:DrawPending", "rejected:TooManySignatures", "rejected:NotOracle", "rejected:NotBuyer", "rejected:WrongState",
		"rejected:DeadlineNotInFuture", "rejected:DealNotFound"} {
		if counts[k] == 0 {
			t.Errorf("the random sequence never produced %s", k)
		}
	}
}

// settleCheck predicts the checks that resolve and resolveByQuorum share.
func settleCheck(d *simDeal, unauthorized bool, authErr string) string {
	switch {
	case unauthorized:
		return authErr
	case d == nil:
		return "DealNotFound"
	case !d.open():
		return "DealAlreadySettled"
	case d.state != stateSubmitted:
		return "WrongState"
	}
	return ""
}

func settlement(tokens []simToken, d *simDeal, approved bool) (*account, int, *big.Int, func()) {
	payee, state := d.buyer, stateRefunded
	if approved {
		payee, state = d.seller, stateReleased
	}
	return payee, d.token, tokens[d.token].afterFee(d.amount), func() { d.state = state }
}

// syncDeal reads a deal from the chain, checks it against the model and
// records what the chain said for the solvency check.
func syncDeal(t *testing.T, h *harness, d *simDeal, amounts map[[32]byte]*big.Int, states map[[32]byte]uint8) {
	t.Helper()
	got := h.deal(d.id)
	if got.State != d.state || got.Amount.Cmp(d.amount) != 0 || got.Buyer != d.buyer.addr ||
		got.Seller != d.seller.addr || got.Deadline != d.deadline || got.SubmittedAt != d.submittedAt ||
		got.SubmitBlock != d.submitBlock || got.DeliverableHash != d.work {
		t.Fatalf("deal %x: chain %+v, model %+v", d.id[:4], got, *d)
	}
	amounts[d.id] = got.Amount
	states[d.id] = got.State
}
