#!/usr/bin/env bash
# Installs the Debian packages given as arguments when they are missing.
# Used by the Makefile so that `make run`, `make test` and CI set themselves up.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "ensure-deps: the Swift toolchain is not on PATH (https://www.swift.org/install/)" >&2
    exit 1
fi

missing=()
for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "ensure-deps: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
