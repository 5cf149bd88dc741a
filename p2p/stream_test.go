package p2p_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/libp2p/go-libp2p/core/network"

	"github.com/arbitra-network/arbitra/p2p"
)

// countingReader is a plain io.Reader (not an io.ByteReader) that counts
// the bytes taken from it, so a test sees exactly how far ReadMsg read.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func TestWriteReadMsgRoundTrip(t *testing.T) {
	msgs := [][]byte{
		{},
		[]byte("x"),
		bytes.Repeat([]byte("a"), 127), // largest one-byte length
		bytes.Repeat([]byte("b"), 128), // smallest two-byte length
		bytes.Repeat([]byte("c"), 300),
		bytes.Repeat([]byte("d"), 70_000), // three-byte length
	}
	var buf bytes.Buffer
	for _, m := range msgs {
		if err := writeMsg(&buf, m); err != nil {
			t.Fatal(err)
		}
	}
	wantLen := 0
	for _, m := range msgs {
		wantLen += uvarintLen(len(m)) + len(m)
	}
	if buf.Len() != wantLen {
		t.Fatalf("framed %d bytes, want %d", buf.Len(), wantLen)
	}
	// Through an io.ByteReader and through a plain reader.
	for name, r := range map[string]io.Reader{
		"bytes.Reader": bytes.NewReader(buf.Bytes()),
		"plain":        &countingReader{r: bytes.NewReader(buf.Bytes())},
	} {
		for i, want := range msgs {
			got, err := p2p.ReadMsg(r, 1<<20)
			if err != nil {
				t.Fatalf("%s: message %d: %v", name, i, err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s: message %d is %d bytes, want %d", name, i, len(got), len(want))
			}
		}
		if _, err := p2p.ReadMsg(r, 1<<20); !errors.Is(err, io.EOF) {
			t.Fatalf("%s: read past the last frame: %v, want EOF", name, err)
		}
	}
}

// Two frames back to back on an unbuffered reader come out one at a time:
// ReadMsg consumes exactly one frame, leaving the next on the stream.
func TestReadMsgReadsOneFrame(t *testing.T) {
	var buf bytes.Buffer
	first, second := []byte("first frame"), []byte(strings.Repeat("second ", 40))
	if err := writeMsg(&buf, first); err != nil {
		t.Fatal(err)
	}
	if err := writeMsg(&buf, second); err != nil {
		t.Fatal(err)
	}
	r := &countingReader{r: bytes.NewReader(buf.Bytes())}
	got, err := p2p.ReadMsg(r, 1024)
	if err != nil || !bytes.Equal(got, first) {
		t.Fatalf("first ReadMsg = %q, %v", got, err)
	}
	if want := 1 + len(first); r.n != want {
		t.Fatalf("first ReadMsg consumed %d bytes, want exactly one frame (%d)", r.n, want)
	}
	got, err = p2p.ReadMsg(r, 1024)
	if err != nil || !bytes.Equal(got, second) {
		t.Fatalf("second ReadMsg = %q, %v", got, err)
	}
	if r.n != buf.Len() {
		t.Fatalf("consumed %d bytes in all, want %d", r.n, buf.Len())
	}
}

// The length is checked before the body is read: a peer announcing a huge
// frame makes ReadMsg fail after the header, without buffering anything.
func TestReadMsgTooLarge(t *testing.T) {
	const limit = 1000
	for _, n := range []int{limit + 1, 1 << 30, 1<<63 - 1} {
		hdr := binary.AppendUvarint(nil, uint64(n))
		// The body is never there: reading it would block or fail otherwise.
		r := &countingReader{r: io.MultiReader(bytes.NewReader(hdr), failingReader{t})}
		_, err := p2p.ReadMsg(r, limit)
		if !errors.Is(err, p2p.ErrMessageTooLarge) {
			t.Fatalf("length %d: %v, want ErrMessageTooLarge", n, err)
		}
		if r.n != len(hdr) {
			t.Fatalf("length %d: read %d bytes, want only the %d-byte header", n, r.n, len(hdr))
		}
	}
	// Exactly the limit is allowed.
	var buf bytes.Buffer
	if err := writeMsg(&buf, make([]byte, limit)); err != nil {
		t.Fatal(err)
	}
	if b, err := p2p.ReadMsg(&buf, limit); err != nil || len(b) != limit {
		t.Fatalf("frame at the limit: %d bytes, %v", len(b), err)
	}
}

type failingReader struct{ t *testing.T }

func (f failingReader) Read([]byte) (int, error) {
	f.t.Error("ReadMsg read beyond the frame header of an oversized frame")
	return 0, io.ErrUnexpectedEOF
}

func TestReadMsgTruncated(t *testing.T) {
	var buf bytes.Buffer
	if err := writeMsg(&buf, []byte("0123456789")); err != nil {
		t.Fatal(err)
	}
	short := buf.Bytes()[:buf.Len()-3]
	if _, err := p2p.ReadMsg(bytes.NewReader(short), 100); !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Fatalf("truncated body: %v, want ErrUnexpectedEOF", err)
	}
	if _, err := p2p.ReadMsg(bytes.NewReader([]byte{0x80}), 100); err == nil {
		t.Fatal("truncated header accepted")
	}
	overflow := bytes.Repeat([]byte{0xff}, 11)
	if _, err := p2p.ReadMsg(bytes.NewReader(overflow), 100); err == nil {
		t.Fatal("overflowing varint header accepted")
	}
}

// FuzzReadMsg: ReadMsg never panics, never returns more than the limit, and
// what it returns is the frame body it consumed.
func FuzzReadMsg(f *testing.F) {
	var buf bytes.Buffer
	_ = writeMsg(&buf, []byte("hello"))
	f.Add(buf.Bytes())
	f.Add([]byte{0x80, 0x00})
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01})
	f.Add(binary.AppendUvarint(nil, 65))
	f.Fuzz(func(t *testing.T, data []byte) {
		const limit = 64
		r := &countingReader{r: bytes.NewReader(data)}
		b, err := p2p.ReadMsg(r, limit)
		if err != nil {
			return
		}
		if len(b) > limit {
			t.Fatalf("returned %d bytes over the limit %d", len(b), limit)
		}
		if r.n < len(b) || !bytes.Equal(b, data[r.n-len(b):r.n]) {
			t.Fatalf("returned %x, not the body of the %d bytes consumed from %x", b, r.n, data)
		}
	})
}

func uvarintLen(n int) int { return len(binary.AppendUvarint(nil, uint64(n))) }

func TestSeqMsgRoundTrip(t *testing.T) {
	type frame struct {
		seq  uint64
		body []byte
	}
	frames := []frame{
		{0, []byte(`{"ok":true}`)},
		{127, nil},                                 // one-byte sequence number, empty body
		{128, bytes.Repeat([]byte("a"), 1000)},     // two-byte sequence number
		{1<<64 - 1, bytes.Repeat([]byte("b"), 64)}, // the largest, ten bytes
	}
	var buf bytes.Buffer
	for _, f := range frames {
		w := &countingWriter{w: &buf}
		if err := p2p.WriteSeqMsg(w, f.seq, f.body); err != nil {
			t.Fatal(err)
		}
		if w.writes != 1 {
			t.Fatalf("frame %d went out in %d writes, want one", f.seq, w.writes)
		}
	}
	// AppendSeqMsg builds the same bytes.
	var appended []byte
	for _, f := range frames {
		appended = p2p.AppendSeqMsg(appended, f.seq, f.body)
	}
	if !bytes.Equal(appended, buf.Bytes()) {
		t.Fatal("AppendSeqMsg and WriteSeqMsg disagree")
	}
	// Each frame is a plain ReadMsg frame whose body starts with the
	// sequence number.
	plain := bytes.NewReader(buf.Bytes())
	for _, f := range frames {
		b, err := p2p.ReadMsg(plain, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if seq, n := binary.Uvarint(b); seq != f.seq || !bytes.Equal(b[n:], f.body) {
			t.Fatalf("frame %d read as sequence number %d and %d bytes", f.seq, seq, len(b[n:]))
		}
	}
	r := &countingReader{r: bytes.NewReader(buf.Bytes())}
	for _, f := range frames {
		seq, body, err := p2p.ReadSeqMsg(r, 1000)
		if err != nil || seq != f.seq || !bytes.Equal(body, f.body) {
			t.Fatalf("ReadSeqMsg = %d, %d bytes, %v; want %d, %d bytes", seq, len(body), err, f.seq, len(f.body))
		}
	}
	if _, _, err := p2p.ReadSeqMsg(r, 1000); !errors.Is(err, io.EOF) {
		t.Fatalf("past the last frame: %v, want EOF", err)
	}
}

// The limit applies to the body after the sequence number; the frame may
// be longer by the largest sequence number, and no more.
func TestReadSeqMsgLimits(t *testing.T) {
	const limit = 100
	for _, c := range []struct {
		name  string
		frame []byte
		want  error
	}{
		{"body at the limit, largest sequence number", p2p.AppendSeqMsg(nil, 1<<64-1, make([]byte, limit)), nil},
		{"body over the limit", p2p.AppendSeqMsg(nil, 1, make([]byte, limit+1)), p2p.ErrMessageTooLarge},
		{"frame over the limit", binary.AppendUvarint(nil, limit+binary.MaxVarintLen64+1), p2p.ErrMessageTooLarge},
		{"empty frame", []byte{0}, p2p.ErrMalformedFrame},
		{"truncated sequence number", []byte{1, 0x80}, p2p.ErrMalformedFrame},
	} {
		_, _, err := p2p.ReadSeqMsg(bytes.NewReader(c.frame), limit)
		if c.want == nil && err != nil || c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
}

// FuzzReadSeqMsg: ReadSeqMsg never panics, never returns a body over the
// limit, and what it returns re-encodes to the frame it consumed.
func FuzzReadSeqMsg(f *testing.F) {
	f.Add(p2p.AppendSeqMsg(nil, 3, []byte("hello")))
	f.Add(p2p.AppendSeqMsg(nil, 1<<64-1, nil))
	f.Add([]byte{0})
	f.Add([]byte{1, 0x80})
	f.Fuzz(func(t *testing.T, data []byte) {
		const limit = 64
		r := &countingReader{r: bytes.NewReader(data)}
		seq, body, err := p2p.ReadSeqMsg(r, limit)
		if err != nil {
			return
		}
		if len(body) > limit {
			t.Fatalf("returned %d bytes over the limit %d", len(body), limit)
		}
		// A sequence number may be encoded with redundant bytes; the body
		// is always the tail of what was consumed.
		if !bytes.HasSuffix(data[:r.n], body) {
			t.Fatalf("body %x is not the tail of the %d bytes consumed from %x", body, r.n, data)
		}
		if canonical := p2p.AppendSeqMsg(nil, seq, body); len(canonical) > r.n {
			t.Fatalf("consumed %d bytes, fewer than the frame %x", r.n, canonical)
		}
	})
}

// countingWriter counts Write calls.
type countingWriter struct {
	w      io.Writer
	writes int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.writes++
	return c.w.Write(p)
}

// writeMsg writes one message framed by its unsigned-varint length, as
// ReadMsg reads it.
func writeMsg(w io.Writer, b []byte) error {
	_, err := w.Write(append(binary.AppendUvarint(nil, uint64(len(b))), b...))
	return err
}

// Ask returns a peer's answer to its request, and refuses one longer than
// its limit without reading the rest.
func TestAskBoundsTheAnswer(t *testing.T) {
	ctx := testContext(t)
	server := newHost(t, ctx, newKey(t))
	client := newHost(t, ctx, newKey(t), server)
	const proto = "/arbitra/test-ask/1.0.0"
	server.SetStreamHandler(proto, func(s network.Stream) {
		defer s.Close()
		req, _ := io.ReadAll(io.LimitReader(s, 64))
		_, _ = s.Write(bytes.Repeat(req, 4)) // "ab\n" → 12 bytes
	})
	got, err := p2p.Ask(ctx, client.Host, server.ID(), proto, []byte("ab\n"), 12)
	if err != nil || string(got) != "ab\nab\nab\nab\n" {
		t.Fatalf("answer %q, %v", got, err)
	}
	if _, err := p2p.Ask(ctx, client.Host, server.ID(), proto, []byte("ab\n"), 11); !errors.Is(err, p2p.ErrMessageTooLarge) {
		t.Fatalf("an answer over the limit: %v", err)
	}
}
