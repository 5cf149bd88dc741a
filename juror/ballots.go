package juror

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/arbitra-network/arbitra/verdict"
)

// BallotLogName is the file, in the directory a BallotBook is opened on,
// that the juror's deal votes are appended to, one JSON object a line.
const BallotLogName = "ballots.jsonl"

// BallotBook remembers the vote a juror cast in each round of each deal,
// so that it never signs two ballots in one round: the escrow slashes a
// juror whose opposite ballots in a round are shown, and a model asked
// twice (a coordinator's next attempt at a deal without quorum, a second
// coordinator, or a rogue one asking again and again) need not answer the
// same way twice. Asked again about a round it voted in, the juror answers
// with the same vote and rationale, and signs the same ballot, without
// asking its model; an appeal round is a new question, judged anew. It is
// safe for concurrent use.
type BallotBook struct {
	mu    sync.Mutex
	votes map[string]castVote // by ballotKey
	log   *jsonLog            // nil: memory only
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
	// Synced: a ballot signed but forgotten in a crash could be followed
	// by its opposite.
	b.log = &jsonLog{path: filepath.Join(dir, BallotLogName), what: "ballot log", sync: true}
	err := b.log.read(func(line []byte, n int) error {
		var v castVote
		if err := json.Unmarshal(line, &v); err != nil {
			return fmt.Errorf("juror: %s line %d (a log that no longer knows this juror's votes): %w", b.log.path, n, err)
		}
		b.votes[v.Deal] = v
		return nil
	})
	if err != nil {
		return nil, err
	}
	return b, nil
}

// ballotKey names a deal's vote by the parsed values the ballot's digest
// signs (chain, escrow, deal ID, evidence root, round), in their canonical
// text, which for round 0 is also what the log kept before identities were
// typed and rounds existed: one vote per round, so that an appeal round
// is judged anew while no round gets two ballots.
func ballotKey(d *verdict.Deal, root string) string {
	k := d.ChainID.String() + "/" + d.Escrow.String() + "/" + d.DealID.String() + "/" + root
	if d.Round != 0 {
		k += "/round-" + strconv.Itoa(int(d.Round))
	}
	return k
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
	if b.log != nil {
		if err := b.log.append(v); err != nil {
			return castVote{}, err
		}
	}
	b.votes[v.Deal] = v
	return v, nil
}

// Close closes the log.
func (b *BallotBook) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.log.close()
}
