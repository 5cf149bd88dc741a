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
	"os"
	"path/filepath"
	"slices"
	"sync"
)

// JournalFiles are the names of a store's two commit journals in its
// directory.
var JournalFiles = [2]string{"COMMITS-0.journal", "COMMITS-1.journal"}

// JournalCheckpointSize is the size of the journal's records from which the
// store makes badger's own logs durable and moves to its other journal (a
// checkpoint).
const JournalCheckpointSize = 4 << 20

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
// It has two files and writes to one at a time. A checkpoint moves the
// writes to the other file (rotate, with commits kept out for that step
// only), then flushes badger's logs in order while commits run, which
// makes every commit of the first file durable there, and then retires
// the first file. So commits never wait for badger's logs to be flushed.
//
// A file starts with a header, "ARBJ", u32 format version, u64 epoch, u32
// CRC-32C of the 16 bytes before it (little endian), and its records
// follow from byte journalHeader on. Each record is
//
//	u32 body length, u32 CRC-32C of the epoch's 8 bytes then the body, body:
//	uvarint seq, uvarint count, count × (byte op, uvarint key length, key
//	[, uvarint value length, value])
//
// with op 1 for a set and 2 for a delete. seq is the transaction's place in
// badger's commit order, across both files; records may sit out of that
// order, and replay sorts them. A record is whole or ignored: reading
// stops at the first one whose length or CRC does not check, which is
// where a flush that a crash cut short left off.
//
// Retiring a file writes a header with its next epoch; its next records
// overwrite it from the start, so the file keeps its size and its blocks,
// and a flush writes the records' pages alone, not the file's size and
// block map as an append would (on this project's test machine half the
// time per fdatasync). A record of an earlier epoch fails the CRC, which
// is where reading stops.
type journal struct {
	mu       sync.Mutex
	seq      uint64 // the last sequence number given out
	files    [2]*journalFile
	active   int    // the file records go to
	retiring int    // the file a checkpoint retires next, or -1
	buf      []byte // records appended since the last sync, for the active file

	// datasync makes a file durable; tests add a disk image.
	datasync func(f *os.File) error
}

// journalFile is one of the journal's files.
type journalFile struct {
	f     *os.File
	epoch uint64
	pos   int64 // where the next sync writes
	alloc int64 // the file's size: written, records or zeros, up to there
}

const (
	opSet    = 1
	opDelete = 2

	journalMagic   = "ARBJ"
	journalVersion = 1
	journalHeader  = 4096 // the records start here; the header uses 20 bytes

	// journalGrow is how far a sync that reaches the end of a file extends
	// it with zeros, so that the next syncs overwrite blocks the file
	// already has instead of growing it.
	journalGrow = 1 << 20
)

var journalZeros = make([]byte, journalGrow)

// journalWrite is one write of a transaction, as the journal keeps it.
type journalWrite struct {
	key, val []byte
	del      bool
}

// journalRecord is one transaction read back from the journal.
type journalRecord struct {
	seq    uint64
	writes []journalWrite
}

// openJournal opens (or creates) the journal's files in dir and reads back
// the records they hold, whole ones only. A file without a valid header (a
// new one, or one a crash cut while its header was written, after the
// checkpoint that made its records needless) holds none.
func openJournal(dir string) (*journal, []journalRecord, error) {
	j := &journal{datasync: datasync, retiring: -1}
	var recs []journalRecord
	for i, name := range JournalFiles {
		jf, got, err := openJournalFile(filepath.Join(dir, name))
		if err != nil {
			_ = j.close()
			return nil, nil, err
		}
		j.files[i] = jf
		recs = append(recs, got...)
	}
	for _, r := range recs {
		j.seq = max(j.seq, r.seq)
	}
	return j, recs, nil
}

func openJournalFile(path string) (*journalFile, []journalRecord, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, fmt.Errorf("store: open journal: %w", err)
	}
	jf := &journalFile{f: f}
	if fi, err := f.Stat(); err == nil {
		jf.alloc = fi.Size()
	}
	var head [journalHeader]byte
	n, err := io.ReadFull(f, head[:])
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, io.ErrUnexpectedEOF) {
		_ = f.Close()
		return nil, nil, fmt.Errorf("store: read journal %s: %w", path, err)
	}
	epoch, ok := decodeJournalHeader(head[:n])
	if !ok {
		return jf, nil, nil
	}
	jf.epoch = epoch
	recs, err := readJournal(bufio.NewReader(f), epoch)
	if err != nil {
		_ = f.Close()
		return nil, nil, fmt.Errorf("store: read journal %s: %w", path, err)
	}
	return jf, recs, nil
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

// append adds a committed transaction's writes as one record of the active
// file; sync writes it out.
func (j *journal) append(seq uint64, writes []journalWrite) {
	size := binary.MaxVarintLen64 * 2
	for _, w := range writes {
		size += 1 + 2*binary.MaxVarintLen64 + len(w.key) + len(w.val)
	}
	j.mu.Lock()
	defer j.mu.Unlock()
	jf := j.files[j.active]
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
	binary.LittleEndian.PutUint32(j.buf[start+4:], recordCRC(jf.epoch, body))
}

// sync writes the records appended since the last sync to the active file
// and makes it durable. The caller keeps commits out (SyncGroup), so that
// the records written are those of every commit with a ticket so far.
func (j *journal) sync() error {
	j.mu.Lock()
	defer j.mu.Unlock()
	jf := j.files[j.active]
	if len(j.buf) > 0 {
		if end := jf.pos + int64(len(j.buf)); end > jf.alloc {
			for jf.alloc < end+journalGrow/2 { // zeros first: the records then overwrite their part
				if _, err := jf.f.WriteAt(journalZeros, jf.alloc); err != nil {
					return fmt.Errorf("store: extend journal: %w", err)
				}
				jf.alloc += journalGrow
			}
		}
		if _, err := jf.f.WriteAt(j.buf, jf.pos); err != nil {
			return fmt.Errorf("store: write journal: %w", err)
		}
		jf.pos += int64(len(j.buf))
		j.buf = j.buf[:0]
	}
	if err := j.datasync(jf.f); err != nil {
		return fmt.Errorf("store: sync journal: %w", err)
	}
	return nil
}

// len is the size of the active file's records, written or not.
func (j *journal) len() int64 {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.files[j.active].pos - journalHeader + int64(len(j.buf))
}

// rotate moves the writes to the other file, which a checkpoint retired,
// right after a sync (the caller keeps commits out, so nothing is
// buffered), and names the file it left for the next retire.
func (j *journal) rotate() {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.retiring = j.active
	j.active = 1 - j.active
}

// retireFile empties file i once badger's logs hold everything it did: a
// header with the file's next epoch is made durable, and its records start
// again at the top.
func (j *journal) retireFile(i int) error {
	j.mu.Lock()
	defer j.mu.Unlock()
	jf := j.files[i]
	head := encodeJournalHeader(jf.epoch + 1)
	if jf.alloc < journalHeader { // a new file: the header's whole block
		head = append(head, journalZeros[:journalHeader-len(head)]...)
	}
	if _, err := jf.f.WriteAt(head, 0); err != nil {
		return fmt.Errorf("store: retire journal: %w", err)
	}
	if err := j.datasync(jf.f); err != nil {
		return fmt.Errorf("store: retire journal: %w", err)
	}
	jf.alloc = max(jf.alloc, int64(len(head)))
	jf.epoch++
	jf.pos = journalHeader
	if j.retiring == i {
		j.retiring = -1
	}
	return nil
}

func (j *journal) close() error {
	var err error
	for _, jf := range j.files {
		if jf != nil {
			err = errors.Join(err, jf.f.Close())
		}
	}
	return err
}

// openJournal replays the journal a previous open left in dir, makes what
// it replayed durable in badger's logs and retires both files. With
// enabled, the store then keeps its commits in it; without, the files go.
func (s *DB) openJournal(dir string, enabled bool) error {
	found := false
	for _, name := range JournalFiles {
		if _, err := os.Stat(filepath.Join(dir, name)); err == nil {
			found = true
		}
	}
	if !enabled && !found {
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
	err = s.logs.Sync()
	for i := range j.files {
		if err == nil {
			err = j.retireFile(i)
		}
	}
	if err != nil {
		_ = j.close()
		return err
	}
	if !enabled {
		err := j.close()
		for _, name := range JournalFiles {
			err = errors.Join(err, os.Remove(filepath.Join(dir, name)))
		}
		return err
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
// the active file, then the step of a checkpoint that keeps commits out
// when one asked for it (rotateDue). A file past checkpointAt wakes the
// checkpointer. With checkpointAt at zero (tests), every flush is a whole
// checkpoint, commits kept out.
func (s *DB) flushJournal() error {
	if err := s.journal.sync(); err != nil {
		return err
	}
	if s.checkpointAt <= 0 {
		s.journal.rotate()
		return s.finishCheckpoint()
	}
	if s.rotateDue.Swap(false) {
		s.journal.rotate()
		return nil
	}
	if s.journal.len() >= s.checkpointAt {
		select {
		case s.checkpointWake <- struct{}{}:
		default:
		}
	}
	return nil
}

// checkpoint makes every commit made before it durable in badger's logs
// and retires the journal file that held them. Commits wait only for the
// rotation, inside one flush: badger's logs are flushed while they run.
// Checkpoints run one at a time.
func (s *DB) checkpoint() error {
	s.checkpointMu.Lock()
	defer s.checkpointMu.Unlock()
	if s.checkpointAt <= 0 { // every flush is one
		return s.group.Flush()
	}
	s.rotateDue.Store(true)
	if err := s.group.Flush(); err != nil {
		return err
	}
	return s.finishCheckpoint()
}

// finishCheckpoint flushes badger's logs in their order (LogSyncer.Sync)
// and retires the file the last rotation left. Every commit in that file
// was committed before the rotation, so before this flush began: its
// values and then its pointers reach the disk in order, whatever the
// commits made since (which the active file holds) do meanwhile.
func (s *DB) finishCheckpoint() error {
	if err := s.logs.Sync(); err != nil {
		return err
	}
	s.journal.mu.Lock()
	i := s.journal.retiring
	s.journal.mu.Unlock()
	if i < 0 {
		return nil
	}
	return s.journal.retireFile(i)
}

// checkpointLoop runs a checkpoint whenever a flush finds the active file
// past checkpointAt.
func (s *DB) checkpointLoop(ctx context.Context) {
	defer s.wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.checkpointWake:
		}
		if err := s.checkpoint(); err != nil {
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

// logsGroup is the store's LogFlusher: its sync group, or with a journal
// the group with checkpoints for flushes.
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
func (c checkpointer) Wait(uint64) error { return c.s.checkpoint() }

func (c checkpointer) Flush() error { return c.s.checkpoint() }
