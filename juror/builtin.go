package juror

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbitra-network/arbitra/verdict"
)

// Builtin engine identity.
const (
	BuiltinName  = "builtin"
	BuiltinModel = "builtin-criteria-v2"
	// DefaultBuiltinThreshold is the share of a criterion's content words a
	// deliverable must cover for the criterion to count as met.
	DefaultBuiltinThreshold = 0.65
)

// maxCriteria bounds the criteria read from one request.
const maxCriteria = 32

// Builtin is an offline, deterministic engine that needs no model. It reads
// the prompt BuildPrompt rendered (the same bytes a model would read, so the
// receipt's prompt_fp names its whole input) and answers with the same JSON
// object a model is asked for. It judges by keyword evidence, not by
// understanding; see doc.go for the method and its limits.
//
// The zero value is ready to use. Builtins with different thresholds are
// different models and say so: Model is "builtin-criteria-v2" at the
// default threshold and "builtin-criteria-v2-t<percent>" otherwise, so a
// devnet of, say, t50, default and t80 jurors splits on borderline evidence.
// Builtin is safe for concurrent use.
type Builtin struct {
	// Threshold in (0, 1] is the coverage a criterion (or, for a yes/no
	// question, an evidence clause) needs; it is used to the whole percent.
	// Zero means DefaultBuiltinThreshold.
	Threshold float64
}

// Name implements Engine.
func (b Builtin) Name() string { return BuiltinName }

// Model implements Engine.
func (b Builtin) Model() string {
	if p := b.percent(); p != percentOf(DefaultBuiltinThreshold) {
		return BuiltinModel + "-t" + strconv.Itoa(p)
	}
	return BuiltinModel
}

func (b Builtin) percent() int {
	if b.Threshold <= 0 || math.IsNaN(b.Threshold) {
		return percentOf(DefaultBuiltinThreshold)
	}
	return min(max(percentOf(b.Threshold), 1), 100)
}

func percentOf(f float64) int { return int(math.Round(f * 100)) }

// Complete implements Engine.
func (b Builtin) Complete(ctx context.Context, req ChatRequest) (ChatResponse, error) {
	if err := ctx.Err(); err != nil {
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassTimeout, Err: err}
	}
	pc, err := readPrompt(req.System, req.User, req.Options)
	if err == nil && len(req.Options) == 0 {
		err = errNotJurorPrompt
	}
	if err != nil {
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassRefused, Err: err}
	}
	v := b.judge(req.Options, pc)
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(struct {
		Vote       string  `json:"vote"`
		Confidence float64 `json:"confidence"`
		Rationale  string  `json:"rationale"`
	}{v.Option, verdict.ClampConfidence(v.Confidence), verdict.TruncateRunes(v.Rationale, verdict.MaxRationaleChars)}); err != nil {
		return ChatResponse{}, &EngineError{Class: verdict.ErrClassInvalidOutput, Err: err}
	}
	return ChatResponse{Content: strings.TrimSpace(out.String()), Model: b.Model()}, nil
}

// judge picks the method by the options: acceptance criteria for a
// yes/no-like pair when criteria can be found, clause polarity for a
// yes/no-like pair without criteria, and evidence support otherwise.
func (b Builtin) judge(options []string, pc promptContent) Vote {
	yes, no, polar := polarPair(options)
	if !polar {
		return b.bySupport(options, pc)
	}
	if crit, used := findCriteria(pc); len(crit) > 0 {
		return b.byCriteria(yes, no, crit, deliverable(pc.Evidence, used))
	}
	return b.byPolarity(yes, no, pc)
}

var (
	affirmative = wordSet(`yes y true pass passed approve approved accept accepted correct valid agree met`)
	negative    = wordSet(`no n false fail failed reject rejected deny denied incorrect invalid disagree unmet`)
)

// polarPair recognises two options that say yes and no, in either order.
func polarPair(options []string) (yes, no string, ok bool) {
	if len(options) != 2 {
		return "", "", false
	}
	a, b := strings.ToLower(options[0]), strings.ToLower(options[1])
	switch {
	case affirmative[a] && negative[b]:
		return options[0], options[1], true
	case negative[a] && affirmative[b]:
		return options[1], options[0], true
	}
	return "", "", false
}

// Labels (as words) that mark an evidence item as acceptance criteria or as
// the deliverable under review.
var (
	criteriaLabels    = wordSet(`criteria criterion requirement requirements acceptance spec specs specification checklist`)
	deliverableLabels = wordSet(`deliverable deliverables submission delivery delivered work output result results`)
)

func labelHas(label string, words map[string]bool) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(label), func(r rune) bool {
		return !('a' <= r && r <= 'z' || '0' <= r && r <= '9')
	}) {
		if words[w] {
			return true
		}
	}
	return false
}

// findCriteria reads criteria from evidence labeled as criteria (every
// line or list item), else from the list items of the rubric, else of the
// question. used marks the evidence items the criteria came from.
func findCriteria(pc promptContent) (crit []string, used map[int]bool) {
	used = map[int]bool{}
	for i, e := range pc.Evidence {
		if labelHas(e.Label, criteriaLabels) {
			used[i] = true
			crit = append(crit, listItems(e.Text, false)...)
		}
	}
	if len(used) == 0 {
		if crit = listItems(pc.Rubric, true); len(crit) == 0 {
			crit = listItems(pc.Question, true)
		}
	}
	if len(crit) > maxCriteria {
		crit = crit[:maxCriteria]
	}
	return crit, used
}

// criteriaPrefix introduces a list on its own line or inline:
// "Acceptance criteria:", "Requirements:", "The deliverable must:".
var criteriaPrefix = regexp.MustCompile(`(?i)^(?:the\s+)?(?:acceptance\s+criteria|criteria|requirements?|checklist|definition\s+of\s+done|(?:deliverable|work|submission|report)\s+(?:must|should)(?:\s+[a-z]+)?)\s*:\s*(.*)$`)

// inlineNumber finds the markers of a numbered list written on one line:
// "1. ", "2) ", "(3) ".
var inlineNumber = regexp.MustCompile(`(?:^|\s)\(?(\d{1,2})[.)]\s+`)

// listItems returns the criteria a text lists, without their bullets or
// numbers: every list item ("- x", "1. x", "[ ] x"), a numbered list
// written on one line ("1. x 2. y 3. z") as its items, the lines after a
// heading such as "Acceptance criteria:" or "Accept only if:" up to a blank
// line, and an inline list after such a prefix split at its numbers or
// semicolons. With listsOnly, other lines are skipped; else every line
// that carries content is a criterion.
func listItems(text string, listsOnly bool) []string {
	var out []string
	underHeading := false
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			underHeading = false
			continue
		}
		item, listed := cutBullet(line)
		if parts := splitNumbered(line); len(parts) > 1 {
			item, listed = line, true // "1. x 2. y" is a list, not item 1
		}
		prefixed := false
		if m := criteriaPrefix.FindStringSubmatch(item); m != nil {
			item, prefixed = strings.TrimSpace(m[1]), true
			if item == "" {
				underHeading = true
				continue
			}
		}
		if strings.HasSuffix(item, ":") && !prefixed {
			underHeading = true
			continue
		}
		if listsOnly && !listed && !prefixed && !underHeading && len(splitNumbered(item)) < 2 {
			continue
		}
		parts := splitNumbered(item)
		if len(parts) < 2 && prefixed {
			parts = strings.Split(item, ";")
		}
		if len(parts) == 0 {
			parts = []string{item}
		}
		for _, p := range parts {
			p = strings.TrimSpace(p)
			if len(contentTerms(p)) > 0 {
				out = append(out, p)
			}
		}
	}
	return out
}

// splitNumbered splits a line holding a numbered list, 1, 2, 3... in order,
// into its items; a line with fewer than two numbers is returned whole.
func splitNumbered(line string) []string {
	marks := inlineNumber.FindAllStringSubmatchIndex(line, -1)
	var starts, ends []int
	want := 1
	for _, m := range marks {
		n, err := strconv.Atoi(line[m[2]:m[3]])
		if err != nil || n != want {
			continue
		}
		starts, ends = append(starts, m[0]), append(ends, m[1])
		want++
	}
	if len(starts) < 2 {
		return []string{line}
	}
	items := make([]string, len(starts))
	for i := range starts {
		stop := len(line)
		if i+1 < len(starts) {
			stop = starts[i+1]
		}
		items[i] = strings.TrimSpace(line[ends[i]:stop])
	}
	return items
}

// cutBullet strips a list marker: "-", "*", "+", "•", "[ ]", "[x]", "1.",
// "1)", "(1)", "a)".
func cutBullet(line string) (string, bool) {
	for _, m := range []string{"-", "*", "+", "•", "–"} {
		if rest, ok := strings.CutPrefix(line, m); ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t') {
			line = strings.TrimSpace(rest)
			for _, box := range []string{"[ ]", "[x]", "[X]"} {
				line = strings.TrimSpace(strings.TrimPrefix(line, box))
			}
			return line, true
		}
	}
	for _, box := range []string{"[ ]", "[x]", "[X]"} {
		if rest, ok := strings.CutPrefix(line, box); ok {
			return strings.TrimSpace(rest), true
		}
	}
	body := strings.TrimPrefix(line, "(")
	digits := len(body) - len(strings.TrimLeft(body, "0123456789"))
	if digits == 0 && len(body) > 1 && 'a' <= body[0] && body[0] <= 'h' && body[1] == ')' {
		digits = 1 // "a)" lettered lists
	}
	if digits > 0 && digits < len(body) && (body[digits] == '.' || body[digits] == ')') {
		if rest := body[digits+1:]; rest == "" || rest[0] == ' ' || rest[0] == '\t' {
			return strings.TrimSpace(rest), true
		}
	}
	return line, false
}

// deliverable returns the items under review: those labeled as the
// deliverable, else every item that is not criteria.
func deliverable(ev []verdict.Evidence, criteria map[int]bool) []verdict.Evidence {
	var labeled, rest []verdict.Evidence
	for i, e := range ev {
		switch {
		case criteria[i]:
		case labelHas(e.Label, deliverableLabels):
			labeled = append(labeled, e)
		default:
			rest = append(rest, e)
		}
	}
	if len(labeled) > 0 {
		return labeled
	}
	return rest
}

// wordUse maps each stem in the deliverable to whether it occurs at least
// once without negation, and returns the first clause that disowns the
// whole work, if any. A brief quoted in the deliverable (the lines under an
// "Acceptance criteria:" or "The task was:" heading, up to a blank line)
// affirms nothing.
func wordUse(ev []verdict.Evidence) (use map[string]bool, disowned string) {
	use = map[string]bool{}
	for _, e := range ev {
		for _, c := range clauses(unquotedText(e.Text)) {
			if disowned == "" && disowns(c) {
				disowned = c.text()
			}
			for s, affirmed := range c.stems() {
				use[s] = use[s] || affirmed
			}
		}
	}
	return use, disowned
}

// briefHeading is a line that introduces the brief rather than the work.
var briefHeading = regexp.MustCompile(`(?i)\b(?:brief|task|assignment|asked|requested|requirements?|criteria)\b[^.]*:\s*$`)

// unquotedText drops the brief a deliverable quotes: a criteria prefix's
// line and the lines under a brief heading, up to a blank line.
func unquotedText(text string) string {
	var b strings.Builder
	quoted := false
	for _, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			quoted = false
		case criteriaPrefix.MatchString(trimmed):
			quoted = true
			continue
		case briefHeading.MatchString(trimmed):
			quoted = true
			continue
		case quoted:
			continue
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// text is the clause's words joined by spaces, for a rationale.
func (c clause) text() string {
	ws := make([]string, len(c))
	for i, t := range c {
		ws[i] = t.word
	}
	return strings.Join(ws, " ")
}

// Words of a clause that disowns the work: a denial, a verb of doing and
// nothing the work is about ("Unfortunately I was unable to complete any of
// it", "none of this has been done").
var (
	denials     = wordSet(`not no never none nothing unable fails failed neither`)
	doingWords  = wordSet(`complete do did done deliver delivered implement implemented begin achieve achieved accomplish accomplished manage managed get got write wrote written finish work worked`)
	genericStem = func() map[string]bool {
		m := map[string]bool{}
		for w := range wordSet(`complete work task job anything everything something part unfortunately sorry regret
			time able manage get got begin implement achieve accomplish write wrote written deliverable brief request
			requested asked thing things bit portion piece far yet afraid honestly really actually still even
			ever point points step steps whole rest remaining week today`) {
			for _, lw := range lexiconWords(w) {
				m[canonicalStem(lw)] = true
			}
		}
		return m
	}()
)

// disowns reports whether a clause denies that any of the work was done.
func disowns(c clause) bool {
	var denial, doing bool
	for _, t := range c {
		denial = denial || denials[t.word]
		doing = doing || doingWords[t.word]
		if t.stem != "" && !genericStem[t.stem] {
			return false
		}
	}
	return denial && doing
}

// byCriteria checks every criterion against the deliverable: a criterion
// is met when the deliverable affirms at least the threshold share of its
// content words (a word that appears only next to a negation does not
// count). All met is the yes option, with the mean coverage as confidence;
// otherwise the no option, with confidence growing with the share unmet.
func (b Builtin) byCriteria(yes, no string, crit []string, work []verdict.Evidence) Vote {
	use, disowned := wordUse(work)
	pct := b.percent()
	if disowned != "" {
		return Vote{Option: no, Confidence: 1, Rationale: fmt.Sprintf(
			"All %d criteria unmet: the deliverable disowns the work (%s), so nothing it restates counts.",
			len(crit), quote(verdict.TruncateRunes(disowned, 120)))}
	}
	var met, unmet []string
	var coverSum float64
	for i, c := range crit {
		terms := contentTerms(c)
		var covered int
		var denied []string
		for _, t := range terms {
			affirmed, present := use[t.stem]
			switch {
			case affirmed:
				covered++
			case present:
				denied = append(denied, t.word)
			}
		}
		coverSum += float64(covered) / float64(len(terms))
		share := strconv.Itoa(covered*100/len(terms)) + "%"
		if covered*100 >= pct*len(terms) {
			met = append(met, fmt.Sprintf("%d (%s)", i+1, share))
			continue
		}
		note := fmt.Sprintf("%d %s (%s", i+1, quote(verdict.TruncateRunes(c, 60)), share)
		if len(denied) > 0 {
			note += "; negated: " + strings.Join(denied, ", ")
		}
		unmet = append(unmet, note+")")
	}
	n := len(crit)
	if len(unmet) == 0 {
		return Vote{
			Option:     yes,
			Confidence: coverSum / float64(n),
			Rationale: fmt.Sprintf("All %d criteria are met: the deliverable affirms at least %d%% of each criterion's key words. Coverage: %s.",
				n, pct, strings.Join(met, ", ")),
		}
	}
	r := fmt.Sprintf("%d of %d criteria unmet (a criterion needs %d%% of its key words affirmed in the deliverable). Unmet: %s.",
		len(unmet), n, pct, strings.Join(unmet, "; "))
	if len(met) > 0 {
		r += " Met: " + strings.Join(met, ", ") + "."
	}
	return Vote{Option: no, Confidence: 0.5 + 0.5*float64(len(unmet))/float64(n), Rationale: r}
}

// byPolarity answers a yes/no question without criteria: every evidence
// clause that contains at least the threshold share of the question's
// content words affirms it, or denies it when those words are negated there.
// More affirmation than denial is yes; no support at all is no.
func (b Builtin) byPolarity(yes, no string, pc promptContent) Vote {
	q := contentTerms(pc.Question)
	if len(q) == 0 {
		return Vote{Option: no, Confidence: 0.5, Rationale: "The question has no content words to look for in the evidence."}
	}
	pct := b.percent()
	var aff, deny float64
	var nAff, nDeny int
	for _, e := range pc.Evidence {
		for _, c := range clauses(e.Text) {
			s := c.stems()
			matched, negated := 0, false
			for _, t := range q {
				if affirmed, ok := s[t.stem]; ok {
					matched++
					negated = negated || !affirmed
				}
			}
			if matched*100 < pct*len(q) {
				continue
			}
			cov := float64(matched) / float64(len(q))
			if negated {
				deny, nDeny = deny+cov, nDeny+1
			} else {
				aff, nAff = aff+cov, nAff+1
			}
		}
	}
	v := Vote{Option: no, Confidence: 0.5 + 0.5*math.Abs(aff-deny)/(aff+deny+1)}
	if aff > deny {
		v.Option = yes
	}
	v.Rationale = fmt.Sprintf("Evidence clauses affirming the question: %d; denying it: %d (a clause counts when it holds %d%% of the question's key words). Answered %s.",
		nAff, nDeny, pct, quote(v.Option))
	if nAff+nDeny == 0 {
		v.Rationale = fmt.Sprintf("No evidence clause holds %d%% of the question's key words, so the evidence does not support it; answered %s.",
			pct, quote(v.Option))
	}
	return v
}

// bySupport scores each option by the evidence clauses that mention its
// distinctive words, weighted by how much of the question the clause
// touches; a negated mention counts against the option. The best score
// wins, the earlier option on a tie; confidence is the winner's share of the
// positive scores (1/n when no option has support).
func (b Builtin) bySupport(options []string, pc promptContent) Vote {
	q := contentTerms(pc.Question)
	words := make([][]token, len(options))
	common := map[string]int{}
	for i, o := range options {
		words[i] = contentTerms(o)
		for _, t := range words[i] {
			common[t.stem]++
		}
	}
	for i := range words {
		var distinct []token
		for _, t := range words[i] {
			if common[t.stem] < len(options) {
				distinct = append(distinct, t)
			}
		}
		if len(distinct) > 0 {
			words[i] = distinct
		}
	}

	scores := make([]float64, len(options))
	for _, e := range pc.Evidence {
		for _, c := range clauses(e.Text) {
			s := c.stems()
			weight := 1.0
			if len(q) > 0 {
				hits := 0
				for _, t := range q {
					if _, ok := s[t.stem]; ok {
						hits++
					}
				}
				weight += float64(hits) / float64(len(q))
			}
			for i, ws := range words {
				for _, t := range ws {
					if affirmed, ok := s[t.stem]; ok {
						d := weight / float64(len(ws))
						if !affirmed {
							d = -d
						}
						scores[i] += d
					}
				}
			}
		}
	}

	best, positive := 0, 0.0
	for i, s := range scores {
		if s > scores[best] {
			best = i
		}
		positive += max(s, 0)
	}
	conf := 1 / float64(len(options))
	if positive > 0 {
		conf = max(scores[best], 0) / positive
	}
	parts := make([]string, len(options))
	for i, o := range options {
		parts[i] = quote(verdict.TruncateRunes(o, 40)) + " " + strconv.FormatFloat(scores[i], 'f', 2, 64)
	}
	r := "Evidence support by option: " + strings.Join(parts, ", ") + "; chose " + quote(options[best]) + "."
	if positive == 0 {
		r = "No option has support in the evidence (" + strings.Join(parts, ", ") + "); chose the first of the leaders, " + quote(options[best]) + "."
	}
	return Vote{Option: options[best], Confidence: conf, Rationale: r}
}
