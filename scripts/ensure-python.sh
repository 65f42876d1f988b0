#!/usr/bin/env bash
# Installs the Python packages given as pip requirements ('icalendar>=6,<8') when python3
# cannot import them. Used by the Makefile, like ensure-deps.sh for Debian's packages.
set -euo pipefail

if ! command -v python3 >/dev/null 2>&1; then
    scripts/ensure-deps.sh python3 python3-pip python3-venv
fi

missing=()
for requirement in "$@"; do
    module=${requirement%%[<>=!~ ]*}
    python3 -c "import $module" >/dev/null 2>&1 || missing+=("$requirement")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "ensure-python: installing ${missing[*]}" >&2
# Debian's own python3 refuses system-wide pip installs (PEP 668); --user with the override
# stays out of its way.
if python3 -m pip --version >/dev/null 2>&1; then
    python3 -m pip install -q "${missing[@]}" 2>/dev/null \
        || python3 -m pip install -q --user --break-system-packages "${missing[@]}"
else
    scripts/ensure-deps.sh python3-pip
    python3 -m pip install -q --user --break-system-packages "${missing[@]}"
fi
