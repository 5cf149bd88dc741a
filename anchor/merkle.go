package anchor

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"
)

// Domain tags of the tree's hashes: a leaf and an inner node never hash the
// same bytes, so a node cannot be passed off as a leaf or the reverse.
const (
	tagLeaf byte = 0x00
	tagNode byte = 0x01
)

// ErrProof is returned when a proof does not lead from its leaf to the root.
var ErrProof = errors.New("anchor: inclusion proof does not verify")

// LeafHash is keccak256(0x00 || verdictHash).
func LeafHash(verdictHash [32]byte) [32]byte {
	return [32]byte(crypto.Keccak256([]byte{tagLeaf}, verdictHash[:]))
}

// NodeHash is keccak256(0x01 || left || right).
func NodeHash(left, right [32]byte) [32]byte {
	return [32]byte(crypto.Keccak256([]byte{tagNode}, left[:], right[:]))
}

// Root is the Merkle root of the verdict hashes in batch order: leaves are
// paired left to right, and the last node of a level with an odd count moves
// up unchanged. One hash gives its leaf hash; none is an error.
func Root(hashes [][32]byte) ([32]byte, error) {
	if len(hashes) == 0 {
		return [32]byte{}, errors.New("anchor: root of an empty batch")
	}
	l := levels(hashes)
	return l[len(l)-1][0], nil
}

// levels are the tree's levels from the leaves up to the root.
func levels(hashes [][32]byte) [][][32]byte {
	level := make([][32]byte, len(hashes))
	for i, h := range hashes {
		level[i] = LeafHash(h)
	}
	out := [][][32]byte{level}
	for len(level) > 1 {
		next := make([][32]byte, 0, (len(level)+1)/2)
		for i := 0; i < len(level); i += 2 {
			if i+1 == len(level) {
				next = append(next, level[i])
			} else {
				next = append(next, NodeHash(level[i], level[i+1]))
			}
		}
		out = append(out, next)
		level = next
	}
	return out
}

// pathIn reads the path of the leaf at index from the tree's levels.
func pathIn(l [][][32]byte, index int) [][32]byte {
	var path [][32]byte
	for _, level := range l[:len(l)-1] {
		if sib := index ^ 1; sib < len(level) {
			path = append(path, level[sib])
		}
		index /= 2
	}
	return path
}

// Path is the sibling hashes from the leaf at index up to the root, leaving
// out the levels where the node moves up without a sibling.
func Path(hashes [][32]byte, index int) ([][32]byte, error) {
	if index < 0 || index >= len(hashes) {
		return nil, fmt.Errorf("anchor: index %d out of a batch of %d", index, len(hashes))
	}
	return pathIn(levels(hashes), index), nil
}

// Paths is Path of every index, building the tree once.
func Paths(hashes [][32]byte) [][][32]byte {
	if len(hashes) == 0 {
		return nil
	}
	l := levels(hashes)
	out := make([][][32]byte, len(hashes))
	for i := range hashes {
		out[i] = pathIn(l, i)
	}
	return out
}

// VerifyPath reports (as ErrProof) whether verdictHash sits at index of a
// batch of count hashes with this root, given its Path.
func VerifyPath(verdictHash [32]byte, index, count int, path [][32]byte, root [32]byte) error {
	if count < 1 || index < 0 || index >= count {
		return fmt.Errorf("%w: index %d of %d", ErrProof, index, count)
	}
	h := LeafHash(verdictHash)
	used := 0
	for n := count; n > 1; n = (n + 1) / 2 {
		if index^1 < n {
			if used == len(path) {
				return fmt.Errorf("%w: path too short", ErrProof)
			}
			if index%2 == 0 {
				h = NodeHash(h, path[used])
			} else {
				h = NodeHash(path[used], h)
			}
			used++
		}
		index /= 2
	}
	if used != len(path) {
		return fmt.Errorf("%w: path too long", ErrProof)
	}
	if h != root {
		return fmt.Errorf("%w: root %x, computed %x", ErrProof, root, h)
	}
	return nil
}
