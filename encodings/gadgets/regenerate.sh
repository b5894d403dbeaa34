#!/bin/sh
# Regenerate the 3-PARTITION gadget instances and their exported encodings (docs/hardness.md).
set -e
cd "$(dirname "$0")"
for m in 2,3,4 6,7,8,6,7,8 6,6,6,8,8,8; do
  formal gadget 3partition --multiset "$m" -o "3partition-$(echo "$m" | tr , -).yaml" --encodings
done
