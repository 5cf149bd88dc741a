package verdict

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestDealEvidenceRootMatchesTheTextRoot(t *testing.T) {
	criteria, deliverable := "ship a CSV with a header row", "name,qty\nbolt,3\n"
	got := DealEvidenceRoot(Hash([]byte(criteria)), Hash([]byte(deliverable)))
	if want := EvidenceRoot([]string{criteria, deliverable}); common.Bytes2Hex(got[:]) != want {
		t.Fatalf("deal root %x, text root %s", got, want)
	}
	swapped := DealEvidenceRoot(Hash([]byte(deliverable)), Hash([]byte(criteria)))
	if swapped == got {
		t.Fatal("the root does not depend on which text is the criteria")
	}
}

func TestDealDrawIsAPermutationPrefix(t *testing.T) {
	var cands []common.Address
	for i := 1; i <= 9; i++ {
		cands = append(cands, common.BigToAddress(new(big.Int).Lsh(common.Big1, uint(i))))
	}
	seed := DealDrawSeed([32]byte{1}, [32]byte{2})
	a := DealDraw(seed, cands, 5)
	if len(a) != 5 {
		t.Fatalf("drew %d seats", len(a))
	}
	seen := map[common.Address]bool{}
	for _, s := range a {
		if seen[s] {
			t.Fatalf("seat %s drawn twice", s)
		}
		seen[s] = true
	}
	b := DealDraw(seed, cands, 5)
	for i := range a {
		if a[i] != b[i] {
			t.Fatal("the draw is not deterministic")
		}
	}
	if other := DealDraw(DealDrawSeed([32]byte{3}, [32]byte{2}), cands, 5); other[0] == a[0] && other[1] == a[1] && other[2] == a[2] {
		t.Fatal("another seed drew the same first three seats")
	}
	if all := DealDraw(seed, cands[:3], 5); len(all) != 3 {
		t.Fatalf("a registry of 3 gave %d seats", len(all))
	}
	if cands[0] != common.BigToAddress(common.Big2) {
		t.Fatal("the draw reordered its input")
	}
}
