#!/bin/sh
# Install the Debian packages of the list that are missing: apt-get runs
# only then, and only then needs root.  The install-deps scripts of the
# test and bench targets share it.
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
	echo "$who: all packages present"
	exit 0
fi
if [ "$(id -u)" != 0 ]; then
	echo "$who: missing:$missing (run as root)" >&2
	exit 1
fi
echo "$who: installing$missing"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >/dev/null
