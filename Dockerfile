# Images of arbitra's nodes and of the compose network (docker-compose.yml):
# each is FROM scratch with static binaries (CGO_ENABLED=0), run as its
# entrypoint, with no shell.
#
# The final stages copy the binaries from bin/, built on the host by
# `scripts/compose.sh build`, so that no base image is pulled and the images
# build on a machine without a registry, as the project's CI does. The
# first stage is for a machine with a registry and no Go toolchain: it
# compiles them in a public Go image, and
#   docker build --target binaries --output bin .
# writes them to bin/. Builders skip it when they build the other targets.
#
# Targets: arbitra (the full build), arbitra-juror (cmd/arbitra-juror),
# geth (the development chain) and compose-init (the compose network's
# one-shot chain setup).

FROM docker.io/library/golang:1.26 AS source
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ENV CGO_ENABLED=0 GOFLAGS=-trimpath
RUN go build -o /out/arbitra ./cmd/arbitra \
 && go build -o /out/arbitra-juror ./cmd/arbitra-juror \
 && go build -o /out/compose-init ./scripts/compose-init \
 && GOBIN=/out go install github.com/ethereum/go-ethereum/cmd/geth@v1.17.10 \
 && cp /etc/ssl/certs/ca-certificates.crt /out/

FROM scratch AS binaries
COPY --from=source /out/ /

# The openai engine and an https --rpc-url need the CA certificates; /tmp
# exists for the Go runtime and libraries that write temporary files.
FROM scratch AS base
COPY bin/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
WORKDIR /tmp
WORKDIR /

FROM base AS arbitra-juror
COPY bin/arbitra-juror /arbitra
ENTRYPOINT ["/arbitra"]
CMD ["juror", "--datadir", "/data", "--listen", "/ip4/0.0.0.0/tcp/4001", "--status-addr", "0.0.0.0:9464"]

FROM base AS geth
COPY bin/geth /geth
ENTRYPOINT ["/geth"]

FROM base AS compose-init
COPY bin/compose-init /compose-init
ENTRYPOINT ["/compose-init"]

# Last, so that a build without --target gives the full build.
FROM base AS arbitra
COPY bin/arbitra /arbitra
ENTRYPOINT ["/arbitra"]
CMD ["coordinator", "--datadir", "/data", "--listen", "/ip4/0.0.0.0/tcp/4001", "--http-addr", "0.0.0.0:8080"]
