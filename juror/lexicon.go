package juror

import "strings"

// The builtin engine's lexicon: abbreviations it spells out and groups of
// common synonyms it reads as one word. Both sides of every comparison
// (criteria and deliverable) go through it, so an entry only ever makes two
// texts meet; it never decides a vote on its own. It is deliberately small
// and general: units, number words, and words that requesters and
// deliverables commonly swap for each other. Domain terms belong to the
// criteria, not here.

// abbreviations are spelled out word for word ("Mt" is "million tonne").
var abbreviations = map[string]string{
	"mt": "million tonne", "kt": "thousand tonne", "gt": "billion tonne",
	"bn": "billion", "mn": "million", "mln": "million", "k": "thousand",
	"kg": "kilogram", "km": "kilometre", "cm": "centimetre", "mm": "millimetre",
	"kwh": "kilowatt hour", "mwh": "megawatt hour", "gwh": "gigawatt hour", "twh": "terawatt hour",
	"ms": "millisecond", "sec": "second", "secs": "second", "mins": "minute",
	"hr": "hour", "hrs": "hour", "yr": "year", "yrs": "year", "wk": "week",
	"pct": "percent", "usd": "dollar", "eur": "euro", "gbp": "pound",
	"docs": "documentation", "doc": "documentation", "repo": "repository", "repos": "repository",
	"config": "configuration", "configs": "configuration", "info": "information",
	"env": "environment", "dir": "directory", "dirs": "directory", "pkg": "package",
	"img": "image", "pic": "image", "pics": "image", "qty": "quantity", "avg": "average",
	"intl": "international", "govt": "government", "dept": "department", "mgmt": "management",
}

// synonymStems maps the stem of each member of a group to the stem of the
// group's first word, so that inflected members ("miners", "biggest") meet
// too.
var synonymStems = func() map[string]string {
	groups := []string{
		// size and rank
		"largest biggest greatest top leading major foremost",
		"large big huge",
		"small little tiny",
		// making and output
		"production producer produce manufacturer manufacturing maker miner mining output",
		// quantities and units
		"tonne tonnes ton tons",
		"percent percentage",
		"figure number value amount total quantity count",
		"average median",
		"increase rise growth grow grew increased rose",
		"decrease decline fall drop fell decreased declined dropped",
		// documents and text
		"documentation document documented documents manual guide",
		"summary overview synopsis abstract recap",
		"chart graph plot diagram",
		"image picture photo photograph illustration",
		"source reference citation bibliography",
		"section chapter",
		"title headline",
		"translation translated translate",
		"installation install installing installed setup",
		// software
		"bug defect fault",
		"fix fixed fixes repair repaired patch patched resolve resolved",
		"error errors failure failures",
		"fast quick rapid speedy",
		"website site webpage",
		"login signin logon",
		"email mail",
		"variant version variation",
		// commerce and people
		"company firm business corporation enterprise",
		"customer client buyer purchaser",
		"seller vendor supplier",
		"price cost",
		"buy purchase",
		"country nation",
		"car vehicle automobile",
		"begin start commence",
		"finish complete completed finished",
	}
	m := map[string]string{}
	for _, g := range groups {
		ws := strings.Fields(g)
		for _, w := range ws {
			m[stem(w)] = stem(ws[0])
		}
	}
	return m
}()

// numberWords are read as digits.
var numberWords = map[string]string{
	"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
	"seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
	"twenty": "20", "hundred": "100",
}

// lexiconWords returns a lower-cased word as the lexicon reads it before
// stemming: spelled out, as a digit, or as itself.
func lexiconWords(w string) []string {
	if a, ok := abbreviations[w]; ok {
		return strings.Fields(a)
	}
	if n, ok := numberWords[w]; ok {
		return []string{n}
	}
	return []string{w}
}

// canonicalStem is the stem a content word is compared by: its synonym
// group's, else its own.
func canonicalStem(w string) string {
	s := stem(w)
	if c, ok := synonymStems[s]; ok {
		return c
	}
	return s
}
