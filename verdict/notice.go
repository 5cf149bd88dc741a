package verdict

import (
	"crypto/ecdsa"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
)

// Kinds of a record notice, what coordinators gossip about the records
// they hold.
const (
	// KindRecordMinted: the signer minted the record and holds it.
	KindRecordMinted = "record-minted"
	// KindRecordHeld: the signer audited and pinned another's record.
	KindRecordHeld = "record-held"
)

// MaxNoticeBytes bounds an encoded notice.
const MaxNoticeBytes = 1 << 10

// Notice is a coordinator's signed statement that it holds a verdict
// record. Holder is the signer (EIP-191 over the canonical notice without
// its signature); Minter is the coordinator that signed the verdict, the
// holder itself on a KindRecordMinted notice.
type Notice struct {
	V          int    `json:"v"`
	Kind       string `json:"kind"`
	VerdictCID string `json:"verdict_cid"`
	Minter     string `json:"minter"`
	Holder     string `json:"holder"`
	// At is when the notice was signed (TimeFormat); a receiver uses it
	// only to keep the newest notice of a holder.
	At        string `json:"at"`
	Signature string `json:"signature,omitempty"`
}

// NewNotice is the unsigned notice of a record; minter and holder are
// addresses in their canonical text (Address.String), the only spelling
// OpenNotice accepts.
func NewNotice(kind, verdictCID, minter, holder, at string) Notice {
	return Notice{V: Version, Kind: kind, VerdictCID: verdictCID, Minter: minter, Holder: holder, At: at}
}

// SigningBytes is the canonical notice without its signature.
func (n Notice) SigningBytes() ([]byte, error) {
	n.Signature = ""
	return Canonical(n)
}

// Sign sets the holder's signature.
func (n *Notice) Sign(s Signer) error {
	b, err := n.SigningBytes()
	if err != nil {
		return err
	}
	n.Signature, err = SignText(s, b)
	return err
}

// OpenNotice decodes and verifies a gossiped notice: its size, its strict
// encoding, its fields, and that its holder signed it. It returns the
// holder's public key, from which the holder's peer ID derives.
func OpenNotice(b []byte) (*Notice, *ecdsa.PublicKey, error) {
	if len(b) > MaxNoticeBytes {
		return nil, nil, fieldErr("notice", "is %d bytes, more than %d", len(b), MaxNoticeBytes)
	}
	var n Notice
	if err := UnmarshalStrict(b, &n); err != nil {
		return nil, nil, fmt.Errorf("notice: %w", err)
	}
	if n.V != Version || (n.Kind != KindRecordMinted && n.Kind != KindRecordHeld) {
		return nil, nil, ErrWrongKind
	}
	c, err := cid.Decode(n.VerdictCID)
	if err != nil || c.String() != n.VerdictCID {
		return nil, nil, fieldErr("verdict_cid", "is not a CID in its canonical form")
	}
	if _, err := HashFromCID(c); err != nil {
		return nil, nil, fieldErr("verdict_cid", "%s", err)
	}
	if !isLowerAddress(n.Minter) || !isLowerAddress(n.Holder) {
		return nil, nil, fieldErr("holder", "minter and holder must be lower-case addresses")
	}
	if n.Kind == KindRecordMinted && n.Minter != n.Holder {
		return nil, nil, fieldErr("minter", "a minted notice's minter is its holder")
	}
	if n.Kind == KindRecordHeld && n.Minter == n.Holder {
		return nil, nil, fieldErr("holder", "a held notice's holder is not its minter")
	}
	if _, err := time.Parse(TimeFormat, n.At); err != nil {
		return nil, nil, fieldErr("at", "%s", err)
	}
	sb, err := n.SigningBytes()
	if err != nil {
		return nil, nil, err
	}
	key, err := RecoverDigestKey(TextDigest(sb), n.Signature)
	if err != nil {
		return nil, nil, err
	}
	if got := AddressString(crypto.PubkeyToAddress(*key)); got != n.Holder {
		return nil, nil, fmt.Errorf("%w: notice of holder %s is signed by %s", ErrWrongSigner, n.Holder, got)
	}
	return &n, key, nil
}

func isLowerAddress(s string) bool {
	_, err := ParseAddress(s)
	return err == nil
}
