package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/juror"
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
	for _, want := range []string{"--target", "--sim", "--serve-engine", "--smoke", "-jurors", "-panel", "-concurrency", "-rate", "-count", "-duration", "-json", "-latency-p50", "-latency-p99", "-stragglers", "-silent", "-seed", "-deals", "-panels"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help does not mention %s", want)
		}
	}
	if strings.Count(out.String(), "Usage:") != 1 {
		t.Errorf("help printed %d times", strings.Count(out.String(), "Usage:"))
	}
	for _, args := range [][]string{{"extra"}, {"--sim", "1"}, {"--sim", ","}, {"--no-such-flag"},
		{"--latency-p50", "2s", "--latency-p99", "1s"}, {"--silent", "0.7", "--stragglers", "0.5"}, {"--deals", "3", "--panels", "2-of-4"}} {
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
	lines, done := serveEngine(ctx, "--serve-engine", "127.0.0.1:0")
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

// TestServeEngineLatency serves a latency model and asks it as a juror's
// openai engine asks about a deal: the vote is the first option of the
// reply schema, after the model's time, and the model ID names the model.
func TestServeEngineLatency(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	lines, done := serveEngine(ctx, "--serve-engine", "127.0.0.1:0", "--latency-p50", "20ms", "--latency-p99", "40ms", "--seed", "5")
	if lines["model"] != "bench-lognormal-p50-20ms-p99-40ms" {
		t.Fatalf("model %q", lines["model"])
	}
	body := `{"model":"m","messages":[{"role":"user","content":"Question: does it pass?"}],
		"response_format":{"type":"json_schema","json_schema":{"name":"juror_vote","strict":true,
		"schema":{"type":"object","properties":{"vote":{"type":"string","enum":["PASS","FAIL"]}}}}}}`
	start := time.Now()
	resp, err := http.Post(lines["engine"]+"/chat/completions", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if took := time.Since(start); took < 5*time.Millisecond {
		t.Errorf("answered in %v; the model's median is 20ms", took)
	}
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(raw), `\"vote\":\"PASS\"`) {
		t.Fatalf("answer %d %s", resp.StatusCode, raw)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// TestServeEngineVotes serves a script and asks it as jurors' openai
// engines ask about a deal: the calls are answered in order, the last
// vote for every call past the script's end, and --votes without
// --serve-engine is refused.
func TestServeEngineVotes(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	lines, done := serveEngine(ctx, "--serve-engine", "127.0.0.1:0", "--votes", "FAIL*2,PASS")
	if lines["model"] != juror.ScriptModel {
		t.Fatalf("model %q", lines["model"])
	}
	body := `{"model":"m","messages":[{"role":"user","content":"Question: does it pass?"}],
		"response_format":{"type":"json_schema","json_schema":{"name":"juror_vote","strict":true,
		"schema":{"type":"object","properties":{"vote":{"type":"string","enum":["PASS","FAIL"]}}}}}}`
	var got []string
	for range 4 {
		resp, err := http.Post(lines["engine"]+"/chat/completions", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var answer struct {
			Choices []struct {
				Message struct{ Content string } `json:"message"`
			} `json:"choices"`
		}
		err = json.NewDecoder(resp.Body).Decode(&answer)
		resp.Body.Close()
		var vote struct{ Vote string }
		if err != nil || len(answer.Choices) != 1 || json.Unmarshal([]byte(answer.Choices[0].Message.Content), &vote) != nil {
			t.Fatalf("answer %d %+v (%v)", resp.StatusCode, answer, err)
		}
		got = append(got, vote.Vote)
	}
	if want := []string{"FAIL", "FAIL", "PASS", "PASS"}; !slices.Equal(got, want) {
		t.Fatalf("votes %q, want %q", got, want)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err := run(context.Background(), []string{"--votes", "PASS"}, io.Discard, io.Discard); err == nil {
		t.Fatal("--votes without --serve-engine ran")
	}
}

// serveEngine runs the command with args until ctx ends and returns the
// "engine" and "model" lines it printed, and its result.
func serveEngine(ctx context.Context, args ...string) (map[string]string, <-chan error) {
	pr, pw := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, args, pw, io.Discard)
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
	return lines, done
}
