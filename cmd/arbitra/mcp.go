package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/mcpserver"
	"github.com/arbitra-network/arbitra/verdict"
)

const mcpUsage = `Usage:
  arbitra mcp --coordinator URL [flags]

Serves the Model Context Protocol over stdin and stdout (newline-delimited
JSON-RPC), for an agent that runs arbitra as a tool server. Nothing but
protocol messages is written to stdout; logs go to stderr.

Tools:
  request_verdict       ask a panel of jurors and wait for the signed verdict
  get_verdict           a verdict request's state by ID
  get_agent_reputation  a seller's record from settled deals
  verify_deal_verdict   fetch a deal's verdict record and check it locally
  get_indexed_deal      a deal's escrow events from the coordinator's index
  create_escrow         fund a deal (with --rpc-url and --escrow)
  submit_deliverable    record a deliverable (with --rpc-url and --escrow)
  appeal_deal           take a decided round to a larger panel (likewise)
  accept_deal_outcome   take a decided round's outcome at once (likewise)
  create_job            create and fund an ERC-8183 job judged by arbitra
                        (with --rpc-url and --evaluator)
  job_verdict           an ERC-8183 job's status, case, verdict and job checks
  job_validation        an ERC-8004 validation's status (likewise)

With --rpc-url and --escrow, the last four tools act on that escrow from
the agent's own account, as buyer and as seller (the appeal tools as the
party the decided round went against): the key
comes from --keystore with --password-file (or ARBITRA_PASSPHRASE_FILE), or
from ARBITRA_PRIVATE_KEY (hex), as for 'arbitra escrow'. Without them the
two tools are not offered. With a key, request_verdict also proves the
agent the deal's buyer or seller, which alone earns a deal's
requester_token.

With --rpc-url and --evaluator (an ArbitraEvaluator; --jobs names the
default ERC-8183 job contract), the job tools create jobs as their client
from the same key and read jobs and validations (docs/erc8183.md).

A coordinator serves the first five tools over streamable HTTP at /mcp; it
signs nothing for its callers, so the escrow tools run here, with the
agent's own key.
`

// mcpDeps are what `arbitra mcp` needs beyond its flags: the escrows that
// create_escrow and submit_deliverable act on (none: the two tools are not
// offered).
type mcpDeps struct {
	escrows []mcpserver.Escrow
}

// runMCP is `arbitra mcp`.
func runMCP(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	return mcpWith(ctx, args, stdin, stdout, stderr, mcpDeps{})
}

func mcpWith(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, deps mcpDeps) error {
	fs := newFlagSet("mcp", mcpUsage, stderr)
	base := fs.String("coordinator", "", "coordinator API base `URL`, such as http://127.0.0.1:8080 (required)")
	timeout := fs.Duration("request-timeout", 11*time.Minute, "give up on one coordinator request after this long (a verdict waits for its panel)")
	rpcURL := fs.String("rpc-url", "", "Ethereum JSON-RPC `URL` of the escrow's chain, for create_escrow and submit_deliverable")
	escrowAddr := fs.String("escrow", "", "the ArbiterEscrow `address` the escrow tools act on")
	token := fs.String("token", "", "ERC-20 `address` create_escrow pays in when a call names none")
	evaluator := fs.String("evaluator", "", "the ArbitraEvaluator `address` the job tools name (with --rpc-url)")
	jobsAddr := fs.String("jobs", "", "the ERC-8183 job contract `address` the job tools use when a call names none")
	gateway := fs.String("gateway", "", "arbitra gateway `URL` verify_deal_verdict fetches records and seals from (default: --coordinator)")
	wallet := newWalletFlags("", envPrivateKey)
	wallet.register(fs)
	var lf logFlags
	lf.Register(fs)
	if err := parseFlags(fs, args, stdout); err != nil {
		return helpOK(err)
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return fmt.Errorf("mcp: unexpected argument %q", fs.Arg(0))
	}
	if *base == "" {
		fs.Usage()
		return errors.New("mcp: --coordinator is required")
	}
	if *timeout <= 0 {
		return errors.New("mcp: --request-timeout must be positive")
	}
	log, err := lf.Logger(stderr)
	if err != nil {
		return fmt.Errorf("mcp: %w", err)
	}
	client, err := api.NewClient(*base, &http.Client{Timeout: *timeout})
	if err != nil {
		return fmt.Errorf("mcp: %w", err)
	}
	escrows := deps.escrows
	sources := mcpserver.AuditSources{Gateway: cmp.Or(*gateway, *base)}
	if *escrowAddr != "" || *rpcURL != "" && *evaluator == "" {
		e, closeChain, err := dialMCPEscrow(ctx, *rpcURL, *escrowAddr, *token, wallet)
		if err != nil {
			return fmt.Errorf("mcp: %w", err)
		}
		defer closeChain()
		escrows = append(escrows, e)
		sources.Escrow = e.Contract() // the escrow the operator acts on is the one it trusts
	}
	var jobs mcpserver.Jobs
	if *evaluator != "" {
		j, closeChain, err := dialMCPJobs(ctx, *rpcURL, *evaluator, *jobsAddr, wallet)
		if err != nil {
			return fmt.Errorf("mcp: %w", err)
		}
		defer closeChain()
		jobs = j
	}
	// The agent's own key, when it gave one, also proves it a deal's party
	// to the coordinator.
	var party verdict.Signer
	switch key, err := wallet.key(); {
	case err == nil:
		party = verdict.NewKeySigner(key)
	case !errors.Is(err, errNoWallet):
		return fmt.Errorf("mcp: %w", err)
	}
	srv := mcpserver.New(client, mcpserver.Options{Escrows: escrows, Jobs: jobs, Audit: sources, Party: party, Logger: log})
	log.Info("serving MCP over stdio", "coordinator", client.BaseURL, "escrows", len(escrows))
	err = srv.Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopWriteCloser{stdout}})
	if err == nil || errors.Is(err, io.EOF) || errors.Is(err, context.Canceled) || errors.Is(err, mcp.ErrConnectionClosed) {
		return nil // the client hung up or we were told to stop
	}
	return fmt.Errorf("mcp: %w", err)
}

// dialMCPEscrow connects the escrow tools to an escrow, acting from the
// wallet's account; the returned func closes the connection.
func dialMCPEscrow(ctx context.Context, rpcURL, escrow, token string, wallet *walletFlags) (*mcpserver.ChainEscrow, func(), error) {
	switch {
	case rpcURL == "" || escrow == "":
		return nil, nil, errors.New("--rpc-url and --escrow go together")
	case !isAddress(escrow):
		return nil, nil, fmt.Errorf("--escrow %q is not an address", escrow)
	case token != "" && !isAddress(token):
		return nil, nil, fmt.Errorf("--token %q is not an address", token)
	}
	c, tx, err := dialWallet(ctx, rpcURL, wallet)
	if err != nil {
		return nil, nil, err
	}
	e, err := mcpserver.NewChainEscrow(ctx, c, common.HexToAddress(escrow), common.HexToAddress(token), tx, tx)
	if err != nil {
		c.Close()
		return nil, nil, fmt.Errorf("--escrow: %w", err)
	}
	return e, c.Close, nil
}

// dialMCPJobs connects the job tools to an evaluator, creating jobs from
// the wallet's account; the returned func closes the connection.
func dialMCPJobs(ctx context.Context, rpcURL, evaluator, jobs string, wallet *walletFlags) (*mcpserver.ChainJobs, func(), error) {
	switch {
	case rpcURL == "":
		return nil, nil, errors.New("--evaluator needs --rpc-url")
	case !isAddress(evaluator):
		return nil, nil, fmt.Errorf("--evaluator %q is not an address", evaluator)
	case jobs != "" && !isAddress(jobs):
		return nil, nil, fmt.Errorf("--jobs %q is not an address", jobs)
	}
	c, tx, err := dialWallet(ctx, rpcURL, wallet)
	if err != nil {
		return nil, nil, err
	}
	j, err := mcpserver.NewChainJobs(ctx, c, common.HexToAddress(evaluator), common.HexToAddress(jobs), tx)
	if err != nil {
		c.Close()
		return nil, nil, fmt.Errorf("--evaluator: %w", err)
	}
	return j, c.Close, nil
}

// dialWallet loads the wallet's key and dials rpcURL with a transactor of
// it; the caller closes the client.
func dialWallet(ctx context.Context, rpcURL string, wallet *walletFlags) (*ethclient.Client, *chain.Transactor, error) {
	key, err := wallet.key()
	if err != nil {
		return nil, nil, err
	}
	c, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return nil, nil, fmt.Errorf("--rpc-url: %w", err)
	}
	tx, err := chain.NewTransactor(ctx, c, key)
	if err != nil {
		c.Close()
		return nil, nil, err
	}
	return c, tx, nil
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
