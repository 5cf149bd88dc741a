package chain_test

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/arbitra-network/arbitra/chain"
)

func TestDecodeRevert(t *testing.T) {
	escrowABI := contractsEscrowABI.GetABI()
	selector := func(name string) []byte {
		id := escrowABI.Errors[name].ID
		return id[:4]
	}
	// An EIP-55 test vector: the message shows the checksummed form.
	caller := common.HexToAddress("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")
	notOracle, err := escrowABI.Errors["NotOracle"].Inputs.Pack(caller)
	if err != nil {
		t.Fatal(err)
	}
	notOracle = append(selector("NotOracle"), notOracle...)
	pack := func(name string, args ...any) []byte {
		b, err := escrowABI.Errors[name].Inputs.Pack(args...)
		if err != nil {
			t.Fatal(err)
		}
		return append(selector(name), b...)
	}
	reason := hexutil.MustDecode("0x08c379a0" +
		"0000000000000000000000000000000000000000000000000000000000000020" +
		"0000000000000000000000000000000000000000000000000000000000000004" +
		"6e6f706500000000000000000000000000000000000000000000000000000000") // Error("nope")
	panicked := hexutil.MustDecode("0x4e487b71" + "0000000000000000000000000000000000000000000000000000000000000011") // overflow

	cases := []struct {
		name     string
		data     []byte
		wantName string
		kind     error
		text     string
	}{
		{"custom error with args", notOracle, "NotOracle", chain.ErrUnauthorized, "execution reverted: NotOracle(0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed)"},
		{"draw pending", pack("DrawPending", [32]byte{0xaa}, big.NewInt(12)), "DrawPending", chain.ErrDrawPending,
			"execution reverted: DrawPending(0xaa00000000000000000000000000000000000000000000000000000000000000, 12)"},
		{"not a seat", pack("NotASeat", big.NewInt(1), caller), "NotASeat", chain.ErrInvalidBallot,
			"execution reverted: NotASeat(1, 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed)"},
		{"oracle disabled", selector("OracleDisabled"), "OracleDisabled", chain.ErrOracleDisabled, "execution reverted: OracleDisabled()"},
		{"invalid panel", pack("InvalidPanel", uint8(4), uint8(2)), "InvalidPanel", chain.ErrInvalidArgument, "execution reverted: InvalidPanel(4, 2)"},
		{"registry full", pack("RegistryFull", big.NewInt(128)), "RegistryFull", chain.ErrRegistryFull, ""},
		{"stake below minimum", pack("StakeBelowMinimum", big.NewInt(1), big.NewInt(2)), "StakeBelowMinimum", chain.ErrStakeBelowMinimum, "execution reverted: StakeBelowMinimum(1, 2)"},
		{"same vote", selector("SameVote"), "SameVote", chain.ErrInvalidProof, "execution reverted: SameVote()"},
		{"nothing to claim", pack("NothingToClaim", [32]byte{0xaa}), "NothingToClaim", chain.ErrNothingToClaim, ""},
		{"fee already paid", pack("FeeAlreadyPaid", [32]byte{0xaa}, caller), "FeeAlreadyPaid", chain.ErrFeeAlreadyPaid, ""},
		{"custom error without args", selector("NoSignatures"), "NoSignatures", chain.ErrQuorumNotReached, "execution reverted: NoSignatures()"},
		{"require message", reason, "Error", nil, "execution reverted: Error(nope)"},
		{"panic", panicked, "Panic", nil, ""},
		{"unknown selector", []byte{1, 2, 3, 4, 5}, "", nil, "execution reverted: unknown error 0x0102030405"},
		{"no data", nil, "", nil, "execution reverted"},
		{"truncated arguments", selector("NotOracle"), "", nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			re := chain.DecodeRevert(c.data)
			if re.Name != c.wantName {
				t.Fatalf("Name = %q, want %q", re.Name, c.wantName)
			}
			if !bytes.Equal(re.Data, c.data) {
				t.Fatalf("Data = %x", re.Data)
			}
			if !errors.Is(re, chain.ErrReverted) {
				t.Fatal("does not match ErrReverted")
			}
			if c.kind != nil && !errors.Is(re, c.kind) {
				t.Fatalf("does not match %v", c.kind)
			}
			if c.kind == nil && (errors.Is(re, chain.ErrUnauthorized) || errors.Is(re, chain.ErrDealNotFound)) {
				t.Fatal("matches an unrelated sentinel")
			}
			if c.text != "" && re.Error() != c.text {
				t.Fatalf("Error() = %q, want %q", re.Error(), c.text)
			}
		})
	}
}

// FuzzDecodeRevert: revert data comes from whatever node we talk to; decoding
// must never panic and must keep the raw bytes.
func FuzzDecodeRevert(f *testing.F) {
	f.Add([]byte{})
	id := contractsEscrowABI.GetABI().Errors["DealNotFound"].ID
	f.Add(id[:4])
	f.Add(hexutil.MustDecode("0x08c379a00000000000000000000000000000000000000000000000000000000000000020"))
	f.Fuzz(func(t *testing.T, data []byte) {
		re := chain.DecodeRevert(data)
		if !bytes.Equal(re.Data, data) || !errors.Is(re, chain.ErrReverted) {
			t.Fatalf("DecodeRevert(%x) = %+v", data, re)
		}
		_ = re.Error()
	})
}
