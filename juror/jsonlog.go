package juror

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// jsonLog is an append-only file of JSON objects, one a line: the juror's
// ack and ballot logs. Its owner's lock guards it.
type jsonLog struct {
	path string
	what string // "ack log", "ballot log": what errors call it
	// max rotates the file to path+".1" (replacing the one before) once it
	// holds this many bytes; 0 never rotates.
	max int64
	// sync makes each append durable before it returns.
	sync bool

	f    *os.File // nil until the first append
	size int64
}

// append writes v as one line, opening or rotating the file first.
func (l *jsonLog) append(v any) error {
	line, err := json.Marshal(v)
	if err == nil {
		err = l.write(append(line, '\n'))
	}
	if err != nil {
		return fmt.Errorf("juror: the %s: %w", l.what, err)
	}
	return nil
}

func (l *jsonLog) write(line []byte) error {
	if l.f != nil && l.max > 0 && l.size >= l.max {
		l.f.Close()
		l.f = nil
		if err := os.Rename(l.path, l.path+".1"); err != nil {
			return err
		}
	}
	if l.f == nil {
		if err := os.MkdirAll(filepath.Dir(l.path), 0o700); err != nil {
			return err
		}
		f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
		if err != nil {
			return err
		}
		if l.size, err = f.Seek(0, io.SeekEnd); err != nil {
			f.Close()
			return err
		}
		l.f = f
	}
	n, err := l.f.Write(line)
	l.size += int64(n)
	if err == nil && l.sync {
		err = l.f.Sync()
	}
	return err
}

// close closes the file; the next append opens it again. A nil log, a
// book's in memory only, has nothing to close.
func (l *jsonLog) close() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.f.Close()
	l.f = nil
	return err
}

// read calls fn with each line of the file (none if it is missing), after
// cutting a last line torn by a crash while it was written: its object was
// never acted on, and the next line must not be appended to it.
func (l *jsonLog) read(fn func(line []byte, n int) error) error {
	raw, err := os.ReadFile(l.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("juror: read the %s: %w", l.what, err)
	}
	if n := bytes.LastIndexByte(raw, '\n') + 1; n < len(raw) {
		if err := os.Truncate(l.path, int64(n)); err != nil {
			return fmt.Errorf("juror: cut the %s's torn last line: %w", l.what, err)
		}
		raw = raw[:n]
	}
	for i, line := range bytes.Split(bytes.TrimSuffix(raw, []byte("\n")), []byte("\n")) {
		if len(raw) == 0 {
			break
		}
		if err := fn(line, i+1); err != nil {
			return err
		}
	}
	return nil
}
