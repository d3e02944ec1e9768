#!/usr/bin/env bash
# Builds a local stand-in for the public base image the Dockerfile starts from (node:24-bookworm-slim), for machines
# that cannot pull from an image registry: a minimal Debian 12 root from Debian's own mirror (debootstrap), with
# Node 24 and npm 11 from the npm registry, trusting the certificate authorities this machine trusts (its own
# egress proxy's, if any, as npm here does). Needs root, debootstrap and a running Docker daemon.
#   deploy/local-base-image.sh [tag]     (then: docker build --build-arg NODE_IMAGE=<tag> -f deploy/Dockerfile .)
set -euo pipefail
tag=${1:-portal-local/node:24-bookworm-slim}
if docker image inspect "$tag" >/dev/null 2>&1; then
  echo "$tag is there already."
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "Making a Debian 12 root with debootstrap..."
debootstrap --variant=minbase --include=ca-certificates bookworm "$work/root" http://deb.debian.org/debian >/dev/null
echo "Adding Node 24 and npm 11 from the npm registry..."
npm install --prefix "$work/tools" --no-save --no-audit --no-fund --loglevel=error node@24 npm@11 >/dev/null
install -m 0755 "$work/tools/node_modules/node/bin/node" "$work/root/usr/local/bin/node"
mkdir -p "$work/root/usr/local/lib/node_modules"
cp -a "$work/tools/node_modules/npm" "$work/root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/root/usr/local/bin/npx"
cp /etc/ssl/certs/ca-certificates.crt "$work/root/etc/ssl/certs/ca-certificates.crt"
rm -rf "$work/root/var/cache/apt/archives/"*.deb "$work/root/var/lib/apt/lists/"*
tar -C "$work/root" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$tag" >/dev/null
echo "Built $tag."
