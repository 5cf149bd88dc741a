// Package gethtest starts a real `geth --dev` node for tests that talk to a
// chain over JSON-RPC. It is imported by tests only.
package gethtest

import (
	"context"
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
)

// Start runs `geth --dev` (a block every period seconds) on loopback for
// the test's lifetime and returns its HTTP RPC URL and a client. It skips
// the test when geth is not installed or with -short.
func Start(t *testing.T, period int) (string, *ethclient.Client) {
	t.Helper()
	gethPath, err := exec.LookPath("geth")
	if err != nil {
		t.Skip("geth is not on PATH; install it with: go install github.com/ethereum/go-ethereum/cmd/geth@v1.17.10")
	}
	if testing.Short() {
		t.Skip("starts a geth node; skipped with -short")
	}
	dir := t.TempDir()
	httpPort, authPort := FreePort(t), FreePort(t)
	logPath := filepath.Join(dir, "geth.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gethPath, "--dev", "--dev.period", strconv.Itoa(period),
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
				if len(b) > 4000 {
					b = b[len(b)-4000:]
				}
				t.Logf("geth log (tail):\n%s", b)
			}
		}
	})
	url := fmt.Sprintf("http://127.0.0.1:%d", httpPort)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	client, err := ethclient.DialContext(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(client.Close)
	for {
		if _, err := client.BlockNumber(ctx); err == nil {
			return url, client
		}
		select {
		case <-ctx.Done():
			t.Fatalf("geth did not answer on %s", url)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// Fund sends one ether from the node's unlocked developer account to each
// address and waits until every transfer is mined.
func Fund(ctx context.Context, t *testing.T, client *ethclient.Client, to ...common.Address) {
	t.Helper()
	var accounts []common.Address
	if err := client.Client().CallContext(ctx, &accounts, "eth_accounts"); err != nil || len(accounts) == 0 {
		t.Fatalf("eth_accounts: %v %v", accounts, err)
	}
	// Nonces are numbered here: geth fills in a nonce from its pool's
	// pending state, which can lag a transaction sent a moment before and
	// then reuse its nonce ("replacement transaction underpriced").
	nonce, err := client.PendingNonceAt(ctx, accounts[0])
	if err != nil {
		t.Fatalf("nonce of %s: %v", accounts[0], err)
	}
	var sent []common.Hash
	for i, a := range to {
		var h common.Hash
		err := client.Client().CallContext(ctx, &h, "eth_sendTransaction", map[string]any{
			"from": accounts[0], "to": a, "value": (*hexutil.Big)(big.NewInt(1e18)),
			"nonce": hexutil.Uint64(nonce + uint64(i)),
		})
		if err != nil {
			t.Fatalf("fund %s: %v", a, err)
		}
		sent = append(sent, h)
	}
	for _, h := range sent {
		if r, err := bind.WaitMined(ctx, client, h); err != nil || r.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("funding tx %s: %v", h, err)
		}
	}
}

// FreePort returns a loopback TCP port that was free a moment ago.
func FreePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}
