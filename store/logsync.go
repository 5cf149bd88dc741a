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

	"github.com/dgraph-io/badger/v4"
)

// LogSyncer makes a badger database's logs durable when it runs with
// SyncWrites off, as arbitra's stores do (their commits become durable
// through a group commit's flush, not one fsync each).
//
// badger's DB.Sync flushes only the current memtable's write-ahead file and
// the current value log. When badger rotates either one (a memtable is
// full, a value log reached its size), it does not flush the file it rotates
// out, so a commit written there after the previous flush would not be
// durable after the next DB.Sync either: a machine crash could lose a write
// that was acknowledged, until badger has turned that memtable into a
// table (which it does flush) or closed. Sync therefore also flushes every
// .mem and .vlog file that was current at the previous Sync and has since
// been rotated out. It learns of a rotation from the next file's existence
// (badger numbers its files in sequence), so a Sync without a rotation costs
// four stat calls on top of DB.Sync (the next and the current file of
// each series).
//
// It also turns off readahead on badger's memory maps of the current logs
// (adviseRandomAccess), when the syncer starts and whenever it sees a
// rotation: readahead makes the kernel write out far more than an append
// changed at every flush.
//
// A LogSyncer is safe for concurrent use; concurrent Syncs run one at a time.
type LogSyncer struct {
	db  *badger.DB
	dir string
	log *slog.Logger

	mu   sync.Mutex
	logs [2]rotatingLog // .mem, .vlog

	// flushFile makes one rotated-out file durable (fsync); tests record it.
	flushFile func(path string) error
}

// rotatingLog is one of badger's numbered log series: the fid current at
// the last Sync and how to name a file of the series.
type rotatingLog struct {
	fid  uint64
	name func(fid uint64) string
	ext  string
}

// NewLogSyncer returns a syncer for db, whose files (Dir and ValueDir) are
// in dir. log (which may be nil) hears when readahead could not be turned
// off, which costs write volume, not correctness.
func NewLogSyncer(db *badger.DB, dir string, log *slog.Logger) (*LogSyncer, error) {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	l := &LogSyncer{db: db, dir: dir, log: log, flushFile: fsyncFile,
		logs: [2]rotatingLog{
			// badger's names: "%05d.mem" for memtables, "%06d.vlog" for value logs.
			{name: func(fid uint64) string { return fmt.Sprintf("%05d.mem", fid) }, ext: ".mem"},
			{name: func(fid uint64) string { return fmt.Sprintf("%06d.vlog", fid) }, ext: ".vlog"},
		}}
	for i := range l.logs {
		latest, err := l.latest(&l.logs[i])
		if err != nil {
			return nil, err
		}
		l.logs[i].fid = latest
	}
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

// Sync flushes the current logs (DB.Sync) and every log rotated out since
// the previous Sync.
func (l *LogSyncer) Sync() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	err := l.db.Sync()
	rotated := false
	for i := range l.logs {
		before := l.logs[i].fid
		if rerr := l.catchUp(&l.logs[i]); rerr != nil {
			err = errors.Join(err, rerr)
		}
		rotated = rotated || l.logs[i].fid != before
	}
	if rotated {
		l.adviseCurrent()
	}
	return err
}

// Rescan lists the directory to catch up with rotations that Sync cannot
// see from the next file's name: a value log that garbage collection
// deleted right after it was rotated out. Call it after value-log GC.
func (l *LogSyncer) Rescan() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	var err error
	for i := range l.logs {
		if rerr := l.rescan(&l.logs[i]); rerr != nil {
			err = errors.Join(err, rerr)
		}
	}
	l.adviseCurrent()
	return err
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

func (l *LogSyncer) exists(name string) bool {
	_, err := os.Stat(filepath.Join(l.dir, name))
	return err == nil
}

// flush makes a rotated-out file durable; one that is gone needs nothing
// (its memtable was written to a table, which badger flushes, or garbage
// collection moved its live values to the current value log).
func (l *LogSyncer) flush(name string) error {
	if err := l.flushFile(filepath.Join(l.dir, name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store: sync rotated log %s: %w", name, err)
	}
	return nil
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
