package ipfs

import "time"

// SetRecordSyncDelay sets how long n's stored records wait for a flush to
// share (recordSyncDelay by default), so that a benchmark can time a
// record's own flush apart from that window.
func SetRecordSyncDelay(n *Node, d time.Duration) { n.recordSync = d }
