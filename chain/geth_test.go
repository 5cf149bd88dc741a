package chain_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
)

// TestGethDevNode runs the client against a real `geth --dev` node over
// JSON-RPC: fund accounts from the dev account, deploy, create, submit,
// resolve, and read the events back.
func TestGethDevNode(t *testing.T) {
	gethPath, err := exec.LookPath("geth")
	if err != nil {
		t.Skip("geth is not on PATH; install it with: go install github.com/ethereum/go-ethereum/cmd/geth@v1.17.10")
	}
	if testing.Short() {
		t.Skip("starts a geth node; skipped with -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	url := startGeth(t, gethPath)
	client := dialWhenReady(ctx, t, url)
	defer client.Close()

	// Fund our accounts from geth's unlocked dev account.
	var accounts []common.Address
	if err := client.Client().CallContext(ctx, &accounts, "eth_accounts"); err != nil || len(accounts) == 0 {
		t.Fatalf("eth_accounts: %v %v", accounts, err)
	}
	dev := accounts[0]
	labels := []string{"geth-deployer", "geth-buyer", "geth-seller", "geth-oracle"}
	var funding []common.Hash
	for _, l := range labels {
		var h common.Hash
		err := client.Client().CallContext(ctx, &h, "eth_sendTransaction", map[string]any{
			"from": dev, "to": chain.DevAddress(l), "value": (*hexutil.Big)(big.NewInt(1e18)),
		})
		if err != nil {
			t.Fatalf("fund %s: %v", l, err)
		}
		funding = append(funding, h)
	}
	for _, h := range funding {
		if r, err := bind.WaitMined(ctx, client, h); err != nil || r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("funding tx %s: %v", h, err)
		}
	}

	tx := func(label string) *chain.Transactor {
		t.Helper()
		tr, err := chain.NewTransactor(ctx, client, chain.DevKey(label), chain.WithPollInterval(100*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	deployer, buyerTx, sellerTx, oracleTx := tx(labels[0]), tx(labels[1]), tx(labels[2]), tx(labels[3])

	tokenAddr, tokenReceipt, err := chain.DeployMockUSDC(ctx, deployer)
	if err != nil {
		t.Fatal(err)
	}
	escrowAddr, _, err := chain.DeployEscrow(ctx, deployer, chain.EscrowParams{
		Owner: deployer.Address(), Oracle: oracleTx.Address(), GracePeriod: 3600, QuorumThreshold: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	buyerEscrow, err := chain.NewEscrow(ctx, client, escrowAddr, buyerTx)
	if err != nil {
		t.Fatal(err)
	}
	buyerToken := chain.NewToken(client, tokenAddr, buyerTx)
	amount := big.NewInt(42_000_000)
	if _, err := buyerToken.Mint(ctx, buyerTx.Address(), amount); err != nil {
		t.Fatal(err)
	}
	if _, err := buyerToken.Approve(ctx, escrowAddr, amount); err != nil {
		t.Fatal(err)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	id := id32("geth-deal")
	created, err := buyerEscrow.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: sellerTx.Address(), Token: tokenAddr,
		Amount: amount, CriteriaHash: id32("criteria"), Deadline: head.Time + 3600})
	if err != nil {
		t.Fatal(err)
	}
	submitted, err := buyerEscrow.WithTransactor(sellerTx).Submit(ctx, id, id32("deliverable"))
	if err != nil {
		t.Fatal(err)
	}
	oracleEscrow := buyerEscrow.WithTransactor(oracleTx)
	resolved, err := oracleEscrow.Resolve(ctx, id, true, id32("verdict"))
	if err != nil {
		t.Fatal(err)
	}

	st, err := buyerEscrow.Deal(ctx, id)
	if err != nil || st.Status != chain.StatusReleased || st.VerdictHash != id32("verdict") {
		t.Fatalf("deal %+v, %v", st, err)
	}
	if bal, err := buyerToken.BalanceOf(ctx, sellerTx.Address()); err != nil || bal.Cmp(amount) != 0 {
		t.Fatalf("seller balance %s, %v", bal, err)
	}
	// Custom errors survive the JSON-RPC round trip.
	if _, err := oracleEscrow.Resolve(ctx, id, true, id32("verdict")); !errors.Is(err, chain.ErrAlreadySettled) {
		t.Fatalf("second resolve over JSON-RPC: %v", err)
	}

	last, err := buyerEscrow.HeadNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	events, err := buyerEscrow.FilterEvents(ctx, tokenReceipt.BlockNumber.Uint64(), last)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		kind chain.EventKind
		r    *types.Receipt
	}{{chain.EventDealCreated, created}, {chain.EventDeliverableSubmitted, submitted}, {chain.EventDealResolved, resolved}}
	if len(events) != len(want) {
		t.Fatalf("%d events: %+v", len(events), events)
	}
	for i, ev := range events {
		if ev.Kind != want[i].kind || ev.DealID != id || ev.TxHash != want[i].r.TxHash || ev.BlockNumber != want[i].r.BlockNumber.Uint64() {
			t.Fatalf("event %d: %s in %s@%d, want %s in %s", i, ev.Kind, ev.TxHash, ev.BlockNumber, want[i].kind, want[i].r.TxHash)
		}
	}
	if r := events[2].Resolved; !r.Approved || r.Recipient != sellerTx.Address() || r.Amount.Cmp(amount) != 0 {
		t.Fatalf("DealResolved %+v", r)
	}
}

// startGeth runs geth --dev on free loopback ports until the test ends.
func startGeth(t *testing.T, gethPath string) string {
	t.Helper()
	dir := t.TempDir()
	httpPort, authPort := freePort(t), freePort(t)
	logPath := filepath.Join(dir, "geth.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gethPath, "--dev", "--dev.period", "1",
		"--datadir", filepath.Join(dir, "data"), "--ipcdisable",
		"--http", "--http.addr", "127.0.0.1", "--http.port", strconv.Itoa(httpPort), "--http.api", "eth,net,web3",
		"--authrpc.addr", "127.0.0.1", "--authrpc.port", strconv.Itoa(authPort),
		"--nodiscover", "--maxpeers", "0", "--port", "0", "--verbosity", "3")
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		t.Fatalf("start geth: %v", err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(20 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		_ = logFile.Close()
		if t.Failed() {
			if b, err := os.ReadFile(logPath); err == nil {
				t.Logf("geth log (tail):\n%s", tail(b, 4000))
			}
		}
	})
	return fmt.Sprintf("http://127.0.0.1:%d", httpPort)
}

func dialWhenReady(ctx context.Context, t *testing.T, url string) *ethclient.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	client, err := ethclient.DialContext(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := client.BlockNumber(ctx); err == nil {
			return client
		}
		select {
		case <-ctx.Done():
			client.Close()
			t.Fatalf("geth did not answer on %s", url)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

func tail(b []byte, n int) []byte {
	if len(b) > n {
		return b[len(b)-n:]
	}
	return b
}
