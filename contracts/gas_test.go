package contracts_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/arbitra-network/arbitra/contracts"
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
		if r.path != "deploy ArbiterEscrow" && r.gas > 200_000 {
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
	root := hash32("evidence")
	h.openDeal("anchor", 1, h.now()+1_000_000)
	h.mustExec(h.seller, h.usdc, usdcABI.PackMint(h.seller.addr, big.NewInt(1)))
	h.mustExec(h.buyer, h.usdc, usdcABI.PackMint(h.buyer.addr, big.NewInt(1)))

	var rows []gasRow
	measure := func(path string, from *account, data []byte) {
		t.Helper()
		r := h.mustExec(from, h.escrow, data)
		rows = append(rows, gasRow{path, r.GasUsed})
	}

	_, dr := h.deployReceipt(h.owner, contracts.ArbiterEscrowMetaData.Bin,
		escrowABI.PackConstructor(h.owner.addr, h.oracle.addr, 100, 3))
	rows = append(rows, gasRow{"deploy ArbiterEscrow", dr.GasUsed})

	// createDeal, submit, resolve (pay seller).
	h.fund(h.buyer, big.NewInt(1_000_000))
	pay := dealID("gas-pay")
	measure("createDeal", h.buyer, escrowABI.PackCreateDeal(pay, h.seller.addr, h.usdcAddr, big.NewInt(1_000_000), hash32("c"), h.now()+1_000))
	measure("submitDeliverable", h.seller, escrowABI.PackSubmitDeliverable(pay, hash32("w")))
	measure("resolve, approved (pay seller)", h.oracle, escrowABI.PackResolve(pay, true, hash32("v")))

	reject, _ := h.submitted("gas-reject", 1_000_000)
	measure("resolve, rejected (refund buyer)", h.oracle, escrowABI.PackResolve(reject, false, hash32("v")))

	q, _ := h.submitted("gas-quorum", 1_000_000)
	measure("resolveByQuorum, 3 signatures", h.stranger, escrowABI.PackResolveByQuorum(q, root, true, hash32("v"), h.sign(h.jurors[:3], q, root, true)))
	q5, _ := h.submitted("gas-quorum-5", 1_000_000)
	measure("resolveByQuorum, 5 signatures", h.stranger, escrowABI.PackResolveByQuorum(q5, root, true, hash32("v"), h.sign(h.jurors, q5, root, true)))

	missed := h.openDeal("gas-missed", 1_000_000, h.now()+10)
	h.nextTxAt(h.deal(missed).Deadline + 1)
	measure("refund, no submission (reason 1)", h.buyer, escrowABI.PackRefund(missed))

	late, sub := h.submitted("gas-timeout", 1_000_000)
	h.nextTxAt(sub + 100 + 1)
	measure("refund, resolution timeout (reason 2)", h.buyer, escrowABI.PackRefund(late))

	return rows
}
