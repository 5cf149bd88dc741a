package verdict

// Decided reports whether the seats that voted already fix the outcome
// under m, whatever the seats in pending (abstaining in seats) later cast:
// the decision with them abstaining is a decision, and it stands when all
// of them vote for any one option instead, which is the most any split of
// their votes could move a plurality. It returns that outcome.
func Decided(m Method, options []string, seats []JurorVote, pending []int, quorum int) (Outcome, bool) {
	out, err := m.Decide(options, seats, quorum)
	if err != nil || out.Decision == DecisionUndecided {
		return out, false
	}
	if len(pending) == 0 {
		return out, true
	}
	what := make([]JurorVote, len(seats))
	for _, o := range options {
		copy(what, seats)
		for _, i := range pending {
			what[i].Vote = o
		}
		if alt, err := m.Decide(options, what, quorum); err != nil || alt.Decision != out.Decision {
			return out, false
		}
	}
	return out, true
}
