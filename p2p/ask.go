package p2p

import (
	"context"
	"fmt"
	"io"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
)

// Ask is one request and answer on a new stream of proto to p: it writes
// req, closes its side, and reads the answer to the end, refusing one of
// more than limit bytes (ErrMessageTooLarge) before buffering more. The
// stream lives no longer than ctx.
func Ask(ctx context.Context, h host.Host, p peer.ID, proto protocol.ID, req []byte, limit int) ([]byte, error) {
	s, err := h.NewStream(ctx, p, proto)
	if err != nil {
		return nil, fmt.Errorf("open stream: %w", err)
	}
	defer s.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = s.SetDeadline(dl)
	}
	if _, err := s.Write(req); err != nil {
		_ = s.Reset()
		return nil, fmt.Errorf("request: %w", err)
	}
	_ = s.CloseWrite()
	raw, err := io.ReadAll(io.LimitReader(s, int64(limit)+1))
	if err != nil {
		_ = s.Reset()
		return nil, fmt.Errorf("answer: %w", err)
	}
	if len(raw) > limit {
		_ = s.Reset()
		return nil, fmt.Errorf("answer: %w: more than %d bytes", ErrMessageTooLarge, limit)
	}
	return raw, nil
}
