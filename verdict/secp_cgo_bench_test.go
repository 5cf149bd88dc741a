//go:build cgo && !gofuzz

package verdict_test

// secpImpl names the secp256k1 implementation go-ethereum's crypto package
// was built with; it follows go-ethereum's own build constraint.
const secpImpl = "libsecp256k1 via cgo"
