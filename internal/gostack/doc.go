// Package gostack gives a new goroutine, in one step at its start, the
// stack its work will need.
//
// A goroutine starts with a small stack, and the runtime doubles it each
// time a call would overflow it, copying the stack and adjusting every
// frame on it. A goroutine that serves one request (a juror judging it,
// the coordinator checking a receipt, minting or archiving a verdict)
// grows twice or more, each time deep in its work with many frames to
// adjust: at one request in flight that copying was about 4 % of the
// network's CPU (docs/performance.md). Reserve, called first, grows the
// stack once while it holds a single frame. (badger starts a goroutine per
// write batch too, and it grows the same way; that one is not ours.)
//
// The reservation only sizes the stack. A goroutine that never needs it
// costs one larger stack from the runtime's cache, returned when it ends,
// and the garbage collector still shrinks a long-lived goroutine's stack
// that stays mostly unused.
package gostack
