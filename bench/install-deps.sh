#!/bin/sh
# Install what `make bench` and `make bench-callgrind` need on Debian 12:
# libfyaml (the YAML 1.2 parser compared against), valgrind (instruction
# counts), dtc and libfdt, cpp and python3 (the inputs).  The U-Boot source
# of the real boards comes from scripts/fetch-uboot-src.sh and libfdt's
# source (for the callgrind breakdown) from scripts/fetch-libfdt-src.sh;
# both run from the make targets when needed, as root.
# Idempotent: apt-get runs only when a package is missing.
#
#   bench/install-deps.sh
set -eu

PKGS="make gcc libc6-dev cpp python3 device-tree-compiler libfdt-dev
      libfyaml-dev valgrind"

missing=
for p in $PKGS; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' ||
		missing="$missing $p"
done

if [ -z "$missing" ]; then
	echo "bench/install-deps: all packages present"
	exit 0
fi
if [ "$(id -u)" != 0 ]; then
	echo "bench/install-deps: missing:$missing (run as root)" >&2
	exit 1
fi
echo "bench/install-deps: installing$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >/dev/null
