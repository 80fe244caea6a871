// The charts of an analysis, drawn with Chart.js from the rows of the results table.
import { drawBatchChart } from './batch-chart.js';
import { byteTick, byteUnit, CODECS, styleCharts } from './chart-style.js';
import { bytes, number, ratio, speed } from './format.js';
import { frontier } from './frontier.js';
import { sparseTicks } from './ticks.js';

/**
 * Draws the charts.
 * @returns what the page may change on the size-against-speed chart, or null without charts
 */
export function drawCharts(table) {
	const Chart = window.Chart;
	const canvas = document.getElementById('tradeoff-chart');
	if (!Chart || !canvas) {
		return null;
	}
	// Shown before they are drawn, so that Chart.js sizes them to their boxes.
	document.getElementById('charts').hidden = false;
	document.getElementById('charts-need-scripts').hidden = true;
	const results = Array.from(table.tBodies[0].rows).map(fromRow);
	const color = styleCharts(Chart);
	const tradeoff = new Chart(canvas, tradeoffChart(Chart, results, color));
	describeUncompressed(results);
	drawBatchChart(Chart, results, color);
	return {
		/** Shows or hides the KIP-780 options, with their legend entry. */
		showProposals(shown) {
			tradeoff.data.datasets.filter((set) => set.kind === 'proposals').forEach((set) => {
				set.hidden = !shown;
				set.switchedOff = !shown;
			});
			tradeoff.update();
		},
	};
}

function fromRow(row) {
	return {
		codec: row.dataset.codec,
		label: row.dataset.label,
		// the codec, level and options, whatever the batching
		compression: row.dataset.compression,
		speed: Number(row.dataset.speed),
		bytes: Number(row.dataset.bytes),
		ratio: Number(row.dataset.ratio),
		batchSize: row.dataset.batchSize ? Number(row.dataset.batchSize) : null,
		batches: Number(row.dataset.batches),
		recordsPerBatch: Number(row.dataset.recordsPerBatch),
		// what closed most batches: size, linger or inFlight, or undefined with a fixed number of records per batch
		batchLimit: row.dataset.batchLimit,
		pareto: row.dataset.pareto === 'true',
		configurable: row.dataset.configurable === 'true',
		// Why the advice may not recommend it, or undefined when it may.
		notRecommendable: row.dataset.notRecommendable,
		recommended: row.dataset.rank === '1',
	};
}

/** The unit the bytes axis counts in: that of the largest result that compresses. */
function unitFor(results) {
	const compressing = results.filter((result) => result.codec !== 'none');
	const largest = Math.max(...(compressing.length > 0 ? compressing : results).map((result) => result.bytes));
	return byteUnit(largest);
}

function tradeoffChart(Chart, results, color) {
	const [unitName, unitSize] = unitFor(results);
	const point = (result) => ({ x: result.speed, y: result.bytes / unitSize, result });
	const datasets = CODECS
		.map((codec) => ({
			kind: 'results',
			label: codec === 'none' ? 'none (uncompressed)' : codec,
			// uncompressed keeps all its points in its own dataset, hidden (below) whether or not
			// they may be recommended
			data: results
				.filter((result) => result.codec === codec && (codec === 'none' || !result.notRecommendable))
				.map(point),
			backgroundColor: color(`--codec-${codec}`),
			borderColor: color(`--codec-${codec}`),
			pointRadius: 4,
			pointHoverRadius: 7,
			// Uncompressed is many times larger and faster: shown, it would squash every codec into a corner.
			hidden: codec === 'none',
		}))
		.filter((dataset) => dataset.data.length > 0);
	const left = results.filter((result) => result.codec !== 'none' && result.configurable && result.notRecommendable);
	if (left.length > 0) {
		datasets.push({
			kind: 'not-recommendable',
			label: 'Not recommendable (see the table)',
			data: left.map(point),
			backgroundColor: 'transparent',
			borderColor: left.map((result) => color(`--codec-${result.codec}`)),
			pointRadius: 4,
			pointHoverRadius: 7,
		});
	}
	const proposals = results.filter((result) => !result.configurable);
	if (proposals.length > 0) {
		datasets.push({
			kind: 'proposals',
			label: 'KIP-780 options (not configurable)',
			data: proposals.map(point),
			pointStyle: 'triangle',
			backgroundColor: 'transparent',
			borderColor: proposals.map((result) => color(`--codec-${result.codec}`)),
			pointRadius: 5,
			pointHoverRadius: 8,
		});
	}
	const top = results.find((result) => result.recommended);
	if (top) {
		datasets.push({
			kind: 'recommended',
			label: `Recommended: ${top.label}`,
			data: [point(top)],
			pointStyle: 'rectRot',
			backgroundColor: color(`--codec-${top.codec}`),
			borderColor: color('--frontier'),
			borderWidth: 2,
			pointRadius: 9,
			pointHoverRadius: 11,
			order: -2,
		});
	}
	datasets.push({
		kind: 'frontier',
		label: 'Pareto frontier',
		data: [],
		showLine: true,
		borderColor: color('--frontier'),
		backgroundColor: color('--frontier'),
		borderDash: [6, 4],
		borderWidth: 1.5,
		pointStyle: 'line',
		pointRadius: 0,
		pointHoverRadius: 0,
		order: -1,
	});
	const legendDefaults = Chart.defaults.plugins.legend;
	const config = {
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
					afterBuildTicks: sparseTicks,
					ticks: { maxRotation: 0, callback: (value) => compact(value) },
				},
				y: {
					type: 'linear',
					grace: '4%',
					title: { display: true, text: `← Stored, ${unitName}` },
					ticks: {
						maxTicksLimit: 7,
						callback: (value) => byteTick(value, unitName),
					},
				},
			},
			plugins: {
				legend: {
					position: 'bottom',
					labels: {
						usePointStyle: true,
						filter: (item, data) => !data.datasets[item.datasetIndex].switchedOff,
						generateLabels: (chart) => legendDefaults.labels.generateLabels(chart).map((item) => {
							// Hollow points are drawn in their codec's colour: the legend's entry is neutral.
							if (['proposals', 'not-recommendable'].includes(chart.data.datasets[item.datasetIndex].kind)) {
								return { ...item, strokeStyle: color('--text-muted'), fillStyle: 'transparent' };
							}
							return item;
						}),
					},
					onClick(event, item, legend) {
						legendDefaults.onClick.call(this, event, item, legend);
						redrawFrontier(legend.chart);
					},
				},
				tooltip: {
					filter: (item) => item.dataset.kind !== 'frontier',
					callbacks: {
						title: (items) => (items[0].dataset.kind === 'recommended' ? 'Recommended: ' : '')
							+ items[0].raw.result.label,
						label: (item) => describe(item.raw.result),
					},
				},
			},
		},
	};
	setFrontier(config.data.datasets, (index) => !datasets[index].hidden);
	return config;
}

/** Joins the frontier of the points shown that may be recommended, as shown points change. */
function redrawFrontier(chart) {
	setFrontier(chart.data.datasets, (index) => chart.isDatasetVisible(index));
	chart.update();
}

function setFrontier(datasets, visible) {
	const shown = datasets
		.filter((set, index) => set.kind === 'results' && visible(index))
		.flatMap((set) => set.data)
		.filter((point) => !point.result.notRecommendable);
	datasets.find((set) => set.kind === 'frontier').data = frontier(shown);
}

/** Speeds on the axis: 500, 1,000, 20k. */
function compact(value) {
	return value >= 10000 ? `${number(value / 1000)}k` : number(value);
}

function describe(result) {
	return `${bytes(result.bytes)} stored (ratio ${ratio(result.ratio)}), compresses at ${speed(result.speed)}`
		+ (result.pareto ? ', on the frontier' : '')
		+ (result.notRecommendable ? `, not recommendable: ${result.notRecommendable}` : '');
}

/** Says where uncompressed stands, as its points start hidden. */
function describeUncompressed(results) {
	const uncompressed = results.filter((result) => result.codec === 'none');
	const note = document.getElementById('tradeoff-note');
	if (uncompressed.length === 0 || !note || uncompressed.length === results.length) {
		return;
	}
	const stored = Math.min(...uncompressed.map((result) => result.bytes));
	const slowest = Math.min(...uncompressed.map((result) => result.speed));
	note.textContent = `Uncompressed (none) stores ${bytes(stored)}, at ${speed(slowest)} or faster; it is left out `
		+ 'so that the codecs spread over the chart. Choose it in the legend to show it.';
	note.hidden = false;
}
