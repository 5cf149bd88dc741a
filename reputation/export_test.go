package reputation

import "testing"

// NewRouteFixture is a book with a function that mints and settles a deal, for the route test of
// package reputation_test, which serves the book through the API server.
func NewRouteFixture(t testing.TB) (*Book, func(n int, seller, category, decision string)) {
	f := newFixture(t)
	return f.book, func(n int, seller, category, decision string) {
		seats := unanimousPass
		if decision == "FAIL" {
			seats = unanimousFail
		}
		f.judge(t0.Add(-day), onChain(n, seller, category), decision, seats...)
	}
}

// TestJuror and Near are the fixture's juror address and float check.
var (
	TestJuror = juror
	Near      = near
)
