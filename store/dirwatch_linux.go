package store

import (
	"encoding/binary"
	"fmt"

	"golang.org/x/sys/unix"
)

// dirWatch tells whether a directory's entries changed (a file created,
// deleted or renamed) since it was last asked, from an inotify watch on
// the directory. It does not say what changed. It is not safe for
// concurrent use; a LogSyncer uses it under its mutex.
type dirWatch struct {
	fd  int // the inotify instance; -1 once closed
	buf []byte
}

// dirWatchEvents are the events that change which files a directory
// holds, and those that tell the directory itself went away or moved.
const dirWatchEvents = unix.IN_CREATE | unix.IN_DELETE | unix.IN_MOVED_FROM |
	unix.IN_MOVED_TO | unix.IN_DELETE_SELF | unix.IN_MOVE_SELF

// watchGone are the events after which the watch may no longer report
// the changes to the directory the syncer names by its path: the
// directory was deleted or renamed, its file system unmounted, or the
// kernel removed the watch.
const watchGone = unix.IN_DELETE_SELF | unix.IN_MOVE_SELF | unix.IN_UNMOUNT | unix.IN_IGNORED

// newDirWatch starts watching dir.
func newDirWatch(dir string) (*dirWatch, error) {
	fd, err := unix.InotifyInit1(unix.IN_NONBLOCK | unix.IN_CLOEXEC)
	if err != nil {
		return nil, fmt.Errorf("inotify_init1: %w", err)
	}
	if _, err := unix.InotifyAddWatch(fd, dir, dirWatchEvents); err != nil {
		_ = unix.Close(fd)
		return nil, fmt.Errorf("inotify_add_watch %s: %w", dir, err)
	}
	// Large enough for any one event (16 bytes and a name of up to 255
	// bytes with its terminating zero), which a read needs.
	return &dirWatch{fd: fd, buf: make([]byte, 4096)}, nil
}

// changed reads every event queued since the last call and reports
// whether there was one. A nil or closed watch reports a change every
// time, and so does a watch that can no longer be trusted to see every
// change, which it closes: a failed read, or an event saying the watch or
// the directory went away.
func (w *dirWatch) changed() bool {
	if w == nil || w.fd < 0 {
		return true
	}
	changed := false
	for {
		n, err := unix.Read(w.fd, w.buf)
		switch {
		case err == unix.EINTR:
			continue
		case err == unix.EAGAIN:
			return changed
		case err != nil || n <= 0:
			_ = w.close()
			return true
		}
		changed = true
		if eventsInclude(w.buf[:n], watchGone) {
			_ = w.close()
			return true
		}
	}
}

// eventsInclude reports whether one of the inotify events in buf has a
// bit of mask set. It looks at each event's mask only, not at its name.
func eventsInclude(buf []byte, mask uint32) bool {
	for len(buf) >= unix.SizeofInotifyEvent {
		// struct inotify_event: wd, mask, cookie, len, then len bytes of name.
		if binary.NativeEndian.Uint32(buf[4:])&mask != 0 {
			return true
		}
		next := unix.SizeofInotifyEvent + int(binary.NativeEndian.Uint32(buf[12:]))
		if next > len(buf) {
			break
		}
		buf = buf[next:]
	}
	return false
}

// close stops the watch; changed reports a change from then on.
func (w *dirWatch) close() error {
	if w == nil || w.fd < 0 {
		return nil
	}
	err := unix.Close(w.fd)
	w.fd = -1
	return err
}
