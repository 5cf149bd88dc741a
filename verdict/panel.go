package verdict

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"sort"
)

// MaxWeight is the neutral candidate weight; lower weights make a juror less
// likely to be drawn.
const MaxWeight = 1000

// drawKey is a juror's position in the draw for one request: a hash of the
// request ID and the juror's address, divided by its weight so that a
// heavier juror tends to sort earlier. Integer arithmetic only, so any
// implementation recomputes the same order.
func drawKey(requestID string, address Address, weight int) uint64 {
	if weight < 1 {
		weight = 1
	}
	if weight > MaxWeight {
		weight = MaxWeight
	}
	h := sha256.Sum256([]byte("arbitra/draw/v1\x00" + requestID + "\x00" + address.String()))
	return binary.BigEndian.Uint64(h[:8]) / uint64(weight)
}

// SelectPanel draws up to size jurors from candidates for a request. It is
// deterministic in (requestID, candidates, size): candidates are ordered by
// draw key (ties broken by address); a first pass takes at most one juror
// per model so that the panel prefers distinct models, a second pass fills
// the remaining seats in the same order.
func SelectPanel(requestID string, candidates []Candidate, size int) []Address {
	type ranked struct {
		c   Candidate
		key uint64
	}
	rs := make([]ranked, len(candidates))
	for i, c := range candidates {
		rs[i] = ranked{c, drawKey(requestID, c.Address, c.Weight)}
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].key != rs[j].key {
			return rs[i].key < rs[j].key
		}
		return bytes.Compare(rs[i].c.Address[:], rs[j].c.Address[:]) < 0
	})
	if size > len(rs) {
		size = len(rs)
	}
	panel := make([]Address, 0, size)
	taken := make([]bool, len(rs))
	models := make(map[string]bool)
	for i, r := range rs {
		if len(panel) == size {
			break
		}
		if !models[r.c.Model] {
			models[r.c.Model] = true
			taken[i] = true
			panel = append(panel, r.c.Address)
		}
	}
	for i, r := range rs {
		if len(panel) == size {
			break
		}
		if !taken[i] {
			panel = append(panel, r.c.Address)
		}
	}
	return panel
}
