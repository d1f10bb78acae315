#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into the database DATABASE_URL names (which must exist;
# it may be empty) and into UPLOAD_DIR. Stop the app first; start it again after (it migrates a restored
# database forward if the backup is older than the code). docs/operations.md walks through it.
#
#   DATABASE_URL=postgres://... UPLOAD_DIR=/srv/startline/uploads scripts/restore.sh /backups/2026-11-27
set -euo pipefail

source_dir=${1:?usage: scripts/restore.sh BACKUP_DIR}
: "${DATABASE_URL:?DATABASE_URL must name the database to restore into}"
upload_dir=${UPLOAD_DIR:-.data/uploads}

# A damaged or partial backup is refused before anything is touched.
(cd "$source_dir" && sha256sum --check --quiet SHA256SUMS)

pg_restore --clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction \
  --dbname="$DATABASE_URL" "$source_dir/database.dump"
mkdir -p "$upload_dir"
tar -C "$upload_dir" -xzf "$source_dir/uploads.tar.gz"
echo "restored $source_dir into the database and $upload_dir"
