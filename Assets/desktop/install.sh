#!/usr/bin/env bash
# Folio installed into a prefix as a desktop application, and removed again (run.sh calls it):
#   Assets/desktop/install.sh install [PREFIX]    build (release), then install into PREFIX
#   Assets/desktop/install.sh uninstall [PREFIX]  remove what the install's manifest lists, nothing else
# FOLIO_BUILD_CONFIGURATION=debug installs the debug build instead (CI, whose tests built it already).
# PREFIX is ~/.local, or /usr/local for root. What goes where: docs/install.md.
#
# The manifest, PREFIX/share/folio/install-manifest, lists paths relative to PREFIX, one a line:
#   dir PATH                 a folder the install created (parents first)
#   file PATH                a file it put there (the manifest among them)
#   cache PATH remove        a database file a tool created (update-desktop-database,
#   cache PATH regenerate    gtk-update-icon-cache): removed, or made again without Folio
set -euo pipefail

action=${1:-}
if [ $# -gt 0 ]; then shift; fi
if [ $# -gt 0 ]; then
    prefix=$1
elif [ "$(id -u)" -eq 0 ]; then
    prefix=/usr/local
else
    prefix=$HOME/.local
fi
prefix=$(realpath -m -- "$prefix") # before the cd: a relative PREFIX is the caller's
cd "$(dirname "$0")/../.."

say() { printf 'folio %s: %s\n' "$action" "$*" >&2; }
die() { say "$*"; exit 1; }

manifest_path=share/folio/install-manifest
manifest=$prefix/$manifest_path
metainfo=io.github.folio_reader.folio.metainfo.xml

# What the install records, in order; written to the manifest when it ends, even on failure, so
# that uninstall can remove a half-finished install too.
entries=()
write_manifest() {
    [ ${#entries[@]} -gt 0 ] && [ -d "$prefix/share/folio" ] || return 0
    {
        echo "# Folio's install manifest: what ./run.sh install put in $prefix (paths relative to it)."
        echo "# ./run.sh uninstall removes exactly these. Kinds: dir (created), file, cache (remove|regenerate)."
        printf '%s\n' "${entries[@]}"
    } >"$manifest"
}

# Creates folder REL (relative to the prefix) and its missing parents, recording each one created.
make_dir() {
    local path=$prefix part parts
    [ -d "$prefix" ] || { mkdir -p "$prefix"; entries+=("dir ."); }
    IFS=/ read -ra parts <<<"$1"
    for part in "${parts[@]}"; do
        path=$path/$part
        [ -d "$path" ] && continue
        mkdir "$path"
        entries+=("dir ${path#"$prefix"/}")
    done
}

# Installs file SOURCE as REL (relative to the prefix) with MODE.
put() {
    make_dir "$(dirname "$2")"
    install -m "$3" "$1" "$prefix/$2"
    entries+=("file $2")
}

# Records database file REL and whether uninstall removes it or makes it again, then runs COMMAND.
update_cache() {
    local rel=$1; shift
    if [ -e "$prefix/$rel" ]; then entries+=("cache $rel regenerate"); else entries+=("cache $rel remove"); fi
    "$@"
}

uninstall() {
    [ -f "$manifest" ] || die "no install manifest at $manifest: Folio was not installed in $prefix by ./run.sh install"
    local kind rel how files=() dirs=() caches=()
    # Read it all first: a line that is not understood, or a path leaving the prefix, stops before any change.
    while read -r kind rel how; do
        case "$kind" in '' | '#'*) continue ;; esac
        case "/$rel/" in //* | */../*) die "$manifest: refusing the path '$rel' (not inside $prefix)" ;; esac
        case "$kind $how" in
        "file ") files+=("$rel") ;;
        "dir ") dirs+=("$rel") ;;
        "cache remove" | "cache regenerate") caches+=("$rel $how") ;;
        *) die "$manifest: a line not understood: $kind $rel $how" ;;
        esac
    done <"$manifest"

    for rel in "${files[@]}"; do
        [ "$rel" = "$manifest_path" ] && continue
        if [ -f "$prefix/$rel" ] || [ -L "$prefix/$rel" ]; then rm -f -- "${prefix:?}/$rel"; fi
    done
    for rel in "${caches[@]}"; do
        how=${rel##* }
        rel=${rel% *}
        if [ "$how" = remove ]; then
            rm -f -- "${prefix:?}/$rel"
            continue
        fi
        case "$rel" in
        */mimeinfo.cache) command -v update-desktop-database >/dev/null &&
            update-desktop-database -q "$prefix/$(dirname "$rel")" ;;
        */icon-theme.cache) command -v gtk-update-icon-cache >/dev/null &&
            gtk-update-icon-cache -q -f "$prefix/$(dirname "$rel")" ;;
        esac || say "could not make $prefix/$rel again: it may still name Folio"
    done
    rm -f -- "$manifest"
    # Folders last, deepest first; one holding something else stays.
    for ((i = ${#dirs[@]} - 1; i >= 0; i--)); do
        rel=${dirs[i]}
        [ "$rel" = . ] && rel= # the prefix itself
        rmdir -- "$prefix${rel:+/$rel}" 2>/dev/null || true
    done
}

case "$action" in
uninstall)
    uninstall
    say "removed Folio from $prefix"
    exit 0
    ;;
install) ;;
*) die "usage: Assets/desktop/install.sh install|uninstall [PREFIX]" ;;
esac

# Build: the binary; the manual from the command's own definition (swift-argument-parser's
# generate-manual tool, built with the same options: its plugin would build every executable again
# without --static-swift-stdlib); completions.
command -v swift >/dev/null || die "the Swift 6 toolchain (swift) is not on PATH"
configuration=${FOLIO_BUILD_CONFIGURATION:-release}
case "$configuration" in release | debug) ;; *) die "FOLIO_BUILD_CONFIGURATION is release or debug, not '$configuration'" ;; esac
build=(-c "$configuration")
# As run.sh builds it: a release links Swift's runtime and Foundation in (docs/measuring.md).
[ "$configuration" = debug ] || build+=(--static-swift-stdlib)
swift build "${build[@]}" --product folio
swift build "${build[@]}" --product generate-manual
bin=$(swift build "${build[@]}" --show-bin-path)
date=$(git log -1 --format=%cs 2>/dev/null || true) # the manual's date: the last commit's, not today's
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/manual"
"$bin/generate-manual" "$bin/folio" ${date:+--date "$date"} --output-directory "$stage/manual" >/dev/null
manual=$stage/manual/folio.1
[ -s "$manual" ] || die "generate-manual did not write $manual"
# generate-manual copies a blank line between paragraphs of a discussion as it is, which mdoc
# warns about: it becomes a paragraph break (.Pp).
sed 's/^$/.Pp/' "$manual" >"$stage/folio.1"
for shell in bash zsh fish; do
    "$bin/folio" --generate-completion-script "$shell" >"$stage/completion.$shell"
done

# An earlier install here goes first, by its manifest: what it created is then recorded again.
if [ -f "$manifest" ]; then
    say "replacing the earlier install in $prefix"
    uninstall
fi

trap 'write_manifest; rm -rf "$stage"' EXIT
make_dir share/folio
entries+=("file $manifest_path")
put "$bin/folio" bin/folio 755
put Assets/sample.pdf share/folio/sample.pdf 644
put Assets/desktop/folio.desktop share/applications/folio.desktop 644
put Assets/desktop/folio.svg share/icons/hicolor/scalable/apps/folio.svg 644
put "Assets/desktop/$metainfo" "share/metainfo/$metainfo" 644
put "$stage/folio.1" share/man/man1/folio.1 644
put "$stage/completion.bash" share/bash-completion/completions/folio 644
put "$stage/completion.zsh" share/zsh/site-functions/_folio 644
put "$stage/completion.fish" share/fish/vendor_completions.d/folio.fish 644

# The databases desktops read: which applications open which types; the icon theme's cache (only
# for a theme with an index.theme: gtk-update-icon-cache refuses others).
if command -v update-desktop-database >/dev/null; then
    update_cache share/applications/mimeinfo.cache update-desktop-database -q "$prefix/share/applications"
fi
if command -v gtk-update-icon-cache >/dev/null && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
    update_cache share/icons/hicolor/icon-theme.cache gtk-update-icon-cache -q -f "$prefix/share/icons/hicolor"
fi
write_manifest

say "installed Folio in $prefix (the list: $manifest)"
case ":$PATH:" in
*":$prefix/bin:"*) ;;
*) say "$prefix/bin is not on PATH: add it (e.g. PATH=\"$prefix/bin:\$PATH\" in ~/.profile) for folio and its desktop entry" ;;
esac
case ":${XDG_DATA_HOME:-$HOME/.local/share}:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}:" in
*":$prefix/share:"*) ;;
*) say "$prefix/share is not among the desktop's data folders (XDG_DATA_DIRS): menus will not show Folio" ;;
esac
echo "To make Folio the default PDF reader:"
echo "    xdg-mime default folio.desktop application/pdf"
