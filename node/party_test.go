package node

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/api"
	"github.com/arbitra-network/arbitra/api/server"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/internal/await"
	"github.com/arbitra-network/arbitra/verdict"
)

// partyRequest is a deal request carrying a party proof signed by the
// devnet account label at the devnet's coordinator.
func (e *dealEnv) partyRequest(t *testing.T, id [32]byte, label string) api.SubmitBody {
	t.Helper()
	body := e.dealRequest(id, criteria, goodWork)
	coord, err := verdict.ParseAddress(e.d.Coordinator.Address())
	if err != nil {
		t.Fatal(err)
	}
	if body.Party, err = verdict.SignParty(verdict.NewKeySigner(chain.DevKey(label)), coord, body.Deal, time.Now()); err != nil {
		t.Fatal(err)
	}
	return body
}

func hasRationale(v api.View) bool {
	for _, j := range v.Jurors {
		if j.Rationale != "" {
			return true
		}
	}
	return false
}

// TestStrangerRacingADealsPartiesGetsNoRationales races, on fresh deals, a
// stranger holding the texts (with no proof, then with a proof signed by
// its own key) against the buyer proving itself, in both orders, 200
// times: the stranger never gets a token or a rationale and is refused
// with 403 naming party.address; the buyer always gets its token and the
// rationales, once.
func TestStrangerRacingADealsPartiesGetsNoRationales(t *testing.T) {
	if testing.Short() {
		t.Skip("200 deals on the devnet")
	}
	// Every racer posts from loopback: the per-client rate limit is off.
	e := startDealNet(t, DevnetConfig{HTTPEdge: server.EdgeConfig{Rate: -1}})
	base := e.d.Coordinator.URL() + "/v1/verdicts"
	const runs = 200
	deadline := time.Now().Add(4 * time.Minute)
	for i := range runs {
		if time.Now().After(deadline) {
			t.Fatalf("only %d of %d races ran in the time bound", i, runs)
		}
		id := e.openDeal(t, fmt.Sprint("race ", i), goodWork)
		var (
			wg                  sync.WaitGroup
			partyStatus         int
			party               api.View
			strangerStatus      [2]int
			stranger            [2]api.View
			impostor            = e.partyRequest(t, id, fmt.Sprint("stranger ", i))
			buyerReq, plainReq  = e.partyRequest(t, id, "buyer"), e.dealRequest(id, criteria, goodWork)
			strangerFirst       = i%2 == 0
			strangerRequestSent = make(chan struct{})
		)
		wg.Add(3)
		go func() {
			defer wg.Done()
			if !strangerFirst {
				<-strangerRequestSent
			}
			partyStatus, party = postJSON(t, base, buyerReq)
		}()
		go func() {
			defer wg.Done()
			if strangerFirst {
				defer close(strangerRequestSent)
			}
			strangerStatus[0], stranger[0] = postJSON(t, base, plainReq)
		}()
		go func() {
			defer wg.Done()
			strangerStatus[1], stranger[1] = postJSON(t, base, impostor)
			if !strangerFirst {
				close(strangerRequestSent)
			}
		}()
		wg.Wait()
		if partyStatus != http.StatusOK || party.Status != coordinator.StatusMinted || party.RequesterToken == "" || !hasRationale(party) {
			t.Fatalf("race %d: the buyer got %d %+v, want its verdict with a token and the rationales", i, partyStatus, party)
		}
		if strangerStatus[0] != http.StatusOK || stranger[0].RequesterToken != "" || hasRationale(stranger[0]) {
			t.Fatalf("race %d: a stranger without a proof got %d, token %q, rationales %v", i, strangerStatus[0], stranger[0].RequesterToken, hasRationale(stranger[0]))
		}
		if strangerStatus[1] != http.StatusForbidden || stranger[1].RequesterToken != "" || hasRationale(stranger[1]) {
			t.Fatalf("race %d: a stranger with its own key's proof got %d %+v, want 403", i, strangerStatus[1], stranger[1])
		}
		if i > 0 {
			continue
		}
		// Each party reads the rationales once: the buyer has; the
		// seller, proving itself after the race, does too, and then
		// neither does again.
		c, err := api.NewClient(e.d.Coordinator.URL(), nil)
		if err != nil {
			t.Fatal(err)
		}
		// The read is marked once the answer is flushed: a holder's
		// read racing its own mark may see them again, no one else.
		shownOnce := func(who, token string) {
			t.Helper()
			await.Until(t, 10*time.Second, who+"'s rationales to be marked read", func() bool {
				again, err := c.Verdict(context.Background(), party.ID, api.ViewOptions{Token: token})
				if err != nil {
					t.Fatalf("%s's second read: %v", who, err)
				}
				return !hasRationale(*again)
			})
		}
		shownOnce("the buyer", party.RequesterToken)
		status, seller := postJSON(t, base, e.partyRequest(t, id, "seller"))
		if status != http.StatusOK || seller.RequesterToken == "" || !hasRationale(seller) {
			t.Fatalf("the seller proving itself after the race: %d %+v, want its token and the rationales", status, seller)
		}
		shownOnce("the seller", seller.RequesterToken)
	}
}

// TestSellerAskingFirstKeepsNoRightFromTheBuyer: the seller asks first,
// with its proof and publish, so the content is published; the buyer,
// asking second with its own proof, still gets its own token and the
// rationales once, and unpublishes. A request that asks to publish
// without a proof is refused with 403 naming publish, and a party that
// proves itself again gets a new token but not the rationales again.
func TestSellerAskingFirstKeepsNoRightFromTheBuyer(t *testing.T) {
	e := startEscrowNet(t, nil)
	base := e.d.Coordinator.URL()
	c, err := api.NewClient(base, nil)
	if err != nil {
		t.Fatal(err)
	}
	id := e.openDeal(t, "rights", goodWork)

	anon := e.dealRequest(id, criteria, goodWork)
	anon.Publish = true
	var apiErr api.Error
	if status, err := c.Do(context.Background(), http.MethodPost, "/v1/verdicts", "", anon, &apiErr, anyStatus...); err != nil ||
		status != http.StatusForbidden || apiErr.Field != "publish" {
		t.Fatalf("publish without a proof: %d %+v (%v), want 403 naming publish", status, apiErr, err)
	}

	sellerReq := e.partyRequest(t, id, "seller")
	sellerReq.Publish = true
	status, seller := postJSON(t, base+"/v1/verdicts", sellerReq)
	if status != http.StatusOK || seller.RequesterToken == "" || !seller.Published {
		t.Fatalf("the seller's published request: %d %+v", status, seller)
	}
	status, buyer := postJSON(t, base+"/v1/verdicts", e.partyRequest(t, id, "buyer"))
	if status != http.StatusOK || buyer.ID != seller.ID || buyer.RequesterToken == "" || buyer.RequesterToken == seller.RequesterToken || !hasRationale(buyer) {
		t.Fatalf("the buyer asking second: %d %+v", status, buyer)
	}
	if _, err := c.Unpublish(context.Background(), buyer.ID, buyer.RequesterToken); err != nil {
		t.Fatalf("the buyer unpublishes: %v", err)
	}
	if _, err := c.Content(context.Background(), buyer.ID); err == nil {
		t.Fatal("content still served after the buyer unpublished")
	}
	// Unpublishing erased the rationales, for every holder.
	if after, err := c.Verdict(context.Background(), seller.ID, api.ViewOptions{Token: seller.RequesterToken}); err != nil || hasRationale(*after) {
		t.Fatalf("the seller's read after unpublishing: %+v (%v), want no rationales", after, err)
	}
	status, reproved := postJSON(t, base+"/v1/verdicts", e.partyRequest(t, id, "buyer"))
	if status != http.StatusOK || reproved.RequesterToken == "" || reproved.RequesterToken == buyer.RequesterToken || hasRationale(reproved) {
		t.Fatalf("the buyer proving itself again: %d %+v, want a new token and no rationales", status, reproved)
	}
	if _, err := c.Verdict(context.Background(), seller.ID, api.ViewOptions{Token: buyer.RequesterToken}); err == nil {
		t.Fatal("the buyer's replaced token still reads the verdict")
	}
}
