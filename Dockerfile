# syntax=docker/dockerfile:1
# Built on Debian bookworm (glibc 2.36), run on Debian trixie, the current stable (glibc 2.41: a binary linked on an
# older glibc starts on a newer one, not the other way round), with trixie's libmicrohttpd 1.0.1 (soname 12, as
# bookworm's 0.9.75). scripts/test-runtime-chroot.sh proves this runtime stage without a Docker engine.

FROM swift:6.3-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd-dev=0.9.75-6 \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Dependencies first, so source edits reuse the resolved packages.
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
# The documents the EmbedDocuments plugin (Plugins/) writes into the binary at build time.
COPY Plugins ./Plugins
COPY openapi.yaml ./
COPY docs/rules.md ./docs/
COPY web ./web
COPY examples ./examples
# -Xlinker -s: no symbol table (131 MB → 76 MB at 9297259); a crash's backtrace then shows addresses, not names.
RUN swift build -c release --static-swift-stdlib --product orientd -Xlinker -s \
 && install -D "$(swift build -c release --show-bin-path)/orientd" /out/orientd

FROM debian:trixie-slim
# Only the runtime library (and what it pulls in); the Swift runtime is linked statically.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libmicrohttpd12t64=1.0.1-4 \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin orientd
COPY --from=build /out/orientd /usr/local/bin/orientd
USER 10001
ENV ORIENTD_HOST=0.0.0.0 \
    ORIENTD_PORT=8080 \
    ORIENTD_LOG_FORMAT=json
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["/usr/local/bin/orientd", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/orientd"]
CMD ["serve"]
