package main

import (
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/identity"
)

// Environment variables of the buyer's and seller's key. A key is never a
// flag value, which would land in shell history and process listings.
const (
	envPrivateKey     = "ARBITRA_PRIVATE_KEY"
	envPassphraseFile = identity.PassphraseFileEnv
)

// walletFlags choose the account that signs a deal's transactions: an
// encrypted keystore file (go-ethereum's format, what geth, cast and
// `arbitra keys new` with a passphrase write) with its passphrase in a
// file, or a hex private key in an environment variable.
type walletFlags struct {
	prefix       string // "" for the escrow commands, "mcp-" for the MCP account
	keyEnv       string
	keystore     string
	passwordFile string
}

func newWalletFlags(prefix, keyEnv string) *walletFlags {
	return &walletFlags{prefix: prefix, keyEnv: keyEnv}
}

func (w *walletFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&w.keystore, w.prefix+"keystore", "", "encrypted keystore `file` (JSON) of the account that signs, or a node data directory; otherwise the hex key in "+w.keyEnv)
	fs.StringVar(&w.passwordFile, w.prefix+"password-file", "", "`file` holding the keystore's passphrase (default: the file named by "+envPassphraseFile+")")
}

// errNoWallet means neither a keystore nor the key variable was given.
var errNoWallet = errors.New("no key")

// key loads the account's private key.
func (w *walletFlags) key() (*ecdsa.PrivateKey, error) {
	ksFlag, pwFlag := "--"+w.prefix+"keystore", "--"+w.prefix+"password-file"
	hexKey := strings.TrimSpace(os.Getenv(w.keyEnv))
	switch {
	case w.keystore != "" && hexKey != "":
		return nil, fmt.Errorf("both %s and %s are set: use one", ksFlag, w.keyEnv)
	case w.keystore == "" && hexKey == "":
		return nil, fmt.Errorf("%w: give %s with %s (or %s), or set %s to a hex private key",
			errNoWallet, ksFlag, pwFlag, envPassphraseFile, w.keyEnv)
	case hexKey != "":
		key, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimPrefix(hexKey, "0x"), "0X"))
		if err != nil {
			// The value is a secret: name the variable, never echo it.
			return nil, fmt.Errorf("%s is not a hex private key (64 hex digits, 0x optional)", w.keyEnv)
		}
		return key, nil
	}
	pwFile := w.passwordFile
	if pwFile == "" {
		pwFile = os.Getenv(envPassphraseFile)
	}
	if pwFile == "" {
		return nil, fmt.Errorf("%s needs its passphrase: give %s or set %s", ksFlag, pwFlag, envPassphraseFile)
	}
	pass, err := identity.ReadPassphraseFile(pwFile)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", pwFlag, err)
	}
	info, err := os.Stat(w.keystore)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ksFlag, err)
	}
	if info.IsDir() {
		// A node's data directory, as `arbitra keys new` writes it.
		key, err := identity.Load(w.keystore, pass)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", ksFlag, err)
		}
		return key, nil
	}
	b, err := os.ReadFile(w.keystore)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ksFlag, err)
	}
	k, err := keystore.DecryptKey(b, pass)
	if err != nil {
		return nil, fmt.Errorf("%s: decrypt %s: %w", ksFlag, w.keystore, err)
	}
	return k.PrivateKey, nil
}
