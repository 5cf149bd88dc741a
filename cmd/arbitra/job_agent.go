package main

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/settlement"
	"github.com/arbitra-network/arbitra/verdict"
)

// addressFlag parses the value of --name as a human types an address (any
// case, or mixed case with its EIP-55 checksum); its error names the flag.
func addressFlag(name, value string) (common.Address, error) {
	if value == "" {
		return common.Address{}, fmt.Errorf("--%s is required", name)
	}
	a, err := verdict.ParseAddressTyped(value)
	if err != nil {
		return common.Address{}, fmt.Errorf("--%s: %w", name, err)
	}
	return common.Address(a), nil
}

// agentIDFlag parses --agent-id: an ERC-8004 agent id, a decimal number.
func agentIDFlag(value string) (*big.Int, error) {
	if value == "" {
		return nil, errors.New("--agent-id is required")
	}
	id, err := verdict.ParseUint256(value)
	if err != nil {
		return nil, fmt.Errorf("--agent-id %q must be an agent id, a decimal number as register-agent printed it", value)
	}
	return id, nil
}

const jobRegisterAgentUsage = `Usage: arbitra job register-agent --rpc-url URL --identity-registry ADDRESS [--uri URI] [--quiet] [flags]

Registers an ERC-8004 agent identity owned by the key's account on the
identity registry --identity-registry (register, or register(agentURI) with --uri:
the agent's registration file, such as ipfs://CID). A job's provider does
it once, and then names the agent in 'arbitra job request-validation' for
each of its jobs: arbitra's coordinator answers only for an agent that
the job's provider owns or operates. Prints the agent id and the
transaction; with --quiet only the id, for
AGENT=$(arbitra job register-agent --quiet ...).

It is a job subcommand, not a command of its own, because arbitra
validates an agent's work only as ERC-8183 jobs: the agent id is what
'job request-validation' needs, and nothing else of arbitra reads it.

The owner's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

func runJobRegisterAgent(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newChainCmd("job register-agent", jobRegisterAgentUsage, stderr)
	c.takeKeyFlags()
	registryText := c.fs.String("identity-registry", "", "the ERC-8004 identity registry `address` (required)")
	uri := c.fs.String("uri", "", "the agent's `URI`, its registration file (default: none)")
	quiet := c.fs.Bool("quiet", false, "print only the agent id")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	registry, err := addressFlag("identity-registry", *registryText)
	if err != nil {
		return c.errorf("%w", err)
	}
	if ctx, err = c.open(ctx); err != nil {
		return err
	}
	id, r, err := chain.RegisterAgent(ctx, c.tx, registry, *uri)
	if err != nil {
		return c.errorf("--identity-registry %s: %w", registry.Hex(), err)
	}
	if *quiet {
		fmt.Fprintln(stdout, id)
		return nil
	}
	fmt.Fprintf(stdout, "agent_id     %s\nregistry     %s\nowner        %s\nuri          %q\nregister_tx  %s\nblock        %d\n",
		id, registry.Hex(), c.tx.Address().Hex(), *uri, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

const jobRequestValidationUsage = `Usage: arbitra job request-validation --rpc-url URL --jobs ADDRESS --job-id N
         --validation-registry ADDRESS --agent-id ID --validator ADDRESS [--quiet] [flags]

Asks a validator, such as the coordinator that judges the job, to validate
an ERC-8183 job's work for the provider's ERC-8004 agent: the agent's
owner (or operator) calls validationRequest(validator, agentId, requestURI,
requestHash) on the validation registry --validation-registry, where requestURI is
erc8183:<chain id>:<job contract>:<job id> and requestHash is keccak256 of
the requestURI's bytes followed by 32 random bytes, so that nobody can
take a job's request hash first (the registry refuses one it holds). The
agent must be the job's provider's (owned or operated): the coordinator
answers no other. Once the job's case is final the coordinator answers 100
(PASS) or 0 (FAIL) with the case's record; read it with 'arbitra job
validation --request-hash HASH --wait DURATION'. Prints the request hash
and the transaction; with --quiet only the hash, for
REQ=$(arbitra job request-validation --quiet ...).

The agent owner's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

func runJobRequestValidation(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newJobCmd("job request-validation", jobRequestValidationUsage, stderr, true, false, true)
	registryText := c.fs.String("validation-registry", "", "the ERC-8004 validation registry `address` (required)")
	agentText := c.fs.String("agent-id", "", "the provider's ERC-8004 agent `id`, as register-agent printed it (required)")
	validatorText := c.fs.String("validator", "", "the validator's `address`, such as the coordinator's (required)")
	quiet := c.fs.Bool("quiet", false, "print only the request hash")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	if *c.jobIDText == "" {
		return c.errorf("--job-id is required")
	}
	registry, err := addressFlag("validation-registry", *registryText)
	if err != nil {
		return c.errorf("%w", err)
	}
	agentID, err := agentIDFlag(*agentText)
	if err != nil {
		return c.errorf("%w", err)
	}
	validator, err := addressFlag("validator", *validatorText)
	if err != nil {
		return c.errorf("%w", err)
	}
	if ctx, err = c.openJob(ctx); err != nil {
		return err
	}
	job, err := c.jobs.Job(ctx, c.jobID)
	if err != nil {
		return c.errorf("job %s: %w", c.jobID, err)
	}
	identity, err := chain.IdentityRegistryOf(ctx, c.client, registry)
	if err != nil {
		return c.errorf("--validation-registry %s (is it an ERC-8004 validation registry?): %w", registry.Hex(), err)
	}
	ok, err := chain.IsOwnerOrOperator(ctx, c.client, identity, job.Provider, agentID)
	switch {
	case err != nil:
		return c.errorf("--agent-id %s on the identity registry %s: %w", agentID, identity.Hex(), err)
	case !ok:
		return c.errorf("--agent-id %s is not an agent of the job's provider %s: its validator answers only for the provider's agent", agentID, job.Provider.Hex())
	}
	uri := settlement.JobURI(c.tx.ChainID(), c.jobs.Address(), c.jobID)
	var salt [32]byte
	if _, err := rand.Read(salt[:]); err != nil {
		return c.errorf("draw the request hash's salt: %w", err)
	}
	reqHash := crypto.Keccak256Hash([]byte(uri), salt[:])
	r, err := chain.RequestValidation(ctx, c.tx, registry, validator, agentID, uri, reqHash)
	if errors.Is(err, chain.ErrUnauthorized) {
		return c.errorf("%w (only the agent's owner or operator may request its validation)", err)
	}
	if err != nil {
		return c.errorf("%w", err)
	}
	if *quiet {
		fmt.Fprintln(stdout, reqHash.Hex())
		return nil
	}
	fmt.Fprintf(stdout, "request_hash  %s\nrequest_uri   %s\nagent_id      %s\nvalidator     %s\nregistry      %s\nrequest_tx    %s\nblock         %d\n",
		reqHash.Hex(), uri, agentID, validator.Hex(), registry.Hex(), r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

// waitValidation polls the request, which names validator, until its
// validator answered, for at most wait.
func waitValidation(ctx context.Context, read func(context.Context) (chain.Validation, error), validator common.Address, wait time.Duration) (chain.Validation, error) {
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	t := time.NewTicker(250 * time.Millisecond)
	defer t.Stop()
	for {
		v, err := read(ctx)
		switch {
		case err == nil && v.Responded:
			return v, nil
		case err != nil && ctx.Err() == nil:
			return v, err
		}
		select {
		case <-ctx.Done():
			return v, fmt.Errorf("validator %s has not answered within --wait %s", validator.Hex(), wait)
		case <-t.C:
		}
	}
}
