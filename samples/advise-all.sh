#!/usr/bin/env bash
# Analyses every sample with a running advisor and prints what it recommends, as the
# Markdown table in samples/README.md. Needs curl and jq.
#   samples/advise-all.sh [base URL, default http://localhost:8080] [preset, default standard]
set -euo pipefail
cd "$(dirname "$0")"
base=${1:-http://localhost:8080}
preset=${2:-standard}

samples=(
	"iot-sensors.jsonl lines"
	"nginx-access.log lines"
	"cdc-orders.jsonl lines"
	"payments.bin length-prefixed"
	"metrics.csv lines"
	"tiny-events.txt lines"
)

# One line of a recommendation: "zstd 1, batch.size 16384: 14.1% of raw, 651 MB/s"
describe='.result | "\(.codec)\(if .level == null then "" else " \(.level)" end), batch.size \(.batchSize): \(1000 / .ratio | round / 10 | tostring | if test("[.]") then . else . + ".0" end)% of raw, \(.compressMBps | round) MB/s"'

echo "| Sample | balanced (default) | smallest | fastest |"
echo "| --- | --- | --- | --- |"
for entry in "${samples[@]}"; do
	read -r file format <<<"$entry"
	id=$(curl -sf -F "sample=@$file" -F "format=$format" -F "preset=$preset" "$base/api/v1/analyses" | jq -r .id)
	status=RUNNING
	while [ "$status" = QUEUED ] || [ "$status" = RUNNING ]; do
		sleep 1
		status=$(curl -sf "$base/api/v1/analyses/$id" | jq -r .status)
	done
	row="| \`$file\`"
	for objective in balanced smallest fastest; do
		pick=$(curl -sf "$base/api/v1/analyses/$id?objective=$objective" | jq -r ".recommendations[0] | $describe")
		row="$row | $pick"
	done
	echo "$row |"
	curl -sf -X DELETE "$base/api/v1/analyses/$id" >/dev/null
done
