package contracts_test

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// TestEvaluatorGas measures the ERC-8183 evaluator's paths from receipts and
// prints the table kept in docs/erc8183.md's "The contracts" section
// (go test -run EvaluatorGas -v ./contracts/). Conditions as in
// TestGasPerPath: MockUSDC, Osaka rules, every recipient already holds
// tokens; 5 jurors, panel 5, threshold 3, no appeal window.
func TestEvaluatorGas(t *testing.T) {
	j := newJobHarness(t, harnessConfig{osaka: true}, 0)
	for _, a := range append([]*account{j.buyer, j.seller, j.stranger}, j.jurors...) {
		j.mustExec(a, j.usdc, usdcABI.PackMint(a.addr, big.NewInt(1)))
	}
	// Another open case, so that no measured call is the escrow's first.
	j.openCase(j.submittedJob("gas-anchor", common.Address{}))

	type row struct {
		path string
		gas  uint64
	}
	var rows []row
	add := func(path string, gas uint64) { rows = append(rows, row{path, gas}) }

	pass := j.submittedJob("gas-pass", common.Address{})
	r := j.openAs(j.buyer, pass)
	add("evaluator open (reads the job, pulls the fee, openCase)", r.GasUsed)
	cid := j.caseID(pass)
	r = j.mustExec(j.stranger, j.escrow, j.quorum(cid, true, 3))
	add("resolveByQuorum on a case, 3 of 5 seats, fee to 3", r.GasUsed)
	add("evaluator settle, released case (job complete)", j.settle(pass).GasUsed)

	fail := j.submittedJob("gas-fail", common.Address{})
	cid = j.openCase(fail)
	j.mustExec(j.stranger, j.escrow, j.quorum(cid, false, 3))
	add("evaluator settle, refunded case (job reject)", j.settle(fail).GasUsed)

	// openCase alone: an escrow whose caseOpener is an account.
	escrow := j.escrowOpenedBy(j.stranger, 2)
	j.mustExec(j.stranger, escrow, escrowABI.PackOpenCase(asCase(hash32("gas-case-0")), j.buyer.addr, j.seller.addr, j.usdcAddr,
		big.NewInt(caseFee), hash32("c"), hash32("d"), j.now()+1_000))
	r = j.mustExec(j.stranger, escrow, escrowABI.PackOpenCase(asCase(hash32("gas-case-1")), j.buyer.addr, j.seller.addr, j.usdcAddr,
		big.NewInt(caseFee), hash32("c"), hash32("d"), j.now()+1_000))
	add("openCase alone (by the caseOpener)", r.GasUsed)

	var b strings.Builder
	b.WriteString("| path | gas, Osaka rules |\n| --- | ---: |\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %d |\n", r.path, r.gas)
		if r.gas > 350_000 {
			t.Errorf("%s used %d gas", r.path, r.gas)
		}
	}
	t.Logf("ERC-8183 evaluator gas:\n%s", b.String())
}
