package main

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/verdict"
)

const escrowCreateUsage = `Usage: arbitra escrow create --rpc-url URL --escrow ADDRESS --seller ADDRESS
         --token ADDRESS --amount N --criteria-file FILE --deadline DURATION
         [--juror-fee N] [flags]

Funds a new deal as the buyer: approves the escrow for the amount and the
juror fee (when the allowance is short) and calls createDeal. The juror fee
is split among the seats whose ballots settle the deal, dissenters
included, and returns to the buyer on every other path. The deal commits the sha256 of the
criteria file's exact bytes; a verdict request for the deal must carry that
same text as evidence[0], label "acceptance-criteria". The deal ID is printed.

The buyer's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

const escrowSubmitUsage = `Usage: arbitra escrow submit --rpc-url URL --escrow ADDRESS --deal-id ID
         --deliverable-file FILE [flags]

Records the deliverable as the seller, before the deadline: the deal
commits the sha256 of the file's exact bytes, and a verdict request for the
deal must carry that same text as evidence[1], label "deliverable".

The seller's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

const escrowRefundUsage = `Usage: arbitra escrow refund --rpc-url URL --escrow ADDRESS --deal-id ID [flags]

Returns a deal's funds to the buyer, who alone may send it: after the
deadline when nothing was submitted, or after the escrow's grace period when
a submission was never settled.

The buyer's key comes from --keystore with --password-file (or
ARBITRA_PASSPHRASE_FILE), or from ARBITRA_PRIVATE_KEY (hex); never a flag.
`

// escrowDealCommands are the buyer's and seller's escrow subcommands.
var escrowDealCommands = map[string]func(context.Context, []string, io.Writer, io.Writer) error{
	"create": runEscrowCreate,
	"submit": runEscrowSubmit,
	"refund": runEscrowRefund,
	"show":   runEscrowShow,
	"appeal": runEscrowAppeal,
	"accept": runEscrowAccept,
}

func runEscrowCreate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("escrow create", escrowCreateUsage, stderr, true)
	fs := c.fs
	seller := fs.String("seller", "", "the seller's `address` (required)")
	tokenAddr := fs.String("token", "", "the ERC-20 token `address` to pay in (required; the devnet prints its test USDC)")
	amountText := fs.String("amount", "", "the payment in token `units`, such as 12.5 (decimals are read from the token; required)")
	feeText := fs.String("juror-fee", "0", "the juror fee in token `units`, escrowed with the amount and paid to the seats whose ballots settle the deal")
	criteriaFile := fs.String("criteria-file", "", "`file` with the acceptance criteria; sha256 of its exact bytes goes on chain (required)")
	deadline := fs.Duration("deadline", 0, "time from the chain's latest block until delivery is due, such as 72h (required)")
	dealText := fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (default: random, printed)")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	if *seller == "" || !isAddress(*seller) {
		return c.errorf("--seller %q must be an address (0x and 40 hex digits)", *seller)
	}
	if *tokenAddr == "" || !isAddress(*tokenAddr) {
		return c.errorf("--token %q must be an address (0x and 40 hex digits)", *tokenAddr)
	}
	if *amountText == "" {
		return c.errorf("--amount is required")
	}
	if *criteriaFile == "" {
		return c.errorf("--criteria-file is required")
	}
	if *deadline < time.Second {
		return c.errorf("--deadline must be at least 1s, such as 72h (got %s)", *deadline)
	}
	criteria, err := readCommitted(*criteriaFile, "--criteria-file")
	if err != nil {
		return c.errorf("%w", err)
	}
	var id [32]byte
	if *dealText == "" {
		if id, err = chain.NewDealID(); err != nil {
			return err
		}
	} else if id, err = parseDealIDFlag(*dealText); err != nil {
		return c.errorf("%w", err)
	}
	ctx, err = c.open(ctx)
	if err != nil {
		return err
	}
	client, escrow, tx := c.client, c.escrow, c.tx
	tokenAddress := common.HexToAddress(*tokenAddr)
	info, err := readTokenInfo(ctx, client, tokenAddress)
	if err != nil {
		return c.errorf("--token: %w", err)
	}
	amount, err := parseTokenAmount(*amountText, info.decimals)
	if err != nil {
		return c.errorf("--amount: %w", err)
	}
	fee := new(big.Int)
	if strings.TrimSpace(*feeText) != "0" {
		if fee, err = parseTokenAmount(*feeText, info.decimals); err != nil {
			return c.errorf("--juror-fee: %w", err)
		}
	}
	total := new(big.Int).Add(amount, fee)
	token := chain.NewToken(client, tokenAddress, tx)
	balance, err := token.BalanceOf(ctx, tx.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	if balance.Cmp(total) < 0 {
		return c.errorf("--amount %s and --juror-fee %s %s are more than the buyer %s holds (%s)",
			*amountText, *feeText, info.symbol, tx.Address().Hex(), info.format(balance))
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return c.errorf("read the latest block: %w", err)
	}
	due := head.Time + uint64(*deadline/time.Second)

	approveTx := "none (the allowance covers the amount)"
	allowance, err := token.Allowance(ctx, tx.Address(), escrow.Address())
	if err != nil {
		return c.errorf("%w", err)
	}
	if allowance.Cmp(total) < 0 {
		r, err := token.Approve(ctx, escrow.Address(), total)
		if err != nil {
			return c.errorf("approve the escrow: %w", err)
		}
		approveTx = r.TxHash.Hex()
	}
	criteriaHash := sha256.Sum256(criteria)
	r, err := escrow.CreateDeal(ctx, chain.DealTerms{
		ID: id, Seller: common.HexToAddress(*seller), Token: tokenAddress, Amount: amount, JurorFee: fee,
		CriteriaHash: criteriaHash, Deadline: due,
	})
	if err != nil {
		return c.errorf("%w", err)
	}
	dealHex := common.Hash(id).Hex()
	fmt.Fprintf(stdout, "deal_id        %s\nbuyer          %s\nseller         %s\ntoken          %s\namount         %s (%s base units)\njuror_fee      %s (%s base units)\n",
		dealHex, tx.Address().Hex(), common.HexToAddress(*seller).Hex(), tokenAddress.Hex(), info.format(amount), amount, info.format(fee), fee)
	fmt.Fprintf(stdout, "criteria_hash  %s (sha256 of %s)\ndeadline       %d (%s)\napprove_tx     %s\ncreate_tx      %s\nblock          %d\n",
		common.Hash(criteriaHash).Hex(), *criteriaFile, due, time.Unix(int64(due), 0).UTC().Format(time.RFC3339),
		approveTx, r.TxHash.Hex(), r.BlockNumber.Uint64())
	fmt.Fprintf(stdout, "\nseller: arbitra escrow submit --rpc-url %s --escrow %s --deal-id %s --deliverable-file FILE\n",
		c.rpcURL, escrow.Address().Hex(), dealHex)
	fmt.Fprintf(stdout, "judge:  arbitra submit --deal-id %s --criteria-file %s --deliverable-file FILE\n", dealHex, *criteriaFile)
	return nil
}

func runEscrowSubmit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("escrow submit", escrowSubmitUsage, stderr, true)
	dealText := c.fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (required)")
	file := c.fs.String("deliverable-file", "", "`file` with the deliverable; sha256 of its exact bytes goes on chain (required)")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	id, err := parseDealIDFlag(*dealText)
	if err != nil {
		return c.errorf("%w", err)
	}
	if *file == "" {
		return c.errorf("--deliverable-file is required")
	}
	work, err := readCommitted(*file, "--deliverable-file")
	if err != nil {
		return c.errorf("%w", err)
	}
	if ctx, err = c.open(ctx); err != nil {
		return err
	}
	h := sha256.Sum256(work)
	r, err := c.escrow.Submit(ctx, id, h)
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "deal_id           %s\nseller            %s\ndeliverable_hash  %s (sha256 of %s)\nsubmit_tx         %s\nblock             %d\n",
		common.Hash(id).Hex(), c.tx.Address().Hex(), common.Hash(h).Hex(), *file, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

func runEscrowRefund(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("escrow refund", escrowRefundUsage, stderr, true)
	dealText := c.fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (required)")
	if done, err := c.parse(args, stdout, 0); done {
		return err
	}
	defer c.Close()
	id, err := parseDealIDFlag(*dealText)
	if err != nil {
		return c.errorf("%w", err)
	}
	if ctx, err = c.open(ctx); err != nil {
		return err
	}
	escrow := c.escrow
	r, err := escrow.Refund(ctx, id)
	if errors.Is(err, chain.ErrRefundNotAvailable) {
		return c.errorf("%w (a refund opens after the deadline when nothing was submitted, or after the grace period after a submission)", err)
	}
	if err != nil {
		return c.errorf("%w", err)
	}
	st, err := escrow.Deal(ctx, id)
	if err != nil {
		return c.errorf("%w", err)
	}
	fmt.Fprintf(stdout, "deal_id    %s\nstate      %s\nbuyer      %s\namount     %s base units returned\nrefund_tx  %s\nblock      %d\n",
		common.Hash(id).Hex(), st.Status, st.Buyer.Hex(), st.Amount, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

// parseDealIDFlag reads --deal-id: 0x and 64 hex digits, not zero.
func parseDealIDFlag(s string) ([32]byte, error) {
	if s == "" {
		return [32]byte{}, errors.New("--deal-id is required (0x and 64 hex digits, as create printed it)")
	}
	if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return [32]byte{}, fmt.Errorf("--deal-id %q must be 0x and 64 hex digits", s)
	}
	id, err := verdict.ParseHash32(s)
	if err != nil {
		return id, fmt.Errorf("--deal-id %q must be 0x and 64 hex digits: %w", s, err)
	}
	if id == ([32]byte{}) {
		return id, errors.New("--deal-id must not be zero")
	}
	return id, nil
}

// maxCommittedFile bounds a criteria or deliverable file: the same text is
// sent as one evidence item of a verdict request.
const maxCommittedFile = verdict.MaxEvidenceBytes

// readCommitted reads a file whose exact bytes a deal commits to.
func readCommitted(path, flagName string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flagName, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxCommittedFile+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flagName, err)
	}
	switch {
	case len(b) == 0:
		return nil, fmt.Errorf("%s: %s is empty", flagName, path)
	case len(b) > maxCommittedFile:
		return nil, fmt.Errorf("%s: %s is larger than %d bytes, the limit of one evidence text", flagName, path, maxCommittedFile)
	case !utf8.Valid(b):
		return nil, fmt.Errorf("%s: %s is not UTF-8 text, which a verdict request could not carry as evidence", flagName, path)
	}
	return b, nil
}
