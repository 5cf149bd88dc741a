package store

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// LogSyncer makes a badger database's logs durable when it runs with
// SyncWrites off, as arbitra's stores do (their commits become durable
// through a group commit's flush, not one fsync each). It replaces badger's
// DB.Sync, for two reasons.
//
// Order. A value past the value threshold is written to the value log and
// a pointer to it to the memtable's write-ahead file. DB.Sync flushes the
// write-ahead file first, so a machine crash before its value-log flush
// finished could leave durable pointers to values that never reached the
// disk: a transaction that was not acknowledged would come back torn, and
// a key it overwrote would read as empty instead of its earlier,
// acknowledged value. Sync flushes every value log before any write-ahead
// file. A commit that runs during the flush could still put a pointer
// into a write-ahead file after its value log was flushed, so the flush
// runs while no commit does (SyncGroup.Commit).
//
// Rotation. DB.Sync flushes only the current write-ahead file and value
// log. When badger rotates either one (a memtable is full, a value log
// reached its size), it does not flush the file it rotates out, so a
// commit written there after the previous flush would not be durable after
// the next DB.Sync either. Sync therefore also flushes every .mem and
// .vlog file that was current at the previous Sync and has since been
// rotated out. It learns of a rotation from the next file's existence
// (badger numbers its files in sequence): two stat calls per series. On
// Linux it makes those calls only when an inotify watch on the directory
// reported that a file was created, deleted or renamed there since the
// previous Sync, so a Sync in a directory nothing changed in costs one
// read of the watch (which finds it empty) and one flush per series. That
// misses no rotation: the kernel queues a change's event after making the
// change and before the call that made it returns, and Sync reads the
// watch before it looks at the files. So the event of a change made
// before a Sync started is read either by that Sync, which then looks at
// the files, or by the previous one, which looked at them after the
// change. Elsewhere, or when the watch cannot be set up, every Sync makes
// the stat calls. The current file of each series stays open between
// flushes.
//
// It also turns off readahead on badger's memory maps of the current logs
// (adviseRandomAccess), when the syncer starts and whenever it sees a
// rotation: readahead makes the kernel write out far more than an append
// changed at every flush.
//
// A LogSyncer is safe for concurrent use; concurrent Syncs run one at a time.
type LogSyncer struct {
	dir string
	log *slog.Logger

	mu         sync.Mutex
	logs       [2]rotatingLog // .vlog, .mem: the order Sync flushes them in
	rescanNext bool           // the next Sync lists the directory (Rescan)
	watch      *dirWatch      // nil when inotify could not be set up
	// caughtUp says the fids of logs were right when the last Sync read
	// the watch: that Sync caught up with the directory and returned no
	// error. A Sync that fails clears it, so that the next one looks at
	// the files whatever the watch says.
	caughtUp bool

	// flushFile makes one file durable; current says it is the current file
	// of its series rather than one rotated out. Tests record it.
	flushFile func(path string, current bool) error
	// exists reports whether the directory holds a file of that name.
	// Tests count its calls.
	exists func(name string) bool
}

// rotatingLog is one of badger's numbered log series: the fid current at
// the last Sync and how to name a file of the series.
type rotatingLog struct {
	fid  uint64
	name func(fid uint64) string
	ext  string

	open     *os.File // the current file, kept open between flushes
	openPath string
}

// NewLogSyncer returns a syncer for the badger database whose files (Dir
// and ValueDir) are in dir. log (which may be nil) hears when readahead
// could not be turned off, which costs write volume, not correctness.
// Close releases the files it keeps open.
func NewLogSyncer(dir string, log *slog.Logger) (*LogSyncer, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	l := &LogSyncer{dir: dir, log: log,
		logs: [2]rotatingLog{
			// badger's names: "%06d.vlog" for value logs, "%05d.mem" for memtables.
			{name: func(fid uint64) string { return fmt.Sprintf("%06d.vlog", fid) }, ext: ".vlog"},
			{name: func(fid uint64) string { return fmt.Sprintf("%05d.mem", fid) }, ext: ".mem"},
		}}
	l.flushFile = l.syncFile
	l.exists = l.fileExists
	// The watch starts before the listing below, so that a change the
	// listing does not see is reported to the first Sync, which can
	// therefore rely on the watch as it can after any Sync that caught up.
	watch, err := newDirWatch(dir)
	if err != nil {
		l.log.Debug("store: logs are looked for with stat calls at every sync", "dir", dir, "err", err)
	}
	l.watch = watch
	for i := range l.logs {
		latest, err := l.latest(&l.logs[i])
		if err != nil {
			_ = l.watch.close()
			return nil, err
		}
		l.logs[i].fid = latest
	}
	l.caughtUp = true
	l.adviseCurrent()
	return l, nil
}

// adviseCurrent turns off readahead on the maps of the current logs.
func (l *LogSyncer) adviseCurrent() {
	paths := make([]string, 0, len(l.logs))
	for i := range l.logs {
		if lg := &l.logs[i]; lg.fid != 0 {
			paths = append(paths, filepath.Join(l.dir, lg.name(lg.fid)))
		}
	}
	if err := adviseRandomAccess(paths); err != nil {
		l.log.Warn("store: readahead stays on for badger's logs", "dir", l.dir, "err", err)
	}
}

// Sync flushes every value log written since the previous Sync, then every
// write-ahead file: the files rotated out since then and the current ones.
// It stops at the first error, so that no write-ahead file is flushed after
// a value log failed to be. The caller must keep commits out while it runs
// (SyncGroup does) for the flush to keep that order for every commit; a
// Sync while commits run still flushes everything committed before it.
func (l *LogSyncer) Sync() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	// The watch is read first, every time, whatever else decides: an event
	// left in it would make the next Sync look at the files for nothing,
	// and reading it after the catch-up below could consume the event of a
	// file created after the catch-up looked. No event since the previous
	// Sync read the watch means no file was created, deleted or renamed
	// since then; if that Sync caught up, the current fids are still right
	// (see LogSyncer, Rotation).
	changed := l.watch.changed()
	skip := !changed && l.caughtUp && !l.rescanNext
	l.caughtUp = false
	rotated := false
	for i := range l.logs {
		lg := &l.logs[i]
		if !skip {
			before := lg.fid
			catchUp := l.catchUp
			if l.rescanNext {
				catchUp = l.rescan
			}
			if err := catchUp(lg); err != nil {
				return err
			}
			rotated = rotated || lg.fid != before
		}
		if lg.fid == 0 {
			continue
		}
		path := filepath.Join(l.dir, lg.name(lg.fid))
		if err := l.flushFile(path, true); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("store: sync %s: %w", lg.name(lg.fid), err)
		}
	}
	l.rescanNext = false
	l.caughtUp = true
	if rotated {
		l.adviseCurrent()
	}
	return nil
}

// Close closes the files the syncer keeps open and its watch on the
// directory.
func (l *LogSyncer) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	err := l.watch.close()
	for i := range l.logs {
		if f := l.logs[i].open; f != nil {
			err = errors.Join(err, f.Close())
			l.logs[i].open, l.logs[i].openPath = nil, ""
		}
	}
	return err
}

// Rescan makes the next Sync list the directory to catch up with
// rotations that it cannot see from the next file's name (a value log
// deleted right after it was rotated out), instead of looking for the
// next file. The listing runs inside the flush, so that its files are
// flushed in order with no commit running. Call it after value-log GC,
// then flush.
func (l *LogSyncer) Rescan() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.rescanNext = true
}

// catchUp flushes the files of lg rotated out since the last Sync. A
// successor's existence tells a rotation; a current file that is gone
// (written to a table, collected) sends it to a directory listing.
func (l *LogSyncer) catchUp(lg *rotatingLog) error {
	for l.exists(lg.name(lg.fid + 1)) {
		if err := l.flush(lg.name(lg.fid)); err != nil {
			return err
		}
		lg.fid++
	}
	if lg.fid != 0 && !l.exists(lg.name(lg.fid)) {
		return l.rescan(lg)
	}
	return nil
}

// rescan flushes every file of lg from the last current one up to (not
// including) the latest in the directory, and makes the latest current.
func (l *LogSyncer) rescan(lg *rotatingLog) error {
	latest, err := l.latest(lg)
	if err != nil {
		return err
	}
	for ; lg.fid < latest; lg.fid++ {
		if err := l.flush(lg.name(lg.fid)); err != nil {
			return err
		}
	}
	return nil
}

// latest is the highest file number of lg's series in the directory.
func (l *LogSyncer) latest(lg *rotatingLog) (uint64, error) {
	entries, err := os.ReadDir(l.dir)
	if err != nil {
		return 0, fmt.Errorf("store: list %s: %w", l.dir, err)
	}
	var latest uint64
	for _, e := range entries {
		num, ok := strings.CutSuffix(e.Name(), lg.ext)
		if !ok {
			continue
		}
		if fid, err := strconv.ParseUint(num, 10, 32); err == nil && fid > latest {
			latest = fid
		}
	}
	return latest, nil
}

// fileExists is exists outside tests.
func (l *LogSyncer) fileExists(name string) bool {
	_, err := os.Stat(filepath.Join(l.dir, name))
	return err == nil
}

// flush makes a rotated-out file durable; one that is gone needs nothing
// (its memtable was written to a table, which badger flushes, or garbage
// collection moved its live values to the current value log).
func (l *LogSyncer) flush(name string) error {
	if err := l.flushFile(filepath.Join(l.dir, name), false); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store: sync rotated log %s: %w", name, err)
	}
	return nil
}

// syncFile is flushFile outside tests. A series' current file is opened
// once and kept open until the series moves past it, so that a flush costs
// one system call; a file rotated out is opened for its last flush.
func (l *LogSyncer) syncFile(path string, current bool) error {
	if !current {
		return fsyncFile(path)
	}
	for i := range l.logs {
		lg := &l.logs[i]
		if lg.fid == 0 || path != filepath.Join(l.dir, lg.name(lg.fid)) {
			continue
		}
		if lg.openPath != path {
			f, err := os.OpenFile(path, os.O_RDWR, 0)
			if err != nil {
				return err
			}
			if lg.open != nil {
				_ = lg.open.Close()
			}
			lg.open, lg.openPath = f, path
		}
		return datasync(lg.open)
	}
	return fsyncFile(path)
}

func fsyncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	serr := f.Sync()
	if cerr := f.Close(); serr == nil {
		serr = cerr
	}
	return serr
}
