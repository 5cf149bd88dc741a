package store

import (
	"bufio"
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync"
)

// JournalFile is the name of a store's commit journal in its directory.
const JournalFile = "COMMITS.journal"

// JournalCheckpointSize is the journal's size from which the store makes
// badger's own logs durable and empties the journal (a checkpoint).
const JournalCheckpointSize = 16 << 20

// maxJournalRecord bounds one record when the journal is read back: a
// transaction badger accepted is far smaller (its batch limit is a
// fraction of a memtable), so a longer length is a torn or foreign write.
const maxJournalRecord = 64 << 20

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// journal is a store's commit journal: every durable transaction's writes,
// appended after badger committed them and flushed with one fdatasync per
// group commit, so that a commit is durable once the journal is, whatever
// badger's two logs hold (see doc.go).
//
// The file starts with a header, "ARBJ", u32 format version, u64 epoch, u32
// CRC-32C of the 16 bytes before it (little endian), and the records follow
// from byte journalHeader on. Each record is
//
//	u32 body length, u32 CRC-32C of the epoch's 8 bytes then the body, body:
//	uvarint seq, uvarint count, count × (byte op, uvarint key length, key
//	[, uvarint value length, value])
//
// with op 1 for a set and 2 for a delete. seq is the transaction's place in
// badger's commit order; records may sit in the file out of that order,
// and replay sorts them. A record is whole or ignored: reading stops at the
// first one whose length or CRC does not check, which is where a flush that
// a crash cut short left off.
//
// Emptying the journal (reset) writes a header with the next epoch, and the
// records of that epoch overwrite the file from the start: the file keeps
// its size and its blocks, so that a flush writes the records' pages alone,
// not the file's size and block map as an append would (on this project's
// test machine half the time per fdatasync). A record of an earlier epoch
// fails the CRC, which is where reading stops.
type journal struct {
	path string
	f    *os.File

	mu    sync.Mutex
	seq   uint64 // the last sequence number given out
	epoch uint64
	pos   int64  // where the next sync writes
	alloc int64  // the file's size: written, records or zeros, up to there
	buf   []byte // records appended since the last sync
	size  int64  // bytes of records in this epoch, written or not

	// datasync makes the file durable; tests add a disk image.
	datasync func(f *os.File) error
}

// journalWrite is one write of a transaction, as the journal keeps it.
type journalWrite struct {
	key, val []byte
	del      bool
}

const (
	opSet    = 1
	opDelete = 2

	journalMagic   = "ARBJ"
	journalVersion = 1
	journalHeader  = 4096 // the records start here; the header uses 20 bytes

	// journalGrow is how far a sync that reaches the end of the file
	// extends it with zeros, so that the next syncs overwrite blocks the
	// file already has instead of growing it.
	journalGrow = 1 << 20
)

var journalZeros = make([]byte, journalGrow)

// journalRecord is one transaction read back from the journal.
type journalRecord struct {
	seq    uint64
	writes []journalWrite
}

// openJournal opens (or creates) the journal in dir and reads back the
// records it holds, whole ones only. A file without a valid header (a new
// one, or a crash while a header was written, after the checkpoint that
// made its records needless) holds none.
func openJournal(dir string) (*journal, []journalRecord, error) {
	path := filepath.Join(dir, JournalFile)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, fmt.Errorf("store: open journal: %w", err)
	}
	j := &journal{path: path, f: f, datasync: datasync}
	if fi, err := f.Stat(); err == nil {
		j.alloc = fi.Size()
	}
	var head [journalHeader]byte
	if n, err := io.ReadFull(f, head[:]); err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
		_ = f.Close()
		return nil, nil, fmt.Errorf("store: read journal %s: %w", path, err)
	} else if epoch, ok := decodeJournalHeader(head[:n]); ok {
		j.epoch = epoch
		recs, err := readJournal(bufio.NewReader(f), epoch)
		if err != nil {
			_ = f.Close()
			return nil, nil, fmt.Errorf("store: read journal %s: %w", path, err)
		}
		for _, r := range recs {
			j.seq = max(j.seq, r.seq)
		}
		return j, recs, nil
	}
	return j, nil, nil
}

func encodeJournalHeader(epoch uint64) []byte {
	b := make([]byte, 0, 20)
	b = append(b, journalMagic...)
	b = binary.LittleEndian.AppendUint32(b, journalVersion)
	b = binary.LittleEndian.AppendUint64(b, epoch)
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, crcTable))
}

func decodeJournalHeader(b []byte) (epoch uint64, ok bool) {
	if len(b) < 20 || string(b[:4]) != journalMagic || binary.LittleEndian.Uint32(b[4:]) != journalVersion ||
		crc32.Checksum(b[:16], crcTable) != binary.LittleEndian.Uint32(b[16:]) {
		return 0, false
	}
	return binary.LittleEndian.Uint64(b[8:]), true
}

// recordCRC is a record's checksum: its epoch's, then its body's.
func recordCRC(epoch uint64, body []byte) uint32 {
	var e [8]byte
	binary.LittleEndian.PutUint64(e[:], epoch)
	return crc32.Update(crc32.Checksum(e[:], crcTable), crcTable, body)
}

// readJournal decodes the records of epoch from r until its end or the
// first record that does not check. Only a failed read is an error.
func readJournal(r io.Reader, epoch uint64) ([]journalRecord, error) {
	var recs []journalRecord
	var head [8]byte
	for {
		if _, err := io.ReadFull(r, head[:]); err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				return recs, nil
			}
			return nil, err
		}
		n := binary.LittleEndian.Uint32(head[:4])
		if n == 0 || n > maxJournalRecord {
			return recs, nil // zeros or a torn length: the end of what was flushed
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(r, body); err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				return recs, nil
			}
			return nil, err
		}
		if recordCRC(epoch, body) != binary.LittleEndian.Uint32(head[4:]) {
			return recs, nil
		}
		rec, ok := decodeJournalRecord(body)
		if !ok {
			return recs, nil
		}
		recs = append(recs, rec)
	}
}

func decodeJournalRecord(b []byte) (journalRecord, bool) {
	var rec journalRecord
	seq, n := binary.Uvarint(b)
	if n <= 0 {
		return rec, false
	}
	b = b[n:]
	count, n := binary.Uvarint(b)
	if n <= 0 || count > uint64(len(b)) {
		return rec, false
	}
	b = b[n:]
	rec.seq = seq
	rec.writes = make([]journalWrite, 0, count)
	field := func() ([]byte, bool) {
		l, n := binary.Uvarint(b)
		if n <= 0 || l > uint64(len(b)-n) {
			return nil, false
		}
		v := b[n : n+int(l)]
		b = b[n+int(l):]
		return v, true
	}
	for range count {
		if len(b) == 0 {
			return rec, false
		}
		op := b[0]
		b = b[1:]
		key, ok := field()
		if !ok || len(key) == 0 {
			return rec, false
		}
		w := journalWrite{key: key}
		switch op {
		case opSet:
			if w.val, ok = field(); !ok {
				return rec, false
			}
		case opDelete:
			w.del = true
		default:
			return rec, false
		}
		rec.writes = append(rec.writes, w)
	}
	return rec, len(b) == 0
}

// next gives out the next sequence number. The caller holds the order
// lock that makes it badger's commit order (DB.commitJournaled).
func (j *journal) next() uint64 {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.seq++
	return j.seq
}

// append adds a committed transaction's writes as one record; sync writes
// it out.
func (j *journal) append(seq uint64, writes []journalWrite) {
	size := binary.MaxVarintLen64 * 2
	for _, w := range writes {
		size += 1 + 2*binary.MaxVarintLen64 + len(w.key) + len(w.val)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	start := len(j.buf)
	j.buf = slices.Grow(j.buf, 8+size)
	j.buf = append(j.buf, make([]byte, 8)...)
	j.buf = binary.AppendUvarint(j.buf, seq)
	j.buf = binary.AppendUvarint(j.buf, uint64(len(writes)))
	for _, w := range writes {
		op := byte(opSet)
		if w.del {
			op = opDelete
		}
		j.buf = append(j.buf, op)
		j.buf = binary.AppendUvarint(j.buf, uint64(len(w.key)))
		j.buf = append(j.buf, w.key...)
		if !w.del {
			j.buf = binary.AppendUvarint(j.buf, uint64(len(w.val)))
			j.buf = append(j.buf, w.val...)
		}
	}
	body := j.buf[start+8:]
	binary.LittleEndian.PutUint32(j.buf[start:], uint32(len(body)))
	binary.LittleEndian.PutUint32(j.buf[start+4:], recordCRC(j.epoch, body))
	j.size += int64(len(j.buf) - start)
}

// sync writes the records appended since the last sync and makes the file
// durable. The caller keeps commits out (SyncGroup), so that the records
// written are those of every commit with a ticket so far.
func (j *journal) sync() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	if len(j.buf) > 0 {
		if end := j.pos + int64(len(j.buf)); end > j.alloc {
			for j.alloc < end+journalGrow/2 { // zeros first: the records then overwrite their part
				if _, err := j.f.WriteAt(journalZeros, j.alloc); err != nil {
					return fmt.Errorf("store: extend journal: %w", err)
				}
				j.alloc += journalGrow
			}
		}
		if _, err := j.f.WriteAt(j.buf, j.pos); err != nil {
			return fmt.Errorf("store: write journal: %w", err)
		}
		j.pos += int64(len(j.buf))
		j.buf = j.buf[:0]
	}
	if err := j.datasync(j.f); err != nil {
		return fmt.Errorf("store: sync journal: %w", err)
	}
	return nil
}

// len is the size of the journal's records, written or not.
func (j *journal) len() int64 {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.size
}

// reset empties the journal once badger's logs hold everything it did: a
// header with the next epoch is made durable before any record of that
// epoch can be written (the caller keeps commits out), and the records
// start again at the top of the file.
func (j *journal) reset() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.buf = j.buf[:0]
	head := encodeJournalHeader(j.epoch + 1)
	if j.alloc < journalHeader { // a new file: the header's whole block
		head = append(head, journalZeros[:journalHeader-len(head)]...)
	}
	if _, err := j.f.WriteAt(head, 0); err != nil {
		return fmt.Errorf("store: empty journal: %w", err)
	}
	j.alloc = max(j.alloc, int64(len(head)))
	if err := j.datasync(j.f); err != nil {
		return fmt.Errorf("store: empty journal: %w", err)
	}
	j.epoch++
	j.pos, j.size = journalHeader, 0
	return nil
}

func (j *journal) close() error { return j.f.Close() }

// openJournal replays the journal a previous open left in dir, makes what
// it replayed durable in badger's logs and empties it. With enabled, the
// store then keeps its commits in it; without, the file goes.
func (s *DB) openJournal(dir string, enabled bool) error {
	path := filepath.Join(dir, JournalFile)
	if _, err := os.Stat(path); !enabled && errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	j, recs, err := openJournal(dir)
	if err != nil {
		return err
	}
	if err := s.replay(recs); err != nil {
		_ = j.close()
		return err
	}
	if len(recs) > 0 {
		s.log.Info("store: replayed the commit journal", "dir", dir, "transactions", len(recs))
	}
	if err := s.logs.Sync(); err == nil {
		err = j.reset()
	}
	if err != nil {
		_ = j.close()
		return err
	}
	if !enabled {
		return errors.Join(j.close(), os.Remove(path))
	}
	s.journal = j
	return nil
}

// replay applies recs to badger in commit order, one transaction each, as
// they were committed. A record badger already holds is written again,
// which leaves the same value.
func (s *DB) replay(recs []journalRecord) error {
	slices.SortFunc(recs, func(a, b journalRecord) int { return cmp.Compare(a.seq, b.seq) })
	for _, r := range recs {
		txn := s.db.NewTransaction(true)
		err := func() error {
			defer txn.Discard()
			for _, w := range r.writes {
				var err error
				if w.del {
					err = txn.Delete(w.key)
				} else {
					err = txn.Set(w.key, w.val)
				}
				if err != nil {
					return err
				}
			}
			return txn.Commit()
		}()
		if err != nil {
			return fmt.Errorf("store: replay journal transaction %d: %w", r.seq, err)
		}
	}
	return nil
}

// commitJournaled commits tx to badger and records its writes in the
// journal. Its sequence number is taken together with badger's commit
// timestamp (CommitWith assigns that before it returns), so that replay
// writes a key's values in the order badger committed them. The record is
// appended once badger has applied the writes: a transaction that
// conflicted or failed leaves none.
func (s *DB) commitJournaled(tx *Txn) error {
	done := make(chan error, 1)
	s.order.Lock()
	seq := s.journal.next()
	tx.t.CommitWith(func(err error) { done <- err })
	s.order.Unlock()
	if err := <-done; err != nil {
		return err
	}
	s.journal.append(seq, tx.writes)
	return nil
}

// flushJournal is the sync group's flush with a journal: one fdatasync of
// the journal, and a checkpoint when one is due. A journal past
// checkpointAt wakes the checkpointer.
func (s *DB) flushJournal() error {
	if err := s.journal.sync(); err != nil {
		return err
	}
	if s.checkpointDue.Swap(false) || s.checkpointAt <= 0 {
		return s.checkpoint()
	}
	if s.journal.len() >= s.checkpointAt {
		select {
		case s.checkpointWake <- struct{}{}:
		default:
		}
	}
	return nil
}

// checkpoint makes badger's logs durable (LogSyncer's order: value logs,
// then write-ahead files) and empties the journal, whose records they now
// hold. It runs inside a flush, with commits kept out.
func (s *DB) checkpoint() error {
	if err := s.logs.Sync(); err != nil {
		return err
	}
	return s.journal.reset()
}

// checkpointLoop runs a checkpoint whenever a flush finds the journal past
// checkpointAt. It first flushes badger's logs, the rotated ones too, while
// commits run, twice (the second pass writes what came during the first),
// so that the checkpoint has little left to write while they wait. That flush keeps no order between a commit's value and its pointer
// (a commit can run between the value log's flush and the write-ahead
// file's): the kernel's own writeback keeps none either, and the journal
// holds every commit since the last checkpoint until this one is done.
func (s *DB) checkpointLoop(ctx context.Context) {
	defer s.wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.checkpointWake:
		}
		for range 2 {
			if err := s.logs.Sync(); err != nil {
				s.log.Warn("store: log flush before a checkpoint", "err", err)
				break
			}
		}
		if err := s.logsGroup().Flush(); err != nil {
			s.log.Warn("store: checkpoint", "err", err)
		}
	}
}

// LogFlusher is what CollectValueLog needs: commits that no flush of
// badger's logs runs during, and a flush of those logs. A SyncGroup whose
// flush is a LogSyncer's is one.
type LogFlusher interface {
	Commit(commit func() error) (uint64, error)
	Wait(ticket uint64) error
	Flush() error
}

// logsGroup is the store's LogFlusher: its sync group, whose flushes with
// a journal are checkpoints when they come from it.
func (s *DB) logsGroup() LogFlusher {
	if s.journal == nil {
		return s.group
	}
	return checkpointer{s}
}

type checkpointer struct{ s *DB }

func (c checkpointer) Commit(commit func() error) (uint64, error) { return c.s.group.Commit(commit) }

// Wait returns once a checkpoint that began after the call has finished,
// which covers every commit made before it, ticket's included.
func (c checkpointer) Wait(uint64) error { return c.Flush() }

func (c checkpointer) Flush() error {
	c.s.checkpointDue.Store(true)
	return c.s.group.Flush()
}
