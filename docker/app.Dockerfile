# One Dockerfile, one target per compose service: mock, web and e2e share the same npm ci layer.
# The bases are build arguments so that a machine without Docker Hub can build on images of its own
# (scripts/compose-e2e.sh makes them from Debian's packages; docker/base/ keeps the same contract).
ARG NODE_BASE=node:20-bookworm-slim
ARG WEB_BASE=nginx:1.27-alpine

FROM ${NODE_BASE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY . .

# The mock server with its run-time dependencies only (package.json "dependencies": fastify,
# @fastify/multipart, valibot and tsx, which runs the TypeScript sources).
FROM ${NODE_BASE} AS mock
WORKDIR /app
ENV NODE_ENV=production \
    MOCK_PORT=4000 \
    MOCK_TODAY=2026-11-21
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY contracts ./contracts
COPY mock-server ./mock-server
EXPOSE 4000
CMD ["npm", "run", "mock", "--", "--host", "0.0.0.0"]

FROM source AS build
RUN npm run build

FROM ${WEB_BASE} AS web
# nginx's entrypoint fills ${MOCK_UPSTREAM} and ${NGINX_LISTEN} in templates/ into conf.d/ when the
# container starts. NGINX_LISTEN is nginx's `listen` value: a port, or address:port on a host network.
ENV MOCK_UPSTREAM=mock:4000 \
    NGINX_LISTEN=80
COPY docker/nginx.conf /etc/nginx/templates/default.conf.template
COPY docker/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 80

# Chromium is installed before the sources are copied, so a change to them leaves it cached.
FROM deps AS e2e
# Debian's Chromium: Playwright's own browser builds are not downloaded (see README).
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium-headless-shell \
 && rm -rf /var/lib/apt/lists/*
COPY . .
CMD ["npx", "playwright", "test"]
