package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/sha256"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/arbitra-network/arbitra/chain"
	"github.com/arbitra-network/arbitra/identity"
)

// TestSellerWithSybilsWaitingForAFriendlyPanelAcrossProcesses is the
// seller that bonded two extra juror identities (two of five candidates),
// committed junk as its deliverable so that no coordinator can be asked to
// judge it, and waits block window after block window for a draw that gives
// its identities two of the three seats, signing PASS with them in every
// window. It runs against the JSON-RPC chain of `arbitra devnet`, with the
// jurors bonded by `arbitra juror bond`. When nobody fixed the draw, it
// expires after 256 blocks and the buyer is refunded after the grace
// period; when the draw was fixed, the seats never change and the honest
// seats decide.
func TestSellerWithSybilsWaitingForAFriendlyPanelAcrossProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	bin := buildBinary(t)
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cn := startChainNet(t, ctx, bin, 5)
	const passphrase = "correct horse battery staple"
	transactor := func(key *ecdsa.PrivateKey) *chain.Transactor {
		t.Helper()
		tx, err := chain.NewTransactor(ctx, cn.eth, key, chain.WithPollInterval(20*time.Millisecond))
		if err != nil {
			t.Fatal(err)
		}
		return tx
	}
	hexKey := func(h string) *ecdsa.PrivateKey {
		t.Helper()
		k, err := crypto.HexToECDSA(strings.TrimPrefix(h, "0x"))
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	ownerKey, err := identity.Load(cn.coordDir, passphrase)
	if err != nil {
		t.Fatal(err)
	}
	esc, err := chain.NewEscrow(ctx, cn.eth, common.HexToAddress(cn.escrow), transactor(ownerKey))
	if err != nil {
		t.Fatal(err)
	}
	// Three seats of the five bonded candidates, two ballots to settle.
	if _, err := esc.SetPanel(ctx, 3, 2); err != nil {
		t.Fatal(err)
	}
	mine := func(n int, secs uint64) {
		t.Helper()
		for range n {
			var moved uint64
			if err := cn.eth.Client().CallContext(ctx, &moved, "evm_increaseTime", secs); err != nil {
				t.Fatalf("evm_increaseTime: %v", err)
			}
		}
	}
	mine(1, 3) // past the registry delay
	buyer := esc.WithTransactor(transactor(hexKey(cn.buyer.key)))
	seller := esc.WithTransactor(transactor(hexKey(cn.seller.key)))
	tokens := chain.NewToken(cn.eth, cn.token, transactor(hexKey(cn.buyer.key)))
	if _, err := tokens.Approve(ctx, esc.Address(), big.NewInt(2_000_000_000)); err != nil {
		t.Fatal(err)
	}
	jurorKeys := map[common.Address]*ecdsa.PrivateKey{}
	for _, d := range cn.jurorDirs {
		k, err := identity.Load(d, passphrase)
		if err != nil {
			t.Fatal(err)
		}
		jurorKeys[crypto.PubkeyToAddress(k.PublicKey)] = k
	}
	head := func() uint64 {
		t.Helper()
		n, err := cn.eth.BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	open := func(label string) ([32]byte, chain.Panel, []common.Address) {
		t.Helper()
		id := sha256.Sum256([]byte(t.Name() + "/" + label))
		if _, err := buyer.CreateDeal(ctx, chain.DealTerms{ID: id, Seller: cn.seller.addr, Token: cn.token,
			Amount: big.NewInt(500_000_000), CriteriaHash: sha256.Sum256([]byte("criteria")), Deadline: uint64(time.Now().Add(30 * 24 * time.Hour).Unix())}); err != nil {
			t.Fatal(err)
		}
		// Junk that only the seller holds: no coordinator can judge it.
		if _, err := seller.Submit(ctx, id, sha256.Sum256([]byte("junk"))); err != nil {
			t.Fatal(err)
		}
		mine(2, 1)
		p, err := esc.Panel(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		// The seller's identities: the two candidates the draw left out.
		var sybils []common.Address
		for _, a := range cn.jurors {
			if !slices.Contains(p.Seats, a) {
				sybils = append(sybils, a)
			}
		}
		if len(p.Seats) != 3 || len(sybils) != 2 {
			t.Fatalf("panel %v of candidates %v", p.Seats, cn.jurors)
		}
		return id, p, sybils
	}
	ballots := func(id [32]byte, approved bool, signers []common.Address) [][]byte {
		t.Helper()
		root, err := esc.EvidenceRoot(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		var out [][]byte
		for _, a := range signers {
			sig, err := chain.SignBallot(jurorKeys[a], esc.BallotDigest(id, root, approved))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, sig)
		}
		return out
	}
	// attack waits twelve windows of 256 blocks, settling with its two
	// identities in each; every try must fail, after the first with want.
	attack := func(id [32]byte, sybils []common.Address, want error) {
		t.Helper()
		for window := range 12 {
			_, err := seller.ResolveByQuorum(ctx, id, true, ballots(id, true, sybils), nil)
			if window > 0 && !errors.Is(err, want) || window == 0 && err == nil {
				t.Fatalf("window %d (head %d): the Sybils' ballots settled or failed otherwise: %v", window, head(), err)
			}
			mine(256, 1)
		}
		if st, err := esc.Deal(ctx, id); err != nil || st.Status != chain.StatusSubmitted {
			t.Fatalf("deal after the attack: %+v, %v", st, err)
		}
	}

	// Nobody fixed the draw: it expires, and the buyer gets the money back.
	unfixed, _, sybils := open("unfixed")
	attack(unfixed, sybils, chain.ErrDrawExpired)
	if _, err := esc.Panel(ctx, unfixed); !errors.Is(err, chain.ErrDrawExpired) {
		t.Fatalf("panel of an expired draw: %v", err)
	}
	mine(1, 24*3600+1)
	if _, err := buyer.Refund(ctx, unfixed); err != nil {
		t.Fatalf("refund after the grace period: %v", err)
	}

	// The draw was fixed (here by the seller itself): the panel never moves,
	// and the honest seats' ballots still decide after the attack.
	fixed, first, sybils := open("fixed")
	if _, err := seller.DrawPanel(ctx, fixed); err != nil {
		t.Fatal(err)
	}
	attack(fixed, sybils, chain.ErrInvalidBallot)
	now, err := esc.Panel(ctx, fixed)
	if err != nil || !slices.Equal(now.Seats, first.Seats) || now.Seed != first.Seed || now.DrawBlock != first.DrawBlock {
		t.Fatalf("panel after the attack %+v (%v), first %+v", now, err, first)
	}
	if _, err := seller.ResolveByQuorum(ctx, fixed, false, ballots(fixed, false, first.Seats[:2]), nil); err != nil {
		t.Fatalf("the drawn seats' ballots: %v", err)
	}
	if st, _ := esc.Deal(ctx, fixed); st.Status != chain.StatusRefunded {
		t.Fatalf("deal %v after the drawn seats voted FAIL", st.Status)
	}
}
