package store

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// randomReadMaps reports, for every memory map of a file named name in
// this process, whether the kernel reads it without readahead (the "rr"
// flag of /proc/self/smaps, set by MADV_RANDOM).
func randomReadMaps(t *testing.T, name string) []bool {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skipf("no /proc/self/smaps: %v", err)
	}
	defer f.Close()
	var out []bool
	inMap := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		fields := strings.Fields(line)
		if len(fields) >= 5 && strings.Contains(fields[0], "-") && !strings.HasSuffix(fields[0], ":") {
			inMap = len(fields) >= 6 && filepath.Base(fields[len(fields)-1]) == name
			continue
		}
		if inMap && strings.HasPrefix(line, "VmFlags:") {
			out = append(out, slices.Contains(fields[1:], "rr"))
			inMap = false
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func assertNoReadahead(t *testing.T, name string) {
	t.Helper()
	maps := randomReadMaps(t, name)
	if len(maps) == 0 {
		t.Fatalf("%s is not mapped", name)
	}
	for _, rr := range maps {
		if !rr {
			t.Fatalf("%s is mapped with readahead on", name)
		}
	}
}

func TestLogsMappedWithoutReadahead(t *testing.T) {
	db, _, dir := openRecorded(t)
	mem, vlog := logFiles(t, dir, ".mem"), logFiles(t, dir, ".vlog")
	if len(mem) != 1 || len(vlog) != 1 {
		t.Fatalf("a fresh store has logs %v %v", mem, vlog)
	}
	assertNoReadahead(t, mem[0])
	assertNoReadahead(t, vlog[0])

	// A rotated-in log is advised at the first flush that sees it.
	writeUntilRotated(t, db, dir, ".mem", 256, 256)
	if err := db.Put(Key("t", "after"), "x"); err != nil {
		t.Fatal(err)
	}
	mem = logFiles(t, dir, ".mem")
	assertNoReadahead(t, mem[len(mem)-1])
}
