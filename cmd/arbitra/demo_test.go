package main

import (
	"bytes"
	"context"
	"regexp"
	"testing"
	"time"
)

// TestDemo runs `arbitra demo` end to end and checks that it prints the two
// reputations, A's decision, the settlement with balances and a passing
// audit, then an appealed deal whose first panel the larger one
// overturns, with the figures the run produced.
func TestDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole demo")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	var out, errOut bytes.Buffer
	if err := runDemo(ctx, nil, &out, &errOut); err != nil {
		t.Fatalf("demo failed: %v\n%s\n%s", err, out.String(), errOut.String())
	}
	s := out.String()
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`agent-b: 1/4 successful, 25% success, reliability 0\.\d\d .*→ DO NOT HIRE`),
		regexp.MustCompile(`agent-c: 4/4 successful, 100% success, reliability 1\.00 .*→ HIRE`),
		regexp.MustCompile(`agent A refuses agent-b and hires agent-c`),
		regexp.MustCompile(`balances before:  A (\d+)\.000000 USDC   C 80\.000000 USDC   escrow 300\.000000 USDC \(the jurors' bonds\)`),
		regexp.MustCompile(`funded in tx 0x[0-9a-f]{64}, with a juror fee of 3\.000000 USDC`),
		regexp.MustCompile(`balances funded:  A \d+\.000000 USDC   C 80\.000000 USDC   escrow 403\.000000 USDC`),
		regexp.MustCompile(`verdict vrd_[0-9a-f]{32}: PASS`),
		regexp.MustCompile(`settled by juror quorum [23] of 3 in tx 0x[0-9a-f]{64} \(block \d+\), no oracle key`),
		regexp.MustCompile(`signer 0x[0-9a-f]{40}  seat [012]`),
		regexp.MustCompile(`on-chain verdict hash 0x[0-9a-f]{64}: the hash of those seats' ballots`),
		regexp.MustCompile(`balances settled: A \d+\.000000 USDC   C 180\.000000 USDC   escrow 300\.000000 USDC`),
		regexp.MustCompile(`juror 0x[0-9a-f]{40}  seat 0  voted PASS  fee earned 1\.000000 USDC`),
		regexp.MustCompile(`the jurors' fee: 3\.000000 USDC of 3\.000000 USDC shared by the 3 seats that voted`),
		regexp.MustCompile(`ok    chain-evidence `),
		regexp.MustCompile(`ok    chain-draw `),
		regexp.MustCompile(`ok    chain +settled PASS by the ballots of seats`),
		regexp.MustCompile(`PASS  all \d+ checks`),
		regexp.MustCompile(`round 0: FAIL by 3 seats, record baguqeera[a-z2-7]+`),
		regexp.MustCompile(`agent-c appeals in tx 0x[0-9a-f]{64}, paying 5\.000000 USDC for round 1's 5 seats`),
		regexp.MustCompile(`round 1: PASS by 5 seats, record baguqeera[a-z2-7]+, which names round 0's baguqeera`),
		regexp.MustCompile(`the deal is decided, still unpaid while round 1 may be appealed`),
		regexp.MustCompile(`finalize paid agent-c 20\.000000 USDC by round 1`),
		regexp.MustCompile(`ok    round-link +round 1 names round 0's record`),
		regexp.MustCompile(`PASS  all 2 rounds`),
	} {
		if !want.MatchString(s) {
			t.Errorf("output lacks %q", want)
		}
	}
	if regexp.MustCompile(`(?m)^FAIL  `).MatchString(s) {
		t.Errorf("an audit check failed:\n%s", s)
	}
	if t.Failed() {
		t.Logf("demo output:\n%s", s)
	}
}
