package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/peterbourgon/ff/v3"
)

// configFlag names the flag every command built by NewFlagSet has: a TOML
// file of flag values.
const configFlag = "config"

// NewFlagSet returns a flag set whose usage starts with text. It has the
// --config flag.
func NewFlagSet(name, text string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.String(configFlag, "", "TOML `file` of flag values, keyed by flag name; a flag or its environment variable wins over it")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), text)
		fmt.Fprintln(fs.Output(), "\nFlags (environment variable in brackets; each is also a key of the --config file):")
		fs.VisitAll(func(f *flag.Flag) {
			name, use := flag.UnquoteUsage(f)
			fmt.Fprintf(fs.Output(), "  --%s %s [%s]\n    \t%s", f.Name, name, envName(f.Name), use)
			if f.DefValue != "" && f.DefValue != "false" {
				fmt.Fprintf(fs.Output(), " (default %q)", f.DefValue)
			}
			fmt.Fprintln(fs.Output())
		})
	}
	return fs
}

func envName(flagName string) string {
	return "ARBITRA_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

// ParseFlags parses args with ff: a flag on the command line wins over its
// environment variable (envName), which wins over the --config file. --help
// prints usage to stdout and returns flag.ErrHelp.
func ParseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "-h" || a == "-help" || a == "--help" || a == "--h" {
			fs.SetOutput(stdout) // asked-for help goes to stdout
		}
	}
	return ff.Parse(fs, args, ff.WithEnvVarPrefix("ARBITRA"), ff.WithConfigFileFlag(configFlag),
		ff.WithConfigFileParser(func(r io.Reader, set func(name, value string) error) error {
			return parseConfig(fs, r, set)
		}))
}

// parseConfig sets the flags of fs named by the keys of a TOML --config
// file through set, which skips those given on the command line or in the
// environment. A key that is no flag of fs is an error, so that a typo does
// not leave a setting at its default unnoticed.
func parseConfig(fs *flag.FlagSet, r io.Reader, set func(name, value string) error) error {
	path := fs.Lookup(configFlag).Value.String()
	var doc map[string]any
	if _, err := toml.NewDecoder(r).Decode(&doc); err != nil {
		return fmt.Errorf("--config %s: %w", path, err)
	}
	var errs []error
	for _, k := range slices.Sorted(maps.Keys(doc)) {
		f := fs.Lookup(k)
		if f == nil || k == configFlag {
			errs = append(errs, fmt.Errorf("--config %s: unknown key %q: %s has no flag --%s", path, k, fs.Name(), k))
			continue
		}
		_, list := f.Value.(*ListFlag)
		vals, err := configValues(doc[k], list)
		for _, v := range vals {
			if err == nil {
				err = set(k, v)
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("--config %s: key %q: %w", path, k, err))
		}
	}
	return errors.Join(errs...)
}

// configValues turns a TOML value into the flag's text form: one string
// for a scalar, one for each element of an array (list flags only).
func configValues(v any, list bool) ([]string, error) {
	a, isArray := v.([]any)
	switch {
	case isArray && !list:
		return nil, errors.New("takes one value, not an array")
	case !isArray:
		a = []any{v}
	}
	out := make([]string, len(a))
	for i, e := range a {
		switch e.(type) {
		case string, bool, int64, float64: // %v writes a float64 in its shortest form
			out[i] = fmt.Sprint(e)
		default:
			return nil, fmt.Errorf("a %T is no flag value (use a string, number, boolean or, for a list, an array)", e)
		}
	}
	return out, nil
}

// HelpOK turns flag.ErrHelp into success.
func HelpOK(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	return err
}

// ListFlag is a repeatable, comma-separable string flag.
type ListFlag []string

func (l *ListFlag) String() string { return strings.Join(*l, ",") }
func (l *ListFlag) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

// LogFlags are the long-running commands' --log-level and --log-format.
type LogFlags struct{ level, format string }

func (l *LogFlags) Register(fs *flag.FlagSet) {
	fs.StringVar(&l.level, "log-level", "info", "log level: debug, info, warn, error")
	fs.StringVar(&l.format, "log-format", "text", "log format: text or json")
}

func (l *LogFlags) Logger(w io.Writer) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(l.level)); err != nil {
		return nil, fmt.Errorf("--log-level: %w", err)
	}
	opts := &slog.HandlerOptions{Level: lv}
	switch l.format {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("--log-format must be text or json, not %q", l.format)
}
