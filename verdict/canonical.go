package verdict

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// ErrNotCanonical is returned when a value cannot be put into canonical form
// (a non-finite number, an invalid UTF-8 string, a reserved map key).
var ErrNotCanonical = errors.New("verdict: value has no canonical form")

// errReservedKey is the map key "/" (an IPLD link or bytes in DAG-JSON).
var errReservedKey = fmt.Errorf("%w: reserved map key %q", ErrNotCanonical, "/")

// Canonical returns the RFC 8785 (JCS) canonical JSON encoding of v, which is
// first marshalled with encoding/json. Map keys are sorted by their UTF-16
// code units, strings use the minimal JSON escapes, numbers use the
// ECMAScript shortest round-trip form, and no insignificant whitespace is
// written. The map key "/" is refused so that the bytes are also valid
// DAG-JSON with no IPLD link or bytes semantics.
func Canonical(v any) ([]byte, error) {
	buf := encodeBufs.Get().(*bytes.Buffer)
	defer putEncodeBuf(buf)
	// Encode writes what Marshal returns, and a newline that
	// CanonicalizeJSON skips, into a buffer used again by the next call.
	if err := json.NewEncoder(buf).Encode(v); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotCanonical, err)
	}
	return CanonicalizeJSON(buf.Bytes())
}

// encodeBufs holds the buffers Canonical encodes into: the encoding lives
// only until it is canonicalized.
var encodeBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func putEncodeBuf(b *bytes.Buffer) {
	if b.Cap() > 1<<20 { // a rare large record does not pin its buffer
		return
	}
	b.Reset()
	encodeBufs.Put(b)
}

// maxDepth bounds the nesting of arrays and objects, as in encoding/json.
const maxDepth = 10000

// CanonicalizeJSON re-encodes an arbitrary JSON document canonically.
//
// It accepts exactly the documents that encoding/json decodes into an any,
// and reads them the same way: a string's invalid UTF-8 bytes and lone
// surrogate escapes stand for U+FFFD, the last of duplicate keys wins (only
// the value kept must have a canonical form), and anything after the
// document is refused unless it starts with ']' or '}'.
//
// It builds no tree of values. A first pass checks the grammar and indexes
// the document: one flat, pointer-free node per value and per key, holding
// offsets into the input. A second pass writes the nodes canonically, each object's
// members in the order of their keys, so that every output byte is written
// once.
func CanonicalizeJSON(raw []byte) ([]byte, error) {
	c := canonicalizerPool.Get().(*canonicalizer)
	defer c.release()
	c.in, c.pos, c.depth = raw, 0, 0
	c.skipSpace()
	if err := c.read(); err != nil {
		return nil, err
	}
	c.skipSpace()
	if c.pos < len(raw) && raw[c.pos] != ']' && raw[c.pos] != '}' {
		return nil, fmt.Errorf("%w: trailing data", ErrNotCanonical)
	}
	c.out = make([]byte, 0, len(raw))
	if err := c.write(0); err != nil {
		return nil, err
	}
	return c.out, nil
}

// canonicalizer is the state of one CanonicalizeJSON call. Its buffers are
// reused through canonicalizerPool, so that a call allocates little beyond
// its output.
type canonicalizer struct {
	in    []byte
	pos   int // the next byte of in to read
	depth int // the arrays and objects open at pos
	nodes []node
	keys  []byte // the decoded keys that differ from their raw bytes
	order []int  // the key nodes of the objects being written, innermost last
	out   []byte
}

// node is a value of the document or an object key. Nodes are in the order
// of the input: a container is followed by its elements, or by each of its
// members as a key node and the value's nodes.
type node struct {
	kind  byte // '{', '[', '"' (a string), 'k' (a key), '0' (a number), 't', 'f', 'n'
	flags byte
	// A string's contents, a number's literal, or a key decoded, in in or,
	// with decoded, in keys.
	start, end int
	// A container's end: the index of the node after its last one.
	next int
}

// Node flags.
const (
	flagPlain   = 1 << iota // a string or key with no escapes and valid, or an integer of at most 15 digits
	flagValid               // a string or key whose contents are valid UTF-8
	flagDecoded             // a key in keys rather than in the input
	flagSorted              // an object whose keys increase strictly in the input
)

var canonicalizerPool = sync.Pool{New: func() any { return new(canonicalizer) }}

// maxPooled bounds the buffers a pooled canonicalizer keeps, in bytes.
const maxPooled = 256 << 10

func (c *canonicalizer) release() {
	c.in, c.out = nil, nil
	if cap(c.nodes) > maxPooled/32 {
		c.nodes = nil
	}
	if cap(c.keys) > maxPooled {
		c.keys = nil
	}
	if cap(c.order) > maxPooled/8 {
		c.order = nil
	}
	c.nodes, c.keys, c.order = c.nodes[:0], c.keys[:0], c.order[:0]
	canonicalizerPool.Put(c)
}

func (c *canonicalizer) syntaxError(what string) error {
	if c.pos >= len(c.in) {
		return fmt.Errorf("%w: unexpected end of JSON input (%s)", ErrNotCanonical, what)
	}
	return fmt.Errorf("%w: invalid character %q at offset %d (%s)", ErrNotCanonical, c.in[c.pos], c.pos, what)
}

func (c *canonicalizer) skipSpace() {
	for c.pos < len(c.in) {
		switch c.in[c.pos] {
		case ' ', '\t', '\n', '\r':
			c.pos++
		default:
			return
		}
	}
}

// peek is the byte at pos, or 0 at the end of the input (0 never begins or
// ends a token).
func (c *canonicalizer) peek() byte {
	if c.pos < len(c.in) {
		return c.in[c.pos]
	}
	return 0
}

// read checks the value at pos against the JSON grammar, appends its nodes
// and moves pos past it.
func (c *canonicalizer) read() error {
	switch ch := c.peek(); {
	case ch == '{':
		return c.readObject()
	case ch == '[':
		return c.readArray()
	case ch == '"':
		n, err := c.readString()
		c.nodes = append(c.nodes, n)
		return err
	case ch == '-' || '0' <= ch && ch <= '9':
		return c.readNumber()
	case ch == 't':
		return c.readLiteral("true")
	case ch == 'f':
		return c.readLiteral("false")
	case ch == 'n':
		return c.readLiteral("null")
	}
	return c.syntaxError("looking for the beginning of a value")
}

func (c *canonicalizer) readLiteral(lit string) error {
	if len(c.in)-c.pos < len(lit) || string(c.in[c.pos:c.pos+len(lit)]) != lit {
		return c.syntaxError("in literal " + lit)
	}
	c.pos += len(lit)
	c.nodes = append(c.nodes, node{kind: lit[0]})
	return nil
}

// open starts reading an array or object: it appends its node, whose index
// it returns, and moves pos past the opening bracket.
func (c *canonicalizer) open(kind byte) (int, error) {
	if c.depth++; c.depth > maxDepth {
		return 0, c.syntaxError("exceeded max depth")
	}
	c.pos++
	c.nodes = append(c.nodes, node{kind: kind})
	c.skipSpace()
	return len(c.nodes) - 1, nil
}

// close ends the array or object of node i at its closing bracket.
func (c *canonicalizer) close(i int) {
	c.pos++
	c.depth--
	c.nodes[i].next = len(c.nodes)
}

func (c *canonicalizer) readArray() error {
	i, err := c.open('[')
	if err != nil {
		return err
	}
	if c.peek() == ']' {
		c.close(i)
		return nil
	}
	for {
		if err := c.read(); err != nil {
			return err
		}
		if done, err := c.afterMember(i, ']', "after array element"); done || err != nil {
			return err
		}
	}
}

// afterMember reads what follows a member of the container opened at node
// i: a comma, after which another member follows, or the closing bracket,
// which closes the container (done).
func (c *canonicalizer) afterMember(i int, closing byte, where string) (done bool, err error) {
	c.skipSpace()
	switch c.peek() {
	case ',':
		c.pos++
		c.skipSpace()
		return false, nil
	case closing:
		c.close(i)
		return true, nil
	}
	return false, c.syntaxError(where)
}

func (c *canonicalizer) readObject() error {
	i, err := c.open('{')
	if err != nil {
		return err
	}
	c.nodes[i].flags = flagSorted
	if c.peek() == '}' {
		c.close(i)
		return nil
	}
	last := -1 // the previous key's node
	for {
		if c.peek() != '"' {
			return c.syntaxError("looking for the beginning of an object key")
		}
		k, err := c.readString()
		if err != nil {
			return err
		}
		k.kind = 'k'
		if k.flags&flagPlain == 0 {
			start := len(c.keys)
			c.keys = appendUnquoted(c.keys, c.in[k.start:k.end], k.flags&flagValid != 0, false)
			k.start, k.end, k.flags = start, len(c.keys), flagDecoded
		}
		if last >= 0 && compareUTF16(c.key(&c.nodes[last]), c.key(&k)) >= 0 {
			c.nodes[i].flags = 0 // out of order, or a duplicate
		}
		last = len(c.nodes)
		c.nodes = append(c.nodes, k)
		c.skipSpace()
		if c.peek() != ':' {
			return c.syntaxError("after object key")
		}
		c.pos++
		c.skipSpace()
		if err := c.read(); err != nil {
			return err
		}
		if done, err := c.afterMember(i, '}', "after object key:value pair"); done || err != nil {
			return err
		}
	}
}

// readNumber checks the number at pos against the JSON grammar.
func (c *canonicalizer) readNumber() error {
	in, start := c.in, c.pos
	i := start
	if in[i] == '-' {
		i++
	}
	digits := func() int { // skips the decimal digits at i
		k := i
		for i < len(in) && '0' <= in[i] && in[i] <= '9' {
			i++
		}
		return i - k
	}
	switch {
	case i < len(in) && in[i] == '0':
		i++
	case i < len(in) && '1' <= in[i] && in[i] <= '9':
		digits()
	default:
		c.pos = i
		return c.syntaxError("in numeric literal")
	}
	n := node{kind: '0', start: start, flags: flagPlain}
	if i < len(in) && in[i] == '.' {
		n.flags = 0
		if i++; digits() == 0 {
			c.pos = i
			return c.syntaxError("after decimal point in numeric literal")
		}
	}
	if i < len(in) && (in[i] == 'e' || in[i] == 'E') {
		n.flags = 0
		if i++; i < len(in) && (in[i] == '+' || in[i] == '-') {
			i++
		}
		if digits() == 0 {
			c.pos = i
			return c.syntaxError("in exponent of numeric literal")
		}
	}
	// An integer of at most 15 digits is exact as a float64, and ECMAScript
	// writes it as it is, but for the sign of zero.
	if d := i - start; d > 16 || d == 16 && in[start] != '-' {
		n.flags = 0
	}
	n.end, c.pos = i, i
	c.nodes = append(c.nodes, n)
	return nil
}

// Byte-wise tests on eight bytes at a time: the high bit of each byte of
// the result says whether that byte qualifies. Only the lowest such byte is
// certain (a borrow can mark a byte above a true one), which is all that
// finding the first one needs.
const (
	lsbs = 0x0101010101010101
	msbs = 0x8080808080808080
)

// zeroBytes marks the zero bytes of x.
func zeroBytes(x uint64) uint64 { return (x - lsbs) &^ x & msbs }

// readString checks the string at pos against the JSON grammar, moves pos
// past it, and returns its node: its contents, whether they are valid UTF-8
// and whether, with no escapes, they are their canonical form.
func (c *canonicalizer) readString() (node, error) {
	in := c.in
	n := node{kind: '"', start: c.pos + 1}
	escaped := false
	var high uint64 // the high bits of the contents' bytes, a word at a time
	i := n.start
	for {
		// Skip, eight at a time, bytes that are neither a quote, a
		// backslash nor a control character.
		for i+8 <= len(in) {
			x := binary.LittleEndian.Uint64(in[i:])
			special := zeroBytes(x^('"'*lsbs)) | zeroBytes(x^('\\'*lsbs)) |
				(x-' '*lsbs)&^x&msbs // the bytes below ' '
			if special == 0 {
				high |= x
				i += 8
				continue
			}
			k := bits.TrailingZeros64(special) / 8
			high |= x & (1<<(8*k) - 1)
			i += k
			break
		}
		if i >= len(in) {
			c.pos = i
			return n, c.syntaxError("in string literal")
		}
		switch ch := in[i]; {
		case ch == '"':
			n.end, c.pos = i, i+1
			if high&msbs == 0 || utf8.Valid(in[n.start:n.end]) {
				n.flags = flagValid
				if !escaped {
					n.flags |= flagPlain
				}
			}
			return n, nil
		case ch == '\\':
			escaped = true
			switch c.pos = i + 1; c.peek() {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if u4(in[i:]) < 0 {
					c.pos = i + 2
					for c.pos < len(in) && hexValue[in[c.pos]] >= 0 {
						c.pos++
					}
					return n, c.syntaxError("in \\u hexadecimal character escape")
				}
				i += 6
			default:
				return n, c.syntaxError("in string escape code")
			}
		case ch < ' ':
			c.pos = i
			return n, c.syntaxError("in string literal")
		default:
			high |= uint64(ch)
			i++
		}
	}
}

// key is the decoded key of the key node n.
func (c *canonicalizer) key(n *node) []byte {
	if n.flags&flagDecoded != 0 {
		return c.keys[n.start:n.end]
	}
	return c.in[n.start:n.end]
}

// after is the index of the node after the value of node i.
func (c *canonicalizer) after(i int) int {
	if n := &c.nodes[i]; n.kind == '{' || n.kind == '[' {
		return n.next
	}
	return i + 1
}

// write appends the canonical form of the value of node i to out, or says
// why it has none.
func (c *canonicalizer) write(i int) error {
	switch n := &c.nodes[i]; n.kind {
	case '{':
		return c.writeObject(i)
	case '[':
		c.out = append(c.out, '[')
		for j := i + 1; j < n.next; j = c.after(j) {
			if j > i+1 {
				c.out = append(c.out, ',')
			}
			if err := c.write(j); err != nil {
				return err
			}
		}
		c.out = append(c.out, ']')
	case '"':
		s := c.in[n.start:n.end]
		c.out = append(c.out, '"')
		if n.flags&flagPlain != 0 {
			c.out = append(c.out, s...)
		} else {
			c.out = appendUnquoted(c.out, s, n.flags&flagValid != 0, true)
		}
		c.out = append(c.out, '"')
	case '0':
		lit := c.in[n.start:n.end]
		switch {
		case n.flags&flagPlain == 0:
			var err error
			if c.out, err = appendNumber(c.out, lit); err != nil {
				return err
			}
		case len(lit) == 2 && lit[0] == '-' && lit[1] == '0':
			c.out = append(c.out, '0')
		default:
			c.out = append(c.out, lit...)
		}
	case 't':
		c.out = append(c.out, "true"...)
	case 'f':
		c.out = append(c.out, "false"...)
	case 'n':
		c.out = append(c.out, "null"...)
	}
	return nil
}

// writeObject writes the object of node i with its members in the order of
// their keys' UTF-16 code units, keeping only the last of equal keys as
// decoding into a map does.
func (c *canonicalizer) writeObject(i int) error {
	o := &c.nodes[i]
	base := len(c.order)
	for k := i + 1; k < o.next; k = c.after(k + 1) {
		if key := c.key(&c.nodes[k]); len(key) == 1 && key[0] == '/' {
			return errReservedKey
		}
		c.order = append(c.order, k)
	}
	keys := c.order[base:]
	if o.flags&flagSorted == 0 {
		slices.SortFunc(keys, func(a, b int) int {
			if n := compareUTF16(c.key(&c.nodes[a]), c.key(&c.nodes[b])); n != 0 {
				return n
			}
			return cmp.Compare(a, b)
		})
		kept := keys[:0]
		for x, k := range keys {
			if x+1 < len(keys) && bytes.Equal(c.key(&c.nodes[k]), c.key(&c.nodes[keys[x+1]])) {
				continue
			}
			kept = append(kept, k)
		}
		keys = kept
	}
	c.out = append(c.out, '{')
	for x, k := range keys {
		if x > 0 {
			c.out = append(c.out, ',')
		}
		kn := &c.nodes[k]
		c.out = append(c.out, '"')
		if kn.flags&flagDecoded != 0 {
			c.out = appendEscaped(c.out, c.key(kn))
		} else {
			c.out = append(c.out, c.key(kn)...)
		}
		c.out = append(c.out, '"', ':')
		if err := c.write(k + 1); err != nil {
			return err
		}
	}
	c.out = append(c.out, '}')
	c.order = c.order[:base]
	return nil
}

// compareUTF16 orders two valid UTF-8 strings by their UTF-16 code units, as
// RFC 8785 sorts keys. Byte order is code point order, which is UTF-16 order
// but for one swap: U+E000 to U+FFFF come after the supplementary planes in
// UTF-16, whose surrogates are D800 to DFFF. So only the first characters
// that differ, when neither is ASCII, need a second look.
func compareUTF16(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for i < n && a[i] == b[i] {
		i++
	}
	if i == n {
		return cmp.Compare(len(a), len(b))
	}
	if a[i] < utf8.RuneSelf || b[i] < utf8.RuneSelf {
		return cmp.Compare(a[i], b[i])
	}
	for i > 0 && !utf8.RuneStart(a[i]) {
		i-- // the common prefix ends inside a character
	}
	ra, _ := utf8.DecodeRune(a[i:])
	rb, _ := utf8.DecodeRune(b[i:])
	return cmp.Compare(utf16Weight(ra), utf16Weight(rb))
}

// utf16Weight moves U+E000 to U+FFFF above the supplementary planes.
func utf16Weight(r rune) rune {
	if r >= 0xe000 && r <= 0xffff {
		return r + 0x200000
	}
	return r
}

// hexValue is the value of each hexadecimal digit, and -1 for other bytes.
var hexValue = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := range 10 {
		t['0'+i] = int8(i)
	}
	for i := range 6 {
		t['a'+i], t['A'+i] = int8(10+i), int8(10+i)
	}
	return t
}()

// u4 is the code unit of the \uXXXX escape that s begins with, or -1.
func u4(s []byte) rune {
	if len(s) < 6 || s[0] != '\\' || s[1] != 'u' {
		return -1
	}
	a, b, c, d := hexValue[s[2]], hexValue[s[3]], hexValue[s[4]], hexValue[s[5]]
	if a|b|c|d < 0 {
		return -1
	}
	return rune(a)<<12 | rune(b)<<8 | rune(c)<<4 | rune(d)
}

// appendUnquoted appends the string that the checked contents s of a JSON
// string literal stand for (valid says whether s is valid UTF-8), decoded as
// encoding/json does: a \u escape of a lone surrogate, and each byte of
// invalid UTF-8, stand for U+FFFD. With escape the string is appended with
// the minimal escapes of RFC 8785 instead of raw.
func appendUnquoted(dst, s []byte, valid, escape bool) []byte {
	for i := 0; i < len(s); {
		// Copy the run of bytes that stand for themselves: all but escapes
		// and, in invalid UTF-8, all but ASCII. The contents hold no quote
		// and no control character.
		j := i
		switch {
		case s[i] == '\\': // an escape right after another
		case valid:
			if k := bytes.IndexByte(s[i:], '\\'); k >= 0 {
				j += k
			} else {
				j = len(s)
			}
		default:
			for j < len(s) && s[j] != '\\' && s[j] < utf8.RuneSelf {
				j++
			}
		}
		dst = append(dst, s[i:j]...)
		if i = j; i == len(s) {
			break
		}
		if s[i] != '\\' {
			r, n := utf8.DecodeRune(s[i:]) // RuneError for a byte of invalid UTF-8
			dst = utf8.AppendRune(dst, r)
			i += n
			continue
		}
		var r rune
		switch e := s[i+1]; e {
		case 'b':
			r = '\b'
		case 'f':
			r = '\f'
		case 'n':
			r = '\n'
		case 'r':
			r = '\r'
		case 't':
			r = '\t'
		case 'u':
			r = u4(s[i:])
			i += 4
			if utf16.IsSurrogate(r) {
				// A pair only with the next escape, if that is its other half.
				if d := utf16.DecodeRune(r, u4(s[i+2:])); d != utf8.RuneError {
					r = d
					i += 6
				} else {
					r = utf8.RuneError
				}
			}
		default: // a quote, a backslash or a slash
			r = rune(e)
		}
		i += 2
		if escape {
			dst = appendEscapedRune(dst, r)
		} else {
			dst = utf8.AppendRune(dst, r)
		}
	}
	return dst
}

// AppendCanonicalString appends s as a JSON string in canonical form,
// byte for byte what Canonical(s) returns: each byte of invalid UTF-8 stands
// for U+FFFD, as encoding/json encodes it, and the quote, the backslash and
// the control characters are escaped as RFC 8785 prescribes. It lets a
// caller write a small canonical document of known shape directly.
func AppendCanonicalString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] >= ' ' && s[j] != '"' && s[j] != '\\' && s[j] < utf8.RuneSelf {
			j++
		}
		dst = append(dst, s[i:j]...)
		if i = j; i == len(s) {
			break
		}
		r, n := utf8.DecodeRuneInString(s[i:]) // RuneError for a byte of invalid UTF-8
		dst = appendEscapedRune(dst, r)
		i += n
	}
	return append(dst, '"')
}

// appendEscaped appends the decoded, valid UTF-8 string s with the minimal
// escapes of RFC 8785.
func appendEscaped(dst, s []byte) []byte {
	for i := 0; i < len(s); i++ {
		if ch := s[i]; ch < ' ' || ch == '"' || ch == '\\' {
			dst = appendEscapedRune(dst, rune(ch))
		} else {
			dst = append(dst, ch)
		}
	}
	return dst
}

const hexDigits = "0123456789abcdef"

// appendEscapedRune appends r as RFC 8785 writes it in a string: a quote, a
// backslash and the control characters escaped (by their short escape if
// they have one), everything else raw.
func appendEscapedRune(dst []byte, r rune) []byte {
	switch {
	case r == '"':
		return append(dst, '\\', '"')
	case r == '\\':
		return append(dst, '\\', '\\')
	case r >= ' ':
		return utf8.AppendRune(dst, r)
	case r == '\b':
		return append(dst, '\\', 'b')
	case r == '\f':
		return append(dst, '\\', 'f')
	case r == '\n':
		return append(dst, '\\', 'n')
	case r == '\r':
		return append(dst, '\\', 'r')
	case r == '\t':
		return append(dst, '\\', 't')
	}
	return append(dst, '\\', 'u', '0', '0', hexDigits[r>>4], hexDigits[r&0xf])
}

// appendNumber appends the number literal n the way ECMAScript's
// Number.prototype.toString writes it, which is what RFC 8785 prescribes.
func appendNumber(dst, n []byte) ([]byte, error) {
	f, err := strconv.ParseFloat(string(n), 64) // the string does not escape
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return dst, fmt.Errorf("%w: number %q", ErrNotCanonical, n)
	}
	return appendFloat(dst, f), nil
}

// appendFloat appends a finite f as ECMAScript's Number.prototype.toString
// writes it.
func appendFloat(dst []byte, f float64) []byte {
	if f == 0 {
		return append(dst, '0') // also folds -0
	}
	if abs := math.Abs(f); abs >= 1e-6 && abs < 1e21 {
		return strconv.AppendFloat(dst, f, 'f', -1, 64)
	}
	// Go writes 1.5e-07 and 1e+21; ECMAScript 1.5e-7 and 1e+21.
	mark := len(dst)
	dst = strconv.AppendFloat(dst, f, 'e', -1, 64)
	digits := mark + bytes.IndexByte(dst[mark:], 'e') + 2 // after the sign
	z := digits
	for z < len(dst)-1 && dst[z] == '0' {
		z++
	}
	return append(dst[:digits], dst[z:]...)
}
