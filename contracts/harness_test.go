package contracts_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

// Deal states as the contract numbers them.
const (
	stateNone uint8 = iota
	stateFunded
	stateSubmitted
	stateReleased
	stateRefunded
	stateDecided
)

const (
	defaultGrace     = 3600
	defaultDelay     = 600
	defaultThreshold = 3
	defaultJurors    = 5
	defaultUnbond    = 2 * defaultGrace
	txGasLimit       = 16_000_000
	// Minimum stakes of the harness's escrows, in MockUSDC units.
	minJurorStake = 100_000_000
	minCoordStake = 50_000_000
)

var (
	escrowABI = contracts.NewArbiterEscrow()
	usdcABI   = contracts.NewMockUSDC()
	feeABI    = contracts.NewFeeOnTransferToken()
	reentABI  = contracts.NewReentrantToken()
)

type account struct {
	name string
	key  *ecdsa.PrivateKey
	addr common.Address
}

// newAccount derives a fixed key from name so that runs are reproducible.
func newAccount(name string) *account {
	key, err := crypto.ToECDSA(crypto.Keccak256([]byte("arbitra-contracts-test/" + name)))
	if err != nil {
		panic(err)
	}
	return &account{name: name, key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

type harnessConfig struct {
	chainID int64 // 0 keeps the simulated backend's 1337
	// osaka runs the chain on Osaka rules instead of the dev chain's default,
	// which also enables the not yet scheduled forks after it.
	osaka     bool
	grace     uint64
	delay     uint64     // registryDelay, defaultDelay when zero
	unbond    uint64     // unbondDelay, twice the grace period when zero
	extra     []*account // more accounts that get ether
	panel     uint8      // panel size, all jurors when zero
	threshold uint8
	jurors    int
	noOracle  bool   // deploy without an oracle: resolve is disabled
	appeal    uint64 // appealWindow; 0 settles at once, without appeals
}

// harness is one simulated chain with an escrow, a MockUSDC (its stake
// token) and a fixed cast; the jurors are bonded in the escrow's constructor,
// in order, with the owner's tokens.
// Every transaction is mined in its own block. Right after setup the chain is
// moved a year ahead of the wall clock, so each new block is exactly one
// second after its parent and block times are fully under the test's control.
type harness struct {
	t       testing.TB
	ctx     context.Context
	sim     *simulated.Backend
	client  simulated.Client
	chainID *big.Int
	grace   uint64
	delay   uint64
	unbond  uint64
	appeal  uint64

	owner, oracle, buyer, seller, stranger *account
	jurors                                 []*account

	escrowAddr common.Address
	escrow     *bind.BoundContract
	usdcAddr   common.Address
	usdc       *bind.BoundContract
}

func newHarness(t testing.TB, cfg harnessConfig) *harness {
	t.Helper()
	if cfg.grace == 0 {
		cfg.grace = defaultGrace
	}
	if cfg.threshold == 0 {
		cfg.threshold = defaultThreshold
	}
	if cfg.jurors == 0 {
		cfg.jurors = defaultJurors
	}
	if cfg.delay == 0 {
		cfg.delay = defaultDelay
	}
	if cfg.panel == 0 {
		cfg.panel = uint8(cfg.jurors)
	}
	if cfg.unbond == 0 {
		cfg.unbond = 2 * cfg.grace
	}
	h := &harness{
		t:        t,
		ctx:      context.Background(),
		grace:    cfg.grace,
		delay:    cfg.delay,
		unbond:   cfg.unbond,
		appeal:   cfg.appeal,
		owner:    newAccount("owner"),
		oracle:   newAccount("oracle"),
		buyer:    newAccount("buyer"),
		seller:   newAccount("seller"),
		stranger: newAccount("stranger"),
	}
	for i := range cfg.jurors {
		h.jurors = append(h.jurors, newAccount(fmt.Sprintf("juror-%d", i)))
	}
	alloc := types.GenesisAlloc{}
	rich := new(big.Int).Mul(big.NewInt(1e18), big.NewInt(1e6))
	for _, a := range append(h.everyone(), cfg.extra...) {
		alloc[a.addr] = types.Account{Balance: rich}
	}
	var opts []func(*node.Config, *ethconfig.Config)
	if cfg.chainID != 0 || cfg.osaka {
		opts = append(opts, withChainConfig(cfg.chainID, cfg.osaka))
	}
	h.sim = simulated.NewBackend(alloc, opts...)
	t.Cleanup(func() { _ = h.sim.Close() })
	h.client = h.sim.Client()
	id, err := h.client.ChainID(h.ctx)
	if err != nil {
		t.Fatalf("chain id: %v", err)
	}
	h.chainID = id

	oracle := h.oracle.addr
	if cfg.noOracle {
		oracle = common.Address{}
	}
	h.usdcAddr = h.deploy(h.owner, contracts.MockUSDCMetaData.Bin, nil)
	h.usdc = usdcABI.Instance(h.client, h.usdcAddr)
	h.escrowAddr, _ = h.deployEscrow(h.owner, h.params(oracle, addresses(h.jurors), cfg.panel, cfg.threshold))
	h.escrow = escrowABI.Instance(h.client, h.escrowAddr)
	h.advance(365 * 24 * 3600)
	return h
}

// params are constructor arguments with the harness's delays, stake token
// and minimum stakes.
func (h *harness) params(oracle common.Address, jurors []common.Address, size, threshold uint8) contracts.ArbiterEscrowParams {
	return contracts.ArbiterEscrowParams{Owner: h.owner.addr, Oracle: oracle, StakeToken: h.usdcAddr,
		GracePeriod: h.grace, RegistryDelay: h.delay, UnbondDelay: h.unbond, AppealWindow: h.appeal,
		MinJurorStake: big.NewInt(minJurorStake), MinCoordinatorStake: big.NewInt(minCoordStake),
		Jurors: jurors, PanelSize: size, Threshold: threshold}
}

// deployEscrow deploys an escrow from `from`, which first mints the
// constructor's juror bonds in MockUSDC and approves them to the address the
// deployment will have.
func (h *harness) deployEscrow(from *account, p contracts.ArbiterEscrowParams) (common.Address, *types.Receipt) {
	h.t.Helper()
	if n := len(p.Jurors); n > 0 {
		total := new(big.Int).Mul(p.MinJurorStake, big.NewInt(int64(n)))
		h.mustExec(from, h.usdc, usdcABI.PackMint(from.addr, total))
		next := crypto.CreateAddress(from.addr, h.nonce(from)+1)
		h.mustExec(from, h.usdc, usdcABI.PackApprove(next, total))
	}
	return h.deployReceipt(from, contracts.ArbiterEscrowMetaData.Bin, escrowABI.PackConstructor(p))
}

// bondOn mints amount to a and bonds it on esc as a juror (or a coordinator).
func (h *harness) bondOn(esc *bind.BoundContract, a *account, amount int64, coordinator bool) *types.Receipt {
	h.t.Helper()
	h.mustExec(a, h.usdc, usdcABI.PackMint(a.addr, big.NewInt(amount)))
	h.mustExec(a, h.usdc, usdcABI.PackApprove(esc.Address(), big.NewInt(amount)))
	if coordinator {
		return h.mustExec(a, esc, escrowABI.PackBondCoordinator(big.NewInt(amount)))
	}
	return h.mustExec(a, esc, escrowABI.PackBond(big.NewInt(amount)))
}

// bond bonds the minimum juror stake for a on the harness's escrow.
func (h *harness) bond(a *account) *types.Receipt {
	h.t.Helper()
	return h.bondOn(h.escrow, a, minJurorStake, false)
}

func (h *harness) stake(a common.Address) contracts.ArbiterEscrowStake {
	h.t.Helper()
	s, err := escrowABI.UnpackStakeOf(h.call(h.escrow, escrowABI.PackStakeOf(a)))
	if err != nil {
		h.t.Fatalf("unpack stakeOf: %v", err)
	}
	return s
}

// withChainConfig changes the simulated chain's ID and forks on a copy, never
// on the shared params.AllDevChainProtocolChanges value.
func withChainConfig(id int64, osaka bool) func(*node.Config, *ethconfig.Config) {
	return func(_ *node.Config, ec *ethconfig.Config) {
		cc := *ec.Genesis.Config
		if id != 0 {
			cc.ChainID = big.NewInt(id)
			ec.NetworkId = uint64(id)
		}
		if osaka {
			cc.AmsterdamTime, cc.BogotaTime = nil, nil
		}
		ec.Genesis.Config = &cc
	}
}

func (h *harness) everyone() []*account {
	return append([]*account{h.owner, h.oracle, h.buyer, h.seller, h.stranger}, h.jurors...)
}

func (h *harness) opts(from *account) *bind.TransactOpts {
	o := bind.NewKeyedTransactor(from.key, h.chainID)
	o.GasLimit = txGasLimit // skip estimation so that failing calls are mined too
	o.Context = h.ctx
	return o
}

// exec sends one transaction, mines it in its own block and returns the receipt.
func (h *harness) exec(from *account, c *bind.BoundContract, data []byte) *types.Receipt {
	h.t.Helper()
	tx, err := bind.Transact(c, h.opts(from), data)
	if err != nil {
		h.t.Fatalf("send from %s: %v", from.name, err)
	}
	return h.mine(tx)
}

func (h *harness) mine(tx *types.Transaction) *types.Receipt {
	h.t.Helper()
	h.sim.Commit()
	r, err := h.client.TransactionReceipt(h.ctx, tx.Hash())
	if err != nil {
		h.t.Fatalf("receipt %s: %v", tx.Hash(), err)
	}
	return r
}

// mustExec is exec for calls that have to succeed.
func (h *harness) mustExec(from *account, c *bind.BoundContract, data []byte) *types.Receipt {
	h.t.Helper()
	r := h.exec(from, c, data)
	if r.Status != types.ReceiptStatusSuccessful {
		h.t.Fatalf("tx from %s reverted: %s", from.name, h.describe(h.revertOf(from, c.Address(), data, r)))
	}
	return r
}

// expectRevert sends the call, requires it to fail on chain and requires the
// revert to carry the custom error want. It returns the revert data.
func (h *harness) expectRevert(from *account, c *bind.BoundContract, data []byte, want common.Hash) []byte {
	h.t.Helper()
	r := h.exec(from, c, data)
	if r.Status == types.ReceiptStatusSuccessful {
		h.t.Fatalf("tx from %s succeeded, want revert %s", from.name, h.describe(want[:4]))
	}
	got := h.revertOf(from, c.Address(), data, r)
	if len(got) < 4 || !bytes.Equal(got[:4], want[:4]) {
		h.t.Fatalf("tx from %s reverted with %s, want %s", from.name, h.describe(got), h.describe(want[:4]))
	}
	return got
}

// revertOf replays a mined call at its own block, which has the same
// timestamp and (for a reverted call) the same state, to read the revert data.
func (h *harness) revertOf(from *account, to common.Address, data []byte, r *types.Receipt) []byte {
	h.t.Helper()
	msg := ethereum.CallMsg{From: from.addr, To: &to, Data: data, Gas: txGasLimit}
	_, err := h.client.CallContract(h.ctx, msg, r.BlockNumber)
	if err == nil {
		h.t.Fatalf("replay of reverted tx %s succeeded: %x gas %d", r.TxHash, data[:4], r.GasUsed)
	}
	return revertData(err)
}

func revertData(err error) []byte {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return nil
	}
	b, err := hexutil.Decode(s)
	if err != nil {
		return nil
	}
	return b
}

// describe names a revert payload for failure messages.
func (h *harness) describe(data []byte) string {
	if len(data) < 4 {
		return fmt.Sprintf("revert without data (%x)", data)
	}
	for _, parsed := range allErrorABIs() {
		for name, e := range parsed {
			if bytes.Equal(e[:4], data[:4]) {
				return name
			}
		}
	}
	return fmt.Sprintf("unknown error %x", data)
}

type contractABI interface{ GetABI() abi.ABI }

// allErrorABIs maps every custom error of the four contracts to its ID.
func allErrorABIs() []map[string]common.Hash {
	var out []map[string]common.Hash
	for _, a := range []contractABI{escrowABI, usdcABI, feeABI, reentABI} {
		m := map[string]common.Hash{}
		abiDef := a.GetABI()
		for name, e := range abiDef.Errors {
			m[name] = e.ID
		}
		out = append(out, m)
	}
	return out
}

// errID returns the ID of a custom error declared by the escrow or a token.
func errID(name string) common.Hash {
	for _, m := range allErrorABIs() {
		if id, ok := m[name]; ok {
			return id
		}
	}
	panic("no such error " + name)
}

func (h *harness) call(c *bind.BoundContract, data []byte) []byte {
	h.t.Helper()
	out, err := c.CallRaw(&bind.CallOpts{Context: h.ctx}, data)
	if err != nil {
		h.t.Fatalf("call: %v", err)
	}
	return out
}

func (h *harness) deal(id [32]byte) contracts.ArbiterEscrowDeal {
	h.t.Helper()
	d, err := escrowABI.UnpackGetDeal(h.call(h.escrow, escrowABI.PackGetDeal(id)))
	if err != nil {
		h.t.Fatalf("unpack deal: %v", err)
	}
	return d
}

func (h *harness) balance(token *bind.BoundContract, who common.Address) *big.Int {
	h.t.Helper()
	b, err := usdcABI.UnpackBalanceOf(h.call(token, usdcABI.PackBalanceOf(who)))
	if err != nil {
		h.t.Fatalf("unpack balance: %v", err)
	}
	return b
}

// dealFunds is the escrow's MockUSDC balance beyond the bonds of the cast:
// what its deals hold.
func (h *harness) dealFunds() *big.Int {
	h.t.Helper()
	v := h.balance(h.usdc, h.escrowAddr)
	for _, a := range h.everyone() {
		s := h.stake(a.addr)
		c, err := escrowABI.UnpackCoordinatorStakeOf(h.call(h.escrow, escrowABI.PackCoordinatorStakeOf(a.addr)))
		if err != nil {
			h.t.Fatalf("unpack coordinatorStakeOf: %v", err)
		}
		v.Sub(v, s.Bonded).Sub(v, s.Unbonding).Sub(v, c.Bonded).Sub(v, c.Unbonding)
	}
	return v
}

func (h *harness) ballotDigestOnChain(dealID, root [32]byte, approved bool) [32]byte {
	h.t.Helper()
	d, err := escrowABI.UnpackBallotDigest(h.call(h.escrow, escrowABI.PackBallotDigest(dealID, root, approved)))
	if err != nil {
		h.t.Fatalf("unpack digest: %v", err)
	}
	return d
}

func (h *harness) deploy(from *account, bin string, args []byte) common.Address {
	h.t.Helper()
	addr, _ := h.deployReceipt(from, bin, args)
	return addr
}

func (h *harness) deployReceipt(from *account, bin string, args []byte) (common.Address, *types.Receipt) {
	h.t.Helper()
	addr, tx, err := bind.DeployContract(h.opts(from), common.FromHex(bin), h.client, args)
	if err != nil {
		h.t.Fatalf("deploy: %v", err)
	}
	r := h.mine(tx)
	if r.Status != types.ReceiptStatusSuccessful {
		h.t.Fatalf("deploy reverted")
	}
	return addr, r
}

// now is the timestamp of the head block; the next transaction is mined at now()+1.
func (h *harness) now() uint64 {
	h.t.Helper()
	hd, err := h.client.HeaderByNumber(h.ctx, nil)
	if err != nil {
		h.t.Fatalf("head: %v", err)
	}
	return hd.Time
}

// nextTxAt arranges for the next transaction to be mined in a block with timestamp ts.
func (h *harness) nextTxAt(ts uint64) {
	h.t.Helper()
	now := h.now()
	switch {
	case ts <= now:
		h.t.Fatalf("cannot mine at %d: head is already at %d", ts, now)
	case ts-1 > now:
		h.advance(ts - 1 - now)
	}
	if got := h.now(); got != ts-1 {
		h.t.Fatalf("head at %d after warp, want %d", got, ts-1)
	}
}

// advance mines one or two empty blocks that move the head's time forward by
// exactly secs (at least 1) seconds.
func (h *harness) advance(secs uint64) {
	h.t.Helper()
	err := h.sim.AdjustTime(time.Duration(secs) * time.Second)
	if err == nil {
		return
	}
	if !strings.Contains(err.Error(), "non-empty") {
		h.t.Fatalf("adjust time: %v", err)
	}
	// The pool forgets mined transactions asynchronously, so it may still list
	// the last one. Commit waits for the pool before sealing an (empty) block,
	// one second later since the chain runs ahead of the wall clock.
	h.sim.Commit()
	if secs > 1 {
		if err := h.sim.AdjustTime(time.Duration(secs-1) * time.Second); err != nil {
			h.t.Fatalf("adjust time after commit: %v", err)
		}
	}
}

// fund mints amount of MockUSDC to a and approves the escrow for exactly it.
func (h *harness) fund(a *account, amount *big.Int) {
	h.t.Helper()
	h.mustExec(a, h.usdc, usdcABI.PackMint(a.addr, amount))
	h.mustExec(a, h.usdc, usdcABI.PackApprove(h.escrowAddr, amount))
}

// openDeal funds and creates a USDC deal from h.buyer to h.seller with the
// given deadline, returning its ID.
func (h *harness) openDeal(label string, amount int64, deadline uint64) [32]byte {
	h.t.Helper()
	id := dealID(label)
	h.fund(h.buyer, big.NewInt(amount))
	h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(id, h.seller.addr, h.usdcAddr, big.NewInt(amount), new(big.Int), hash32("criteria/"+label), deadline))
	return id
}

// openFeeDeal is openDeal with a juror fee.
func (h *harness) openFeeDeal(label string, amount, fee int64, deadline uint64) [32]byte {
	h.t.Helper()
	id := dealID(label)
	h.fund(h.buyer, big.NewInt(amount+fee))
	h.mustExec(h.buyer, h.escrow, escrowABI.PackCreateDeal(id, h.seller.addr, h.usdcAddr, big.NewInt(amount), big.NewInt(fee), hash32("criteria/"+label), deadline))
	return id
}

// submitted opens a deal and has the seller submit right away; it returns the
// deal ID and the submission time.
func (h *harness) submitted(label string, amount int64) ([32]byte, uint64) {
	h.t.Helper()
	id := h.openDeal(label, amount, h.now()+10_000)
	r := h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("deliverable/"+label)))
	return id, h.blockTime(r)
}

// submittedWithFee is submitted with a juror fee; it returns the deal ID.
func (h *harness) submittedWithFee(label string, amount, fee int64) [32]byte {
	h.t.Helper()
	id := h.openFeeDeal(label, amount, fee, h.now()+10_000)
	h.mustExec(h.seller, h.escrow, escrowABI.PackSubmitDeliverable(id, hash32("deliverable/"+label)))
	return id
}

func (h *harness) blockTime(r *types.Receipt) uint64 {
	h.t.Helper()
	hd, err := h.client.HeaderByNumber(h.ctx, r.BlockNumber)
	if err != nil {
		h.t.Fatalf("header: %v", err)
	}
	return hd.Time
}

// sign produces juror signatures over the ballot, computing the digest with
// go-ethereum's independent EIP-712 implementation.
func (h *harness) sign(signers []*account, dealID, root [32]byte, approved bool) [][]byte {
	h.t.Helper()
	return signBallots(h.t, signers, h.chainID, h.escrowAddr, dealID, root, approved)
}

func signBallots(t testing.TB, signers []*account, chainID *big.Int, escrow common.Address, dealID, root [32]byte, approved bool) [][]byte {
	t.Helper()
	return signRoundBallots(t, signers, chainID, escrow, dealID, root, 0, approved)
}

func signRoundBallots(t testing.TB, signers []*account, chainID *big.Int, escrow common.Address, dealID, root [32]byte, round uint8, approved bool) [][]byte {
	t.Helper()
	digest := typedRoundBallotDigest(t, chainID, escrow, dealID, root, round, approved)
	sigs := make([][]byte, len(signers))
	for i, s := range signers {
		sigs[i] = signDigest(t, s.key, digest)
	}
	return sigs
}

func signDigest(t testing.TB, key *ecdsa.PrivateKey, digest []byte) []byte {
	t.Helper()
	sig, err := crypto.Sign(digest, key)
	if err != nil {
		t.Fatalf("sign: %v", err)
	}
	sig[64] += 27
	return sig
}

func typedBallotDigest(t testing.TB, chainID *big.Int, escrow common.Address, dealID, root [32]byte, approved bool) []byte {
	t.Helper()
	return typedRoundBallotDigest(t, chainID, escrow, dealID, root, 0, approved)
}

// typedRoundBallotDigest is the digest of a ballot in a round: Ballot for
// round 0, AppealBallot (which names the round) after.
func typedRoundBallotDigest(t testing.TB, chainID *big.Int, escrow common.Address, dealID, root [32]byte, round uint8, approved bool) []byte {
	t.Helper()
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			"Ballot": {
				{Name: "dealId", Type: "bytes32"},
				{Name: "evidenceRoot", Type: "bytes32"},
				{Name: "approved", Type: "bool"},
			},
		},
		PrimaryType: "Ballot",
		Domain: apitypes.TypedDataDomain{
			Name:              "ArbiterEscrow",
			Version:           "2",
			ChainId:           (*math.HexOrDecimal256)(chainID),
			VerifyingContract: escrow.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"dealId":       hexutil.Encode(dealID[:]),
			"evidenceRoot": hexutil.Encode(root[:]),
			"approved":     approved,
		},
	}
	if round != 0 {
		td.PrimaryType = "AppealBallot"
		td.Types["AppealBallot"] = []apitypes.Type{
			{Name: "dealId", Type: "bytes32"},
			{Name: "evidenceRoot", Type: "bytes32"},
			{Name: "round", Type: "uint8"},
			{Name: "approved", Type: "bool"},
		}
		delete(td.Types, "Ballot")
		td.Message["round"] = math.NewHexOrDecimal256(int64(round))
	}
	digest, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatalf("typed data: %v", err)
	}
	return digest
}

func dealID(label string) [32]byte { return hash32("deal/" + label) }

func hash32(s string) [32]byte { return crypto.Keccak256Hash([]byte(s)) }

// findLog returns the single log of the receipt emitted by addr with topic0 id.
func findLog(t testing.TB, r *types.Receipt, addr common.Address, id common.Hash) *types.Log {
	t.Helper()
	var found *types.Log
	for _, l := range r.Logs {
		if l.Address == addr && len(l.Topics) > 0 && l.Topics[0] == id {
			if found != nil {
				t.Fatalf("two logs with topic %s", id)
			}
			found = l
		}
	}
	if found == nil {
		t.Fatalf("no log with topic %s in tx %s", id, r.TxHash)
	}
	return found
}

func countLogs(r *types.Receipt, addr common.Address, id common.Hash) int {
	n := 0
	for _, l := range r.Logs {
		if l.Address == addr && len(l.Topics) > 0 && l.Topics[0] == id {
			n++
		}
	}
	return n
}

func eventID(name string) common.Hash {
	abiDef := escrowABI.GetABI()
	return abiDef.Events[name].ID
}

func wantBig(t testing.TB, what string, got *big.Int, want int64) {
	t.Helper()
	if got.Cmp(big.NewInt(want)) != 0 {
		t.Fatalf("%s = %s, want %d", what, got, want)
	}
}

func (h *harness) nonce(a *account) uint64 {
	h.t.Helper()
	n, err := h.client.PendingNonceAt(h.ctx, a.addr)
	if err != nil {
		h.t.Fatalf("nonce: %v", err)
	}
	return n
}

func callMsgCreate(from common.Address, code []byte) ethereum.CallMsg {
	return ethereum.CallMsg{From: from, Data: code, Gas: txGasLimit}
}

func addresses(as []*account) []common.Address {
	out := make([]common.Address, len(as))
	for i, a := range as {
		out[i] = a.addr
	}
	return out
}

// head is the number of the head block; the next transaction is mined in head()+1.
func (h *harness) head() uint64 {
	h.t.Helper()
	n, err := h.client.BlockNumber(h.ctx)
	if err != nil {
		h.t.Fatalf("block number: %v", err)
	}
	return n
}

// mineEmpty mines n empty blocks, each one second after its parent.
func (h *harness) mineEmpty(n int) {
	for range n {
		h.sim.Commit()
	}
}

// awaitDraw mines empty blocks until the deal's panel can be read at the
// head, which is two blocks after the submission (a transaction needs one).
func (h *harness) awaitDraw(id [32]byte) {
	h.t.Helper()
	d := h.deal(id)
	if d.SubmitBlock == 0 {
		h.t.Fatalf("deal %x has no submission", id[:4])
	}
	for h.head() < d.SubmitBlock+2 {
		h.sim.Commit()
	}
}

// byAddr finds the account of an address among the cast.
func (h *harness) byAddr(a common.Address) *account {
	h.t.Helper()
	for _, x := range h.everyone() {
		if x.addr == a {
			return x
		}
	}
	h.t.Fatalf("no account for %s", a)
	return nil
}

// panel reads the deal's seats (as accounts), seed and draw block at the head.
func (h *harness) panel(id [32]byte) ([]*account, [32]byte, uint64) {
	h.t.Helper()
	p, err := escrowABI.UnpackPanelOf(h.call(h.escrow, escrowABI.PackPanelOf(id)))
	if err != nil {
		h.t.Fatalf("unpack panelOf: %v", err)
	}
	seats := make([]*account, len(p.Seats))
	for i, a := range p.Seats {
		seats[i] = h.byAddr(a)
	}
	return seats, p.Seed, p.DrawBlock.Uint64()
}

// seats is the deal's panel at the head, after waiting for the draw.
func (h *harness) seats(id [32]byte) []*account {
	h.t.Helper()
	h.awaitDraw(id)
	s, _, _ := h.panel(id)
	return s
}

func (h *harness) root(id [32]byte) [32]byte {
	h.t.Helper()
	r, err := escrowABI.UnpackEvidenceRootOf(h.call(h.escrow, escrowABI.PackEvidenceRootOf(id)))
	if err != nil {
		h.t.Fatalf("unpack evidenceRootOf: %v", err)
	}
	return r
}

func (h *harness) snapshot(id [32]byte) []common.Address {
	h.t.Helper()
	s, err := escrowABI.UnpackSnapshotOf(h.call(h.escrow, escrowABI.PackSnapshotOf(id)))
	if err != nil {
		h.t.Fatalf("unpack snapshotOf: %v", err)
	}
	return s
}

// ballots packs resolveByQuorum with signers' ballots over the deal's own evidence root.
func (h *harness) ballots(id [32]byte, approved bool, signers []*account) []byte {
	h.t.Helper()
	root := verdict.DealEvidenceRoot(h.deal(id).CriteriaHash, h.deal(id).DeliverableHash)
	return escrowABI.PackResolveByQuorum(id, approved, h.sign(signers, id, root, approved), nil)
}

// quorum packs resolveByQuorum with ballots from the first k seats of the
// deal's panel, waiting for the draw first.
func (h *harness) quorum(id [32]byte, approved bool, k int) []byte {
	h.t.Helper()
	return h.ballots(id, approved, h.seats(id)[:k])
}

// ballotsHash is what resolveByQuorum records: keccak256(abi.encode(dealId, evidenceRoot, approved, seatMask)).
func ballotsHash(id, root [32]byte, approved bool, mask uint64) [32]byte {
	var buf [128]byte
	copy(buf[:32], id[:])
	copy(buf[32:64], root[:])
	if approved {
		buf[95] = 1
	}
	new(big.Int).SetUint64(mask).FillBytes(buf[96:])
	return crypto.Keccak256Hash(buf[:])
}

// roundOf reads a round of the deal and the fee shares it still owes.
func (h *harness) roundOf(id [32]byte, round uint8) (contracts.ArbiterEscrowRound, contracts.ArbiterEscrowFeeShares) {
	h.t.Helper()
	out, err := escrowABI.UnpackRoundOf(h.call(h.escrow, escrowABI.PackRoundOf(id, round)))
	if err != nil {
		h.t.Fatalf("unpack roundOf: %v", err)
	}
	return out.R, out.Shares
}

// roundSeats waits for the round's draw block and reads its seats at the head.
func (h *harness) roundSeats(id [32]byte, round uint8) []*account {
	h.t.Helper()
	r, _ := h.roundOf(id, round)
	for h.head() < r.DrawBlock+1 {
		h.sim.Commit()
	}
	p, err := escrowABI.UnpackRoundPanelOf(h.call(h.escrow, escrowABI.PackRoundPanelOf(id, round)))
	if err != nil {
		h.t.Fatalf("unpack roundPanelOf: %v", err)
	}
	seats := make([]*account, len(p.Seats))
	for i, a := range p.Seats {
		seats[i] = h.byAddr(a)
	}
	return seats
}

// signRound signs ballots of a round over the deal's own evidence root.
func (h *harness) signRound(signers []*account, id [32]byte, round uint8, approved bool) [][]byte {
	h.t.Helper()
	return signRoundBallots(h.t, signers, h.chainID, h.escrowAddr, id, h.root(id), round, approved)
}

// decide has a stranger relay the signers' ballots for the deal's current round.
func (h *harness) decide(id [32]byte, approved bool, signers []*account) *types.Receipt {
	h.t.Helper()
	round := h.deal(id).Round
	return h.mustExec(h.stranger, h.escrow, escrowABI.PackResolveByQuorum(id, approved, h.signRound(signers, id, round, approved), nil))
}

// appealCost is the next round's seats and fee by the documented rule:
// jurorFee × seats / the first round's seats, rounded down.
func (h *harness) appealCost(id [32]byte) (uint8, *big.Int) {
	h.t.Helper()
	d := h.deal(id)
	cur, _ := h.roundOf(id, d.Round)
	first, _ := h.roundOf(id, 0)
	fee := new(big.Int).Mul(d.JurorFee, big.NewInt(int64(cur.NextSeats)))
	return cur.NextSeats, fee.Div(fee, big.NewInt(int64(first.Seats)))
}

// appealAs mints fee to a, approves it to the escrow and sends appeal(id, fee).
func (h *harness) appealAs(a *account, id [32]byte, fee *big.Int) *types.Receipt {
	h.t.Helper()
	h.fund(a, fee)
	return h.exec(a, h.escrow, escrowABI.PackAppeal(id, fee))
}

// eventOf decodes the single log of the receipt for the named event.
func eventOf[T any](h *harness, r *types.Receipt, name string, unpack func(*types.Log) (T, error)) T {
	h.t.Helper()
	ev, err := unpack(findLog(h.t, r, h.escrowAddr, eventID(name)))
	if err != nil {
		h.t.Fatalf("unpack %s: %v", name, err)
	}
	return ev
}
