#!/usr/bin/env bash
# Does what the README tells a user (issue 24): on a new, empty PostgreSQL database, two instances
# started together with `npm run serve` and the demo content on must both answer /api/ready
# within 120 s, and exactly one set of demo listings must exist. Needs a build (`npm run build`)
# and a PostgreSQL server (PGHOST/PGPORT/PGUSER, default the local one with trust
# authentication). Everything it starts and creates is stopped and dropped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

PGHOST=${PGHOST:-127.0.0.1}
PGPORT=${PGPORT:-5432}
PGUSER=${PGUSER:-postgres}
READY_WITHIN=${READY_WITHIN:-120}
db="arsamezat_fresh_$(date +%s)_$$"
work=$(mktemp -d)
pids=()

psql_() { psql -h "$PGHOST" -p "$PGPORT" -U "$PGUSER" -v ON_ERROR_STOP=1 -qtA "$@"; }

cleanup() {
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
  psql_ -d postgres -c "drop database if exists $db with (force)" >/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

show_logs() {
  for i in 1 2; do
    echo "--- instance $i ---"
    tail -n 40 "$work/$i.log" || true
  done
}

psql_ -d postgres -c "create database $db"
url="postgres://$PGUSER@$PGHOST:$PGPORT/$db"

for i in 1 2; do
  # The log exists before the loop below reads it: the redirection of a background command is
  # made by its own process, which may not have run yet (a CI run read a missing file and, with
  # pipefail and set -e, stopped without a word).
  : >"$work/$i.log"
  # Each in its own process group (setsid), so that stopping it stops npm and node together.
  NODE_ENV=development SEED_DEMO=true PORT=0 HOST=127.0.0.1 LOG_LEVEL=warn \
    DATA_DIR="$work/data-$i" DATABASE_URL="$url" \
    setsid npm run serve >"$work/$i.log" 2>&1 &
  pids+=($!)
done

# The port each instance listens on, from its start-up line ("… çalışıyor: http://localhost:PORT").
port_of() { sed -n 's/.*çalışıyor: http:\/\/localhost:\([0-9]*\).*/\1/p' "$work/$1.log" | head -n 1; }

deadline=$((SECONDS + READY_WITHIN))
ready=()
while [ "${#ready[@]}" -lt 2 ]; do
  ready=()
  for i in 1 2; do
    if ! kill -0 "${pids[$((i - 1))]}" 2>/dev/null; then
      echo "instance $i stopped before it was ready"
      show_logs
      exit 1
    fi
    port=$(port_of "$i")
    if [ -n "$port" ] && curl -fsS -o /dev/null "http://127.0.0.1:$port/api/ready"; then ready+=("$i"); fi
  done
  if [ "$SECONDS" -ge "$deadline" ]; then
    echo "not both ready within ${READY_WITHIN} s (ready: ${ready[*]:-none})"
    show_logs
    psql_ -d "$db" -c "select locktype, objid, mode, granted from pg_locks where locktype = 'advisory'" || true
    exit 1
  fi
  [ "${#ready[@]}" -lt 2 ] && sleep 1
done
echo "both instances ready after ${SECONDS} s"

seeded=$(cat "$work/1.log" "$work/2.log" | sed -n 's/.*Demo içerik yüklendi: \([0-9]*\) ilan.*/\1/p')
if [ "$(printf '%s\n' "$seeded" | grep -c .)" -ne 1 ]; then
  echo "expected exactly one instance to load the demo content, got: ${seeded:-none}"
  show_logs
  exit 1
fi
stored=$(psql_ -d "$db" -c "select count(*) from listings where publication = 'published'")
if [ "$stored" -ne "$seeded" ] || [ "$stored" -eq 0 ]; then
  echo "expected one set of $seeded demo listings, the database holds $stored"
  exit 1
fi
admins=$(psql_ -d "$db" -c "select count(*) from users where role = 'admin'")
if [ "$admins" -ne 1 ]; then
  echo "expected one administrator, the database holds $admins"
  exit 1
fi
for i in 1 2; do
  port=$(port_of "$i")
  total=$(curl -fsS "http://127.0.0.1:$port/api/listings" | sed -n 's/.*"total":\([0-9]*\).*/\1/p')
  if [ -z "$total" ] || [ "$total" -eq 0 ]; then
    echo "instance $i lists no active demo listings"
    exit 1
  fi
done
echo "one set of $stored demo listings and one administrator; both instances list them"
