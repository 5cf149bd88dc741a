package anchor

import (
	"errors"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

func testHashes(n int) [][32]byte {
	out := make([][32]byte, n)
	for i := range out {
		out[i] = [32]byte(crypto.Keccak256(fmt.Appendf(nil, "verdict %d", i)))
	}
	return out
}

func TestRootOneLeaf(t *testing.T) {
	h := testHashes(1)
	root, err := Root(h)
	if err != nil {
		t.Fatal(err)
	}
	want := [32]byte(crypto.Keccak256([]byte{0}, h[0][:]))
	if root != want || root != LeafHash(h[0]) {
		t.Fatalf("root %x, want keccak(0x00||hash) %x", root, want)
	}
	path, err := Path(h, 0)
	if err != nil || len(path) != 0 {
		t.Fatalf("path of one leaf: %v %v", path, err)
	}
	if err := VerifyPath(h[0], 0, 1, nil, root); err != nil {
		t.Fatal(err)
	}
	if _, err := Root(nil); err == nil {
		t.Fatal("root of no hashes")
	}
}

func TestRootThreeLeavesByHand(t *testing.T) {
	h := testHashes(3)
	k := func(parts ...[]byte) [32]byte { return [32]byte(crypto.Keccak256(parts...)) }
	l := func(x [32]byte) []byte { v := k([]byte{0}, x[:]); return v[:] }
	ab := k([]byte{1}, l(h[0]), l(h[1]))
	want := k([]byte{1}, ab[:], l(h[2]))
	got, err := Root(h)
	if err != nil || got != want {
		t.Fatalf("root %x, want %x (%v)", got, want, err)
	}
}

func TestProofsEveryIndex(t *testing.T) {
	for n := 1; n <= 17; n++ {
		h := testHashes(n)
		root, err := Root(h)
		if err != nil {
			t.Fatal(err)
		}
		for i := range n {
			path, err := Path(h, i)
			if err != nil {
				t.Fatal(err)
			}
			if err := VerifyPath(h[i], i, n, path, root); err != nil {
				t.Fatalf("n=%d i=%d: %v", n, i, err)
			}
			other := [32]byte(crypto.Keccak256([]byte("not in the batch")))
			if err := VerifyPath(other, i, n, path, root); !errors.Is(err, ErrProof) {
				t.Fatalf("n=%d i=%d: a foreign hash verified: %v", n, i, err)
			}
			if n > 1 {
				j := (i + 1) % n
				if err := VerifyPath(h[i], j, n, path, root); !errors.Is(err, ErrProof) {
					t.Fatalf("n=%d: hash %d verified at index %d", n, i, j)
				}
			}
			if len(path) > 0 {
				if err := VerifyPath(h[i], i, n, path[:len(path)-1], root); !errors.Is(err, ErrProof) {
					t.Fatalf("n=%d i=%d: a short path verified", n, i)
				}
			}
		}
	}
}

func TestRootOrderSensitive(t *testing.T) {
	h := testHashes(4)
	a, _ := Root(h)
	b, _ := Root([][32]byte{h[1], h[0], h[2], h[3]})
	if a == b {
		t.Fatal("swapping two hashes kept the root")
	}
	c, _ := Root(h[:3])
	if a == c {
		t.Fatal("dropping a hash kept the root")
	}
}

// An inner node presented as a verdict hash must not verify: the leaf tag
// changes its hash.
func TestLeafCannotPassAsNode(t *testing.T) {
	h := testHashes(4)
	root, _ := Root(h)
	left := NodeHash(LeafHash(h[0]), LeafHash(h[1]))
	right := NodeHash(LeafHash(h[2]), LeafHash(h[3]))
	if NodeHash(left, right) != root {
		t.Fatal("root is not the node of its two halves")
	}
	if err := VerifyPath(left, 0, 2, [][32]byte{right}, root); !errors.Is(err, ErrProof) {
		t.Fatalf("an inner node passed as a leaf: %v", err)
	}
	if LeafHash(h[0]) == [32]byte(crypto.Keccak256(h[0][:])) {
		t.Fatal("the leaf hash carries no tag")
	}
	var two [64]byte
	copy(two[:32], h[0][:])
	copy(two[32:], h[1][:])
	if NodeHash(h[0], h[1]) == [32]byte(crypto.Keccak256([]byte{0}, two[:])) {
		t.Fatal("node and leaf tags collide")
	}
}

func TestPathsMatchPath(t *testing.T) {
	for _, n := range []int{1, 2, 5, 8, 13} {
		h := testHashes(n)
		all := Paths(h)
		for i := range n {
			one, err := Path(h, i)
			if err != nil || fmt.Sprint(one) != fmt.Sprint(all[i]) {
				t.Fatalf("n=%d i=%d: Paths %x, Path %x (%v)", n, i, all[i], one, err)
			}
		}
	}
	if _, err := Path(testHashes(3), 3); err == nil {
		t.Fatal("a path past the batch")
	}
}
