#!/usr/bin/env bash
# Folio in one command, on Debian 12:
#   ./run.sh [FILE] [folio options]   install what is missing, build (release), open the reader
#   ./run.sh test [swift test options] install what is missing, build, run the whole test suite
#   ./run.sh install [PREFIX]          install what is missing, build, install Folio in PREFIX
#   ./run.sh uninstall [PREFIX]        remove what that installed (PREFIX: ~/.local, /usr/local for root)
set -euo pipefail
# Installing and uninstalling are Assets/desktop/install.sh's (docs/install.md). A relative PREFIX is the caller's.
case "${1:-}" in
install | uninstall) [ $# -lt 2 ] || set -- "$1" "$(realpath -m -- "$2")" "${@:3}" ;;
esac
cd "$(dirname "$0")"
# Removing needs neither the toolchain nor the packages.
if [ "${1:-}" = uninstall ]; then exec Assets/desktop/install.sh "$@"; fi

# Build: the three C libraries Folio uses (poppler is loaded at its first call, not linked: its headers are
# enough to build; and poppler's C++ APIs: poppler-cpp for page rotations, poppler's own headers for the
# reading direction), libseccomp for the render sandbox, libsynctex (TeX Live's
# SyncTeX parser), zlib for the pages kept small off screen, pkg-config.
# Tests: poppler-utils, whose pdfinfo and pdftocairo are the references Folio is checked against;
# ghostscript, whose bbox device checks the content boxes margins are trimmed to; texlive-latex-base,
# whose pdflatex compiles the SyncTeX tests' document and whose synctex command checks the lookups.
build_packages=(pkg-config libpoppler-glib-dev libpoppler-cpp-dev libpoppler-private-dev libcairo2-dev libsdl2-dev libseccomp-dev zlib1g-dev
    libsynctex-dev)
test_packages=(poppler-utils ghostscript texlive-latex-base)

say() { printf 'run.sh: %s\n' "$*" >&2; }

install_missing() {
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "installing ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { say "need root (or sudo) to install: ${missing[*]}"; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

command -v swift >/dev/null || { say "the Swift 6 toolchain (swift) is not on PATH"; exit 1; }

case "${1:-}" in
install)
    install_missing "${build_packages[@]}"
    exec Assets/desktop/install.sh "$@"
    ;;
test)
    shift
    install_missing "${build_packages[@]}" "${test_packages[@]}"
    swift build --build-tests
    swift test "$@"
    ;;
*)
    install_missing "${build_packages[@]}"
    # Swift's runtime and Foundation linked in: a faster start and less memory (docs/measuring.md,
    # "The launch, sixth look"); Assets/desktop/install.sh builds the same.
    swift build -c release --static-swift-stdlib --product folio
    exec .build/release/folio "$@"
    ;;
esac
