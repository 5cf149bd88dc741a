package contracts_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/contracts"
)

var anchorABI = contracts.NewVerdictAnchor()

func anchorErr(name string) common.Hash {
	abiDef := anchorABI.GetABI()
	return abiDef.Errors[name].ID
}

// TestVerdictAnchor: each account anchors its own batches 1, 2, 3... and
// nothing else; a resent or skipped number reverts.
func TestVerdictAnchor(t *testing.T) {
	h := newHarness(t, harnessConfig{grace: 100})
	addr := h.deploy(h.owner, contracts.VerdictAnchorMetaData.Bin, nil)
	a := anchorABI.Instance(h.client, addr)
	root1, root2 := hash32("root 1"), hash32("root 2")

	r := h.mustExec(h.oracle, a, anchorABI.PackAnchor(1, root1, 3))
	l := findLog(t, r, addr, anchorABI.GetABI().Events["Anchored"].ID)
	ev, err := anchorABI.UnpackAnchoredEvent(l)
	if err != nil || ev.Coordinator != h.oracle.addr || ev.BatchId != 1 || ev.Root != root1 || ev.Count != 3 {
		t.Fatalf("Anchored %+v %v", ev, err)
	}
	h.expectRevert(h.oracle, a, anchorABI.PackAnchor(1, root2, 3), anchorErr("BatchOutOfOrder"))
	h.expectRevert(h.oracle, a, anchorABI.PackAnchor(3, root2, 3), anchorErr("BatchOutOfOrder"))
	h.expectRevert(h.oracle, a, anchorABI.PackAnchor(2, root2, 0), anchorErr("EmptyBatch"))
	h.expectRevert(h.oracle, a, anchorABI.PackAnchor(2, [32]byte{}, 1), anchorErr("EmptyBatch"))
	h.mustExec(h.oracle, a, anchorABI.PackAnchor(2, root2, 1))
	// Another account numbers its own batches from 1.
	h.mustExec(h.stranger, a, anchorABI.PackAnchor(1, root2, 1))

	last, err := anchorABI.UnpackLastBatch(h.call(a, anchorABI.PackLastBatch(h.oracle.addr)))
	if err != nil || last != 2 {
		t.Fatalf("lastBatch %d %v", last, err)
	}
	for _, c := range []struct {
		who  common.Address
		id   uint64
		want [32]byte
	}{{h.oracle.addr, 1, root1}, {h.oracle.addr, 2, root2}, {h.oracle.addr, 3, [32]byte{}}, {h.stranger.addr, 1, root2}, {h.buyer.addr, 1, [32]byte{}}} {
		got, err := anchorABI.UnpackRootOf(h.call(a, anchorABI.PackRootOf(c.who, c.id)))
		if err != nil || got != c.want {
			t.Fatalf("rootOf(%s, %d) = %x %v, want %x", c.who, c.id, got, err, c.want)
		}
	}
}

// TestAnchorGas measures one anchor, the first of an account and a later
// one, and prints the rows kept in README.md (go test -run AnchorGas -v ./contracts/).
func TestAnchorGas(t *testing.T) {
	for _, osaka := range []bool{true, false} {
		h := newHarness(t, harnessConfig{grace: 100, osaka: osaka})
		addr, dr := h.deployReceipt(h.owner, contracts.VerdictAnchorMetaData.Bin, nil)
		a := anchorABI.Instance(h.client, addr)
		first := h.mustExec(h.oracle, a, anchorABI.PackAnchor(1, hash32("a"), 256))
		next := h.mustExec(h.oracle, a, anchorABI.PackAnchor(2, hash32("b"), 256))
		t.Logf("osaka=%v: deploy VerdictAnchor %d, first anchor %d, later anchor %d", osaka, dr.GasUsed, first.GasUsed, next.GasUsed)
		// A generous ceiling under Osaka rules: two new storage slots, one event.
		if osaka && first.GasUsed > 80_000 || next.GasUsed >= first.GasUsed {
			t.Errorf("anchor gas: first %d, later %d", first.GasUsed, next.GasUsed)
		}
	}
}
