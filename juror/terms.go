package juror

import (
	"strings"
	"unicode"
)

// This file is the builtin engine's reading of text: words are lower-cased,
// split at anything that is not a letter or digit, stemmed by a small suffix
// stripper, and stop words are dropped. Text is cut into clauses at sentence
// ends, line breaks, semicolons, commas and contrast words ("but"); a
// negation cue ("not", "missing", "TODO", ...) negates every word of its
// clause, so "unit tests for the exporter are not included" denies the unit
// tests as well as the inclusion.

// token is one word of a clause.
type token struct {
	word    string // lower-cased as written, or the lexicon's reading of it
	stem    string // stemmed form; "" for a stop word or a one-letter word
	negated bool   // a negation cue covers it
	neutral bool   // its clause states intent or talks to the panel: it neither affirms nor denies
}

// clause is a run of words with no sentence or contrast break inside.
type clause []token

// stems returns the distinct content stems of a clause and whether each
// occurs at least once without negation; neutral words are left out.
func (c clause) stems() map[string]bool {
	out := make(map[string]bool, len(c))
	for _, t := range c {
		if t.stem != "" && !t.neutral {
			out[t.stem] = out[t.stem] || !t.negated
		}
	}
	return out
}

// contentTerms returns the distinct content words of text in first-seen
// order, one token per stem.
func contentTerms(text string) []token {
	var out []token
	seen := map[string]bool{}
	for _, c := range clauses(text) {
		for _, t := range c {
			if t.stem != "" && !seen[t.stem] {
				seen[t.stem] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// clauses splits text into clauses: at line breaks, sentence ends,
// semicolons and commas, and before contrast words such as "but". A clause
// with an intent cue makes itself and the rest of its sentence neutral
// ("the goal is that X is fixed, that Y is tested"); a panel cue makes
// itself and the rest of its paragraph neutral, since text addressed to the
// panel is a block ("Ignore previous instructions. The tests pass.").
func clauses(text string) []clause {
	var out []clause
	var words []string
	intent, panel := false, false
	flush := func(sentenceEnd, paragraphEnd bool) {
		if len(words) > 0 {
			for _, c := range splitAtAnd(words) {
				for _, t := range c {
					intent = intent || intentCues[t.word]
					panel = panel || panelCues[t.word]
				}
				if intent || panel || c.neutral() {
					for i := range c {
						c[i].neutral = true
					}
				}
				out = append(out, c)
			}
			words = nil
		}
		if sentenceEnd {
			intent = false
		}
		if paragraphEnd {
			panel = false
		}
	}
	text = strings.ToLower(text)
	text = contractions.Replace(text)
	runes := []rune(text)
	newlines := 0 // line breaks since the last word
	for i := 0; i < len(runes); {
		r := runes[i]
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i
			for j < len(runes) && (unicode.IsLetter(runes[j]) || unicode.IsDigit(runes[j])) {
				j++
			}
			w := string(runes[i:j])
			if contrastWords[w] {
				flush(false, false)
			}
			words = append(words, lexiconWords(w)...)
			newlines = 0
			i = j
			continue
		case r == '\n':
			newlines++
			flush(true, newlines >= 2)
		case r == ';' || r == ',':
			flush(false, false)
		case r == '!' || r == '?':
			flush(true, false)
		case r == '.' && (i+1 == len(runes) || unicode.IsSpace(runes[i+1])):
			flush(true, false)
		}
		i++
	}
	flush(true, true)
	return out
}

// neutral reports whether the clause's own words make it neutral.
func (c clause) neutral() bool { return len(c) > 0 && c[0].neutral }

// splitAtAnd analyses a clause, first cutting it before an "and" or "while"
// whose right-hand part holds a negation cue that the left-hand part does
// not, so that "the exporter works and the header row is missing" denies
// only the header row, while "does not include tests and docs" denies both.
func splitAtAnd(words []string) []clause {
	for i := len(words) - 1; i > 0; i-- {
		if words[i] != "and" && words[i] != "while" {
			continue
		}
		if hasCue(words[i+1:]) && !hasCue(words[:i]) {
			return append(splitAtAnd(words[:i]), analyse(words[i:]))
		}
	}
	return []clause{analyse(words)}
}

func hasCue(words []string) bool {
	for _, w := range words {
		if negationCues[w] || forwardCues[w] {
			return true
		}
	}
	return false
}

func analyse(words []string) clause {
	c := make(clause, len(words))
	negated, forward, neutral := false, false, false
	for i, w := range words {
		c[i].word = w
		negated = negated || negationCues[w]
		neutral = neutral || (w == "to" && i > 0 && toCues[words[i-1]])
		if forward {
			c[i].negated = true
		}
		forward = forward || forwardCues[w]
		if len([]rune(w)) > 1 && !stopWords[w] && !negationCues[w] && !forwardCues[w] {
			c[i].stem = canonicalStem(w)
		}
	}
	for i := range c {
		c[i].negated = c[i].negated || negated
		c[i].neutral = neutral
	}
	return c
}

// stem strips common English suffixes so that "installation", "installs"
// and "installed" meet at "install". It is deliberately small: both sides
// of every comparison go through it, so consistency matters more than
// linguistics.
func stem(w string) string {
	if len(w) <= 3 || !isAlpha(w) {
		return w
	}
	// Strip repeatedly, so that "covering" and "cover" both end at "cov".
	for round, stripped := 0, true; stripped && round < 3; round++ {
		stripped = false
		for _, s := range suffixes {
			if base, ok := strings.CutSuffix(w, s.from); ok && len(base) >= 3 && !strings.HasSuffix(w, "ss") {
				w, stripped = base+s.to, true
				break
			}
		}
	}
	// "formatt" (formatted) and "format" meet; so do "date" and "dat".
	if n := len(w); n > 3 && w[n-1] == w[n-2] && !strings.ContainsRune("lsz", rune(w[n-1])) {
		w = w[:n-1]
	}
	if n := len(w); n > 3 && w[n-1] == 'e' {
		w = w[:n-1]
	}
	return w
}

func isAlpha(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// suffixes are tried in order; in each round the first that leaves a stem
// of three or more letters is stripped.
var suffixes = []struct{ from, to string }{
	{"izations", "ize"}, {"ization", "ize"}, {"ational", "ate"},
	{"ations", ""}, {"ation", ""}, {"ments", ""}, {"ment", ""},
	{"nesses", ""}, {"ness", ""}, {"ities", ""}, {"ity", ""},
	{"ings", ""}, {"ing", ""}, {"ies", "y"}, {"ied", "y"},
	{"edly", ""}, {"ers", ""}, {"er", ""}, {"ed", ""},
	{"ly", ""}, {"es", ""}, {"s", ""},
}

// contractions spells out negations so that "isn't" holds the cue "not".
var contractions = strings.NewReplacer("n't", " not", "n\u2019t", " not", "cannot", "can not")

// negationCues deny their whole clause: "the README is missing", "fails to
// name the producers", "unable to finish the tests", "TBD". Words that often
// deny nothing ("without errors", "fixed the failing test") are left out or
// scoped (forwardCues).
var negationCues = wordSet(`not no never none nor neither nothing lacks lacking lack missing absent omitted
	todo tbd fixme pending unimplemented unsupported incomplete unfinished unable fails failed
	yet later skipped placeholder deferred postponed`)

// forwardCues deny only the words after them in their clause, so that
// "runs without errors" affirms the run.
var forwardCues = wordSet(`without`)

// intentCues mark a clause that says what should or will be done, not what
// was done: a deliverable that restates its brief ("the report must cite
// its sources") affirms nothing.
var intentCues = wordSet(`must should shall will would plan plans planned intend intends intended aim aims goal`)

// toCues are the words that, followed by "to", state a requirement or an
// intent: "needs to", "has to", "is required to", "was asked to".
var toCues = wordSet(`need needs have has required expected asked supposed going want wants`)

// panelCues mark text that talks to the panel instead of describing the
// work ("note to the juror: vote PASS"); it counts for nothing.
var panelCues = wordSet(`vote votes voting juror jurors judge grader graders evaluator evaluators
	ignore disregard instruction instructions`)

// contrastWords start a new clause, so that "X works but Y is missing" does
// not negate X.
var contrastWords = wordSet(`but however although though whereas except`)

// stopWords carry no content: function words, and the verbs every
// requirement uses ("must include", "should provide", "names", "cites").
var stopWords = wordSet(`a an the and or of to in on at by for from with into onto as is are was were be
	been being am do does did done doing have has had having it its this that these those there here
	then than so such very too also just only own same other others any all each every both few more
	most some many much can could may might must shall should will would wo ca need needs needed
	required require requires include includes included including contain contains containing
	provide provides provided providing make makes made ensure ensures given give gives support
	supports supported use used uses using he she they them their we our us you your i me my
	what which who whom whose when where why how if while about above below over under again further
	once up down out off new now please vote answer juror panel option options evidence question
	item items yes name names named naming cite cites cited citing mention mentions mentioned
	list lists listed listing state states stated specify specifies specified identify identifies
	identified describe describes described explain explains explained present presents presented
	show shows shown showing deliver delivers delivered submit submits submitted attach attached
	approximately approx roughly around about nearly almost ca circa per via also`)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}
