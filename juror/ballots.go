package juror

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/arbitra-network/arbitra/verdict"
)

// BallotLogName is the file, in the directory a BallotBook is opened on,
// that the juror's deal votes are appended to, one JSON object a line.
const BallotLogName = "ballots.jsonl"

// BallotBook remembers the vote a juror cast on each deal, so that it never
// signs two ballots on one deal: the escrow slashes a juror whose opposite
// ballots on a deal are shown, and a model asked twice (a coordinator's
// next attempt at a deal without quorum, a second coordinator, or a rogue
// one asking again and again) need not answer the same way twice. Asked
// again about a deal it voted on, the juror answers with the same vote and
// rationale, and signs the same ballot, without asking its model. It is
// safe for concurrent use.
type BallotBook struct {
	path string // empty: memory only

	mu    sync.Mutex
	votes map[string]castVote // by ballotKey
	log   *os.File
}

// castVote is one deal vote as the book keeps it.
type castVote struct {
	Deal       string  `json:"deal"` // ballotKey
	Vote       string  `json:"vote"`
	Confidence float64 `json:"confidence,omitempty"`
	Rationale  string  `json:"rationale,omitempty"`
	ResponseFP string  `json:"response_fp"`
}

// OpenBallotBook opens the book kept in dir (created if missing), reading
// the votes cast before; an empty dir keeps the book in memory only.
func OpenBallotBook(dir string) (*BallotBook, error) {
	b := &BallotBook{votes: make(map[string]castVote)}
	if dir == "" {
		return b, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("juror: ballot directory: %w", err)
	}
	b.path = filepath.Join(dir, BallotLogName)
	raw, err := os.ReadFile(b.path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("juror: read the ballot log: %w", err)
	}
	if n := bytes.LastIndexByte(raw, '\n') + 1; n < len(raw) {
		// A line cut short by a crash while it was written: its vote was
		// never signed, and the next line must not be appended to it.
		if err := os.Truncate(b.path, int64(n)); err != nil {
			return nil, fmt.Errorf("juror: cut the ballot log's torn last line: %w", err)
		}
		raw = raw[:n]
	}
	for i, line := range bytes.Split(bytes.TrimSuffix(raw, []byte("\n")), []byte("\n")) {
		if len(line) == 0 && len(raw) == 0 {
			break
		}
		var v castVote
		if err := json.Unmarshal(line, &v); err != nil {
			return nil, fmt.Errorf("juror: %s line %d (a log that no longer knows this juror's votes): %w", b.path, i+1, err)
		}
		b.votes[v.Deal] = v
	}
	return b, nil
}

// ballotKey names a deal's vote by the parsed values the ballot's digest
// signs (chain, escrow, deal ID, evidence root), in their canonical text,
// which is also what the log kept before identities were typed.
func ballotKey(d *verdict.Deal, root string) string {
	return d.ChainID.String() + "/" + d.Escrow.String() + "/" + d.DealID.String() + "/" + root
}

// cast returns the vote recorded for the deal, if there is one.
func (b *BallotBook) cast(d *verdict.Deal, root string) (castVote, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	v, ok := b.votes[ballotKey(d, root)]
	return v, ok
}

// record keeps v as the deal's vote, on disk before it returns, unless a
// vote was recorded first, which it returns instead: two requests about
// one deal judged at once end with the first vote recorded.
func (b *BallotBook) record(d *verdict.Deal, root string, v castVote) (castVote, error) {
	v.Deal = ballotKey(d, root)
	b.mu.Lock()
	defer b.mu.Unlock()
	if prev, ok := b.votes[v.Deal]; ok {
		return prev, nil
	}
	if b.path != "" {
		line, err := json.Marshal(v)
		if err != nil {
			return castVote{}, err
		}
		if b.log == nil {
			if b.log, err = os.OpenFile(b.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600); err != nil {
				return castVote{}, fmt.Errorf("juror: open the ballot log: %w", err)
			}
		}
		// Synced: a ballot signed but forgotten in a crash could be
		// followed by its opposite.
		if _, err := b.log.Write(append(line, '\n')); err != nil {
			return castVote{}, fmt.Errorf("juror: write the ballot log: %w", err)
		}
		if err := b.log.Sync(); err != nil {
			return castVote{}, fmt.Errorf("juror: sync the ballot log: %w", err)
		}
	}
	b.votes[v.Deal] = v
	return v, nil
}

// Close closes the log.
func (b *BallotBook) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.log == nil {
		return nil
	}
	err := b.log.Close()
	b.log = nil
	return err
}
