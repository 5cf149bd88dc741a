package verdict

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"
)

// ErrNotCanonical is returned when a value cannot be put into canonical form
// (a non-finite number, an invalid UTF-8 string, a reserved map key).
var ErrNotCanonical = errors.New("verdict: value has no canonical form")

// errReservedKey is the map key "/" (an IPLD link or bytes in DAG-JSON).
var errReservedKey = fmt.Errorf("%w: reserved map key %q", ErrNotCanonical, "/")

// Canonical returns the RFC 8785 (JCS) canonical JSON encoding of v, which is
// first marshalled with encoding/json: members sorted by their UTF-16 code
// units, the minimal string escapes, numbers in ECMAScript's shortest
// round-trip form, no insignificant whitespace. The protocol adds one rule:
// the map key "/" is refused, so that the bytes are also valid DAG-JSON
// with no IPLD link or bytes semantics.
func Canonical(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotCanonical, err)
	}
	return canonicalize(b)
}

// CanonicalizeJSON re-encodes a JSON document canonically, as Canonical
// writes it. A document that is not one valid JSON value, or that holds a
// duplicate member name, invalid UTF-8 or the member name "/", has no
// canonical form.
func CanonicalizeJSON(raw []byte) ([]byte, error) {
	return canonicalize(raw)
}

// canonicalize returns the canonical form of b (jsontext.Value.Canonicalize)
// under the protocol's two rules: no member is named "/", and every number
// is a finite double (the library would write one beyond the range as the
// largest double instead).
func canonicalize(b []byte) ([]byte, error) {
	v := jsontext.Value(bytes.Clone(b))
	if err := v.Canonicalize(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotCanonical, err)
	}
	if err := checkReservedKey(v); err != nil {
		return nil, err
	}
	if bytes.Contains(v, []byte("e+308")) {
		if err := checkNumberRange(b); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// checkReservedKey refuses a canonical document with a member named "/".
// Only a document that holds the string "/" is read token by token.
func checkReservedKey(b []byte) error {
	if !bytes.Contains(b, []byte(`"/"`)) {
		return nil
	}
	return eachToken(b, func(tok jsontext.Token, d *jsontext.Decoder) error {
		// A name leaves its object with an odd count of names and values.
		if tok.Kind() == '"' && tok.String() == "/" {
			if kind, n := d.StackIndex(d.StackDepth()); kind == '{' && n%2 == 1 {
				return errReservedKey
			}
		}
		return nil
	})
}

// checkNumberRange refuses a document with a number beyond the range of a
// double, which has no canonical form.
func checkNumberRange(b []byte) error {
	return eachToken(b, func(tok jsontext.Token, _ *jsontext.Decoder) error {
		if tok.Kind() == '0' {
			if _, err := strconv.ParseFloat(tok.String(), 64); err != nil {
				return fmt.Errorf("%w: number %s", ErrNotCanonical, tok.String())
			}
		}
		return nil
	})
}

// eachToken calls fn with each token of the JSON document b, and the
// decoder that read it, until fn fails.
func eachToken(b []byte, fn func(jsontext.Token, *jsontext.Decoder) error) error {
	d := jsontext.NewDecoder(bytes.NewReader(b))
	for {
		tok, err := d.ReadToken()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%w: %v", ErrNotCanonical, err)
		}
		if err := fn(tok, d); err != nil {
			return err
		}
	}
}

// AppendCanonicalString appends s as a JSON string in canonical form, byte
// for byte what Canonical(s) returns (each byte of invalid UTF-8 stands for
// U+FFFD, as encoding/json writes it). It lets a caller write a small
// canonical document of known shape directly.
func AppendCanonicalString(dst []byte, s string) []byte {
	dst, _ = jsontext.AppendQuote(dst, s) // the error only reports invalid UTF-8, replaced
	return dst
}
