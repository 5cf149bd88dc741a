package chain_test

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/goleak"

	"github.com/arbitra-network/arbitra/chain"
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
