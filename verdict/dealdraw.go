package verdict

import (
	"crypto/sha256"
	"encoding/hex"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// DealEvidenceRoot is the evidence root of a deal's two committed texts,
// computed from their on-chain sha256 commitments alone; it equals
// EvidenceRoot([criteria, deliverable]) and the escrow's evidenceRootOf.
func DealEvidenceRoot(criteriaHash, deliverableHash [32]byte) [32]byte {
	var buf [128]byte
	hex.Encode(buf[:64], criteriaHash[:])
	hex.Encode(buf[64:], deliverableHash[:])
	return sha256.Sum256(buf[:])
}

// DealDrawSeed is the seed of a deal's panel draw: keccak256 of the hash of
// the draw block (fixed after the submission, see the escrow's drawBlock)
// and the deal ID, as abi.encode(bytes32, bytes32).
func DealDrawSeed(drawBlockHash, dealID [32]byte) [32]byte {
	return crypto.Keccak256Hash(drawBlockHash[:], dealID[:])
}

// DealDraw draws a deal's panel exactly as the escrow does: a partial
// Fisher-Yates shuffle of the registry snapshot (in registration order)
// in which seat i swaps with position i + keccak256(seed, i) mod (n - i).
// The seats are the first min(size, n) positions, in draw order, which is
// the canonical seat order of the deal's verdict.
func DealDraw(seed [32]byte, candidates []common.Address, size int) []common.Address {
	c := append([]common.Address(nil), candidates...)
	n := len(c)
	if size > n {
		size = n
	}
	var word [64]byte
	copy(word[:32], seed[:])
	m := new(big.Int)
	for i := 0; i < size; i++ {
		new(big.Int).SetInt64(int64(i)).FillBytes(word[32:])
		m.SetBytes(crypto.Keccak256(word[:]))
		j := i + int(m.Mod(m, big.NewInt(int64(n-i))).Int64())
		c[i], c[j] = c[j], c[i]
	}
	return c[:size]
}
