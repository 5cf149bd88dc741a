package server

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestBearerToken(t *testing.T) {
	for _, c := range []struct {
		header, token string
		ok            bool
	}{
		{"Bearer abc", "abc", true},
		{"bearer  abc ", "abc", true},
		{"Basic abc", "", false},
		{"Bearer", "", false},
		{"", "", false},
		{"Bearerabc", "", false},
	} {
		r := httptest.NewRequest(http.MethodGet, "/", nil)
		if c.header != "" {
			r.Header.Set("Authorization", c.header)
		}
		if tok, ok := bearerToken(r); tok != c.token || ok != c.ok {
			t.Errorf("%q: got %q %t, want %q %t", c.header, tok, ok, c.token, c.ok)
		}
	}
}
