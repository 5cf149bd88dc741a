package node

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/coordinator"
	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/p2p"
	"github.com/arbitra-network/arbitra/verdict"
)

// seenEngine answers at once and reports each question it is asked.
type seenEngine struct{ asked chan string }

func (e *seenEngine) Name() string  { return "seen" }
func (e *seenEngine) Model() string { return "seen-1" }
func (e *seenEngine) Complete(_ context.Context, req juror.ChatRequest) (juror.ChatResponse, error) {
	for _, q := range []string{"q-first", "q-second"} {
		if strings.Contains(req.User, q) {
			e.asked <- q
		}
	}
	return juror.ChatResponse{Content: `{"vote":"yes"}`}, nil
}

// TestUnacknowledgedReceiptKeepsNoJudgementSlot: a juror with one
// judgement slot whose coordinator never acknowledges a receipt still
// judges the next request; the first receipt waits for its ack without
// holding the slot (before, the slot was held until delivery gave up, up to
// the deadline and five seconds more).
func TestUnacknowledgedReceiptKeepsNoJudgementSlot(t *testing.T) {
	coord := startCoordinator(t)
	eng := &seenEngine{asked: make(chan string, 4)}
	startJuror(t, coord, "juror", &JurorConfig{Engine: eng, Capacity: 1})
	waitJurors(t, coord, 1)
	wctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	// From now on the coordinator takes receipt streams and answers none;
	// the handlers end when the test does.
	stall := func(st network.Stream) {
		<-wctx.Done()
		_ = st.Reset()
	}
	coord.Host.SetStreamHandler(p2p.ProtocolReceipt2, stall)
	coord.Host.SetStreamHandler(p2p.ProtocolReceipt1, stall)

	submit := func(q string) {
		t.Helper()
		status, _ := postJSON(t, coord.URL()+"/v1/verdicts", coordinator.SubmitBody{Async: true, Submission: coordinator.Submission{
			Question: verdict.Question{Question: q, Options: []string{"yes", "no"}, Evidence: []verdict.Evidence{{Label: "doc", Text: q}}},
			Panel:    1, TimeoutMS: 60000,
		}})
		if status != http.StatusAccepted {
			t.Fatalf("submit %s: %d", q, status)
		}
	}
	for _, q := range []string{"q-first", "q-second"} {
		submit(q)
		select {
		case got := <-eng.asked:
			if got != q {
				t.Fatalf("asked %s, want %s", got, q)
			}
		case <-wctx.Done():
			t.Fatalf("%s was never judged: the unacknowledged receipt holds the only slot", q)
		}
	}
}
