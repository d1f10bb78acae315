#!/usr/bin/env bash
# Makes the Node base image the Dockerfile builds on, from Debian's packages alone, for a machine that
# can reach Debian's mirror and the npm registry but no container registry (docs/operations.md,
# "Building without a registry"). The result is tagged localhost/node:20-bookworm-slim; build with
#   podman build --build-arg NODE_IMAGE=localhost/node:20-bookworm-slim -t startline .
# Node itself is copied from this machine (Debian's own nodejs in bookworm is 18, older than
# package.json's engines), so run it where `node --version` is the Node the app is tested on.
set -euo pipefail
rootfs=${ROOTFS:-/var/tmp/startline-rootfs}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

rm -rf "$rootfs"
debootstrap --variant=minbase bookworm "$rootfs" "$mirror"
install -D "$(command -v node)" "$rootfs/usr/local/bin/node"
npm_root=$(dirname "$(readlink -f "$(command -v npm)")")/..
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$(readlink -f "$npm_root")" "$rootfs/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
# The official node images' unprivileged user, which the Dockerfile's runtime stage runs as.
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --create-home --shell /bin/bash node
# CA certificates for HTTPS to the npm registry and the providers (Razorpay, MSG91, SMTP over TLS).
chroot "$rootfs" apt-get install -y -qq ca-certificates >/dev/null
# A machine whose egress goes through its own TLS proxy trusts that proxy's CA (as ours do): so does the
# image, or npm ci in the build cannot reach the registry. Node reads the system bundle only when told.
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
  chroot "$rootfs" update-ca-certificates >/dev/null
fi
chroot "$rootfs" apt-get clean
rm -rf "$rootfs"/var/lib/apt/lists/*
tar -C "$rootfs" -c . | podman import --change 'CMD ["node"]' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - localhost/node:20-bookworm-slim
echo "made localhost/node:20-bookworm-slim ($(du -sh "$rootfs" | cut -f1) unpacked)"
