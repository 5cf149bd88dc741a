package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/arbitra-network/arbitra/verdict"
)

// TestPlanScales: the 30-minute schedule stands for a long run, and a
// 2-minute run still kills the coordinator and a juror and pauses one.
func TestPlanScales(t *testing.T) {
	long := planFor(30*time.Minute, 5)
	if long.coordEvery != 5*time.Minute || long.jurorEvery != 3*time.Minute || long.pauseFor != time.Minute || long.pauseJuror != 4 {
		t.Fatalf("30m plan %+v", long)
	}
	short := planFor(2*time.Minute, 5)
	if short.coordEvery >= 2*time.Minute || short.jurorEvery >= 2*time.Minute || short.pauseAt+short.pauseFor >= 2*time.Minute || short.pauseFor <= 0 {
		t.Fatalf("2m plan %+v does not fit the run", short)
	}
}

// TestReadAcks reads a juror's rotated and current ack logs: the juror's
// own receipts once each, other jurors' left out, a line a kill cut short
// counted.
func TestReadAcks(t *testing.T) {
	dir := t.TempDir()
	me, other := common.HexToAddress("0x1111111111111111111111111111111111111111"), common.HexToAddress("0x2222222222222222222222222222222222222222")
	ack := func(ids ...string) string {
		var rs []verdict.AckedReceipt
		for _, id := range ids {
			rs = append(rs, verdict.AckedReceipt{RequestID: id, Juror: verdict.Address(me), ReceiptCID: "cid-" + id},
				verdict.AckedReceipt{RequestID: id, Juror: verdict.Address(other), ReceiptCID: "other-" + id})
		}
		b, err := json.Marshal(verdict.NewAck(verdict.Address{}, rs...))
		if err != nil {
			t.Fatal(err)
		}
		return string(b) + "\n"
	}
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(jurorAckLog+".1", ack("r1", "r2"))
	full := ack("r2", "r3")
	write(jurorAckLog, full+full[:len(full)/2])
	got, torn, err := readAcks(dir, 3, me)
	if err != nil {
		t.Fatal(err)
	}
	if torn != 1 || len(got) != 3 {
		t.Fatalf("%d torn, receipts %+v", torn, got)
	}
	for i, id := range []string{"r1", "r2", "r3"} {
		if got[i] != (ackedReceipt{juror: 3, requestID: id, cid: "cid-" + id}) {
			t.Errorf("receipt %d: %+v", i, got[i])
		}
	}
	if got, _, err := readAcks(t.TempDir(), 0, me); err != nil || len(got) != 0 {
		t.Fatalf("no logs: %v %v", got, err)
	}
}

// TestRSSGrowth compares each life's last samples after warm-up with its
// first, ignores lives too short to tell, and keeps the peak.
func TestRSSGrowth(t *testing.T) {
	var s []rssSample
	for i := range 30 { // life 1: warm-up climb, then flat at 100 MiB
		b := uint64(100 << 20)
		if i < 5 {
			b = uint64(20+i*10) << 20
		}
		s = append(s, rssSample{life: 1, since: time.Duration(i) * time.Second, bytes: b})
	}
	for i := range 30 { // life 2: 100 → 130 MiB after warm-up
		s = append(s, rssSample{life: 2, since: time.Duration(i) * time.Second, bytes: uint64(100+i) << 20})
	}
	s = append(s, rssSample{life: 3, since: 20 * time.Second, bytes: 500 << 20}) // too short
	worst, lives, peak := rssGrowth(s, 5*time.Second)
	if lives != 2 || peak != 500<<20 {
		t.Fatalf("lives %d, peak %d", lives, peak)
	}
	// life 2 after 5 s: the first five medians at 107, the last five at 127.
	if want := 127.0/107 - 1; worst < want-1e-9 || worst > want+1e-9 {
		t.Fatalf("worst growth %.4f, want %.4f", worst, want)
	}
}
