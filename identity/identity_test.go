package identity_test

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/p2p"
)

func sameKey(t *testing.T, got, want *ecdsa.PrivateKey) {
	t.Helper()
	if got == nil || want == nil {
		t.Fatalf("nil key: got %v, want %v", got, want)
	}
	if !bytes.Equal(crypto.FromECDSA(got), crypto.FromECDSA(want)) {
		t.Fatalf("key %s, want %s", crypto.PubkeyToAddress(got.PublicKey), crypto.PubkeyToAddress(want.PublicKey))
	}
}

// onlyOwner fails unless path exists and nobody but its owner may access it.
func onlyOwner(t *testing.T, path string) fs.FileInfo {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if perm := fi.Mode().Perm(); perm&0o077 != 0 {
		t.Fatalf("%s has mode %v, want owner-only", filepath.Base(path), perm)
	}
	return fi
}

func noFile(t *testing.T, path string) {
	t.Helper()
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("%s: %v, want it absent", filepath.Base(path), err)
	}
}

func TestCreatePlain(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data") // Create makes the directory
	key, err := identity.Create(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, identity.PlainFile)
	if fi := onlyOwner(t, path); fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file mode %v, want 0600", fi.Mode().Perm())
	}
	onlyOwner(t, dir)
	noFile(t, filepath.Join(dir, identity.EncryptedFile))
	noFile(t, path+".tmp")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := hex.EncodeToString(crypto.FromECDSA(key)) + "\n"; string(b) != want {
		t.Fatalf("key file holds %q, want the key in hex", b)
	}

	got, err := identity.Load(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	sameKey(t, got, key)

	if _, err := identity.Create(dir, ""); !errors.Is(err, identity.ErrKeyExists) {
		t.Fatalf("second Create: %v, want ErrKeyExists", err)
	}
	if b2, _ := os.ReadFile(path); !bytes.Equal(b2, b) {
		t.Fatal("refused Create rewrote the key file")
	}
}

func TestLoadOrCreateStable(t *testing.T) {
	for _, pass := range []string{"", "correct horse"} {
		dir := t.TempDir()
		first, err := identity.LoadOrCreate(dir, pass)
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			again, err := identity.LoadOrCreate(dir, pass)
			if err != nil {
				t.Fatal(err)
			}
			sameKey(t, again, first)
		}
	}
}

func TestEncryptedKeystore(t *testing.T) {
	dir := t.TempDir()
	const pass = "correct horse battery staple"
	key, err := identity.Create(dir, pass)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, identity.EncryptedFile)
	if fi := onlyOwner(t, path); fi.Mode().Perm() != 0o600 {
		t.Fatalf("keystore mode %v, want 0600", fi.Mode().Perm())
	}
	noFile(t, filepath.Join(dir, identity.PlainFile))
	noFile(t, path+".tmp")

	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(b, []byte(hex.EncodeToString(crypto.FromECDSA(key)))) {
		t.Fatal("keystore holds the private key in clear")
	}
	var ks struct {
		Address string          `json:"address"`
		Crypto  json.RawMessage `json:"crypto"`
	}
	if err := json.Unmarshal(b, &ks); err != nil || len(ks.Crypto) == 0 {
		t.Fatalf("not a keystore file (%v): %.200s", err, b)
	}
	// Any go-ethereum keystore reader opens it.
	k, err := keystore.DecryptKey(b, pass)
	if err != nil {
		t.Fatal(err)
	}
	sameKey(t, k.PrivateKey, key)

	if _, err := identity.Load(dir, ""); !errors.Is(err, identity.ErrPassphrase) {
		t.Fatalf("Load without passphrase: %v, want ErrPassphrase", err)
	}
	if got, err := identity.Load(dir, "wrong"); err == nil || errors.Is(err, identity.ErrNoKey) || got != nil {
		t.Fatalf("Load with a wrong passphrase = %v, %v; want a decryption error", got, err)
	}
	got, err := identity.Load(dir, pass)
	if err != nil {
		t.Fatal(err)
	}
	sameKey(t, got, key)

	// An encrypted key is never overwritten, whatever passphrase is given.
	for _, p := range []string{"", "wrong", pass} {
		if _, err := identity.Create(dir, p); err == nil {
			t.Fatalf("Create(%q) over an encrypted key succeeded", p)
		}
	}
	if _, err := identity.LoadOrCreate(dir, "wrong"); err == nil {
		t.Fatal("LoadOrCreate with a wrong passphrase succeeded")
	}
	if _, err := identity.Create(dir, ""); !errors.Is(err, identity.ErrKeyExists) {
		t.Fatalf("Create without passphrase over an encrypted key: %v, want ErrKeyExists", err)
	}
	if b2, _ := os.ReadFile(path); !bytes.Equal(b2, b) {
		t.Fatal("refused Create rewrote the keystore")
	}
	noFile(t, filepath.Join(dir, identity.PlainFile))
}

func TestNoKey(t *testing.T) {
	for name, dir := range map[string]string{
		"empty":   t.TempDir(),
		"missing": filepath.Join(t.TempDir(), "nope"),
	} {
		for _, pass := range []string{"", "pw"} {
			if _, err := identity.Load(dir, pass); !errors.Is(err, identity.ErrNoKey) {
				t.Errorf("%s dir, passphrase %q: %v, want ErrNoKey", name, pass, err)
			}
		}
	}
}

func TestLoadCorrupt(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, identity.PlainFile), []byte("not hex\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := identity.Load(dir, ""); err == nil || errors.Is(err, identity.ErrNoKey) {
		t.Fatalf("Load of a corrupt key: %v, want a parse error", err)
	}
	// A corrupt key is not silently replaced.
	if _, err := identity.LoadOrCreate(dir, ""); err == nil {
		t.Fatal("LoadOrCreate replaced a corrupt key")
	}
}

func TestDerive(t *testing.T) {
	a1, a2, b := identity.Derive("juror-1"), identity.Derive("juror-1"), identity.Derive("juror-2")
	sameKey(t, a1, a2)
	if bytes.Equal(crypto.FromECDSA(a1), crypto.FromECDSA(b)) {
		t.Fatal("different labels derived the same key")
	}
	// Pinned: the devnet's addresses must not change between releases.
	want := crypto.Keccak256([]byte("arbitra-devnet/juror-1"))
	if !bytes.Equal(crypto.FromECDSA(a1), want) {
		t.Fatalf("Derive(juror-1) = %x, want keccak256 of the labelled seed", crypto.FromECDSA(a1))
	}
}

// The address a node prints from its peer ID is the address of its key.
func TestPeerIDAddressRoundTrip(t *testing.T) {
	gen, err := identity.Create(t.TempDir(), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []*ecdsa.PrivateKey{gen, identity.Derive("coordinator"), identity.Derive("juror-3")} {
		id, err := p2p.PeerIDFromKey(key)
		if err != nil {
			t.Fatal(err)
		}
		addr, err := p2p.PeerAddress(id)
		if err != nil {
			t.Fatal(err)
		}
		if want := crypto.PubkeyToAddress(key.PublicKey); addr != want {
			t.Fatalf("peer %s: address %s, want %s", id, addr, want)
		}
	}
}

// TestPassphraseFile: the file's passphrase without its line break opens
// the keystore it created; an empty file and a second passphrase in the
// environment are refused.
func TestPassphraseFile(t *testing.T) {
	dir := t.TempDir()
	pw := filepath.Join(dir, "pass")
	if err := os.WriteFile(pw, []byte("s3cret\r\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	noEnv := func(string) string { return "" }
	pass, err := identity.Passphrase(pw, noEnv)
	if err != nil || pass != "s3cret" {
		t.Fatalf("Passphrase(file) = %q, %v", pass, err)
	}
	key, err := identity.Create(filepath.Join(dir, "node"), pass)
	if err != nil {
		t.Fatal(err)
	}
	got, err := identity.Load(filepath.Join(dir, "node"), "s3cret")
	if err != nil || !got.Equal(key) {
		t.Fatalf("Load with the file's passphrase: %v", err)
	}
	if pass, err := identity.Passphrase("", func(k string) string { return map[string]string{identity.PassphraseEnv: "env"}[k] }); err != nil || pass != "env" {
		t.Fatalf("Passphrase from the environment = %q, %v", pass, err)
	}
	if _, err := identity.Passphrase(pw, func(k string) string { return map[string]string{identity.PassphraseEnv: "env"}[k] }); !errors.Is(err, identity.ErrTwoPassphrases) {
		t.Fatalf("file and environment: %v, want ErrTwoPassphrases", err)
	}
	// The shared file variable gives way to the node key's own one.
	shared := map[string]string{identity.PassphraseEnv: "env", identity.PassphraseFileEnv: pw}
	if pass, err := identity.Passphrase(pw, func(k string) string { return shared[k] }); err != nil || pass != "env" {
		t.Fatalf("shared file and %s: %q, %v, want the variable's", identity.PassphraseEnv, pass, err)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.WriteFile(empty, []byte("\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := identity.ReadPassphraseFile(empty); !errors.Is(err, identity.ErrEmptyPassphrase) {
		t.Fatalf("empty file: %v, want ErrEmptyPassphrase", err)
	}
	if _, err := identity.ReadPassphraseFile(filepath.Join(dir, "missing")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v, want fs.ErrNotExist", err)
	}
}
