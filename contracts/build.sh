#!/usr/bin/env bash
# Compiles the Solidity sources with the solc pinned in package-lock.json,
# writes ABI and bytecode into build/, and regenerates the Go bindings with the
# abigen that matches the go-ethereum version in go.mod.
#
# Usage: contracts/build.sh   (or: go generate ./contracts/...)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

# Contracts that get an ABI, a BIN and a Go binding, as "source:Contract:gofile".
targets=(
	"src/ArbiterEscrow.sol:ArbiterEscrow:arbiter_escrow.go"
	"src/VerdictAnchor.sol:VerdictAnchor:verdict_anchor.go"
	"src/test/MockUSDC.sol:MockUSDC:mock_usdc.go"
	"src/test/FeeOnTransferToken.sol:FeeOnTransferToken:fee_on_transfer_token.go"
	"src/test/ReentrantToken.sol:ReentrantToken:reentrant_token.go"
)

abigen_version="v1.17.10"

if [ ! -x node_modules/.bin/solcjs ]; then
	npm ci --no-audit --no-fund
fi

abigen_bin="$(go env GOPATH)/bin/abigen"
if ! "$abigen_bin" --version 2>/dev/null | grep -q "${abigen_version#v}-stable"; then
	GOFLAGS= go install "github.com/ethereum/go-ethereum/cmd/abigen@${abigen_version}"
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

sources=()
for t in "${targets[@]}"; do
	sources+=("${t%%:*}")
done

./node_modules/.bin/solcjs --abi --bin --optimize --pretty-json \
	--base-path . --include-path node_modules \
	--output-dir "$tmp" "${sources[@]}"

mkdir -p build
rm -f build/*.abi build/*.bin
for t in "${targets[@]}"; do
	src="${t%%:*}"
	rest="${t#*:}"
	name="${rest%%:*}"
	gofile="${rest#*:}"
	prefix="$(printf '%s' "${src%.sol}" | tr '/.' '__')_sol_${name}"
	cp "$tmp/${prefix}.abi" "build/${name}.abi"
	cp "$tmp/${prefix}.bin" "build/${name}.bin"
	"$abigen_bin" --v2 --pkg contracts --type "$name" \
		--abi "build/${name}.abi" --bin "build/${name}.bin" --out "$gofile"
done
