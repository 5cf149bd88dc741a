package juror

import (
	"regexp"
	"strings"

	"github.com/arbitra-network/arbitra/verdict"
)

// maxReasoningScan bounds the bytes of a reply searched for reasoning
// blocks; a juror's replies are MaxTokens long, so only a hostile or broken
// server sends more.
const maxReasoningScan = 256 << 10

// reasoningTags are the names of the blocks in which models that think
// aloud put their reasoning.
var reasoningTags = []string{"think", "thinking", "reasoning", "thought"}

// Harmony-format markers, left in the content by servers that do not parse
// that format: the final channel follows finalChannel.
const (
	finalChannel = "<|channel|>final<|message|>"
	harmonyEnd   = "<|end|>"
	harmonyRet   = "<|return|>"
)

// FinalAnswer returns the part of a reply that is its answer rather than
// its reasoning: every <think>, <thinking>, <reasoning> or <thought> block
// (tags compared case-insensitively) is removed; an unclosed opening tag
// removes the rest of the reply; a closing tag without its opening (the
// chat template opened the block) removes everything before it; and in a
// reply in the harmony format only the final channel is kept. It is a pure
// function, linear in the reply's length.
func FinalAnswer(reply string) string {
	s := reply
	if len(s) > maxReasoningScan {
		s = s[:maxReasoningScan]
	}
	lower := asciiLower(s)
	if i := strings.LastIndex(lower, finalChannel); i >= 0 {
		s, lower = s[i+len(finalChannel):], lower[i+len(finalChannel):]
		for _, end := range []string{harmonyEnd, harmonyRet} {
			if j := strings.Index(lower, end); j >= 0 {
				s, lower = s[:j], lower[:j]
			}
		}
	}

	// Remove complete blocks left to right. next caches each tag's next
	// opening position so that the scan stays linear.
	var out strings.Builder
	next := make([]int, len(reasoningTags))
	for k := range next {
		next[k] = -2 // not searched yet
	}
	pos := 0
	for pos < len(s) {
		first, tag := -1, -1
		for k, name := range reasoningTags {
			if next[k] == -2 || (next[k] >= 0 && next[k] < pos) {
				next[k] = indexFrom(lower, "<"+name+">", pos)
			}
			if next[k] >= 0 && (first < 0 || next[k] < first) {
				first, tag = next[k], k
			}
		}
		if first < 0 {
			out.WriteString(s[pos:])
			break
		}
		out.WriteString(s[pos:first])
		closing := "</" + reasoningTags[tag] + ">"
		end := indexFrom(lower, closing, first)
		if end < 0 {
			pos = len(s) // unclosed: the rest is reasoning
			break
		}
		pos = end + len(closing)
	}
	rest := out.String()

	// A closing tag left over had its opening in the prompt: what precedes
	// the last one is reasoning.
	lowerRest := asciiLower(rest)
	cut := 0
	for _, name := range reasoningTags {
		closing := "</" + name + ">"
		if i := strings.LastIndex(lowerRest, closing); i >= 0 && i+len(closing) > cut {
			cut = i + len(closing)
		}
	}
	return rest[cut:]
}

func indexFrom(s, sub string, from int) int {
	if i := strings.Index(s[from:], sub); i >= 0 {
		return from + i
	}
	return -1
}

// asciiLower lower-cases ASCII letters only, so that byte offsets in the
// result are offsets in s.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + ('a' - 'A')
		}
	}
	return string(b)
}

// emphasis are the markdown wrappers a model puts around a bare vote.
var emphasis = []string{"**", "__", "*", "_", "`", "~~"}

// stripEmphasis removes markdown emphasis, a heading or quote marker and
// surrounding space from a short answer: "**FAIL**", "# PASS", "`yes`".
func stripEmphasis(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimSpace(strings.TrimLeft(s, "#>"))
	for range 4 {
		stripped := false
		for _, w := range emphasis {
			if len(s) > 2*len(w) && strings.HasPrefix(s, w) && strings.HasSuffix(s, w) {
				s, stripped = strings.TrimSpace(s[len(w):len(s)-len(w)]), true
				break
			}
		}
		if !stripped {
			break
		}
	}
	return s
}

// maxAnswerLines bounds the lines of an answer read for a labeled vote.
const maxAnswerLines = 200

// labelLine matches "Vote: X", "**Final verdict** - X", "Decision = X" once
// emphasis markers are removed from the line.
var labelLine = regexp.MustCompile(`(?i)^(?:final\s+|my\s+)?(vote|verdict|decision|answer)\s*(?:[:=]|-|–|—)\s*(.+)$`)

// confidenceLine matches "Confidence: 0.8" and "Confidence - 80%".
var confidenceLine = regexp.MustCompile(`(?i)^confidence\s*(?:[:=]|-|–|—)\s*(\S+)`)

// labeledVote reads the first line that labels a vote. The other lines
// are the rationale, except a "Confidence:" line, which is read.
func labeledVote(options []string, answer string) (Vote, bool) {
	lines := strings.SplitN(answer, "\n", maxAnswerLines+1)
	for i, line := range lines[:min(len(lines), maxAnswerLines)] {
		m := labelLine.FindStringSubmatch(plainLine(line))
		if m == nil {
			continue
		}
		opt, ok := optionAtStart(options, m[2])
		if !ok {
			continue
		}
		v := Vote{Option: opt}
		var rest []string
		for j, l := range lines {
			if j == i {
				continue
			}
			if c := confidenceLine.FindStringSubmatch(plainLine(l)); c != nil && v.Confidence == 0 {
				v.Confidence = readConfidence([]byte(`"` + strings.TrimRight(c[1], ".,;") + `"`))
				continue
			}
			rest = append(rest, l)
		}
		v.Rationale = rationaleText(strings.Join(rest, "\n"))
		return v, true
	}
	return Vote{}, false
}

// plainLine removes emphasis markers and list or heading markers from a
// line.
func plainLine(line string) string {
	line = strings.NewReplacer("**", "", "__", "", "`", "").Replace(line)
	line = strings.TrimSpace(line)
	line = strings.TrimLeft(line, "#>-*+• \t")
	return strings.TrimSpace(line)
}

// optionAtStart reads a labeled value: an option or an index as a whole,
// else an option followed by a word boundary, the longest such option first.
func optionAtStart(options []string, value string) (string, bool) {
	value = stripEmphasis(value)
	if opt, ok := matchVoteText(options, value); ok {
		return opt, true
	}
	best := -1
	for i, o := range options {
		o = strings.TrimSpace(o)
		if o == "" || strings.EqualFold(o, verdict.VoteAbstain) || len(o) > len(value) ||
			!strings.EqualFold(value[:len(o)], o) || (len(o) < len(value) && isWordByte(value[len(o)])) {
			continue
		}
		if best < 0 || len(o) > len(strings.TrimSpace(options[best])) {
			best = i
		}
	}
	if best < 0 {
		return "", false
	}
	return options[best], true
}

func isWordByte(c byte) bool {
	return c >= 0x80 || c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// leadingVote reads an answer whose first line is an option ("FAIL", then
// reasons), or starts with an emphasized option ("**PASS** – reasons").
func leadingVote(options []string, answer string) (Vote, bool) {
	answer = strings.TrimSpace(answer)
	first, rest, _ := strings.Cut(answer, "\n")
	line := stripEmphasis(first)
	if opt, ok := verdict.MatchOption(options, strings.TrimRight(line, ".:!")); ok {
		return Vote{Option: opt, Rationale: rationaleText(rest)}, true
	}
	for _, w := range []string{"**", "__"} {
		inner, after, ok := strings.Cut(strings.TrimPrefix(strings.TrimSpace(first), w), w)
		if !ok || !strings.HasPrefix(strings.TrimSpace(first), w) {
			continue
		}
		if opt, ok := verdict.MatchOption(options, strings.TrimRight(strings.TrimSpace(inner), ".:!")); ok {
			after = strings.TrimLeft(after, " \t.:,;-–—")
			return Vote{Option: opt, Rationale: rationaleText(after + "\n" + rest)}, true
		}
	}
	return Vote{}, false
}

// rationaleText trims reasons given in prose and cuts them to
// verdict.MaxRationaleChars.
func rationaleText(s string) string {
	return verdict.TruncateRunes(strings.TrimSpace(s), verdict.MaxRationaleChars)
}
