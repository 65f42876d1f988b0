#!/usr/bin/env bash
# Checks a built itin .deb without installing it: lintian finds no error, it holds exactly
# the files it should, its Depends names the libraries the binaries link, and the binaries,
# unpacked, run with only Debian's libraries (no Swift toolchain) and are stripped: itin
# itself, and its helper itin-publish in /usr/lib/itin/, which `itin publish` runs.
#   scripts/deb-check.sh itin_VERSION_ARCH.deb
set -euo pipefail
deb=${1:?usage: scripts/deb-check.sh DEB}
fail() { echo "deb-check: $*" >&2; exit 1; }

echo "== lintian"
lintian --fail-on error --info --display-level '>=pedantic' "$deb" || fail "lintian found errors"

echo "== files"
want='./usr/bin/itin
./usr/lib/itin/itin-publish
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
helper=$unpacked/usr/lib/itin/itin-publish

echo "== Depends: the package of every library the binaries link"
depends=$(dpkg-deb -f "$deb" Depends)
echo "$depends"
for binary in "$itin" "$helper"; do
    for lib in $(objdump -p "$binary" | awk '/NEEDED/ {print $2}'); do
        path=$(ldd "$binary" | awk -v lib="$lib" '$1 == lib {print $3}')
        [ -n "$path" ] || continue    # the dynamic loader itself, which libc6 brings
        case "$path" in /opt/*|/usr/local/*|"not") fail "$lib is not from a Debian package ($path)";; esac
        package=$(dpkg -S "$(realpath "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null) \
            || fail "no Debian package has $path"
        package=${package%%:*}
        [[ ", $depends" == *", $package "* || ", $depends," == *", $package,"* ]] \
            || fail "Depends does not name $package (for $lib)"
        echo "${binary#"$unpacked"}: $lib: $package"
    done
done
# A binary with packed relative relocations runs only on glibc 2.36 or later.
if readelf -V "$itin" "$helper" | grep GLIBC_ABI_DT_RELR >/dev/null; then  # not -q: see deb.sh
    libc=$(sed -nE 's/.*libc6 \(>= ([^)]+)\).*/\1/p' <<<"$depends")
    dpkg --compare-versions "${libc:-0}" ge 2.36 || fail "the binaries need glibc 2.36 (RELR), Depends says libc6 >= ${libc:-any}"
fi
# ncurses from the system, so that Debian's fixes to it reach itin the day they ship
# (docs/decisions/0011-ncurses-from-the-system.md).
objdump -p "$itin" | grep 'NEEDED *libncursesw\.so\.6$' >/dev/null || fail "itin does not load the system's libncursesw.so.6"
[[ ", $depends," == *", libncursesw6 "* || ", $depends," == *", libncursesw6,"* ]] || fail "Depends does not name libncursesw6"
# itin's start is not to pay for publish's networking (decision 1 says why).
objdump -p "$itin" | grep -q 'NEEDED.*\(libcurl\|libxml2\)' && fail "itin links libcurl or libxml2 (only itin-publish should)"

echo "== the unpacked binaries"
for binary in "$itin" "$helper"; do
    objdump -p "$binary" | grep -q 'RPATH\|RUNPATH' && fail "${binary#"$unpacked"} has a runpath"
    file "$binary" | grep -q ', stripped' || fail "${binary#"$unpacked"} is not stripped"
done
env -i PATH=/usr/bin:/bin "$itin" --version
# itin publish finds the helper in ../lib/itin/ and runs it: a missing file is the helper's 66.
status=0
env -i PATH=/usr/bin:/bin "$itin" publish /nonexistent.json --trip t --to http://127.0.0.1:9/c/ 2>/dev/null || status=$?
[ "$status" = 66 ] || fail "itin publish did not reach the unpacked itin-publish (exit $status)"
zcat "$unpacked/usr/share/man/man1/itin.1.gz" | mandoc -T lint -W warning
page=$(MANWIDTH=80 man -l "$unpacked/usr/share/man/man1/itin.1.gz")
sed -n 3,4p <<< "$page"
echo "deb-check: $deb is fine"
