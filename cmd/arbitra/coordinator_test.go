package main

import (
	"context"
	"io"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/chain"
)

// TestCoordinatorRefusesBadAdmissionFlags: the admission and HTTP edge
// bounds are checked before anything starts, each error naming its flag.
func TestCoordinatorRefusesBadAdmissionFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--max-queued", "0"}, "--max-queued must be at least 1"},
		{[]string{"--slot-wait", "0s"}, "--slot-wait must be positive"},
		{[]string{"--http-read-timeout", "0s"}, "--http-read-timeout must be positive"},
		{[]string{"--http-max-conns", "0"}, "--http-max-conns must be at least 1"},
		{[]string{"--http-rate", "0"}, "--http-rate must not be 0"},
		{[]string{"--http-allowed-hosts", "arbitra.example.com,evil host"}, "--http-allowed-hosts"},
	} {
		// Cancelled: a coordinator that got past the checks stops at once
		// instead of serving.
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		args := append([]string{"--datadir", t.TempDir(), "--http-addr", "127.0.0.1:0", "--listen", "/ip4/127.0.0.1/tcp/0"}, c.args...)
		err := runCoordinator(ctx, args, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// TestCoordinatorRefusesBadAnchorFlags: --anchor needs a chain, a
// contract at its address and a sane schedule.
func TestCoordinatorRefusesBadAnchorFlags(t *testing.T) {
	dev, onChain := devnetRPC(t)
	anchorAt := dev.AnchorAddress().Hex()
	coordinatorRefuses(t, []refusedFlags{
		{[]string{"--anchor", anchorAt}, "--anchor needs --rpc-url and --escrow"},
		{append([]string{"--anchor", "nope"}, onChain...), "--anchor \"nope\" is not an address"},
		{append([]string{"--anchor", anchorAt, "--anchor-batch", "0"}, onChain...), "--anchor-batch from 1"},
		{append([]string{"--anchor", anchorAt, "--anchor-interval", "0s"}, onChain...), "--anchor-interval must be positive"},
		{append([]string{"--anchor", strings.ToLower(dev.TokenAddress().Hex()[:40]) + "00"}, onChain...), "--anchor: chain: no contract"},
		// Mixed case is an EIP-55 checksum, and this one is wrong.
		{append([]string{"--anchor", dev.TokenAddress().Hex()[:40] + "00"}, onChain...), "is not an address"},
	})
}

// devnetRPC serves a devnet (of cfg, if given) over JSON-RPC; onChain are
// the flags that put a coordinator on its escrow.
func devnetRPC(t *testing.T, cfg ...chain.DevnetConfig) (dev *chain.Devnet, onChain []string) {
	t.Helper()
	dev, err := chain.NewDevnet(context.Background(), append(cfg, chain.DevnetConfig{})[0])
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = dev.Close() })
	rpc, err := dev.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpc.Close() })
	return dev, []string{"--rpc-url", rpc.URL(), "--escrow", dev.EscrowAddress().Hex()}
}

// refusedFlags are coordinator flags and what their refusal says.
type refusedFlags struct {
	args []string
	want string
}

// coordinatorRefuses runs a coordinator with each case's flags and wants
// it refused as the case says.
func coordinatorRefuses(t *testing.T, cases []refusedFlags) {
	t.Helper()
	for _, c := range cases {
		// Not cancelled, since the checks read the chain; each case fails
		// before the coordinator would serve.
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		args := append([]string{"--datadir", t.TempDir(), "--http-addr", "127.0.0.1:0", "--listen", "/ip4/127.0.0.1/tcp/0"}, c.args...)
		err := runCoordinator(ctx, args, io.Discard, io.Discard)
		cancel()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Fatalf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// TestCoordinatorRefusesBadEvaluatorFlags: --evaluator needs a chain, a
// contract at its address and at least one --job-contract, since jobs on
// any contract could name it.
func TestCoordinatorRefusesBadEvaluatorFlags(t *testing.T) {
	dev, onChain := devnetRPC(t)
	jobs := dev.TokenAddress().Hex() // any address: the flags are refused before it is read
	coordinatorRefuses(t, []refusedFlags{
		{[]string{"--evaluator", jobs, "--job-contract", jobs}, "--evaluator, --job-contract, --validation-registry and --reputation-registry need --rpc-url and --escrow"},
		{[]string{"--validation-registry", jobs}, "need --rpc-url and --escrow"},
		{append([]string{"--job-contract", jobs}, onChain...), "--job-contract needs --evaluator"},
		{append([]string{"--evaluator", jobs}, onChain...), "--evaluator needs at least one --job-contract"},
		{append([]string{"--evaluator", "nope", "--job-contract", jobs}, onChain...), "--evaluator \"nope\" is not an address"},
		{append([]string{"--evaluator", jobs, "--job-contract", "nope"}, onChain...), "is not an address"},
		{append([]string{"--evaluator", strings.ToLower(jobs[:40]) + "00", "--job-contract", jobs}, onChain...), "--evaluator: chain: no contract"},
	})
}

// TestCoordinatorRefusesBadValidationFlags: the ERC-8004 registries need
// --evaluator, feedback needs a validation registry, and each must be a
// contract's address.
func TestCoordinatorRefusesBadValidationFlags(t *testing.T) {
	dev, onChain := devnetRPC(t, chain.DevnetConfig{EvaluatorFee: big.NewInt(30_000)})
	eval := dev.EvaluatorAddress().Hex()
	jobs := append([]string{"--evaluator", eval, "--job-contract", dev.JobsAddress().Hex()}, onChain...)
	noCode := "0x00000000000000000000000000000000000000aa"
	coordinatorRefuses(t, []refusedFlags{
		{append([]string{"--validation-registry", eval}, onChain...), "--validation-registry and --reputation-registry need --evaluator"},
		{append([]string{"--reputation-registry", eval}, onChain...), "--validation-registry and --reputation-registry need --evaluator"},
		{append([]string{"--reputation-registry", eval}, jobs...), "--reputation-registry needs --validation-registry"},
		{append([]string{"--validation-registry", "nope"}, jobs...), "--validation-registry \"nope\" is not an address"},
		{append([]string{"--validation-registry", noCode}, jobs...), "--validation-registry: chain: no contract"},
		{append([]string{"--validation-registry", eval, "--reputation-registry", noCode}, jobs...), "--reputation-registry: chain: no contract"},
	})
	// The flag's variable, as for every flag.
	t.Setenv("ARBITRA_VALIDATION_REGISTRY", "from-env")
	coordinatorRefuses(t, []refusedFlags{{jobs, "--validation-registry \"from-env\" is not an address"}})
}
