package chain

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient/simulated"

	"github.com/arbitra-network/arbitra/identity"
)

// Devnet defaults.
const (
	// DevnetChainID is the chain ID of every Devnet (the simulated backend's).
	DevnetChainID = 1337
	// DevnetOwnerLabel is the label of the account that deploys the
	// contracts and owns the escrow.
	DevnetOwnerLabel = "owner"
	// DefaultDevnetGracePeriod applies when DevnetConfig.GracePeriod is zero.
	DefaultDevnetGracePeriod = time.Hour
)

// DefaultDevnetBuyerUSDC is what each buyer gets minted, 1,000,000 USDC.
var DefaultDevnetBuyerUSDC = big.NewInt(1_000_000_000_000)

var devnetEther = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(1e18))

// ErrDevnetClosed is returned by a Devnet's client after Close.
var ErrDevnetClosed = errors.New("chain: devnet closed")

// DevKey derives the Devnet private key for label: keccak256("arbitra-devnet/"+label).
// The same label always gives the same key, so tests and demos can name
// their accounts. Never use these keys on a real network.
func DevKey(label string) *ecdsa.PrivateKey { return identity.Derive(label) }

// DevAddress is the address of DevKey(label).
func DevAddress(label string) common.Address {
	return crypto.PubkeyToAddress(DevKey(label).PublicKey)
}

// DevnetConfig configures NewDevnet. The zero value gives an escrow whose
// oracle is DevAddress("oracle"), with no jurors, and one buyer "buyer".
type DevnetConfig struct {
	// Oracle may resolve deals; zero means DevAddress("oracle").
	Oracle common.Address
	// Jurors are registered in the escrow.
	Jurors []common.Address
	// QuorumThreshold is how many juror ballots settle a deal; zero means a
	// majority of Jurors (and 1 with no jurors).
	QuorumThreshold uint8
	// GracePeriod after a submission before the buyer may reclaim; zero
	// means DefaultDevnetGracePeriod. Whole seconds count.
	GracePeriod time.Duration
	// Buyers are labels whose accounts get ether and BuyerUSDC MockUSDC;
	// nil means []string{"buyer"}.
	Buyers []string
	// BuyerUSDC is minted to each buyer; nil means DefaultDevnetBuyerUSDC.
	BuyerUSDC *big.Int
	// Accounts are further labels whose accounts get ether. The owner,
	// "oracle", "seller", the buyers, Oracle and Jurors always do.
	Accounts []string
}

// Devnet is an in-process Ethereum chain (go-ethereum's simulated backend)
// with MockUSDC and ArbiterEscrow deployed. A block is mined as soon as a
// transaction is sent through Client, so code that sends and then waits for a
// receipt works the same here as against a real node. Block times follow the
// wall clock unless AdjustTime moves them ahead.
//
// A Devnet is safe for concurrent use. It starts no goroutine of its own
// (the simulated node inside runs its own until Close); Close shuts it down.
type Devnet struct {
	sim    *simulated.Backend
	client *devnetClient
	owner  *Transactor
	escrow common.Address
	token  common.Address

	mu     sync.Mutex // serializes sending, mining and time travel
	closed bool
}

// NewDevnet starts a chain, funds the accounts and deploys the contracts.
func NewDevnet(ctx context.Context, cfg DevnetConfig) (*Devnet, error) {
	if cfg.Oracle == (common.Address{}) {
		cfg.Oracle = DevAddress("oracle")
	}
	if cfg.QuorumThreshold == 0 {
		majority := len(cfg.Jurors)/2 + 1
		if majority > 255 {
			return nil, fmt.Errorf("%w: %d jurors need an explicit QuorumThreshold", ErrInvalidArgument, len(cfg.Jurors))
		}
		cfg.QuorumThreshold = uint8(majority)
	}
	if cfg.GracePeriod == 0 {
		cfg.GracePeriod = DefaultDevnetGracePeriod
	}
	grace := uint64(cfg.GracePeriod / time.Second)
	if grace == 0 {
		return nil, fmt.Errorf("%w: grace period %s is under a second", ErrInvalidArgument, cfg.GracePeriod)
	}
	if cfg.Buyers == nil {
		cfg.Buyers = []string{"buyer"}
	}
	if cfg.BuyerUSDC == nil {
		cfg.BuyerUSDC = DefaultDevnetBuyerUSDC
	}

	alloc := types.GenesisAlloc{}
	fund := func(a common.Address) { alloc[a] = types.Account{Balance: new(big.Int).Set(devnetEther)} }
	for _, label := range slices.Concat([]string{DevnetOwnerLabel, "oracle", "seller"}, cfg.Buyers, cfg.Accounts) {
		fund(DevAddress(label))
	}
	fund(cfg.Oracle)
	for _, j := range cfg.Jurors {
		fund(j)
	}

	d := &Devnet{sim: simulated.NewBackend(alloc)}
	d.client = &devnetClient{Client: d.sim.Client(), d: d}
	if err := d.setup(ctx, cfg, grace); err != nil {
		_ = d.Close()
		return nil, err
	}
	return d, nil
}

func (d *Devnet) setup(ctx context.Context, cfg DevnetConfig, grace uint64) error {
	owner, err := NewTransactor(ctx, d.client, DevKey(DevnetOwnerLabel), WithPollInterval(10*time.Millisecond))
	if err != nil {
		return err
	}
	d.owner = owner
	if d.token, _, err = DeployMockUSDC(ctx, owner); err != nil {
		return err
	}
	d.escrow, _, err = DeployEscrow(ctx, owner, EscrowParams{
		Owner: owner.Address(), Oracle: cfg.Oracle, GracePeriod: grace, QuorumThreshold: cfg.QuorumThreshold,
	})
	if err != nil {
		return err
	}
	escrow, err := NewEscrow(ctx, d.client, d.escrow, owner)
	if err != nil {
		return err
	}
	for _, j := range cfg.Jurors {
		if _, err := escrow.SetJuror(ctx, j, true); err != nil {
			return fmt.Errorf("chain: register juror %s: %w", j, err)
		}
	}
	token := NewToken(d.client, d.token, owner)
	for _, b := range cfg.Buyers {
		if _, err := token.Mint(ctx, DevAddress(b), cfg.BuyerUSDC); err != nil {
			return fmt.Errorf("chain: mint for %s: %w", b, err)
		}
	}
	return nil
}

// Client is the chain's client; sending a transaction through it mines a block.
func (d *Devnet) Client() simulated.Client { return d.client }

// ChainID is DevnetChainID.
func (d *Devnet) ChainID() *big.Int { return big.NewInt(DevnetChainID) }

// EscrowAddress is the ArbiterEscrow's address.
func (d *Devnet) EscrowAddress() common.Address { return d.escrow }

// TokenAddress is the MockUSDC's address.
func (d *Devnet) TokenAddress() common.Address { return d.token }

// Owner is the Transactor of the account that deployed and owns the escrow.
func (d *Devnet) Owner() *Transactor { return d.owner }

// Transactor returns a Transactor for DevKey(label), polling quickly since
// receipts exist as soon as a transaction is sent. Each call makes a new
// Transactor: share one per label among concurrent senders.
func (d *Devnet) Transactor(ctx context.Context, label string) (*Transactor, error) {
	return NewTransactor(ctx, d.client, DevKey(label), WithPollInterval(10*time.Millisecond))
}

// Fund sends wei of ether from the owner to addr.
func (d *Devnet) Fund(ctx context.Context, to common.Address, wei *big.Int) error {
	if _, err := d.owner.Send(ctx, &to, nil, wei); err != nil {
		return fmt.Errorf("chain: fund %s: %w", to, err)
	}
	return nil
}

// AdjustTime mines an empty block dt (rounded down to whole seconds, at least
// one) after the current head, so deadlines and grace periods can be passed
// without waiting.
func (d *Devnet) AdjustTime(dt time.Duration) error {
	secs := dt / time.Second
	if secs < 1 {
		return fmt.Errorf("%w: adjust time by %s", ErrInvalidArgument, dt)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return ErrDevnetClosed
	}
	err := d.sim.AdjustTime(secs * time.Second)
	if err == nil || !strings.Contains(err.Error(), "non-empty") {
		return err
	}
	// The pool forgets mined transactions asynchronously and may still list
	// the last one. Commit waits for the pool before it seals a block, so mine
	// an empty block first and adjust by the rest.
	d.sim.Commit()
	if secs == 1 {
		return nil
	}
	return d.sim.AdjustTime((secs - 1) * time.Second)
}

// Close stops the chain. It is safe to call more than once.
func (d *Devnet) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil
	}
	d.closed = true
	return d.sim.Close()
}

// devnetClient mines a block right after each transaction it sends.
type devnetClient struct {
	simulated.Client
	d *Devnet
}

func (c *devnetClient) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	c.d.mu.Lock()
	defer c.d.mu.Unlock()
	if c.d.closed {
		return ErrDevnetClosed
	}
	if err := c.Client.SendTransaction(ctx, tx); err != nil {
		return err
	}
	c.d.sim.Commit()
	return nil
}
