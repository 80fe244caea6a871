// The chart of the best compression ratio of each codec at each batch.size, and a note on what batch.size did to it.
import { CODECS } from './chart-style.js';
import { binary, ratio } from './format.js';

/** Draws the chart, when the page has one, and says what it shows. */
export function drawBatchChart(Chart, results, color) {
	const canvas = document.getElementById('batch-chart');
	if (canvas) {
		new Chart(canvas, batchChart(results, color));
		describeBatchSizes(results);
	}
}

/** The best ratio of each codec at each batch.size, among the results that may be recommended. */
function batchRatios(results) {
	const sizes = batchSizes(results.filter((result) => !result.notRecommendable));
	const codecs = CODECS.map((codec) => ({
		codec,
		ratios: sizes.map((size) => {
			const ratios = results
				.filter((result) => result.codec === codec && !result.notRecommendable && result.batchSize === size)
				.map((result) => result.ratio);
			return ratios.length > 0 ? Math.max(...ratios) : null;
		}),
	})).filter((line) => line.ratios.some((value) => value !== null));
	return { sizes, codecs };
}

function batchSizes(results) {
	return [...new Set(results.map((result) => result.batchSize).filter((size) => size !== null))]
		.sort((a, b) => a - b);
}

function batchChart(results, color) {
	const { sizes, codecs } = batchRatios(results);
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
				x: { title: { display: true, text: 'batch.size' }, ticks: { maxRotation: 0 } },
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
 * Says what batch.size did to the ratio of these messages, from the largest change among the results that may be
 * recommended, and which batch sizes only others were measured at.
 */
function describeBatchSizes(results) {
	const note = document.getElementById('batch-chart-note');
	const { sizes, codecs } = batchRatios(results);
	const leftOut = batchSizes(results.filter((result) => result.configurable))
		.filter((size) => !sizes.includes(size));
	if (note && leftOut.length > 0) {
		note.textContent += ` Nothing at batch.size ${leftOut.map(binary).join(', ')} may be recommended (the table `
			+ 'says why), so the chart leaves it out.';
	}
	const changes = codecs.filter(({ codec }) => codec !== 'none').map(({ codec, ratios }) => {
		const first = ratios.findIndex((value) => value !== null);
		const last = ratios.findLastIndex((value) => value !== null);
		return { codec, from: ratios[first], to: ratios[last], smallest: sizes[first], largest: sizes[last] };
	}).filter((change) => change.smallest !== change.largest);
	if (!note || changes.length === 0) {
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

function percent(fraction) {
	return `${(Math.abs(fraction) * 100).toFixed(1)}%`;
}
