#!/bin/sh
# What the official nginx image does at start: every templates/<name>.template becomes conf.d/<name>
# with the environment's variables filled in. Only variables that are set are replaced, so nginx's own
# ($host, $remote_addr, …) stay as they are.
set -eu
defined=$(env | cut -d= -f1 | sed 's/.*/${&}/' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  target="/etc/nginx/conf.d/$(basename "$template" .template)"
  envsubst "$defined" <"$template" >"$target"
done
exec "$@"
