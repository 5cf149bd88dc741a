package chain_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"go.uber.org/goleak"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/leaktest"
)

// startDevnetRPC starts a devnet and its JSON-RPC server on a free loopback
// port, and dials it over HTTP.
func startDevnetRPC(t *testing.T) (*chain.Devnet, *chain.RPCServer, *ethclient.Client) {
	t.Helper()
	d, err := chain.NewDevnet(context.Background(), chain.DevnetConfig{})
	if err != nil {
		t.Fatal(err)
	}
	srv, err := d.ServeRPC("127.0.0.1:0")
	if err != nil {
		d.Close()
		t.Fatal(err)
	}
	client, err := ethclient.Dial(srv.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		client.Close()
		if err := srv.Close(); err != nil {
			t.Errorf("close rpc: %v", err)
		}
		if err := d.Close(); err != nil {
			t.Errorf("close devnet: %v", err)
		}
	})
	return d, srv, client
}

// TestDevnetRPCWithEthclient plays buyer and seller over HTTP JSON-RPC with
// go-ethereum's ethclient, as an outside tool would: chain ID, fees, gas
// estimates, raw transactions mined at once, receipts, calls, logs, and a
// revert's custom error decoded from the error data the server passes on.
func TestDevnetRPCWithEthclient(t *testing.T) {
	// Registered first, so it runs after the devnet, server and client closed.
	opts := append(leaktest.Known(), goleak.IgnoreCurrent())
	t.Cleanup(func() {
		http.DefaultTransport.(*http.Transport).CloseIdleConnections()
		goleak.VerifyNone(t, opts...)
	})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	d, _, client := startDevnetRPC(t)

	id, err := client.ChainID(ctx)
	if err != nil || id.Int64() != chain.DevnetChainID {
		t.Fatalf("eth_chainId %v, %v", id, err)
	}
	if _, err := client.SuggestGasPrice(ctx); err != nil {
		t.Fatalf("eth_gasPrice: %v", err)
	}
	if fh, err := client.FeeHistory(ctx, 1, nil, []float64{50}); err != nil || len(fh.BaseFee) == 0 {
		t.Fatalf("eth_feeHistory %+v, %v", fh, err)
	}
	head0, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}

	buyer, err := chain.NewTransactor(ctx, client, chain.DevKey("buyer"), chain.WithPollInterval(5*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	seller, err := chain.NewTransactor(ctx, client, chain.DevKey("seller"), chain.WithPollInterval(5*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	token := chain.NewToken(client, d.TokenAddress(), buyer)
	escrow, err := chain.NewEscrow(ctx, client, d.EscrowAddress(), buyer)
	if err != nil {
		t.Fatal(err)
	}
	amount := big.NewInt(7_000_000)
	approve, err := token.Approve(ctx, d.EscrowAddress(), amount)
	if err != nil {
		t.Fatalf("approve over RPC: %v", err)
	}
	if approve.BlockNumber.Uint64() != head0+1 {
		t.Fatalf("approve mined in block %d, want the next block %d", approve.BlockNumber, head0+1)
	}
	got, err := client.TransactionReceipt(ctx, approve.TxHash)
	if err != nil || got.Status != types.ReceiptStatusSuccessful || got.BlockHash != approve.BlockHash {
		t.Fatalf("eth_getTransactionReceipt %+v, %v", got, err)
	}

	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	dealID := sha256.Sum256([]byte("devnet-rpc-deal"))
	criteria := sha256.Sum256([]byte("criteria"))
	created, err := escrow.CreateDeal(ctx, chain.DealTerms{
		ID: dealID, Seller: seller.Address(), Token: d.TokenAddress(), Amount: amount,
		CriteriaHash: criteria, Deadline: head.Time + 3600,
	})
	if err != nil {
		t.Fatalf("createDeal over RPC: %v", err)
	}
	st, err := escrow.Deal(ctx, dealID) // eth_call
	if err != nil || st.Status != chain.StatusFunded || st.Buyer != buyer.Address() || st.Amount.Cmp(amount) != 0 {
		t.Fatalf("getDeal %+v, %v", st, err)
	}

	// The token's Transfer into the escrow is in eth_getLogs of the deal's block.
	transfer := crypto.Keccak256Hash([]byte("Transfer(address,address,uint256)"))
	logs, err := client.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: created.BlockNumber, ToBlock: created.BlockNumber,
		Addresses: []common.Address{d.TokenAddress()}, Topics: [][]common.Hash{{transfer}},
	})
	if err != nil || len(logs) != 1 {
		t.Fatalf("eth_getLogs: %d logs, %v", len(logs), err)
	}
	if common.BytesToAddress(logs[0].Topics[2].Bytes()) != d.EscrowAddress() || new(big.Int).SetBytes(logs[0].Data).Cmp(amount) != 0 {
		t.Fatalf("transfer log %+v", logs[0])
	}

	// A refund before the deadline fails in eth_estimateGas; the custom
	// error comes back decoded.
	_, err = escrow.Refund(ctx, dealID)
	if !errors.Is(err, chain.ErrRefundNotAvailable) || !strings.Contains(err.Error(), "RefundNotAvailable") {
		t.Fatalf("early refund over RPC: %v", err)
	}

	if _, err := escrow.WithTransactor(seller).Submit(ctx, dealID, sha256.Sum256([]byte("work"))); err != nil {
		t.Fatalf("submit over RPC: %v", err)
	}
	if st, err := escrow.Deal(ctx, dealID); err != nil || st.Status != chain.StatusSubmitted {
		t.Fatalf("after submit %+v, %v", st, err)
	}

	// evm_increaseTime mines a block that much later.
	before, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var moved uint64
	if err := client.Client().CallContext(ctx, &moved, "evm_increaseTime", 7200); err != nil || moved != 7200 {
		t.Fatalf("evm_increaseTime: %d, %v", moved, err)
	}
	after, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if after.Number.Uint64() <= before.Number.Uint64() || after.Time < before.Time+7200 {
		t.Fatalf("head went from block %d at %d to %d at %d", before.Number, before.Time, after.Number, after.Time)
	}
}

// TestDevnetRPCEdge checks what the server refuses: non-loopback listen
// addresses, methods outside eth_/net_/web3_, other content types, other
// Host headers, and GETs.
func TestDevnetRPCEdge(t *testing.T) {
	d, srv, client := startDevnetRPC(t)
	if _, err := d.ServeRPC("0.0.0.0:0"); !errors.Is(err, chain.ErrNotLoopback) {
		t.Fatalf("ServeRPC on all interfaces: %v", err)
	}
	ctx := context.Background()
	var v any
	err := client.Client().CallContext(ctx, &v, "admin_startHTTP", "0.0.0.0", 8545)
	var rerr rpc.Error
	if !errors.As(err, &rerr) || rerr.ErrorCode() != -32601 {
		t.Fatalf("admin_startHTTP: %v", err)
	}
	var version string
	if err := client.Client().CallContext(ctx, &version, "net_version"); err != nil || version != "1337" {
		t.Fatalf("net_version %q, %v", version, err)
	}
	// A batch answers each request.
	batch := []rpc.BatchElem{{Method: "eth_chainId", Result: new(string)}, {Method: "eth_blockNumber", Result: new(string)}}
	if err := client.Client().BatchCallContext(ctx, batch); err != nil || batch[0].Error != nil || *batch[0].Result.(*string) != "0x539" || batch[1].Error != nil {
		t.Fatalf("batch: %v, %+v", err, batch)
	}

	body := `{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`
	for _, c := range []struct {
		name, method, ctype, host string
		want                      int
	}{
		{"json", http.MethodPost, "application/json", "", http.StatusOK},
		{"text/plain", http.MethodPost, "text/plain", "", http.StatusUnsupportedMediaType},
		{"foreign host", http.MethodPost, "application/json", "evil.example:8545", http.StatusForbidden},
		{"GET", http.MethodGet, "application/json", "", http.StatusMethodNotAllowed},
	} {
		req, _ := http.NewRequest(c.method, srv.URL(), strings.NewReader(body))
		req.Header.Set("Content-Type", c.ctype)
		if c.host != "" {
			req.Host = c.host
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("%s: status %d, want %d", c.name, resp.StatusCode, c.want)
		}
	}

	// A page on loopback may call the devnet from a browser (its
	// preflight is answered); a page of any other origin may not.
	for _, c := range []struct {
		origin string
		allow  bool
	}{{"http://127.0.0.1:8080", true}, {"http://localhost:3000", true}, {"https://evil.example", false}, {"null", false}} {
		req, _ := http.NewRequest(http.MethodOptions, srv.URL(), nil)
		req.Header.Set("Origin", c.origin)
		req.Header.Set("Access-Control-Request-Method", http.MethodPost)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		got := resp.Header.Get("Access-Control-Allow-Origin")
		if c.allow && (resp.StatusCode != http.StatusNoContent || got != c.origin) || !c.allow && got != "" {
			t.Errorf("preflight from %s: %d, allow-origin %q", c.origin, resp.StatusCode, got)
		}
	}
}
