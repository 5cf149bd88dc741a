package identity

import (
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

// File names inside a data directory.
const (
	PlainFile     = "node.key"
	EncryptedFile = "node.keystore.json"
)

// PassphraseEnv is the environment variable holding the keystore passphrase.
const PassphraseEnv = "ARBITRA_KEY_PASSPHRASE"

// PassphraseFileEnv names a file holding the keystore passphrase, the way
// a secrets file is mounted into a container; it is also the default of
// the command's --passphrase-file and --password-file flags.
const PassphraseFileEnv = "ARBITRA_PASSPHRASE_FILE"

// Errors.
var (
	ErrNoKey      = errors.New("identity: no key in the data directory (run `arbitra keys new`)")
	ErrKeyExists  = errors.New("identity: a key already exists in the data directory")
	ErrPassphrase = errors.New("identity: the key is encrypted; give --passphrase-file (" + PassphraseFileEnv + ") or set " + PassphraseEnv)
	// ErrEmptyPassphrase refuses a passphrase file with nothing in it,
	// which would otherwise write or expect an unencrypted key.
	ErrEmptyPassphrase = errors.New("identity: the passphrase file is empty")
	// ErrTwoPassphrases refuses a passphrase given both in a file and in
	// PassphraseEnv, where one would silently win.
	ErrTwoPassphrases = errors.New("identity: a passphrase file and " + PassphraseEnv + " are both set: use one")
)

// ReadPassphraseFile reads a passphrase from path. Trailing line breaks
// are not part of it, since editors and `echo` add one.
func ReadPassphraseFile(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("identity: passphrase file: %w", err)
	}
	pass := strings.TrimRight(string(b), "\r\n")
	if pass == "" {
		return "", fmt.Errorf("%w: %s", ErrEmptyPassphrase, path)
	}
	return pass, nil
}

// Passphrase returns the node key's passphrase: read from file when it is
// not empty, otherwise the value of PassphraseEnv (looked up with getenv),
// which may be empty for an unencrypted key. A file named both here and in
// PassphraseEnv is refused, except when file is the one PassphraseFileEnv
// names: that variable is shared with the account keystores, so the node
// key's own PassphraseEnv is the more specific and wins.
func Passphrase(file string, getenv func(string) string) (string, error) {
	env := getenv(PassphraseEnv)
	switch {
	case file == "":
		return env, nil
	case env != "" && file == getenv(PassphraseFileEnv):
		return env, nil
	case env != "":
		return "", ErrTwoPassphrases
	}
	return ReadPassphraseFile(file)
}

// Create generates a key and writes it into dir, encrypted when passphrase
// is not empty. It refuses to overwrite an existing key.
func Create(dir, passphrase string) (*ecdsa.PrivateKey, error) {
	if _, err := Load(dir, passphrase); !errors.Is(err, ErrNoKey) {
		if err == nil || errors.Is(err, ErrPassphrase) {
			return nil, ErrKeyExists
		}
		return nil, err
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	return key, Save(dir, key, passphrase)
}

// Save writes key into dir with mode 0600.
func Save(dir string, key *ecdsa.PrivateKey, passphrase string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("identity: %w", err)
	}
	if passphrase == "" {
		return writeFile(filepath.Join(dir, PlainFile), []byte(hex.EncodeToString(crypto.FromECDSA(key))+"\n"))
	}
	k := &keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key}
	b, err := keystore.EncryptKey(k, passphrase, keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		return fmt.Errorf("identity: encrypt: %w", err)
	}
	return writeFile(filepath.Join(dir, EncryptedFile), b)
}

func writeFile(path string, b []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return fmt.Errorf("identity: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("identity: %w", err)
	}
	return nil
}

// Load reads the key from dir.
func Load(dir, passphrase string) (*ecdsa.PrivateKey, error) {
	if b, err := os.ReadFile(filepath.Join(dir, EncryptedFile)); err == nil {
		if passphrase == "" {
			return nil, ErrPassphrase
		}
		k, err := keystore.DecryptKey(b, passphrase)
		if err != nil {
			return nil, fmt.Errorf("identity: decrypt %s: %w", EncryptedFile, err)
		}
		return k.PrivateKey, nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("identity: %w", err)
	}
	b, err := os.ReadFile(filepath.Join(dir, PlainFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNoKey
	}
	if err != nil {
		return nil, fmt.Errorf("identity: %w", err)
	}
	key, err := crypto.HexToECDSA(strings.TrimSpace(string(b)))
	if err != nil {
		return nil, fmt.Errorf("identity: %s: %w", PlainFile, err)
	}
	return key, nil
}

// LoadOrCreate loads the key in dir, creating one on first use.
func LoadOrCreate(dir, passphrase string) (*ecdsa.PrivateKey, error) {
	key, err := Load(dir, passphrase)
	if errors.Is(err, ErrNoKey) {
		return Create(dir, passphrase)
	}
	return key, err
}

// Derive returns a deterministic key for a label: for the devnet and tests
// only, never for a node that holds value.
func Derive(label string) *ecdsa.PrivateKey {
	seed := crypto.Keccak256([]byte("arbitra-devnet/" + label))
	key, err := crypto.ToECDSA(seed)
	if err != nil {
		panic(err) // a keccak output is a valid scalar with overwhelming probability
	}
	return key
}
