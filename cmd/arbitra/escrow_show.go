package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
)

const escrowShowUsage = `Usage: arbitra escrow show --rpc-url URL --escrow ADDRESS [--deal-id ID | ID]

Prints, as JSON, one deal's on-chain state (state, parties, token, amount,
criteria, deliverable and verdict hashes, deadline, submission time and,
when the escrow draws panels, the deal's panel), or without a deal ID the
escrow's configuration.
`

func runEscrowShow(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c := newEscrowCmd("escrow show", escrowShowUsage, stderr, false)
	dealText := c.fs.String("deal-id", "", "the deal `ID`, 0x and 64 hex digits (default: the escrow's configuration)")
	if done, err := c.parse(args, stdout, 1); done {
		return err
	}
	defer c.Close()
	fs := c.fs
	switch {
	case fs.NArg() == 1 && *dealText != "":
		return c.errorf("give the deal ID once, as --deal-id or as the argument")
	case fs.NArg() == 1:
		*dealText = fs.Arg(0)
	}
	ctx, err := c.open(ctx)
	if err != nil {
		return err
	}
	client, escrow := c.client, c.escrow
	if *dealText == "" {
		cfg, err := escrow.Config(ctx)
		if err != nil {
			return err
		}
		return printJSON(stdout, cfg)
	}
	id, err := parseDealIDFlag(*dealText)
	if err != nil {
		return c.errorf("%w", err)
	}
	st, err := escrow.Deal(ctx, id)
	if err != nil {
		return c.errorf("%w", err)
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
	return printJSON(stdout, out)
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
