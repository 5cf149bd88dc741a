//go:build !linux

package store

import "os"

// adviseRandomAccess is a no-op off Linux (see advise_linux.go).
func adviseRandomAccess([]string) error { return nil }

// datasync flushes f's data (and the metadata needed to read it back).
func datasync(f *os.File) error { return f.Sync() }
