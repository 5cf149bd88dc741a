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
	"src/ArbitraEvaluator.sol:ArbitraEvaluator:arbitra_evaluator.go"
	"src/test/AgenticCommerceJobs.sol:AgenticCommerceJobs:agentic_commerce_jobs.go"
	"src/test/ACPHookProbe.sol:ACPHookProbe:acp_hook_probe.go"
	"src/test/ERC8004Registries.sol:AgentIdentityRegistry:agent_identity_registry.go"
	"src/test/ERC8004Registries.sol:AgentValidationRegistry:agent_validation_registry.go"
	"src/test/ERC8004Registries.sol:AgentReputationRegistry:agent_reputation_registry.go"
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

# ArbiterEscrow goes through the IR pipeline (viaIR), which keeps its runtime
# code under EIP-170's 24,576 bytes; the others keep the legacy pipeline.
ir_source="src/ArbiterEscrow.sol"
sources=()
for t in "${targets[@]}"; do
	if [ "${t%%:*}" != "$ir_source" ]; then
		sources+=("${t%%:*}")
	fi
done

./node_modules/.bin/solcjs --abi --bin --optimize --pretty-json \
	--base-path . --include-path node_modules \
	--output-dir "$tmp" "${sources[@]}"

# The same compiler, optimizer runs (200) and file names as solcjs above.
node - "$tmp" "$ir_source" <<'JS'
const fs = require('fs');
const path = require('path');
const solc = require(path.resolve('node_modules/solc'));
const [out, source] = process.argv.slice(2);
const input = {
	language: 'Solidity',
	sources: { [source]: { content: fs.readFileSync(source, 'utf8') } },
	settings: {
		optimizer: { enabled: true, runs: 200 },
		viaIR: true,
		outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
	},
};
const find = (p) => {
	for (const base of ['.', 'node_modules']) {
		const f = path.join(base, p);
		if (fs.existsSync(f)) return { contents: fs.readFileSync(f, 'utf8') };
	}
	return { error: 'not found: ' + p };
};
const result = JSON.parse(solc.compile(JSON.stringify(input), { import: find }));
const errors = (result.errors || []).filter((e) => e.severity === 'error');
for (const e of result.errors || []) console.error(e.formattedMessage);
if (errors.length > 0) process.exit(1);
for (const [file, contracts] of Object.entries(result.contracts)) {
	if (file !== source) continue;
	for (const [name, c] of Object.entries(contracts)) {
		const prefix = path.join(out, (file + ':' + name).replace(/[:./\\]/g, '_'));
		fs.writeFileSync(prefix + '.abi', JSON.stringify(c.abi));
		fs.writeFileSync(prefix + '.bin', c.evm.bytecode.object);
	}
}
JS

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
