package main

import (
	"bytes"
	"context"
	"math/big"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/chain/gethtest"
	"github.com/arbitra-network/arbitra/identity"
)

// TestEscrowDeployAndShowOnGeth deploys the escrow with `arbitra escrow
// deploy` on a geth --dev node and reads it back with `escrow show`.
func TestEscrowDeployAndShowOnGeth(t *testing.T) {
	rpcURL, client := gethtest.Start(t, 1)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := filepath.Join(t.TempDir(), "c")
	key := chain.DevKey("escrow-cli")
	if err := identity.Save(dir, key, ""); err != nil {
		t.Fatal(err)
	}
	owner := crypto.PubkeyToAddress(key.PublicKey)
	gethtest.Fund(ctx, t, client, owner)
	j1, j2, j3 := chain.DevAddress("j1"), chain.DevAddress("j2"), chain.DevAddress("j3")

	// The deployer bonds the --jurors with its own tokens.
	tx, err := chain.NewTransactor(ctx, client, key, chain.WithPollInterval(50*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	token, _, err := chain.DeployMockUSDC(ctx, tx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chain.NewToken(client, token, tx).Mint(ctx, owner, big.NewInt(300_000_000)); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	err = runEscrow(ctx, []string{"deploy", "--rpc-url", rpcURL, "--datadir", dir, "--grace", "2h", "--token", token.Hex(),
		"--jurors", strings.Join([]string{j1.Hex(), j2.Hex(), j3.Hex()}, ",")}, &out, &errOut)
	if err != nil {
		t.Fatalf("deploy: %v\n%s", err, errOut.String())
	}
	deployOut := out.String()
	m := regexp.MustCompile(`escrow +(0x[0-9a-fA-F]{40})`).FindStringSubmatch(out.String())
	if m == nil || !strings.Contains(out.String(), "jurors      3, panel 3, threshold 2") || !strings.Contains(out.String(), "oracle      none") {
		t.Fatalf("deploy output:\n%s", out.String())
	}
	e, err := chain.NewEscrow(ctx, client, common.HexToAddress(m[1]), nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := e.Config(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Oracle != (common.Address{}) || cfg.Owner != owner || cfg.GracePeriod != 7200 || cfg.QuorumThreshold != 2 || cfg.JurorCount != 3 {
		t.Fatalf("config %+v", cfg)
	}
	for _, j := range []common.Address{j1, j2, j3} {
		if ok, err := e.IsJuror(ctx, j); err != nil || !ok {
			t.Fatalf("juror %s not registered: %v", j, err)
		}
	}
	out.Reset()
	if err := runEscrow(ctx, []string{"show", "--rpc-url", rpcURL, "--escrow", m[1]}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "7200") {
		t.Fatalf("show output:\n%s", out.String())
	}
	if !strings.Contains(deployOut, "appeals     none") || cfg.AppealWindow != 0 {
		t.Fatalf("a deployment without --appeal-window: %d\n%s", cfg.AppealWindow, deployOut)
	}

	// --appeal-window: it must end before the ballots stop counting.
	out.Reset()
	err = runEscrow(ctx, []string{"deploy", "--rpc-url", rpcURL, "--datadir", dir, "--grace", "2h", "--token", token.Hex(),
		"--unbond-delay", "3h", "--appeal-window", "1h"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "--appeal-window") {
		t.Fatalf("deploy with a window reaching --unbond-delay: %v", err)
	}
	out.Reset()
	if err := runEscrow(ctx, []string{"deploy", "--rpc-url", rpcURL, "--datadir", dir, "--grace", "2h", "--token", token.Hex(),
		"--appeal-window", "36h"}, &out, &errOut); err != nil {
		t.Fatalf("deploy with --appeal-window: %v\n%s", err, errOut.String())
	}
	m = regexp.MustCompile(`escrow +(0x[0-9a-fA-F]{40})`).FindStringSubmatch(out.String())
	if m == nil || !strings.Contains(out.String(), "appeals     within 36h0m0s of a decision") {
		t.Fatalf("deploy output:\n%s", out.String())
	}
	e, err = chain.NewEscrow(ctx, client, common.HexToAddress(m[1]), nil)
	if err != nil {
		t.Fatal(err)
	}
	if cfg, err = e.Config(ctx); err != nil || cfg.AppealWindow != 36*3600 || cfg.UnbondDelay != 2*3600+7*24*3600 {
		t.Fatalf("config %+v, %v", cfg, err)
	}
}
