#!/usr/bin/env bash
# Backs up Startline: the PostgreSQL database (pg_dump, custom format) and the upload storage (a tar
# of UPLOAD_DIR), into DEST with a SHA256SUMS file. docs/operations.md says when and how to run it.
#
#   DATABASE_URL=postgres://... UPLOAD_DIR=/srv/startline/uploads scripts/backup.sh /backups/2026-11-27
#
# The dump is consistent on its own (pg_dump reads one snapshot). Uploads written after the dump began
# may be in the tar without a row pointing at them, never the other way round if the tar comes second:
# a row written before the dump's snapshot has its file on disk already.
set -euo pipefail

dest=${1:?usage: scripts/backup.sh DEST_DIR}
: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
upload_dir=${UPLOAD_DIR:-.data/uploads}

mkdir -p "$dest"
pg_dump --format=custom --no-owner --no-privileges --file="$dest/database.dump" "$DATABASE_URL"
if [ -d "$upload_dir" ]; then
  tar -C "$upload_dir" -czf "$dest/uploads.tar.gz" .
else
  # UPLOAD_STORAGE=database keeps the files in the dump; an empty archive says there was nothing else.
  tar -czf "$dest/uploads.tar.gz" --files-from /dev/null
fi
(cd "$dest" && sha256sum database.dump uploads.tar.gz > SHA256SUMS)
echo "backed up to $dest: $(du -sh "$dest" | cut -f1)"
