package p2p

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"
	"github.com/ethereum/go-ethereum/common"
	ethcrypto "github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	pb "github.com/libp2p/go-libp2p-pubsub/pb"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	rcmgr "github.com/libp2p/go-libp2p/p2p/host/resource-manager"
	"github.com/libp2p/go-libp2p/p2p/net/connmgr"
	ma "github.com/multiformats/go-multiaddr"
)

// Versioned names of arbitra's gossip topics and stream protocols.
const (
	// TopicRequests carries coordinator-signed verdict requests, in
	// unsigned pubsub envelopes (see newGossipSub).
	TopicRequests = "/arbitra/requests/2.0.0"
	// TopicPresence carries juror-signed capability records, in unsigned
	// pubsub envelopes.
	TopicPresence = "/arbitra/presence/2.0.0"
	// ProtocolReceipt is the stream a juror keeps open to a coordinator to
	// deliver its signed receipts; only the coordinator sees them. It carries
	// many exchanges, each frame tagged with a sequence number (WriteSeqMsg,
	// ReadSeqMsg) and acknowledged by number, possibly out of order.
	ProtocolReceipt = protocol.ID("/arbitra/receipt/2.0.0")
	// ProtocolRequest hands one signed request straight to a panel juror
	// that the gossip may have missed (it joined the request topic after
	// the request was published): the coordinator writes the request's
	// bytes, the juror checks them as it checks a gossiped request and
	// answers RequestTaken or why not, in at most MaxRequestAnswerBytes.
	ProtocolRequest = protocol.ID("/arbitra/request/2.0.0")
	// TopicPeers carries hosts' own signed peer records (libp2p signed
	// envelopes), so that a peer bootstrapped to any node learns where the
	// announcing hosts (coordinators) listen. Every host relays it.
	TopicPeers = "/arbitra/peers/1.0.0"
)

// RequestTaken is a juror's whole answer on ProtocolRequest to a request it
// judges now or held already; any other answer says why it does not.
const RequestTaken = "taken"

// MaxRequestAnswerBytes bounds a juror's answer on ProtocolRequest.
const MaxRequestAnswerBytes = 512

// DefaultListenAddrs listens on every interface, TCP and QUIC, on ports the
// OS picks.
var DefaultListenAddrs = []string{"/ip4/0.0.0.0/tcp/0", "/ip4/0.0.0.0/udp/0/quic-v1"}

// LoopbackListenAddrs is what tests and the in-process devnet use.
var LoopbackListenAddrs = []string{"/ip4/127.0.0.1/tcp/0", "/ip4/127.0.0.1/udp/0/quic-v1"}

// Config describes a host. Key is required; the rest has defaults.
type Config struct {
	// Key is the node's secp256k1 identity; it also signs records.
	Key *ecdsa.PrivateKey
	// ListenAddrs are multiaddrs to listen on (DefaultListenAddrs if empty).
	ListenAddrs []string
	// Bootstrap are full multiaddrs (with /p2p/) to connect to at start.
	Bootstrap []string
	// MaxMessageSize bounds gossip messages (DefaultMaxMessageSize if zero).
	MaxMessageSize int
	// Logger may be nil.
	Logger *slog.Logger

	// Announce publishes this host's signed addresses on TopicPeers every
	// AnnounceInterval (DefaultAnnounceInterval if zero) and when a peer
	// joins the topic; coordinators announce, so jurors find them.
	Announce         bool
	AnnounceInterval time.Duration
	// Follow chooses the announced peers this host connects to and keeps;
	// nil follows every one.
	Follow func(peer.ID) bool
	// RedialMin and RedialMax bound the backoff between re-dials of a kept
	// peer (DefaultRedialMin, DefaultRedialMax if zero).
	RedialMin, RedialMax time.Duration

	bootstrapInfos []peer.AddrInfo
}

// Host is a libp2p host with gossipsub. It keeps its bootstrap peers and
// the announced peers it follows: their connections are protected in the
// connection manager and re-dialled with backoff whenever they drop.
type Host struct {
	host.Host
	PubSub *pubsub.PubSub
	log    *slog.Logger

	mu     sync.Mutex
	topics map[string]*pubsub.Topic
	closed bool
	cancel context.CancelFunc // ends the gossipsub router

	announce *pubsub.Topic // nil unless Config.Announce
	follow   chan peer.AddrInfo
	joined   chan struct{}
	stop     context.CancelFunc // ends the keeper and the announcement readers
	wg       sync.WaitGroup
}

// New starts a host and its gossipsub router and dials the bootstrap peers.
// A bootstrap peer that cannot be reached is logged, not fatal: the others
// and later connections still work.
func New(ctx context.Context, cfg Config) (*Host, error) {
	if cfg.Key == nil {
		return nil, errors.New("p2p: no identity key")
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	priv, err := LibP2PKey(cfg.Key)
	if err != nil {
		return nil, err
	}
	listen := cfg.ListenAddrs
	if len(listen) == 0 {
		listen = DefaultListenAddrs
	}
	limits := rcmgr.DefaultLimits
	libp2p.SetDefaultServiceLimits(&limits)
	rm, err := rcmgr.NewResourceManager(rcmgr.NewFixedLimiter(limits.AutoScale()))
	if err != nil {
		return nil, fmt.Errorf("p2p: resource manager: %w", err)
	}
	// Kept peers are protected; the watermarks bound everything else.
	cm, err := connmgr.NewConnManager(160, 192, connmgr.WithGracePeriod(time.Minute))
	if err != nil {
		return nil, fmt.Errorf("p2p: connection manager: %w", err)
	}
	opts := []libp2p.Option{
		libp2p.Identity(priv),
		libp2p.ListenAddrStrings(listen...),
		libp2p.ResourceManager(rm),
		libp2p.ConnectionManager(cm),
	}
	h, err := libp2p.New(opts...)
	if err != nil {
		return nil, fmt.Errorf("p2p: host: %w", err)
	}
	hh, err := attach(ctx, h, cfg, log)
	if err != nil {
		h.Close()
		return nil, err
	}
	return hh, nil
}

// attach runs gossipsub on h, under a context that Close cancels, joins
// TopicPeers, dials the bootstrap peers and starts the keeper.
func attach(ctx context.Context, h host.Host, cfg Config, log *slog.Logger) (*Host, error) {
	if cfg.AnnounceInterval <= 0 {
		cfg.AnnounceInterval = DefaultAnnounceInterval
	}
	if cfg.RedialMin <= 0 {
		cfg.RedialMin = DefaultRedialMin
	}
	if cfg.RedialMax < cfg.RedialMin {
		cfg.RedialMax = max(DefaultRedialMax, cfg.RedialMin)
	}
	for _, a := range cfg.Bootstrap {
		if info, err := peer.AddrInfoFromString(a); err == nil {
			cfg.bootstrapInfos = append(cfg.bootstrapInfos, *info)
		} // Connect below reports the malformed ones
	}
	psCtx, cancel := context.WithCancel(context.Background())
	ps, err := newGossipSub(psCtx, h, cfg.MaxMessageSize, log)
	if err != nil {
		cancel()
		return nil, err
	}
	hh := &Host{Host: h, PubSub: ps, log: log, topics: make(map[string]*pubsub.Topic), cancel: cancel,
		follow: make(chan peer.AddrInfo), joined: make(chan struct{}, 1)}
	if err := hh.startKeeper(cfg); err != nil {
		cancel()
		return nil, err
	}
	if err := hh.Connect(ctx, cfg.Bootstrap); err != nil {
		log.Warn("bootstrap incomplete; the keeper re-dials", "err", err)
	}
	return hh, nil
}

// startKeeper subscribes to TopicPeers and to connection events before
// any bootstrap dial, so that no drop or announcement goes unseen.
func (h *Host) startKeeper(cfg Config) error {
	t, err := h.Join(TopicPeers, validateAnnouncement)
	if err != nil {
		return err
	}
	sub, err := t.Subscribe()
	if err != nil {
		return fmt.Errorf("p2p: subscribe %s: %w", TopicPeers, err)
	}
	conns, err := h.EventBus().Subscribe(new(event.EvtPeerConnectednessChanged))
	if err != nil {
		sub.Cancel()
		return fmt.Errorf("p2p: connection events: %w", err)
	}
	var joins *pubsub.TopicEventHandler
	if cfg.Announce {
		if joins, err = t.EventHandler(); err != nil {
			sub.Cancel()
			conns.Close()
			return fmt.Errorf("p2p: %s events: %w", TopicPeers, err)
		}
		h.announce = t
	}
	ctx, stop := context.WithCancel(context.Background())
	h.stop = stop
	h.wg.Add(2)
	go h.readAnnouncements(ctx, sub, cfg.Follow)
	go h.keepLoop(ctx, conns, cfg)
	if joins != nil {
		h.wg.Add(1)
		go h.watchJoins(ctx, joins)
	}
	return nil
}

// contentID makes a message's identity the hash of its data, so the same
// request relayed twice is seen once whoever relays it.
func contentID(m *pb.Message) string {
	sum := sha256.Sum256(m.Data)
	return string(sum[:])
}

// Connect dials full multiaddrs concurrently and returns an error joining
// every failure.
func (h *Host) Connect(ctx context.Context, addrs []string) error {
	if len(addrs) == 0 {
		return nil
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		errs []error
	)
	for _, a := range addrs {
		info, err := peer.AddrInfoFromString(a)
		if err != nil {
			mu.Lock() // dials started earlier append concurrently
			errs = append(errs, fmt.Errorf("%s: %w", a, err))
			mu.Unlock()
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			if err := h.Host.Connect(cctx, *info); err != nil {
				mu.Lock()
				errs = append(errs, fmt.Errorf("%s: %w", info.ID, err))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Join joins a topic once and registers its validator (which may be nil).
// The validator runs before a message is delivered or forwarded.
func (h *Host) Join(name string, v pubsub.ValidatorEx) (*pubsub.Topic, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed {
		return nil, ErrClosed
	}
	if t, ok := h.topics[name]; ok {
		return t, nil
	}
	if v != nil {
		// Inline: the validators only check signatures and fields, work
		// for the CPU that pubsub's validation workers (one per CPU) already
		// bound, so a goroutine per message would only add a hand-off.
		if err := h.PubSub.RegisterTopicValidator(name, v, pubsub.WithValidatorInline(true)); err != nil {
			return nil, fmt.Errorf("p2p: validator for %s: %w", name, err)
		}
	}
	t, err := h.PubSub.Join(name)
	if err != nil {
		return nil, fmt.Errorf("p2p: join %s: %w", name, err)
	}
	h.topics[name] = t
	return t, nil
}

// Addrs returns the host's full multiaddrs (with /p2p/ID).
func (h *Host) FullAddrs() []string {
	info := peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()}
	mas, err := peer.AddrInfoToP2pAddrs(&info)
	if err != nil {
		return nil
	}
	out := make([]string, len(mas))
	for i, m := range mas {
		out[i] = m.String()
	}
	return out
}

// Gauges hands the host's gauges to gauge (a metrics registry's
// GaugeFunc), so that every node reports its peers alike.
func (h *Host) Gauges(gauge func(name, help string, value func() float64)) {
	gauge("gossip_peers", "Peers this node shares a gossip topic with.", func() float64 {
		return float64(len(h.PubSub.ListPeers("")))
	})
	gauge("p2p_connected_peers", "Peers this node's host is connected to.", func() float64 {
		return float64(len(h.Network().Peers()))
	})
}

// Close closes the topics and the host. It is idempotent.
func (h *Host) Close() error {
	h.mu.Lock()
	if h.closed {
		h.mu.Unlock()
		return nil
	}
	h.closed = true
	topics := h.topics
	h.topics = nil
	h.mu.Unlock()
	if h.stop != nil {
		h.stop()
		h.wg.Wait()
	}
	for _, t := range topics {
		_ = t.Close()
	}
	h.cancel() // stops the gossipsub router
	return h.Host.Close()
}

// ErrClosed is returned by a closed Host.
var ErrClosed = errors.New("p2p: host closed")

// LibP2PKey converts an Ethereum secp256k1 key into a libp2p key; the peer ID
// and the Ethereum address then name the same key.
func LibP2PKey(k *ecdsa.PrivateKey) (crypto.PrivKey, error) {
	priv, err := crypto.UnmarshalSecp256k1PrivateKey(ethcrypto.FromECDSA(k))
	if err != nil {
		return nil, fmt.Errorf("p2p: key: %w", err)
	}
	return priv, nil
}

// ErrNotSecp256k1 is returned for a peer whose key is not secp256k1.
var ErrNotSecp256k1 = errors.New("p2p: peer key is not secp256k1")

// PeerAddress derives the Ethereum address of a peer from its ID, which
// embeds the public key for secp256k1 peers. Results are memoized: a
// coordinator asks for the same few jurors' addresses on every receipt, and
// parsing a key costs a modular square root.
func PeerAddress(id peer.ID) (common.Address, error) {
	peerAddrs.Lock()
	a, ok := peerAddrs.m[id]
	peerAddrs.Unlock()
	if ok {
		return a, nil
	}
	pub, err := id.ExtractPublicKey()
	if err != nil {
		return common.Address{}, fmt.Errorf("p2p: %w", err)
	}
	k, ok := pub.(*crypto.Secp256k1PublicKey)
	if !ok {
		return common.Address{}, ErrNotSecp256k1
	}
	uncompressed := (*secp256k1.PublicKey)(k).SerializeUncompressed()
	copy(a[:], ethcrypto.Keccak256(uncompressed[1:])[12:])
	peerAddrs.Lock()
	if len(peerAddrs.m) >= maxPeerAddrs {
		clear(peerAddrs.m)
	}
	peerAddrs.m[id] = a
	peerAddrs.Unlock()
	return a, nil
}

const maxPeerAddrs = 4096

var peerAddrs = struct {
	sync.Mutex
	m map[peer.ID]common.Address
}{m: make(map[peer.ID]common.Address)}

// PeerIDFromPublicKey returns the peer ID of a secp256k1 public key, such
// as the one a record's signature recovers.
func PeerIDFromPublicKey(k *ecdsa.PublicKey) (peer.ID, error) {
	// Built from the coordinates: parsing the compressed form would
	// recompute Y with a modular square root.
	var x, y secp256k1.FieldVal
	if k == nil || k.X == nil || k.Y == nil || x.SetByteSlice(k.X.Bytes()) || y.SetByteSlice(k.Y.Bytes()) {
		return "", ErrNotSecp256k1
	}
	pub := secp256k1.NewPublicKey(&x, &y)
	if !pub.IsOnCurve() {
		return "", ErrNotSecp256k1
	}
	return peer.IDFromPublicKey((*crypto.Secp256k1PublicKey)(pub))
}

// PeerIDFromKey returns the peer ID of a secp256k1 key.
func PeerIDFromKey(k *ecdsa.PrivateKey) (peer.ID, error) {
	priv, err := LibP2PKey(k)
	if err != nil {
		return "", err
	}
	return peer.IDFromPrivateKey(priv)
}

// ParseMultiaddrs validates a list of multiaddrs.
func ParseMultiaddrs(addrs []string) error {
	for _, a := range addrs {
		if _, err := ma.NewMultiaddr(a); err != nil {
			return fmt.Errorf("%q: %w", a, err)
		}
	}
	return nil
}
