package verdict

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
)

// EIP-712 names of the escrow's ballot; contracts/ArbiterEscrow.sol uses the
// same strings.
const (
	BallotDomainName    = "ArbiterEscrow"
	BallotDomainVersion = "2"
	ballotType          = "Ballot(bytes32 dealId,bytes32 evidenceRoot,bool approved)"
	domainType          = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
)

var (
	// BallotTypeHash is keccak256 of the Ballot type, as the contract's
	// BALLOT_TYPEHASH.
	BallotTypeHash = crypto.Keccak256Hash([]byte(ballotType))
	domainTypeHash = crypto.Keccak256Hash([]byte(domainType))
	nameHash       = crypto.Keccak256Hash([]byte(BallotDomainName))
	versionHash    = crypto.Keccak256Hash([]byte(BallotDomainVersion))
)

// BallotDomainSeparator is the EIP-712 domain separator of the escrow at
// address escrow on chain chainID (a nil chainID counts as zero).
func BallotDomainSeparator(chainID *big.Int, escrow common.Address) [32]byte {
	id := new(big.Int)
	if chainID != nil {
		id.Set(chainID)
	}
	return crypto.Keccak256Hash(domainTypeHash[:], nameHash[:], versionHash[:],
		common.LeftPadBytes(id.Bytes(), 32), common.LeftPadBytes(escrow[:], 32))
}

// BallotDigest is the EIP-712 digest a juror signs to vote on a deal. The
// domain binds it to one chain and one escrow contract, the struct to one
// deal, one evidence root and one vote.
func BallotDigest(chainID *big.Int, escrow common.Address, dealID, evidenceRoot [32]byte, approved bool) [32]byte {
	domain := BallotDomainSeparator(chainID, escrow)
	var vote [32]byte
	if approved {
		vote[31] = 1
	}
	structHash := crypto.Keccak256(BallotTypeHash[:], dealID[:], evidenceRoot[:], vote[:])
	var out [32]byte
	copy(out[:], crypto.Keccak256([]byte{0x19, 0x01}, domain[:], structHash))
	return out
}

// DealBallotDigest computes the ballot digest for a deal named in a request.
func DealBallotDigest(d *Deal, evidenceRoot string, approved bool) ([32]byte, error) {
	if d.ChainID.IsZero() {
		return [32]byte{}, fieldErr("deal.chain_id", "is required")
	}
	root, err := ParseHash32(evidenceRoot)
	if err != nil {
		return [32]byte{}, fieldErr("context.root", "%s", err)
	}
	return BallotDigest(d.ChainID.Big(), d.Escrow.Common(), d.DealID, root, approved), nil
}

// BallotsHash is the verdict hash an escrow records for a settlement by
// ballots: keccak256(abi.encode(dealId, evidenceRoot, approved, seatMask)),
// where bit i of seatMask is set when seat i of the deal's panel signed a
// ballot that settled it (a nil mask counts as zero).
func BallotsHash(dealID, evidenceRoot [32]byte, approved bool, seatMask *big.Int) [32]byte {
	enc := make([]byte, 4*32)
	copy(enc[:32], dealID[:])
	copy(enc[32:64], evidenceRoot[:])
	if approved {
		enc[95] = 1
	}
	if seatMask != nil {
		copy(enc[96:], math.U256Bytes(new(big.Int).Set(seatMask)))
	}
	return crypto.Keccak256Hash(enc)
}

// SeatMask is the seat mask of BallotsHash for the given seat indices.
func SeatMask(seats ...int) *big.Int {
	m := new(big.Int)
	for _, i := range seats {
		m.SetBit(m, i, 1)
	}
	return m
}
