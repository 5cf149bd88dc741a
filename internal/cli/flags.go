package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
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

// ParseFlags parses args, then fills every flag not given on the command
// line from its environment variable, and every flag set by neither from
// the --config file. --help prints usage to stdout and returns
// flag.ErrHelp.
func ParseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "-h" || a == "-help" || a == "--help" || a == "--h" {
			fs.SetOutput(stdout) // asked-for help goes to stdout
		}
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var errs []error
	fs.VisitAll(func(f *flag.Flag) {
		if set[f.Name] {
			return
		}
		if v, ok := os.LookupEnv(envName(f.Name)); ok {
			set[f.Name] = true
			if err := fs.Set(f.Name, v); err != nil {
				errs = append(errs, fmt.Errorf("%s: %w", envName(f.Name), err))
			}
		}
	})
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if f := fs.Lookup(configFlag); f != nil && f.Value.String() != "" {
		return applyConfig(fs, f.Value.String(), set)
	}
	return nil
}

// applyConfig sets the flags of fs named by the keys of the TOML file at
// path, except those in skip (given on the command line or in the
// environment). A key that is no flag of fs is an error, so that a typo
// does not leave a setting at its default unnoticed.
func applyConfig(fs *flag.FlagSet, path string, skip map[string]bool) error {
	var doc map[string]any
	if _, err := toml.DecodeFile(path, &doc); err != nil {
		return fmt.Errorf("--config %s: %w", path, err)
	}
	keys := make([]string, 0, len(doc))
	for k := range doc {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var errs []error
	for _, k := range keys {
		f := fs.Lookup(k)
		if f == nil || k == configFlag {
			errs = append(errs, fmt.Errorf("--config %s: unknown key %q: %s has no flag --%s", path, k, fs.Name(), k))
			continue
		}
		if skip[k] {
			continue
		}
		_, list := f.Value.(*ListFlag)
		vals, err := configValues(doc[k], list)
		if err != nil {
			errs = append(errs, fmt.Errorf("--config %s: key %q: %w", path, k, err))
			continue
		}
		for _, v := range vals {
			if err := fs.Set(k, v); err != nil {
				errs = append(errs, fmt.Errorf("--config %s: key %q: %w", path, k, err))
			}
		}
	}
	return errors.Join(errs...)
}

// configValues turns a TOML value into the flag's text form: one string
// for a scalar, one for each element of an array (list flags only).
func configValues(v any, list bool) ([]string, error) {
	if a, ok := v.([]any); ok {
		if !list {
			return nil, errors.New("takes one value, not an array")
		}
		out := make([]string, 0, len(a))
		for _, e := range a {
			s, err := configScalar(e)
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
		return out, nil
	}
	s, err := configScalar(v)
	if err != nil {
		return nil, err
	}
	return []string{s}, nil
}

func configScalar(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return x, nil
	case bool:
		return strconv.FormatBool(x), nil
	case int64:
		return strconv.FormatInt(x, 10), nil
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64), nil
	}
	return "", fmt.Errorf("a %T is no flag value (use a string, number, boolean or, for a list, an array)", v)
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
