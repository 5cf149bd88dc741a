//go:build cgo && !gofuzz && !nacl && !js && !wasip1 && !tinygo

package bench

// Secp256k1 names the secp256k1 implementation go-ethereum's crypto package
// is built with here; the constraint is go-ethereum's own.
const Secp256k1 = "libsecp256k1 (cgo)"
