package p2p_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"strings"
	"testing"

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
		if err := p2p.WriteMsg(&buf, m); err != nil {
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
	if err := p2p.WriteMsg(&buf, first); err != nil {
		t.Fatal(err)
	}
	if err := p2p.WriteMsg(&buf, second); err != nil {
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
	if err := p2p.WriteMsg(&buf, make([]byte, limit)); err != nil {
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
	if err := p2p.WriteMsg(&buf, []byte("0123456789")); err != nil {
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
	_ = p2p.WriteMsg(&buf, []byte("hello"))
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
