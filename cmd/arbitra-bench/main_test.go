package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestUsage checks that asked-for help goes to stdout once and names the
// modes and flags, and that mistakes are refused before anything starts.
func TestUsage(t *testing.T) {
	var out, errOut bytes.Buffer
	if err := run(context.Background(), []string{"--help"}, &out, &errOut); err != nil {
		t.Fatal(err)
	}
	if errOut.Len() != 0 {
		t.Fatalf("help wrote to stderr: %q", errOut.String())
	}
	for _, want := range []string{"--target", "--sim", "--serve-engine", "--smoke", "-jurors", "-panel", "-concurrency", "-rate", "-count", "-duration", "-json"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help does not mention %s", want)
		}
	}
	if strings.Count(out.String(), "Usage:") != 1 {
		t.Errorf("help printed %d times", strings.Count(out.String(), "Usage:"))
	}
	for _, args := range [][]string{{"extra"}, {"--sim", "1"}, {"--sim", ","}, {"--no-such-flag"}} {
		if err := run(context.Background(), args, io.Discard, io.Discard); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// TestServeEngine serves the bench engine on loopback, asks it one
// chat completion as a juror's openai engine would, and stops it by
// cancelling the context.
func TestServeEngine(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"--serve-engine", "127.0.0.1:0"}, pw, io.Discard)
		pw.Close()
	}()
	sc := bufio.NewScanner(pr)
	lines := map[string]string{}
	for len(lines) < 2 && sc.Scan() {
		if k, v, ok := strings.Cut(sc.Text(), " "); ok {
			lines[k] = strings.TrimSpace(v)
		}
	}
	go func() { _, _ = io.Copy(io.Discard, pr) }() // drains the pipe until run returns
	base, model := lines["engine"], lines["model"]
	if !strings.HasPrefix(base, "http://127.0.0.1:") || model != "bench-instant-v1" {
		t.Fatalf("serve-engine printed engine %q, model %q", base, model)
	}
	body := `{"model":"bench-instant-v1","messages":[{"role":"user","content":"Question: is it done?"}]}`
	resp, err := http.Post(base+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	var answer struct {
		Model   string `json:"model"`
		Choices []struct {
			Message struct{ Content string } `json:"message"`
		} `json:"choices"`
	}
	err = json.NewDecoder(resp.Body).Decode(&answer)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || len(answer.Choices) != 1 || !strings.Contains(answer.Choices[0].Message.Content, `"vote":"yes"`) {
		t.Fatalf("answer %d %+v (%v)", resp.StatusCode, answer, err)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("serve-engine after cancel: %v", err)
	}
}
