package chain_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/contracts"
)

// referenceDigest hashes the ballot with go-ethereum's generic EIP-712 code.
func referenceDigest(t *testing.T, chainID *big.Int, escrow common.Address, dealID, root [32]byte, approved bool) [32]byte {
	t.Helper()
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			"Ballot": {
				{Name: "dealId", Type: "bytes32"},
				{Name: "evidenceRoot", Type: "bytes32"},
				{Name: "approved", Type: "bool"},
			},
		},
		PrimaryType: "Ballot",
		Domain: apitypes.TypedDataDomain{
			Name:              "ArbiterEscrow",
			Version:           "2",
			ChainId:           (*math.HexOrDecimal256)(chainID),
			VerifyingContract: escrow.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"dealId":       hexutil.Encode(dealID[:]),
			"evidenceRoot": hexutil.Encode(root[:]),
			"approved":     approved,
		},
	}
	h, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	return [32]byte(h)
}

func randomBallot(rng *rand.Rand) (chainID *big.Int, escrow common.Address, dealID, root [32]byte, approved bool) {
	chainID = new(big.Int).SetUint64(rng.Uint64())
	if rng.IntN(4) == 0 {
		chainID.Lsh(chainID, 190) // large IDs too
	}
	for i := range escrow {
		escrow[i] = byte(rng.Uint32())
	}
	for i := range dealID {
		dealID[i], root[i] = byte(rng.Uint32()), byte(rng.Uint32())
	}
	return chainID, escrow, dealID, root, rng.IntN(2) == 0
}

func TestBallotDigestMatchesGoEthereumTypedData(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for range 200 {
		chainID, escrow, dealID, root, approved := randomBallot(rng)
		got := chain.BallotDigest(chainID, escrow, dealID, root, approved)
		want := referenceDigest(t, chainID, escrow, dealID, root, approved)
		if got != want {
			t.Fatalf("BallotDigest(%s, %s, %x, %x, %v) = %x, apitypes says %x", chainID, escrow, dealID, root, approved, got, want)
		}
	}
	// Every field is bound: changing any one changes the digest.
	base := chain.BallotDigest(big.NewInt(1), common.Address{1}, [32]byte{2}, [32]byte{3}, true)
	for _, other := range [][32]byte{
		chain.BallotDigest(big.NewInt(2), common.Address{1}, [32]byte{2}, [32]byte{3}, true),
		chain.BallotDigest(big.NewInt(1), common.Address{9}, [32]byte{2}, [32]byte{3}, true),
		chain.BallotDigest(big.NewInt(1), common.Address{1}, [32]byte{9}, [32]byte{3}, true),
		chain.BallotDigest(big.NewInt(1), common.Address{1}, [32]byte{2}, [32]byte{9}, true),
		chain.BallotDigest(big.NewInt(1), common.Address{1}, [32]byte{2}, [32]byte{3}, false),
	} {
		if other == base {
			t.Fatal("a field does not reach the digest")
		}
	}
}

func TestBallotDigestMatchesContract(t *testing.T) {
	ctx := context.Background()
	d := newDevnet(t, chain.DevnetConfig{})
	bound := contracts.NewArbiterEscrow().Instance(d.Client(), d.EscrowAddress())
	escrowABI := contracts.NewArbiterEscrow()

	sep, err := bind.Call(bound, &bind.CallOpts{Context: ctx}, escrowABI.PackDomainSeparator(), escrowABI.UnpackDomainSeparator)
	if err != nil {
		t.Fatal(err)
	}
	if want := chain.DomainSeparator(d.ChainID(), d.EscrowAddress()); sep != want {
		t.Fatalf("domainSeparator() = %x, Go %x", sep, want)
	}
	rng := rand.New(rand.NewPCG(3, 5))
	for range 20 {
		_, _, dealID, root, approved := randomBallot(rng)
		got, err := bind.Call(bound, &bind.CallOpts{Context: ctx}, escrowABI.PackBallotDigest(dealID, root, approved), escrowABI.UnpackBallotDigest)
		if err != nil {
			t.Fatal(err)
		}
		if want := chain.BallotDigest(d.ChainID(), d.EscrowAddress(), dealID, root, approved); got != want {
			t.Fatalf("ballotDigest view = %x, Go %x", got, want)
		}
	}
	typeHash, err := bind.Call(bound, &bind.CallOpts{Context: ctx}, escrowABI.PackBALLOTTYPEHASH(), escrowABI.UnpackBALLOTTYPEHASH)
	if err != nil || common.Hash(typeHash) != chain.BallotTypeHash {
		t.Fatalf("BALLOT_TYPEHASH = %x (%v), Go %x", typeHash, err, chain.BallotTypeHash)
	}
}

func TestSignAndRecoverBallot(t *testing.T) {
	key := chain.DevKey("juror-x")
	digest := chain.BallotDigest(big.NewInt(1337), common.Address{7}, [32]byte{1}, [32]byte{2}, true)
	sig, err := chain.SignBallot(key, digest)
	if err != nil {
		t.Fatal(err)
	}
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		t.Fatalf("signature %x", sig)
	}
	got, err := chain.RecoverBallotSigner(digest, sig)
	if err != nil || got != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("recovered %s, %v", got, err)
	}
	// Another digest recovers to someone else.
	other := chain.BallotDigest(big.NewInt(1337), common.Address{7}, [32]byte{1}, [32]byte{2}, false)
	if got, _ := chain.RecoverBallotSigner(other, sig); got == crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("signature valid for another ballot")
	}

	n := crypto.S256().Params().N
	highS := bytes.Clone(sig)
	new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64])).FillBytes(highS[32:64])
	highS[64] ^= 1 // 27 <-> 28
	rawV := bytes.Clone(sig)
	rawV[64] -= 27
	for name, bad := range map[string][]byte{
		"short":  sig[:64],
		"long":   append(bytes.Clone(sig), 0),
		"raw v":  rawV,
		"high s": highS,
		"zero":   make([]byte, 65),
	} {
		if _, err := chain.RecoverBallotSigner(digest, bad); !errors.Is(err, chain.ErrInvalidBallot) {
			t.Errorf("%s: err = %v, want ErrInvalidBallot", name, err)
		}
	}
}

// FuzzRecoverBallotSigner feeds arbitrary signatures to the recovery of
// untrusted ballots: it must never panic, and whatever it accepts has the
// shape the contract accepts.
func FuzzRecoverBallotSigner(f *testing.F) {
	digest := chain.BallotDigest(big.NewInt(1), common.Address{1}, [32]byte{1}, [32]byte{1}, true)
	sig, _ := chain.SignBallot(chain.DevKey("fuzz"), digest)
	f.Add(digest[:], sig)
	f.Add(digest[:], []byte{})
	f.Add(make([]byte, 32), make([]byte, 65))
	f.Fuzz(func(t *testing.T, d, sig []byte) {
		if len(d) != 32 {
			return
		}
		addr, err := chain.RecoverBallotSigner([32]byte(d), sig)
		if err != nil {
			if !errors.Is(err, chain.ErrInvalidBallot) {
				t.Fatalf("unexpected error %v", err)
			}
			return
		}
		halfN := new(big.Int).Rsh(crypto.S256().Params().N, 1)
		if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) || new(big.Int).SetBytes(sig[32:64]).Cmp(halfN) > 0 || addr == (common.Address{}) {
			t.Fatalf("accepted %x as %s", sig, addr)
		}
	})
}

func TestBallotsHashIsTheABIEncoding(t *testing.T) {
	bytes32, _ := abi.NewType("bytes32", "", nil)
	boolean, _ := abi.NewType("bool", "", nil)
	uint256, _ := abi.NewType("uint256", "", nil)
	args := abi.Arguments{{Type: bytes32}, {Type: bytes32}, {Type: boolean}, {Type: uint256}}
	rng := rand.New(rand.NewPCG(7, 11))
	for range 20 {
		_, _, dealID, root, approved := randomBallot(rng)
		mask := chain.SeatMask(rng.IntN(8), rng.IntN(255))
		enc, err := args.Pack(dealID, root, approved, mask)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := chain.BallotsHash(dealID, root, approved, mask), crypto.Keccak256Hash(enc); got != want {
			t.Fatalf("BallotsHash = %x, keccak256(abi.encode(...)) %x", got, want)
		}
	}
	if chain.BallotsHash([32]byte{1}, [32]byte{2}, true, nil) != chain.BallotsHash([32]byte{1}, [32]byte{2}, true, new(big.Int)) {
		t.Fatal("a nil mask is not zero")
	}
	if chain.SeatMask(0, 2, 2).Int64() != 5 {
		t.Fatal("SeatMask(0, 2) != 0b101")
	}
}
