package verdict

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// RefCanonical is Canonical over the reference canonicalizer, for the
// benchmarks of the external test package.
func RefCanonical(v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotCanonical, err)
	}
	return refCanonicalizeJSON(raw)
}

// RefCanonicalizeJSON exports the reference to the external test package.
var RefCanonicalizeJSON = refCanonicalizeJSON

// refCanonicalizeJSON is the first implementation of CanonicalizeJSON, kept
// unchanged (but for the names) as the reference the hand-written one is
// checked against: encoding/json decodes into an any tree, which is then
// written canonically. It is slow, and it defines what the fast one must do,
// leniencies included: invalid UTF-8 and lone surrogates become U+FFFD, the
// last of duplicate keys wins, and data after the document is ignored when
// it starts with ']' or '}' (json.Decoder.More).
func refCanonicalizeJSON(raw []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var tree any
	if err := dec.Decode(&tree); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotCanonical, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: trailing data", ErrNotCanonical)
	}
	var b bytes.Buffer
	b.Grow(len(raw))
	if err := refWriteCanonical(&b, tree); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func refWriteCanonical(b *bytes.Buffer, v any) error {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		if x {
			b.WriteString("true")
		} else {
			b.WriteString("false")
		}
	case json.Number:
		s, err := refCanonicalNumber(x)
		if err != nil {
			return err
		}
		b.WriteString(s)
	case string:
		return refWriteCanonicalString(b, x)
	case []any:
		b.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := refWriteCanonical(b, e); err != nil {
				return err
			}
		}
		b.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			if k == "/" {
				return fmt.Errorf("%w: reserved map key %q", ErrNotCanonical, k)
			}
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return refLessUTF16(keys[i], keys[j]) })
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := refWriteCanonicalString(b, k); err != nil {
				return err
			}
			b.WriteByte(':')
			if err := refWriteCanonical(b, x[k]); err != nil {
				return err
			}
		}
		b.WriteByte('}')
	default:
		return fmt.Errorf("%w: unexpected %T", ErrNotCanonical, v)
	}
	return nil
}

// refLessUTF16 orders strings by UTF-16 code units, as RFC 8785 requires.
func refLessUTF16(a, b string) bool {
	if refIsASCII(a) && refIsASCII(b) {
		return a < b
	}
	ua, ub := utf16.Encode([]rune(a)), utf16.Encode([]rune(b))
	for i := 0; i < len(ua) && i < len(ub); i++ {
		if ua[i] != ub[i] {
			return ua[i] < ub[i]
		}
	}
	return len(ua) < len(ub)
}

func refIsASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

const refHexDigits = "0123456789abcdef"

func refWriteCanonicalString(b *bytes.Buffer, s string) error {
	if !utf8.ValidString(s) {
		return fmt.Errorf("%w: invalid UTF-8 string", ErrNotCanonical)
	}
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			b.WriteString(`\"`)
		case c == '\\':
			b.WriteString(`\\`)
		case c >= 0x20:
			b.WriteByte(c)
		case c == '\b':
			b.WriteString(`\b`)
		case c == '\f':
			b.WriteString(`\f`)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		default:
			b.WriteString(`\u00`)
			b.WriteByte(refHexDigits[c>>4])
			b.WriteByte(refHexDigits[c&0xf])
		}
	}
	b.WriteByte('"')
	return nil
}

// refCanonicalNumber renders a JSON number the way ECMAScript's
// Number.prototype.toString does, which is what RFC 8785 prescribes.
func refCanonicalNumber(n json.Number) (string, error) {
	f, err := strconv.ParseFloat(string(n), 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return "", fmt.Errorf("%w: number %q", ErrNotCanonical, string(n))
	}
	if f == 0 {
		return "0", nil // also folds -0
	}
	abs := math.Abs(f)
	if abs >= 1e-6 && abs < 1e21 {
		return strconv.FormatFloat(f, 'f', -1, 64), nil
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // e.g. 1.5e-07, 1e+21
	mant, exp, _ := strings.Cut(s, "e")
	sign := exp[0]
	exp = strings.TrimLeft(exp[1:], "0")
	return mant + "e" + string(sign) + exp, nil
}

// checkSameAsRef fails t unless CanonicalizeJSON and the reference agree on
// in: both refuse it, or both accept it with the same bytes.
func checkSameAsRef(t *testing.T, in []byte) {
	t.Helper()
	want, werr := refCanonicalizeJSON(in)
	got, gerr := CanonicalizeJSON(in)
	if (werr == nil) != (gerr == nil) || string(got) != string(want) {
		t.Fatalf("%q:\n got %q (%v)\nwant %q (%v)", in, got, gerr, want, werr)
	}
	if gerr != nil && !errors.Is(gerr, ErrNotCanonical) {
		t.Fatalf("%q: %v does not wrap ErrNotCanonical", in, gerr)
	}
}

// trickyJSON are inputs where a hand-written canonicalizer could part from
// encoding/json: escapes, surrogates, invalid UTF-8, numbers at the edges of
// the ECMAScript forms, duplicate and reserved keys, key orders where UTF-16
// and UTF-8 disagree, data after the document, and syntax errors.
var trickyJSON = []string{
	// Strings.
	`"\u0000"`, `"a\u2028b\u2029c"`, "\"a\u2028b\u2029c\"", `"\ud83d\ude00"`, `"\uD83D\uDE00"`,
	`"\ud83d"`, `"\ude00"`, `"\ud83d\ud83d\ude00"`, `"\ude00\ud83d\ude00"`, `"\ud83dx"`, `"\ud83d\n"`,
	`"\ud83d\\ude00"`, `"\ud83d\u0041"`, `"\ud83d\ud83d"`, `"x\udbff\udfffy"`, `"\u00e9\u00E9"`, `"\u007f"`, "\"\x7f\"",
	`"\/"`, `"\""`, `"\\"`, `"\b\f\n\r\t"`, `"\u0008\u000c\u000a\u000d\u0009"`, `"\u001f\u0020"`,
	`"\u003c\u003e\u0026"`, `"\ufffd"`, `"\uffff"`, `""`, `"plain ascii / text"`,
	"\"\xff\"", "\"a\xc3\"", "\"\xc3\xa9\"", "\"\xed\xa0\x80\"", "\"\xef\xbf\xbd\"", "\"\xf4\x90\x80\x80\"",
	"\"\xc0\xaf\"", "\"\xe2\x82\"", "\"\xf0\x9f\x98\x80\"", "\"abcdefgh\xffijklmnop\\n\"",
	"\"\x01\"", "\"\t\"", "\"\n\"", `"\x"`, `"\u12"`, `"\u12G4"`, `"\'"`, `"abc`, `"abc\`, `"\u`,
	`"0123456789abcdef\"0123456789abcdef"`, `"0123456789abcdef\\"`,
	// Numbers.
	`1e21`, `1e20`, `1e-7`, `1e-6`, `-0`, `-0.0`, `0.1`, `0.86`, `-1.5`, `123456789012345678901`,
	`1e400`, `-1e400`, `1e-400`, `5e-324`, `2e-324`, `1.7976931348623157e308`, `1.8e308`,
	`999999999999999`, `-999999999999999`, `9999999999999999`, `-9999999999999999`, `9007199254740993`,
	`1E+2`, `1e-0`, `0e10`, `100e-2`, `1.0`, `1.50`, `0`, `00`, `01`, `-01`, `1.`, `.5`, `+1`, `-`, `1e`, `1e+`,
	`0x10`, `1.5e300`, `1E21`, `123456789012345678`, `1e300`, `[1e400]`, `[-0,0,-0.0]`,
	// Literals.
	`true`, `false`, `null`, `tru`, `nul`, `nulll`, `True`, `[true,false,null]`,
	// Duplicate and reserved keys.
	`{"a":1,"a":2}`, `{"a":1e400,"a":1}`, `{"a":1,"a":1e400}`, `{"a":{"/":1},"a":2}`, `{"a":2,"a":{"/":1}}`,
	`{"/":1,"/":2}`, `{"/":1}`, `{"\/":1}`, `{"x":{"/":1}}`, `[{"/":1}]`, `{"//":1}`, `{"/ ":1}`, `"/"`,
	`{"a":1,"\u0061":2}`, "{\"\xff\":1,\"\xfe\":2}", "{\"\\ufffd\":1,\"\xff\":2}", `{"b":1,"a":2,"b":3}`,
	`{"a":[1,2],"a":[1e400,"x"]}`, `{"a":[1e400],"a":0}`, `{"b":0,"a":{"c":1,"c":2},"a":{"d":3,"c":4}}`,
	// Key order.
	`{"\u00e9":1,"\ud83d\ude00":2,"\uffff":3,"a":4}`, `{"\ue000":1,"\ud800\udc00":2}`, `{"\uffff":1,"\ud83d\ude00":2}`,
	`{"ab":1,"a":2}`, `{"":1,"a":2}`, `{"a\nb":1,"a\u000ab":2}`, `{"a\"":1,"a\\":2,"a":3}`, `{"\u20ac":1,"\ud83d\ude00":2,"z":3}`,
	"{\"\xef\xbf\xbf\":1,\"\xf0\x9f\x98\x80\":2,\"\xc3\xa9\":3}", `{"é1":1,"é":2,"e":3}`, `{"\u0000":1,"":2}`,
	`{"b":{"y":1,"x":2},"a":[{"q":1,"p":2}]}`,
	// Data after the document, and whitespace.
	`{} }`, `{}]`, `1]`, `1}`, `[1]x`, `1 2`, `{}{}`, `"a"]`, `true]`, `truex`, `1x`, `null ]x`, `1"x"`,
	` 1 `, ``, `  `, "\t\n\r1\t\n\r", ` { "a" : [ 1 , 2 ] , "b" : { } } `, `{"a":1} {}`, "[1]\x00", "\xef\xbb\xbf1",
	"\f1", "1\f",
	// Syntax errors.
	`[1,]`, `{"a":1,}`, `{"a"}`, `{a:1}`, `[`, `{`, `]`, `}`, `,`, `:`, `'a'`, `[1 2]`, `{"a":1 "b":2}`, `[true false]`,
	`{"a" 1}`, `{,}`, `[,1]`, `{"a":}`, "\x00", `{"a":1]`, `[1}`,
}

// nested is n arrays or objects inside each other around a number.
func nested(n int, object bool) string {
	if object {
		return strings.Repeat(`{"a":`, n) + "1" + strings.Repeat("}", n)
	}
	return strings.Repeat("[", n) + "1" + strings.Repeat("]", n)
}

func TestCanonicalMatchesReference(t *testing.T) {
	cases := slices.Clone(trickyJSON)
	for _, n := range []int{1, maxDepth - 1, maxDepth, maxDepth + 1} {
		cases = append(cases, nested(n, false), nested(n, true))
	}
	cases = append(cases, strings.Repeat("[", maxDepth+1), strings.Repeat(`{"a":[`, maxDepth/2)+"1"+strings.Repeat("]}", maxDepth/2))
	for _, in := range cases {
		checkSameAsRef(t, []byte(in))
	}
	for _, in := range seedRecords(t) {
		checkSameAsRef(t, in)
	}
}

// TestCanonicalConcurrent runs the canonicalizer from several goroutines, so
// that the race detector sees its pooled buffers shared.
func TestCanonicalConcurrent(t *testing.T) {
	records := seedRecords(t)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 50 {
				for _, in := range records {
					want, _ := refCanonicalizeJSON(in)
					if got, err := CanonicalizeJSON(in); err != nil || string(got) != string(want) {
						t.Errorf("%q: got %q (%v)", in, got, err)
						return
					}
				}
			}
		})
	}
	wg.Wait()
}

// seedRecords are the golden vectors file and the records in it, as JSON.
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

// FuzzCanonicalDifferential checks CanonicalizeJSON against the reference
// on arbitrary bytes.
func FuzzCanonicalDifferential(f *testing.F) {
	for _, in := range trickyJSON {
		f.Add([]byte(in))
	}
	for _, in := range seedRecords(f) {
		f.Add(in)
	}
	f.Add([]byte(nested(40, false)))
	f.Add([]byte(nested(40, true)))
	f.Fuzz(func(t *testing.T, in []byte) {
		checkSameAsRef(t, in)
	})
}

// TestCanonicalRandomDocuments compares CanonicalizeJSON with the reference
// on random documents built from the pieces the fuzzer is least likely to
// assemble: keys equal after decoding, keys whose UTF-16 and UTF-8 orders
// differ, reserved keys and out-of-range numbers under duplicate keys, and
// whitespace everywhere; one in four has a byte changed.
func TestCanonicalRandomDocuments(t *testing.T) {
	keys := []string{`a`, `b`, `ab`, ``, `/`, `\/`, `\u0061`, `é`, `\u00e9`, `\ud83d\ude00`, `😀`, `\uffff`, "\uffff",
		`\ue000`, `\ud800\udc00`, `\ud800`, `\udc00`, "\xff", "\xfe", `\ufffd`, `a\nb`, `a\u000ab`, `\u0000`, `z`, `\"`, `\\`}
	scalars := []string{`0`, `-0`, `1`, `-1.5`, `0.1`, `1e21`, `1e-7`, `1e400`, `-1e400`, `123456789012345678901`,
		`999999999999999`, `9999999999999999`, `1E+2`, `true`, `false`, `null`, `""`, `"x"`, `"\u2028\n\t"`,
		"\"\xed\xa0\x80\"", `"\ud83d\ude00\ud83d"`, `"\u003c/\u003e"`}
	r := rand.New(rand.NewPCG(1, 2))
	space := func() string { return []string{"", "", "", " ", "\n\t", "\r "}[r.IntN(6)] }
	var value func(depth int) string
	value = func(depth int) string {
		var b strings.Builder
		b.WriteString(space())
		switch n := r.IntN(5); {
		case depth > 4 || n < 2:
			b.WriteString(scalars[r.IntN(len(scalars))])
		case n == 2:
			b.WriteString("[")
			for i := range r.IntN(4) {
				if i > 0 {
					b.WriteString(",")
				}
				b.WriteString(value(depth + 1))
			}
			b.WriteString(space() + "]")
		default:
			b.WriteString("{")
			for i := range r.IntN(6) {
				if i > 0 {
					b.WriteString(",")
				}
				b.WriteString(space() + `"` + keys[r.IntN(len(keys))] + `"` + space() + ":" + value(depth+1))
			}
			b.WriteString(space() + "}")
		}
		b.WriteString(space())
		return b.String()
	}
	for range 30000 {
		doc := []byte(value(0))
		if r.IntN(4) == 0 {
			const mutations = "{}[],:\"\\ 0e.-/"
			doc[r.IntN(len(doc))] = mutations[r.IntN(len(mutations))]
		}
		checkSameAsRef(t, doc)
	}
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
