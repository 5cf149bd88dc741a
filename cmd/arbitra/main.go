// Command arbitra runs arbitra nodes (coordinators and jurors), submits
// verdict requests, and verifies and audits the records they produce.
//
// Run `arbitra help` for the commands and `arbitra <command> --help` for
// each command's flags. Every flag can also be set from the environment as
// ARBITRA_<FLAG>, upper case with dashes as underscores (--http-addr is
// ARBITRA_HTTP_ADDR), and from a TOML file given with --config (or
// ARBITRA_CONFIG) whose keys are the flag names. A flag on the command line
// wins over the environment, which wins over the file, which wins over the
// flag's default.
//
// Built with -tags arbitra_juror, the command is the juror build: the juror
// and keys commands alone (commands_juror.go), for a machine that only
// judges. Every other command's file carries the constraint !arbitra_juror.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"github.com/BurntSushi/toml"
	"github.com/peterbourgon/ff/v3"
)

type command struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		if !errors.Is(err, errSilent) {
			fmt.Fprintln(os.Stderr, "arbitra:", err)
		}
		os.Exit(exitStatus(err))
	}
}

// statusError is an error with an exit status of its own (an unpinned
// audit's, audit.go).
type statusError interface{ ExitStatus() int }

func exitStatus(err error) int {
	var se statusError
	if errors.As(err, &se) {
		return se.ExitStatus()
	}
	return 1
}

// errSilent is returned when the failure has already been reported.
var errSilent = errors.New("failed")

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return nil
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(ctx, args[1:], stdout, stderr)
		}
	}
	if slices.Contains(notInThisBuild, args[0]) {
		return fmt.Errorf("%q is not in this build, the juror build (-tags arbitra_juror); the full arbitra binary has it", args[0])
	}
	usage(stderr)
	return fmt.Errorf("unknown command %q", args[0])
}

func usage(w io.Writer) {
	fmt.Fprint(w, "arbitra: a peer-to-peer juror network: signed verdicts, IPFS records, escrow settlement\n\nUsage:\n  arbitra <command> [flags]\n\nCommands:\n")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-12s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, "\nRun 'arbitra <command> --help' for a command's flags. Every flag can be set\nfrom the environment as ARBITRA_<FLAG> (--http-addr → ARBITRA_HTTP_ADDR) and\nin a TOML file given with --config (http-addr = \"127.0.0.1:8080\"); a flag\nwins over its variable, which wins over the file.\n")
}

// configFlag names the flag every command built by newFlagSet has: a TOML
// file of flag values.
const configFlag = "config"

// newFlagSet returns a flag set whose usage starts with text. It has the
// --config flag.
func newFlagSet(name, text string, stderr io.Writer) *flag.FlagSet {
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

// parseFlags parses args with ff: a flag on the command line wins over its
// environment variable (envName), which wins over the --config file. --help
// prints usage to stdout and returns flag.ErrHelp.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) error {
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
		_, list := f.Value.(*listFlag)
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

// helpOK turns flag.ErrHelp into success.
func helpOK(err error) error {
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	return err
}

// listFlag is a repeatable, comma-separable string flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

// logFlags are shared by the long-running commands.
type logFlags struct{ level, format string }

func (l *logFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&l.level, "log-level", "info", "log level: debug, info, warn, error")
	fs.StringVar(&l.format, "log-format", "text", "log format: text or json")
}

func (l *logFlags) logger(w io.Writer) (*slog.Logger, error) {
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
