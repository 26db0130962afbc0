#!/bin/sh
# Install what the cross targets of mk/cross.mk need on Debian 12
# (make check-qemu check-be check-baremetal size), then fetch libfdt's
# source into cache/.  Idempotent: apt-get install is skipped when every
# package is already installed.
#
#   scripts/install-cross-deps.sh
set -eu
cd "$(dirname "$0")/.."

PKGS="make gcc libc6-dev python3 device-tree-compiler xxd dpkg-dev xz-utils
      gcc-arm-linux-gnueabihf libc6-dev-armhf-cross
      gcc-s390x-linux-gnu libc6-dev-s390x-cross
      gcc-arm-none-eabi binutils-arm-none-eabi
      qemu-user qemu-system-arm"

missing=
for p in $PKGS; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' ||
		missing="$missing $p"
done

if [ -n "$missing" ]; then
	if [ "$(id -u)" != 0 ]; then
		echo "install-cross-deps: missing:$missing (run as root)" >&2
		exit 1
	fi
	echo "install-cross-deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	# shellcheck disable=SC2086
	apt-get install -y -qq --no-install-recommends $missing >/dev/null
else
	echo "install-cross-deps: all packages present"
fi

scripts/fetch-libfdt-src.sh
