#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL naming a throwaway PostgreSQL, so the content store's suite also runs on a
# real Postgres (gateway/store/content-store.postgres.test.ts) and the browser tests start two gateways sharing it
# (test/e2e/studio-releases-postgres.spec.ts). Debian's postgresql is used: installed with apt-get when missing and
# running as root (as CI is). When none can be had, the command still runs and the Postgres tests are skipped with
# this script's printed reason (never silently). An existing TEST_DATABASE_URL is used as it is.
set -uo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

reason=""
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="$(find_bin)"

if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "with-postgres: installing Debian's postgresql with apt-get (about 30 s)..."
    export DEBIAN_FRONTEND=noninteractive
    if (apt-get update -qq && apt-get install -y -qq postgresql </dev/null) >/tmp/with-postgres-apt.log 2>&1; then
      PG_BIN="$(find_bin)"
    else
      reason="apt-get could not install postgresql (see /tmp/with-postgres-apt.log)"
    fi
  else
    reason="PostgreSQL is not installed and this user cannot install it (apt-get install postgresql as root)"
  fi
fi

PORT="${TEST_POSTGRES_PORT:-54329}"
DIR=""
RUN_AS=()
if [ -n "$PG_BIN" ] && [ -z "$reason" ]; then
  DIR="$(mktemp -d /tmp/md-postgres-XXXXXX)"
  if [ "$(id -u)" -eq 0 ]; then
    # initdb refuses to run as root: the cluster belongs to Debian's postgres user.
    if id postgres >/dev/null 2>&1; then
      chown postgres "$DIR"
      RUN_AS=(runuser -u postgres --)
    else
      reason="running as root and there is no postgres user to own the cluster"
    fi
  fi
fi

if [ -n "$DIR" ] && [ -z "$reason" ]; then
  if "${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -A trust -U postgres >"$DIR/initdb.log" 2>&1 &&
    "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null 2>&1; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
    echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT for the Postgres tests"
  else
    reason="the throwaway cluster did not start (see $DIR/initdb.log and $DIR/server.log; is port $PORT taken?)"
  fi
fi

if [ -n "$reason" ]; then
  export TEST_POSTGRES_SKIP_REASON="$reason"
  echo "with-postgres: no PostgreSQL: $reason. The Postgres tests will be skipped."
fi

"$@"
status=$?
if [ -n "${TEST_DATABASE_URL:-}" ] && [ -n "$DIR" ]; then
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
fi
exit $status
