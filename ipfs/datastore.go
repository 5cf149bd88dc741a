package ipfs

import (
	"github.com/cockroachdb/pebble/v2"
	ds "github.com/ipfs/go-datastore"
	"github.com/ipfs/go-datastore/namespace"
	pebbleds "github.com/ipfs/go-ds-pebble"
)

// datastorePrefix is the namespace of the IPFS keys in a database the node
// shares: go-datastore keys start with "/", the store's own keys do not.
var datastorePrefix = ds.NewKey("/ipfs")

// NewDatastore returns the Node's datastore inside db, a database it shares
// with the node's store, under the key prefix "/ipfs/". Its writes are
// not synced: the store's next synced commit makes them durable, as both
// append to the one write-ahead log.
// Closing the datastore would close db, so the Node never does; db's owner
// closes it after the Node.
func NewDatastore(db *pebble.DB) (ds.Batching, error) {
	d, err := pebbleds.NewDatastore("", pebbleds.WithPebbleDB(db))
	if err != nil {
		return nil, err
	}
	return namespace.Wrap(d, datastorePrefix), nil
}
