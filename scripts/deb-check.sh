#!/usr/bin/env bash
# Checks a built itin .deb without installing it: lintian finds no error, it holds exactly
# the files it should, its Depends names the libraries the binary links, and the binary,
# unpacked, runs with only Debian's libraries (no Swift toolchain) and is stripped.
#   scripts/deb-check.sh itin_VERSION_ARCH.deb
set -euo pipefail
deb=${1:?usage: scripts/deb-check.sh DEB}
fail() { echo "deb-check: $*" >&2; exit 1; }

echo "== lintian"
lintian --fail-on error --info --display-level '>=pedantic' "$deb" || fail "lintian found errors"

echo "== files"
want='./usr/bin/itin
./usr/share/bash-completion/completions/itin
./usr/share/doc/itin/changelog.gz
./usr/share/doc/itin/copyright
./usr/share/fish/vendor_completions.d/itin.fish
./usr/share/man/man1/itin.1.gz
./usr/share/zsh/vendor-completions/_itin'
have=$(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ {print $6}' | sort)
[ "$have" = "$want" ] || fail "the package holds other files than it should:"$'\n'"$(diff <(echo "$want") <(echo "$have"))"
echo "$have"

unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
itin=$unpacked/usr/bin/itin

echo "== Depends: the package of every library the binary links"
depends=$(dpkg-deb -f "$deb" Depends)
echo "$depends"
for lib in $(objdump -p "$itin" | awk '/NEEDED/ {print $2}'); do
    path=$(ldd "$itin" | awk -v lib="$lib" '$1 == lib {print $3}')
    [ -n "$path" ] || continue    # the dynamic loader itself, which libc6 brings
    case "$path" in /opt/*|/usr/local/*|"not") fail "$lib is not from a Debian package ($path)";; esac
    package=$(dpkg -S "$(realpath "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null) \
        || fail "no Debian package has $path"
    package=${package%%:*}
    [[ ", $depends" == *", $package "* || ", $depends," == *", $package,"* ]] \
        || fail "Depends does not name $package (for $lib)"
    echo "$lib: $package"
done

echo "== the unpacked binary"
objdump -p "$itin" | grep -q 'RPATH\|RUNPATH' && fail "the binary has a runpath"
file "$itin" | grep -q ', stripped' || fail "the binary is not stripped"
env -i PATH=/usr/bin:/bin "$itin" --version
zcat "$unpacked/usr/share/man/man1/itin.1.gz" | mandoc -T lint -W warning
page=$(MANWIDTH=80 man -l "$unpacked/usr/share/man/man1/itin.1.gz")
sed -n 3,4p <<< "$page"
echo "deb-check: $deb is fine"
