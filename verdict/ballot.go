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
	// AppealBallotType is the EIP-712 type of a ballot in an appeal round
	// (round 1 on); round 0 keeps the Ballot type.
	AppealBallotType = "AppealBallot(bytes32 dealId,bytes32 evidenceRoot,uint8 round,bool approved)"
	domainType       = "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
)

var (
	// BallotTypeHash is keccak256 of the Ballot type, as the contract's
	// BALLOT_TYPEHASH.
	BallotTypeHash = crypto.Keccak256Hash([]byte(ballotType))
	// AppealBallotTypeHash is keccak256 of AppealBallotType, as the
	// contract's APPEAL_BALLOT_TYPEHASH.
	AppealBallotTypeHash = crypto.Keccak256Hash([]byte(AppealBallotType))
	domainTypeHash       = crypto.Keccak256Hash([]byte(domainType))
	nameHash             = crypto.Keccak256Hash([]byte(BallotDomainName))
	versionHash          = crypto.Keccak256Hash([]byte(BallotDomainVersion))
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

// MaxRounds is the most rounds a deal can have: its first panel and up to
// three appeals (the escrow's MAX_ROUNDS).
const MaxRounds = 4

// RoundBallotDigest is the digest a juror signs for a ballot in a round of
// a deal, as the escrow's roundBallotDigest: BallotDigest for round 0, the
// EIP-712 digest of AppealBallot(dealId, evidenceRoot, round, approved) in
// the same domain after, so that no ballot of one round counts in another.
func RoundBallotDigest(chainID *big.Int, escrow common.Address, dealID, evidenceRoot [32]byte, round uint8, approved bool) [32]byte {
	if round == 0 {
		return BallotDigest(chainID, escrow, dealID, evidenceRoot, approved)
	}
	domain := BallotDomainSeparator(chainID, escrow)
	var r, vote [32]byte
	r[31] = round
	if approved {
		vote[31] = 1
	}
	structHash := crypto.Keccak256(AppealBallotTypeHash[:], dealID[:], evidenceRoot[:], r[:], vote[:])
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domain[:], structHash)
}

// DealBallotDigest computes the ballot digest for a deal named in a
// request, in the deal's round: the one place that picks a round's digest
// for jurors, records and audits alike.
func DealBallotDigest(d *Deal, evidenceRoot string, approved bool) ([32]byte, error) {
	if d.ChainID.IsZero() {
		return [32]byte{}, fieldErr("deal.chain_id", "is required")
	}
	root, err := ParseHash32(evidenceRoot)
	if err != nil {
		return [32]byte{}, fieldErr("context.root", "%s", err)
	}
	return RoundBallotDigest(d.ChainID.Big(), d.Escrow.Common(), d.DealID, root, d.Round, approved), nil
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

// RoundBallotsHash is the verdict hash an escrow records when ballots
// decide a round of a deal: BallotsHash for round 0, and
// keccak256(abi.encode(dealId, evidenceRoot, uint8(round), approved,
// seatMask)) after, with the seat mask over that round's seats.
func RoundBallotsHash(dealID, evidenceRoot [32]byte, round uint8, approved bool, seatMask *big.Int) [32]byte {
	if round == 0 {
		return BallotsHash(dealID, evidenceRoot, approved, seatMask)
	}
	enc := make([]byte, 5*32)
	copy(enc[:32], dealID[:])
	copy(enc[32:64], evidenceRoot[:])
	enc[95] = round
	if approved {
		enc[127] = 1
	}
	if seatMask != nil {
		copy(enc[128:], math.U256Bytes(new(big.Int).Set(seatMask)))
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
