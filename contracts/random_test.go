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
	fee         *big.Int
	deadline    uint64
	submittedAt uint64
	submitBlock uint64
	seed        [32]byte // round 0's draw seed once a call fixed it
	work        [32]byte
	state       uint8
	round       int         // the current round
	rounds      []*simRound // round 0 from the creation, one more per appeal
	hash        [32]byte    // the verdict hash the settlement recorded
}

// simRound is the model of one round of a deal: round 0 is the first
// panel, the only one on an escrow without an appeal window.
type simRound struct {
	seed      [32]byte // an appeal round's seed once fixed (round 0's is the deal's)
	drawBlock uint64
	size      int // seats to draw
	threshold int
	fee       *big.Int // round 0: the deal's juror fee; then what the appellant's payment brought
	payer     *account
	// Once ballots decided it (on an escrow with an appeal window):
	decidedAt uint64
	approved  bool
	hash      [32]byte
	nextSeats int
	// After a decision (or a settlement) by ballots that left seats out:
	// the panel, one seat's share still owed (nil when none), how many
	// seats are unpaid, and the paid seats' bits.
	seats  []*account
	owed   *big.Int
	unpaid int
	paid   uint64
}

func (d *simDeal) open() bool {
	return d.state == stateFunded || d.state == stateSubmitted || d.state == stateDecided
}

func (d *simDeal) cur() *simRound { return d.rounds[d.round] }

// owes reports whether some round of the deal still owes fee shares.
func (d *simDeal) owes() bool {
	return slices.ContainsFunc(d.rounds, func(r *simRound) bool { return r.owed != nil })
}

// loser is the party the current round's outcome goes against.
func (d *simDeal) loser() *account {
	if d.cur().approved {
		return d.buyer
	}
	return d.seller
}

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

// TestRandomizedOperationsKeepEscrowSolvent drives at least ten thousand seeded
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
	runRandomized(t, newEVMChain(t), steps, 0, true)
}

// TestRandomizedOperationsWithAppeals runs the model on an escrow with an
// appeal window: ballots decide rounds, losing parties appeal (also too
// late, too cheaply, past the last round, and as the wrong party), accept
// or let the window close, appeal rounds lapse, and seats claim the shares
// of every round; the escrow balance then also holds the fees of the
// rounds not decided yet.
func TestRandomizedOperationsWithAppeals(t *testing.T) {
	steps := 10_000
	if testing.Short() {
		steps = 2_000
	}
	runRandomized(t, newEVMChain(t), steps, 40, true)
}

// TestRandomizedOperationsOnTheSimulatedChain runs the same model through
// the simulated backend's transaction pool, miner and RPC, in blocks of up
// to 40 transactions.
func TestRandomizedOperationsOnTheSimulatedChain(t *testing.T) {
	steps := 3_000
	if testing.Short() {
		steps = 300
	}
	h := newHarness(t, harnessConfig{jurors: 10, panel: 5}) // funds the accounts of the cast
	runRandomized(t, &simChain{h: h, nonces: map[common.Address]uint64{}}, steps, 0, false)
}

// simStake is the model of one account's juror or coordinator bond.
type simStake struct {
	bonded, unbonding *big.Int
	releaseAt         uint64
	entry             int // index of the open registry entry, -1 for none
	served, slashes   uint32
}

func newSimStake() *simStake {
	return &simStake{bonded: new(big.Int), unbonding: new(big.Int), entry: -1}
}

type simEntry struct {
	addr        common.Address
	from, until uint64
}

// runRandomized runs steps operations on an escrow with the given appeal
// window (0: none, settlements pay at once).
// cases opens a fifth of the deals as cases (openCase). The run on the
// simulated chain, whose block times follow the wall clock, keeps to deals:
// fewer funded deals there leave some required outcomes to chance.
func runRandomized(t *testing.T, c opChain, steps int, appealWindow uint64, cases bool) {
	const seed = 0xA7B1_7A
	rng := rand.New(rand.NewPCG(seed, seed))
	// Its own stream decides which creations are cases (openCase) and who
	// sends them, so that they shift the other operations' draws less.
	caseRng := rand.New(rand.NewPCG(seed, seed+1))
	const (
		grace         = 40
		registryDelay = 30
		maxEntries    = 128
		maxRounds     = 4
	)
	// Ten jurors and panels of five, so that some bonded jurors are no seat
	// and, with the slashes and exits, panels of four and five seats occur.
	jurors, unbondDelay, panelSize, threshold := 10, uint64(60), 5, 3
	if appealWindow != 0 {
		// Every round of a deal has to fit in its ballot window; panels of
		// three grow to 7, to 15 and then to every candidate of sixteen
		// jurors; without an oracle, ballots decide most submitted deals.
		jurors, unbondDelay, panelSize, threshold = 16, 200, 3, 2
	}
	cast := newRandomCast(jurors)
	oracle := cast.oracle.addr
	if appealWindow != 0 {
		oracle = common.Address{}
	}
	minJuror, minCoord := big.NewInt(minJurorStake), big.NewInt(minCoordStake)
	chainID := big.NewInt(1337)
	tokens := []simToken{
		{addr: c.deploy(cast.owner, common.FromHex(contracts.MockUSDCMetaData.Bin))},
		{addr: c.deploy(cast.owner, common.FromHex(contracts.FeeOnTransferTokenMetaData.Bin)), feeBps: 100},
	}
	escrowAddr := c.deploy(cast.owner, append(common.FromHex(contracts.ArbiterEscrowMetaData.Bin),
		escrowABI.PackConstructor(contracts.ArbiterEscrowParams{Owner: cast.owner.addr, Oracle: oracle,
			StakeToken: tokens[0].addr, GracePeriod: grace, RegistryDelay: registryDelay, UnbondDelay: unbondDelay, AppealWindow: appealWindow,
			MinJurorStake: minJuror, MinCoordinatorStake: minCoord, PanelSize: uint8(panelSize), Threshold: uint8(threshold),
			CaseOpener: cast.owner.addr})...))
	signRound := func(signers []*account, id, root [32]byte, round int, approved bool) [][]byte {
		return signRoundBallots(t, signers, chainID, escrowAddr, id, root, uint8(round), approved)
	}
	buyers := []*account{cast.buyer, cast.stranger, cast.jurors[0]}
	sellers := []*account{cast.seller, cast.jurors[1], cast.buyer}
	callers := cast.everyone()
	outsider := newAccount("outsider")
	burn := &account{name: "burn", addr: common.HexToAddress("0x000000000000000000000000000000000000dEaD")}
	supply := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	for _, b := range callers {
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

	// The registry model: the contract's slots, and each account's bonds.
	var entries []simEntry
	jurorStake := map[common.Address]*simStake{}
	coordStake := map[common.Address]*simStake{}
	for _, a := range callers {
		jurorStake[a.addr], coordStake[a.addr] = newSimStake(), newSimStake()
	}
	feesEarned := map[common.Address][2]*big.Int{}
	for _, a := range callers {
		feesEarned[a.addr] = [2]*big.Int{new(big.Int), new(big.Int)}
	}
	jurorsAt := func(ts uint64) []common.Address {
		var out []common.Address
		for _, e := range entries {
			if e.from <= ts && (e.until == 0 || ts < e.until) {
				out = append(out, e.addr)
			}
		}
		return out
	}
	// freeSlot is the slot a new entry takes at time now, -1 when the registry is full.
	freeSlot := func(now uint64) int {
		if len(entries) < maxEntries {
			return len(entries)
		}
		for i, e := range entries {
			if e.until != 0 && e.until+unbondDelay <= now {
				return i
			}
		}
		return -1
	}
	// The jurors bond in the first block and are drawable registryDelay later.
	for _, j := range cast.jurors {
		c.send(j, escrowAddr, escrowABI.PackBond(minJuror))
	}
	bondAt := c.now() + 1
	for i, r := range c.mine() {
		if r != nil {
			t.Fatalf("bond %d reverted: %s", i, describeRevert(r))
		}
	}
	for _, j := range cast.jurors {
		jurorStake[j.addr].bonded.Set(minJuror)
		jurorStake[j.addr].entry = len(entries)
		entries = append(entries, simEntry{addr: j.addr, from: bondAt + registryDelay})
	}
	c.warp(registryDelay)

	var deals []*simDeal
	byID := map[[32]byte]*simDeal{}
	// chainHeld is what the chain says each deal holds (its amount while
	// open, the fee of each round ballots have not decided, the shares
	// still owed), and chainState its state.
	chainHeld := map[[32]byte]*big.Int{}
	chainState := map[[32]byte]uint8{}
	counts := map[string]int{}
	syncDeal := func(d *simDeal) {
		t.Helper()
		got, err := escrowABI.UnpackGetDeal(c.view(escrowAddr, escrowABI.PackGetDeal(d.id)))
		if err != nil {
			t.Fatal(err)
		}
		if got.State != d.state || got.Amount.Cmp(d.amount) != 0 || got.JurorFee.Cmp(d.fee) != 0 || got.Buyer != d.buyer.addr ||
			got.Seller != d.seller.addr || got.Deadline != d.deadline || got.SubmittedAt != d.submittedAt ||
			got.SubmitBlock != d.submitBlock || got.DeliverableHash != d.work || got.Seed != d.seed ||
			int(got.Round) != d.round || got.VerdictHash != d.hash {
			t.Fatalf("deal %x: chain %+v, model %+v", d.id[:4], got, *d)
		}
		owed, err := escrowABI.UnpackFeeSharesOf(c.view(escrowAddr, escrowABI.PackFeeSharesOf(d.id)))
		if err != nil {
			t.Fatal(err)
		}
		chainState[d.id] = got.State
		open := d.open()
		held := new(big.Int)
		if open {
			held.Add(held, got.Amount)
		}
		if d.submitBlock == 0 { // no rounds to read before the submission, and no fee paid out
			if open {
				held.Add(held, got.JurorFee)
			}
			chainHeld[d.id] = held
			return
		}
		for r, m := range d.rounds {
			out, err := escrowABI.UnpackRoundOf(c.view(escrowAddr, escrowABI.PackRoundOf(d.id, uint8(r))))
			if err != nil {
				t.Fatal(err)
			}
			rd, sh := out.R, out.Shares
			seed, size := m.seed, m.size
			if r == 0 {
				seed = d.seed
			}
			if r == 0 && m.decidedAt == 0 { // drawn from the candidates the registry lists now
				size = min(panelSize, len(jurorsAt(d.submittedAt)))
			}
			if rd.Seed != seed || rd.DrawBlock != m.drawBlock || int(rd.Seats) != size || int(rd.Threshold) != m.threshold ||
				rd.Payer != m.payer.addr || rd.Fee.Cmp(m.fee) != 0 || rd.DecidedAt != m.decidedAt || rd.Approved != m.approved ||
				rd.VerdictHash != m.hash || int(rd.NextSeats) != m.nextSeats {
				t.Fatalf("deal %x round %d: chain %+v, model %+v", d.id[:4], r, rd, *m)
			}
			if want := m.owed; (want == nil && sh.Unpaid.Sign() != 0) || (want != nil &&
				(sh.Share.Cmp(want) != 0 || sh.Unpaid.Int64() != int64(m.unpaid) || sh.PaidMask.Uint64() != m.paid)) {
				t.Fatalf("deal %x round %d: shares %+v, model %v %d %b", d.id[:4], r, sh, m.owed, m.unpaid, m.paid)
			}
			if r == 0 && (owed.Share.Cmp(sh.Share) != 0 || owed.Unpaid.Cmp(sh.Unpaid) != 0 || owed.PaidMask.Cmp(sh.PaidMask) != 0) {
				t.Fatalf("deal %x: feeSharesOf %+v, roundOf(0) %+v", d.id[:4], owed, sh)
			}
			if open && rd.DecidedAt == 0 {
				held.Add(held, rd.Fee) // a round ballots have not decided holds its fee
			}
			held.Add(held, new(big.Int).Mul(sh.Share, sh.Unpaid))
		}
		chainHeld[d.id] = held
	}
	// syncStakes compares every bond with the model and returns their sum as the chain reports it.
	syncStakes := func(block uint64) *big.Int {
		t.Helper()
		sum := new(big.Int)
		for _, a := range callers {
			for _, role := range []bool{false, true} {
				var got contracts.ArbiterEscrowStake
				var err error
				want := jurorStake[a.addr]
				if role {
					got, err = escrowABI.UnpackCoordinatorStakeOf(c.view(escrowAddr, escrowABI.PackCoordinatorStakeOf(a.addr)))
					want = coordStake[a.addr]
				} else {
					got, err = escrowABI.UnpackStakeOf(c.view(escrowAddr, escrowABI.PackStakeOf(a.addr)))
				}
				if err != nil {
					t.Fatal(err)
				}
				if got.Bonded.Cmp(want.bonded) != 0 || got.Unbonding.Cmp(want.unbonding) != 0 || got.ReleaseAt.Uint64() != want.releaseAt ||
					int(got.Entry)-1 != want.entry || got.DealsServed != want.served || got.Slashes != want.slashes {
					t.Fatalf("block %d: %s's stake (coordinator %v): chain %+v, model %+v", block, a.name, role, got, *want)
				}
				sum.Add(sum, got.Bonded).Add(sum, got.Unbonding)
			}
			for tok := range tokens {
				fe, err := escrowABI.UnpackFeesEarned(c.view(escrowAddr, escrowABI.PackFeesEarned(a.addr, tokens[tok].addr)))
				if err != nil || fe.Cmp(feesEarned[a.addr][tok]) != 0 {
					t.Fatalf("block %d: %s's fees in token %d: chain %s (%v), model %s", block, a.name, tok, fe, err, feesEarned[a.addr][tok])
				}
			}
		}
		return sum
	}

	pickCaller := func(right *account) *account {
		if rng.IntN(100) < 85 {
			return right
		}
		return callers[rng.IntN(len(callers))]
	}
	// busy holds the deals and accounts a transaction of the block being
	// built touches: one transaction per deal or bond and block, so that a
	// reverted call replayed on the block's final state meets them as the call did.
	busy := map[[32]byte]bool{}
	busyAcct := map[common.Address]bool{}
	// drawSeed predicts a submitted deal's draw seed at block n, or the error a draw there gives.
	// It is the current round's draw: the first, or the appeal's.
	drawSeed := func(d *simDeal, n uint64) ([32]byte, string) {
		stored, drawBlock := d.cur().seed, d.cur().drawBlock
		if d.round == 0 {
			stored = d.seed
		}
		switch {
		case stored != [32]byte{}:
			return stored, ""
		case n <= drawBlock:
			return [32]byte{}, "DrawPending"
		case n-drawBlock > 256:
			return [32]byte{}, "DrawExpired"
		}
		return verdict.DealDrawSeed(c.blockHash(drawBlock), d.id), ""
	}
	setSeed := func(d *simDeal, seed [32]byte) {
		if d.round == 0 {
			d.seed = seed
		} else {
			d.cur().seed = seed
		}
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
	// prefer is first when a recent deal pickDeal may return fits it, else then.
	prefer := func(first, then func(*simDeal) bool) func(*simDeal) bool {
		for _, d := range deals[max(0, len(deals)-60):] {
			if first(d) && !busy[d.id] {
				return first
			}
		}
		return then
	}
	// stakers are the accounts bond operations pick from: mostly jurors.
	pickStaker := func() *account {
		if rng.IntN(5) == 0 {
			return callers[rng.IntN(len(callers))]
		}
		return cast.jurors[rng.IntN(len(cast.jurors))]
	}
	type sent struct {
		op      string
		caller  *account
		want    string
		touched *simDeal
		tags    []string // what a success counts besides its operation
	}
	type holding struct {
		who   common.Address
		token int
	}
	usedProof := map[[32]byte]bool{}

	// The run goes on past steps, up to three times as far, until it has
	// produced every required outcome: a rare path (a claim in an appeal
	// round) then does not hang on how one change shifted the sequence.
	required := requiredOutcomes(steps, appealWindow, cases)
	missing := func() bool {
		for _, k := range required {
			if counts[k] == 0 {
				return true
			}
		}
		return false
	}
	limit := steps
	step, ops := 0, 0
	for ops < limit || (ops < 3*steps && missing()) {
		if ops >= limit {
			limit = ops + 100
		}
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
		clear(busyAcct)
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
		for len(block) < size && ops < limit {
			step++
			submittable := func(d *simDeal) bool { return d.state == stateFunded && next <= d.deadline }
			submitted := func(d *simDeal) bool { return d.state == stateSubmitted }
			var (
				opName       string
				caller       *account
				data         []byte
				want         string // expected custom error, "" for success
				touched      *simDeal
				created      *simDeal
				payouts      []payout // what must arrive on success
				apply        func()
				createdGross *big.Int
				createdPayer *account // who pays createdGross: the buyer, or a case's opener
				staker       *account // the bond the call changes, if any
				tags         []string
			)
			kinds := 122 // the operations of every escrow, then the appeals'
			if appealWindow != 0 {
				kinds = 142
			}
			op := rng.IntN(kinds)
			if oracle == (common.Address{}) && op >= 45 && op < 55 {
				op += 10 // most of the disabled oracle's share goes to ballots
			}
			decided := func(d *simDeal) bool { return d.state == stateDecided }
			switch {
			case op >= 122 && op < 130: // appeal, mostly by the losing party, mostly for the cost
				opName = "appeal"
				d, id := pickDeal(prefer(func(d *simDeal) bool { return decided(d) && d.round > 0 }, decided))
				touched = d
				right := cast.seller
				if d != nil && decided(d) {
					right = d.loser()
				}
				caller = pickCaller(right)
				tok, seats, cost := 0, 0, new(big.Int)
				if d != nil && decided(d) {
					tok, seats = d.token, d.cur().nextSeats
					cost.Mul(d.fee, big.NewInt(int64(seats))).Div(cost, big.NewInt(int64(d.rounds[0].size)))
				}
				// What makes cost arrive: a fee-taking token takes its share on the way in.
				fee := new(big.Int).Div(new(big.Int).Mul(cost, big.NewInt(10_000)), big.NewInt(10_000-tokens[tok].feeBps))
				for tokens[tok].afterFee(fee).Cmp(cost) < 0 {
					fee.Add(fee, big.NewInt(1))
				}
				switch rng.IntN(8) {
				case 0: // less than the cost
					if cost.Sign() > 0 {
						fee = big.NewInt(rng.Int64N(cost.Int64()))
					}
				case 1: // more
					fee.Add(fee, big.NewInt(rng.Int64N(1_000)))
				case 2: // the cost itself, which a fee-taking token does not deliver
					fee.Set(cost)
				}
				received := tokens[tok].afterFee(fee)
				data = escrowABI.PackAppeal(id, fee)
				switch want = loserCheck(d, caller); {
				case want != "":
				case next >= d.cur().decidedAt+appealWindow:
					want = "AppealWindowClosed"
				case next >= d.submittedAt+unbondDelay:
					want = "BallotWindowClosed"
				case seats == 0:
					want = "NoMoreAppeals"
				case fee.Cmp(cost) < 0 || received.Cmp(cost) < 0:
					want = "AppealFeeTooLow"
				default:
					payouts = []payout{{caller, tok, new(big.Int).Neg(fee)}}
					apply = func() {
						d.rounds = append(d.rounds, &simRound{drawBlock: nextBlock + 1, size: seats, threshold: seats/2 + 1, fee: received, payer: caller})
						d.round++
						d.state = stateSubmitted
					}
					tags = append(tags, fmt.Sprintf("appeal to round %d", d.round+1))
				}

			case op >= 130 && op < 134: // acceptOutcome, mostly by the losing party
				opName = "accept"
				d, id := pickDeal(decided)
				touched = d
				right := cast.buyer
				if d != nil && decided(d) {
					right = d.loser()
				}
				caller = pickCaller(right)
				data = escrowABI.PackAcceptOutcome(id)
				if want = loserCheck(d, caller); want == "" {
					payouts, apply = settlement(d, d.cur().approved, d.cur().hash)
				}

			case op >= 134: // finalize, by anyone
				opName = "finalize"
				d, id := pickDeal(func(d *simDeal) bool { return decided(d) || (d.state == stateSubmitted && d.round > 0) })
				touched = d
				caller = callers[rng.IntN(len(callers))]
				data = escrowABI.PackFinalize(id)
				switch {
				case d == nil:
					want = "DealNotFound"
				case !d.open():
					want = "DealAlreadySettled"
				case decided(d) && next < d.cur().decidedAt+appealWindow:
					want = "AppealWindowOpen"
				case decided(d):
					payouts, apply = settlement(d, d.cur().approved, d.cur().hash)
				case d.state != stateSubmitted || d.round == 0:
					want = "WrongState"
				default: // an appeal round not decided: it lapses at the ballot window's close, or once its draw expired
					cur, prev := d.cur(), d.rounds[d.round-1]
					expired := cur.seed == [32]byte{} && nextBlock > cur.drawBlock && nextBlock-cur.drawBlock > 256
					if next < d.submittedAt+unbondDelay && !expired {
						want = "AppealPending"
						break
					}
					payouts, apply = settlement(d, prev.approved, prev.hash)
					payouts = append(payouts, payout{cur.payer, d.token, cur.fee})
					tags = append(tags, "finalize a lapsed appeal")
				}

			case op >= 114 && op < 119: // claimJurorFee / claimRoundFee: anyone relays a left-out seat's ballot
				opName = "claim"
				d, id := pickDeal((*simDeal).owes)
				touched = d
				caller = callers[rng.IntN(len(callers))]
				approved := rng.IntN(2) == 0
				// The round: one that owes shares, now and then another.
				r := 0
				if d != nil && appealWindow != 0 {
					r = rng.IntN(len(d.rounds) + 1)
					for k, m := range d.rounds {
						if m.owed != nil && rng.IntN(4) != 0 {
							r = k
						}
					}
				}
				var m *simRound
				if d != nil && r < len(d.rounds) {
					m = d.rounds[r]
				}
				signer, k := cast.jurors[rng.IntN(len(cast.jurors))], -1
				if m != nil && m.owed != nil {
					if rng.IntN(6) == 0 {
						signer = outsider
					} else {
						k = rng.IntN(len(m.seats))
						signer = m.seats[k]
					}
				}
				root := [32]byte{}
				if d != nil {
					root = verdict.DealEvidenceRoot(hash32("c"), d.work)
				}
				ballot := signRound([]*account{signer}, id, root, r, approved)[0]
				if r == 0 && (appealWindow == 0 || rng.IntN(2) == 0) {
					data = escrowABI.PackClaimJurorFee(id, approved, ballot)
				} else {
					data = escrowABI.PackClaimRoundFee(id, uint8(r), approved, ballot)
				}
				switch {
				case d == nil:
					want = "DealNotFound"
				case m == nil || m.owed == nil:
					want = "NothingToClaim"
				case next >= d.submittedAt+unbondDelay:
					want = "BallotWindowClosed"
				case k < 0:
					want = "NotASeat"
				case m.paid&(1<<k) != 0:
					want = "FeeAlreadyPaid"
				default:
					share := m.owed
					payouts = []payout{{signer, d.token, share}}
					apply = func() {
						m.paid |= 1 << k
						if m.unpaid--; m.unpaid == 0 {
							m.owed, m.paid = nil, 0
						}
						jurorStake[signer.addr].served++
						feesEarned[signer.addr][d.token].Add(feesEarned[signer.addr][d.token], share)
					}
					if r > 0 {
						tags = append(tags, "claim in an appeal round")
					}
				}

			case op >= 119 && op < 122: // returnUnclaimedFees, by anyone
				opName = "returnFees"
				d, id := pickDeal((*simDeal).owes)
				touched = d
				caller = callers[rng.IntN(len(callers))]
				data = escrowABI.PackReturnUnclaimedFees(id)
				switch {
				case d == nil:
					want = "DealNotFound"
				case !d.owes():
					want = "NothingToClaim"
				case next < d.submittedAt+unbondDelay:
					want = "BallotWindowOpen"
				default:
					for _, m := range d.rounds {
						if m.owed != nil {
							payouts = append(payouts, payout{m.payer, d.token, new(big.Int).Mul(m.owed, big.NewInt(int64(m.unpaid)))})
						}
					}
					apply = func() {
						for _, m := range d.rounds {
							m.owed, m.unpaid, m.paid = nil, 0, 0
						}
					}
				}

			case op < 22: // createDeal
				opName = "create"
				buyer := buyers[rng.IntN(len(buyers))]
				seller := sellers[rng.IntN(len(sellers))]
				tok := rng.IntN(len(tokens))
				amount := big.NewInt(1 + rng.Int64N(1_000_000_000))
				fee := new(big.Int)
				if rng.IntN(2) == 0 {
					fee = big.NewInt(rng.Int64N(100_000_000))
				}
				// One in about fourteen is not in the future, so that even the
				// short run (whose draws shift with the chain's clock) has some.
				deadline := next + uint64(rng.IntN(150)) - 10
				id := dealID(fmt.Sprintf("deal-%d", step))
				if len(deals) > 0 && rng.IntN(10) == 0 {
					id = deals[rng.IntN(len(deals))].id
				}
				if cases && caseRng.IntN(5) == 0 {
					// openCase, mostly by the caseOpener (the owner stands in
					// for an evaluator): a deal with no payment, already
					// submitted, whose fee the opener pays.
					opName = "openCase"
					caller = cast.owner
					if caseRng.IntN(100) >= 85 {
						caller = callers[caseRng.IntN(len(callers))]
					}
					// A new id gets the case tag; a reused deal's id keeps its
					// own, which openCase refuses (InvalidDealId).
					if byID[id] == nil {
						id = asCase(id)
					}
					work := hash32(fmt.Sprintf("work-%d", step))
					data = escrowABI.PackOpenCase(id, buyer.addr, seller.addr, tokens[tok].addr, fee, hash32("c"), work, deadline)
					received := tokens[tok].afterFee(fee)
					switch {
					case caller != cast.owner:
						want = "NotCaseOpener"
					case !isCase(id):
						want = "InvalidDealId"
					case byID[id] != nil:
						want = "DealAlreadyExists"
					case seller == buyer:
						want = "SelfDeal"
					case deadline <= next:
						want = "DeadlineNotInFuture"
					default:
						createdGross, createdPayer = fee, caller
						created = &simDeal{id: id, buyer: buyer, seller: seller, token: tok, amount: new(big.Int), fee: received,
							deadline: deadline, state: stateSubmitted, submittedAt: next, submitBlock: nextBlock, work: work,
							rounds: []*simRound{{fee: received, payer: buyer, threshold: threshold, drawBlock: nextBlock + 1}}}
						apply = func() { deals = append(deals, created); byID[id] = created }
					}
					break
				}
				caller = buyer
				data = escrowABI.PackCreateDeal(id, seller.addr, tokens[tok].addr, amount, fee, hash32("c"), deadline)
				gross := new(big.Int).Add(amount, fee)
				received := tokens[tok].afterFee(gross)
				switch {
				case isCase(id):
					want = "InvalidDealId"
				case byID[id] != nil:
					want = "DealAlreadyExists"
				case seller == buyer:
					want = "SelfDeal"
				case deadline <= next:
					want = "DeadlineNotInFuture"
				case received.Cmp(fee) <= 0:
					want = "NothingReceived"
				default:
					createdGross, createdPayer = gross, buyer
					created = &simDeal{id: id, buyer: buyer, seller: seller, token: tok,
						amount: new(big.Int).Sub(received, fee), fee: fee, deadline: deadline, state: stateFunded,
						rounds: []*simRound{{fee: fee, payer: buyer, threshold: threshold}}}
					apply = func() { deals = append(deals, created); byID[id] = created }
				}

			case op < 42: // submitDeliverable
				opName = "submit"
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
					apply = func() {
						d.state, d.submittedAt, d.submitBlock, d.work = stateSubmitted, next, nextBlock, work
						d.rounds[0].drawBlock = nextBlock + 1
					}
				}

			case op < 55: // resolve by the oracle
				opName = "resolve"
				d, id := pickDeal(submitted)
				touched = d
				caller = pickCaller(cast.oracle)
				approved := rng.IntN(2) == 0
				data = escrowABI.PackResolve(id, approved, hash32("verdict"))
				want = settleCheck(d, caller != cast.oracle, "NotOracle")
				if oracle == (common.Address{}) {
					want = "OracleDisabled"
				}
				if want == "" && d.round != 0 {
					want = "OutcomeRecorded"
				}
				if want == "" {
					payouts, apply = settlement(d, approved, hash32("verdict"))
					payouts = append(payouts, feeBack(d)...)
				}

			case op < 65: // resolveByQuorum, with dissents now and then
				opName = "quorum"
				fits := submitted
				if appealWindow != 0 && rng.IntN(2) == 0 { // appeal rounds first, half the time
					fits = prefer(func(d *simDeal) bool { return submitted(d) && d.round > 0 }, submitted)
				}
				d, id := pickDeal(fits)
				touched = d
				caller = callers[rng.IntN(len(callers))]
				approved := rng.IntN(2) == 0
				want = settleCheck(d, false, "")
				// The deal's current round: its seats to draw, its threshold, its ballots.
				r, size, thr, candidates := 0, panelSize, threshold, 0
				if d != nil {
					r, size, thr = d.round, d.cur().size, d.cur().threshold
					if r == 0 {
						size = panelSize
					}
				}
				var seats []*account
				drawn, realSeats := false, 0
				switch {
				case want != "":
				case next >= d.submittedAt+unbondDelay:
					want = "BallotWindowClosed"
				default:
					var seed [32]byte
					if seed, want = drawSeed(d, nextBlock); want != "" {
						break
					}
					drawn = true
					candidates = len(jurorsAt(d.submittedAt))
					for _, a := range verdict.DealDraw(seed, jurorsAt(d.submittedAt), size) {
						seats = append(seats, cast.byAddr[a])
					}
					realSeats = len(seats)
				}
				if !drawn || len(seats) == 0 { // any ballots: the call fails before it looks at them
					seats = cast.jurors[:panelSize]
				}
				k := len(seats)
				root := [32]byte{}
				if d != nil {
					root = verdict.DealEvidenceRoot(hash32("c"), d.work)
				}
				n := 1 + rng.IntN(k+1)
				if rng.IntN(3) == 0 || (appealWindow != 0 && rng.IntN(2) == 0) {
					n = min(k, thr) + rng.IntN(k-min(k, thr)+1) // mostly big enough to reach the signatures
				}
				perm := rng.Perm(k)
				signers := make([]*account, n)
				for i := range n {
					signers[i] = seats[perm[i%k]]
				}
				var dissenters []*account
				if n < k && rng.IntN(3) == 0 {
					dissenters = make([]*account, 1+rng.IntN(k-n))
					for i := range dissenters {
						dissenters[i] = seats[perm[n+i]]
					}
				}
				m := len(dissenters)
				sigs := signRound(signers, id, root, r, approved)
				dis := signRound(dissenters, id, root, r, !approved)
				firstBad, bad := n, ""
				if n > k {
					firstBad, bad = k, "DuplicateSigner"
				}
				if n >= thr && rng.IntN(3) == 0 {
					at := 1 + rng.IntN(n-1)
					var kind string
					switch rng.IntN(5) {
					case 0:
						sigs[at] = sigs[rng.IntN(at)]
						kind = "DuplicateSigner"
					case 1: // an account that never bonds
						sigs[at] = signRound([]*account{outsider}, id, root, r, approved)[0]
						kind = "NotASeat"
					case 2: // an account the draw left out, bonded or not
						for _, j := range callers {
							if !slices.Contains(seats, j) {
								sigs[at] = signRound([]*account{j}, id, root, r, approved)[0]
							}
						}
						kind = "NotASeat"
					case 3:
						sigs[at] = signRound(signers[at:at+1], id, root, r, !approved)[0]
						kind = "NotASeat"
					default:
						if r > 0 && rng.IntN(2) == 0 { // the seat's ballot of another round
							sigs[at] = signRound(signers[at:at+1], id, root, rng.IntN(r), approved)[0]
						} else { // other evidence
							sigs[at] = signRound(signers[at:at+1], id, hash32(fmt.Sprintf("root-%d", step)), r, approved)[0]
						}
						kind = "NotASeat"
					}
					if at < firstBad {
						firstBad, bad = at, kind
					}
				}
				if bad == "" && m > 0 && rng.IntN(2) == 0 { // a dissent from a seat that also voted for the outcome
					dis[m-1] = signRound(signers[:1], id, root, r, !approved)[0]
					bad = "DuplicateSigner"
				}
				data = escrowABI.PackResolveByQuorum(id, approved, sigs, dis)
				switch {
				case want != "":
				case n+m > realSeats:
					want = "TooManySignatures"
				case n < thr:
					want = "QuorumNotReached"
				case bad != "":
					want = bad
				default:
					cur := d.cur()
					var settle func()
					seed, _ := drawSeed(d, nextBlock)
					var mask, signed uint64
					for i, k := range perm[:n+m] {
						mask |= 1 << k
						if i < n {
							signed |= 1 << k
						}
					}
					if appealWindow == 0 { // the ballots settle at once
						payouts, settle = settlement(d, approved, ballotsHash(d.id, root, approved, signed))
					} else { // they decide the round, and the funds wait
						settle = func() {
							next2 := min(2*realSeats+1, candidates)
							cur.decidedAt, cur.approved, cur.hash = next, approved, roundHash(d.id, root, uint8(r), approved, signed)
							cur.size, cur.nextSeats = realSeats, 0
							if r+1 < maxRounds && next2 > realSeats {
								cur.nextSeats = next2
							}
							d.state = stateDecided
						}
						tags = append(tags, fmt.Sprintf("decide round %d", r))
					}
					// Every seat of the round's panel is owed a share of its fee;
					// the ones in the call are paid now, the remainder goes to its payer.
					share := new(big.Int).Div(cur.fee, big.NewInt(int64(realSeats)))
					for _, s := range slices.Concat(signers, dissenters) {
						payouts = append(payouts, payout{s, d.token, share})
					}
					rest := new(big.Int).Sub(cur.fee, new(big.Int).Mul(share, big.NewInt(int64(realSeats))))
					payouts = append(payouts, payout{cur.payer, d.token, rest})
					paid := slices.Concat(signers, dissenters)
					apply = func() {
						settle()
						setSeed(d, seed)
						for _, s := range paid {
							jurorStake[s.addr].served++
							feesEarned[s.addr][d.token].Add(feesEarned[s.addr][d.token], share)
						}
						if share.Sign() > 0 && n+m < realSeats {
							cur.seats, cur.owed, cur.unpaid, cur.paid = seats, share, realSeats-n-m, mask
						}
					}
					if m > 0 {
						tags = append(tags, "quorum with dissents")
					}
					if d.amount.Sign() == 0 {
						tags = append(tags, "ballots on a case")
					}
				}

			case op < 70: // drawPanel, by anyone
				opName = "drawPanel"
				d, id := pickDeal(submitted)
				touched = d
				caller = callers[rng.IntN(len(callers))]
				data = escrowABI.PackDrawPanel(id)
				if want = settleCheck(d, false, ""); want == "" {
					var seed [32]byte
					if seed, want = drawSeed(d, nextBlock); want == "" {
						apply = func() { setSeed(d, seed) }
					}
				}

			case op < 85: // refund
				opName = "refund"
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
				case d.state != stateFunded && (d.state != stateSubmitted || d.round != 0):
					want = "OutcomeRecorded"
				case d.state == stateSubmitted && next <= d.submittedAt+grace:
					want = "RefundNotAvailable"
				default:
					payouts = append([]payout{{d.buyer, d.token, d.amount}}, feeBack(d)...)
					apply = func() { d.state = stateRefunded }
				}

			case op < 97: // bond, as a juror
				opName = "bond"
				caller = pickStaker()
				staker = caller
				st := jurorStake[caller.addr]
				amount := new(big.Int).Set(minJuror)
				switch rng.IntN(8) {
				case 0:
					amount = new(big.Int)
				case 1:
					amount = big.NewInt(rng.Int64N(minJurorStake))
				case 2:
					amount = big.NewInt(1 + rng.Int64N(3*minJurorStake))
				}
				data = escrowABI.PackBond(amount)
				total := new(big.Int).Add(st.bonded, amount)
				slot := freeSlot(next)
				switch {
				case amount.Sign() == 0:
					want = "ZeroAmount"
				case st.unbonding.Sign() != 0:
					want = "UnbondPending"
				case total.Cmp(minJuror) < 0:
					want = "StakeBelowMinimum"
				case st.entry < 0 && slot < 0:
					want = "RegistryFull"
				default:
					payouts = []payout{{caller, 0, new(big.Int).Neg(amount)}}
					apply = func() {
						st.bonded = total
						if st.entry < 0 {
							e := simEntry{addr: caller.addr, from: next + registryDelay}
							if slot == len(entries) {
								entries = append(entries, e)
							} else {
								entries[slot] = e
							}
							st.entry = slot
						}
					}
				}

			case op < 100: // requestUnbond
				opName = "unbond"
				caller = pickStaker()
				staker = caller
				st := jurorStake[caller.addr]
				data = escrowABI.PackRequestUnbond()
				if st.bonded.Sign() == 0 {
					want = "NotBonded"
				} else {
					apply = func() {
						st.unbonding, st.bonded, st.releaseAt = st.bonded, new(big.Int), next+unbondDelay
						entries[st.entry].until = next + 1
						st.entry = -1
					}
				}

			case op < 106: // withdraw
				opName = "withdraw"
				caller = pickStaker()
				staker = caller
				st := jurorStake[caller.addr]
				data = escrowABI.PackWithdraw()
				switch {
				case st.unbonding.Sign() == 0:
					want = "NothingToWithdraw"
				case next < st.releaseAt:
					want = "UnbondLocked"
				default:
					payouts = []payout{{caller, 0, new(big.Int).Set(st.unbonding)}}
					apply = func() { st.unbonding, st.releaseAt = new(big.Int), 0 }
				}

			case op < 110: // a coordinator's bond, unbond or withdraw
				caller = callers[rng.IntN(len(callers))]
				staker = caller
				st := coordStake[caller.addr]
				switch rng.IntN(3) {
				case 0:
					opName = "bondCoordinator"
					amount := new(big.Int).Set(minCoord)
					if rng.IntN(4) == 0 {
						amount = big.NewInt(rng.Int64N(minCoordStake))
					}
					data = escrowABI.PackBondCoordinator(amount)
					total := new(big.Int).Add(st.bonded, amount)
					switch {
					case amount.Sign() == 0:
						want = "ZeroAmount"
					case st.unbonding.Sign() != 0:
						want = "UnbondPending"
					case total.Cmp(minCoord) < 0:
						want = "StakeBelowMinimum"
					default:
						payouts = []payout{{caller, 0, new(big.Int).Neg(amount)}}
						apply = func() { st.bonded = total }
					}
				case 1:
					opName = "unbondCoordinator"
					data = escrowABI.PackRequestCoordinatorUnbond()
					if st.bonded.Sign() == 0 {
						want = "NotBonded"
					} else {
						apply = func() { st.unbonding, st.bonded, st.releaseAt = st.bonded, new(big.Int), next+unbondDelay }
					}
				default:
					opName = "withdrawCoordinator"
					data = escrowABI.PackWithdrawCoordinator()
					switch {
					case st.unbonding.Sign() == 0:
						want = "NothingToWithdraw"
					case next < st.releaseAt:
						want = "UnbondLocked"
					default:
						payouts = []payout{{caller, 0, new(big.Int).Set(st.unbonding)}}
						apply = func() { st.unbonding, st.releaseAt = new(big.Int), 0 }
					}
				}

			default: // slashEquivocation
				opName = "slash"
				d, id := pickDeal(func(d *simDeal) bool { return d.submitBlock != 0 })
				touched = d
				caller = callers[rng.IntN(len(callers))]
				cheat := pickStaker()
				staker = cheat
				var root [32]byte
				if d != nil {
					root = verdict.DealEvidenceRoot(hash32("c"), d.work)
				}
				// The round of both ballots: with appeals, any round up to one the
				// deal does not have, and now and then the second from another.
				r, rb := 0, 0
				if appealWindow != 0 && d != nil {
					r = rng.IntN(d.round + 2)
					if rb = r; rng.IntN(8) == 0 {
						rb = rng.IntN(d.round + 1)
					}
				}
				va := rng.IntN(2) == 0
				a := contracts.ArbiterEscrowSignedBallot{Approved: va, Signature: signRound([]*account{cheat}, id, root, r, va)[0], Round: uint8(r)}
				b := contracts.ArbiterEscrowSignedBallot{Approved: !va, Signature: signRound([]*account{cheat}, id, root, rb, !va)[0], Round: uint8(rb)}
				var forged string
				switch rng.IntN(6) { // mostly invalid proofs, so that the registry keeps jurors
				case 0: // the same vote twice
					b = a
				case 1: // a ballot of a juror picked at random, maybe the same one
					b.Signature = signRound([]*account{cast.jurors[rng.IntN(len(cast.jurors))]}, id, root, rb, !va)[0]
					forged = "other juror"
				case 2: // a ballot for another deal
					b.Signature = signRound([]*account{cheat}, dealID(fmt.Sprintf("other-%d", step)), root, rb, !va)[0]
					forged = "other"
				case 3: // a malformed signature
					b.Signature = append([]byte{}, b.Signature...)
					b.Signature[64] = 0
					forged = "malformed"
				}
				data = escrowABI.PackSlashEquivocation(id, a, b)
				// One proof per deal, round and juror; round 0 keeps the key of a proof without rounds.
				proof := crypto.Keccak256Hash(id[:], common.LeftPadBytes(cheat.addr[:], 32))
				if r != 0 {
					proof = crypto.Keccak256Hash(id[:], common.LeftPadBytes(cheat.addr[:], 32), common.LeftPadBytes([]byte{byte(r)}, 32))
				}
				st := jurorStake[cheat.addr]
				total := new(big.Int).Add(st.bonded, st.unbonding)
				secondSigner := cheat.addr
				if forged == "other juror" || forged == "other" {
					secondSigner = recoverBallot(t, chainID, escrowAddr, id, root, r, !va, b.Signature)
				}
				switch {
				case d == nil:
					want = "DealNotFound"
				case d.submitBlock == 0:
					want = "WrongState"
				case b.Round != a.Round:
					want = "RoundsDiffer"
				case r > d.round:
					want = "NoSuchRound"
				case a.Approved == b.Approved:
					want = "SameVote"
				case forged == "malformed":
					want = "InvalidSignature"
				case secondSigner != cheat.addr:
					want = "SignersDiffer"
				case usedProof[proof]:
					want = "ProofAlreadyUsed"
				case total.Sign() == 0:
					want = "NotBonded"
				default:
					slashed := new(big.Int).Div(new(big.Int).Mul(total, big.NewInt(5_000)), big.NewInt(10_000))
					reward := new(big.Int).Div(new(big.Int).Mul(slashed, big.NewInt(5_000)), big.NewInt(10_000))
					payouts = []payout{{caller, 0, reward}, {burn, 0, new(big.Int).Sub(slashed, reward)}}
					apply = func() {
						usedProof[proof] = true
						if st.entry >= 0 {
							entries[st.entry].until = next + 1
							st.entry = -1
						}
						st.bonded, st.unbonding = new(big.Int), new(big.Int).Sub(total, slashed)
						st.releaseAt = max(st.releaseAt, next+unbondDelay)
						st.slashes++
					}
				}
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
			if staker != nil && busyAcct[staker.addr] {
				continue // and so does a second call on a bond
			}
			if touched == nil && created == nil && op < 22 {
				if dup := byID[[32]byte(data[4:36])]; dup != nil {
					if busy[dup.id] {
						continue
					}
					touched = dup
				}
			}
			if opName == "quorum" && want == "" {
				// The fee payouts change the seats' stats.
				for _, p := range payouts {
					if busyAcct[p.who.addr] {
						want = "skip"
					}
				}
				if want == "skip" {
					continue
				}
				for _, p := range payouts {
					busyAcct[p.who.addr] = true
				}
			}
			if touched != nil {
				busy[touched.id] = true
			}
			if created != nil {
				busy[created.id] = true
			}
			if staker != nil {
				busyAcct[staker.addr] = true
			}
			counts[opName]++
			if want == "" { // before sending: the EVM runs the call at once
				if created != nil {
					move(createdPayer, created.token, new(big.Int).Neg(createdGross))
					touched = created
				}
				for _, p := range payouts {
					v := p.value
					if v.Sign() > 0 {
						v = tokens[p.token].afterFee(v)
					}
					move(p.who, p.token, v)
				}
				apply()
			}
			c.send(caller, escrowAddr, data)
			ops++
			block = append(block, sent{op: opName, caller: caller, want: want, touched: touched, tags: tags})
		}

		results := c.mine()
		if got := c.now(); got != next {
			t.Fatalf("block at %d, the model assumed %d", got, next)
		}
		for i, b := range block {
			got := results[i]
			switch {
			case b.want == "" && got != nil:
				t.Fatalf("block %d tx %d: %s's %s reverted with %s, model expected success", nextBlock, i, b.caller.name, b.op, describeRevert(got))
			case b.want == "":
				counts["ok"]++
				counts["ok:"+b.op]++
				for _, tag := range b.tags {
					counts["ok:"+tag]++
				}
			case got == nil:
				t.Fatalf("block %d tx %d: %s by %s succeeded, model expected %s", nextBlock, i, b.op, b.caller.name, b.want)
			default:
				if w := errID(b.want); len(got) < 4 || [4]byte(got[:4]) != [4]byte(w[:4]) {
					t.Fatalf("block %d tx %d: %s reverted with %s, model expected %s", nextBlock, i, b.op, describeRevert(got), b.want)
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
			for i, e := range entries {
				got, err := escrowABI.UnpackEntryAt(c.view(escrowAddr, escrowABI.PackEntryAt(big.NewInt(int64(i)))))
				if err != nil || got.Account != e.addr || got.ActiveFrom.Uint64() != e.from || got.ActiveUntil.Uint64() != e.until {
					t.Fatalf("block %d: entry %d: chain %+v (%v), model %+v", nextBlock, i, got, err, e)
				}
			}
		}
		stakes := syncStakes(nextBlock)
		for i := range tokens {
			sum := new(big.Int)
			for _, d := range deals {
				if d.token == i && chainHeld[d.id] != nil {
					sum.Add(sum, chainHeld[d.id])
				}
			}
			if i == 0 {
				sum.Add(sum, stakes)
			}
			if bal := balance(i, escrowAddr); bal.Cmp(sum) != 0 {
				t.Fatalf("block %d: token %d escrow balance %s != open deals' amounts, undecided rounds' fees, owed shares and the bonds %s", nextBlock, i, bal, sum)
			}
		}
		counts["blocks"]++
	}
	t.Logf("%d transactions in %d blocks, %d deals, %d registry entries: %v", ops, counts["blocks"], len(deals), len(entries), counts)
	for _, k := range required {
		if counts[k] == 0 {
			t.Errorf("the random sequence never produced %s", k)
		}
	}
}

// requiredOutcomes are the outcomes a run of steps operations has to have
// produced, or it proves little; the short runs are too short to meet them
// all (nil).
func requiredOutcomes(steps int, appealWindow uint64, cases bool) []string {
	if steps < 1_500 {
		return nil
	}
	required := []string{"ok", "rejected:NotSeller", "rejected:DeadlinePassed", "rejected:RefundNotAvailable",
		"rejected:DealAlreadySettled", "rejected:QuorumNotReached", "rejected:DuplicateSigner",
		"rejected:NotASeat", "rejected:DrawPending", "rejected:TooManySignatures",
		"rejected:NotBuyer", "rejected:WrongState", "rejected:DeadlineNotInFuture", "rejected:DealNotFound",
		"ok:quorum", "ok:refund", "ok:drawPanel", "ok:bond", "ok:unbond", "ok:withdraw", "ok:slash"}
	if cases {
		required = append(required, "ok:openCase", "rejected:NotCaseOpener", "ok:ballots on a case")
	}
	if appealWindow == 0 {
		required = append(required, "rejected:NotOracle", "ok:resolve")
	} else {
		required = append(required, "rejected:OracleDisabled", "ok:decide round 0", "ok:appeal to round 1",
			"ok:decide round 1", "ok:accept", "ok:finalize", "rejected:NotTheLosingParty", "rejected:AppealWindowOpen",
			"rejected:OutcomeRecorded", "rejected:NoSuchRound")
	}
	if steps >= 10_000 { // the bonds' slower paths need the chain's clock to run longer
		required = append(required, "ok:quorum with dissents", "ok:bondCoordinator", "ok:unbondCoordinator",
			"ok:withdrawCoordinator", "rejected:StakeBelowMinimum", "rejected:UnbondPending", "rejected:NotBonded",
			"rejected:UnbondLocked", "rejected:NothingToWithdraw", "rejected:SameVote", "rejected:SignersDiffer",
			"rejected:InvalidSignature", "rejected:BallotWindowClosed", "rejected:ZeroAmount",
			"ok:claim", "ok:returnFees", "rejected:FeeAlreadyPaid", "rejected:BallotWindowOpen", "rejected:NothingToClaim")
		if appealWindow != 0 {
			required = append(required, "ok:appeal to round 2", "ok:decide round 2", "ok:finalize a lapsed appeal",
				"ok:claim in an appeal round", "rejected:AppealWindowClosed", "rejected:AppealFeeTooLow",
				"rejected:NoMoreAppeals", "rejected:AppealPending", "rejected:RoundsDiffer")
		}
	}
	return required
}

// payout is a transfer the escrow must make; a negative value is one it takes in.
type payout struct {
	who   *account
	token int
	value *big.Int
}

// recoverBallot recovers the signer of a ballot signature for a round as the escrow would.
func recoverBallot(t testing.TB, chainID *big.Int, escrow common.Address, id, root [32]byte, round int, approved bool, sig []byte) common.Address {
	t.Helper()
	digest := typedRoundBallotDigest(t, chainID, escrow, id, root, uint8(round), approved)
	s := append([]byte{}, sig...)
	s[64] -= 27
	pub, err := crypto.SigToPub(digest, s)
	if err != nil {
		t.Fatalf("recover: %v", err)
	}
	return crypto.PubkeyToAddress(*pub)
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

// loserCheck predicts the checks appeal and acceptOutcome share: a decided
// deal, and its losing party as the caller.
func loserCheck(d *simDeal, caller *account) string {
	switch {
	case d == nil:
		return "DealNotFound"
	case !d.open():
		return "DealAlreadySettled"
	case d.state != stateDecided:
		return "WrongState"
	case caller != d.loser():
		return "NotTheLosingParty"
	}
	return ""
}

// settlement is the deal's payout when settled with the outcome approved,
// recording verdict hash hash.
func settlement(d *simDeal, approved bool, hash [32]byte) ([]payout, func()) {
	payee, state := d.buyer, stateRefunded
	if approved {
		payee, state = d.seller, stateReleased
	}
	return []payout{{payee, d.token, d.amount}}, func() { d.state, d.hash = state, hash }
}

// feeBack is the juror fee's return to the buyer on a path no juror settled.
func feeBack(d *simDeal) []payout {
	if d.fee.Sign() == 0 {
		return nil
	}
	return []payout{{d.buyer, d.token, d.fee}}
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
		GasTipCap: big.NewInt(int64(1e9 + 100 - len(c.queued))), GasFeeCap: big.NewInt(4e11),
		Gas: 2_000_000, To: &to, Data: data,
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
