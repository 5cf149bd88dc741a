package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
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

const escrowShowUsage = `Usage: arbitra escrow show --rpc-url URL --escrow ADDRESS [--deal-id ID | ID]

Prints, as JSON, one deal's on-chain state (state, parties, token, amount,
criteria, deliverable and verdict hashes, deadline, submission time and,
when the escrow draws panels, the deal's panel), or without a deal ID the
escrow's configuration.
`

// escrowDealCommands are the buyer's and seller's escrow subcommands.
var escrowDealCommands = map[string]func(context.Context, []string, io.Writer, io.Writer) error{
	"create": runEscrowCreate,
	"submit": runEscrowSubmit,
	"refund": runEscrowRefund,
	"show":   runEscrowShow,
}

// escrowTimeout bounds one escrow command, waits for receipts included.
const escrowTimeout = 5 * time.Minute

// escrowConn are the flags that reach one escrow.
type escrowConn struct {
	rpcURL, escrow string
}

func (c *escrowConn) register(fs *flag.FlagSet) {
	fs.StringVar(&c.rpcURL, "rpc-url", "", "Ethereum JSON-RPC `URL` (required)")
	fs.StringVar(&c.escrow, "escrow", "", "the ArbiterEscrow contract `address` (required)")
}

// dial checks the flags and connects; the caller closes the client.
func (c *escrowConn) dial(ctx context.Context, cmd string) (*ethclient.Client, *chain.Escrow, error) {
	if c.rpcURL == "" {
		return nil, nil, fmt.Errorf("%s: --rpc-url is required", cmd)
	}
	if c.escrow == "" {
		return nil, nil, fmt.Errorf("%s: --escrow is required", cmd)
	}
	if !isAddress(c.escrow) {
		return nil, nil, fmt.Errorf("%s: --escrow %q is not an address (0x and 40 hex digits)", cmd, c.escrow)
	}
	client, err := ethclient.DialContext(ctx, c.rpcURL)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: --rpc-url: %w", cmd, err)
	}
	e, err := chain.NewEscrow(ctx, client, common.HexToAddress(c.escrow), nil)
	if err != nil {
		client.Close()
		if errors.Is(err, chain.ErrNoContract) {
			return nil, nil, fmt.Errorf("%s: --escrow: %w", cmd, err)
		}
		return nil, nil, fmt.Errorf("%s: %w", cmd, err)
	}
	return client, e, nil
}

// parseEscrowFlags parses a subcommand's flags; done is true after --help.
func parseEscrowFlags(fs *flag.FlagSet, args []string, stdout io.Writer) (done bool, err error) {
	if err := parseFlags(fs, args, stdout); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return true, nil
		}
		return true, err
	}
	return false, nil
}

func runEscrowCreate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	const cmd = "escrow create"
	fs := newFlagSet(cmd, escrowCreateUsage, stderr)
	var conn escrowConn
	conn.register(fs)
	seller := fs.String("seller", "", "the seller's `address` (required)")
	tokenAddr := fs.String("token", "", "the ERC-20 token `address` to pay in (required; the devnet prints its test USDC)")
	amountText := fs.String("amount", "", "the payment in token `units`, such as 12.5 (decimals are read from the token; required)")
	feeText := fs.String("juror-fee", "0", "the juror fee in token `units`, escrowed with the amount and paid to the seats whose ballots settle the deal")
	criteriaFile := fs.String("criteria-file", "", "`file` with the acceptance criteria; sha256 of its exact bytes goes on chain (required)")
	deadline := fs.Duration("deadline", 0, "time from the chain's latest block until delivery is due, such as 72h (required)")
	dealText := fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (default: random, printed)")
	wallet := newWalletFlags("", envPrivateKey)
	wallet.register(fs)
	if done, err := parseEscrowFlags(fs, args, stdout); done {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q", cmd, fs.Arg(0))
	}
	if *seller == "" || !isAddress(*seller) {
		return fmt.Errorf("%s: --seller %q must be an address (0x and 40 hex digits)", cmd, *seller)
	}
	if *tokenAddr == "" || !isAddress(*tokenAddr) {
		return fmt.Errorf("%s: --token %q must be an address (0x and 40 hex digits)", cmd, *tokenAddr)
	}
	if *amountText == "" {
		return fmt.Errorf("%s: --amount is required", cmd)
	}
	if *criteriaFile == "" {
		return fmt.Errorf("%s: --criteria-file is required", cmd)
	}
	if *deadline < time.Second {
		return fmt.Errorf("%s: --deadline must be at least 1s, such as 72h (got %s)", cmd, *deadline)
	}
	criteria, err := readCommitted(*criteriaFile, "--criteria-file")
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	var id [32]byte
	if *dealText == "" {
		if _, err := rand.Read(id[:]); err != nil {
			return err
		}
	} else if id, err = parseDealIDFlag(*dealText); err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	key, err := wallet.key()
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}

	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	client, escrow, err := conn.dial(ctx, cmd)
	if err != nil {
		return err
	}
	defer client.Close()
	tx, err := chain.NewTransactor(ctx, client, key)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	tokenAddress := common.HexToAddress(*tokenAddr)
	info, err := readTokenInfo(ctx, client, tokenAddress)
	if err != nil {
		return fmt.Errorf("%s: --token: %w", cmd, err)
	}
	amount, err := parseTokenAmount(*amountText, info.decimals)
	if err != nil {
		return fmt.Errorf("%s: --amount: %w", cmd, err)
	}
	fee := new(big.Int)
	if strings.TrimSpace(*feeText) != "0" {
		if fee, err = parseTokenAmount(*feeText, info.decimals); err != nil {
			return fmt.Errorf("%s: --juror-fee: %w", cmd, err)
		}
	}
	total := new(big.Int).Add(amount, fee)
	token := chain.NewToken(client, tokenAddress, tx)
	balance, err := token.BalanceOf(ctx, tx.Address())
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	if balance.Cmp(total) < 0 {
		return fmt.Errorf("%s: --amount %s and --juror-fee %s %s are more than the buyer %s holds (%s)", cmd,
			*amountText, *feeText, info.symbol, tx.Address().Hex(), info.format(balance))
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("%s: read the latest block: %w", cmd, err)
	}
	due := head.Time + uint64(*deadline/time.Second)

	approveTx := "none (the allowance covers the amount)"
	allowance, err := token.Allowance(ctx, tx.Address(), escrow.Address())
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	if allowance.Cmp(total) < 0 {
		r, err := token.Approve(ctx, escrow.Address(), total)
		if err != nil {
			return fmt.Errorf("%s: approve the escrow: %w", cmd, err)
		}
		approveTx = r.TxHash.Hex()
	}
	criteriaHash := sha256.Sum256(criteria)
	r, err := escrow.WithTransactor(tx).CreateDeal(ctx, chain.DealTerms{
		ID: id, Seller: common.HexToAddress(*seller), Token: tokenAddress, Amount: amount, JurorFee: fee,
		CriteriaHash: criteriaHash, Deadline: due,
	})
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	dealHex := common.Hash(id).Hex()
	fmt.Fprintf(stdout, "deal_id        %s\nbuyer          %s\nseller         %s\ntoken          %s\namount         %s (%s base units)\njuror_fee      %s (%s base units)\n",
		dealHex, tx.Address().Hex(), common.HexToAddress(*seller).Hex(), tokenAddress.Hex(), info.format(amount), amount, info.format(fee), fee)
	fmt.Fprintf(stdout, "criteria_hash  %s (sha256 of %s)\ndeadline       %d (%s)\napprove_tx     %s\ncreate_tx      %s\nblock          %d\n",
		common.Hash(criteriaHash).Hex(), *criteriaFile, due, time.Unix(int64(due), 0).UTC().Format(time.RFC3339),
		approveTx, r.TxHash.Hex(), r.BlockNumber.Uint64())
	fmt.Fprintf(stdout, "\nseller: arbitra escrow submit --rpc-url %s --escrow %s --deal-id %s --deliverable-file FILE\n",
		conn.rpcURL, escrow.Address().Hex(), dealHex)
	fmt.Fprintf(stdout, "judge:  arbitra submit --deal-id %s --criteria-file %s --deliverable-file FILE\n", dealHex, *criteriaFile)
	return nil
}

func runEscrowSubmit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	const cmd = "escrow submit"
	fs := newFlagSet(cmd, escrowSubmitUsage, stderr)
	var conn escrowConn
	conn.register(fs)
	dealText := fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (required)")
	file := fs.String("deliverable-file", "", "`file` with the deliverable; sha256 of its exact bytes goes on chain (required)")
	wallet := newWalletFlags("", envPrivateKey)
	wallet.register(fs)
	if done, err := parseEscrowFlags(fs, args, stdout); done {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q", cmd, fs.Arg(0))
	}
	id, err := parseDealIDFlag(*dealText)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	if *file == "" {
		return fmt.Errorf("%s: --deliverable-file is required", cmd)
	}
	work, err := readCommitted(*file, "--deliverable-file")
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	key, err := wallet.key()
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	client, escrow, err := conn.dial(ctx, cmd)
	if err != nil {
		return err
	}
	defer client.Close()
	tx, err := chain.NewTransactor(ctx, client, key)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	h := sha256.Sum256(work)
	r, err := escrow.WithTransactor(tx).Submit(ctx, id, h)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	fmt.Fprintf(stdout, "deal_id           %s\nseller            %s\ndeliverable_hash  %s (sha256 of %s)\nsubmit_tx         %s\nblock             %d\n",
		common.Hash(id).Hex(), tx.Address().Hex(), common.Hash(h).Hex(), *file, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

func runEscrowRefund(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	const cmd = "escrow refund"
	fs := newFlagSet(cmd, escrowRefundUsage, stderr)
	var conn escrowConn
	conn.register(fs)
	dealText := fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (required)")
	wallet := newWalletFlags("", envPrivateKey)
	wallet.register(fs)
	if done, err := parseEscrowFlags(fs, args, stdout); done {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%s: unexpected argument %q", cmd, fs.Arg(0))
	}
	id, err := parseDealIDFlag(*dealText)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	key, err := wallet.key()
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	client, escrow, err := conn.dial(ctx, cmd)
	if err != nil {
		return err
	}
	defer client.Close()
	tx, err := chain.NewTransactor(ctx, client, key)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	r, err := escrow.WithTransactor(tx).Refund(ctx, id)
	if errors.Is(err, chain.ErrRefundNotAvailable) {
		return fmt.Errorf("%s: %w (a refund opens after the deadline when nothing was submitted, or after the grace period after a submission)", cmd, err)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	st, err := escrow.Deal(ctx, id)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	fmt.Fprintf(stdout, "deal_id    %s\nstate      %s\nbuyer      %s\namount     %s base units returned\nrefund_tx  %s\nblock      %d\n",
		common.Hash(id).Hex(), st.Status, st.Buyer.Hex(), st.Amount, r.TxHash.Hex(), r.BlockNumber.Uint64())
	return nil
}

func runEscrowShow(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	const cmd = "escrow show"
	fs := newFlagSet(cmd, escrowShowUsage, stderr)
	var conn escrowConn
	conn.register(fs)
	dealText := fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (default: the escrow's configuration)")
	if done, err := parseEscrowFlags(fs, args, stdout); done {
		return err
	}
	switch {
	case fs.NArg() > 1:
		return fmt.Errorf("%s: unexpected argument %q", cmd, fs.Arg(1))
	case fs.NArg() == 1 && *dealText != "":
		return fmt.Errorf("%s: give the deal ID once, as --deal-id or as the argument", cmd)
	case fs.NArg() == 1:
		*dealText = fs.Arg(0)
	}
	ctx, cancel := context.WithTimeout(ctx, escrowTimeout)
	defer cancel()
	client, escrow, err := conn.dial(ctx, cmd)
	if err != nil {
		return err
	}
	defer client.Close()
	if *dealText == "" {
		return showEscrowConfig(ctx, escrow, stdout)
	}
	id, err := parseDealIDFlag(*dealText)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	st, err := escrow.Deal(ctx, id)
	if err != nil {
		return fmt.Errorf("%s: %w", cmd, err)
	}
	out := dealView{
		DealID: common.Hash(id).Hex(), State: st.Status.String(), Buyer: st.Buyer.Hex(), Seller: st.Seller.Hex(),
		Token: st.Token.Hex(), Amount: st.Amount.String(),
		CriteriaHash: common.Hash(st.CriteriaHash).Hex(), DeliverableHash: common.Hash(st.DeliverableHash).Hex(),
		VerdictHash: common.Hash(st.VerdictHash).Hex(), Deadline: st.Deadline, DeadlineTime: unixUTC(st.Deadline),
		SubmittedAt: st.SubmittedAt,
	}
	if st.SubmittedAt != 0 {
		out.SubmittedTime = unixUTC(st.SubmittedAt)
	}
	if info, err := readTokenInfo(ctx, client, st.Token); err == nil {
		out.AmountUnits = info.format(st.Amount)
	}
	out.Panel = readPanel(ctx, client, escrow.Address(), id)
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// dealView is what `escrow show` prints for a deal.
type dealView struct {
	DealID          string     `json:"deal_id"`
	State           string     `json:"state"`
	Buyer           string     `json:"buyer"`
	Seller          string     `json:"seller"`
	Token           string     `json:"token"`
	Amount          string     `json:"amount"`
	AmountUnits     string     `json:"amount_units,omitempty"`
	CriteriaHash    string     `json:"criteria_hash"`
	DeliverableHash string     `json:"deliverable_hash"`
	VerdictHash     string     `json:"verdict_hash"`
	Deadline        uint64     `json:"deadline"`
	DeadlineTime    string     `json:"deadline_time"`
	SubmittedAt     uint64     `json:"submitted_at"`
	SubmittedTime   string     `json:"submitted_time,omitempty"`
	Panel           *panelView `json:"panel,omitempty"`
}

// panelView is a deal's drawn panel, from an escrow that draws one.
type panelView struct {
	Seats     []string `json:"seats,omitempty"`
	Seed      string   `json:"seed,omitempty"`
	DrawBlock uint64   `json:"draw_block,omitempty"`
	// Pending says why there is no panel yet (the draw block is not mined).
	Pending string `json:"pending,omitempty"`
}

func unixUTC(s uint64) string { return time.Unix(int64(s), 0).UTC().Format(time.RFC3339) }

// panelABI is the escrow's panel view and the error it reverts with before
// the draw block: only escrows that draw panels have them.
var panelABI = func() abi.ABI {
	a, err := abi.JSON(strings.NewReader(`[
{"type":"function","name":"panelOf","stateMutability":"view","inputs":[{"name":"dealId","type":"bytes32"}],
 "outputs":[{"name":"seats","type":"address[]"},{"name":"seed","type":"bytes32"},{"name":"drawBlock","type":"uint256"}]},
{"type":"error","name":"DrawPending","inputs":[{"name":"dealId","type":"bytes32"},{"name":"availableAtBlock","type":"uint256"}]}]`))
	if err != nil {
		panic(err)
	}
	return a
}()

// readPanel reads panelOf(dealId); nil when the escrow has no such view or
// the deal has no panel (not submitted), so show prints what the contract
// knows and nothing it does not.
func readPanel(ctx context.Context, client *ethclient.Client, escrow common.Address, id [32]byte) *panelView {
	data, err := panelABI.Pack("panelOf", id)
	if err != nil {
		return nil
	}
	out, err := client.CallContract(ctx, ethereum.CallMsg{To: &escrow, Data: data}, nil)
	if err != nil {
		re := revertData(err)
		if len(re) >= 4 {
			if e := panelABI.Errors["DrawPending"]; string(re[:4]) == string(e.ID[:4]) {
				if args, err := e.Inputs.Unpack(re[4:]); err == nil && len(args) == 2 {
					return &panelView{Pending: fmt.Sprintf("the panel is drawn at block %v", args[1])}
				}
			}
		}
		return nil
	}
	vals, err := panelABI.Unpack("panelOf", out)
	if err != nil || len(vals) != 3 {
		return nil
	}
	seats, _ := vals[0].([]common.Address)
	seed, _ := vals[1].([32]byte)
	block, _ := vals[2].(*big.Int)
	if len(seats) == 0 {
		return nil
	}
	p := &panelView{Seed: common.Hash(seed).Hex()}
	for _, s := range seats {
		p.Seats = append(p.Seats, s.Hex())
	}
	if block != nil && block.IsUint64() {
		p.DrawBlock = block.Uint64()
	}
	return p
}

// revertData is the revert data a node attached to a call's error.
func revertData(err error) []byte {
	var de interface{ ErrorData() any }
	if !errors.As(err, &de) {
		return nil
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return nil
	}
	return common.FromHex(s)
}

// tokenInfo is what the CLI reads from an ERC-20 to speak in its units.
type tokenInfo struct {
	decimals uint8
	symbol   string
}

// format writes base units as token units, such as "12.5 USDC".
func (t tokenInfo) format(base *big.Int) string {
	return formatUnits(base, t.decimals) + " " + t.symbol
}

func readTokenInfo(ctx context.Context, client *ethclient.Client, token common.Address) (tokenInfo, error) {
	erc20 := contracts.NewMockUSDC() // only the standard ERC-20 views are used
	inst := erc20.Instance(client, token)
	opts := &bind.CallOpts{Context: ctx}
	dec, err := bind.Call(inst, opts, erc20.PackDecimals(), erc20.UnpackDecimals)
	if err != nil {
		return tokenInfo{}, fmt.Errorf("read decimals() of %s (is it an ERC-20?): %w", token.Hex(), err)
	}
	sym, err := bind.Call(inst, opts, erc20.PackSymbol(), erc20.UnpackSymbol)
	if err != nil || sym == "" {
		sym = "units" // symbol() is optional in ERC-20
	}
	return tokenInfo{decimals: dec, symbol: sym}, nil
}

// parseTokenAmount turns "12.5" into base units with decimals digits after
// the point; it refuses more digits than the token has.
func parseTokenAmount(s string, decimals uint8) (*big.Int, error) {
	whole, frac, hasPoint := strings.Cut(strings.TrimSpace(s), ".")
	if whole == "" && frac == "" || hasPoint && frac == "" || !allDigits(whole) || !allDigits(frac) {
		return nil, fmt.Errorf("%q is not a decimal number such as 12.5", s)
	}
	if len(frac) > int(decimals) {
		return nil, fmt.Errorf("%q has %d digits after the point; the token has %d decimals", s, len(frac), decimals)
	}
	n, ok := new(big.Int).SetString(whole+frac+strings.Repeat("0", int(decimals)-len(frac)), 10)
	if !ok {
		return nil, fmt.Errorf("%q is not a decimal number", s)
	}
	if n.Sign() <= 0 {
		return nil, fmt.Errorf("%q must be more than zero", s)
	}
	if n.BitLen() > 256 {
		return nil, fmt.Errorf("%q is too large", s)
	}
	return n, nil
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// formatUnits writes base units with decimals digits after the point,
// without trailing zeros.
func formatUnits(base *big.Int, decimals uint8) string {
	if base == nil {
		return "0"
	}
	s := base.String()
	if decimals == 0 {
		return s
	}
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	if len(s) <= int(decimals) {
		s = strings.Repeat("0", int(decimals)-len(s)+1) + s
	}
	whole, frac := s[:len(s)-int(decimals)], strings.TrimRight(s[len(s)-int(decimals):], "0")
	if neg {
		whole = "-" + whole
	}
	if frac == "" {
		return whole
	}
	return whole + "." + frac
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
