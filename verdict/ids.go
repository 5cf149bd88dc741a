package verdict

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// ErrNotCanonicalID is returned for an identity spelled other than in its
// one canonical text form; JSON decoding wraps it with the member's path.
var ErrNotCanonicalID = errors.New("not in canonical form")

// Address is an Ethereum address written as 0x and 40 lower-case hex
// digits, so that two spellings are never two keys, signed texts or deals.
type Address common.Address

// Bytes32 is a 32-byte value (a seed, a hash) written as 0x and 64
// lower-case hex digits.
type Bytes32 common.Hash

// DealID is an escrow's bytes32 deal ID, written as a Bytes32.
type DealID Bytes32

// ChainID is an EIP-155 chain ID written in decimal without sign or
// leading zero; its zero value is "none" and writes as "", which a
// deal-ID-only request uses to mean "this coordinator's escrow".
type ChainID struct {
	n   uint64
	set bool
}

// ParseAddress parses the canonical form of an address and nothing else.
func ParseAddress(s string) (Address, error) {
	var a Address
	return a, parseHex(s, a[:], "an address: 0x and 40 lower-case hex digits")
}

// ParseAddressTyped parses an address as a human types it (a CLI flag):
// 0x and 40 hex digits in any case, a mixed-case one with its EIP-55
// checksum.
func ParseAddressTyped(s string) (Address, error) {
	if len(s) != 42 || s[:2] != "0x" || !common.IsHexAddress(s) {
		return Address{}, fmt.Errorf("%q is not an address: 0x and 40 hex digits", s)
	}
	a := common.HexToAddress(s)
	if strings.ContainsAny(s[2:], "abcdef") && strings.ContainsAny(s[2:], "ABCDEF") && a.Hex() != s {
		return Address{}, fmt.Errorf("%q has a bad EIP-55 checksum", s)
	}
	return Address(a), nil
}

// ParseUint256 parses the canonical decimal form of an on-chain uint256
// identifier (an ERC-8183 job ID, an ERC-8004 agent ID): digits with no
// sign or leading zero, at most 2^256 - 1, so that one ID has one spelling.
func ParseUint256(s string) (*big.Int, error) {
	n, ok := new(big.Int).SetString(s, 10)
	if !ok || n.Sign() < 0 || n.BitLen() > 256 || n.String() != s {
		return nil, fmt.Errorf("%q is %w: a uint256 is decimal with no sign or leading zero, below 2^256", s, ErrNotCanonicalID)
	}
	return n, nil
}

// ParseBytes32 parses the canonical form of a 32-byte value and nothing else.
func ParseBytes32(s string) (Bytes32, error) {
	var h Bytes32
	return h, parseHex(s, h[:], "a 32-byte value: 0x and 64 lower-case hex digits")
}

// ParseDealID parses the canonical form of a deal ID.
func ParseDealID(s string) (DealID, error) {
	h, err := ParseBytes32(s)
	return DealID(h), err
}

// ParseChainID parses the canonical form of a chain ID. A deal is always
// an escrow's on a real chain, so chain ID 0 is refused.
func ParseChainID(s string) (ChainID, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || strconv.FormatUint(n, 10) != s {
		return ChainID{}, fmt.Errorf("%q is %w: a chain ID is decimal with no sign or leading zero", s, ErrNotCanonicalID)
	}
	if n == 0 {
		return ChainID{}, errChainZero
	}
	return NewChainID(n), nil
}

var errChainZero = errors.New("chain ID 0 names no chain: a deal is an escrow's on a real chain")

// NewChainID is the chain ID n, which the caller knows is a real chain's
// (not 0).
func NewChainID(n uint64) ChainID { return ChainID{n: n, set: true} }

// ChainIDOf is the chain ID a chain client reports.
func ChainIDOf(b *big.Int) (ChainID, error) {
	if b == nil || b.Sign() < 0 || !b.IsUint64() {
		return ChainID{}, fmt.Errorf("chain ID %v is out of range", b)
	}
	if b.Sign() == 0 {
		return ChainID{}, errChainZero
	}
	return NewChainID(b.Uint64()), nil
}

// parseHex decodes exactly the canonical spelling of len(out) bytes;
// hexutil also takes upper case, so the spelling is checked on the way back.
func parseHex(s string, out []byte, want string) error {
	b, err := hexutil.Decode(s)
	if err != nil || len(b) != len(out) || hexutil.Encode(b) != s {
		return fmt.Errorf("%q is %w: want %s", s, ErrNotCanonicalID, want)
	}
	copy(out, b)
	return nil
}

func (a Address) String() string                { return hexutil.Encode(a[:]) }
func (a Address) IsZero() bool                  { return a == Address{} }
func (a Address) Common() common.Address        { return common.Address(a) }
func (a Address) MarshalText() ([]byte, error)  { return []byte(a.String()), nil }
func (a *Address) UnmarshalText(b []byte) error { return unmarshalID(b, a, ParseAddress) }

func (h Bytes32) String() string                { return hexutil.Encode(h[:]) }
func (h Bytes32) IsZero() bool                  { return h == Bytes32{} }
func (h Bytes32) MarshalText() ([]byte, error)  { return []byte(h.String()), nil }
func (h *Bytes32) UnmarshalText(b []byte) error { return unmarshalID(b, h, ParseBytes32) }

func (d DealID) String() string                { return Bytes32(d).String() }
func (d DealID) IsZero() bool                  { return d == DealID{} }
func (d DealID) MarshalText() ([]byte, error)  { return []byte(d.String()), nil }
func (d *DealID) UnmarshalText(b []byte) error { return unmarshalID(b, d, ParseDealID) }

func (c ChainID) IsZero() bool                 { return !c.set } // omitzero leaves "none" out
func (c ChainID) Big() *big.Int                { return new(big.Int).SetUint64(c.n) }
func (c ChainID) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

func (c ChainID) String() string {
	if !c.set {
		return ""
	}
	return strconv.FormatUint(c.n, 10)
}

// UnmarshalText takes the canonical form, or "" for none.
func (c *ChainID) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*c = ChainID{}
		return nil
	}
	return unmarshalID(b, c, ParseChainID)
}

func unmarshalID[T any](b []byte, out *T, parse func(string) (T, error)) error {
	v, err := parse(string(b))
	if err == nil {
		*out = v
	}
	return err
}

// MustAddress and MustDealID parse constants known to be canonical (tests,
// examples) and panic on anything else.
func MustAddress(s string) Address { return must(ParseAddress(s)) }
func MustDealID(s string) DealID   { return must(ParseDealID(s)) }

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
