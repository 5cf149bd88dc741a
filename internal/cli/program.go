// Package cli is what arbitra's two binaries share on the command line:
// the dispatch of subcommands, the layering of flags over environment
// variables over a TOML file, and the commands a juror runs (juror, keys,
// healthcheck). cmd/arbitra adds the coordinator's, the chain's and the
// auditor's commands; cmd/arbitra-juror has these alone. Commands run on
// the caller's goroutine until their context ends.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"syscall"
)

// Command is one subcommand of a binary.
type Command struct {
	Name    string
	Summary string
	Run     func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

// Program is a binary: its name, its one-line summary and its commands.
type Program struct {
	Name     string
	Summary  string
	Commands []Command
	// Elsewhere names commands the binary leaves out, and Where says
	// which binary has them, so that asking for one says where it is.
	Elsewhere []string
	Where     string
}

// Main runs p with the process's arguments until SIGINT or SIGTERM, and
// exits with the error's status.
func (p Program) Main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := p.Run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", p.Name, err)
		os.Exit(ExitStatus(err))
	}
}

// ExitStatus is err's exit status: its own when it has one (an unpinned
// audit's), else 1.
func ExitStatus(err error) int {
	var se interface{ ExitStatus() int }
	if errors.As(err, &se) {
		return se.ExitStatus()
	}
	return 1
}

// Run runs the command args name, or prints the usage for none or help.
func (p Program) Run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		p.usage(stdout)
		return nil
	}
	for _, c := range p.Commands {
		if c.Name == args[0] {
			return c.Run(ctx, args[1:], stdout, stderr)
		}
	}
	if slices.Contains(p.Elsewhere, args[0]) {
		return fmt.Errorf("%q is not in %s; %s has it", args[0], p.Name, p.Where)
	}
	p.usage(stderr)
	return fmt.Errorf("unknown command %q", args[0])
}

func (p Program) usage(w io.Writer) {
	fmt.Fprintf(w, "%s: %s\n\nUsage:\n  %s <command> [flags]\n\nCommands:\n", p.Name, p.Summary, p.Name)
	for _, c := range p.Commands {
		fmt.Fprintf(w, "  %-12s %s\n", c.Name, c.Summary)
	}
	fmt.Fprintf(w, "\nRun '%s <command> --help' for a command's flags. Every flag can be set\nfrom the environment as ARBITRA_<FLAG> (--http-addr → ARBITRA_HTTP_ADDR) and\nin a TOML file given with --config (http-addr = \"127.0.0.1:8080\"); a flag\nwins over its variable, which wins over the file.\n", p.Name)
}
