package store

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// crashChildEnv names the directory a child process of
// TestCrashKillLosesNoAcknowledgedWrite writes to.
const crashChildEnv = "ARBITRA_STORE_CRASH_CHILD"

// crashKeys is how many keys each transaction of the test writes, in pairs
// of a large value and a small one, all holding the transaction's round.
const crashKeys = 4

// crashWriters is how many goroutines of the child write at once, so that
// their commits share the store's batches.
const crashWriters = 4

type crashValue struct {
	Round int    `json:"round"`
	Pad   string `json:"pad,omitempty"`
}

func crashKey(writer int, kind string, i int) []byte {
	return Key("w"+strconv.Itoa(writer), kind, strconv.Itoa(i))
}

func writeRound(tx *Txn, writer, round int) error {
	for i := range crashKeys {
		big := crashValue{Round: round, Pad: strings.Repeat("v", 2<<10)}
		if err := tx.Put(crashKey(writer, "big", i), big); err != nil {
			return err
		}
		if err := tx.Put(crashKey(writer, "small", i), crashValue{Round: round}); err != nil {
			return err
		}
	}
	return nil
}

// storedRounds opens dir and returns each writer's round: every key of a
// writer must hold the same one (a transaction whole or absent), 0 when
// none exists. A value that cannot be read back fails the test. lazy is
// each writer's round of its lazy key (crashChild).
func storedRounds(t *testing.T, dir string) (rounds, lazy [crashWriters]int) {
	t.Helper()
	db, err := Open(Options{Dir: dir})
	if err != nil {
		t.Fatalf("open after the kill: %v", err)
	}
	defer db.Close()
	for w := range crashWriters {
		var v crashValue
		if err := db.Get(crashKey(w, "lazy", 0), &v); err != nil && !errors.Is(err, ErrNotFound) {
			t.Fatalf("writer %d lazy key unreadable: %v", w, err)
		}
		lazy[w] = v.Round
		round := -1
		for _, kind := range []string{"big", "small"} {
			for i := range crashKeys {
				var v crashValue
				err := db.Get(crashKey(w, kind, i), &v)
				got := v.Round
				if errors.Is(err, ErrNotFound) {
					got = 0
				} else if err != nil {
					t.Fatalf("writer %d %s/%d unreadable: %v", w, kind, i, err)
				}
				if round == -1 {
					round = got
				}
				if got != round {
					t.Fatalf("writer %d %s/%d holds round %d, another key round %d: a transaction came back torn", w, kind, i, got, round)
				}
			}
		}
		rounds[w] = round
	}
	return rounds, lazy
}

// crashChild writes rounds from crashWriters goroutines, each starting
// after the round it finds stored, and prints "ack writer round" once an
// Update has returned, until it is killed (or, bounded, has written
// maxRounds each). Before each round's Update, an UpdateLazy writes the
// round to the writer's lazy key: that Update's sync makes it durable.
func crashChild(t *testing.T, dir string) {
	const maxRounds = 20000
	db, err := Open(Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	var out sync.Mutex
	var wg sync.WaitGroup
	for w := range crashWriters {
		var v crashValue
		if err := db.Get(crashKey(w, "small", 0), &v); err != nil && !errors.Is(err, ErrNotFound) {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for round := v.Round + 1; round <= v.Round+maxRounds; round++ {
				if err := db.UpdateLazy(func(tx *Txn) error { return tx.Put(crashKey(w, "lazy", 0), crashValue{Round: round}) }); err != nil {
					t.Error(err)
					return
				}
				if err := db.Update(func(tx *Txn) error { return writeRound(tx, w, round) }); err != nil {
					t.Error(err)
					return
				}
				out.Lock()
				fmt.Fprintf(os.Stdout, "ack %d %d\n", w, round)
				out.Unlock()
			}
		}()
	}
	wg.Wait()
	_ = db.Close()
}

// TestCrashKillLosesNoAcknowledgedWrite kills (SIGKILL) a process that
// commits from several goroutines, three times over on one directory, and
// checks what pebble promises of its synced writes: every transaction
// whose Update returned is there after the restart, with the lazy writes
// committed before it, and every transaction is whole or absent. What
// survives a kill of the process survives in the kernel's page cache too;
// a power loss is what the syncs are for, and no test in a process can cut
// the power.
func TestCrashKillLosesNoAcknowledgedWrite(t *testing.T) {
	if dir := os.Getenv(crashChildEnv); dir != "" {
		crashChild(t, dir)
		return
	}
	dir := t.TempDir()
	var acked [crashWriters]int
	for kill := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashKillLosesNoAcknowledgedWrite$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+dir)
		cmd.Stderr = os.Stderr
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Kill the child once it has acknowledged some rounds, mid-write:
		// its writers do not pause between rounds.
		const killAfter = 50
		lines := bufio.NewScanner(stdout)
		seen, killed := 0, false
		timeout := time.AfterFunc(2*time.Minute, func() { _ = cmd.Process.Kill() }) // a liveness bound
		for lines.Scan() {
			var w, round int
			if _, err := fmt.Sscanf(lines.Text(), "ack %d %d", &w, &round); err != nil || w < 0 || w >= crashWriters {
				continue
			}
			acked[w] = max(acked[w], round)
			if seen++; seen == killAfter {
				if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
					t.Fatal(err)
				}
				killed = true
			}
		}
		timeout.Stop()
		_ = cmd.Wait()
		if !killed {
			t.Fatalf("kill %d: the child acknowledged %d rounds and stopped before it was killed", kill+1, seen)
		}
		rounds, lazy := storedRounds(t, dir)
		for w := range crashWriters {
			if rounds[w] < acked[w] {
				t.Fatalf("kill %d: writer %d has round %d stored, but round %d was acknowledged", kill+1, w, rounds[w], acked[w])
			}
			if lazy[w] < rounds[w] {
				t.Fatalf("kill %d: writer %d has round %d stored, but its lazy write before it holds round %d", kill+1, w, rounds[w], lazy[w])
			}
			acked[w] = rounds[w] // the next child starts after it
		}
	}
}
