package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/chain/gethtest"
	"github.com/arbitra-network/arbitra/internal/await"
)

// TestJurorStakeOnGeth runs the juror's staking commands against a real
// `geth --dev` node (a block a second) with delays of seconds: the juror
// bonds with 'arbitra juror bond', is drawn, settles a deal created with
// 'arbitra escrow create --juror-fee' by its ballot and earns the fee, asks
// to unbond, is refused its withdrawal before the delay and paid after it.
func TestJurorStakeOnGeth(t *testing.T) {
	rpcURL, client := gethtest.Start(t, 1)
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cli := cliRunner{t: t, ctx: ctx, bin: bin}

	labels := []string{"stake-deployer", "stake-buyer", "stake-seller", "stake-juror"}
	var addrs []common.Address
	for _, l := range labels {
		addrs = append(addrs, chain.DevAddress(l))
	}
	gethtest.Fund(ctx, t, client, addrs...)
	tr := func(label string) *chain.Transactor {
		t.Helper()
		x, err := chain.NewTransactor(ctx, client, chain.DevKey(label), chain.WithPollInterval(100*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	deployer, buyer, seller := tr(labels[0]), tr(labels[1]), tr(labels[2])
	jurorKey := chain.DevKey(labels[3])
	juror := crypto.PubkeyToAddress(jurorKey.PublicKey)
	jurorEnv := []string{"ARBITRA_PRIVATE_KEY=" + hexutil.Encode(crypto.FromECDSA(jurorKey))}

	tokenAddr, _, err := chain.DeployMockUSDC(ctx, deployer)
	if err != nil {
		t.Fatal(err)
	}
	const registryDelay, grace, unbondDelay = 2, 3, 20
	minStake := big.NewInt(100_000_000) // 100 USDC
	escrowAddr, _, err := chain.DeployEscrow(ctx, deployer, chain.EscrowParams{
		Owner: deployer.Address(), GracePeriod: grace, RegistryDelay: registryDelay, UnbondDelay: unbondDelay,
		StakeToken: tokenAddr, MinJurorStake: minStake, MinCoordinatorStake: minStake, PanelSize: 1, QuorumThreshold: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	mint := chain.NewToken(client, tokenAddr, deployer)
	for _, a := range []common.Address{juror, buyer.Address()} {
		if _, err := mint.Mint(ctx, a, big.NewInt(500_000_000)); err != nil {
			t.Fatal(err)
		}
	}
	conn := []string{"--rpc-url", rpcURL, "--escrow", escrowAddr.Hex()}
	args := func(cmd ...string) []string { return append(cmd, conn...) }

	// Errors before and at the bond.
	if _, errOut, err := cli.run(jurorEnv, args("juror", "bond", "--amount", "99")...); err == nil || !strings.Contains(errOut, "under the escrow's minimum") {
		t.Fatalf("a bond under the minimum: %v\n%s", err, errOut)
	}
	if _, errOut, err := cli.run(nil, args("juror", "bond", "--amount", "100")...); err == nil || !strings.Contains(errOut, "ARBITRA_PRIVATE_KEY") {
		t.Fatalf("a bond without a key: %v\n%s", err, errOut)
	}
	out := cli.ok(jurorEnv, args("juror", "bond", "--amount", "100")...)
	if field(t, out, "juror") != juror.Hex() || !strings.Contains(out, "bonded      100") {
		t.Fatalf("bond output:\n%s", out)
	}
	status := func() jurorStatus {
		t.Helper()
		var st jurorStatus
		if err := json.Unmarshal([]byte(cli.ok(nil, args("juror", "status", "--juror", juror.Hex(), "--json")...)), &st); err != nil {
			t.Fatal(err)
		}
		return st
	}
	if st := status(); st.Bonded != minStake.String() || st.Drawable || st.Unbonding != "0" {
		t.Fatalf("status right after the bond: %+v", st)
	}
	escrow, err := chain.NewEscrow(ctx, client, escrowAddr, buyer)
	if err != nil {
		t.Fatal(err)
	}
	stake, err := escrow.Stake(ctx, juror)
	if err != nil || !stake.HasEntry {
		t.Fatalf("stake %+v (%v)", stake, err)
	}
	entry, err := escrow.JurorsAt(ctx, 0)
	if err != nil || len(entry) != 0 {
		t.Fatalf("jurorsAt(0) = %v (%v)", entry, err)
	}
	waitForJuror(ctx, t, escrow, juror)
	if st := status(); !st.Drawable {
		t.Fatalf("status once drawable: %+v", st)
	}

	// A deal with a juror fee, settled by the juror's ballot.
	dir := t.TempDir()
	criteria := filepath.Join(dir, "criteria.txt")
	if err := os.WriteFile(criteria, []byte("- a haiku about escrow\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	buyerEnv := []string{"ARBITRA_PRIVATE_KEY=" + hexutil.Encode(crypto.FromECDSA(chain.DevKey(labels[1])))}
	out = cli.ok(buyerEnv, args("escrow", "create", "--seller", seller.Address().Hex(), "--token", tokenAddr.Hex(),
		"--amount", "10", "--juror-fee", "1.5", "--criteria-file", criteria, "--deadline", "1h")...)
	id := common.HexToHash(field(t, out, "deal_id"))
	if d, err := escrow.Deal(ctx, id); err != nil || d.JurorFee.Int64() != 1_500_000 || d.Amount.Int64() != 10_000_000 {
		t.Fatalf("deal %+v (%v)", d, err)
	}
	sub, err := escrow.WithTransactor(seller).Submit(ctx, id, common.HexToHash("0x77"))
	if err != nil {
		t.Fatal(err)
	}
	waitForBlock(ctx, t, client, sub.BlockNumber.Uint64()+2)
	panel, err := escrow.Panel(ctx, id)
	if err != nil || len(panel.Seats) != 1 || panel.Seats[0] != juror {
		t.Fatalf("panel %+v (%v)", panel, err)
	}
	root, err := escrow.EvidenceRoot(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	ballot, err := chain.SignBallot(jurorKey, escrow.BallotDigest(id, root, true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := escrow.ResolveByQuorum(ctx, id, true, [][]byte{ballot}, nil); err != nil {
		t.Fatal(err)
	}
	if st := status(); st.FeesEarned != "1500000" || st.DealsServed != 1 || st.Slashes != 0 {
		t.Fatalf("status after serving: %+v", st)
	}
	if bal, err := chain.NewToken(client, tokenAddr, nil).BalanceOf(ctx, juror); err != nil || bal.Int64() != 400_000_000+1_500_000 {
		t.Fatalf("juror balance %s (%v)", bal, err)
	}

	// Unbond: refused withdrawals until the release time, then paid.
	out = cli.ok(jurorEnv, args("juror", "unbond")...)
	if !strings.Contains(out, "unbonding   100") {
		t.Fatalf("unbond output:\n%s", out)
	}
	st := status()
	if st.Unbonding != minStake.String() || st.Bonded != "0" || st.ReleaseAt == 0 {
		t.Fatalf("status after unbond: %+v", st)
	}
	if _, errOut, err := cli.run(jurorEnv, args("juror", "withdraw")...); err == nil || !strings.Contains(errOut, "unbond until") {
		t.Fatalf("a withdrawal before the delay: %v\n%s", err, errOut)
	}
	if _, errOut, err := cli.run(jurorEnv, args("juror", "unbond")...); err == nil || !strings.Contains(errOut, "no juror bond") {
		t.Fatalf("a second unbond: %v\n%s", err, errOut)
	}
	waitForTime(ctx, t, client, st.ReleaseAt)
	out = cli.ok(jurorEnv, args("juror", "withdraw")...)
	if !strings.Contains(out, "withdrawn   100") {
		t.Fatalf("withdraw output:\n%s", out)
	}
	if bal, err := chain.NewToken(client, tokenAddr, nil).BalanceOf(ctx, juror); err != nil || bal.Int64() != 500_000_000+1_500_000 {
		t.Fatalf("juror balance after the withdrawal %s (%v)", bal, err)
	}
	if st := status(); st.Unbonding != "0" || st.Bonded != "0" || st.FeesEarned != "1500000" {
		t.Fatalf("status at the end: %+v", st)
	}
}

// waitForBlock waits until the node's head is at least number; geth --dev
// mines on its own period, so the test waits on the chain, not a clock.
func waitForBlock(ctx context.Context, t *testing.T, client *ethclient.Client, number uint64) {
	t.Helper()
	await.UntilCtx(t, ctx, fmt.Sprintf("head %d", number), func() bool {
		n, err := client.BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n >= number
	})
}

// waitForTime waits until the head block's timestamp is at least ts.
func waitForTime(ctx context.Context, t *testing.T, client *ethclient.Client, ts uint64) {
	t.Helper()
	await.UntilCtx(t, ctx, fmt.Sprintf("head time %d", ts), func() bool {
		h, err := client.HeaderByNumber(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		return h.Time >= ts
	})
}

// waitForJuror waits until juror is drawable at the head block.
func waitForJuror(ctx context.Context, t *testing.T, escrow *chain.Escrow, juror common.Address) {
	t.Helper()
	await.UntilCtx(t, ctx, juror.Hex()+" to be drawable", func() bool {
		ok, err := escrow.IsJuror(ctx, juror)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	})
}
