package gostack

// Reserved is how much stack Reserve makes room for below its caller. With
// the runtime's doubling that is a 16 KiB stack, the largest the runtime
// hands out from its per-processor caches (a 32 KiB one is allocated from
// the heap and cost more than the growth it spared, in this round's
// profiles), and enough for most of what the goroutines that call it do:
// at one request in flight their stack growth fell from about 140 µs of
// CPU per verdict to about 40, Reserve's own included (docs/performance.md).
const Reserved = 12 << 10

// Reserve grows the calling goroutine's stack, if needed, so that at least
// Reserved bytes fit below the caller's frame. Call it first thing in a
// goroutine that runs a deep call chain; on a stack already that large it
// costs only the clearing of its frame.
//
//go:noinline
func Reserve() {
	var frame [Reserved]byte
	touch(frame[:])
}

// touch keeps frame on Reserve's stack: a slice passed to a function the
// compiler cannot see through must exist.
//
//go:noinline
func touch(b []byte) { b[len(b)-1] = 1 }
