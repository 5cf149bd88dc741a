package contracts_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/verdict"
)

func TestQuorumResolution(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	id, _ := h.submitted("q", 3_000)
	if got := h.snapshot(id); !slices.Equal(got, addresses(h.jurors)) {
		t.Fatalf("snapshot = %v", got)
	}
	seats := h.seats(id)
	if len(seats) != defaultJurors {
		t.Fatalf("%d seats", len(seats))
	}
	root := h.root(id)
	if root != verdict.DealEvidenceRoot(hash32("criteria/q"), hash32("deliverable/q")) {
		t.Fatalf("evidenceRootOf = %x, not verdict.DealEvidenceRoot of the deal's hashes", root)
	}

	// Anyone can relay three valid ballots; the stranger pays the gas only.
	signers := []*account{seats[4], seats[1], seats[2]}
	r := h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, true, h.sign(signers, id, root, true), nil))
	mask := uint64(1<<4 | 1<<1 | 1<<2)
	want := ballotsHash(id, root, true, mask)
	ev, err := escrowABI.UnpackDealResolvedEvent(findLog(t, r, h.escrowAddr, eventID("DealResolved")))
	if err != nil {
		t.Fatal(err)
	}
	if !ev.Approved || ev.Method != 1 || ev.Recipient != h.seller.addr || ev.Amount.Int64() != 3_000 || ev.VerdictHash != want {
		t.Fatalf("DealResolved = %+v, want verdict hash %x", ev, want)
	}
	sj, err := escrowABI.UnpackDealSettledByJurorsEvent(findLog(t, r, h.escrowAddr, eventID("DealSettledByJurors")))
	if err != nil {
		t.Fatal(err)
	}
	if sj.DealId != id || !sj.Approved || sj.EvidenceRoot != root || sj.SeatMask.Uint64() != mask || !slices.Equal(sj.Signers, addresses(signers)) {
		t.Fatalf("DealSettledByJurors = %+v", sj)
	}
	if d := h.deal(id); d.VerdictHash != want || d.State != stateReleased {
		t.Fatalf("deal = %+v", d)
	}
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 3_000)
	wantBig(t, "stranger balance", h.balance(h.usdc, h.stranger.addr), 0)

	// A quorum can also reject, refunding the buyer, and all five may sign.
	id2, _ := h.submitted("q2", 500)
	h.mustExec(h.seller, h.escrow, h.quorum(id2, false, 5))
	wantBig(t, "buyer balance", h.balance(h.usdc, h.buyer.addr), 500)
	if d := h.deal(id2); d.State != stateRefunded || d.VerdictHash != ballotsHash(id2, h.root(id2), false, 0b11111) {
		t.Fatalf("deal = %+v", d)
	}
}

func TestQuorumRecordsWhichSeatsSettled(t *testing.T) {
	// The caller passes no hash: two relays of different seats of the same
	// panel would record different hashes, each a function of the deal alone.
	h := newHarness(t, harnessConfig{})
	a, _ := h.submitted("mask-a", 10)
	b, _ := h.submitted("mask-b", 10)
	sa, sb := h.seats(a), h.seats(b)
	h.mustExec(h.stranger, h.escrow, h.ballots(a, true, sa[:3]))
	h.mustExec(h.stranger, h.escrow, h.ballots(b, true, sb[2:]))
	if got := h.deal(a).VerdictHash; got != ballotsHash(a, h.root(a), true, 0b00111) {
		t.Fatalf("deal a verdict hash %x", got)
	}
	if got := h.deal(b).VerdictHash; got != ballotsHash(b, h.root(b), true, 0b11100) {
		t.Fatalf("deal b verdict hash %x", got)
	}
}

func TestQuorumRejectsBadBallots(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	id, _ := h.submitted("bad", 100)
	s := h.seats(id)
	root := h.root(id)
	try := func(sigs [][]byte, approved bool, want string) []byte {
		t.Helper()
		return h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, approved, sigs, nil), errID(want))
	}

	try(nil, true, "NoSignatures")
	data := try(h.sign(s[:2], id, root, true), true, "QuorumNotReached")
	if q, err := escrowABI.UnpackQuorumNotReachedError(data[4:]); err != nil || q.Signers.Int64() != 2 || q.Threshold != defaultThreshold {
		t.Fatalf("QuorumNotReached = %+v, %v", q, err)
	}

	dup := h.sign([]*account{s[0], s[1], s[0]}, id, root, true)
	data = try(dup, true, "DuplicateSigner")
	ds, err := escrowABI.UnpackDuplicateSignerError(data[4:])
	if err != nil || ds.Index.Int64() != 2 || ds.Signer != s[0].addr {
		t.Fatalf("DuplicateSigner = %+v, %v", ds, err)
	}

	outsider := h.sign([]*account{s[0], h.stranger, s[1]}, id, root, true)
	data = try(outsider, true, "NotASeat")
	ns, err := escrowABI.UnpackNotASeatError(data[4:])
	if err != nil || ns.Index.Int64() != 1 || ns.Signer != h.stranger.addr {
		t.Fatalf("NotASeat = %+v, %v", ns, err)
	}
	// The oracle and the owner are not seats either.
	try(h.sign([]*account{s[0], s[1], h.oracle}, id, root, true), true, "NotASeat")
	try(h.sign([]*account{h.owner, s[0], s[1]}, id, root, true), true, "NotASeat")

	// Ballots for "reject" do not count towards "approve": they recover to
	// some unrelated address.
	wrongVote := append(h.sign(s[:2], id, root, true), h.sign(s[2:3], id, root, false)...)
	data = try(wrongVote, true, "NotASeat")
	ns, _ = escrowABI.UnpackNotASeatError(data[4:])
	if ns.Index.Int64() != 2 || ns.Signer == s[2].addr {
		t.Fatalf("wrong-vote ballot recovered to %s at %d", ns.Signer, ns.Index)
	}
	// Ballots over other evidence: a made-up deliverable, any other root, and
	// every ballot of the panel over such evidence.
	madeUp := verdict.DealEvidenceRoot(hash32("criteria/bad"), hash32("made-up deliverable"))
	try(append(h.sign(s[:2], id, root, true), h.sign(s[2:3], id, madeUp, true)...), true, "NotASeat")
	try(append(h.sign(s[:2], id, root, true), h.sign(s[2:3], id, hash32("other"), true)...), true, "NotASeat")
	try(h.sign(s, id, madeUp, true), true, "NotASeat")
	// Ballots of the right seats for another deal ID.
	try(h.sign(s[:3], dealID("elsewhere"), root, true), true, "NotASeat")

	good := h.sign(s[:3], id, root, true)
	short := [][]byte{good[0], good[1], good[2][:64]}
	data = try(short, true, "InvalidSignature")
	if is, _ := escrowABI.UnpackInvalidSignatureError(data[4:]); is.Index.Int64() != 2 {
		t.Fatalf("InvalidSignature index = %d", is.Index)
	}
	rawV := append([]byte(nil), good[1]...)
	rawV[64] -= 27 // v as 0/1 instead of 27/28
	try([][]byte{good[0], rawV, good[2]}, true, "InvalidSignature")
	try([][]byte{good[0], malleate(good[1]), good[2]}, true, "InvalidSignature")
	try([][]byte{good[0], good[1], make([]byte, 65)}, true, "InvalidSignature")

	// More ballots than seats cannot all be distinct seats.
	six := append(h.sign(s, id, root, true), good[0])
	data = try(six, true, "TooManySignatures")
	if tm, _ := escrowABI.UnpackTooManySignaturesError(data[4:]); tm.Count.Int64() != 6 || tm.Seats.Int64() != 5 {
		t.Fatalf("TooManySignatures = %+v", tm)
	}

	wantBig(t, "escrow balance", h.dealFunds(), 100)
	h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, true, good, nil))
	wantBig(t, "seller balance", h.balance(h.usdc, h.seller.addr), 100)
}

// malleate turns (r, s, v) into the equally valid (r, n-s, v^1) that
// OpenZeppelin's ECDSA refuses.
func malleate(sig []byte) []byte {
	n, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
	s := new(big.Int).SetBytes(sig[32:64])
	out := append([]byte(nil), sig...)
	new(big.Int).Sub(n, s).FillBytes(out[32:64])
	if out[64] == 27 {
		out[64] = 28
	} else {
		out[64] = 27
	}
	return out
}

func TestBallotsOnlyFromTheDealsOwnSeats(t *testing.T) {
	// Nine registered jurors, panels of three: most jurors sit on neither
	// panel, and the two deals' panels differ.
	h := newHarness(t, harnessConfig{jurors: 9, panel: 3, threshold: 2})
	var a, b [32]byte
	var sa, sb []*account
	var other *account // a seat of b that is no seat of a
	for i := 0; other == nil; i++ {
		if i == 8 {
			t.Fatal("eight deals drew the same panel")
		}
		a, _ = h.submitted(fmt.Sprintf("a-%d", i), 10)
		b, _ = h.submitted(fmt.Sprintf("b-%d", i), 10)
		sa, sb = h.seats(a), h.seats(b)
		for _, x := range sb {
			if !slices.Contains(sa, x) {
				other = x
			}
		}
	}
	ra := h.root(a)
	try := func(signers []*account, want string) {
		t.Helper()
		h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(a, true, h.sign(signers, a, ra, true), nil), errID(want))
	}
	// A registered juror outside a's panel.
	for _, j := range h.jurors {
		if !slices.Contains(sa, j) {
			if ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(j.addr))); !ok {
				t.Fatalf("%s not registered", j.name)
			}
			try([]*account{sa[0], j}, "NotASeat")
		}
	}
	// A seat of another deal, signing for this one.
	try([]*account{other, sa[0]}, "NotASeat")
	// The other deal's panel, ballots for the other deal.
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(a, true, h.sign(sb[:2], b, h.root(b), true), nil), errID("NotASeat"))

	h.mustExec(h.stranger, h.escrow, h.ballots(a, true, sa[1:]))
	h.mustExec(h.stranger, h.escrow, h.ballots(b, false, sb[:2]))
	if h.deal(a).State != stateReleased || h.deal(b).State != stateRefunded {
		t.Fatal("the panels did not settle their deals")
	}
}

func TestRegistryChangesCannotReachASubmittedDeal(t *testing.T) {
	const delay = 100
	h := newHarness(t, harnessConfig{delay: delay, panel: 3, threshold: 2})

	// Bonded before the submission but not yet drawable at it.
	early := h.stranger
	h.bond(early)
	id, _ := h.submitted("frozen", 100)
	if got := h.snapshot(id); !slices.Equal(got, addresses(h.jurors)) {
		t.Fatalf("snapshot = %v, want the jurors in force at the submission", got)
	}

	// After the submission: every juror unbonds, two others bond, and panels of one.
	for _, j := range h.jurors {
		h.mustExec(j, h.escrow, escrowABI.PackRequestUnbond())
	}
	h.bond(h.oracle)
	h.bond(h.owner)
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetPanel(1, 1))
	h.advance(delay + 1)

	newcomers := []*account{early, h.oracle, h.owner}
	now, _ := escrowABI.UnpackJurorsAt(h.call(h.escrow, escrowABI.PackJurorsAt(new(big.Int).SetUint64(h.now()))))
	if !slices.Equal(now, addresses(newcomers)) {
		t.Fatalf("jurorsAt(now) = %v", now)
	}
	if size, _ := escrowABI.UnpackPanelSize(h.call(h.escrow, escrowABI.PackPanelSize())); size != 1 {
		t.Fatalf("panel size in force = %d", size)
	}

	// The deal kept its registry, panel size and threshold.
	d := h.deal(id)
	if got := h.snapshot(id); !slices.Equal(got, addresses(h.jurors)) || d.PanelSize != 3 || d.Threshold != 2 {
		t.Fatalf("after the changes: snapshot %v, panel %d of %d", got, d.Threshold, d.PanelSize)
	}
	seats := h.seats(id)
	if len(seats) != 3 {
		t.Fatalf("%d seats", len(seats))
	}
	for _, s := range seats {
		if !slices.Contains(h.jurors, s) {
			t.Fatalf("seat %s is not from the registry at the submission", s.name)
		}
	}
	root := h.root(id)
	try := func(signers []*account, want string) {
		t.Helper()
		h.expectRevert(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, true, h.sign(signers, id, root, true), nil), errID(want))
	}
	try(newcomers, "NotASeat")
	try([]*account{seats[0], early}, "NotASeat")
	// The new threshold of one does not apply to the deal.
	try(seats[:1], "QuorumNotReached")
	h.mustExec(h.stranger, h.escrow, h.ballots(id, true, seats[1:]))

	// A deal submitted now gets the new registry and panel.
	id2, _ := h.submitted("after", 100)
	if got, d2 := h.snapshot(id2), h.deal(id2); !slices.Equal(got, addresses(newcomers)) || d2.PanelSize != 1 || d2.Threshold != 1 {
		t.Fatalf("new deal: snapshot %v, panel %d of %d", got, d2.Threshold, d2.PanelSize)
	}
	seats2 := h.seats(id2)
	if len(seats2) != 1 || !slices.Contains(newcomers, seats2[0]) {
		t.Fatalf("new deal's seats %v", seats2)
	}
	h.expectRevert(h.stranger, h.escrow, h.ballots(id2, true, h.jurors[:1]), errID("NotASeat"))
	h.mustExec(h.stranger, h.escrow, h.ballots(id2, false, seats2))
}

func TestDrawPendingUntilTheDrawBlock(t *testing.T) {
	h := newHarness(t, harnessConfig{})
	id, _ := h.submitted("pending", 100)
	sub := h.deal(id).SubmitBlock
	if sub != h.head() {
		t.Fatalf("submitBlock %d, head %d", sub, h.head())
	}
	// The snapshot and the evidence root exist right away.
	if len(h.snapshot(id)) != defaultJurors || h.root(id) == ([32]byte{}) {
		t.Fatal("no snapshot or root after the submission")
	}
	viewPending := func() {
		t.Helper()
		_, err := h.escrow.CallRaw(&bind.CallOpts{Context: h.ctx}, escrowABI.PackPanelOf(id))
		data := revertData(err)
		want := errID("DrawPending")
		if len(data) < 4 || [4]byte(data[:4]) != [4]byte(want[:4]) {
			t.Fatalf("panelOf at head %d: %v (%s)", h.head(), err, h.describe(data))
		}
	}
	viewPending()
	// In block submitBlock+1 the hash of that block does not exist yet.
	data := h.ballots(id, true, h.jurors[:3]) // the panel is all five jurors
	rev := h.expectRevert(h.stranger, h.escrow, data, errID("DrawPending"))
	dp, err := escrowABI.UnpackDrawPendingError(rev[4:])
	if err != nil || dp.DealId != id || dp.AvailableAtBlock.Uint64() != sub+2 {
		t.Fatalf("DrawPending = %+v, %v", dp, err)
	}
	// A call at the head runs in block submitBlock+1 too.
	viewPending()
	h.mustExec(h.stranger, h.escrow, data)

	// Views of deals without a submission.
	funded, none := h.openDeal("funded", 10, h.now()+100), dealID("none")
	for _, call := range [][]byte{escrowABI.PackPanelOf(funded), escrowABI.PackSnapshotOf(funded), escrowABI.PackEvidenceRootOf(funded)} {
		_, err := h.escrow.CallRaw(&bind.CallOpts{Context: h.ctx}, call)
		if got := revertData(err); h.describe(got) != "WrongState" {
			t.Fatalf("view of a funded deal: %s", h.describe(got))
		}
		_, err = h.escrow.CallRaw(&bind.CallOpts{Context: h.ctx}, append(call[:4:4], none[:]...))
		if got := revertData(err); h.describe(got) != "DealNotFound" {
			t.Fatalf("view of an unknown deal: %s", h.describe(got))
		}
	}
}

// TestPanelIsDrawnOnceForGood: the first call after the draw block fixes
// the seed, and no later block changes the panel.
func TestPanelIsDrawnOnceForGood(t *testing.T) {
	h := newHarness(t, harnessConfig{jurors: 9, panel: 3, threshold: 2})
	id, _ := h.submitted("once", 100)
	sub := h.deal(id).SubmitBlock
	h.mineEmpty(2)
	first, seed, db := h.panel(id)
	hd, err := h.client.HeaderByNumber(h.ctx, new(big.Int).SetUint64(sub+1))
	if err != nil {
		t.Fatal(err)
	}
	if db != sub+1 || seed != verdict.DealDrawSeed(hd.Hash(), id) {
		t.Fatalf("draw block %d seed %x, want block %d seed %x", db, seed, sub+1, verdict.DealDrawSeed(hd.Hash(), id))
	}
	if want := verdict.DealDraw(seed, h.snapshot(id), 3); !slices.Equal(addresses(first), want) {
		t.Fatalf("seats %v, verdict.DealDraw %v", addresses(first), want)
	}
	if h.deal(id).Seed != ([32]byte{}) {
		t.Fatal("a view stored the seed")
	}
	r := h.mustExec(h.stranger, h.escrow, escrowABI.PackDrawPanel(id))
	ev, err := escrowABI.UnpackPanelDrawnEvent(findLog(t, r, h.escrowAddr, eventID("PanelDrawn")))
	if err != nil || ev.Seed != seed || ev.DrawBlock.Uint64() != sub+1 || h.deal(id).Seed != seed {
		t.Fatalf("PanelDrawn = %+v, %v; stored seed %x", ev, err, h.deal(id).Seed)
	}
	// A second call changes nothing and logs nothing.
	if r := h.mustExec(h.buyer, h.escrow, escrowABI.PackDrawPanel(id)); len(r.Logs) != 0 {
		t.Fatalf("second drawPanel logged %d events", len(r.Logs))
	}
	// Long after the draw block's hash aged out, the panel is the same one.
	h.mineEmpty(600)
	later, s2, db2 := h.panel(id)
	if !slices.Equal(later, first) || s2 != seed || db2 != sub+1 {
		t.Fatalf("after 600 blocks: seats %v seed %x block %d", addresses(later), s2, db2)
	}
	h.mustExec(h.stranger, h.escrow, h.ballots(id, true, first[:2]))
}

// TestDrawNobodyFixedExpires: a draw nobody fixed while the draw block's
// hash was readable is not drawn from any other block; the deal can only be
// refunded after its grace period.
func TestDrawNobodyFixedExpires(t *testing.T) {
	h := newHarness(t, harnessConfig{jurors: 9, panel: 3, threshold: 2, grace: 3_600})
	id, submittedAt := h.submitted("expired", 100)
	sub := h.deal(id).SubmitBlock
	// The last block whose transactions still read the draw block's hash is
	// submitBlock+257; the transactions below are mined after it.
	h.mineEmpty(int(sub + 256 - h.head()))
	seats, _, _ := h.panel(id)
	h.mineEmpty(2)
	if _, err := h.escrow.CallRaw(&bind.CallOpts{Context: h.ctx}, escrowABI.PackPanelOf(id)); h.describe(revertData(err)) != "DrawExpired" {
		t.Fatalf("panelOf at head %d: %v", h.head(), err)
	}
	rev := h.expectRevert(h.seller, h.escrow, escrowABI.PackDrawPanel(id), errID("DrawExpired"))
	if de, err := escrowABI.UnpackDrawExpiredError(rev[4:]); err != nil || de.DrawBlock.Uint64() != sub+1 {
		t.Fatalf("DrawExpired = %+v, %v", de, err)
	}
	h.expectRevert(h.stranger, h.escrow, h.ballots(id, true, seats[:2]), errID("DrawExpired"))
	h.nextTxAt(submittedAt + 3_600 + 1)
	h.mustExec(h.buyer, h.escrow, escrowABI.PackRefund(id))
}

// TestSellerWaitingForAFriendlyPanelGetsNone is the attack of a seller with
// Sybil jurors that waits, window after window of 256 blocks, for a draw
// giving its identities a majority of the seats, whether or not anyone fixed
// the draw: the panel never changes, and ballots of its identities never settle.
func TestSellerWaitingForAFriendlyPanelGetsNone(t *testing.T) {
	for _, fixed := range []bool{true, false} {
		t.Run(fmt.Sprintf("fixed=%v", fixed), func(t *testing.T) {
			h := newHarness(t, harnessConfig{jurors: 5, panel: 3, threshold: 2, grace: 100_000})
			id, _ := h.submitted("sybil", 500)
			h.mineEmpty(2)
			seats, seed, _ := h.panel(id)
			if fixed {
				h.mustExec(h.seller, h.escrow, escrowABI.PackDrawPanel(id))
			}
			// The seller's identities: the two candidates the fixed draw left out,
			// plus one seat, which still leaves it short of the threshold's two
			// identities on the panel.
			var sybils []*account
			for _, j := range h.jurors {
				if !slices.Contains(seats, j) {
					sybils = append(sybils, j)
				}
			}
			sybils = append(sybils, seats[0])
			for window := range 12 {
				h.mineEmpty(256)
				for _, pair := range [][2]int{{0, 1}, {0, 2}, {1, 2}} {
					data := escrowABI.PackResolveByQuorum(id, true, h.sign([]*account{sybils[pair[0]], sybils[pair[1]]}, id, h.root(id), true), nil)
					want := "NotASeat"
					if !fixed {
						want = "DrawExpired"
					}
					h.expectRevert(h.seller, h.escrow, data, errID(want))
				}
				if fixed {
					if now, s, _ := h.panel(id); !slices.Equal(now, seats) || s != seed {
						t.Fatalf("window %d: panel %v, first %v", window, addresses(now), addresses(seats))
					}
				}
			}
			if got := h.deal(id).State; got != 2 {
				t.Fatalf("deal state %d after the seller's attempts, want Submitted", got)
			}
			if fixed { // the panel drawn first still decides
				h.mustExec(h.stranger, h.escrow, h.ballots(id, false, seats[1:3]))
			}
		})
	}
}

// TestPanelOfEqualsDealDraw compares the contract's draw with
// verdict.DealDraw over random registries with histories of additions and
// removals, random panel sizes, read anywhere in the draw's window.
func TestPanelOfEqualsDealDraw(t *testing.T) {
	const delay = 5
	var pool []*account
	for i := range 40 {
		pool = append(pool, newAccount(fmt.Sprintf("pool-%d", i)))
	}
	h := newHarness(t, harnessConfig{extra: pool})
	rng := rand.New(rand.NewPCG(27, 2027))
	type entry struct {
		addr        common.Address
		from, until uint64
	}
	rounds := 24
	if testing.Short() {
		rounds = 8
	}
	h.fund(h.buyer, big.NewInt(int64(rounds)))
	for round := range rounds {
		var entries []entry
		open := func(a common.Address) int {
			for i, e := range entries {
				if e.addr == a && e.until == 0 {
					return i
				}
			}
			return -1
		}
		var initial []common.Address
		for _, i := range rng.Perm(len(pool))[:rng.IntN(20)] {
			initial = append(initial, pool[i].addr)
		}
		size := uint8(1 + rng.IntN(12))
		params := h.params(common.Address{}, initial, size, size/2+1)
		params.RegistryDelay = delay
		addr, r := h.deployEscrow(h.owner, params)
		for _, a := range initial {
			entries = append(entries, entry{addr: a, from: h.blockTime(r)})
		}
		esc := escrowABI.Instance(h.client, addr)
		unbonding := map[common.Address]bool{}
		for range rng.IntN(8) {
			a := pool[rng.IntN(len(pool))]
			switch i := open(a.addr); {
			case i >= 0:
				r := h.mustExec(a, esc, escrowABI.PackRequestUnbond())
				entries[i].until = h.blockTime(r) + 1
				unbonding[a.addr] = true
			case unbonding[a.addr]: // bonds again only after its withdrawal
				h.expectRevert(a, esc, escrowABI.PackBond(big.NewInt(minJurorStake)), errID("UnbondPending"))
			default:
				r := h.bondOn(esc, a, minJurorStake, false)
				entries = append(entries, entry{addr: a.addr, from: h.blockTime(r) + delay})
			}
			if rng.IntN(3) == 0 {
				h.advance(uint64(1 + rng.IntN(2*delay)))
			}
		}

		id := dealID(fmt.Sprintf("draw-%d", round))
		h.mustExec(h.buyer, h.usdc, usdcABI.PackApprove(addr, big.NewInt(1)))
		h.mustExec(h.buyer, esc, escrowABI.PackCreateDeal(id, h.seller.addr, h.usdcAddr, big.NewInt(1), new(big.Int), hash32("c"), h.now()+100))
		sr := h.mustExec(h.seller, esc, escrowABI.PackSubmitDeliverable(id, hash32(fmt.Sprintf("w-%d", round))))
		at := h.blockTime(sr)
		var want []common.Address
		for _, e := range entries {
			if e.from <= at && (e.until == 0 || at < e.until) {
				want = append(want, e.addr)
			}
		}
		snap, err := escrowABI.UnpackSnapshotOf(h.call(esc, escrowABI.PackSnapshotOf(id)))
		if err != nil || !slices.Equal(snap, want) {
			t.Fatalf("round %d: snapshotOf %v (%v), model %v", round, snap, err, want)
		}

		extra := 2
		if rng.IntN(4) == 0 { // anywhere in the window the draw block's hash is readable
			extra += rng.IntN(254)
		}
		h.mineEmpty(extra)
		p, err := escrowABI.UnpackPanelOf(h.call(esc, escrowABI.PackPanelOf(id)))
		if err != nil {
			t.Fatalf("round %d: panelOf: %v", round, err)
		}
		wantBlock := sr.BlockNumber.Uint64() + 1
		hd, err := h.client.HeaderByNumber(h.ctx, new(big.Int).SetUint64(wantBlock))
		if err != nil {
			t.Fatal(err)
		}
		seed := verdict.DealDrawSeed(hd.Hash(), id)
		if p.DrawBlock.Uint64() != wantBlock || p.Seed != seed {
			t.Fatalf("round %d: draw block %s seed %x, want %d %x", round, p.DrawBlock, p.Seed, wantBlock, seed)
		}
		if draw := verdict.DealDraw(seed, snap, int(size)); !slices.Equal(p.Seats, draw) {
			t.Fatalf("round %d: %d of %d: panelOf %v, verdict.DealDraw %v", round, size, len(snap), p.Seats, draw)
		}
		root, _ := escrowABI.UnpackEvidenceRootOf(h.call(esc, escrowABI.PackEvidenceRootOf(id)))
		if root != verdict.DealEvidenceRoot(hash32("c"), hash32(fmt.Sprintf("w-%d", round))) {
			t.Fatalf("round %d: evidence root %x", round, root)
		}
	}
}

func TestRegistryAdministration(t *testing.T) {
	const delay = 100
	h := newHarness(t, harnessConfig{delay: delay})
	x := h.stranger
	jurorsAt := func(ts uint64) []common.Address {
		t.Helper()
		a, err := escrowABI.UnpackJurorsAt(h.call(h.escrow, escrowABI.PackJurorsAt(new(big.Int).SetUint64(ts))))
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	isJuror := func(a *account) bool {
		ok, _ := escrowABI.UnpackIsJuror(h.call(h.escrow, escrowABI.PackIsJuror(a.addr)))
		return ok
	}

	bonded := func(a *account) bool {
		ok, _ := escrowABI.UnpackIsBondedJuror(h.call(h.escrow, escrowABI.PackIsBondedJuror(a.addr)))
		return ok
	}

	// A bond below the minimum, or of nothing, is refused.
	h.mustExec(x, h.usdc, usdcABI.PackMint(x.addr, big.NewInt(10*minJurorStake)))
	h.mustExec(x, h.usdc, usdcABI.PackApprove(h.escrowAddr, big.NewInt(10*minJurorStake)))
	h.expectRevert(x, h.escrow, escrowABI.PackBond(big.NewInt(minJurorStake-1)), errID("StakeBelowMinimum"))
	h.expectRevert(x, h.escrow, escrowABI.PackBond(new(big.Int)), errID("ZeroAmount"))
	if bonded(x) {
		t.Fatal("a refused bond registered x")
	}

	r := h.mustExec(x, h.escrow, escrowABI.PackBond(big.NewInt(minJurorStake)))
	added, err := escrowABI.UnpackJurorAddedEvent(findLog(t, r, h.escrowAddr, eventID("JurorAdded")))
	from := h.blockTime(r) + delay
	if err != nil || added.Juror != x.addr || added.Index.Int64() != defaultJurors || added.ActiveFrom.Uint64() != from {
		t.Fatalf("JurorAdded = %+v, %v", added, err)
	}
	if !bonded(x) || isJuror(x) || slices.Contains(jurorsAt(from-1), x.addr) || !slices.Equal(jurorsAt(from), append(addresses(h.jurors), x.addr)) {
		t.Fatal("a new juror is drawable before registryDelay has passed")
	}
	// A top-up adds stake, not an entry.
	r = h.mustExec(x, h.escrow, escrowABI.PackBond(big.NewInt(1)))
	if countLogs(r, h.escrowAddr, eventID("JurorAdded")) != 0 || h.stake(x.addr).Bonded.Int64() != minJurorStake+1 {
		t.Fatalf("top-up: stake %+v", h.stake(x.addr))
	}
	h.nextTxAt(from)
	h.advance(1)
	if !isJuror(x) {
		t.Fatal("x not drawable after the delay")
	}

	// An unbonding request stops the draw from the next second on and locks the stake for unbondDelay.
	r = h.mustExec(x, h.escrow, escrowABI.PackRequestUnbond())
	at := h.blockTime(r)
	removed, err := escrowABI.UnpackJurorRemovedEvent(findLog(t, r, h.escrowAddr, eventID("JurorRemoved")))
	until := at + 1
	if err != nil || removed.Juror != x.addr || removed.Index.Int64() != defaultJurors || removed.ActiveUntil.Uint64() != until {
		t.Fatalf("JurorRemoved = %+v, %v", removed, err)
	}
	st := h.stake(x.addr)
	if st.Bonded.Sign() != 0 || st.Unbonding.Int64() != minJurorStake+1 || st.ReleaseAt.Uint64() != at+h.unbond || st.Entry != 0 {
		t.Fatalf("stake after the request: %+v", st)
	}
	if bonded(x) || slices.Contains(jurorsAt(until), x.addr) || !slices.Contains(jurorsAt(at), x.addr) {
		t.Fatal("x still drawable after its unbonding request, or dropped from its own second")
	}
	h.expectRevert(x, h.escrow, escrowABI.PackRequestUnbond(), errID("NotBonded"))
	h.expectRevert(x, h.escrow, escrowABI.PackBond(big.NewInt(minJurorStake)), errID("UnbondPending"))
	h.expectRevert(x, h.escrow, escrowABI.PackWithdraw(), errID("UnbondLocked"))
	h.nextTxAt(at + h.unbond - 1)
	h.expectRevert(x, h.escrow, escrowABI.PackWithdraw(), errID("UnbondLocked"))
	before := h.balance(h.usdc, x.addr)
	h.mustExec(x, h.escrow, escrowABI.PackWithdraw())
	wantBig(t, "withdrawn", new(big.Int).Sub(h.balance(h.usdc, x.addr), before), minJurorStake+1)
	h.expectRevert(x, h.escrow, escrowABI.PackWithdraw(), errID("NothingToWithdraw"))
	h.expectRevert(h.stranger, h.escrow, escrowABI.PackWithdraw(), errID("NothingToWithdraw"))

	// Bonded again, x gets a second entry that starts after the first ended.
	r = h.mustExec(x, h.escrow, escrowABI.PackBond(big.NewInt(minJurorStake)))
	again := h.blockTime(r) + delay
	if e, _ := escrowABI.UnpackEntryAt(h.call(h.escrow, escrowABI.PackEntryAt(big.NewInt(defaultJurors+1)))); e.Account != x.addr || e.ActiveFrom.Uint64() != again {
		t.Fatalf("second entry = %+v", e)
	}
	for _, ts := range []uint64{from - 1, from, until - 1, until, again - 1, again, again + 1} {
		n := 0
		for _, a := range jurorsAt(ts) {
			if a == x.addr {
				n++
			}
		}
		if want := ts >= from && ts < until || ts >= again; (n == 1) != want || n > 1 {
			t.Fatalf("jurorsAt(%d) lists x %d times", ts, n)
		}
	}

	// A constructor juror leaves the same way.
	h.mustExec(h.jurors[0], h.escrow, escrowABI.PackRequestUnbond())
	h.nextTxAt(again)
	h.advance(1)
	if isJuror(h.jurors[0]) || !isJuror(x) {
		t.Fatal("registry after the changes")
	}
	count, _ := escrowABI.UnpackJurorCount(h.call(h.escrow, escrowABI.PackJurorCount()))
	wantBig(t, "jurorCount", count, defaultJurors)

	// Panels: invalid ones are refused, valid ones wait for the delay, and a
	// change not yet in force is replaced by the next one.
	for _, p := range [][2]uint8{{0, 0}, {3, 0}, {3, 4}, {4, 2}, {2, 1}} {
		h.expectRevert(h.owner, h.escrow, escrowABI.PackSetPanel(p[0], p[1]), errID("InvalidPanel"))
	}
	panel := func() (uint8, uint8) {
		s, _ := escrowABI.UnpackPanelSize(h.call(h.escrow, escrowABI.PackPanelSize()))
		q, _ := escrowABI.UnpackQuorumThreshold(h.call(h.escrow, escrowABI.PackQuorumThreshold()))
		return s, q
	}
	r = h.mustExec(h.owner, h.escrow, escrowABI.PackSetPanel(3, 2))
	ps, err := escrowABI.UnpackPanelScheduledEvent(findLog(t, r, h.escrowAddr, eventID("PanelScheduled")))
	at = h.blockTime(r) + delay
	if err != nil || ps.Size != 3 || ps.Threshold != 2 || ps.EffectiveAt.Uint64() != at {
		t.Fatalf("PanelScheduled = %+v, %v", ps, err)
	}
	if s, q := panel(); s != defaultJurors || q != defaultThreshold {
		t.Fatalf("panel %d of %d in force before the delay", q, s)
	}
	if s, q, f, _ := pendingPanel(h); s != 3 || q != 2 || f != at {
		t.Fatalf("pendingPanel = %d %d %d", s, q, f)
	}
	h.nextTxAt(at)
	h.advance(1)
	if s, q := panel(); s != 3 || q != 2 {
		t.Fatalf("panel %d of %d after the delay", q, s)
	}
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetPanel(1, 1))
	h.mustExec(h.owner, h.escrow, escrowABI.PackSetPanel(7, 4))
	if s, q := panel(); s != 3 || q != 2 {
		t.Fatalf("panel %d of %d while two changes wait", q, s)
	}
	h.advance(delay)
	if s, q := panel(); s != 7 || q != 4 {
		t.Fatalf("panel %d of %d, want the later change", q, s)
	}
}

// TestRegistryIsCappedAndReusesOldSlots fills the registry: a further bond
// is refused until an entry has been closed for unbondDelay, and then takes
// that slot, so that exited jurors never lock newcomers out for good.
func TestRegistryIsCappedAndReusesOldSlots(t *testing.T) {
	h := newHarness(t, harnessConfig{osaka: true}) // a full registry costs less to write without state-growth gas
	max, _ := escrowABI.UnpackMAXENTRIES(h.call(h.escrow, escrowABI.PackMAXENTRIES()))
	var initial []common.Address
	for i := range max.Int64() - 1 {
		initial = append(initial, common.BigToAddress(big.NewInt(1000+i)))
	}
	addr, _ := h.deployEscrow(h.owner, h.params(common.Address{}, initial, 5, 3))
	esc := escrowABI.Instance(h.client, addr)
	h.bondOn(esc, h.stranger, minJurorStake, false)
	h.mustExec(h.oracle, h.usdc, usdcABI.PackMint(h.oracle.addr, big.NewInt(minJurorStake)))
	h.mustExec(h.oracle, h.usdc, usdcABI.PackApprove(addr, big.NewInt(minJurorStake)))
	h.expectRevert(h.oracle, esc, escrowABI.PackBond(big.NewInt(minJurorStake)), errID("RegistryFull"))
	// An exit frees its slot only once no deal ballots can settle lists it.
	r := h.mustExec(h.stranger, esc, escrowABI.PackRequestUnbond())
	closed := h.blockTime(r) + 1
	h.nextTxAt(closed + h.unbond - 1)
	h.expectRevert(h.oracle, esc, escrowABI.PackBond(big.NewInt(minJurorStake)), errID("RegistryFull"))
	r = h.mustExec(h.oracle, esc, escrowABI.PackBond(big.NewInt(minJurorStake)))
	added, err := escrowABI.UnpackJurorAddedEvent(findLog(t, r, addr, eventID("JurorAdded")))
	if err != nil || added.Juror != h.oracle.addr || added.Index.Cmp(new(big.Int).Sub(max, big.NewInt(1))) != 0 {
		t.Fatalf("JurorAdded = %+v, %v; want the freed last slot", added, err)
	}
	count, _ := escrowABI.UnpackEntryCount(h.call(esc, escrowABI.PackEntryCount()))
	if count.Cmp(max) != 0 {
		t.Fatalf("entryCount = %s", count)
	}
}
