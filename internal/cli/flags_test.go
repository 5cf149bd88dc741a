package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/identity"
)

func writeConfig(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "arbitra.toml")
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestConfigPrecedence reads a real file and checks flag > env > file >
// default for each kind of flag value.
func TestConfigPrecedence(t *testing.T) {
	path := writeConfig(t, `
from-file = "file"
from-env = "file"
from-flag = "file"
peers = ["/ip4/127.0.0.1/tcp/1", "/ip4/127.0.0.1/tcp/2"]
capacity = 7
ratio = 0.25
verbose = true
wait = "90s"
`)
	t.Setenv("ARBITRA_FROM_ENV", "env")
	t.Setenv("ARBITRA_FROM_FLAG", "env")
	fs := NewFlagSet("test", "", io.Discard)
	fromFile := fs.String("from-file", "default", "")
	fromEnv := fs.String("from-env", "default", "")
	fromFlag := fs.String("from-flag", "default", "")
	untouched := fs.String("untouched", "default", "")
	var peers ListFlag
	fs.Var(&peers, "peers", "")
	capacity := fs.Int("capacity", 4, "")
	ratio := fs.Float64("ratio", 0.5, "")
	verbose := fs.Bool("verbose", false, "")
	wait := fs.Duration("wait", time.Second, "")
	if err := ParseFlags(fs, []string{"--config", path, "--from-flag", "flag"}, io.Discard); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string][2]string{
		"from-file": {*fromFile, "file"}, "from-env": {*fromEnv, "env"},
		"from-flag": {*fromFlag, "flag"}, "untouched": {*untouched, "default"},
	} {
		if c[0] != c[1] {
			t.Errorf("--%s = %q, want %q", name, c[0], c[1])
		}
	}
	if want := []string{"/ip4/127.0.0.1/tcp/1", "/ip4/127.0.0.1/tcp/2"}; !slices.Equal(peers, want) {
		t.Errorf("--peers = %v, want %v", peers, want)
	}
	if *capacity != 7 || *ratio != 0.25 || !*verbose || *wait != 90*time.Second {
		t.Errorf("capacity %d ratio %v verbose %v wait %v, want the file's 7 0.25 true 90s", *capacity, *ratio, *verbose, *wait)
	}

	// The file is named by ARBITRA_CONFIG as well.
	t.Setenv("ARBITRA_CONFIG", writeConfig(t, `from-file = "file"`))
	fs = NewFlagSet("test", "", io.Discard)
	fromFile = fs.String("from-file", "default", "")
	if err := ParseFlags(fs, nil, io.Discard); err != nil || *fromFile != "file" {
		t.Fatalf("with ARBITRA_CONFIG: %v, --from-file = %q", err, *fromFile)
	}
}

// TestConfigRefusals: an unknown key, a list for a single flag, a table and
// a value the flag refuses are errors naming the file and the key.
func TestConfigRefusals(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{`http-adr = "127.0.0.1:8080"`, `unknown key "http-adr"`},
		{`config = "other.toml"`, `unknown key "config"`},
		{`name = ["a", "b"]`, `key "name": takes one value`},
		{"[name]\nx = 1", `key "name"`},
		{`count = "many"`, `key "count"`},
		{`name = `, "--config"},
	} {
		path := writeConfig(t, c.text)
		fs := NewFlagSet("test", "", io.Discard)
		fs.String("name", "", "")
		fs.Int("count", 0, "")
		err := ParseFlags(fs, []string{"--config", path}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%q: %v, want an error naming %s and %q", c.text, err, path, c.want)
		}
	}
}

// TestKeysFromConfigFile runs `arbitra keys new` with its data directory
// and passphrase file given by a config file only, and checks that the key
// is written encrypted there and loads with the file's passphrase.
func TestKeysFromConfigFile(t *testing.T) {
	// Unset, not empty: a variable that is present, even empty, wins over
	// the file.
	for _, v := range []string{identity.PassphraseEnv, identity.PassphraseFileEnv, "ARBITRA_DATADIR", "ARBITRA_CONFIG"} {
		t.Setenv(v, "")
		os.Unsetenv(v)
	}
	dir := filepath.Join(t.TempDir(), "node")
	pw := filepath.Join(t.TempDir(), "passphrase")
	if err := os.WriteFile(pw, []byte("correct horse\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := writeConfig(t, "datadir = \""+dir+"\"\npassphrase-file = \""+pw+"\"\n")
	var out bytes.Buffer
	if err := Keys.Run(context.Background(), []string{"new", "--config", cfg}, &out, io.Discard); err != nil {
		t.Fatalf("keys new: %v", err)
	}
	if !strings.Contains(out.String(), filepath.Join(dir, identity.EncryptedFile)) {
		t.Fatalf("keys new wrote no keystore in the config's datadir:\n%s", out.String())
	}
	if _, err := identity.Load(dir, "correct horse"); err != nil {
		t.Fatalf("the key does not load with the file's passphrase: %v", err)
	}
	if _, err := identity.Load(dir, "wrong"); err == nil {
		t.Fatal("the key loads with a wrong passphrase")
	}
	// show, given the passphrase the same way, prints the same key.
	var shown bytes.Buffer
	if err := Keys.Run(context.Background(), []string{"show", "--config", cfg}, &shown, io.Discard); err != nil {
		t.Fatalf("keys show: %v", err)
	}
	if first := strings.SplitN(out.String(), "\n", 2)[0]; !strings.Contains(shown.String(), first) {
		t.Fatalf("keys show printed another key:\n%s\nwant %s", shown.String(), first)
	}
	// Without the passphrase the encrypted key is refused.
	if err := Keys.Run(context.Background(), []string{"show", "--datadir", dir}, io.Discard, io.Discard); err == nil {
		t.Fatal("keys show loaded an encrypted key without its passphrase")
	}
	// A passphrase in both places is refused rather than one winning.
	t.Setenv(identity.PassphraseEnv, "other")
	if err := Keys.Run(context.Background(), []string{"show", "--config", cfg}, io.Discard, io.Discard); err == nil ||
		!strings.Contains(err.Error(), "both set") {
		t.Fatalf("keys show with two passphrases: %v", err)
	}
}
