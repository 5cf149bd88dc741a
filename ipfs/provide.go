package ipfs

import (
	"context"
	"time"

	"github.com/ipfs/go-cid"
)

// provideTimeout bounds one DHT announcement.
const provideTimeout = time.Minute

// announce queues a pinned block for a DHT announcement. It never blocks:
// when the queue is full the next reprovide round covers the block.
func (n *Node) announce(c cid.Cid) {
	if n.dht == nil {
		return
	}
	select {
	case n.provideQ <- c:
	default:
		n.log.Debug("provide queue full; left to the next reprovide", "cid", c)
	}
}

// provideLoop announces queued blocks and, every reprovide interval (and
// once at start), every pinned block. It returns when ctx ends.
func (n *Node) provideLoop(ctx context.Context) {
	defer close(n.done)
	if n.dht == nil {
		<-ctx.Done()
		return
	}
	t := time.NewTicker(n.reprovide)
	defer t.Stop()
	n.reprovideAll(ctx)
	for {
		select {
		case <-ctx.Done():
			return
		case c := <-n.provideQ:
			n.provide(ctx, c)
		case <-t.C:
			n.reprovideAll(ctx)
		}
	}
}

func (n *Node) reprovideAll(ctx context.Context) {
	pins, err := n.pins(ctx)
	if err != nil {
		if ctx.Err() == nil {
			n.log.Warn("reprovide: list pins", "err", err)
		}
		return
	}
	for _, c := range pins {
		if ctx.Err() != nil {
			return
		}
		n.provide(ctx, c)
	}
}

func (n *Node) provide(ctx context.Context, c cid.Cid) {
	ctx, cancel := context.WithTimeout(ctx, provideTimeout)
	defer cancel()
	if err := n.dht.Provide(ctx, c, true); err != nil {
		if ctx.Err() == nil {
			n.log.Debug("provide", "cid", c, "err", err)
		}
		return
	}
	n.log.Debug("provided", "cid", c)
}
