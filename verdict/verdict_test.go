package verdict

import (
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

var update = flag.Bool("update", false, "rewrite the golden vectors in ../testdata")

const vectorsFile = "../testdata/vectors.json"

// vectors are the golden test vectors an independent implementation checks
// itself against (docs/protocol.md describes every step).
type vectors struct {
	Key          string      `json:"private_key"`
	Signer       string      `json:"signer"`
	Evidence     []Evidence  `json:"evidence"`
	ItemHashes   []string    `json:"evidence_item_sha256"`
	EvidenceRoot string      `json:"evidence_root"`
	IDInput      string      `json:"request_id_input"`
	RequestID    string      `json:"request_id"`
	Receipt      Receipt     `json:"receipt"`
	ReceiptBytes string      `json:"receipt_signing_bytes"`
	ReceiptBlock string      `json:"receipt_block"`
	ReceiptCID   string      `json:"receipt_cid"`
	Payload      Verdict     `json:"verdict"`
	Canonical    string      `json:"verdict_canonical_bytes"`
	Hash         string      `json:"verdict_hash"`
	CID          string      `json:"verdict_cid"`
	Signature    string      `json:"verdict_signature"`
	Ballot       ballotCase  `json:"ballot"`
	Numbers      [][2]string `json:"canonical_numbers"`
}

type ballotCase struct {
	ChainID      string `json:"chain_id"`
	Escrow       string `json:"escrow"`
	DealID       string `json:"deal_id"`
	EvidenceRoot string `json:"evidence_root"`
	Approved     bool   `json:"approved"`
	Digest       string `json:"digest"`
	Signature    string `json:"signature"`
}

func goldenKey() *KeySigner {
	k, _ := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	return NewKeySigner(k)
}

func buildVectors(t *testing.T) vectors {
	t.Helper()
	s := goldenKey()
	ev := []Evidence{
		{Label: "customs-release", Text: "Release notice, stamped 29 May 2026."},
		{Label: "carrier-log", Text: "Scan history: departed 27 May, cleared 29 May, delivered 2 June.\n"},
	}
	v := vectors{Key: "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", Signer: AddressString(s.Address()), Evidence: ev}
	for _, e := range ev {
		v.ItemHashes = append(v.ItemHashes, Fingerprint(e.Text))
	}
	ctx := EvidenceContext(ev)
	v.EvidenceRoot = ctx.Root
	deal := &Deal{ChainID: NewChainID(1337), Escrow: MustAddress("0x5fbdb2315678afecb367f032d93f642f64180aa3"), DealID: MustDealID("0x" + strings.Repeat("ab", 32))}
	question, rubric := "Did the shipment clear customs before 1 June 2026?", "Prefer primary documents over summaries."
	options := []string{OptionPass, OptionFail}
	absent := MustAddress("0x000000000000000000000000000000000000dead")
	cands := []Candidate{{Address: absent, Model: "other-model", Weight: 640}, {Address: MustAddress(v.Signer), Model: "builtin-criteria-v1", Weight: MaxWeight}}
	if cands[0].Address.String() > cands[1].Address.String() {
		cands[0], cands[1] = cands[1], cands[0]
	}
	idIn := RequestIDInputOf(&Question{Question: question, Options: options, Rubric: rubric, Evidence: ev}, 2, 0, deal, "")
	id, err := RequestID(idIn)
	if err != nil {
		t.Fatal(err)
	}
	idBytes, _ := Canonical(idIn)
	v.IDInput, v.RequestID = string(idBytes), id
	rc := Receipt{
		V: Version, Kind: KindReceipt, RequestID: id, Juror: MustAddress(v.Signer),
		PeerID: "16Uiu2HAmExample", Model: "builtin-criteria-v1", Engine: "builtin", Context: ctx,
		PromptFP: Fingerprint("prompt"), ResponseFP: Fingerprint("response"), RationaleFP: Fingerprint("The release notice is a primary document."),
		Vote: OptionPass, Confidence: 0.86, LatencyMS: 412, CreatedAt: "2026-09-06T10:12:03Z",
	}
	digest, err := DealBallotDigest(deal, ctx.Root, true)
	if err != nil {
		t.Fatal(err)
	}
	sig, _ := s.SignDigest(digest)
	rc.Ballot = &Ballot{Approved: true, Signature: "0x" + hex.EncodeToString(sig)}
	if err := rc.Sign(s); err != nil {
		t.Fatal(err)
	}
	sb, _ := rc.SigningBytes()
	block, _ := rc.Block()
	v.Receipt, v.ReceiptBytes, v.ReceiptBlock, v.ReceiptCID = rc, string(sb), string(block), CIDOf(block).String()
	v.Ballot = ballotCase{ChainID: deal.ChainID.String(), Escrow: deal.Escrow.String(), DealID: deal.DealID.String(), EvidenceRoot: ctx.Root, Approved: true,
		Digest: "0x" + hex.EncodeToString(digest[:]), Signature: rc.Ballot.Signature}
	seat := map[string]JurorVote{
		v.Signer:        {Juror: MustAddress(v.Signer), Model: rc.Model, Engine: rc.Engine, Vote: rc.Vote, Confidence: rc.Confidence, RationaleFP: rc.RationaleFP, LatencyMS: rc.LatencyMS, ReceiptCID: v.ReceiptCID},
		absent.String(): {Juror: absent, Vote: VoteAbstain, ErrorClass: ErrClassTimeout},
	}
	draw := RegistryDraw(id, cands, 2)
	seats, err := draw.Seats()
	if err != nil {
		t.Fatal(err)
	}
	var jurors []JurorVote
	for _, a := range seats {
		jurors = append(jurors, seat[a.String()])
	}
	v.Payload = Verdict{
		V: Version, Kind: KindVerdict, ID: id, Coordinator: MustAddress(v.Signer),
		QuestionFP: Fingerprint(question), Options: options,
		RubricFP: Fingerprint(rubric), Evidence: ctx,
		Jurors:   jurors,
		Decision: OptionPass, Unanimous: true, Dissent: 0, Method: MethodMajorityV1, Deal: deal, Draw: draw,
		TrustModel: TrustModel, CreatedAt: "2026-09-06T10:12:04Z",
	}
	sv, err := SignVerdict(v.Payload, s)
	if err != nil {
		t.Fatal(err)
	}
	v.Canonical, v.Hash, v.CID, v.Signature = string(sv.Bytes), sv.HashHex(), sv.CID(), sv.Signature
	for _, n := range []string{"0", "-0", "1", "0.86", "1e-7", "1E21", "123456789012345678", "0.1", "1e300", "-1.5"} {
		c, err := CanonicalizeJSON([]byte(n))
		if err != nil {
			t.Fatal(err)
		}
		v.Numbers = append(v.Numbers, [2]string{n, string(c)})
	}
	return v
}

func TestGoldenVectors(t *testing.T) {
	got := buildVectors(t)
	if *update {
		b, _ := json.MarshalIndent(got, "", "  ")
		if err := os.WriteFile(vectorsFile, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(vectorsFile)
	if err != nil {
		t.Fatalf("%v (run go test ./verdict -run Golden -update)", err)
	}
	var want vectors
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	gb, _ := json.Marshal(got)
	wb, _ := json.Marshal(want)
	if string(gb) != string(wb) {
		t.Fatalf("golden vectors changed: the wire format moved.\n got %s\nwant %s", gb, wb)
	}
	// The vectors verify on their own terms, as an auditor would use them.
	if err := VerifyText([]byte(want.Canonical), want.Signature, MustAddress(want.Signer)); err != nil {
		t.Fatal(err)
	}
	if h := Hash([]byte(want.Canonical)); hex.EncodeToString(h[:]) != want.Hash || CIDForHash(h).String() != want.CID {
		t.Fatal("hash or CID does not follow from the canonical bytes")
	}
	if strings.Contains(want.Canonical, `"/"`) || strings.Contains(want.ReceiptBlock, `"/"`) {
		t.Fatal("signed bytes must contain no map key /")
	}
}

func TestCanonicalOrderingAndEscapes(t *testing.T) {
	cases := []struct{ in, want string }{
		{`{"b":1,"a":[true,null,"x"]}`, `{"a":[true,null,"x"],"b":1}`},
		{`{"\u20ac":1,"\ud83d\ude00":2,"z":3}`, `{"z":3,"€":1,"😀":2}`}, // UTF-16 order: U+20AC < U+D83D
		{`"<&>\u2028\u0001\t"`, `"<&>` + "\u2028" + `\u0001\t"`},
		{`{"n":1.0,"m":-0.0,"k":1e2}`, `{"k":100,"m":0,"n":1}`},
		{` [ 1 , 2 ] `, `[1,2]`},
	}
	for _, c := range cases {
		got, err := CanonicalizeJSON([]byte(c.in))
		if err != nil || string(got) != c.want {
			t.Errorf("%s: got %s (%v), want %s", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{`{"/":"x"}`, `{"a":1} {}`, `[1,`, `"\xff"`} {
		if _, err := CanonicalizeJSON([]byte(bad)); !errors.Is(err, ErrNotCanonical) {
			t.Errorf("%q: want ErrNotCanonical, got %v", bad, err)
		}
	}
}

func TestEvidenceRootIsOrderAndContentSensitive(t *testing.T) {
	a := EvidenceRoot([]string{"one", "two"})
	if a == EvidenceRoot([]string{"two", "one"}) || a == EvidenceRoot([]string{"one", "two "}) || a == EvidenceRoot([]string{"onetwo"}) {
		t.Fatal("evidence root must depend on order, content and boundaries")
	}
	h1, h2 := Fingerprint("one"), Fingerprint("two")
	if a != Fingerprint(h1+h2) {
		t.Fatal("root is sha256 over the concatenated hex item hashes")
	}
}

func TestMajorityV1(t *testing.T) {
	opts := []string{"yes", "no", "maybe"}
	cases := []struct {
		votes     []string
		decision  string
		unanimous bool
		dissent   int
		err       error
	}{
		{[]string{"yes", "yes", "yes"}, "yes", true, 0, nil},
		{[]string{"yes", "abstain", "YES"}, "yes", true, 0, nil},
		{[]string{"yes", "no", "yes", "maybe", "yes"}, "yes", false, 2, nil},
		{[]string{"yes", "no"}, DecisionUndecided, false, 2, nil},
		{[]string{"yes", "no", "maybe", "abstain"}, DecisionUndecided, false, 3, nil},
		{[]string{"no", "abstain", "abstain"}, "no", true, 0, nil},
		{[]string{"abstain", "abstain"}, "", false, 0, ErrNoVotes},
		{[]string{"garbage"}, "", false, 0, ErrNoVotes},
	}
	for _, c := range cases {
		out, err := MajorityV1(opts, c.votes)
		if !errors.Is(err, c.err) || (err == nil && (out.Decision != c.decision || out.Unanimous != c.unanimous || out.Dissent != c.dissent)) {
			t.Errorf("%v: got %+v %v", c.votes, out, err)
		}
	}
}

func TestSelectPanel(t *testing.T) {
	var cands []Candidate
	for i, m := range []string{"a", "a", "a", "b", "c", "c"} {
		addr := common.BigToAddress(big.NewInt(int64(i + 1)))
		cands = append(cands, Candidate{Address: Address(addr), Model: m, Weight: MaxWeight})
	}
	p1 := SelectPanel("vrd_1", cands, 3)
	if p2 := SelectPanel("vrd_1", cands, 3); !slices.Equal(p1, p2) {
		t.Fatal("the draw must be deterministic")
	}
	models := map[string]bool{}
	for _, a := range p1 {
		for _, c := range cands {
			if c.Address == a {
				models[c.Model] = true
			}
		}
	}
	if len(models) != 3 {
		t.Fatalf("three seats and three models: the draw must prefer distinct models, got %v", p1)
	}
	differs := false
	for i := range 20 {
		if !slices.Equal(SelectPanel("vrd_"+string(rune('a'+i)), cands, 3), p1) {
			differs = true
		}
	}
	if !differs {
		t.Fatal("different requests should draw different panels")
	}
	if got := SelectPanel("vrd_1", cands, 10); len(got) != len(cands) {
		t.Fatalf("panel larger than the registry takes everyone, got %d", len(got))
	}
}

func TestReceiptChecks(t *testing.T) {
	s := goldenKey()
	other := NewKeySigner(mustKey(t))
	ev := []Evidence{{Label: "doc", Text: "hello"}}
	req := &Request{ID: "vrd_00112233445566778899aabbccddeeff", Options: []string{"yes", "no"}, Context: EvidenceContext(ev), Panel: []Address{Address(s.Address())}}
	good := Receipt{V: Version, Kind: KindReceipt, RequestID: req.ID, Juror: Address(s.Address()), Context: req.Context, Vote: "yes", Confidence: 0.5, CreatedAt: "2026-01-01T00:00:00Z"}
	sign := func(rc Receipt, by Signer) *Receipt {
		if err := rc.Sign(by); err != nil {
			t.Fatal(err)
		}
		return &rc
	}
	if err := sign(good, s).CheckAgainst(req, good.Juror); err != nil {
		t.Fatalf("good receipt rejected: %v", err)
	}
	forged := sign(good, other)
	if err := forged.CheckAgainst(req, good.Juror); !errors.Is(err, ErrWrongSigner) {
		t.Fatalf("forged signature: %v", err)
	}
	tampered := sign(good, s)
	tampered.Vote = "no"
	if err := tampered.CheckAgainst(req, good.Juror); !errors.Is(err, ErrWrongSigner) {
		t.Fatalf("tampered vote: %v", err)
	}
	wrongRoot := good
	wrongRoot.Context.Root = Fingerprint("other")
	if err := sign(wrongRoot, s).CheckAgainst(req, good.Juror); !errors.Is(err, ErrContextRoot) {
		t.Fatalf("wrong root: %v", err)
	}
	replay := good
	replay.RequestID = "vrd_ffffffffffffffffffffffffffffffff"
	if err := sign(replay, s).CheckAgainst(req, good.Juror); !errors.Is(err, ErrReceiptMatch) {
		t.Fatalf("replayed on another request: %v", err)
	}
	noClass := good
	noClass.Vote = VoteAbstain
	if err := sign(noClass, s).CheckAgainst(req, good.Juror); err == nil {
		t.Fatal("an abstention must name its class")
	}
	overConfident := good
	overConfident.Confidence = 1.5
	if err := sign(overConfident, s).CheckAgainst(req, good.Juror); err == nil {
		t.Fatal("confidence outside [0,1] must be rejected")
	}
}

func mustKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestAuditDetectsTampering(t *testing.T) {
	v := buildVectors(t)
	rec := Record{Verdict: []byte(v.Canonical), Signature: v.Signature, Receipts: map[string][]byte{v.ReceiptCID: []byte(v.ReceiptBlock)}}
	rep := Audit(rec, AuditOptions{ExpectCID: v.CID, ExpectSigner: v.Signer})
	if !rep.OK() {
		t.Fatalf("golden record must audit: %+v", rep.Checks)
	}
	flip := func(s string, old, new string) []byte { return []byte(strings.Replace(s, old, new, 1)) }
	cases := map[string]Record{
		"cid":        {Verdict: flip(v.Canonical, `"dissent":0`, `"dissent":1`), Signature: v.Signature, Receipts: rec.Receipts},
		"signature":  {Verdict: rec.Verdict, Signature: "0x" + strings.Repeat("11", 65), Receipts: rec.Receipts},
		"receipt[0]": {Verdict: rec.Verdict, Signature: v.Signature, Receipts: map[string][]byte{v.ReceiptCID: flip(v.ReceiptBlock, `"latency_ms":412`, `"latency_ms":413`)}},
	}
	for check, r := range cases {
		rep := Audit(r, AuditOptions{ExpectCID: v.CID, ExpectSigner: v.Signer})
		failed, bad := rep.Failed()
		if !bad || failed.Name != check {
			t.Errorf("tampering with %s: first failing check %+v", check, failed)
		}
	}
}

func FuzzCanonicalizeJSON(f *testing.F) {
	for _, s := range []string{`{"a":1}`, `[1.5,"x",null]`, `{"b":{"a":[]}}`, `1e400`, `"\ud800"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := CanonicalizeJSON(in)
		if err != nil {
			return
		}
		again, err := CanonicalizeJSON(out)
		if err != nil || string(again) != string(out) {
			t.Fatalf("canonical form is not a fixed point: %q → %q → %q (%v)", in, out, again, err)
		}
	})
}

// TextDigest is EIP-191 personal_sign hashing, as go-ethereum computes it.
func TestTextDigestIsPersonalSign(t *testing.T) {
	for _, n := range []int{0, 1, 9, 10, 99, 100, 4096, 100000} {
		msg := []byte(strings.Repeat("é", n/2) + strings.Repeat("x", n%2))
		got := TextDigest(msg)
		if want := accounts.TextHash(msg); string(got[:]) != string(want) {
			t.Fatalf("%d bytes: %x, want %x", len(msg), got, want)
		}
	}
}

// AddressString writes an address as the protocol does.
func TestAddressString(t *testing.T) {
	a := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")
	lower := strings.ToLower(a.Hex())
	if got := AddressString(a); got != lower {
		t.Errorf("AddressString = %s, want %s", got, lower)
	}
}

// Verify always recovers the signature: a request signed by a key other
// than its coordinator's, or with a malformed signature, is refused, as is
// one whose evidence changed after signing.
func TestRequestVerifyRecoversTheSigner(t *testing.T) {
	coord, other := NewKeySigner(mustKey(t)), NewKeySigner(mustKey(t))
	ev := []Evidence{{Label: "contract", Text: "a logo in SVG"}, {Label: "delivery", Text: "logo.svg"}}
	var cands []Candidate
	for range 3 {
		cands = append(cands, Candidate{Address: Address(NewKeySigner(mustKey(t)).Address()), Model: "m", Weight: MaxWeight})
	}
	for i := 1; i < len(cands); i++ {
		for j := i; j > 0 && cands[j-1].Address.String() > cands[j].Address.String(); j-- {
			cands[j-1], cands[j] = cands[j], cands[j-1]
		}
	}
	id := "vrd_00112233445566778899aabbccddeeff"
	req := Request{
		V: Version, Kind: KindRequest, ID: id, Coordinator: Address(coord.Address()),
		Question: "Delivered?", Options: []string{"yes", "no"}, Evidence: ev, Context: EvidenceContext(ev),
		Candidates: cands, Panel: SelectPanel(id, cands, 3), Deadline: 1893456000000, CreatedAt: "2026-01-01T00:00:00.000Z",
	}
	good, err := req.Sign(coord)
	if err != nil {
		t.Fatal(err)
	}
	key, err := good.VerifyKey()
	if err != nil {
		t.Fatalf("a good request: %v", err)
	}
	if crypto.PubkeyToAddress(*key) != coord.Address() {
		t.Fatalf("recovered %s, want the coordinator %s", crypto.PubkeyToAddress(*key), coord.Address())
	}
	byOther, err := req.Sign(other)
	if err != nil {
		t.Fatal(err)
	}
	if err := byOther.Verify(); !errors.Is(err, ErrWrongSigner) {
		t.Fatalf("signed by another key: %v", err)
	}
	for _, sig := range []string{"", "0x1234", "0x" + strings.Repeat("ab", 64) + "1d", "0x" + strings.Repeat("zz", 65)} {
		bad := good
		bad.Signature = sig
		if err := bad.Verify(); !errors.Is(err, ErrBadSignature) {
			t.Fatalf("signature %q: %v", sig, err)
		}
	}
	tampered := good
	tampered.Request.Evidence = []Evidence{ev[0], {Label: "delivery", Text: "nothing"}}
	if err := tampered.Verify(); !errors.Is(err, ErrContextRoot) {
		t.Fatalf("evidence changed: %v", err)
	}
}
