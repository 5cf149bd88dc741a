package settlement

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/internal/chaintest"
	"github.com/arbitra-network/arbitra/store"
)

// A spammer who funds jobs with a budget of one token unit and hands in
// their texts without ever paying the juror fee to open a case cannot make the coordinator keep the
// texts: each is dropped once its wait ends, while the text of a case that
// opened stays until the case is settled.
func TestSpammerOfUnopenedJobsTextsGetsThemDropped(t *testing.T) {
	ctx := context.Background()
	n := newJobNet(t, "textwait-juror")
	w := n.watcher()
	work := "a haiku about the sea"
	spam := chaintest.SubmitJob(t, n.Dev.Client(), n.buyer, n.seller, n.JobContract, n.evaluator, "a sonnet about the sea", work, big.NewInt(1))
	spamCase, err := w.AcceptDeliverable(ctx, n.JobContract, spam, work)
	if err != nil {
		t.Fatal(err)
	}
	opened := chaintest.SubmitJob(t, n.Dev.Client(), n.buyer, n.seller, n.JobContract, n.evaluator, "a haiku about the sea", work, big.NewInt(1_000))
	openedCase, err := w.AcceptDeliverable(ctx, n.JobContract, opened, work)
	if err != nil {
		t.Fatal(err)
	}
	chaintest.OpenCase(t, n.Dev.Client(), n.buyer, n.evaluator, n.JobContract, opened)
	if err := w.Sync(ctx); err != nil || len(n.asked) != 1 || n.asked[0].id != openedCase {
		t.Fatalf("judged %+v (%v), want the opened case alone", n.asked, err)
	}
	has := func(key []byte) bool {
		var v any
		err := n.db.Get(key, &v)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			t.Fatal(err)
		}
		return err == nil
	}
	if !has(jobTextKey(spamCase.String())) || !has(jobTextWaitKey(spamCase.String())) {
		t.Fatal("the unopened job's text was dropped before its wait ended")
	}

	if err := w.dropUnopenedTexts(time.Now().Add(DefaultJobTextWait)); err != nil {
		t.Fatal(err)
	}
	if has(jobTextKey(spamCase.String())) || has(jobTextWaitKey(spamCase.String())) {
		t.Fatal("the text of a job whose case never opened is kept after its wait")
	}
	if !has(jobTextKey(openedCase.String())) || !has(jobCaseKey(openedCase.String())) || has(jobTextWaitKey(openedCase.String())) {
		t.Fatal("the opened case's text or record was dropped, or its wait kept")
	}
}
