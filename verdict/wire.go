package verdict

import (
	jsonv2 "github.com/go-json-experiment/json"
)

// UnmarshalStrict decodes JSON that arrived from a peer (a gossiped request,
// a receipt envelope) with the rules of encoding/json/v2, in its
// github.com/go-json-experiment/json form: member names match exactly, and a
// duplicate name or invalid UTF-8 is an error where encoding/json would
// silently keep the last member or substitute U+FFFD. A member the type does
// not define is an error too: encoding/json would bind "Signature" or
// "CAndidAtes" to a field by folding case, where an exact decoder skips it,
// so the two would read different records from the same bytes; and a
// signature covers only the defined members anyway. On these records it
// decodes several times faster than encoding/json (BenchmarkUnmarshalStrict).
//
// Whatever it accepts, encoding/json decodes to the same value
// (FuzzUnmarshalStrict), so the canonical form, and with it every
// signature, is the same whichever decoder read the bytes.
func UnmarshalStrict(data []byte, v any) error {
	return jsonv2.Unmarshal(data, v, jsonv2.RejectUnknownMembers(true))
}
