//go:build !linux

package store

// adviseRandomAccess is a no-op off Linux (see advise_linux.go).
func adviseRandomAccess([]string) error { return nil }
