#!/usr/bin/env bash
# Fails when the committed generated code is not what openapi.yaml and server/db/migrations generate today.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run --silent generate >/dev/null
if ! git diff --exit-code --stat -- src/api/generated shared/api/generated server/ai/generated server/db/generated; then
  echo "src/api/generated, shared/api/generated, server/ai/generated or server/db/generated is stale: run 'npm run generate' and commit the result." >&2
  exit 1
fi
untracked=$(git ls-files --others --exclude-standard -- src/api/generated shared/api/generated server/ai/generated server/db/generated)
if [ -n "$untracked" ]; then
  echo "Generated files not committed:" >&2; echo "$untracked" >&2; exit 1
fi
echo "generated code is fresh"
