package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/mcpserver"
)

// devnetAccount is a funded test account `arbitra devnet` prints.
type devnetAccount struct {
	addr common.Address
	key  string // hex, as printed
}

// parseDevnetAccount reads "0xADDR key 0xHEX (TEST ONLY...)".
func parseDevnetAccount(t *testing.T, line string) devnetAccount {
	t.Helper()
	f := strings.Fields(line)
	if len(f) < 4 || f[1] != "key" || !isAddress(f[0]) || !strings.Contains(line, "TEST ONLY") {
		t.Fatalf("account line %q", line)
	}
	return devnetAccount{addr: common.HexToAddress(f[0]), key: f[2]}
}

// writeKeystore writes key as an encrypted keystore file and its passphrase
// file, returning both paths.
func writeKeystore(t *testing.T, dir, name string, key *ecdsa.PrivateKey) (ks, pw string) {
	t.Helper()
	k := &keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key}
	b, err := keystore.EncryptKey(k, "correct horse "+name, keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	ks, pw = filepath.Join(dir, name+".json"), filepath.Join(dir, name+".pass")
	if err := os.WriteFile(ks, b, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pw, []byte("correct horse "+name+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return ks, pw
}

// cliRunner runs the arbitra binary as a separate process with an
// environment free of the parent's ARBITRA_ variables.
type cliRunner struct {
	t   *testing.T
	ctx context.Context
	bin string
}

func (r cliRunner) run(env []string, args ...string) (stdout, stderr string, err error) {
	r.t.Helper()
	cmd := exec.CommandContext(r.ctx, r.bin, args...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "ARBITRA_") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err = cmd.Run()
	return out.String(), errOut.String(), err
}

// ok runs and fails the test unless the command succeeds.
func (r cliRunner) ok(env []string, args ...string) string {
	r.t.Helper()
	out, errOut, err := r.run(env, args...)
	if err != nil {
		r.t.Fatalf("arbitra %s: %v\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), err, out, errOut)
	}
	return out
}

// field returns the value of the first "name  value" line of out.
func field(t *testing.T, out, name string) string {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == name {
			return f[1]
		}
	}
	t.Fatalf("no %s line in:\n%s", name, out)
	return ""
}

// TestEscrowCommandsAgainstDevnetRPC runs `arbitra devnet` and plays buyer
// and seller against its JSON-RPC with `arbitra escrow` processes, signing
// from ARBITRA_PRIVATE_KEY and from keystore files; bad inputs fail naming
// the flag; an early refund fails with the contract's decoded error. Then
// the MCP escrow tools act on the same chain through the devnet's /mcp and
// through a separate `arbitra coordinator --rpc-url --escrow`.
func TestEscrowCommandsAgainstDevnetRPC(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cli := cliRunner{t: t, ctx: ctx, bin: bin}

	dev := startProc(t, bin, "devnet", "devnet", "--datadir", filepath.Join(dir, "devnet"),
		"--http-addr", "127.0.0.1:0", "--rpc-addr", "127.0.0.1:0", "--log-level", "warn")
	api := dev.expect(t, "api ")
	rpcURL := dev.expect(t, "rpc ")
	if cid := dev.expect(t, "chain "); cid != "1337" {
		t.Fatalf("chain %q", cid)
	}
	escrowAddr := dev.expect(t, "escrow ")
	tokenAddr := strings.Fields(dev.expect(t, "token "))[0]
	buyer := parseDevnetAccount(t, dev.expect(t, "buyer "))
	seller := parseDevnetAccount(t, dev.expect(t, "seller "))
	if buyer.addr != chain.DevAddress("buyer") || seller.addr != chain.DevAddress("seller") {
		t.Fatalf("accounts %s %s", buyer.addr, seller.addr)
	}
	eth, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		t.Fatal(err)
	}
	defer eth.Close()
	token := chain.NewToken(eth, common.HexToAddress(tokenAddr), nil)
	startBalance, err := token.BalanceOf(ctx, buyer.addr)
	if err != nil || startBalance.Sign() == 0 {
		t.Fatalf("buyer balance %v, %v", startBalance, err)
	}

	sellerKey, err := crypto.HexToECDSA(strings.TrimPrefix(seller.key, "0x"))
	if err != nil {
		t.Fatal(err)
	}
	buyerKey, err := crypto.HexToECDSA(strings.TrimPrefix(buyer.key, "0x"))
	if err != nil {
		t.Fatal(err)
	}
	sellerKS, sellerPW := writeKeystore(t, dir, "seller", sellerKey)
	buyerKS, buyerPW := writeKeystore(t, dir, "buyer", buyerKey)
	criteriaFile, workFile := filepath.Join(dir, "criteria.txt"), filepath.Join(dir, "work.txt")
	criteria := "- The report includes a revenue table for 2026\n- The report cites its data sources\n"
	work := "Annual report. The revenue table for 2026 opens section one; the sources are cited.\n"
	os.WriteFile(criteriaFile, []byte(criteria), 0o644)
	os.WriteFile(workFile, []byte(work), 0o644)
	emptyFile := filepath.Join(dir, "empty.txt")
	os.WriteFile(emptyFile, nil, 0o644)

	asBuyer := []string{"ARBITRA_PRIVATE_KEY=" + buyer.key}
	conn := []string{"--rpc-url", rpcURL, "--escrow", escrowAddr}
	createArgs := func(extra ...string) []string {
		return append(append([]string{"escrow", "create"}, conn...), append([]string{"--seller", seller.addr.Hex(),
			"--token", tokenAddr, "--amount", "12.5", "--criteria-file", criteriaFile, "--deadline", "1h"}, extra...)...)
	}

	t.Run("help", func(t *testing.T) {
		for _, sub := range []string{"create", "submit", "refund", "show"} {
			out := cli.ok(nil, "escrow", sub, "--help")
			if !strings.Contains(out, "Usage: arbitra escrow "+sub) || !strings.Contains(out, "--rpc-url") {
				t.Errorf("escrow %s --help:\n%s", sub, out)
			}
		}
	})

	t.Run("bad inputs name the flag", func(t *testing.T) {
		otherID := fmt.Sprintf("0x%064x", 99)
		for _, c := range []struct {
			name string
			env  []string
			args []string
			want []string
		}{
			{"no rpc url", asBuyer, []string{"escrow", "show", "--escrow", escrowAddr}, []string{"--rpc-url is required"}},
			{"escrow not an address", nil, []string{"escrow", "show", "--rpc-url", rpcURL, "--escrow", "0x12"}, []string{"--escrow", "not an address"}},
			{"no contract at escrow", asBuyer, []string{"escrow", "show", "--rpc-url", rpcURL, "--escrow", "0x" + strings.Repeat("0", 39) + "1"}, []string{"--escrow", "no contract"}},
			{"no seller", asBuyer, []string{"escrow", "create", "--rpc-url", rpcURL, "--escrow", escrowAddr, "--token", tokenAddr,
				"--amount", "1", "--criteria-file", criteriaFile, "--deadline", "1h"}, []string{"--seller"}},
			{"too many decimals", asBuyer, createArgs("--amount", "1.1234567"), []string{"--amount", "6 decimals"}},
			{"amount not a number", asBuyer, createArgs("--amount", "1e6"), []string{"--amount", "not a decimal number"}},
			{"amount over the balance", []string{"ARBITRA_PRIVATE_KEY=" + seller.key}, createArgs(), []string{"--amount", "more than the buyer"}},
			{"missing criteria file", asBuyer, createArgs("--criteria-file", filepath.Join(dir, "nope.txt")), []string{"--criteria-file", "no such file"}},
			{"empty criteria file", asBuyer, createArgs("--criteria-file", emptyFile), []string{"--criteria-file", "is empty"}},
			{"no deadline", asBuyer, createArgs("--deadline", "0s"), []string{"--deadline"}},
			{"token not a contract", asBuyer, createArgs("--token", seller.addr.Hex()), []string{"--token", "decimals()"}},
			{"no key", nil, createArgs(), []string{"no key", "--keystore", "ARBITRA_PRIVATE_KEY"}},
			{"bad hex key", []string{"ARBITRA_PRIVATE_KEY=0xnot-a-key"}, createArgs(), []string{"ARBITRA_PRIVATE_KEY is not a hex private key"}},
			{"keystore and env key", asBuyer, createArgs("--keystore", buyerKS, "--password-file", buyerPW), []string{"both --keystore and ARBITRA_PRIVATE_KEY"}},
			{"keystore without passphrase", nil, createArgs("--keystore", buyerKS), []string{"--keystore needs its passphrase", "ARBITRA_PASSPHRASE_FILE"}},
			{"wrong passphrase", nil, createArgs("--keystore", buyerKS, "--password-file", sellerPW), []string{"--keystore", "decrypt"}},
			{"bad deal id", asBuyer, append(append([]string{"escrow", "submit"}, conn...), "--deal-id", "42", "--deliverable-file", workFile), []string{"--deal-id", "0x and 64 hex digits"}},
			{"no deliverable file", asBuyer, append(append([]string{"escrow", "submit"}, conn...), "--deal-id", otherID), []string{"--deliverable-file is required"}},
			{"unknown deal", nil, append(append([]string{"escrow", "show"}, conn...), otherID), []string{"deal not found"}},
		} {
			out, errOut, err := cli.run(c.env, c.args...)
			if err == nil {
				t.Errorf("%s: succeeded:\n%s", c.name, out)
				continue
			}
			for _, w := range c.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("%s: stderr does not say %q:\n%s", c.name, w, errOut)
				}
			}
			if strings.Contains(errOut, "not-a-key") {
				t.Errorf("%s: the key's value is echoed:\n%s", c.name, errOut)
			}
		}
	})

	// The buyer funds with ARBITRA_PRIVATE_KEY.
	created := cli.ok(asBuyer, createArgs()...)
	dealID := field(t, created, "deal_id")
	if !strings.Contains(created, "12.5 mUSDC (12500000 base units)") {
		t.Fatalf("create output:\n%s", created)
	}
	if got, want := field(t, created, "criteria_hash"), common.Hash(sha256.Sum256([]byte(criteria))).Hex(); got != want {
		t.Fatalf("criteria_hash %s, want sha256 of the file %s", got, want)
	}

	// Before the deadline, the buyer's refund fails with the contract's own error.
	_, errOut, err := cli.run(asBuyer, append(append([]string{"escrow", "refund"}, conn...), "--deal-id", dealID)...)
	if err == nil || !strings.Contains(errOut, "RefundNotAvailable("+strings.ToLower(dealID)) {
		t.Fatalf("early refund: %v\n%s", err, errOut)
	}

	// The seller submits, signing from a keystore file and a passphrase file.
	submitted := cli.ok(nil, append(append([]string{"escrow", "submit"}, conn...),
		"--deal-id", dealID, "--deliverable-file", workFile, "--keystore", sellerKS, "--password-file", sellerPW)...)
	if field(t, submitted, "seller") != seller.addr.Hex() {
		t.Fatalf("submit output:\n%s", submitted)
	}

	var shown dealView
	if err := json.Unmarshal([]byte(cli.ok(nil, append(append([]string{"escrow", "show"}, conn...), "--deal-id", dealID)...)), &shown); err != nil {
		t.Fatal(err)
	}
	if shown.State != "submitted" || shown.Buyer != buyer.addr.Hex() || shown.Seller != seller.addr.Hex() ||
		shown.Amount != "12500000" || shown.AmountUnits != "12.5 mUSDC" || shown.SubmittedAt == 0 ||
		shown.CriteriaHash != common.Hash(sha256.Sum256([]byte(criteria))).Hex() ||
		shown.DeliverableHash != common.Hash(sha256.Sum256([]byte(work))).Hex() {
		t.Fatalf("show: %+v", shown)
	}

	// A second deal, funded from the buyer's keystore (passphrase file named
	// by ARBITRA_PASSPHRASE_FILE), is refunded once its deadline has passed.
	secondID := fmt.Sprintf("0x%064x", 0x5eed)
	cli.ok([]string{"ARBITRA_PASSPHRASE_FILE=" + buyerPW}, createArgs("--keystore", buyerKS, "--deal-id", secondID, "--amount", "3")...)
	if _, errOut, err := cli.run(asBuyer, createArgs("--deal-id", secondID)...); err == nil || !strings.Contains(errOut, "DealAlreadyExists") {
		t.Fatalf("a second createDeal with the same ID: %v\n%s", err, errOut)
	}
	var moved uint64
	if err := eth.Client().CallContext(ctx, &moved, "evm_increaseTime", 2*3600); err != nil || moved != 7200 {
		t.Fatalf("evm_increaseTime: %v", err)
	}
	refunded := cli.ok(asBuyer, append(append([]string{"escrow", "refund"}, conn...), "--deal-id", secondID)...)
	if field(t, refunded, "state") != "refunded" || field(t, refunded, "amount") != "3000000" {
		t.Fatalf("refund output:\n%s", refunded)
	}
	if err := json.Unmarshal([]byte(cli.ok(nil, append(append([]string{"escrow", "show"}, conn...), secondID)...)), &shown); err != nil || shown.State != "refunded" {
		t.Fatalf("show after refund: %+v, %v", shown, err)
	}
	balance, err := token.BalanceOf(ctx, buyer.addr)
	if err != nil || new(big.Int).Sub(startBalance, balance).Cmp(big.NewInt(12_500_000)) != 0 {
		t.Fatalf("buyer balance went from %s to %s: only the first deal's 12.5 should be held", startBalance, balance)
	}

	// The anonymous /mcp caller that tries to spend the node's money: a
	// coordinator's MCP endpoint lists no escrow tool and answers none, and
	// no token moves.
	t.Run("an anonymous mcp caller moves no money", func(t *testing.T) {
		cs := mcpSession(ctx, t, &mcp.StreamableClientTransport{Endpoint: api + "/mcp"})
		tools, err := cs.ListTools(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, tool := range tools.Tools {
			if tool.Name == mcpserver.ToolCreateEscrow || tool.Name == mcpserver.ToolSubmitDeliverable {
				t.Fatalf("the devnet's /mcp offers %s", tool.Name)
			}
		}
		before, err := tokenBalance(ctx, eth, tokenAddr, buyer.addr)
		if err != nil {
			t.Fatal(err)
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: mcpserver.ToolCreateEscrow, Arguments: map[string]any{
			"seller": seller.addr.Hex(), "amount": "900000000000", "criteria": "anything",
			"deadline": time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)}})
		if err == nil && !res.IsError {
			t.Fatalf("create_escrow on the devnet's /mcp answered %+v", res)
		}
		if after, err := tokenBalance(ctx, eth, tokenAddr, buyer.addr); err != nil || after.Cmp(before) != 0 {
			t.Fatalf("the buyer's balance moved from %s to %s (%v)", before, after, err)
		}
	})

	// Each party runs `arbitra mcp` over stdio with its own key: the buyer
	// funds from its keystore, the seller delivers from ARBITRA_PRIVATE_KEY.
	t.Run("mcp over stdio with the agents' own keys", func(t *testing.T) {
		agent := func(extraEnv []string, args ...string) *mcp.ClientSession {
			cmd := exec.CommandContext(ctx, bin, append([]string{"mcp", "--coordinator", api, "--rpc-url", rpcURL, "--escrow", escrowAddr, "--log-level", "warn"}, args...)...)
			for _, kv := range os.Environ() {
				if !strings.HasPrefix(kv, "ARBITRA_") {
					cmd.Env = append(cmd.Env, kv)
				}
			}
			cmd.Env = append(cmd.Env, extraEnv...)
			return mcpSession(ctx, t, &mcp.CommandTransport{Command: cmd})
		}
		buyerMCP := agent(nil, "--token", tokenAddr, "--keystore", buyerKS, "--password-file", buyerPW)
		created := mcpCreate(ctx, t, buyerMCP, seller.addr, "")
		if created.Buyer != strings.ToLower(buyer.addr.Hex()) || !strings.EqualFold(created.Token, tokenAddr) {
			t.Fatalf("stdio MCP funded %+v, want from the buyer %s", created, buyer.addr)
		}
		sellerMCP := agent([]string{"ARBITRA_PRIVATE_KEY=" + seller.key})
		if sub := mcpSubmit(ctx, t, sellerMCP, created); sub.Seller != strings.ToLower(seller.addr.Hex()) {
			t.Fatalf("stdio MCP delivered from %s, want the seller %s", sub.Seller, seller.addr)
		}
		id, _ := parseDealIDFlag(created.DealID)
		e, err := chain.NewEscrow(ctx, eth, common.HexToAddress(escrowAddr), nil)
		if err != nil {
			t.Fatal(err)
		}
		if st, err := e.Deal(ctx, id); err != nil || st.Status != chain.StatusSubmitted || st.DeliverableHash != sha256.Sum256([]byte("logo.svg")) {
			t.Fatalf("on chain: %+v, %v", st, err)
		}
	})
}

// tokenBalance reads owner's balance of the ERC-20 at token.
func tokenBalance(ctx context.Context, eth *ethclient.Client, token string, owner common.Address) (*big.Int, error) {
	return chain.NewToken(eth, common.HexToAddress(token), nil).BalanceOf(ctx, owner)
}

func mcpSession(ctx context.Context, t *testing.T, tr mcp.Transport) *mcp.ClientSession {
	t.Helper()
	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	cs, err := client.Connect(ctx, tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// mcpCreate funds a deal with create_escrow and checks that the committed
// criteria hash is sha256 of the text.
func mcpCreate(ctx context.Context, t *testing.T, cs *mcp.ClientSession, seller common.Address, token string) mcpserver.CreateEscrowOutput {
	t.Helper()
	criteria := "The logo is delivered in SVG format."
	args := map[string]any{"seller": seller.Hex(), "amount": "1000000", "criteria": criteria,
		"deadline": time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)}
	if token != "" {
		args["token"] = token
	}
	var created mcpserver.CreateEscrowOutput
	callTool(ctx, t, cs, mcpserver.ToolCreateEscrow, args, &created)
	if created.CriteriaHash != common.Hash(sha256.Sum256([]byte(criteria))).Hex() || created.Criteria != criteria {
		t.Fatalf("create_escrow: %+v", created)
	}
	return created
}

// mcpSubmit delivers "logo.svg" with submit_deliverable.
func mcpSubmit(ctx context.Context, t *testing.T, cs *mcp.ClientSession, created mcpserver.CreateEscrowOutput) mcpserver.SubmitDeliverableOutput {
	t.Helper()
	var sub mcpserver.SubmitDeliverableOutput
	callTool(ctx, t, cs, mcpserver.ToolSubmitDeliverable, map[string]any{"deal_id": created.DealID, "deliverable": "logo.svg"}, &sub)
	if sub.DeliverableHash != common.Hash(sha256.Sum256([]byte("logo.svg"))).Hex() || sub.Block <= created.Block {
		t.Fatalf("submit_deliverable: %+v", sub)
	}
	return sub
}

func callTool(ctx context.Context, t *testing.T, cs *mcp.ClientSession, name string, args map[string]any, out any) {
	t.Helper()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		b, _ := json.Marshal(res.Content)
		t.Fatalf("%s: tool error %s", name, b)
	}
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatalf("%s: %v in %s", name, err, b)
	}
}

func TestEscrowTokenAmounts(t *testing.T) {
	for _, c := range []struct {
		in       string
		decimals uint8
		want     string // base units, or "" for an error
	}{
		{"12.5", 6, "12500000"},
		{"0.000001", 6, "1"},
		{".5", 6, "500000"},
		{"007", 0, "7"},
		{"1", 18, "1000000000000000000"},
		{"1.1234567", 6, ""},
		{"0", 6, ""},
		{"0.000000", 6, ""},
		{"-1", 6, ""},
		{"1.", 6, ""},
		{"", 6, ""},
		{".", 6, ""},
		{"1e6", 6, ""},
		{"1,5", 6, ""},
		{"1" + strings.Repeat("0", 80), 0, ""},
	} {
		got, err := parseTokenAmount(c.in, c.decimals)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("parseTokenAmount(%q, %d) = %s, want an error", c.in, c.decimals, got)
		case c.want != "" && (err != nil || got.String() != c.want):
			t.Errorf("parseTokenAmount(%q, %d) = %v, %v; want %s", c.in, c.decimals, got, err, c.want)
		}
	}
	for _, c := range []struct {
		base     int64
		decimals uint8
		want     string
	}{{12_500_000, 6, "12.5"}, {1, 6, "0.000001"}, {3_000_000, 6, "3"}, {0, 6, "0"}, {42, 0, "42"}} {
		if got := formatUnits(big.NewInt(c.base), c.decimals); got != c.want {
			t.Errorf("formatUnits(%d, %d) = %q, want %q", c.base, c.decimals, got, c.want)
		}
	}
}

// TestEscrowWalletFromNodeDataDir loads the key `arbitra keys new` writes
// with a passphrase, by naming the data directory as --keystore.
func TestEscrowWalletFromNodeDataDir(t *testing.T) {
	t.Setenv(envPrivateKey, "")
	t.Setenv(envPassphraseFile, "")
	dir := t.TempDir()
	key := chain.DevKey("wallet-dir")
	if err := identity.Save(filepath.Join(dir, "node"), key, "s3cret"); err != nil {
		t.Fatal(err)
	}
	pw := filepath.Join(dir, "pass")
	os.WriteFile(pw, []byte("s3cret\r\n"), 0o600)
	w := newWalletFlags("", envPrivateKey)
	w.keystore, w.passwordFile = filepath.Join(dir, "node"), pw
	got, err := w.key()
	if err != nil || !got.Equal(key) {
		t.Fatalf("key from the data directory: %v", err)
	}
	t.Setenv(envPassphraseFile, pw)
	w.passwordFile = ""
	if got, err := w.key(); err != nil || !got.Equal(key) {
		t.Fatalf("key with %s: %v", envPassphraseFile, err)
	}
	os.WriteFile(pw, []byte("\n"), 0o600)
	if _, err := w.key(); err == nil || !strings.Contains(err.Error(), "--password-file") {
		t.Fatalf("empty passphrase file: %v", err)
	}
	os.WriteFile(pw, []byte("s3cret"), 0o600)
	w.keystore = filepath.Join(dir, "missing")
	if _, err := w.key(); err == nil || !strings.Contains(err.Error(), "--keystore") {
		t.Fatalf("missing keystore: %v", err)
	}
}

// TestEscrowShowPanelHook reads panelOf from a node that answers it, and
// says when the draw is pending, as an escrow that draws panels reverts
// with DrawPending before its draw block.
func TestEscrowShowPanelHook(t *testing.T) {
	seat1, seat2 := chain.DevAddress("seat-1"), chain.DevAddress("seat-2")
	seed := [32]byte{7}
	out, err := panelABI.Methods["panelOf"].Outputs.Pack([]common.Address{seat1, seat2}, seed, big.NewInt(42))
	if err != nil {
		t.Fatal(err)
	}
	pendingID := [32]byte{9}
	pending, err := panelABI.Errors["DrawPending"].Inputs.Pack(pendingID, big.NewInt(77))
	if err != nil {
		t.Fatal(err)
	}
	selector := panelABI.Errors["DrawPending"].ID
	pending = append(selector[:4:4], pending...)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			ID     json.RawMessage   `json:"id"`
			Params []json.RawMessage `json:"params"`
		}
		json.NewDecoder(r.Body).Decode(&req)
		var call struct {
			Input string `json:"input"`
			Data  string `json:"data"`
		}
		json.Unmarshal(req.Params[0], &call)
		input := call.Input + call.Data
		w.Header().Set("Content-Type", "application/json")
		if strings.Contains(input, fmt.Sprintf("%x", pendingID[:])) {
			fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":3,"message":"execution reverted","data":"0x%x"}}`, req.ID, pending)
			return
		}
		fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":"0x%x"}`, req.ID, out)
	}))
	defer srv.Close()
	client, err := ethclient.Dial(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	ctx := context.Background()
	p := readPanel(ctx, client, common.Address{1}, [32]byte{1})
	if p == nil || len(p.Seats) != 2 || p.Seats[0] != seat1.Hex() || p.Seats[1] != seat2.Hex() || p.DrawBlock != 42 || p.Seed != common.Hash(seed).Hex() {
		t.Fatalf("panel %+v", p)
	}
	if p := readPanel(ctx, client, common.Address{1}, pendingID); p == nil || !strings.Contains(p.Pending, "block 77") {
		t.Fatalf("pending panel %+v", p)
	}
}

// TestDevnetRPCAddrMustBeLoopback refuses to serve the chain, whose test
// keys are published, on other interfaces, before starting anything.
func TestDevnetRPCAddrMustBeLoopback(t *testing.T) {
	var out, errOut bytes.Buffer
	err := runDevnet(context.Background(), []string{"--rpc-addr", "0.0.0.0:8545"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "--rpc-addr") || !strings.Contains(err.Error(), "loopback") {
		t.Fatalf("devnet on all interfaces: %v", err)
	}
	if out.Len() != 0 {
		t.Fatalf("devnet started:\n%s", out.String())
	}
}
