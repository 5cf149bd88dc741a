package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

const healthcheckUsage = `Usage: arbitra healthcheck --url URL [flags]

Asks URL with GET and exits 0 when it answers 200, 1 otherwise. It is the
health check of a container without a shell (the images of the top-level
Dockerfile are FROM scratch): point it at a coordinator's /healthz or
/readyz, or at a juror's --status-addr /status.
`

// Healthcheck is the healthcheck command.
var Healthcheck = Command{"healthcheck", "exit 0 when a URL answers 200 (a container's health check)", runHealthcheck}

func runHealthcheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := NewFlagSet("healthcheck", healthcheckUsage, stderr)
	target := fs.String("url", "", "`URL` to GET (required), e.g. http://127.0.0.1:8080/readyz")
	timeout := fs.Duration("timeout", 5*time.Second, "time the whole check may take")
	if err := ParseFlags(fs, args, stdout); err != nil {
		return HelpOK(err)
	}
	if *target == "" {
		return errors.New("healthcheck: --url is required")
	}
	u, err := url.Parse(*target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("healthcheck: --url %q is not an http(s) URL", *target)
	}
	if *timeout <= 0 {
		return fmt.Errorf("healthcheck: --timeout must be positive, not %s", *timeout)
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	defer resp.Body.Close()
	// The body says why a node is not ready (a /readyz answer); it is
	// bounded so that a misdirected check cannot pull a large file.
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck: %s answered %s: %s", u.Redacted(), resp.Status, body)
	}
	fmt.Fprintf(stdout, "ok %s\n", u.Redacted())
	return nil
}
