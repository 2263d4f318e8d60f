#!/usr/bin/env bash
# Runs N back-office API instances on consecutive ports of 127.0.0.1, in the foreground, for a machine
# without systemd (or to try the recipe): deploy/run-instances.sh 3 3001
# Reads DATABASE_URL and JWT_SECRET (and any other setting) from the environment, the same for all.
# Ctrl-C or SIGTERM stops them all. Build the web app first: npm run build && npm run build:widgets
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-3}
first_port=${2:-3001}
: "${DATABASE_URL:?set DATABASE_URL to the PostgreSQL database every instance shares}"
: "${JWT_SECRET:?set JWT_SECRET, the same for every instance (at least 32 characters)}"
export TRUST_PROXY=${TRUST_PROXY:-true} HOST=${HOST:-127.0.0.1}

pids=()
stop() {
  trap - INT TERM
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait
}
trap stop INT TERM

for ((i = 0; i < count; i++)); do
  port=$((first_port + i))
  # Each line of an instance's log carries its port.
  PORT=$port node_modules/.bin/node --import tsx server/main.ts > >(sed -u "s/^/[$port] /") 2>&1 &
  pids+=($!)
done
wait
