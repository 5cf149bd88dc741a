package coordinator

import (
	"encoding/base64"
	"strings"
	"testing"
)

func TestRequesterToken(t *testing.T) {
	token, hash := newRequesterToken()
	rec := &Record{RequesterHash: hash}
	if b, err := base64.RawURLEncoding.DecodeString(token); err != nil || len(b) != RequesterTokenBytes || len(token) != 43 {
		t.Fatalf("token %q: want %d bytes as unpadded base64url", token, RequesterTokenBytes)
	}
	if !rec.IsRequester(token) {
		t.Fatal("the token is not its own record's")
	}
	other, _ := newRequesterToken()
	flipped := []byte(token)
	flipped[0] ^= 'A' ^ 'B'
	if flipped[0] == token[0] {
		t.Fatal("test token unchanged")
	}
	for name, tok := range map[string]string{
		"another token": other, "one character changed": string(flipped), "empty": "", "padded": token + "=",
		"standard alphabet": base64.StdEncoding.EncodeToString([]byte(strings.Repeat("x", RequesterTokenBytes))),
		"too short":         token[:42], "the hash itself": hash,
	} {
		if rec.IsRequester(tok) {
			t.Errorf("%s is taken for the requester's token", name)
		}
	}
	if (&Record{}).IsRequester(token) {
		t.Error("a record without a hash has a requester")
	}
}
