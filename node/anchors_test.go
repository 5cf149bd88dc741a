package node

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api/server"

	"github.com/arbitra-network/arbitra/anchor"
)

// A minted verdict's batch is sealed but not sent when the coordinator
// stops; after the restart the batch is anchored exactly once, and the
// verdict's view and GET /v1/anchors/{id} show it with a proof the
// contract's root confirms.
func TestAnchorSurvivesCoordinatorRestart(t *testing.T) {
	reached := make(chan anchor.Batch, 1)
	anchored := make(chan anchor.Batch, 4)
	var once sync.Once
	e := startDealNet(t, DevnetConfig{AnchorBatch: 1, AnchorInterval: time.Hour,
		// The first batcher holds its batch until it is stopped; the one
		// after the restart sends at once.
		AnchorBeforeSend: func(ctx context.Context, b anchor.Batch) {
			once.Do(func() {
				reached <- b
				<-ctx.Done()
			})
		},
		OnAnchored: func(b anchor.Batch) { anchored <- b },
	})
	ctx := context.Background()
	id := e.openDeal(t, "anchor", goodWork)
	v := e.judge(t, id, goodWork)
	code, body := request(t, http.MethodGet, e.d.Coordinator.URL()+"/v1/verdicts/"+v.ID, nil)
	var before struct {
		Extra struct {
			Anchor anchor.Status `json:"anchor"`
		} `json:"extra"`
	}
	if err := json.Unmarshal(body, &before); code != http.StatusOK || err != nil {
		t.Fatalf("view: %d %v", code, err)
	}
	var sealed anchor.Batch
	select {
	case sealed = <-reached:
	case <-time.After(30 * time.Second):
		t.Fatal("the batch was never about to be sent")
	}
	if st := before.Extra.Anchor.State; st != anchor.StateAwaiting && st != anchor.StateSealed {
		t.Fatalf("anchor before sending: %+v", before.Extra.Anchor)
	}
	if err := e.d.Coordinator.Close(); err != nil {
		t.Fatal(err)
	}
	client := e.d.chainCfg.Anchor.Anchor
	if evs, err := client.Events(ctx, 0, nil, client.Sender(), 0); err != nil || len(evs) != 0 {
		t.Fatalf("anchored before the restart: %v %v", evs, err)
	}
	if err := e.d.RestartCoordinator(ctx); err != nil {
		t.Fatal(err)
	}
	select {
	case b := <-anchored:
		if b.ID != sealed.ID || b.Root != sealed.Root || len(b.Hashes) != 1 || b.Hashes[0] != "0x"+v.Hash {
			t.Fatalf("anchored %+v, sealed %+v, verdict hash %s", b, sealed, v.Hash)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the batch was never anchored after the restart")
	}
	evs, err := client.Events(ctx, 0, nil, client.Sender(), 0)
	if err != nil || len(evs) != 1 {
		t.Fatalf("%d Anchored events, want exactly 1 (%v)", len(evs), err)
	}

	code, body = request(t, http.MethodGet, e.d.Coordinator.URL()+"/v1/verdicts/"+v.ID, nil)
	var after struct {
		Extra struct {
			Anchor anchor.Status `json:"anchor"`
		} `json:"extra"`
	}
	if err := json.Unmarshal(body, &after); code != http.StatusOK || err != nil {
		t.Fatalf("view: %d %v", code, err)
	}
	if a := after.Extra.Anchor; a.State != anchor.StateAnchored || a.ID != sealed.ID || a.Root != sealed.Root || a.Tx != evs[0].TxHash.Hex() || a.Block != evs[0].BlockNumber {
		t.Fatalf("anchor in the view %+v, event %+v", a, evs[0])
	}
	code, body = request(t, http.MethodGet, e.d.Coordinator.URL()+"/v1/anchors/1", nil)
	var av server.AnchorView
	if err := json.Unmarshal(body, &av); code != http.StatusOK || err != nil || len(av.Proofs) != 1 {
		t.Fatalf("GET /v1/anchors/1: %d %s", code, body)
	}
	if err := av.Proofs[0].Verify(evs[0].Root); err != nil {
		t.Fatal(err)
	}
	if code, _ := request(t, http.MethodGet, e.d.Coordinator.URL()+"/v1/anchors/2", nil); code != http.StatusNotFound {
		t.Fatalf("GET /v1/anchors/2: %d", code)
	}
}
