package verdict

import (
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// Signature errors.
var (
	ErrBadSignature = errors.New("verdict: malformed signature")
	ErrWrongSigner  = errors.New("verdict: signature does not recover the expected signer")
)

// Signer signs 32-byte digests with a secp256k1 key. Implementations must be
// safe for concurrent use. Keys never leave the signer.
type Signer interface {
	// Address is the Ethereum address of the signing key.
	Address() common.Address
	// SignDigest returns a 65-byte [R || S || V] signature with V in {27, 28}.
	SignDigest(digest [32]byte) ([]byte, error)
}

// KeySigner is a Signer over an in-memory private key.
type KeySigner struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// NewKeySigner wraps a secp256k1 private key.
func NewKeySigner(key *ecdsa.PrivateKey) *KeySigner {
	return &KeySigner{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
}

// Address implements Signer.
func (s *KeySigner) Address() common.Address { return s.addr }

// SignDigest implements Signer.
func (s *KeySigner) SignDigest(digest [32]byte) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], s.key)
	if err != nil {
		return nil, err
	}
	sig[64] += 27
	return sig, nil
}

// TextDigest is the EIP-191 (version 0x45, personal_sign) digest of msg.
func TextDigest(msg []byte) [32]byte {
	// keccak256("\x19Ethereum Signed Message:\n" || len(msg) || msg), hashed
	// in parts: accounts.TextHash formats msg into a new string first.
	var d [32]byte
	h := crypto.NewKeccakState()
	h.Write([]byte(textPrefix))
	h.Write(strconv.AppendInt(nil, int64(len(msg)), 10))
	h.Write(msg)
	h.Read(d[:])
	return d
}

const textPrefix = "\x19Ethereum Signed Message:\n"

// SignText signs msg under EIP-191 and returns the 0x-hex signature.
func SignText(s Signer, msg []byte) (string, error) {
	sig, err := s.SignDigest(TextDigest(msg))
	if err != nil {
		return "", err
	}
	return hexutil.Encode(sig), nil
}

// RecoverDigest returns the address that produced sig over digest.
func RecoverDigest(digest [32]byte, sigHex string) (common.Address, error) {
	pub, err := recoverDigest(digest, sigHex)
	if err != nil {
		return common.Address{}, err
	}
	var a common.Address
	copy(a[:], crypto.Keccak256(pub[1:])[12:])
	return a, nil
}

// RecoverDigestKey returns the public key that produced sig over digest.
func RecoverDigestKey(digest [32]byte, sigHex string) (*ecdsa.PublicKey, error) {
	pub, err := recoverDigest(digest, sigHex)
	if err != nil {
		return nil, err
	}
	k, err := crypto.UnmarshalPubkey(pub)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return k, nil
}

// recoverDigest returns the 65-byte uncompressed public key.
func recoverDigest(digest [32]byte, sigHex string) ([]byte, error) {
	sig, err := decodeSignature(sigHex)
	if err != nil {
		return nil, err
	}
	pub, err := crypto.Ecrecover(digest[:], sig)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return pub, nil
}

// RecoverText returns the address that signed msg under EIP-191.
func RecoverText(msg []byte, sigHex string) (common.Address, error) {
	return RecoverDigest(TextDigest(msg), sigHex)
}

// VerifyText checks that sig is want's EIP-191 signature over msg.
func VerifyText(msg []byte, sigHex string, want Address) error {
	got, err := RecoverText(msg, sigHex)
	if err != nil {
		return err
	}
	return checkSigner(got, want)
}

// checkSigner reports ErrWrongSigner unless got is the address want.
// decodeSignature parses a 0x-hex signature of 65 bytes whose last byte is
// the recovery ID (0 or 1, or 27 or 28 as Ethereum wallets write it) and
// returns it with that byte as 0 or 1.
func decodeSignature(sigHex string) ([]byte, error) {
	sig, err := hexutil.Decode(sigHex)
	if err != nil || len(sig) != 65 {
		return nil, ErrBadSignature
	}
	switch sig[64] {
	case 27, 28:
		sig[64] -= 27 // sig is a fresh slice from Decode
	case 0, 1:
	default:
		return nil, ErrBadSignature
	}
	return sig, nil
}

func checkSigner(got common.Address, want Address) error {
	if Address(got) != want {
		return fmt.Errorf("%w: recovered %s, want %s", ErrWrongSigner, Address(got), want)
	}
	return nil
}

// SameAddress compares two hex addresses case-insensitively.
func SameAddress(a, b string) bool { return strings.EqualFold(a, b) && a != "" }

// AddressString is the canonical text form of an address in records: 0x and
// lower-case hex, so that canonical bytes never depend on checksum casing.
func AddressString(a common.Address) string { return "0x" + hex.EncodeToString(a[:]) }
