package worker

import (
	"errors"
	"fmt"
	"sync"
)

// Closers closes what a component started, in the reverse order of its
// start, so that each part closes before what it was built on. The zero
// Closers is ready to use; it is safe for concurrent use.
type Closers struct {
	mu     sync.Mutex
	list   []namedCloser
	closed bool
}

type namedCloser struct {
	name string
	fn   func() error
}

// Add registers fn, named in Close's error, to run at Close.
func (c *Closers) Add(name string, fn func() error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.list = append(c.list, namedCloser{name, fn})
}

// Close runs every registered function, last added first, and joins their
// errors. Only the first call does anything.
func (c *Closers) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	c.closed = true
	var errs []error
	for i := len(c.list) - 1; i >= 0; i-- {
		if err := c.list[i].fn(); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", c.list[i].name, err))
		}
	}
	return errors.Join(errs...)
}
