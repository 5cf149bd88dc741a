// Command compose-init sets up the chain and the node keys of the
// top-level docker-compose.yml, once, before any node starts. It is the one
// place that knows how the compose network's chain is prepared:
//
//   - it creates the node key of every coordinator and juror in its data
//     volume (as `arbitra keys new` does), so that their addresses and peer
//     IDs are known before they run, and the escrow owner's key in a
//     volume of its own;
//   - it funds the owner, the coordinators (they pay the settlement gas),
//     the jurors and the two dev-only agents, buyer and seller, from the
//     unlocked developer account of `geth --dev`;
//   - it deploys MockUSDC and an ArbiterEscrow with every juror registered
//     and no oracle, and mints test USDC for the buyer;
//   - it writes the config files the nodes start from (--config): each
//     coordinator's (rpc-url, escrow, from-block, and a bootstrap to every
//     other coordinator) and one for every juror (a bootstrap to the first
//     coordinator only, and every coordinator as one it serves), then
//     network.json, a summary.
//
// A second run over the same volumes finds network.json and an escrow
// with code at its address, and changes nothing. With --add-jurors it
// registers more jurors on that escrow instead (the compose file's ollama
// profile), in force after the escrow's registry delay. The buyer and
// seller keys are derived from public labels (chain.DevKey), as `arbitra
// devnet`'s are: they are for a development chain only.
package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/BurntSushi/toml"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// Network is what network.json holds: everything an agent, an auditor or
// a test needs to use the compose network.
type Network struct {
	ChainID      string  `json:"chain_id"`
	RPCURL       string  `json:"rpc_url"` // as the containers reach it
	Escrow       string  `json:"escrow"`
	EscrowBlock  uint64  `json:"escrow_block"`
	Token        string  `json:"token"`
	Owner        string  `json:"owner"` // the escrow's owner, whose key only this program reads
	Buyer        Account `json:"buyer"`
	Seller       Account `json:"seller"`
	Coordinators []Node  `json:"coordinators"`
	Jurors       []Node  `json:"jurors"`
}

// Account is a dev-only agent account; its key is derived from a public label.
type Account struct {
	Address string `json:"address"`
	Key     string `json:"key"`
}

// Node is one node whose key this program made.
type Node struct {
	Name    string `json:"name"` // the data directory's base name, also its compose service name
	Address string `json:"address"`
	PeerID  string `json:"peer_id"`
}

const usage = `Usage: compose-init --coordinators DIR,... --jurors DIR,... [flags]
       compose-init --add-jurors DIR,... [flags]

Prepares the compose network's chain and node keys (see the package
comment of scripts/compose-init). Each DIR is a node's data directory and
its base name is the node's compose service name.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "compose-init:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("compose-init", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), usage); fs.PrintDefaults() }
	rpcURL := fs.String("rpc-url", "http://chain:8545", "the chain's JSON-RPC `URL`, as the init and the coordinators reach it")
	coordDirs := fs.String("coordinators", "", "coordinator data `dirs`, comma-separated; the first owns the escrow and is the jurors' bootstrap peer")
	jurorDirs := fs.String("jurors", "", "juror data `dirs`, comma-separated; all are registered on the escrow")
	out := fs.String("out", "/network", "`directory` the config files and network.json are written to")
	ownerDir := fs.String("owner", "/owner", "data `directory` of the escrow owner's key, which no node needs")
	p2pPort := fs.Int("p2p-port", 4001, "libp2p TCP `port` the coordinators listen on")
	panel := fs.Int("panel", 0, "seats drawn per deal (default: the number of jurors, at most 5)")
	grace := fs.Duration("grace", 24*time.Hour, "the escrow's grace period")
	registryDelay := fs.Duration("registry-delay", 24*time.Hour, "the escrow's delay before registry changes take effect")
	wait := fs.Duration("wait", 2*time.Minute, "how long to wait for the chain to answer")
	addJurors := fs.String("add-jurors", "", "instead of the setup, register the jurors of these data `dirs` (comma-separated) on the escrow an earlier run deployed")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	coords, jurors := splitList(*coordDirs), splitList(*jurorDirs)
	if *addJurors == "" && (len(coords) == 0 || len(jurors) == 0) {
		return errors.New("--coordinators and --jurors each need at least one directory")
	}
	size := *panel
	if size == 0 {
		size = min(len(jurors), verdict.MaxPanel)
	}
	if *addJurors == "" && (size < 1 || size > verdict.MaxPanel || size > len(jurors)) {
		return fmt.Errorf("--panel %d: from 1 to %d, and no more than the %d jurors", size, verdict.MaxPanel, len(jurors))
	}

	client, err := dialChain(ctx, *rpcURL, *wait)
	if err != nil {
		return err
	}
	defer client.Close()
	summary := filepath.Join(*out, "network.json")
	n, done := existing(ctx, client, summary)
	if *addJurors != "" {
		if !done {
			return fmt.Errorf("--add-jurors: no escrow set up yet (%s)", summary)
		}
		return register(ctx, client, n, *ownerDir, splitList(*addJurors), stdout)
	}
	if done {
		fmt.Fprintf(stdout, "network already set up: escrow %s (%s)\n", n.Escrow, summary)
		return nil
	}

	var net Network
	ownerKey, err := identity.LoadOrCreate(*ownerDir, "")
	if err != nil {
		return fmt.Errorf("owner key in %s: %w", *ownerDir, err)
	}
	for _, d := range coords {
		_, n, err := nodeKey(d)
		if err != nil {
			return err
		}
		net.Coordinators = append(net.Coordinators, n)
	}
	for _, d := range jurors {
		_, n, err := nodeKey(d)
		if err != nil {
			return err
		}
		net.Jurors = append(net.Jurors, n)
	}
	buyer, seller := chain.DevKey("buyer"), chain.DevKey("seller")
	net.Buyer, net.Seller = devAccount(buyer), devAccount(seller)

	ether := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }
	funds := map[common.Address]*big.Int{
		crypto.PubkeyToAddress(ownerKey.PublicKey): ether(100),
		crypto.PubkeyToAddress(buyer.PublicKey):    ether(100),
		crypto.PubkeyToAddress(seller.PublicKey):   ether(100),
	}
	for _, n := range net.Coordinators {
		funds[common.HexToAddress(n.Address)] = ether(100)
	}
	for _, n := range net.Jurors {
		funds[common.HexToAddress(n.Address)] = jurorFunds
	}
	if err := fund(ctx, client, funds); err != nil {
		return err
	}

	owner, err := chain.NewTransactor(ctx, client, ownerKey, chain.WithPollInterval(200*time.Millisecond))
	if err != nil {
		return err
	}
	net.Owner = owner.Address().Hex()
	net.ChainID = owner.ChainID().String()
	net.RPCURL = *rpcURL
	token, _, err := chain.DeployMockUSDC(ctx, owner)
	if err != nil {
		return err
	}
	// The first jurors are bonded at deployment with the owner's tokens;
	// later ones (--add-jurors) bond from their own keys.
	p := chain.EscrowParams{
		Owner: owner.Address(), GracePeriod: uint64(grace.Seconds()), RegistryDelay: uint64(registryDelay.Seconds()),
		StakeToken: token, UnbondDelay: uint64((*grace + 7*24*time.Hour).Seconds()),
		MinJurorStake: chain.DefaultDevnetMinStake, MinCoordinatorStake: chain.DefaultDevnetMinStake,
		PanelSize: uint8(size), QuorumThreshold: uint8(size/2 + 1),
	}
	for _, n := range net.Jurors {
		p.Jurors = append(p.Jurors, common.HexToAddress(n.Address))
	}
	bonds := new(big.Int).Mul(chain.DefaultDevnetMinStake, big.NewInt(int64(len(p.Jurors))))
	if _, err := chain.NewToken(client, token, owner).Mint(ctx, owner.Address(), bonds); err != nil {
		return err
	}
	escrow, r, err := chain.DeployEscrow(ctx, owner, p)
	if err != nil {
		return err
	}
	net.Token, net.Escrow, net.EscrowBlock = token.Hex(), escrow.Hex(), r.BlockNumber.Uint64()
	// A million test USDC (6 decimals) for the buyer's deals.
	if _, err := chain.NewToken(client, token, owner).Mint(ctx, crypto.PubkeyToAddress(buyer.PublicKey), big.NewInt(1_000_000_000_000)); err != nil {
		return err
	}

	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	p2pAddr := func(n Node) string { return fmt.Sprintf("/dns4/%s/tcp/%d/p2p/%s", n.Name, *p2pPort, n.PeerID) }
	for i, n := range net.Coordinators {
		cfg := map[string]any{"rpc-url": *rpcURL, "escrow": net.Escrow, "from-block": int64(net.EscrowBlock)}
		// Each coordinator bootstraps to the others, so that one restarted
		// on a new address reaches them and its announcement reaches the
		// jurors, which know its old address only.
		var others []string
		for j, o := range net.Coordinators {
			if j != i {
				others = append(others, p2pAddr(o))
			}
		}
		if len(others) > 0 {
			cfg["bootstrap"] = others
		}
		if err := writeTOML(filepath.Join(*out, n.Name+".toml"), cfg); err != nil {
			return err
		}
	}
	// A juror serves its bootstrap peers and the coordinators it names:
	// both coordinators, though it knows how to reach the first alone.
	var serve []string
	for _, c := range net.Coordinators {
		serve = append(serve, c.Address)
	}
	if err := writeTOML(filepath.Join(*out, "juror.toml"), map[string]any{
		"bootstrap": []string{p2pAddr(net.Coordinators[0])}, "coordinators": serve,
	}); err != nil {
		return err
	}
	b, err := json.MarshalIndent(net, "", "  ")
	if err != nil {
		return err
	}
	if err := writeFile(summary, append(b, '\n')); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "chain    %s\nescrow   %s (block %d, panel %d, threshold %d, %d jurors, owner %s)\ntoken    %s (MockUSDC, 6 decimals)\n",
		net.ChainID, net.Escrow, net.EscrowBlock, p.PanelSize, p.QuorumThreshold, len(p.Jurors), net.Owner, net.Token)
	for _, n := range append(net.Coordinators, net.Jurors...) {
		fmt.Fprintf(stdout, "%-14s %s %s\n", n.Name, n.Address, n.PeerID)
	}
	fmt.Fprintf(stdout, "buyer    %s key %s (TEST ONLY: a published key)\nseller   %s key %s (TEST ONLY: a published key)\n",
		net.Buyer.Address, net.Buyer.Key, net.Seller.Address, net.Seller.Key)
	return nil
}

// jurorFunds is each juror's ether, for the bonds once jurors bond.
var jurorFunds = new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18))

// register adds the jurors of dirs to the escrow's registry from the
// owner's key, skipping those registered or pending already.
func register(ctx context.Context, client *ethclient.Client, n Network, ownerDir string, dirs []string, stdout io.Writer) error {
	ownerKey, err := identity.Load(ownerDir, "")
	if err != nil {
		return fmt.Errorf("the escrow owner's key: %w", err)
	}
	owner, err := chain.NewTransactor(ctx, client, ownerKey, chain.WithPollInterval(200*time.Millisecond))
	if err != nil {
		return err
	}
	escrow, err := chain.NewEscrow(ctx, client, common.HexToAddress(n.Escrow), owner)
	if err != nil {
		return err
	}
	cfg, err := escrow.Config(ctx)
	if err != nil {
		return err
	}
	var (
		added []Node
		keys  []*ecdsa.PrivateKey
	)
	funds := map[common.Address]*big.Int{}
	for _, d := range dirs {
		key, node, err := nodeKey(d)
		if err != nil {
			return err
		}
		addr := common.HexToAddress(node.Address)
		if ok, err := escrow.IsJuror(ctx, addr); err != nil {
			return err
		} else if ok {
			fmt.Fprintf(stdout, "%-14s %s registered already\n", node.Name, node.Address)
			continue
		}
		funds[addr] = jurorFunds
		added, keys = append(added, node), append(keys, key)
	}
	if len(added) == 0 {
		return nil
	}
	if err := fund(ctx, client, funds); err != nil {
		return err
	}
	for i, node := range added {
		// Each juror bonds the minimum from its own key, minted to it here.
		tx, err := chain.NewTransactor(ctx, client, keys[i], chain.WithPollInterval(200*time.Millisecond))
		if err != nil {
			return err
		}
		if _, err := chain.NewToken(client, cfg.StakeToken, tx).Mint(ctx, tx.Address(), cfg.MinJurorStake); err != nil {
			return err
		}
		if _, err := escrow.WithTransactor(tx).Bond(ctx, cfg.MinJurorStake); err != nil {
			// A juror bonded by an earlier run, not yet drawn, refuses a second first bond.
			fmt.Fprintf(stdout, "%-14s %s not bonded: %v\n", node.Name, node.Address, err)
			continue
		}
		fmt.Fprintf(stdout, "%-14s %s %s bonded, drawn in %ds\n", node.Name, node.Address, node.PeerID, cfg.RegistryDelay)
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for p := range strings.SplitSeq(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// dialChain connects and waits until the chain answers, since compose may
// start this program before geth listens.
func dialChain(ctx context.Context, url string, wait time.Duration) (*ethclient.Client, error) {
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	client, err := ethclient.DialContext(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("--rpc-url: %w", err)
	}
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	for {
		_, err := client.BlockNumber(ctx)
		if err == nil {
			return client, nil
		}
		select {
		case <-ctx.Done():
			client.Close()
			return nil, fmt.Errorf("the chain at %s did not answer within %s: %w", url, wait, err)
		case <-tick.C:
		}
	}
}

// existing returns the summary of an earlier run whose escrow is still on
// the chain; a chain volume removed since needs a fresh setup.
func existing(ctx context.Context, client *ethclient.Client, path string) (Network, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Network{}, false
	}
	var n Network
	if json.Unmarshal(b, &n) != nil || !common.IsHexAddress(n.Escrow) {
		return Network{}, false
	}
	code, err := client.CodeAt(ctx, common.HexToAddress(n.Escrow), nil)
	return n, err == nil && len(code) > 0
}

// nodeKey loads or creates the node key in dir.
func nodeKey(dir string) (*ecdsa.PrivateKey, Node, error) {
	k, err := identity.LoadOrCreate(dir, "")
	if err != nil {
		return nil, Node{}, fmt.Errorf("node key in %s: %w", dir, err)
	}
	id, err := p2p.PeerIDFromKey(k)
	if err != nil {
		return nil, Node{}, err
	}
	return k, Node{Name: filepath.Base(filepath.Clean(dir)), Address: crypto.PubkeyToAddress(k.PublicKey).Hex(), PeerID: id.String()}, nil
}

func devAccount(k *ecdsa.PrivateKey) Account {
	return Account{Address: crypto.PubkeyToAddress(k.PublicKey).Hex(), Key: hexutil.Encode(crypto.FromECDSA(k))}
}

// fund sends ether from geth's unlocked developer account and waits until
// every transfer is mined.
func fund(ctx context.Context, client *ethclient.Client, to map[common.Address]*big.Int) error {
	var accounts []common.Address
	if err := client.Client().CallContext(ctx, &accounts, "eth_accounts"); err != nil {
		return fmt.Errorf("eth_accounts: %w", err)
	}
	if len(accounts) == 0 {
		return errors.New("the chain has no unlocked account to fund from: run geth --dev")
	}
	// Nonces are numbered here, since geth's pool can lag a transaction
	// sent a moment before and hand out its nonce again.
	nonce, err := client.PendingNonceAt(ctx, accounts[0])
	if err != nil {
		return fmt.Errorf("nonce of %s: %w", accounts[0], err)
	}
	var sent []common.Hash
	for a, wei := range to {
		var h common.Hash
		err := client.Client().CallContext(ctx, &h, "eth_sendTransaction", map[string]any{
			"from": accounts[0], "to": a, "value": (*hexutil.Big)(wei), "nonce": hexutil.Uint64(nonce),
		})
		if err != nil {
			return fmt.Errorf("fund %s: %w", a, err)
		}
		nonce++
		sent = append(sent, h)
	}
	for _, h := range sent {
		r, err := bind.WaitMined(ctx, client, h)
		if err != nil {
			return fmt.Errorf("funding transaction %s: %w", h, err)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("funding transaction %s failed", h)
		}
	}
	return nil
}

// writeTOML writes a flat config file of flag values, which is all the
// nodes' --config takes.
func writeTOML(path string, cfg map[string]any) error {
	var b bytes.Buffer
	b.WriteString("# written by compose-init; the compose file's environment sets the rest\n")
	if err := toml.NewEncoder(&b).Encode(cfg); err != nil {
		return fmt.Errorf("config %s: %w", path, err)
	}
	return writeFile(path, b.Bytes())
}

// writeFile replaces path whole, so that a node never reads half a file.
func writeFile(path string, b []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
