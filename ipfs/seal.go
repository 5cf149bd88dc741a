package ipfs

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// SealProtocol lets an auditor that knows only a verdict CID (or the
// verdict hash) ask a node for the record's seal block and the CIDs of its
// other blocks. The request is the verdict CID followed by a newline; the
// answer is one JSON object, a RecordInfo or {"error": "..."}, and the
// stream is closed. The answer needs no trust: the seal is checked by its
// signature over the verdict block, everything else by its hash.
const SealProtocol protocol.ID = "/arbitra/seal/1.0.0"

const (
	maxSealRequest  = 256      // a CID string and a newline
	maxSealResponse = 64 << 10 // a seal block and a few CIDs
	sealStreamLimit = 10 * time.Second
	// maxSealPeers bounds how many connected peers Locate asks.
	maxSealPeers = 16
)

// sealAnswer is the wire form of a seal-protocol answer.
type sealAnswer struct {
	*RecordInfo
	Error string `json:"error,omitempty"`
}

func (n *Node) handleSeal(s network.Stream) {
	if !n.ops.enter() {
		_ = s.Reset()
		return
	}
	defer n.ops.leave()
	defer s.Close()
	_ = s.SetDeadline(time.Now().Add(sealStreamLimit))
	line, err := bufio.NewReader(io.LimitReader(s, maxSealRequest)).ReadString('\n')
	if err != nil && !(errors.Is(err, io.EOF) && line != "") {
		_ = s.Reset()
		return
	}
	var ans sealAnswer
	vc, err := cid.Decode(strings.TrimSpace(line))
	if err != nil {
		ans.Error = "bad request: not a CID"
	} else {
		ctx, cancel := context.WithTimeout(context.Background(), sealStreamLimit)
		info, err := n.lookupInfo(ctx, vc)
		cancel()
		switch {
		case err == nil:
			ans.RecordInfo = &info
		case errors.Is(err, ErrNotFound):
			ans.Error = "not found"
		default:
			n.log.Warn("seal protocol lookup", "verdict", vc, "err", err)
			ans.Error = "internal error"
		}
	}
	if err := json.NewEncoder(s).Encode(ans); err != nil {
		_ = s.Reset()
	}
}

// RequestSeal asks peer p, over SealProtocol, for the record of a verdict.
// It returns ErrNotFound when p holds no such record.
func RequestSeal(ctx context.Context, h host.Host, p peer.ID, verdictCID cid.Cid) (RecordInfo, error) {
	ctx, cancel := context.WithTimeout(ctx, sealStreamLimit)
	defer cancel()
	raw, err := p2p.Ask(ctx, h, p, SealProtocol, []byte(verdictCID.String()+"\n"), maxSealResponse)
	if err != nil {
		return RecordInfo{}, fmt.Errorf("seal from %s: %w", p, err)
	}
	return decodeSealAnswer(raw, verdictCID)
}

// decodeSealAnswer parses a seal-protocol or gateway answer and checks that
// it is about the verdict asked for.
func decodeSealAnswer(raw []byte, verdictCID cid.Cid) (RecordInfo, error) {
	var ans sealAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return RecordInfo{}, fmt.Errorf("seal answer: %w", err)
	}
	if ans.Error == "not found" {
		return RecordInfo{}, fmt.Errorf("%w: no record of verdict %s", ErrNotFound, verdictCID)
	}
	if ans.Error != "" || ans.RecordInfo == nil {
		return RecordInfo{}, fmt.Errorf("seal answer: %s", ans.Error)
	}
	if ans.Verdict != verdictCID.String() {
		return RecordInfo{}, fmt.Errorf("seal answer is about %s, not %s", ans.Verdict, verdictCID)
	}
	var seal verdict.Seal
	if err := json.Unmarshal(ans.SealBlock, &seal); err != nil || seal.VerdictCID != verdictCID.String() {
		return RecordInfo{}, fmt.Errorf("seal answer: the seal block does not name %s", verdictCID)
	}
	return *ans.RecordInfo, nil
}

// Locate implements Source: the record of a verdict from the local index,
// or else from the connected peers over SealProtocol (those that announce
// the protocol first, at most maxSealPeers).
func (n *Node) Locate(ctx context.Context, verdictCID cid.Cid) (RecordInfo, error) {
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return RecordInfo{}, err
	}
	defer leave()
	info, err := n.lookupInfo(ctx, verdictCID)
	if err == nil || !errors.Is(err, ErrNotFound) {
		return info, err
	}
	var first, rest []peer.ID
	for _, p := range n.host.Network().Peers() {
		if ok, _ := n.host.Peerstore().SupportsProtocols(p, SealProtocol); len(ok) > 0 {
			first = append(first, p)
		} else {
			rest = append(rest, p)
		}
	}
	peers := append(first, rest...)
	if len(peers) > maxSealPeers {
		peers = peers[:maxSealPeers]
	}
	errs := []error{fmt.Errorf("%w: no connected peer has the record of %s", ErrNotFound, verdictCID)}
	for _, p := range peers {
		info, err := RequestSeal(ctx, n.host, p, verdictCID)
		if err == nil {
			return info, nil
		}
		if ctx.Err() != nil {
			return RecordInfo{}, ctx.Err()
		}
		if !errors.Is(err, ErrNotFound) {
			errs = append(errs, err)
		}
	}
	return RecordInfo{}, errors.Join(errs...)
}
