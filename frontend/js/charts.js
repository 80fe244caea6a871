// The charts of an analysis, drawn with Chart.js from the rows of the results table.
import { binary, bytes, ratio, speed } from './format.js';

const CODECS = ['none', 'gzip', 'snappy', 'lz4', 'zstd'];

export function drawCharts(table) {
	const Chart = window.Chart;
	const tradeoff = document.getElementById('tradeoff-chart');
	if (!Chart || !tradeoff) {
		return;
	}
	const results = Array.from(table.tBodies[0].rows).map(fromRow);
	const style = getComputedStyle(document.documentElement);
	const color = (name) => style.getPropertyValue(`--codec-${name}`).trim();
	Chart.defaults.color = style.getPropertyValue('--text-muted').trim();
	Chart.defaults.borderColor = style.getPropertyValue('--border').trim();
	Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
	new Chart(tradeoff, tradeoffChart(results, color, style.getPropertyValue('--frontier').trim()));
	const batches = document.getElementById('batch-chart');
	if (batches) {
		new Chart(batches, batchChart(results, color));
	}
}

function fromRow(row) {
	return {
		codec: row.dataset.codec,
		label: row.dataset.label,
		speed: Number(row.dataset.speed),
		bytes: Number(row.dataset.bytes),
		ratio: Number(row.dataset.ratio),
		batchSize: row.dataset.batchSize ? Number(row.dataset.batchSize) : null,
		pareto: row.dataset.pareto === 'true',
		configurable: row.dataset.configurable === 'true',
	};
}

function point(result) {
	return { x: result.speed, y: result.bytes, result };
}

function tradeoffChart(results, color, frontierColor) {
	const datasets = CODECS
		.map((codec) => ({
			label: codec,
			data: results.filter((result) => result.codec === codec && result.configurable).map(point),
			backgroundColor: color(codec),
			borderColor: color(codec),
			pointRadius: 4,
			pointHoverRadius: 7,
		}))
		.filter((dataset) => dataset.data.length > 0);
	const proposals = results.filter((result) => !result.configurable);
	if (proposals.length > 0) {
		datasets.push({
			label: 'KIP-780 options (not configurable)',
			data: proposals.map(point),
			pointStyle: 'triangle',
			backgroundColor: 'transparent',
			borderColor: proposals.map((result) => color(result.codec)),
			pointRadius: 5,
			pointHoverRadius: 8,
		});
	}
	datasets.push({
		label: 'Pareto frontier',
		data: results.filter((result) => result.pareto).sort((a, b) => a.speed - b.speed).map(point),
		showLine: true,
		borderColor: frontierColor,
		backgroundColor: frontierColor,
		borderDash: [6, 4],
		borderWidth: 1.5,
		pointStyle: 'line',
		pointRadius: 0,
		pointHoverRadius: 0,
		order: -1,
	});
	return {
		type: 'scatter',
		data: { datasets },
		options: {
			animation: false,
			maintainAspectRatio: false,
			interaction: { mode: 'nearest', intersect: true },
			scales: {
				x: {
					type: 'logarithmic',
					title: { display: true, text: 'Compression speed, MB/s per core (log scale) →' },
					afterBuildTicks: onlyRoundTicks,
					ticks: { callback: (value) => speed(value) },
				},
				y: {
					type: 'logarithmic',
					title: { display: true, text: '← Bytes stored (log scale)' },
					afterBuildTicks: onlyRoundTicks,
					ticks: { callback: (value) => bytes(value) },
				},
			},
			plugins: {
				legend: { position: 'bottom', labels: { usePointStyle: true } },
				tooltip: {
					filter: (item) => item.dataset.label !== 'Pareto frontier',
					callbacks: {
						title: (items) => items[0].raw.result.label,
						label: (item) => describe(item.raw.result),
					},
				},
			},
		},
	};
}

function describe(result) {
	return `${bytes(result.bytes)} stored (ratio ${ratio(result.ratio)}), compresses at ${speed(result.speed)}`
		+ (result.pareto ? ', on the frontier' : '')
		+ (result.configurable ? '' : ', not configurable in Kafka');
}

/**
 * Keeps the ticks of a log scale at 1, 2 and 5 times a power of ten, so that its labels stay readable, unless
 * that leaves fewer than three.
 */
function onlyRoundTicks(axis) {
	const round = axis.ticks.filter((tick) => {
		const magnitude = 10 ** Math.floor(Math.log10(tick.value) + 1e-9);
		return [1, 2, 5].some((step) => Math.abs(tick.value / magnitude - step) < 1e-6);
	});
	if (round.length >= 3) {
		axis.ticks = round;
	}
}

/** The best ratio of each codec at each batch.size, among what Kafka can configure. */
function batchChart(results, color) {
	const sizes = [...new Set(results.map((result) => result.batchSize).filter((size) => size !== null))]
		.sort((a, b) => a - b);
	const datasets = CODECS
		.map((codec) => ({
			label: codec,
			data: sizes.map((size) => {
				const ratios = results
					.filter((result) => result.codec === codec && result.configurable && result.batchSize === size)
					.map((result) => result.ratio);
				return ratios.length > 0 ? Math.max(...ratios) : null;
			}),
			borderColor: color(codec),
			backgroundColor: color(codec),
			pointRadius: 4,
			spanGaps: true,
		}))
		.filter((dataset) => dataset.data.some((value) => value !== null));
	return {
		type: 'line',
		data: { labels: sizes.map(binary), datasets },
		options: {
			animation: false,
			maintainAspectRatio: false,
			interaction: { mode: 'index', intersect: false },
			scales: {
				x: { title: { display: true, text: 'batch.size' } },
				y: {
					title: { display: true, text: 'Best compression ratio' },
					ticks: { callback: (value) => ratio(value) },
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
