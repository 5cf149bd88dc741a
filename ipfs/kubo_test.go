package ipfs

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestKuboInterop checks that an independent IPFS implementation fetches
// records from a Node: kubo's ipfs daemon, on loopback with no bootstrap
// and no routing, connects to the node and `ipfs dag get` prints the
// verdict. .ci/kubo-interop.sh builds kubo and sets ARBITRA_KUBO.
func TestKuboInterop(t *testing.T) {
	bin := os.Getenv("ARBITRA_KUBO")
	if bin == "" {
		t.Skip("ARBITRA_KUBO is not set; .ci/kubo-interop.sh builds kubo's ipfs and runs this test")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	fx := newFixture(t)
	n := newNode(t, Config{})
	ids, err := n.PutRecord(ctx, fx.sv, fx.receipts)
	if err != nil {
		t.Fatal(err)
	}

	env := append(os.Environ(), "IPFS_PATH="+t.TempDir(), "IPFS_TELEMETRY=off")
	ipfs := func(args ...string) []byte {
		t.Helper()
		cctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		cmd := exec.CommandContext(cctx, bin, args...)
		cmd.Env = env
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("ipfs %s: %v\n%s%s", strings.Join(args, " "), err, out, stderr.Bytes())
		}
		return out
	}
	// The test profile: loopback-only swarm, API and gateway on free
	// loopback ports, no bootstrap peers, no MDNS, no autoconf.
	ipfs("init", "--profile", "test", "--empty-repo")
	ipfs("config", "--json", "Routing.Type", `"none"`)

	daemon := exec.Command(bin, "daemon", "--offline=false")
	daemon.Env = env
	stdout, err := daemon.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	daemon.Stderr = &stderr
	if err := daemon.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		signalled := false
		for sc.Scan() {
			if !signalled && strings.Contains(sc.Text(), "Daemon is ready") {
				close(ready)
				signalled = true
			}
		}
		exited <- daemon.Wait()
	}()
	t.Cleanup(func() {
		_ = daemon.Process.Signal(syscall.SIGINT)
		select {
		case <-exited:
		case <-time.After(20 * time.Second):
			_ = daemon.Process.Kill()
			<-exited
		}
	})
	select {
	case <-ready:
	case err := <-exited:
		t.Fatalf("ipfs daemon exited: %v\n%s", err, stderr.Bytes())
	case <-ctx.Done():
		t.Fatalf("ipfs daemon not ready: %s", stderr.Bytes())
	}

	addr := n.Host().Addrs()[0].String() + "/p2p/" + n.Host().ID().String()
	ipfs("swarm", "connect", addr)

	got := ipfs("--timeout=60s", "dag", "get", ids.Verdict)
	if !sameJSON(t, got, fx.sv.Bytes) {
		t.Fatalf("ipfs dag get %s printed\n%s\nwant\n%s", ids.Verdict, got, fx.sv.Bytes)
	}
	t.Logf("ipfs dag get %s: the verdict record (%d bytes; byte-identical to the signed bytes: %t)",
		ids.Verdict, len(got), bytes.Equal(bytes.TrimSpace(got), fx.sv.Bytes))
	// The exact bytes, and the other blocks of the record.
	if raw := ipfs("--timeout=60s", "block", "get", ids.Verdict); !bytes.Equal(raw, fx.sv.Bytes) {
		t.Fatalf("ipfs block get %s: bytes differ", ids.Verdict)
	}
	if got := ipfs("--timeout=60s", "dag", "get", ids.Seal); !sameJSON(t, got, fx.sealBlock(t)) {
		t.Fatalf("ipfs dag get %s printed %s", ids.Seal, got)
	}
	if got := ipfs("--timeout=60s", "dag", "get", ids.Receipts[0]); !sameJSON(t, got, fx.receipts[0]) {
		t.Fatalf("ipfs dag get %s printed %s", ids.Receipts[0], got)
	}
}

// sameJSON compares two JSON documents as values, numbers by value.
func sameJSON(t *testing.T, a, b []byte) bool {
	t.Helper()
	decode := func(raw []byte) any {
		var v any
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, raw)
		}
		return v
	}
	return reflect.DeepEqual(decode(a), decode(b))
}
