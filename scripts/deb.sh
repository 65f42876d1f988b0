#!/usr/bin/env bash
# Builds itin_VERSION_ARCH.deb with dpkg-deb alone (no debhelper) from a release binary:
# the binary and its helper itin-publish (built beside it; /usr/lib/itin/) stripped, the man
# page gzipped, the completions (scripts/install.sh lays them
# out), packaging/copyright and a changelog; Depends from the libraries the binary links,
# (libcurl and libxml2 are the helper's), as dpkg-shlibdeps reads them from their packages'
# symbol files.
#   scripts/deb.sh BIN OUT-DIR      (prints the .deb's path)
# DEB_MAINTAINER names the maintainer (default: git's user.name and user.email).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=$(realpath "${1:?usage: scripts/deb.sh BIN OUT-DIR}")
out=$(realpath "${2:?usage: scripts/deb.sh BIN OUT-DIR}")

version=$("$bin" --version)               # 0.1.0 (ef1a239)
number=${version%% *}
commit=${version#* (}; commit=${commit%)}
arch=$(dpkg --print-architecture)
maintainer=${DEB_MAINTAINER:-"$(git -C "$here" config user.name) <$(git -C "$here" config user.email)>"}
[[ $maintainer =~ ^[^\<]+\ \<[^@\>]+@[^\>]+\>$ ]] \
    || { echo "deb.sh: set DEB_MAINTAINER to 'Name <email>' (git has no user.name and user.email)" >&2; exit 1; }
# One date for every file and the changelog: the commit's, so a rebuild makes the same package.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$here" log -1 --format=%ct 2>/dev/null || date +%s)}

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root=$stage/itin
ZSH_COMPLETIONS=share/zsh/vendor-completions "$here/scripts/install.sh" "$bin" "$root/usr"
binaries=("$root/usr/bin/itin" "$root/usr/lib/itin/itin-publish")
strip --strip-unneeded --remove-section=.comment --remove-section=.note "${binaries[@]}"
gzip -9n "$root/usr/share/man/man1/itin.1"
doc=$root/usr/share/doc/itin
install -d "$doc"
install -m 0644 "$here/packaging/copyright" "$doc/copyright"
# A native package's changelog (its version has no Debian revision) is changelog.gz.
cat > "$doc/changelog" <<EOF
itin ($number) unstable; urgency=medium

  * Built from commit $commit.

 -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
EOF
gzip -9n "$doc/changelog"

# Depends: each library the binary needs, by its package and the oldest version with
# the symbols it uses. dpkg-shlibdeps wants a source tree's debian/control to stand in.
mkdir -p "$stage/src/debian" && touch "$stage/src/debian/control"
depends=$(cd "$stage/src" && dpkg-shlibdeps -O "${binaries[@]/#/-e}" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "deb.sh: dpkg-shlibdeps found no libraries for $bin" >&2; exit 1; }
# Packed relative relocations (the Makefile's release link) need glibc 2.36, a version the
# binary asks for by name (GLIBC_ABI_DT_RELR) and not by a symbol dpkg-shlibdeps reads.
if readelf -V "${binaries[@]}" | grep GLIBC_ABI_DT_RELR >/dev/null; then  # not -q: readelf would die of SIGPIPE, and pipefail say no
    libc=$(sed -nE 's/.*libc6 \(>= ([^)]+)\).*/\1/p' <<<"$depends")
    if [ -n "$libc" ] && dpkg --compare-versions "$libc" lt 2.36; then
        depends=$(sed -E 's/libc6 \(>= [^)]+\)/libc6 (>= 2.36)/' <<<"$depends")
    fi
fi

install -d "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums"
cat > "$root/DEBIAN/control" <<EOF
Package: itin
Version: $number
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Description: terminal itinerary editor for multi-day trips
 itin plans trips such as a baseball road trip: each day has games fixed by
 the schedule and items you arrange, travel legs between cities and notes. In
 a full-screen editor you move items with the keys or the mouse, and a leg may
 only go where its games allow; commands do the same from a script, import a
 team's schedule and export a calendar. The file is plain JSON.
EOF
find "$root" -type d -exec chmod 0755 {} +
deb=$out/itin_${number}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
