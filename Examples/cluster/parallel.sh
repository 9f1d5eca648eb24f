#!/usr/bin/env bash
# Render a scene's frames on several machines with GNU parallel over SSH, then join them.
#   Examples/cluster/parallel.sh SCENE.yaml OUT.mp4 host1,host2,host3 [SHARDS]
# Each host needs animsim on its PATH and the scene (and its includes) at the same path, e.g.
# on a shared file system; with --transferfile, parallel copies the scene over instead.
# A shard is a pure function of the scene and its frame numbers: --retries 3 re-runs one
# that failed, anywhere, and gives the same bytes.
set -euo pipefail
scene=$1 out=$2 hosts=$3 shards=${4:-$(( $(tr ',' '\n' <<<"$hosts" | wc -l) * 2 ))}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
seq 1 "$shards" | parallel --sshlogin "$hosts" --retries 3 --transferfile "$scene" \
    --return "$work/part-{}.mp4" --cleanup \
    "mkdir -p $work && animsim render $scene --shard {}/$shards -o $work/part-{}.mp4"
for k in $(seq 1 "$shards"); do echo "file '$work/part-$k.mp4'"; done > "$work/parts.txt"
ffmpeg -v error -f concat -safe 0 -i "$work/parts.txt" -c copy "$out"
echo "joined $shards shards into $out"
