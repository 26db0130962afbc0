#!/bin/sh
# Install what `make check-uboot` needs on Debian 12: U-Boot's build
# dependencies, the armhf cross compiler and qemu-system-arm, then fetch
# U-Boot 2023.01's source into cache/u-boot (scripts/fetch-uboot-src.sh).
# Idempotent: apt-get runs only when a package is missing.
#
#   host-tests/uboot/install-deps.sh
set -eu
cd "$(dirname "$0")/../.."

PKGS="make gcc libc6-dev python3 bison flex bc libssl-dev libgnutls28-dev
      uuid-dev gcc-arm-linux-gnueabihf qemu-system-arm dpkg-dev xz-utils
      device-tree-compiler perl"

missing=
for p in $PKGS; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' ||
		missing="$missing $p"
done

if [ -n "$missing" ]; then
	if [ "$(id -u)" != 0 ]; then
		echo "uboot install-deps: missing:$missing (run as root)" >&2
		exit 1
	fi
	echo "uboot install-deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	# shellcheck disable=SC2086
	apt-get install -y -qq --no-install-recommends $missing >/dev/null
else
	echo "uboot install-deps: all packages present"
fi

scripts/fetch-uboot-src.sh
