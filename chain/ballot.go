package chain

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/verdict"
)

// EIP-712 domain of every ArbiterEscrow deployment; the chain ID and the
// escrow address complete it.
const (
	DomainName    = verdict.BallotDomainName
	DomainVersion = verdict.BallotDomainVersion
)

// AppealBallotType is the EIP-712 type of a ballot in an appeal round
// (round 1 on); round 0 keeps Ballot(bytes32 dealId,bytes32 evidenceRoot,bool approved).
const AppealBallotType = verdict.AppealBallotType

var (
	// BallotTypeHash is keccak256 of the Ballot type, as the contract's BALLOT_TYPEHASH.
	BallotTypeHash = verdict.BallotTypeHash
	// AppealBallotTypeHash is keccak256 of AppealBallotType, as the
	// contract's APPEAL_BALLOT_TYPEHASH.
	AppealBallotTypeHash = verdict.AppealBallotTypeHash

	secp256k1HalfN = new(big.Int).Rsh(crypto.S256().Params().N, 1)
)

// DomainSeparator is the EIP-712 domain separator of the escrow at address
// escrow on chain chainID (a nil chainID counts as zero).
func DomainSeparator(chainID *big.Int, escrow common.Address) [32]byte {
	return verdict.BallotDomainSeparator(chainID, escrow)
}

// BallotDigest is the EIP-712 digest of Ballot(dealId, evidenceRoot, approved)
// for the escrow at address escrow on chain chainID: the value a juror signs and
// the contract's ballotDigest view returns.
func BallotDigest(chainID *big.Int, escrow common.Address, dealID, evidenceRoot [32]byte, approved bool) [32]byte {
	return verdict.BallotDigest(chainID, escrow, dealID, evidenceRoot, approved)
}

// RoundBallotDigest is the digest a juror signs for a ballot in a round of a
// deal, as the contract's roundBallotDigest: BallotDigest for round 0, the
// EIP-712 digest of AppealBallot(dealId, evidenceRoot, round, approved) in
// the same domain after, so that no ballot of one round counts in another.
func RoundBallotDigest(chainID *big.Int, escrow common.Address, dealID, evidenceRoot [32]byte, round uint8, approved bool) [32]byte {
	return verdict.RoundBallotDigest(chainID, escrow, dealID, evidenceRoot, round, approved)
}

// RoundBallotsHash is the verdict hash the escrow records when ballots
// decide a round: BallotsHash for round 0, and
// keccak256(abi.encode(dealId, evidenceRoot, uint8(round), approved, seatMask))
// after, with the seat mask over that round's seats.
func RoundBallotsHash(dealID, evidenceRoot [32]byte, round uint8, approved bool, seatMask *big.Int) [32]byte {
	return verdict.RoundBallotsHash(dealID, evidenceRoot, round, approved, seatMask)
}

// SignBallot signs a ballot digest the way the escrow verifies it: 65 bytes
// r || s || v with v in {27, 28} and a low s.
func SignBallot(key *ecdsa.PrivateKey, digest [32]byte) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("chain: sign ballot: %w", err)
	}
	sig[64] += 27
	return sig, nil
}

// RecoverBallotSigner returns the address that signed digest, applying the
// same rules as the escrow (65 bytes, v in {27, 28}, low s), so a signature it
// accepts is one the contract accepts too. It fails with ErrInvalidBallot.
func RecoverBallotSigner(digest [32]byte, sig []byte) (common.Address, error) {
	if len(sig) != 65 {
		return common.Address{}, fmt.Errorf("%w: signature is %d bytes, want 65", ErrInvalidBallot, len(sig))
	}
	v := sig[64]
	if v != 27 && v != 28 {
		return common.Address{}, fmt.Errorf("%w: v = %d, want 27 or 28", ErrInvalidBallot, v)
	}
	if new(big.Int).SetBytes(sig[32:64]).Cmp(secp256k1HalfN) > 0 {
		return common.Address{}, fmt.Errorf("%w: high s", ErrInvalidBallot)
	}
	plain := make([]byte, 65)
	copy(plain, sig)
	plain[64] = v - 27
	pub, err := crypto.SigToPub(digest[:], plain)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrInvalidBallot, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// BallotsHash is verdict.BallotsHash, the verdict hash resolveByQuorum
// records.
func BallotsHash(dealID, evidenceRoot [32]byte, approved bool, seatMask *big.Int) [32]byte {
	return verdict.BallotsHash(dealID, evidenceRoot, approved, seatMask)
}

// SeatMask is verdict.SeatMask.
func SeatMask(seats ...int) *big.Int { return verdict.SeatMask(seats...) }
