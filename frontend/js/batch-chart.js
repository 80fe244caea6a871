// The chart of the best compression ratio of each codec at each batch.size, and a note on what batch.size did to it.
import { CODECS } from './chart-style.js';
import { binary, number, ratio } from './format.js';

/** Draws the chart, when the page has one, and says what it shows. */
export function drawBatchChart(Chart, results, color) {
	const canvas = document.getElementById('batch-chart');
	if (canvas) {
		const ratios = batchRatios(results);
		new Chart(canvas, batchChart(ratios, color));
		describeBatchSizes(results, ratios);
	}
}

/**
 * The best ratio of each codec at each batch.size, among the results that may be recommended, at the batch sizes where
 * a codec that compresses may be: uncompressed alone, whose batches fill sooner, does not stretch the axis. A codec
 * whose results batch.size leaves as they are is shown at one batch.size; for the others, a result that may not be
 * recommended only as it makes the same batches as one at a smaller batch.size counts at its own, so that their best
 * ratio does not drop where a level's batches stop changing.
 */
function batchRatios(results) {
	const unchanged = unchangedBySize(results).map(({ codec }) => codec);
	const charted = results.filter((result) => !result.notRecommendable || (!unchanged.includes(result.codec)
		&& results.some((other) => !other.notRecommendable && other.batchSize < result.batchSize && alike(other, result))));
	const compressing = charted.filter((result) => result.codec !== 'none');
	const sizes = batchSizes(compressing.length > 0 ? compressing : charted);
	const codecs = CODECS.map((codec) => ({
		codec,
		ratios: sizes.map((size) => {
			const ratios = charted
				.filter((result) => result.codec === codec && result.batchSize === size)
				.map((result) => result.ratio);
			return ratios.length > 0 ? Math.max(...ratios) : null;
		}),
	})).filter((line) => line.ratios.some((value) => value !== null));
	return { sizes, codecs };
}

/**
 * The codecs whose results batch.size leaves as they are, each with its results: measured at several batch sizes,
 * each configuration of theirs makes the same batches and stores the same bytes at every one, as where linger.ms
 * closes every batch before it fills.
 */
function unchangedBySize(results) {
	return CODECS.map((codec) => ({
		codec,
		results: results.filter((result) => result.codec === codec && result.configurable && result.batchSize !== null),
	}))
		.filter(({ results: own }) => new Set(own.map((result) => result.batchSize)).size > 1
			&& own.every((result) => own.every((other) => other.compression !== result.compression
				|| alike(other, result))));
}

/** Whether two results of one configuration made the same batches, whatever their batch.size. */
function alike(one, other) {
	return one.compression === other.compression && one.batches === other.batches
		&& one.recordsPerBatch === other.recordsPerBatch && one.bytes === other.bytes
		&& one.batchLimit === other.batchLimit;
}

function batchSizes(results) {
	return [...new Set(results.map((result) => result.batchSize).filter((size) => size !== null))]
		.sort((a, b) => a - b);
}

function batchChart({ sizes, codecs }, color) {
	return {
		type: 'line',
		data: {
			labels: sizes.map(binary),
			datasets: codecs.map(({ codec, ratios }) => ({
				label: codec,
				data: ratios,
				borderColor: color(`--codec-${codec}`),
				backgroundColor: color(`--codec-${codec}`),
				pointRadius: 4,
				spanGaps: true,
			})),
		},
		options: {
			animation: false,
			maintainAspectRatio: false,
			interaction: { mode: 'index', intersect: false },
			scales: {
				// one batch.size in the middle of the axis, not on its left edge
				x: { title: { display: true, text: 'batch.size' }, ticks: { maxRotation: 0 }, offset: sizes.length === 1 },
				y: {
					title: { display: true, text: 'Best compression ratio' },
					ticks: { maxTicksLimit: 7, callback: (value) => ratio(value) },
				},
			},
			plugins: {
				legend: { position: 'bottom', labels: { usePointStyle: true } },
				tooltip: {
					callbacks: { label: (item) => `${item.dataset.label}: ${ratio(item.raw)}` },
				},
			},
		},
	};
}

/**
 * Says what batch.size did to the ratio of these messages: nothing where it leaves the batches as they are, as at a
 * rate where linger.ms closes every batch; otherwise the largest change among the results that may be recommended,
 * and which batch sizes only others were measured at.
 */
function describeBatchSizes(results, { sizes, codecs }) {
	const note = document.getElementById('batch-chart-note');
	if (!note) {
		return;
	}
	const charted = codecs.filter(({ codec }) => codec !== 'none');
	const alike = unchangedBySize(results);
	// only the codecs the chart draws: one that may not be recommended here has no line to speak of
	const unchanged = alike.filter(({ codec }) => codec !== 'none' && charted.some((line) => line.codec === codec));
	const allUnchanged = charted.length > 0
		&& charted.every(({ codec }) => unchanged.some((same) => same.codec === codec));
	if (unchanged.length > 0) {
		// uncompressed batches, many times larger, may fill batch.size where compressed ones do not
		const which = allUnchanged && !alike.some(({ codec }) => codec === 'none') ? 'compressed batch' : 'batch';
		note.textContent += ` ${unchangedNote(unchanged, allUnchanged, which, codecs, note.dataset.messagesPerSecond)}`;
	}
	const leftOut = batchSizes(results.filter((result) => result.configurable))
		.filter((size) => !sizes.includes(size));
	if (leftOut.length > 0 && !allUnchanged) {
		note.textContent += ` No codec that compresses may be recommended at batch.size ${leftOut.map(binary).join(', ')}`
			+ ` (the table says why), so the chart leaves ${leftOut.length > 1 ? 'them' : 'it'} out.`;
	}
	const changes = charted.map(({ codec, ratios }) => {
		const first = ratios.findIndex((value) => value !== null);
		const last = ratios.findLastIndex((value) => value !== null);
		return { codec, from: ratios[first], to: ratios[last], smallest: sizes[first], largest: sizes[last] };
	}).filter((change) => change.smallest !== change.largest);
	if (changes.length === 0) {
		return;
	}
	const largest = changes.reduce((a, b) => (Math.abs(b.to / b.from - 1) > Math.abs(a.to / a.from - 1) ? b : a));
	const change = largest.to / largest.from - 1;
	if (Math.abs(change) < 0.0005) {
		note.textContent += ' For these messages, batch.size makes no difference to the ratio.';
	}
	else if (Math.abs(change) < 0.03) {
		note.textContent += ` For these messages, batch.size barely matters: no codec's ratio changes by more than `
			+ `${percent(change)}.`;
	}
	else {
		note.textContent += ` The largest change is ${largest.codec}'s: ${ratio(largest.from)} at `
			+ `${binary(largest.smallest)}, ${ratio(largest.to)} at ${binary(largest.largest)}.`;
	}
}

/**
 * Says that batch.size leaves the batches of some codecs, or of all, as they are, and why: at the user's rate the
 * producer sends each batch before it fills batch.size.
 * @param unchanged the codecs batch.size leaves alone, with their results
 * @param all whether they are every codec that compresses on the chart
 * @param batch what the note calls their batches: 'batch', or 'compressed batch' where uncompressed ones differ
 * @param codecs the chart's lines
 * @param rate the user's messages per second, as the page writes it, or undefined
 */
function unchangedNote(unchanged, all, batch, codecs, rate) {
	const results = unchanged.flatMap((same) => same.results);
	const records = results.map((result) => Math.round(result.recordsPerBatch));
	const [fewest, most] = [Math.min(...records), Math.max(...records)];
	const batches = 'the same batches of '
		+ `${fewest === most ? `about ${number(fewest)}` : `${number(fewest)} to ${number(most)}`} records`;
	const names = list(unchanged.map((same) => same.codec));
	const one = unchanged.length === 1;
	const lines = codecs.filter(({ codec }) => unchanged.some((same) => same.codec === codec));
	const onePoint = lines.every(({ ratios }) => ratios.filter((value) => value !== null).length === 1);
	let shown;
	if (all) {
		shown = onePoint ? 'so the chart shows that one batch.size' : 'so the lines are flat';
	}
	else if (onePoint) {
		shown = `so the chart shows ${one ? 'it' : 'each of them'} at one batch.size`;
	}
	else {
		shown = one ? 'so its line is flat' : 'so their lines are flat';
	}
	const limits = new Set(results.map((result) => result.batchLimit));
	const limit = limits.size === 1 ? results[0].batchLimit : 'several';
	const of = all ? '' : ` of ${names}`;
	if (limit === 'linger') {
		return `At ${rate ? `${rate} messages/s` : 'your message rate'}, linger.ms closes every ${batch}${of} before it `
			+ `fills batch.size: every batch.size gives ${all ? '' : `${one ? 'it' : 'them'} `}${batches}, ${shown}.`;
	}
	if (limit === 'inFlight') {
		return `At ${rate ? `${rate} messages/s` : 'your message rate'}, the producer sends every ${batch}${of} as soon as `
			+ 'a request can carry it, before it fills batch.size: every batch.size gives '
			+ `${all ? '' : `${one ? 'it' : 'them'} `}${batches}, ${shown}.`;
	}
	return `For these messages, every batch.size gives ${all ? '' : `${names} `}${batches}, ${shown}.`;
}

/** "zstd", "lz4 and zstd", "gzip, lz4 and zstd". */
function list(names) {
	return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function percent(fraction) {
	return `${(Math.abs(fraction) * 100).toFixed(1)}%`;
}
