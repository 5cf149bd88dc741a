package store

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"golang.org/x/sys/unix"
)

// adviseRandomAccess turns off the kernel's readahead for this process's
// memory maps of the named files (MADV_RANDOM), which badger maps to
// append to them.
//
// Readahead on a map fills the page cache ahead of the writer with pages,
// and on kernels with large folios for the file system (ext4 since Linux
// 6.16) with folios of up to megabytes. badger appends to its logs through
// the map, so every append re-dirties the large folio it lands in, and
// every flush writes that folio out whole: measured on the development
// machine, a coordinator store's flush wrote about 900 KiB to the device
// for about 50 KiB of new data. Without readahead each fault brings one
// page, and a flush writes what changed. The advice only changes how the
// kernel fills the page cache, never what the files hold; reads through
// these maps (a value, or value-log GC walking a rotated-out log in the
// background) fault in one page at a time.
func adviseRandomAccess(paths []string) error {
	inodes := make(map[uint64]string, len(paths))
	for _, p := range paths {
		var st unix.Stat_t
		if err := unix.Stat(p, &st); err != nil {
			if errors.Is(err, syscall.ENOENT) {
				continue // rotated out and removed meanwhile
			}
			return fmt.Errorf("store: stat %s: %w", p, err)
		}
		inodes[st.Ino] = filepath.Base(p)
	}
	if len(inodes) == 0 {
		return nil
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		return fmt.Errorf("store: read memory maps: %w", err)
	}
	// Each line: start-end perms offset dev inode path.
	sc := bufio.NewScanner(bytes.NewReader(maps))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 6 {
			continue
		}
		ino, err := strconv.ParseUint(f[4], 10, 64)
		if err != nil || inodes[ino] == "" || filepath.Base(f[len(f)-1]) != inodes[ino] {
			continue
		}
		lo, hi, ok := strings.Cut(f[0], "-")
		start, err1 := strconv.ParseUint(lo, 16, 64)
		end, err2 := strconv.ParseUint(hi, 16, 64)
		if !ok || err1 != nil || err2 != nil || end <= start {
			continue
		}
		if _, _, errno := unix.Syscall(unix.SYS_MADVISE, uintptr(start), uintptr(end-start), unix.MADV_RANDOM); errno != 0 {
			return fmt.Errorf("store: madvise %s: %w", inodes[ino], errno)
		}
	}
	return sc.Err()
}

// datasync flushes f's data and the metadata needed to read it back
// (fdatasync), as badger's msync of its log maps does.
func datasync(f *os.File) error {
	for {
		err := unix.Fdatasync(int(f.Fd()))
		if err != unix.EINTR {
			return err
		}
	}
}
