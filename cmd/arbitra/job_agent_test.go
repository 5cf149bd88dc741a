package main

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// `job register-agent` and `job request-validation` refuse a missing or
// misspelt flag naming it, a request by someone who is not the agent's
// owner with the registry's decoded error, and an agent that is not the
// job's provider's; the provider's own requests for one job get distinct
// request hashes (random salt) naming the job's requestURI, and `job
// validation --wait` fails, naming the validator, while it has not answered.
func TestJobAgentCommandsRefuse(t *testing.T) {
	ctx := context.Background()
	d := chaintest.JobDeal(t, "agent-cli", chain.DevnetConfig{Registries: true}, big.NewInt(30_000))
	rpc, err := d.Dev.ServeRPC("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rpc.Close() })
	regs := d.Dev.RegistriesAddresses()
	job := d.FundJob(t, "criteria", big.NewInt(1_000))
	validator := chain.DevAddress("validator")
	badSum := []byte(validator.Hex()) // its first letter's case flipped: mixed case, not EIP-55
	for i := 2; i < len(badSum); i++ {
		if c := badSum[i]; c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' {
			badSum[i] ^= 0x20
			break
		}
	}

	register := func(label string, args ...string) (string, error) {
		return runJobAs(t, label, append([]string{"register-agent", "--rpc-url", rpc.URL()}, args...)...)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "--identity-registry is required"},
		{[]string{"--identity-registry", "0x1234"}, `--identity-registry: "0x1234" is not an address`},
		{[]string{"--identity-registry", string(badSum)}, "--identity-registry: " + `"` + string(badSum) + `" has a bad EIP-55 checksum`},
		{[]string{"--identity-registry", validator.Hex()}, "--identity-registry " + validator.Hex() + ": chain: no contract at address"},
	} {
		if _, err := register("seller", c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("register-agent %q: %v, want %q", c.args, err, c.want)
		}
	}
	agent, err := register("seller", "--identity-registry", regs.Identity.Hex(), "--quiet")
	if err != nil || strings.TrimSpace(agent) != "1" {
		t.Fatalf("register-agent --quiet: %q %v", agent, err)
	}
	agent = strings.TrimSpace(agent)
	out, err := register("buyer", "--identity-registry", strings.ToLower(regs.Identity.Hex()), "--uri", "ipfs://buyer-agent")
	if err != nil || !strings.Contains(out, "agent_id     2\n") || !strings.Contains(out, "owner        "+chain.DevAddress("buyer").Hex()) {
		t.Fatalf("register-agent: %v\n%s", err, out)
	}

	request := func(label string, args ...string) (string, error) {
		return runJobAs(t, label, append([]string{"request-validation", "--rpc-url", rpc.URL(), "--jobs", d.Dev.JobsAddress().Hex()}, args...)...)
	}
	full := map[string]string{"--job-id": job.String(), "--validation-registry": regs.Validation.Hex(), "--agent-id": agent, "--validator": validator.Hex()}
	without := func(drop string, set ...string) []string {
		var args []string
		for k, v := range full {
			if k != drop {
				args = append(args, k, v)
			}
		}
		return append(args, set...)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{without("--job-id"), "--job-id is required"},
		{without("--validation-registry"), "--validation-registry is required"},
		{without("--agent-id"), "--agent-id is required"},
		{without("--validator"), "--validator is required"},
		{without("--validator", "--validator", "validator"), `--validator: "validator" is not an address`},
		{without("--validator", "--validator", string(badSum)), "has a bad EIP-55 checksum"},
		{without("--agent-id", "--agent-id", "-1"), `--agent-id "-1" must be an agent id`},
		{without("--agent-id", "--agent-id", "99"), "ERC721NonexistentToken(99)"},
		{without("--agent-id", "--agent-id", "2"), "--agent-id 2 is not an agent of the job's provider " + chain.DevAddress("seller").Hex()},
	} {
		if _, err := request("seller", c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("request-validation %q: %v, want %q", c.args, err, c.want)
		}
	}
	// The client asks for the provider's agent: the registry refuses it.
	_, err = request("buyer", without("")...)
	if !errors.Is(err, chain.ErrUnauthorized) || !strings.Contains(err.Error(), "NotOwnerOrOperator("+chain.DevAddress("buyer").Hex()+")") {
		t.Fatalf("the client's request for the provider's agent: %v", err)
	}

	// The provider asks twice: two requests, two hashes, the job's URI.
	var hashes []string
	for range 2 {
		h, err := request("seller", without("", "--quiet")...)
		if err != nil {
			t.Fatalf("request-validation: %v", err)
		}
		hashes = append(hashes, strings.TrimSpace(h))
	}
	if hashes[0] == hashes[1] {
		t.Fatalf("two requests got one hash %s", hashes[0])
	}
	head, err := d.Dev.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	reqs, err := chain.ValidationRequests(ctx, d.Dev.Client(), regs.Validation, validator, 0, head)
	wantURI := settlement.JobURI(d.Dev.ChainID(), d.Dev.JobsAddress(), job)
	if err != nil || len(reqs) != 2 || reqs[0].RequestURI != wantURI || verdict.Hex32(reqs[1].RequestHash) != hashes[1] {
		t.Fatalf("the registry's requests: %+v %v, want 2 of %s", reqs, err, wantURI)
	}
	_, err = runJobAs(t, "buyer", "validation", "--rpc-url", rpc.URL(), "--validation-registry", regs.Validation.Hex(), "--request-hash", hashes[0], "--wait", "600ms")
	if err == nil || !strings.Contains(err.Error(), "validator "+validator.Hex()+" has not answered within --wait 600ms") {
		t.Fatalf("job validation --wait before an answer: %v", err)
	}
}
