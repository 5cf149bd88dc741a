package ipfs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/ipfs/boxo/bitswap"
	"github.com/ipfs/boxo/bitswap/network/bsnet"
	bsserver "github.com/ipfs/boxo/bitswap/server"
	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	dssync "github.com/ipfs/go-datastore/sync"
	ipld "github.com/ipfs/go-ipld-format"
	dht "github.com/libp2p/go-libp2p-kad-dht"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-libp2p/core/routing"
)

// Errors of the package.
var (
	// ErrNotFound: no such block or record here (or, fetching, anywhere
	// the source could reach).
	ErrNotFound = errors.New("ipfs: not found")
	// ErrBlockTooLarge: a block is not under MaxBlockSize.
	ErrBlockTooLarge = errors.New("ipfs: block too large")
	// ErrInvalidRecord: a record to store fails its own audit.
	ErrInvalidRecord = errors.New("ipfs: record fails its audit")
)

// ErrClosed is returned by a node used after Close.
var ErrClosed = errors.New("ipfs: closed")

// MaxBlockSize bounds every block arbitra stores: each must be smaller,
// well under what bitswap and gateways accept.
const MaxBlockSize = 1 << 20

// DefaultReprovideInterval is how often a node with a DHT announces its
// pinned blocks again; provider records live for 48 hours.
const DefaultReprovideInterval = 12 * time.Hour

// Config wires a Node.
type Config struct {
	// Datastore holds the blocks, pins and record index. A coordinator
	// passes a namespace of its one database (node does); the caller owns
	// it and closes it after the Node. Nil keeps everything in memory, for
	// a one-shot auditor. Writes are not synced one by one: they share the
	// database's write-ahead log with the node's store, and the synced
	// store commit that follows each of them (the archive mark, the replica
	// index, the publish flag) makes them durable too.
	Datastore ds.Batching
	// Host runs bitswap and the seal protocol. Required. The caller owns it
	// and closes it after the Node.
	Host host.Host
	// Logger may be nil.
	Logger *slog.Logger
	// DHT runs the IPFS Kademlia DHT (/ipfs/kad/1.0.0) on Host: the node
	// announces every block it pins and looks up providers of blocks it
	// lacks.
	DHT bool
	// DHTServer makes the DHT answer queries (a coordinator with a public
	// address); otherwise it is a client.
	DHTServer bool
	// DHTBootstrap seeds the DHT routing table; peers that Host connects to
	// later join it as well. May be empty.
	DHTBootstrap []peer.AddrInfo
	// ReprovideInterval overrides DefaultReprovideInterval.
	ReprovideInterval time.Duration
}

// Node is an IPFS node for verdict records: a blockstore on disk with a pin
// set, bitswap on the caller's libp2p host, the seal protocol, optionally
// the DHT, and a trustless gateway handler. Its methods are safe for
// concurrent use; after Close they return ErrClosed.
type Node struct {
	host    host.Host
	log     *slog.Logger
	store   ds.Batching
	bstore  blockstore.Blockstore
	bswap   *bitswap.Bitswap
	bserv   blockservice.BlockService
	dht     *dht.IpfsDHT
	gateway http.Handler

	reprovide time.Duration
	provideQ  chan cid.Cid

	// writeMu keeps GC and the content changes, which hold it, apart from
	// records being stored, which share it: GC must not delete a block that
	// a record is pinning, nor a record's index entry lose published content.
	writeMu sync.RWMutex

	ops     gate          // public operations and seal-protocol streams
	closing chan struct{} // closed by Close: cancels operations in flight
	stop    context.CancelFunc
	done    chan struct{} // closed when the provide loop has returned
	closed  chan struct{} // closed when Close has finished
	err     error
}

// New builds the node: datastore → blockstore → bitswap (client and
// server) on cfg.Host → blockservice, the DHT when configured, the seal
// protocol handler and the gateway handler.
func New(ctx context.Context, cfg Config) (_ *Node, err error) {
	if cfg.Host == nil {
		return nil, errors.New("ipfs: Config.Host is required")
	}
	n := &Node{
		host:      cfg.Host,
		log:       cfg.Logger,
		reprovide: cfg.ReprovideInterval,
		provideQ:  make(chan cid.Cid, 1024),
		closing:   make(chan struct{}),
		done:      make(chan struct{}),
		closed:    make(chan struct{}),
	}
	if n.log == nil {
		n.log = slog.New(slog.DiscardHandler)
	}
	if n.reprovide <= 0 {
		n.reprovide = DefaultReprovideInterval
	}
	n.store = cfg.Datastore
	if n.store == nil {
		n.store = dssync.MutexWrap(ds.NewMapDatastore())
	}
	// Roll back what was started if a later step fails.
	var undo []func()
	defer func() {
		if err != nil {
			for i := len(undo) - 1; i >= 0; i-- {
				undo[i]()
			}
		}
	}()

	// Under /blocks, as boxo lays it out (blockKey). Write-through: a
	// block's key is its hash, so writing one that is already there changes
	// nothing, while checking first costs a read per block.
	n.bstore = blockstore.NewBlockstore(n.store, blockstore.WriteThrough(true))

	var finder routing.ContentDiscovery
	if cfg.DHT {
		mode := dht.ModeClient
		if cfg.DHTServer {
			mode = dht.ModeServer
		}
		// Provider records are soft state that expires within days, so the
		// DHT keeps them in its own memory rather than in synced writes.
		d, err := dht.New(cfg.Host,
			dht.Mode(mode),
			dht.BootstrapPeers(cfg.DHTBootstrap...),
		)
		if err != nil {
			return nil, fmt.Errorf("start dht: %w", err)
		}
		undo = append(undo, func() { _ = d.Close() })
		n.dht, finder = d, d
	}

	// Bitswap serves only pinned blocks: what is cached from audits, or
	// content that was unpublished, is never handed out.
	bsNet := bsnet.NewFromIpfsHost(cfg.Host)
	life, stop := context.WithCancel(context.Background())
	n.stop = stop
	n.bswap = bitswap.New(life, bsNet, finder, n.bstore,
		bitswap.WithServerOption(bsserver.WithPeerBlockRequestFilter(n.servable)),
	)
	undo = append(undo, func() {
		stop()
		n.removeBitswapHandlers()
		_ = n.bswap.Close()
	})
	n.bserv = blockservice.New(n.bstore, n.bswap, blockservice.WriteThrough(true))

	gw, err := newGateway(n)
	if err != nil {
		return nil, err
	}
	n.gateway = gw

	cfg.Host.SetStreamHandler(SealProtocol, n.handleSeal)

	if n.dht != nil {
		if err := n.dht.Bootstrap(ctx); err != nil {
			n.log.Warn("dht bootstrap", "err", err)
		}
	}
	go n.provideLoop(life)
	return n, nil
}

var (
	pinPrefix     = ds.NewKey("/arbitra/pins")
	recordsPrefix = ds.NewKey("/arbitra/records")
)

// enter admits a public operation and returns its context, which ends when
// ctx does, when the operation leaves, or when the node closes.
func (n *Node) enter(ctx context.Context) (context.Context, func(), error) {
	if !n.ops.enter() {
		return nil, nil, ErrClosed
	}
	ctx, cancel := context.WithCancel(ctx)
	watch := make(chan struct{})
	go func() {
		defer close(watch)
		select {
		case <-n.closing:
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		cancel()
		<-watch
		n.ops.leave()
	}, nil
}

// Close stops the provide loop, bitswap, the DHT and the seal protocol,
// cancels operations in flight and waits for them. The host and
// Config.Datastore are left open. Close is idempotent.
func (n *Node) Close() error {
	if !n.ops.close() {
		<-n.closed
		return n.err
	}
	close(n.closing)
	n.host.RemoveStreamHandler(SealProtocol)
	n.ops.wait()
	n.stop()
	<-n.done
	n.removeBitswapHandlers()
	errs := []error{n.bswap.Close()}
	if n.dht != nil {
		errs = append(errs, n.dht.Close())
	}
	n.err = errors.Join(errs...)
	close(n.closed)
	return n.err
}

// removeBitswapHandlers detaches bitswap from the host, which outlives the
// node; bitswap's own Close leaves its stream handlers in place.
func (n *Node) removeBitswapHandlers() {
	for _, p := range []protocol.ID{bsnet.ProtocolBitswap, bsnet.ProtocolBitswapOneOne, bsnet.ProtocolBitswapOneZero, bsnet.ProtocolBitswapNoVers} {
		n.host.RemoveStreamHandler(p)
	}
}

// Host returns the libp2p host the node runs on.
func (n *Node) Host() host.Host { return n.host }

// Gateway is the node's HTTP handler: the trustless gateway at
// GET /ipfs/{cid} (application/vnd.ipld.raw and application/vnd.ipld.car,
// pinned blocks only, never fetched from the network) and the record
// locator at GET /arbitra/seal/{verdict CID or hash}.
func (n *Node) Gateway() http.Handler { return n.gateway }

// Has reports whether the block is stored locally.
func (n *Node) Has(ctx context.Context, c string) (bool, error) {
	k, err := cid.Decode(c)
	if err != nil {
		return false, fmt.Errorf("ipfs: bad cid %q: %w", c, err)
	}
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return false, err
	}
	defer leave()
	return n.bstore.Has(ctx, k)
}

// Get returns a block's bytes, from the local store or else through
// bitswap (which checks them against the CID). It waits until ctx ends for
// a block nobody serves.
func (n *Node) Get(ctx context.Context, c string) ([]byte, error) {
	k, err := cid.Decode(c)
	if err != nil {
		return nil, fmt.Errorf("ipfs: bad cid %q: %w", c, err)
	}
	return n.Block(ctx, k)
}

// Block implements Source: Get by parsed CID.
func (n *Node) Block(ctx context.Context, c cid.Cid) ([]byte, error) {
	ctx, leave, err := n.enter(ctx)
	if err != nil {
		return nil, err
	}
	defer leave()
	b, err := n.bserv.GetBlock(ctx, c)
	if err != nil {
		if ipld.IsNotFound(err) {
			return nil, fmt.Errorf("%w: %s", ErrNotFound, c)
		}
		return nil, fmt.Errorf("get %s: %w", c, err)
	}
	return b.RawData(), nil
}

// servable reports whether bitswap and the gateway may hand out a block:
// only pinned blocks are.
func (n *Node) servable(_ peer.ID, c cid.Cid) bool {
	ok, err := n.store.Has(context.Background(), pinKey(c))
	return err == nil && ok
}

// newBlock wraps bytes whose CID the caller computed from them.
func newBlock(data []byte, c cid.Cid) blocks.Block {
	b, _ := blocks.NewBlockWithCid(data, c) // only errors in debug mode on a mismatch
	return b
}
