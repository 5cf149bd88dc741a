package contracts_test

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/contracts"
	"github.com/arbitra-network/arbitra/verdict"
)

// TestGasPerPath measures the gas used by each escrow path from receipts and
// prints the table kept in README.md (go test -run Gas -v ./contracts/).
// Conditions: MockUSDC, the escrow already holds another open deal and every
// recipient already holds some tokens, so no measured call pays for turning a
// zero token balance into a non-zero one.
func TestGasPerPath(t *testing.T) {
	osaka := gasPerPath(t, true)
	dev := gasPerPath(t, false)

	var b strings.Builder
	b.WriteString("| path | gas, Osaka rules | gas, dev-chain default rules |\n| --- | ---: | ---: |\n")
	for i, r := range osaka {
		fmt.Fprintf(&b, "| %s | %d | %d |\n", r.path, r.gas, dev[i].gas)
		// A generous ceiling: exceeding it means a path got much more
		// expensive and the README table needs a look.
		if !strings.HasPrefix(r.path, "deploy") && !strings.Contains(r.path, "128 entries") && r.gas > 200_000 {
			t.Errorf("%s used %d gas under Osaka rules", r.path, r.gas)
		}
	}
	t.Logf("gas per path:\n%s", b.String())
}

type gasRow struct {
	path string
	gas  uint64
}

func gasPerPath(t *testing.T, osaka bool) []gasRow {
	h := newHarness(t, harnessConfig{grace: 100, osaka: osaka})
	h.openDeal("anchor", 1, h.now()+1_000_000)
	h.mustExec(h.seller, h.usdc, usdcABI.PackMint(h.seller.addr, big.NewInt(1)))
	h.mustExec(h.buyer, h.usdc, usdcABI.PackMint(h.buyer.addr, big.NewInt(1)))

	var rows []gasRow
	measureOn := func(path string, esc *bind.BoundContract, from *account, data []byte) {
		t.Helper()
		r := h.mustExec(from, esc, data)
		rows = append(rows, gasRow{path, r.GasUsed})
	}
	measure := func(path string, from *account, data []byte) { t.Helper(); measureOn(path, h.escrow, from, data) }

	_, dr := h.deployReceipt(h.owner, contracts.ArbiterEscrowMetaData.Bin,
		escrowABI.PackConstructor(h.owner.addr, common.Address{}, 100, 600, addresses(h.jurors), 5, 3))
	rows = append(rows, gasRow{"deploy ArbiterEscrow (5 jurors)", dr.GasUsed})

	// createDeal, submit, resolve (pay seller).
	h.fund(h.buyer, big.NewInt(1_000_000))
	pay := dealID("gas-pay")
	measure("createDeal", h.buyer, escrowABI.PackCreateDeal(pay, h.seller.addr, h.usdcAddr, big.NewInt(1_000_000), hash32("c"), h.now()+1_000))
	measure("submitDeliverable", h.seller, escrowABI.PackSubmitDeliverable(pay, hash32("w")))
	measure("resolve (oracle), approved (pay seller)", h.oracle, escrowABI.PackResolve(pay, true, hash32("v")))

	reject, _ := h.submitted("gas-reject", 1_000_000)
	measure("resolve (oracle), rejected (refund buyer)", h.oracle, escrowABI.PackResolve(reject, false, hash32("v")))

	q, _ := h.submitted("gas-quorum", 1_000_000)
	measure("resolveByQuorum, 3 of 5 seats (5 entries)", h.stranger, h.quorum(q, true, 3))
	q5, _ := h.submitted("gas-quorum-5", 1_000_000)
	measure("resolveByQuorum, 5 of 5 seats (5 entries)", h.stranger, h.quorum(q5, false, 5))

	missed := h.openDeal("gas-missed", 1_000_000, h.now()+10)
	h.nextTxAt(h.deal(missed).Deadline + 1)
	measure("refund, no submission (reason 1)", h.buyer, escrowABI.PackRefund(missed))

	late, sub := h.submitted("gas-timeout", 1_000_000)
	h.nextTxAt(sub + 100 + 1)
	measure("refund, resolution timeout (reason 2)", h.buyer, escrowABI.PackRefund(late))

	measure("addJuror (6th entry)", h.owner, escrowABI.PackAddJuror(h.stranger.addr))
	measure("removeJuror", h.owner, escrowABI.PackRemoveJuror(h.stranger.addr))
	measure("setPanel", h.owner, escrowABI.PackSetPanel(3, 2))

	// The worst case: a full registry, all of it active, drawn into a panel of five.
	var full []*account
	for i := range 128 {
		full = append(full, newAccount(fmt.Sprintf("gas-juror-%d", i)))
	}
	// Half in the constructor, half added later, so that no transaction
	// exceeds the per-transaction gas cap under state-growth gas.
	fullAddr := h.deploy(h.owner, contracts.ArbiterEscrowMetaData.Bin,
		escrowABI.PackConstructor(h.owner.addr, common.Address{}, 100, 600, addresses(full[:64]), 5, 3))
	fullEscrow := escrowABI.Instance(h.client, fullAddr)
	for _, j := range full[64:] {
		h.mustExec(h.owner, fullEscrow, escrowABI.PackAddJuror(j.addr))
	}
	h.advance(600)
	h.mustExec(h.buyer, h.usdc, usdcABI.PackApprove(fullAddr, big.NewInt(1_001)))
	h.mustExec(h.buyer, fullEscrow, escrowABI.PackCreateDeal(dealID("full-anchor"), h.seller.addr, h.usdcAddr, big.NewInt(1), hash32("c"), h.now()+1_000))
	id := dealID("gas-full")
	h.mustExec(h.buyer, fullEscrow, escrowABI.PackCreateDeal(id, h.seller.addr, h.usdcAddr, big.NewInt(1_000), hash32("c"), h.now()+1_000))
	h.mustExec(h.seller, fullEscrow, escrowABI.PackSubmitDeliverable(id, hash32("w")))
	h.mineEmpty(2)
	p, err := escrowABI.UnpackPanelOf(h.call(fullEscrow, escrowABI.PackPanelOf(id)))
	if err != nil {
		t.Fatal(err)
	}
	var signers []*account
	for _, a := range p.Seats[:3] {
		signers = append(signers, full[slices.IndexFunc(full, func(x *account) bool { return x.addr == a })])
	}
	root := verdict.DealEvidenceRoot(hash32("c"), hash32("w"))
	measureOn("resolveByQuorum, 3 of 5 seats (128 entries)", fullEscrow, h.stranger,
		escrowABI.PackResolveByQuorum(id, true, signBallots(t, signers, h.chainID, fullAddr, id, root, true)))
	return rows
}
