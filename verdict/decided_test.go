package verdict

import "testing"

func TestDecided(t *testing.T) {
	m, err := LookupMethod(MethodMajorityV1)
	if err != nil {
		t.Fatal(err)
	}
	seats := func(votes ...string) []JurorVote {
		out := make([]JurorVote, len(votes))
		for i, v := range votes {
			out[i] = JurorVote{Vote: v}
		}
		return out
	}
	deal := []string{OptionPass, OptionFail}
	three := []string{"a", "b", "c"}
	for _, c := range []struct {
		name    string
		options []string
		seats   []JurorVote
		pending []int
		quorum  int
		want    bool
	}{
		{"3 of 5 agree, threshold 3", deal, seats("PASS", "PASS", "PASS", VoteAbstain, VoteAbstain), []int{3, 4}, 3, true},
		{"2 of 5 agree, threshold 3", deal, seats("PASS", "PASS", VoteAbstain, VoteAbstain, VoteAbstain), []int{2, 3, 4}, 3, false},
		{"2 of 3 agree, one out", deal, seats("PASS", "PASS", VoteAbstain), []int{2}, 2, true},
		{"1 to 1, one out", deal, seats("PASS", "FAIL", VoteAbstain), []int{2}, 0, false},
		{"2 to 1 with one out could tie", deal, seats("PASS", "PASS", "FAIL", VoteAbstain), []int{3}, 0, false},
		{"3 to 1 with one out", deal, seats("PASS", "PASS", "PASS", "FAIL", VoteAbstain), []int{4}, 0, true},
		{"a plurality two others can tie", three, seats("a", "a", "b", VoteAbstain), []int{3}, 0, false},
		{"a plurality nobody can reach", three, seats("a", "a", "a", "b", VoteAbstain), []int{4}, 0, true},
		{"the quorum not yet met", deal, seats("PASS", "PASS", VoteAbstain, VoteAbstain), []int{2, 3}, 3, false},
		{"an abstention already in", deal, seats("PASS", "PASS", VoteAbstain), nil, 2, true},
		{"nothing pending, a tie", deal, seats("PASS", "FAIL"), nil, 0, false},
	} {
		if _, got := Decided(m, c.options, c.seats, c.pending, c.quorum); got != c.want {
			t.Errorf("%s: Decided = %v, want %v", c.name, got, c.want)
		}
	}
}
