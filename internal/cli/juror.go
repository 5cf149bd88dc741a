package cli

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/jurornode"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// NetFlags are the flags every node command shares.
type NetFlags struct {
	DataDir        string
	passphraseFile string
	Listen         ListFlag
	Bootstrap      ListFlag
	Log            LogFlags
}

// Register adds the flags to fs; defaultDir is --datadir's default.
func (n *NetFlags) Register(fs *flag.FlagSet, defaultDir string) {
	fs.StringVar(&n.DataDir, "datadir", defaultDir, "data `directory` (key, store, blocks)")
	fs.StringVar(&n.passphraseFile, "passphrase-file", "", "`file` holding the node key's keystore passphrase (otherwise "+identity.PassphraseEnv+"; neither: an unencrypted key)")
	fs.Var(&n.Listen, "listen", "libp2p listen `multiaddr`s, comma-separated (default TCP and QUIC on all interfaces, OS-chosen ports)")
	fs.Var(&n.Bootstrap, "bootstrap", "bootstrap peer `multiaddr`s with /p2p/ID, comma-separated")
	n.Log.Register(fs)
}

// Key loads the node key from the data directory, creating it on first
// use, encrypted when a passphrase is given.
func (n *NetFlags) Key() (*ecdsa.PrivateKey, error) {
	pass, err := identity.Passphrase(n.passphraseFile, os.Getenv)
	if err != nil {
		return nil, fmt.Errorf("--passphrase-file: %w", err)
	}
	return identity.LoadOrCreate(n.DataDir, pass)
}

// EngineFlags select a juror's model.
type EngineFlags struct {
	Engine    string
	baseURL   string
	model     string
	threshold float64
}

// Register adds the flags to fs.
func (e *EngineFlags) Register(fs *flag.FlagSet) {
	fs.StringVar(&e.Engine, "engine", "builtin", "juror engine: builtin (offline) or openai (any OpenAI-compatible server)")
	fs.StringVar(&e.baseURL, "openai-url", "https://api.openai.com/v1", "base `URL` of the OpenAI-compatible API (Ollama: http://127.0.0.1:11434/v1)")
	fs.StringVar(&e.model, "model", "", "model id for the openai engine")
	fs.Float64Var(&e.threshold, "builtin-threshold", juror.DefaultBuiltinThreshold, "criterion coverage the builtin engine requires, in (0,1]")
}

// Build makes the engine the flags select.
func (e *EngineFlags) Build() (juror.Engine, error) {
	switch e.Engine {
	case "builtin":
		if e.threshold <= 0 || e.threshold > 1 {
			return nil, fmt.Errorf("--builtin-threshold must be in (0,1], got %v", e.threshold)
		}
		return juror.Builtin{Threshold: e.threshold}, nil
	case "openai":
		if e.model == "" {
			return nil, errors.New("--model is required with --engine openai")
		}
		return juror.NewOpenAI(juror.OpenAIConfig{BaseURL: e.baseURL, Model: e.model, APIKey: juror.OpenAIAPIKeyFromEnv(os.Getenv)})
	}
	return nil, fmt.Errorf("--engine must be builtin or openai, not %q", e.Engine)
}

// Endpoint is an address a node serves, printed as a URL when it is on.
type Endpoint struct{ Name, Addr string }

// Serve runs a started node until ctx ends, then closes it. First it prints
// what operators and scripts read: the node's address, peer ID, listen
// addresses and each endpoint that is on.
func Serve(ctx context.Context, address string, h *p2p.Host, endpoints []Endpoint, closeNode func() error, log *slog.Logger, stdout io.Writer) error {
	fmt.Fprintf(stdout, "address  %s\npeer     %s\n", address, h.ID())
	for _, a := range h.FullAddrs() {
		fmt.Fprintf(stdout, "listen   %s\n", a)
	}
	for _, e := range endpoints {
		if e.Addr != "" {
			fmt.Fprintf(stdout, "%-8s http://%s\n", e.Name, e.Addr)
		}
	}
	<-ctx.Done()
	log.Info("shutting down")
	return closeNode()
}

// JurorChain is what the juror command takes from a binary that links the
// chain client; cmd/arbitra-juror has none.
type JurorChain struct {
	// Escrow returns the policy of serving the coordinators bonded on
	// escrow, a reader of the juror's standing there, and a stop that
	// waits for its reads.
	Escrow func(ctx context.Context, rpcURL, escrow string, self common.Address, log *slog.Logger) (
		juror.CoordinatorPolicy, func(context.Context) (jurornode.Standing, error), func(), error)
	// Stake runs the subcommands bond, unbond, withdraw and status.
	Stake map[string]func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

// stakeCommands are the juror's subcommands on an escrow.
var stakeCommands = []string{"bond", "unbond", "withdraw", "status"}

// Juror is the juror command. With a nil chain it refuses --escrow and the
// stake subcommands, naming the binary that has them.
func Juror(chain *JurorChain) Command {
	return Command{"juror", "run a juror node", func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		return runJuror(ctx, chain, args, stdout, stderr)
	}}
}

// errNoChain refuses what needs the chain client in cmd/arbitra-juror.
var errNoChain = errors.New("serving the coordinators bonded on an escrow (--escrow) and the juror's bond, unbond, withdraw " +
	"and status need the chain client: run them with the full arbitra binary; arbitra-juror serves --coordinators and its --bootstrap peers")

const jurorUsage = `Usage: arbitra juror [flags]
       arbitra juror bond | unbond | withdraw | status [flags]   (stake on an escrow; see 'arbitra juror bond --help')

Runs a juror: it announces its capability on the presence topic, judges the
requests whose panel names it with its engine, and returns a signed receipt
to the requesting coordinator. The openai engine reads its API key from
ARBITRA_OPENAI_API_KEY (or OPENAI_API_KEY).
`

func runJuror(ctx context.Context, chain *JurorChain, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 && slices.Contains(stakeCommands, args[0]) {
		if chain == nil {
			return errNoChain
		}
		return chain.Stake[args[0]](ctx, args[1:], stdout, stderr)
	}
	fs := NewFlagSet("juror", jurorUsage, stderr)
	var nf NetFlags
	nf.Register(fs, "./arbitra-juror")
	var ef EngineFlags
	ef.Register(fs)
	var coords ListFlag
	fs.Var(&coords, "coordinators", "serve these coordinator `address`es, besides the --bootstrap peers")
	anyCoord := fs.Bool("any-coordinator", false, "serve every coordinator that signs a request, each within the per-coordinator limits (default: only --coordinators, the --bootstrap peers and those bonded on --escrow)")
	rpcURL := fs.String("rpc-url", "", "Ethereum JSON-RPC `URL` of the chain of --escrow")
	escrow := fs.String("escrow", "", "serve, besides those listed, the coordinators bonded on this ArbiterEscrow `address` (needs --rpc-url)")
	capacity := fs.Int("capacity", 4, "concurrent judgements; announced, and coordinators send no more requests at once than that")
	perCoord := fs.Int("per-coordinator-inflight", 0, "requests one coordinator may have in judgement at once, and four times as many of its receipts unacknowledged; beyond either its requests are dropped unjudged (0: as --capacity)")
	maxDeadline := fs.Duration("max-deadline", juror.DefaultMaxDeadline, "refuse, before any model call, a request whose deadline lies further out than this")
	backoffMax := fs.Duration("coordinator-backoff-max", juror.DefaultBackoffCeiling, "longest refusal of a coordinator that leaves receipts unacknowledged")
	statusAddr := fs.String("status-addr", "", "serve GET /status (JSON) and GET /metrics (Prometheus) on this `address`; a bare :PORT binds loopback (default: off)")
	if err := ParseFlags(fs, args, stdout); err != nil {
		return HelpOK(err)
	}
	log, err := nf.Log.Logger(stderr)
	if err != nil {
		return err
	}
	eng, err := ef.Build()
	if err != nil {
		return err
	}
	for i, c := range coords { // parsed once, kept in canonical text
		a, err := verdict.ParseAddressTyped(c)
		if err != nil {
			return fmt.Errorf("--coordinators: %w", err)
		}
		coords[i] = a.String()
	}
	if *perCoord < 0 || *maxDeadline <= 0 || *backoffMax <= 0 {
		return errors.New("--per-coordinator-inflight must be at least 0, --max-deadline and --coordinator-backoff-max positive")
	}
	if (*escrow == "") != (*rpcURL == "") {
		return errors.New("--escrow and --rpc-url go together")
	}
	if *escrow != "" && chain == nil {
		return errNoChain
	}
	key, err := nf.Key()
	if err != nil {
		return err
	}
	var (
		policy   juror.CoordinatorPolicy = juror.AllowAny{}
		bonded   juror.CoordinatorPolicy
		standing func(context.Context) (jurornode.Standing, error)
	)
	if *escrow != "" {
		var stop func()
		if bonded, standing, stop, err = chain.Escrow(ctx, *rpcURL, *escrow, crypto.PubkeyToAddress(key.PublicKey), log); err != nil {
			return err
		}
		defer stop()
	}
	if !*anyCoord {
		served, err := servedCoordinators(coords, nf.Bootstrap)
		if err != nil {
			return err
		}
		policies := juror.AnyOf{juror.AllowList(served)}
		if bonded != nil {
			policies = append(policies, bonded)
		} else if len(served) == 0 {
			return errors.New("a juror serves only coordinators it can hold to account: name them with --coordinators, " +
				"bootstrap to one with --bootstrap, serve those bonded on an escrow with --escrow and --rpc-url, " +
				"or pass --any-coordinator")
		}
		policy = policies
	}
	checkEngine(ctx, eng, log)
	n, err := jurornode.New(jurornode.Config{
		DataDir: nf.DataDir, Key: key, ListenAddrs: nf.Listen, Bootstrap: nf.Bootstrap, Logger: log,
		Juror: jurornode.RoleConfig{
			Engine: eng, Coordinators: coords, Policy: policy, Capacity: *capacity,
			PerCoordinatorInflight: *perCoord, MaxDeadline: *maxDeadline, BackoffCeiling: *backoffMax,
			StatusAddr: *statusAddr, Standing: standing,
		},
	})
	if err != nil {
		return err
	}
	if err := n.Start(ctx); err != nil {
		return err
	}
	return Serve(ctx, n.Address(), n.Host, []Endpoint{{"status", n.StatusAddr()}}, n.Close, log, stdout)
}

// servedCoordinators is the addresses a juror serves by default: those its
// operator lists and those of the peers it bootstraps to, whose libp2p keys
// are their signing keys. A bootstrap peer that is not a coordinator sends
// no requests, so listing it costs nothing.
func servedCoordinators(listed, bootstrap []string) ([]string, error) {
	out := append([]string(nil), listed...)
	for _, b := range bootstrap {
		info, err := peer.AddrInfoFromString(b)
		if err != nil {
			return nil, fmt.Errorf("--bootstrap: %q: %w", b, err)
		}
		addr, err := p2p.PeerAddress(info.ID)
		if err != nil {
			return nil, fmt.Errorf("--bootstrap: %q: %w", b, err)
		}
		out = append(out, verdict.AddressString(addr))
	}
	return out, nil
}

// engineCheckTimeout bounds the start-up health check of a juror's engine.
const engineCheckTimeout = 30 * time.Second

// engineHints tell an operator what to fix for a failed health check.
var engineHints = map[string]string{
	verdict.ErrClassAuth:          "the server rejected the API key: set " + juror.EnvOpenAIAPIKey + " (or " + juror.EnvOpenAIAPIKeyFallback + ")",
	verdict.ErrClassModelNotFound: "the server does not serve this model: check --model and --openai-url",
}

// checkEngine asks the engine, before the juror joins the network, whether
// it is configured to answer, and logs the outcome. A juror whose check
// fails still starts, since a local server may come up later, and abstains
// with the logged class until it is fixed.
func checkEngine(ctx context.Context, eng juror.Engine, log *slog.Logger) {
	cctx, cancel := context.WithTimeout(ctx, engineCheckTimeout)
	defer cancel()
	err := juror.CheckEngine(cctx, eng)
	if err == nil {
		log.Info("engine ready", "engine", eng.Name(), "model", eng.Model())
		return
	}
	class := juror.ClassifyError(err)
	hint := engineHints[class]
	if hint == "" {
		hint = "the engine did not answer; the juror abstains until it does"
	}
	log.Error("engine check failed: "+hint, "engine", eng.Name(), "model", eng.Model(), "error_class", class, "err", err)
}

const keysUsage = `Usage: arbitra keys new|show [flags]

new   creates the node key in the data directory (refuses to overwrite);
      with --passphrase-file (or ARBITRA_KEY_PASSPHRASE) it is an encrypted
      keystore file
show  prints the peer ID and Ethereum address of the key
`

// Keys is the keys command.
var Keys = Command{"keys", "create or show the node key (keys new | keys show)", runKeys}

func runKeys(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := NewFlagSet("keys", keysUsage, stderr)
	dir := fs.String("datadir", "./arbitra-node", "data `directory` holding the key")
	passFile := fs.String("passphrase-file", "", "`file` holding the keystore passphrase (otherwise "+identity.PassphraseEnv+")")
	if len(args) == 0 || (args[0] != "new" && args[0] != "show") {
		if len(args) > 0 && (args[0] == "--help" || args[0] == "-h") {
			fs.SetOutput(stdout)
			fs.Usage()
			return nil
		}
		fs.Usage()
		return errors.New("keys: say new or show")
	}
	if err := ParseFlags(fs, args[1:], stdout); err != nil {
		return HelpOK(err)
	}
	pass, err := identity.Passphrase(*passFile, os.Getenv)
	if err != nil {
		return fmt.Errorf("--passphrase-file: %w", err)
	}
	key, err := identity.Load(*dir, pass)
	if args[0] == "new" {
		key, err = identity.Create(*dir, pass)
	}
	if err != nil {
		return err
	}
	id, err := p2p.PeerIDFromKey(key)
	if err != nil {
		return err
	}
	file := identity.PlainFile
	if pass != "" {
		file = identity.EncryptedFile
	}
	fmt.Fprintf(stdout, "peer_id  %s\naddress  %s\nfile     %s\n", id, verdictAddress(key), filepath.Join(*dir, file))
	return nil
}

func verdictAddress(k *ecdsa.PrivateKey) string {
	return verdict.AddressString(crypto.PubkeyToAddress(k.PublicKey))
}
