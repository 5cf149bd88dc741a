package contracts_test

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm"
	evmruntime "github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"

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
	feeBps int64
}

// afterFee is what arrives when the escrow or a buyer sends v of the token.
func (tk simToken) afterFee(v *big.Int) *big.Int {
	fee := new(big.Int).Div(new(big.Int).Mul(v, big.NewInt(tk.feeBps)), big.NewInt(10_000))
	return new(big.Int).Sub(v, fee)
}

// opChain is what the randomized test needs from a chain: blocks of
// transactions, each block at one time and number, and calls at the head.
type opChain interface {
	deploy(from *account, code []byte) common.Address
	// send queues a transaction for the next block.
	send(from *account, to common.Address, data []byte)
	// mine seals the queued transactions, in order, into the next block
	// (one second after the head) and returns each one's revert data, nil
	// for a success.
	mine() [][]byte
	warp(secs uint64)
	now() uint64  // the head block's time
	head() uint64 // the head block's number
	blockHash(n uint64) [32]byte
	view(to common.Address, data []byte) []byte
}

type randomCast struct {
	owner, oracle, buyer, seller, stranger *account
	jurors                                 []*account
	byAddr                                 map[common.Address]*account
}

func newRandomCast(jurors int) *randomCast {
	c := &randomCast{owner: newAccount("owner"), oracle: newAccount("oracle"), buyer: newAccount("buyer"),
		seller: newAccount("seller"), stranger: newAccount("stranger"), byAddr: map[common.Address]*account{}}
	for i := range jurors {
		c.jurors = append(c.jurors, newAccount(fmt.Sprintf("juror-%d", i)))
	}
	for _, a := range c.everyone() {
		c.byAddr[a.addr] = a
	}
	return c
}

func (c *randomCast) everyone() []*account {
	return append([]*account{c.owner, c.oracle, c.buyer, c.seller, c.stranger}, c.jurors...)
}

// TestRandomizedOperationsKeepEscrowSolvent drives ten thousand seeded
// valid and invalid calls from random accounts at random times through
// go-ethereum's EVM. The model predicts each outcome (success or the exact
// custom error), drawing each deal's panel itself with verdict.DealDraw;
// after every block the touched deals are compared with the chain, every
// balance change with the model, and each token's escrow balance with the
// sum of the amounts of the open deals as read back from the chain.
func TestRandomizedOperationsKeepEscrowSolvent(t *testing.T) {
	steps := 10_000
	if testing.Short() {
		steps = 2_000
	}
	runRandomized(t, newEVMChain(t), steps)
}

// TestRandomizedOperationsOnTheSimulatedChain runs the same model through
// the simulated backend's transaction pool, miner and RPC, in blocks of up
// to 40 transactions.
func TestRandomizedOperationsOnTheSimulatedChain(t *testing.T) {
	steps := 1_500
	if testing.Short() {
		steps = 300
	}
	h := newHarness(t, harnessConfig{jurors: 7, panel: 5}) // funds the accounts of the cast
	runRandomized(t, &simChain{h: h, nonces: map[common.Address]uint64{}}, steps)
}

func runRandomized(t *testing.T, c opChain, steps int) {
	const seed = 0xA7B1_7A
	rng := rand.New(rand.NewPCG(seed, seed))
	const (
		grace     = 40
		panelSize = 5
		threshold = 3
	)
	// Seven jurors and panels of five, so that some registered jurors are no seat.
	cast := newRandomCast(7)
	registry := addresses(cast.jurors)
	chainID := big.NewInt(1337)
	escrowAddr := c.deploy(cast.owner, append(common.FromHex(contracts.ArbiterEscrowMetaData.Bin),
		escrowABI.PackConstructor(cast.owner.addr, cast.oracle.addr, grace, 600, registry, panelSize, threshold)...))
	sign := func(signers []*account, id, root [32]byte, approved bool) [][]byte {
		return signBallots(t, signers, chainID, escrowAddr, id, root, approved)
	}
	tokens := []simToken{
		{addr: c.deploy(cast.owner, common.FromHex(contracts.MockUSDCMetaData.Bin))},
		{addr: c.deploy(cast.owner, common.FromHex(contracts.FeeOnTransferTokenMetaData.Bin)), feeBps: 100},
	}
	buyers := []*account{cast.buyer, cast.stranger, cast.jurors[0]}
	sellers := []*account{cast.seller, cast.jurors[1], cast.buyer}
	callers := cast.everyone()
	supply := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	for _, b := range buyers {
		for _, tk := range tokens {
			c.send(b, tk.addr, usdcABI.PackMint(b.addr, supply))
			c.send(b, tk.addr, usdcABI.PackApprove(escrowAddr, supply))
		}
	}
	for i, r := range c.mine() {
		if r != nil {
			t.Fatalf("setup transaction %d reverted: %x", i, r)
		}
	}
	balance := func(token int, who common.Address) *big.Int {
		b, err := usdcABI.UnpackBalanceOf(c.view(tokens[token].addr, usdcABI.PackBalanceOf(who)))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}

	var deals []*simDeal
	byID := map[[32]byte]*simDeal{}
	// chainAmount/chainState mirror what getDeal returned for each deal.
	chainAmount := map[[32]byte]*big.Int{}
	chainState := map[[32]byte]uint8{}
	counts := map[string]int{}
	syncDeal := func(d *simDeal) {
		t.Helper()
		got, err := escrowABI.UnpackGetDeal(c.view(escrowAddr, escrowABI.PackGetDeal(d.id)))
		if err != nil {
			t.Fatal(err)
		}
		if got.State != d.state || got.Amount.Cmp(d.amount) != 0 || got.Buyer != d.buyer.addr ||
			got.Seller != d.seller.addr || got.Deadline != d.deadline || got.SubmittedAt != d.submittedAt ||
			got.SubmitBlock != d.submitBlock || got.DeliverableHash != d.work {
			t.Fatalf("deal %x: chain %+v, model %+v", d.id[:4], got, *d)
		}
		chainAmount[d.id] = got.Amount
		chainState[d.id] = got.State
	}

	pickCaller := func(right *account) *account {
		if rng.IntN(100) < 85 {
			return right
		}
		return callers[rng.IntN(len(callers))]
	}
	// busy holds the deals a transaction of the block being built touches:
	// one transaction per deal and block, so that a reverted call replayed
	// on the block's final state meets the deal as the call did.
	busy := map[[32]byte]bool{}
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
				if fits(d) && !busy[d.id] {
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
	type sent struct {
		caller  *account
		want    string
		touched *simDeal
	}
	type holding struct {
		who   common.Address
		token int
	}

	step, ops := 0, 0
	for ops < steps {
		if rng.IntN(8) == 0 { // let time pass
			c.warp(uint64(1 + rng.IntN(25)))
			counts["warp"]++
			continue
		}
		// A block of up to 40 transactions, each predicted in order: they all
		// run at the same time and block number.
		next := c.now() + 1
		nextBlock := c.head() + 1
		clear(busy)
		var block []sent
		before := map[holding]*big.Int{}
		delta := map[holding]*big.Int{}
		move := func(who *account, token int, v *big.Int) {
			k := holding{who.addr, token}
			if before[k] == nil {
				before[k] = balance(token, who.addr)
				delta[k] = new(big.Int)
			}
			delta[k].Add(delta[k], v)
		}
		size := 1 + rng.IntN(40)
		for len(block) < size && ops < steps {
			step++
			submittable := func(d *simDeal) bool { return d.state == stateFunded && next <= d.deadline }
			submitted := func(d *simDeal) bool { return d.state == stateSubmitted }
			var (
				caller       *account
				data         []byte
				want         string // expected custom error, "" for success
				touched      *simDeal
				created      *simDeal
				payee        *account // who must receive a payout on success
				payToken     int
				payout       *big.Int
				apply        func()
				createdGross *big.Int
			)
			op := rng.IntN(85)
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
					createdGross = amount
					created = &simDeal{id: id, buyer: buyer, seller: seller, token: tok,
						amount: tokens[tok].afterFee(amount), deadline: deadline, state: stateFunded}
					apply = func() { deals = append(deals, created); byID[id] = created }
				}
				counts["create"]++

			case op < 42: // submitDeliverable
				d, id := pickDeal(submittable)
				touched = d
				right := cast.seller
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
				caller = pickCaller(cast.oracle)
				approved := rng.IntN(2) == 0
				data = escrowABI.PackResolve(id, approved, hash32("verdict"))
				want = settleCheck(d, caller != cast.oracle, "NotOracle")
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
					for _, a := range verdict.DealDraw(verdict.DealDrawSeed(c.blockHash(drawBlock), id), registry, panelSize) {
						seats = append(seats, cast.byAddr[a])
					}
				}
				if seats == nil { // any ballots: the call fails before it looks at them
					seats = cast.jurors[:panelSize]
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
				sigs := sign(signers, id, root, approved)
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
						sigs[at] = sign([]*account{cast.stranger}, id, root, approved)[0]
						kind = "NotASeat"
					case 2: // a registered juror the draw left out
						for _, j := range cast.jurors {
							if !slices.Contains(seats, j) {
								sigs[at] = sign([]*account{j}, id, root, approved)[0]
							}
						}
						kind = "NotASeat"
					case 3:
						sigs[at] = sign(signers[at:at+1], id, root, !approved)[0]
						kind = "NotASeat"
					default: // other evidence
						sigs[at] = sign(signers[at:at+1], id, hash32(fmt.Sprintf("root-%d", step)), approved)[0]
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
				right := cast.buyer
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

			}

			var id [32]byte
			switch {
			case touched != nil:
				id = touched.id
			case created != nil:
				id = created.id
			}
			if busy[id] {
				continue // a second call on a deal waits for another block
			}
			if touched == nil && created == nil && op < 22 {
				if dup := byID[[32]byte(data[4:36])]; dup != nil {
					if busy[dup.id] {
						continue
					}
					touched = dup
				}
			}
			if touched != nil {
				busy[touched.id] = true
			}
			if created != nil {
				busy[created.id] = true
			}
			if want == "" { // before sending: the EVM runs the call at once
				if created != nil {
					move(created.buyer, created.token, new(big.Int).Neg(createdGross))
					touched = created
				}
				if payee != nil {
					move(payee, payToken, payout)
				}
				apply()
			}
			c.send(caller, escrowAddr, data)
			ops++
			block = append(block, sent{caller: caller, want: want, touched: touched})
		}

		results := c.mine()
		if got := c.now(); got != next {
			t.Fatalf("block at %d, the model assumed %d", got, next)
		}
		for i, b := range block {
			got := results[i]
			switch {
			case b.want == "" && got != nil:
				t.Fatalf("block %d tx %d: %s's call reverted with %s, model expected success", nextBlock, i, b.caller.name, describeRevert(got))
			case b.want == "":
				counts["ok"]++
			case got == nil:
				t.Fatalf("block %d tx %d: call by %s succeeded, model expected %s", nextBlock, i, b.caller.name, b.want)
			default:
				if w := errID(b.want); len(got) < 4 || [4]byte(got[:4]) != [4]byte(w[:4]) {
					t.Fatalf("block %d tx %d: reverted with %s, model expected %s", nextBlock, i, describeRevert(got), b.want)
				}
				counts["rejected:"+b.want]++
			}
		}
		for k, d := range delta {
			if gained := new(big.Int).Sub(balance(k.token, k.who), before[k]); gained.Cmp(d) != 0 {
				t.Fatalf("block %d: %s's token %d balance moved by %s, model %s", nextBlock, k.who, k.token, gained, d)
			}
		}
		for _, b := range block {
			if b.touched != nil {
				syncDeal(b.touched)
			}
		}
		if rng.IntN(50) == 0 {
			for _, d := range deals {
				syncDeal(d)
			}
		}
		for i := range tokens {
			sum := new(big.Int)
			for _, d := range deals {
				if d.token == i && (chainState[d.id] == stateFunded || chainState[d.id] == stateSubmitted) {
					sum.Add(sum, chainAmount[d.id])
				}
			}
			if bal := balance(i, escrowAddr); bal.Cmp(sum) != 0 {
				t.Fatalf("block %d: token %d escrow balance %s != open deals %s", nextBlock, i, bal, sum)
			}
		}
		counts["blocks"]++
	}
	t.Logf("%d transactions in %d blocks, %d deals: %v", ops, counts["blocks"], len(deals), counts)
	// The sequence has to have exercised every path, or the test proves little.
	for _, k := range []string{"ok", "rejected:NotSeller", "rejected:DeadlinePassed", "rejected:RefundNotAvailable",
		"rejected:DealAlreadySettled", "rejected:QuorumNotReached", "rejected:DuplicateSigner",
		"rejected:NotASeat", "rejected:DrawPending", "rejected:TooManySignatures", "rejected:NotOracle",
		"rejected:NotBuyer", "rejected:WrongState", "rejected:DeadlineNotInFuture", "rejected:DealNotFound"} {
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

func describeRevert(data []byte) string {
	return (&harness{}).describe(data)
}

// evmChain runs transactions straight on go-ethereum's EVM over an
// in-memory state, without a pool, a miner or blocks to seal, so that ten
// thousand of them take seconds. Block hashes are a fixed function of the
// number.
type evmChain struct {
	t      testing.TB
	cfg    evmruntime.Config
	number uint64
	time   uint64
	queued [][]byte // revert data of the transactions run in the next block
}

func newEVMChain(t testing.TB) *evmChain {
	db, err := state.New(types.EmptyRootHash, state.NewDatabaseForTesting())
	if err != nil {
		t.Fatal(err)
	}
	cc := *params.AllDevChainProtocolChanges
	cc.ChainID = big.NewInt(1337)
	random := common.Hash{}
	c := &evmChain{t: t, number: 1, time: 1_800_000_000}
	c.cfg = evmruntime.Config{ChainConfig: &cc, State: db, GasLimit: 16_000_000, BaseFee: new(big.Int),
		Random: &random, GetHashFn: evmBlockHash}
	return c
}

func evmBlockHash(n uint64) common.Hash {
	return crypto.Keccak256Hash([]byte("arbitra-evm-test-block"), new(big.Int).SetUint64(n).Bytes())
}

// at sets the block context to the block after the head.
func (c *evmChain) at(from *account) {
	c.cfg.Origin = from.addr
	c.cfg.BlockNumber = new(big.Int).SetUint64(c.number + 1)
	c.cfg.Time = c.time + 1
}

func (c *evmChain) deploy(from *account, code []byte) common.Address {
	c.at(from)
	_, addr, _, err := evmruntime.Create(code, &c.cfg)
	if err != nil {
		c.t.Fatalf("deploy: %v", err)
	}
	c.finalise()
	c.number, c.time = c.number+1, c.time+1
	return addr
}

func (c *evmChain) send(from *account, to common.Address, data []byte) {
	c.at(from)
	ret, _, err := evmruntime.Call(to, data, &c.cfg)
	switch {
	case errors.Is(err, vm.ErrExecutionReverted):
		c.queued = append(c.queued, append([]byte{}, ret...))
	case err != nil:
		c.t.Fatalf("call by %s: %v", from.name, err)
	default:
		c.queued = append(c.queued, nil)
	}
	c.finalise()
}

func (c *evmChain) finalise() {
	c.cfg.State.Finalise(c.cfg.ChainConfig.Rules(c.cfg.BlockNumber, true, c.cfg.Time))
}

func (c *evmChain) mine() [][]byte {
	c.number, c.time = c.number+1, c.time+1
	out := c.queued
	c.queued = nil
	return out
}

func (c *evmChain) warp(secs uint64) { c.number, c.time = c.number+1, c.time+secs }
func (c *evmChain) now() uint64      { return c.time }
func (c *evmChain) head() uint64     { return c.number }

func (c *evmChain) blockHash(n uint64) [32]byte { return evmBlockHash(n) }

func (c *evmChain) view(to common.Address, data []byte) []byte {
	cfg := c.cfg
	cfg.Origin = common.Address{}
	cfg.BlockNumber = new(big.Int).SetUint64(c.number)
	cfg.Time = c.time
	ret, _, err := evmruntime.Call(to, data, &cfg)
	if err != nil {
		c.t.Fatalf("view: %v", err)
	}
	return ret
}

// simChain runs the transactions through the simulated backend.
type simChain struct {
	h      *harness
	nonces map[common.Address]uint64
	queued []queuedTx
}

type queuedTx struct {
	from *account
	to   common.Address
	data []byte
	tx   *types.Transaction
}

func (c *simChain) deploy(from *account, code []byte) common.Address {
	delete(c.nonces, from.addr) // the harness's deployment bypasses the queue: re-read the nonce
	return c.h.deploy(from, common.Bytes2Hex(code), nil)
}

func (c *simChain) send(from *account, to common.Address, data []byte) {
	h := c.h
	n, ok := c.nonces[from.addr]
	if !ok {
		n = h.nonce(from)
	}
	tx := types.MustSignNewTx(from.key, types.LatestSignerForChainID(h.chainID), &types.DynamicFeeTx{
		ChainID: h.chainID, Nonce: n,
		// Falling tips keep the block in sending order.
		GasTipCap: big.NewInt(int64(1e9 + 100 - len(c.queued))), GasFeeCap: big.NewInt(1e12),
		Gas: 1_000_000, To: &to, Data: data,
	})
	if err := h.client.SendTransaction(h.ctx, tx); err != nil {
		h.t.Fatalf("send: %v", err)
	}
	c.nonces[from.addr] = n + 1
	c.queued = append(c.queued, queuedTx{from, to, data, tx})
}

func (c *simChain) mine() [][]byte {
	h := c.h
	// The pool takes transactions in asynchronously; the block must hold them all.
	for _, q := range c.queued {
		for k := 0; ; k++ {
			n, err := h.client.PendingNonceAt(h.ctx, q.from.addr)
			if err != nil {
				h.t.Fatal(err)
			}
			if n >= c.nonces[q.from.addr] {
				break
			}
			if k == 100_000 {
				h.t.Fatalf("the pool never took %s's transactions up to nonce %d", q.from.name, c.nonces[q.from.addr]-1)
			}
			runtime.Gosched()
		}
	}
	number := h.head() + 1
	h.sim.Commit()
	out := make([][]byte, len(c.queued))
	for i, q := range c.queued {
		r, err := h.client.TransactionReceipt(h.ctx, q.tx.Hash())
		if err != nil {
			h.t.Fatalf("receipt of transaction %d of the block: %v", i, err)
		}
		if r.BlockNumber.Uint64() != number || r.TransactionIndex != uint(i) {
			h.t.Fatalf("transaction %d of block %d mined at %d#%d", i, number, r.BlockNumber, r.TransactionIndex)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			out[i] = h.revertOf(q.from, q.to, q.data, r)
			if out[i] == nil {
				out[i] = []byte{}
			}
		}
	}
	c.queued = nil
	return out
}

func (c *simChain) warp(secs uint64) { c.h.advance(secs) }
func (c *simChain) now() uint64      { return c.h.now() }
func (c *simChain) head() uint64     { return c.h.head() }

func (c *simChain) blockHash(n uint64) [32]byte {
	hd, err := c.h.client.HeaderByNumber(c.h.ctx, new(big.Int).SetUint64(n))
	if err != nil {
		c.h.t.Fatal(err)
	}
	return hd.Hash()
}

func (c *simChain) view(to common.Address, data []byte) []byte {
	out, err := c.h.client.CallContract(c.h.ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		c.h.t.Fatalf("view: %v", err)
	}
	return out
}
