package juror_test

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/juror"
	"github.com/arbitra-network/arbitra/verdict"
)

func ExampleParseVote() {
	reply := "Here is my verdict:\n```json\n{\"vote\": \"pass\", \"confidence\": \"0.8\", \"rationale\": \"All criteria met.\"}\n```"
	v, err := juror.ParseVote([]string{"PASS", "FAIL"}, reply)
	fmt.Println(v.Option, v.Confidence, v.Rationale, err)

	v, err = juror.ParseVote([]string{"PASS", "FAIL"}, "2")
	fmt.Println(v.Option, v.Confidence, err)

	_, err = juror.ParseVote([]string{"PASS", "FAIL"}, "I am not sure.")
	fmt.Println(juror.ClassifyError(err))
	// Output:
	// PASS 0.8 All criteria met. <nil>
	// FAIL 0 <nil>
	// unparseable_vote
}

func ExampleJudge_Decide() {
	key, _ := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	signer := verdict.NewKeySigner(key)
	ev := []verdict.Evidence{
		{Label: "acceptance-criteria", Text: "- The logo is delivered as an SVG file\n- A dark-mode variant is included"},
		{Label: "deliverable", Text: "Attached logo.svg, an SVG file. The dark-mode variant is not included."},
	}
	req := &verdict.Request{
		V: verdict.Version, Kind: verdict.KindRequest, ID: "vrd_00000000000000000000000000000001",
		Question: "Does the deliverable meet the acceptance criteria?",
		Options:  []string{verdict.OptionPass, verdict.OptionFail},
		Evidence: ev, Context: verdict.EvidenceContext(ev),
	}
	j := &juror.Judge{Engine: juror.Builtin{}, Signer: signer, PeerID: "12D3KooWExample"}
	rc, rationale := j.Decide(context.Background(), req)
	fmt.Println(rc.Vote, rc.Confidence, rc.Model)
	fmt.Println(rationale)
	fmt.Println(rc.CheckAgainst(req, verdict.Address(signer.Address())))
	// Output:
	// FAIL 0.75 builtin-criteria-v2
	// 1 of 2 criteria unmet (a criterion needs 65% of its key words affirmed in the deliverable). Unmet: 2 "A dark-mode variant is included" (0%; negated: dark, mode, variant). Met: 1 (100%).
	// <nil>
}
