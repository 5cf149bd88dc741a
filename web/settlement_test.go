package web_test

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"os"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/audit"
	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
	"github.com/arbitra-network/arbitra/verdict"
)

var update = flag.Bool("update", false, "rewrite testdata/settlement-vectors.json")

const settlementVectors = "../testdata/settlement-vectors.json"

// settlementVectorFile is the vectors' file: a deal record and the
// settlements of its deal.
type settlementVectorFile struct {
	Comment string           `json:"comment"`
	Record  vectorRecord     `json:"record"`
	Root    string           `json:"root"` // the escrow's evidenceRootOf the deal
	ChainID string           `json:"chain_id"`
	Escrow  string           `json:"escrow"`
	Cases   []settlementCase `json:"cases"`
}

// vectorRecord is a record of the vectors' deal: its unsigned verdict
// bytes and its receipt blocks by CID.
type vectorRecord struct {
	Verdict  []byte            `json:"verdict"`
	Receipts map[string][]byte `json:"receipts"`
}

// settlementCase is a settlement of the deal as the escrow recorded it,
// with whether the record (the case's own, else the file's) is the one it
// settled with.
type settlementCase struct {
	Name       string        `json:"name"`
	Record     *vectorRecord `json:"record,omitempty"`
	Settlement struct {
		DealID      string `json:"deal_id"`
		Status      uint8  `json:"status"`
		VerdictHash string `json:"verdict_hash"`
		Method      string `json:"method,omitempty"` // quorum, oracle, or empty: no DealResolved
		Approved    bool   `json:"approved"`
		Jurors      *struct {
			Approved bool     `json:"approved"`
			Root     string   `json:"root"`
			SeatMask string   `json:"seat_mask"`
			Signers  []string `json:"signers"`
		} `json:"jurors,omitempty"`
		// Fees is the JurorFeesPaid event of a settlement by ballots.
		Fees *struct {
			SeatMask    string `json:"seat_mask"`
			DissentMask string `json:"dissent_mask"`
		} `json:"fees,omitempty"`
		// Claims are the JurorFeeClaimed events after it.
		Claims []vectorClaim `json:"claims,omitempty"`
	} `json:"settlement"`
	OK bool `json:"ok"`
}

type vectorClaim struct {
	Juror    string `json:"juror"`
	Seat     uint64 `json:"seat"`
	Approved bool   `json:"approved"`
}

// settled is the case's settlement as audit reads it from an escrow.
func (c *settlementCase) settled(t *testing.T) audit.Settled {
	st := c.Settlement
	s := audit.Settled{ID: parse32(t, st.DealID), State: chain.DealState{Status: chain.DealStatus(st.Status), VerdictHash: parse32(t, st.VerdictHash)}}
	if st.Method == "" {
		return s
	}
	r := &chain.DealResolved{Approved: st.Approved, VerdictHash: s.State.VerdictHash, Method: chain.MethodOracle}
	if st.Method == "quorum" {
		r.Method = chain.MethodQuorum
		mask, _ := new(big.Int).SetString(st.Jurors.SeatMask, 0)
		r.Jurors = &chain.DealSettledByJurors{Approved: st.Jurors.Approved, EvidenceRoot: parse32(t, st.Jurors.Root), SeatMask: mask}
		for _, a := range st.Jurors.Signers {
			r.Jurors.Signers = append(r.Jurors.Signers, common.HexToAddress(a))
		}
		if st.Fees != nil {
			seats, _ := new(big.Int).SetString(st.Fees.SeatMask, 0)
			dissent, _ := new(big.Int).SetString(st.Fees.DissentMask, 0)
			r.Fees = &chain.JurorFeesPaid{SeatMask: seats, DissentMask: dissent}
		}
	}
	for _, c := range st.Claims {
		s.Claims = append(s.Claims, chain.JurorFeeClaimed{Juror: common.HexToAddress(c.Juror), Seat: c.Seat, Approved: c.Approved})
	}
	s.Event = chain.Event{Kind: chain.EventDealResolved, DealID: s.ID, Resolved: r}
	return s
}

// record is the case's record, else the file's.
func (c *settlementCase) record(vec *settlementVectorFile) vectorRecord {
	if c.Record != nil {
		return *c.Record
	}
	return vec.Record
}

func parse32(t *testing.T, s string) [32]byte {
	h, err := verdict.ParseHash32(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// The page's settlementCheck and audit.CheckSettled agree with each other,
// phrase for phrase, and with the vectors on every case: settled by
// ballots, with a dissent or a late ballot paid, by the oracle, refunded,
// and settlements a record does not match, among them records that erase
// or turn a dissent or a late ballot the escrow paid; and an appeal
// round's record, whose ballots hash with its round.
func TestSettlementMatchesGo(t *testing.T) {
	if *update {
		writeSettlementVectors(t)
	}
	raw, err := os.ReadFile(settlementVectors)
	if err != nil {
		t.Fatal(err)
	}
	var vec settlementVectorFile
	if err := json.Unmarshal(raw, &vec); err != nil {
		t.Fatal(err)
	}
	goOK, goDetail := make([]bool, len(vec.Cases)), make([]string, len(vec.Cases))
	for i := range vec.Cases {
		c := &vec.Cases[i]
		rec := c.record(&vec)
		// The vectors' verdicts are unsigned (the zero coordinator): the
		// settlement check reads no signature.
		var v verdict.Verdict
		if err := json.Unmarshal(rec.Verdict, &v); err != nil {
			t.Fatal(err)
		}
		detail, err := audit.CheckSettled(c.settled(t), verdict.Record{Verdict: rec.Verdict, Receipts: rec.Receipts}, &v, parse32(t, vec.Root))
		if goOK[i], goDetail[i] = err == nil, detail; err != nil {
			goDetail[i] = err.Error()
		}
		if goOK[i] != c.OK {
			t.Errorf("%s: Go says ok=%t (%v), the vector %t", c.Name, goOK[i], err, c.OK)
		}
	}
	out := runHarness(t, "settlement.mjs", nil, settlementVectors)
	var js []struct {
		OK     bool   `json:"ok"`
		Detail string `json:"detail"`
	}
	if err := json.Unmarshal(out, &js); err != nil || len(js) != len(vec.Cases) {
		t.Fatalf("node answered %d cases (%v): %.300s", len(js), err, out)
	}
	for i, c := range vec.Cases {
		if js[i].OK != goOK[i] || js[i].Detail != goDetail[i] {
			t.Errorf("%s:\ngo ok=%t %s\njs ok=%t %s", c.Name, goOK[i], goDetail[i], js[i].OK, js[i].Detail)
		}
	}
}

// writeSettlementVectors builds the cases: a deal whose seats 0 and 1 vote
// PASS and seat 2 FAIL, each with its ballot, its records as the escrow
// saw it and as a coordinator could rewrite it (seat 2 a timeout without
// a receipt, or voting PASS), and settlements of it.
func writeSettlementVectors(t *testing.T) {
	chainID, escrow := verdict.NewChainID(1337), verdict.MustAddress("0x00000000000000000000000000000000000e5c40")
	dealID := sha256.Sum256([]byte("settlement-vectors/deal"))
	deal := &verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: dealID}
	ctxt := verdict.EvidenceContext(verdict.DealEvidence("- The report cites its sources", "The sources are cited."))
	root := parse32(t, ctxt.Root)
	var jurors []string
	for i := range 3 {
		jurors = append(jurors, verdict.AddressString(crypto.PubkeyToAddress(identity.Derive(fmt.Sprintf("settlement-vectors/juror-%d", i)).PublicKey)))
	}
	// recordOf is a record of deal (a round of it) with these votes, one
	// a seat: PASS or FAIL with the seat's ballot, or a timeout without a
	// receipt.
	recordOf := func(deal *verdict.Deal, votes ...string) (vectorRecord, [32]byte) {
		v := verdict.Verdict{V: verdict.Version, Kind: verdict.KindVerdict, ID: "vrd_" + fmt.Sprintf("%032x", 1), Evidence: ctxt, Deal: deal,
			Options: []string{verdict.OptionPass, verdict.OptionFail}, Method: verdict.MethodMajorityV1}
		rec := vectorRecord{Receipts: map[string][]byte{}}
		for i, vote := range votes {
			key := identity.Derive(fmt.Sprintf("settlement-vectors/juror-%d", i))
			if vote == verdict.ErrClassTimeout || vote == verdict.ErrClassNotAwaited {
				v.Jurors = append(v.Jurors, verdict.JurorVote{Juror: verdict.MustAddress(jurors[i]), Vote: verdict.VoteAbstain, ErrorClass: vote})
				continue
			}
			digest, err := verdict.DealBallotDigest(deal, ctxt.Root, vote == verdict.OptionPass)
			if err != nil {
				t.Fatal(err)
			}
			sig, err := verdict.NewKeySigner(key).SignDigest(digest)
			if err != nil {
				t.Fatal(err)
			}
			rc := verdict.Receipt{V: verdict.Version, Kind: verdict.KindReceipt, RequestID: v.ID, Juror: verdict.Address(crypto.PubkeyToAddress(key.PublicKey)),
				PeerID: "12D3KooWjuror", Model: "builtin", Engine: "builtin", Context: ctxt, Vote: vote, Confidence: 0.9, LatencyMS: 5,
				PromptFP: verdict.Fingerprint("prompt"), ResponseFP: verdict.Fingerprint(vote), CreatedAt: "2026-12-05T00:00:00Z",
				Ballot: &verdict.Ballot{Approved: vote == verdict.OptionPass, Signature: hexutil.Encode(sig)}}
			if err := rc.Sign(verdict.NewKeySigner(key)); err != nil {
				t.Fatal(err)
			}
			block, err := rc.Block()
			if err != nil {
				t.Fatal(err)
			}
			c := verdict.CIDOf(block).String()
			rec.Receipts[c] = block
			v.Jurors = append(v.Jurors, verdict.JurorVote{Juror: rc.Juror, Model: rc.Model, Engine: rc.Engine, Vote: vote, Confidence: 0.9, LatencyMS: 5, ReceiptCID: c})
		}
		m, err := verdict.LookupMethod(v.Method)
		if err != nil {
			t.Fatal(err)
		}
		out, err := m.Decide(v.Options, v.Jurors, 0)
		if err != nil {
			t.Fatal(err)
		}
		v.Decision, v.Unanimous, v.Dissent, v.Reason = out.Decision, out.Unanimous, out.Dissent, out.Reason
		if rec.Verdict, err = verdict.Canonical(v); err != nil {
			t.Fatal(err)
		}
		return rec, verdict.Hash(rec.Verdict)
	}
	record := func(votes ...string) (vectorRecord, [32]byte) { return recordOf(deal, votes...) }
	honest, hash := record(verdict.OptionPass, verdict.OptionPass, verdict.OptionFail)
	// appealed is round 1's record of the deal, naming honest as round 0's:
	// its ballots sign round 1's digest, and its settlement hashes round 1.
	appealed, _ := recordOf(&verdict.Deal{ChainID: chainID, Escrow: escrow, DealID: dealID, Round: 1, Previous: verdict.CIDForHash(hash).String()},
		verdict.OptionPass, verdict.OptionPass, verdict.OptionFail)
	erased, _ := record(verdict.OptionPass, verdict.OptionPass, verdict.ErrClassTimeout)
	flipped, _ := record(verdict.OptionPass, verdict.OptionPass, verdict.OptionPass)
	unawaited, _ := record(verdict.OptionPass, verdict.OptionPass, verdict.ErrClassNotAwaited)

	type edit func(c *settlementCase)
	roundBallots := func(round uint8, approved bool, seats ...int) edit {
		return func(c *settlementCase) {
			st := &c.Settlement
			mask := verdict.SeatMask(seats...)
			h := verdict.RoundBallotsHash(dealID, root, round, approved, mask)
			st.Status, st.VerdictHash, st.Method, st.Approved = uint8(chain.StatusReleased), verdict.Hex32(h), "quorum", approved
			if !approved {
				st.Status = uint8(chain.StatusRefunded)
			}
			st.Jurors = &struct {
				Approved bool     `json:"approved"`
				Root     string   `json:"root"`
				SeatMask string   `json:"seat_mask"`
				Signers  []string `json:"signers"`
			}{approved, verdict.Hex32(root), fmt.Sprintf("%#x", mask), nil}
			for _, i := range seats {
				st.Jurors.Signers = append(st.Jurors.Signers, jurors[i])
			}
			st.Fees = &struct {
				SeatMask    string `json:"seat_mask"`
				DissentMask string `json:"dissent_mask"`
			}{fmt.Sprintf("%#x", mask), "0x0"}
		}
	}
	ballots := func(approved bool, seats ...int) edit { return roundBallots(0, approved, seats...) }
	oracle := func(approved bool, h [32]byte) edit {
		return func(c *settlementCase) {
			c.Settlement.Status, c.Settlement.VerdictHash, c.Settlement.Method, c.Settlement.Approved = uint8(chain.StatusReleased), verdict.Hex32(h), "oracle", approved
			if !approved {
				c.Settlement.Status = uint8(chain.StatusRefunded)
			}
		}
	}
	then := func(e edit, more func(c *settlementCase)) edit { return func(c *settlementCase) { e(c); more(c) } }
	// dissent has the settling call pay seat 2's FAIL ballot; claim has
	// seat i relay its ballot for approved after the settlement.
	dissent := func(e edit) edit {
		return then(e, func(c *settlementCase) { c.Settlement.Fees.DissentMask = fmt.Sprintf("%#x", verdict.SeatMask(2)) })
	}
	claim := func(e edit, i int, approved bool) edit {
		return then(e, func(c *settlementCase) {
			c.Settlement.Claims = append(c.Settlement.Claims, vectorClaim{Juror: jurors[i], Seat: uint64(i), Approved: approved})
		})
	}
	vf := settlementVectorFile{Comment: "Written by go test ./web -run TestSettlementMatchesGo -update: a deal record (seats 0 and 1 PASS, seat 2 FAIL, each with its ballot) and settlements of its deal, some with a rewritten record of their own (seat 2 a timeout, not awaited, or PASS) or the record of the deal's appeal round 1; ok says whether the record is the one each settled with.",
		Root: verdict.Hex32(root), ChainID: chainID.String(), Escrow: escrow.String(), Record: honest}
	for _, k := range []struct {
		name   string
		record *vectorRecord
		ok     bool
		edit   edit
	}{
		{"settled by the ballots of the majority", nil, true, ballots(true, 0, 1)},
		{"settled by the majority, the dissent paid", nil, true, dissent(ballots(true, 0, 1))},
		{"settled by one ballot, the dissent paid", nil, true, dissent(ballots(true, 1))},
		{"settled by the oracle with the record's hash", nil, true, oracle(true, hash)},
		{"refunded", nil, false, func(c *settlementCase) {
			c.Settlement.Status, c.Settlement.VerdictHash = uint8(chain.StatusRefunded), verdict.Hex32([32]byte{})
		}},
		{"settled by the oracle against the record", nil, false, oracle(false, hash)},
		{"settled by the oracle with another hash", nil, false, oracle(true, sha256.Sum256([]byte("another record")))},
		{"settled by the dissenter's ballot", nil, false, ballots(false, 2)},
		{"a dissenter among the signers", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.Jurors.Signers[1] = jurors[2] })},
		{"a signer with no seat", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.Jurors.Signers[1] = escrow.String() })},
		{"another seat mask", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.Jurors.SeatMask, c.Settlement.Fees.SeatMask = "0x7", "0x7" })},
		{"another verdict hash", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.VerdictHash = verdict.Hex32([32]byte{9}) })},
		{"the event's root is another", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.Jurors.Root = verdict.Hex32([32]byte{9}) })},
		{"no JurorFeesPaid event", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.Fees = nil })},
		{"the fees' seat mask is another", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.Fees.SeatMask = "0x7" })},
		{"a paid dissent of no seat", nil, false, then(ballots(true, 0, 1), func(c *settlementCase) { c.Settlement.Fees.DissentMask = "0x10" })},
		{"the dissent erased: its seat a timeout", &erased, false, dissent(ballots(true, 0, 1))},
		{"the dissent erased, none paid", &erased, true, ballots(true, 0, 1)},
		{"the dissent flipped to PASS", &flipped, false, dissent(ballots(true, 0, 1))},
		{"a late ballot claimed, in the record", nil, true, claim(ballots(true, 0, 1), 2, false)},
		{"a claimed late ballot missing from the record", &erased, false, claim(ballots(true, 0, 1), 2, false)},
		{"a late ballot claimed for a seat the record did not await", &unawaited, true, claim(ballots(true, 0, 1), 2, false)},
		{"a paid dissent marked not awaited", &unawaited, false, dissent(ballots(true, 0, 1))},
		{"a claimed late ballot flipped in the record", &flipped, false, claim(ballots(true, 0, 1), 2, false)},
		{"a late ballot claimed for the other vote", nil, false, claim(ballots(true, 0, 1), 2, true)},
		{"round 1 decided by the ballots of its majority", &appealed, true, roundBallots(1, true, 0, 1)},
		{"round 1 decided, its dissent paid", &appealed, true, dissent(roundBallots(1, true, 0, 1))},
		{"round 1's ballots hashed as round 0's", &appealed, false, ballots(true, 0, 1)},
		{"round 0's record against round 1's decision", nil, false, roundBallots(1, true, 0, 1)},
		{"a late ballot claimed by another seat's juror", nil, false, then(claim(ballots(true, 0, 1), 2, false), func(c *settlementCase) { c.Settlement.Claims[0].Juror = jurors[0] })},
	} {
		c := settlementCase{Name: k.name, OK: k.ok, Record: k.record}
		c.Settlement.DealID = verdict.Hex32(dealID)
		k.edit(&c)
		vf.Cases = append(vf.Cases, c)
	}
	out, err := json.MarshalIndent(vf, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(settlementVectors, append(out, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}
