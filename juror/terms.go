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
	word    string // lower-cased as written
	stem    string // stemmed form; "" for a stop word or a one-letter word
	negated bool   // its clause holds a negation cue
}

// clause is a run of words with no sentence or contrast break inside.
type clause []token

// stems returns the distinct content stems of a clause and whether each
// occurs at least once without negation.
func (c clause) stems() map[string]bool {
	out := make(map[string]bool, len(c))
	for _, t := range c {
		if t.stem != "" {
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
// semicolons and commas, and before contrast words such as "but".
func clauses(text string) []clause {
	var out []clause
	var words []string
	flush := func() {
		if len(words) > 0 {
			out = append(out, analyse(words))
			words = nil
		}
	}
	text = strings.ToLower(text)
	text = contractions.Replace(text)
	runes := []rune(text)
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
				flush()
			}
			words = append(words, w)
			i = j
			continue
		case r == '\n' || r == ';' || r == ',' || r == '!' || r == '?':
			flush()
		case r == '.' && (i+1 == len(runes) || unicode.IsSpace(runes[i+1])):
			flush()
		}
		i++
	}
	flush()
	return out
}

func analyse(words []string) clause {
	c := make(clause, len(words))
	negated := false
	for i, w := range words {
		c[i].word = w
		negated = negated || negationCues[w]
		if len([]rune(w)) > 1 && !stopWords[w] && !negationCues[w] {
			c[i].stem = stem(w)
		}
	}
	for i := range c {
		c[i].negated = negated
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

// negationCues deny their clause. Words that often deny nothing ("without
// errors", "fixed the failing test") are left out.
var negationCues = wordSet(`not no never none nor lacks lacking lack missing absent omitted
	todo tbd fixme pending unimplemented unsupported incomplete unfinished`)

// contrastWords start a new clause, so that "X works but Y is missing" does
// not negate X.
var contrastWords = wordSet(`but however although though whereas except yet`)

// stopWords carry no content: function words, and the verbs every
// requirement uses ("must include", "should provide").
var stopWords = wordSet(`a an the and or of to in on at by for from with into onto as is are was were be
	been being am do does did done doing have has had having it its this that these those there here
	then than so such very too also just only own same other others any all each every both few more
	most some many much can could may might must shall should will would wo ca need needs needed
	required require requires include includes included including contain contains containing
	provide provides provided providing make makes made ensure ensures given give gives support
	supports supported use used uses using he she they them their we our us you your i me my
	what which who whom whose when where why how if while about above below over under again further
	once up down out off new now yet please vote answer juror panel option options evidence question
	item items yes`)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}
