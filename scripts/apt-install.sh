#!/bin/sh
# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
# Install the Debian packages of the list that are missing: apt-get runs
# only then.  As root it runs apt-get itself; as a user it runs it through
# sudo when sudo is there, otherwise it prints the one apt-get line to run
# and stops.  Every install step of the project (make's own targets, the
# cross, bench and U-Boot scripts, scripts/setup.sh) goes through here.
#
#   scripts/apt-install.sh WHO PACKAGE...     (WHO prefixes the messages)
set -eu
who=$1
shift

missing=
for p in "$@"; do
	dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q '^install ok installed$' ||
		missing="$missing $p"
done

if [ -z "$missing" ]; then
	exit 0
fi
if [ "$(id -u)" = 0 ]; then
	sudo=
elif command -v sudo >/dev/null 2>&1; then
	sudo=sudo
else
	echo "$who: missing:$missing; as root, run:" >&2
	echo "  apt-get update && apt-get install -y --no-install-recommends$missing" >&2
	exit 1
fi
echo "$who: installing$missing"
# shellcheck disable=SC2086
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
# shellcheck disable=SC2086
$sudo env DEBIAN_FRONTEND=noninteractive \
	apt-get install -y -qq --no-install-recommends $missing >/dev/null
