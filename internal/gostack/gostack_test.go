package gostack

import (
	"runtime"
	"sync"
	"testing"
)

// stackInUse starts n goroutines, lets each run body and park, and returns
// how many bytes of stack the runtime counts in use for them.
func stackInUse(n int, body func()) uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	before := ms.StackInuse
	var parked sync.WaitGroup
	release := make(chan struct{})
	parked.Add(n)
	var done sync.WaitGroup
	done.Add(n)
	for range n {
		go func() {
			defer done.Done()
			body()
			parked.Done()
			<-release
		}()
	}
	parked.Wait()
	runtime.ReadMemStats(&ms)
	after := ms.StackInuse
	close(release)
	done.Wait()
	if after < before {
		return 0
	}
	return after - before
}

// A goroutine that calls Reserve holds a stack with room for Reserved
// bytes more; one that does not keeps the runtime's small starting stack.
func TestReserveGrowsTheStack(t *testing.T) {
	const n = 128
	with := stackInUse(n, Reserve)
	without := stackInUse(n, func() {})
	t.Logf("stack in use for %d goroutines: %d KiB with Reserve, %d KiB without", n, with>>10, without>>10)
	if with < n*Reserved {
		t.Fatalf("with Reserve: %d bytes of stack for %d goroutines, want at least %d each", with, n, Reserved)
	}
	if without >= n*Reserved {
		t.Fatalf("without Reserve: %d bytes of stack for %d goroutines; the test cannot tell the two apart", without, n)
	}
}

// deep uses about depth × 1 KiB of stack.
//
//go:noinline
func deep(depth int) byte {
	var frame [1 << 10]byte
	touch(frame[:])
	if depth == 0 {
		return frame[0]
	}
	return deep(depth-1) + frame[1]
}

// BenchmarkGoroutine is a goroutine that needs about 12 KiB of stack, 12
// frames deep, started with and without Reserve.
func BenchmarkGoroutine(b *testing.B) {
	for _, c := range []struct {
		name    string
		reserve bool
	}{{"grown-on-demand", false}, {"reserved", true}} {
		b.Run(c.name, func(b *testing.B) {
			done := make(chan byte)
			for b.Loop() {
				go func() {
					if c.reserve {
						Reserve()
					}
					done <- deep(12)
				}()
				<-done
			}
		})
	}
}
