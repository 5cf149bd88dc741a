package verdict

import (
	"encoding/json"
	"errors"
	"os"
	"testing"
)

// The protocol's rules on top of RFC 8785: no member named "/" at any
// depth (a value "/" is fine), no number beyond a double's range (the
// library alone would write the largest double), and, as jsontext refuses
// them, no duplicate member names, invalid UTF-8 or lone surrogate escapes,
// and nothing after the document.
func TestCanonicalProtocolRules(t *testing.T) {
	for _, ok := range []struct{ in, want string }{
		{`{"a":"/","/a":["/"]}`, `{"/a":["/"],"a":"/"}`},
		{`1.7976931348623157e308`, `1.7976931348623157e+308`},
		{`[1e-400, "e+308"]`, `[0,"e+308"]`},
		{`{"\u00e9":1,"\ud83d\ude00":2,"\uffff":3,"a":4}`, "{\"a\":4,\"é\":1,\"😀\":2,\"\uffff\":3}"}, // UTF-16 order: D83D before FFFF
	} {
		got, err := CanonicalizeJSON([]byte(ok.in))
		if err != nil || string(got) != ok.want {
			t.Errorf("%s: %s (%v), want %s", ok.in, got, err, ok.want)
		}
	}
	for _, bad := range []string{`{"/":1}`, `[{"x":{"/":"y"}}]`, `{"\/":1}`, `1e400`, `[1,-1.8e308]`,
		`{"a":1,"a":2}`, "\"\xff\"", `"\ud800"`, `{} }`, `1]`, ``} {
		if got, err := CanonicalizeJSON([]byte(bad)); !errors.Is(err, ErrNotCanonical) {
			t.Errorf("%q: %q (%v), want ErrNotCanonical", bad, got, err)
		}
	}
}

// Every record of the golden vectors is a fixed point: its canonical bytes
// canonicalize to themselves.
func TestCanonicalFixedPointOnRecords(t *testing.T) {
	for _, in := range seedRecords(t) {
		out, err := CanonicalizeJSON(in)
		if err != nil {
			t.Fatalf("%.80s: %v", in, err)
		}
		again, err := CanonicalizeJSON(out)
		if err != nil || string(again) != string(out) {
			t.Fatalf("%.80s: not a fixed point (%v)", in, err)
		}
	}
}

// seedRecords are the golden vectors' file and records, raw and marshalled.
func seedRecords(tb testing.TB) [][]byte {
	tb.Helper()
	raw, err := os.ReadFile(vectorsFile)
	if err != nil {
		tb.Fatal(err)
	}
	var v vectors
	if err := json.Unmarshal(raw, &v); err != nil {
		tb.Fatal(err)
	}
	out := [][]byte{raw, []byte(v.Canonical), []byte(v.ReceiptBytes), []byte(v.ReceiptBlock)}
	for _, x := range []any{v.Payload, v.Receipt, v.Evidence, v.Ballot, v.Numbers} {
		b, err := json.Marshal(x)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, b)
	}
	ind, _ := json.MarshalIndent(v.Payload, "", "\t")
	return append(out, ind)
}

// FuzzCanonicalString checks that AppendCanonicalString writes exactly what
// Canonical writes for the same string, invalid UTF-8 included.
func FuzzCanonicalString(f *testing.F) {
	for _, s := range []string{"", "plain", "quote \" and \\ backslash", "\x00\x01\x1f\x7f", "\b\f\n\r\t",
		"\u2028\u2029 <>&", "é 漢 🙂", "\xff\xfe", "a\xc3", "\xed\xa0\x80", "\uFFFD", "/slash"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := Canonical(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendCanonicalString([]byte("prefix"), s); string(got) != "prefix"+string(want) {
			t.Fatalf("AppendCanonicalString(%q) = %q, Canonical = %q", s, got[6:], want)
		}
	})
}
