#!/usr/bin/env bash
# The README's two commands, on any machine with Node and npm (npm start / npm test) or with the project's
# Node and pnpm (pnpm start / pnpm test): find or install the toolchain (.ci/toolchain.sh), then start
# the site (pnpm run dev) or run every test (pnpm run test:all), passing the arguments on.
set -euo pipefail
mode=${1:-}
shift || true
root=$(cd "$(dirname "$0")/.." && pwd)
case "$mode" in
  start) script=dev ;;
  test) script=test:all ;;
  *)
    echo "usage: with-toolchain.sh start|test [arguments]" >&2
    exit 2
    ;;
esac
# shellcheck source=toolchain.sh
. "$root/.ci/toolchain.sh"
toolchain_prepare "$mode" "$root"
cd "$root"
exec pnpm run "$script" "$@"
