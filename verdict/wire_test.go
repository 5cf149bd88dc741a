package verdict

import (
	"encoding/json"
	"reflect"
	"testing"
)

// UnmarshalStrict refuses what encoding/json would resolve silently, and
// decodes a real record exactly as encoding/json does.
func TestUnmarshalStrict(t *testing.T) {
	for name, in := range map[string]string{
		"duplicate name": `{"request":{"id":"vrd_a","id":"vrd_b"},"signature":"0x"}`,
		"invalid UTF-8":  "{\"request\":{\"question\":\"a\xffb\"},\"signature\":\"0x\"}",
		"trailing data":  `{"signature":"0x"} {}`,
	} {
		var std, strict SignedRequest
		if json.Unmarshal([]byte(in), &std) != nil && name != "trailing data" {
			t.Fatalf("%s: encoding/json refuses it too; the case shows nothing", name)
		}
		if err := UnmarshalStrict([]byte(in), &strict); err == nil {
			t.Errorf("%s: accepted: %+v", name, strict)
		}
	}
	// A name in another case is refused, not skipped: encoding/json would
	// bind it to the field, and the two decoders would read different
	// records. So is a member no field defines.
	for _, in := range []string{
		`{"Signature":"0xab","request":{"id":"vrd_x"}}`,
		`{"signature":"0xab","request":{"ID":"vrd_x"}}`,
		`{"request":{"CAndidAtes":[{"address":"0x1"}]},"signature":"0x"}`,
		`{"request":{"id":"vrd_x","extra":1},"signature":"0x"}`,
	} {
		var got SignedRequest
		if err := UnmarshalStrict([]byte(in), &got); err == nil {
			t.Errorf("%s: accepted as %+v", in, got)
		}
	}

	for _, in := range seedRecords(t) {
		for _, mk := range []func() any{func() any { return new(vectors) }, func() any { return new(Verdict) }, func() any { return new(Receipt) }} {
			std, strict := mk(), mk()
			errStd, errStrict := json.Unmarshal(in, std), UnmarshalStrict(in, strict)
			if errStrict == nil && (errStd != nil || !reflect.DeepEqual(std, strict)) {
				t.Fatalf("%T from %.80s: strict %+v, encoding/json %+v (%v)", std, in, strict, std, errStd)
			}
		}
	}
}

// FuzzUnmarshalStrict checks that UnmarshalStrict is never looser than
// encoding/json: whatever it accepts, encoding/json accepts too and decodes
// to the same value, so a record's canonical form does not depend on the
// decoder that read it.
func FuzzUnmarshalStrict(f *testing.F) {
	for _, in := range seedRecords(f) {
		f.Add(in)
	}
	f.Add([]byte(`{"request":{"v":1,"kind":"request","id":"vrd_0","evidence":[{"label":"a","text":"b"}],"candidates":[{"address":"0x1","weight":1000}],"deadline_ms":5},"signature":"0x"}`))
	f.Add([]byte(`{"receipt":{"v":1,"confidence":0.25,"ballot":{"approved":true}},"rationale":"r"}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		check := func(std, strict any) {
			if UnmarshalStrict(in, strict) != nil {
				return
			}
			if err := json.Unmarshal(in, std); err != nil {
				t.Fatalf("strict accepts %q into %T, encoding/json refuses: %v", in, std, err)
			}
			if !reflect.DeepEqual(std, strict) {
				t.Fatalf("%q into %T: strict %+v, encoding/json %+v", in, std, strict, std)
			}
		}
		check(new(SignedRequest), new(SignedRequest))
		check(new(Receipt), new(Receipt))
		check(new(Capability), new(Capability))
		check(new(Verdict), new(Verdict))
	})
}
