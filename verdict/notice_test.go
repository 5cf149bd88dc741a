package verdict

import (
	"strings"
	"testing"
	"time"

	"github.com/arbitra-network/arbitra/identity"
)

func TestNoticeOpensOnlyWhenItsHolderSigned(t *testing.T) {
	holder := NewKeySigner(identity.Derive("notice/holder"))
	other := NewKeySigner(identity.Derive("notice/other"))
	cid := CIDOf([]byte("a verdict")).String()
	h := AddressString(holder.Address())
	n := NewNotice(KindRecordMinted, cid, h, h, FormatTime(time.Now()))
	if err := n.Sign(holder); err != nil {
		t.Fatal(err)
	}
	good, _ := Canonical(n)
	got, key, err := OpenNotice(good)
	if err != nil || got.Holder != h || key == nil {
		t.Fatalf("a signed notice: %v", err)
	}
	forged := n
	if err := forged.Sign(other); err != nil {
		t.Fatal(err)
	}
	held := NewNotice(KindRecordHeld, cid, h, h, n.At)
	_ = held.Sign(holder)
	for name, b := range map[string][]byte{
		"signed by another":     mustCanonical(t, forged),
		"held by its minter":    mustCanonical(t, held),
		"oversized":             append(good[:len(good)-1], []byte(`,"x":"`+strings.Repeat("a", MaxNoticeBytes)+`"}`)...),
		"unknown member":        append(good[:len(good)-1], []byte(`,"extra":1}`)...),
		"not a CID":             []byte(strings.Replace(string(good), cid, "nope", 1)),
		"changed after signing": []byte(strings.Replace(string(good), KindRecordMinted, KindRecordHeld, 1)),
	} {
		if _, _, err := OpenNotice(b); err == nil {
			t.Errorf("%s: opened", name)
		}
	}
}

func mustCanonical(t *testing.T, v any) []byte {
	t.Helper()
	b, err := Canonical(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzOpenNotice(f *testing.F) {
	s := NewKeySigner(identity.Derive("notice/fuzz"))
	a := AddressString(s.Address())
	n := NewNotice(KindRecordMinted, CIDOf([]byte("v")).String(), a, a, "2030-01-01T00:00:00Z")
	_ = n.Sign(s)
	b, _ := Canonical(n)
	f.Add(b)
	f.Fuzz(func(t *testing.T, b []byte) {
		got, key, err := OpenNotice(b)
		if err != nil {
			return
		}
		if key == nil || got.Holder == "" || (got.Kind == KindRecordMinted) != (got.Minter == got.Holder) {
			t.Fatalf("opened an inconsistent notice: %+v", got)
		}
	})
}
