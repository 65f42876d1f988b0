#!/usr/bin/env bash
# Installs itin under ROOT (the Makefile's $(DESTDIR)$(PREFIX)): the binary BIN, the helper
# itin-publish built beside it, its man page and its bash, zsh and fish completions, the last
# three made from BIN itself; or removes exactly those files. Installing again over an
# install only replaces them.
# The helper goes to lib/itin/itin-publish, where `itin publish` looks for it (../lib/itin/
# from bin/itin) after its own folder: it is no command to type (itin publish runs it with
# its arguments checked), so it stays off PATH and out of completion, as git keeps its own
# helpers in a folder of their own; Debian's policy puts a package's private programs in
# /usr/lib/PACKAGE.
#   scripts/install.sh BIN ROOT
#   scripts/install.sh --uninstall ROOT [TOP]
# ZSH_COMPLETIONS (under ROOT) is where zsh's completion goes: share/zsh/site-functions,
# which zsh searches under /usr/local; Debian's zsh reads a package's from
# share/zsh/vendor-completions. Given TOP (a DESTDIR, a staging tree), --uninstall also
# removes the folders it leaves empty below TOP; a real prefix keeps its folders, which
# other programs share.
set -euo pipefail
here=$(dirname "$0")/..
zsh_dir=${ZSH_COMPLETIONS:-share/zsh/site-functions}
files=(bin/itin lib/itin/itin-publish share/man/man1/itin.1 share/bash-completion/completions/itin
       "$zsh_dir/_itin" share/fish/vendor_completions.d/itin.fish)

if [ "${1:-}" = --uninstall ]; then
    root=${2:?usage: scripts/install.sh --uninstall ROOT [TOP]}
    top=${3:+$(realpath -m "$3")}
    for f in "${files[@]}"; do
        rm -f "$root/$f"
        [ -n "$top" ] || continue
        dir=$(realpath -m "$(dirname "$root/$f")")
        while [ "${dir#"$top"/}" != "$dir" ] && rmdir "$dir" 2>/dev/null; do
            dir=$(dirname "$dir")
        done
    done
    # lib/itin is itin's own, even in a real prefix.
    rmdir "$root/lib/itin" 2>/dev/null || true
    exit 0
fi

bin=${1:?usage: scripts/install.sh BIN ROOT}
root=${2:?usage: scripts/install.sh BIN ROOT}
[ -x "$bin" ] || { echo "install.sh: $bin is not a built itin (make release builds it)" >&2; exit 1; }
helper=$(dirname "$bin")/itin-publish
[ -x "$helper" ] || { echo "install.sh: no itin-publish beside $bin (make release builds both)" >&2; exit 1; }

made=$(mktemp -d)
trap 'rm -rf "$made"' EXIT
python3 "$here/scripts/manpage.py" "$bin" "$here/docs/itin.1.in" > "$made/itin.1"
# swift-argument-parser's own completion scripts; a sourced file needs no #! line.
for shell in bash zsh fish; do
    "$bin" --generate-completion-script "$shell" | sed '1{/^#!/d}' > "$made/$shell"
done

install -d "$root/bin" "$root/lib/itin" "$root/share/man/man1" "$root/share/bash-completion/completions" \
    "$root/$zsh_dir" "$root/share/fish/vendor_completions.d"
install -m 0755 "$bin" "$root/bin/itin"
install -m 0755 "$helper" "$root/lib/itin/itin-publish"
install -m 0644 "$made/itin.1" "$root/share/man/man1/itin.1"
install -m 0644 "$made/bash" "$root/share/bash-completion/completions/itin"
install -m 0644 "$made/zsh" "$root/$zsh_dir/_itin"
install -m 0644 "$made/fish" "$root/share/fish/vendor_completions.d/itin.fish"
