package chain_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/goleak"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/internal/leaktest"
)

func TestDevKeysAreDeterministic(t *testing.T) {
	want, err := crypto.ToECDSA(crypto.Keccak256([]byte("arbitra-devnet/buyer")))
	if err != nil {
		t.Fatal(err)
	}
	if !chain.DevKey("buyer").Equal(want) {
		t.Fatal("DevKey is not keccak256(\"arbitra-devnet/\"+label)")
	}
	if chain.DevAddress("buyer") != crypto.PubkeyToAddress(want.PublicKey) || chain.DevAddress("buyer") == chain.DevAddress("seller") {
		t.Fatal("DevAddress mismatch")
	}
}

func TestDevnetSetup(t *testing.T) {
	ctx := context.Background()
	_, jurors := jurorLabels(4)
	oracle := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	d := newDevnet(t, chain.DevnetConfig{
		Oracle: oracle, Jurors: jurors, GracePeriod: 90 * time.Second,
		Buyers: []string{"alice", "bob"}, BuyerUSDC: big.NewInt(5_000_000), Accounts: []string{"carol"},
	})

	e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := e.Config(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := chain.EscrowConfig{Owner: d.Owner().Address(), Oracle: oracle, GracePeriod: 90,
		RegistryDelay: uint64(chain.DefaultDevnetRegistryDelay / time.Second), UnbondDelay: 180, StakeToken: d.TokenAddress(),
		MinJurorStake: cfg.MinJurorStake, MinCoordinatorStake: cfg.MinCoordinatorStake, PanelSize: 4, QuorumThreshold: 3, JurorCount: 4}
	if cfg != want || cfg.MinJurorStake.Cmp(chain.DefaultDevnetMinStake) != 0 || cfg.MinCoordinatorStake.Cmp(chain.DefaultDevnetMinStake) != 0 {
		t.Fatalf("config %+v, want %+v", cfg, want)
	}
	if d.Owner().Address() != chain.DevAddress(chain.DevnetOwnerLabel) {
		t.Fatal("owner is not the owner label's account")
	}
	for _, j := range jurors {
		if ok, err := e.IsJuror(ctx, j); err != nil || !ok {
			t.Fatalf("juror %s not registered (%v)", j, err)
		}
	}
	tok := chain.NewToken(d.Client(), d.TokenAddress(), nil)
	for _, b := range []string{"alice", "bob"} {
		if bal, err := tok.BalanceOf(ctx, chain.DevAddress(b)); err != nil || bal.Int64() != 5_000_000 {
			t.Fatalf("%s holds %s USDC units (%v)", b, bal, err)
		}
	}
	for _, a := range append([]common.Address{oracle, chain.DevAddress("carol"), chain.DevAddress("seller")}, jurors...) {
		if bal, err := d.Client().BalanceAt(ctx, a, nil); err != nil || bal.Sign() == 0 {
			t.Fatalf("%s has no ether (%v)", a, err)
		}
	}
	if id, _ := d.Client().ChainID(ctx); id.Cmp(d.ChainID()) != 0 {
		t.Fatalf("chain id %s vs %s", id, d.ChainID())
	}

	// Sending mines a block at once; AdjustTime moves the clock.
	n0, _ := d.Client().BlockNumber(ctx)
	if err := d.Fund(ctx, chain.DevAddress("dave"), big.NewInt(1)); err != nil {
		t.Fatal(err)
	}
	n1, _ := d.Client().BlockNumber(ctx)
	if n1 != n0+1 {
		t.Fatalf("sending mined %d blocks", n1-n0)
	}
	t0 := headTime(t, d)
	if err := d.AdjustTime(time.Hour); err != nil {
		t.Fatal(err)
	}
	if got := headTime(t, d); got < t0+3600 {
		t.Fatalf("head time %d after a one-hour jump from %d", got, t0)
	}
	if err := d.AdjustTime(time.Millisecond); !errors.Is(err, chain.ErrInvalidArgument) {
		t.Fatalf("sub-second jump: %v", err)
	}
	n2, _ := d.Client().BlockNumber(ctx)
	if err := d.Mine(3); err != nil {
		t.Fatal(err)
	}
	if n3, _ := d.Client().BlockNumber(ctx); n3 != n2+3 {
		t.Fatalf("Mine(3) mined %d blocks", n3-n2)
	}
}

func TestDevnetDefaultsAndClose(t *testing.T) {
	// go-ethereum keeps a process-wide sender-recovery pool, started on first
	// use, and its in-memory node leaves one leveldb drain goroutine behind
	// after Close; everything else the Devnet starts must be gone.
	defer goleak.VerifyNone(t, append(leaktest.Known(), goleak.IgnoreCurrent())...)
	ctx := context.Background()
	d, err := chain.NewDevnet(ctx, chain.DevnetConfig{})
	if err != nil {
		t.Fatal(err)
	}
	e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := e.Config(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Oracle != (common.Address{}) || cfg.PanelSize != 1 || cfg.QuorumThreshold != 1 || cfg.JurorCount != 0 || cfg.GracePeriod != 3600 {
		t.Fatalf("default config %+v", cfg)
	}
	bal, err := chain.NewToken(d.Client(), d.TokenAddress(), nil).BalanceOf(ctx, chain.DevAddress("buyer"))
	if err != nil || bal.Cmp(chain.DefaultDevnetBuyerUSDC) != 0 {
		t.Fatalf("default buyer balance %s (%v)", bal, err)
	}

	buyer, err := d.Transactor(ctx, "buyer")
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if err := d.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if err := d.AdjustTime(time.Hour); !errors.Is(err, chain.ErrDevnetClosed) {
		t.Fatalf("AdjustTime after Close: %v", err)
	}
	if err := d.Mine(1); !errors.Is(err, chain.ErrDevnetClosed) {
		t.Fatalf("Mine after Close: %v", err)
	}
	to := common.Address{1}
	if _, err := buyer.Send(ctx, &to, nil, big.NewInt(1)); err == nil {
		t.Fatal("send after Close succeeded")
	}
}

// TestDevnetJobsAndRegistries checks what `arbitra devnet` deploys for
// ERC-8183 jobs: the escrow's case opener is the evaluator, which decides
// on it, the job contract pays in the devnet's MockUSDC, and the ERC-8004
// validation and reputation registries name the identity registry.
func TestDevnetJobsAndRegistries(t *testing.T) {
	ctx := context.Background()
	_, jurors := jurorLabels(3)
	d := newDevnet(t, chain.DevnetConfig{Jurors: jurors, EvaluatorFee: big.NewInt(1_000_000), Registries: true})
	e, err := chain.NewEscrow(ctx, d.Client(), d.EscrowAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg, err := e.Config(ctx); err != nil || cfg.JurorCount != 3 {
		t.Fatalf("escrow config %+v (%v), want three jurors", cfg, err)
	}
	ev, err := chain.NewEvaluator(ctx, d.Client(), d.EvaluatorAddress())
	if err != nil {
		t.Fatal(err)
	}
	if escrow, err := ev.Escrow(ctx); err != nil || escrow != d.EscrowAddress() {
		t.Fatalf("the evaluator's escrow %s (%v), want %s", escrow, err, d.EscrowAddress())
	}
	jobs, err := chain.NewJobs(ctx, d.Client(), d.JobsAddress(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if token, err := jobs.PaymentToken(ctx); err != nil || token != d.TokenAddress() {
		t.Fatalf("the job contract pays in %s (%v), want MockUSDC %s", token, err, d.TokenAddress())
	}
	reg := d.RegistriesAddresses()
	if code, err := d.Client().CodeAt(ctx, reg.Identity, nil); err != nil || len(code) == 0 {
		t.Fatalf("no identity registry at %s (%v)", reg.Identity, err)
	}
	val, rep, esc := contracts.NewAgentValidationRegistry(), contracts.NewAgentReputationRegistry(), contracts.NewArbiterEscrow()
	escrowAddr := d.EscrowAddress()
	for _, c := range []struct {
		name   string
		at     common.Address
		data   []byte
		unpack func([]byte) (common.Address, error)
		want   common.Address
	}{
		{"the escrow's case opener", escrowAddr, esc.PackCaseOpener(), esc.UnpackCaseOpener, d.EvaluatorAddress()},
		{"the validation registry's identity registry", reg.Validation, val.PackGetIdentityRegistry(), val.UnpackGetIdentityRegistry, reg.Identity},
		{"the reputation registry's identity registry", reg.Reputation, rep.PackGetIdentityRegistry(), rep.UnpackGetIdentityRegistry, reg.Identity},
	} {
		out, err := d.Client().CallContract(ctx, ethereum.CallMsg{To: &c.at, Data: c.data}, nil)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got, err := c.unpack(out); err != nil || got != c.want {
			t.Fatalf("%s: %s (%v), want %s", c.name, got, err, c.want)
		}
	}
	if plain := newDevnet(t, chain.DevnetConfig{}); plain.RegistriesAddresses() != (chain.Registries{}) || plain.EvaluatorAddress() != (common.Address{}) {
		t.Fatal("a devnet without EvaluatorFee and Registries has an evaluator or registries")
	}
}
